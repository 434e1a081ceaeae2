/* drat_core.c -- the proof trimmed to what the check used.
 *
 * Model: after a successful check, the marked lemmas are exactly the
 * ones checked, and every clause any check used is marked.  Writing
 * only those lemmas (each with its pivot first, as RAT needs) and the
 * deletions of clauses that are kept (formula clauses and marked
 * lemmas; ignored deletions left out) gives a smaller proof that any
 * DRAT checker must accept too.  That makes the check itself checkable:
 * feed the trimmed proof to an independent checker (drat-trim in
 * forward mode checks every lemma of it).  Text DRAT, ending with the
 * empty clause.
 */
#include "drat_int.h"

static void
write_clause (const ss_drat *ck, FILE *out, uint32_t c, int del)
{
  const int *l = clause_lits (ck, c);
  int p = ck->pivot[c];
  if (del)
    fputs ("d ", out);
  if (p && !del && !(ck->flags[c] & F_TAUT))
    fprintf (out, "%d ", ss_drat_orig (ck, p));
  for (int k = 0; k < ck->len[c]; k++)
    if (l[k] != p || del || (ck->flags[c] & F_TAUT))
      fprintf (out, "%d ", ss_drat_orig (ck, l[k]));
  fputs ("0\n", out);
}

int
ss_drat_write_core (const ss_drat *ck, const ss_drat_result *res, FILE *out)
{
  if (res->verdict != SS_DRAT_VERIFIED)
    return -1;
  uint32_t end = ck->nsteps - (uint32_t) res->stats.unused_steps;
  int ended = 0;
  for (uint32_t s = 0; s < end; s++)
    {
      uint32_t c = ck->step_clause[s];
      int kind = ck->step_kind[s];
      int kept = !(ck->flags[c] & F_LEMMA) || (ck->flags[c] & F_MARKED);
      if (kind == K_IGNORED || !kept)
        continue;
      write_clause (ck, out, c, kind == K_DELETE);
      ended = kind == K_ADD && ck->len[c] == 0;
    }
  if (!ended)
    fputs ("0\n", out);
  return ferror (out) ? -1 : 0;
}

int
ss_drat_input_used (const ss_drat *ck, long i)
{
  return i >= 0 && i < (long) ck->ninputs && (ck->flags[i] & F_MARKED);
}
