/* drat_lrat.c -- the verified refutation as LRAT.
 *
 * Model: LRAT is DRAT with the derivation of every lemma written out,
 * so a checker needs no search: "ID LITERALS 0 HINTS 0" adds a clause
 * under a new ID, where the hints name, in order, the clauses that
 * become unit (or, the last, false) once the lemma's literals are
 * assumed false; "ID d IDS 0" deletes clauses.  A RAT lemma lists, for
 * every clause holding the negation of its first literal, that clause's
 * ID negated and then the hints of that case.  The formula's clauses
 * have IDs 1 .. M in the order of the CNF.  Formally verified checkers
 * (cake_lpr) read it.
 *
 * What is written is the trimmed proof of drat_core.c, with IDs: the
 * lemmas the check used (each with the hints the check kept when it
 * verified it: drat_check.c's lrat_chain), the deletions of the clauses
 * kept, and the empty clause with the hints of the final conflict.
 * Lemmas get IDs M + 1, M + 2, ... in proof order.  A RAT case whose
 * candidate is a lemma the check did not use is left out: that lemma is
 * not in the LRAT proof, so it is no candidate there.
 */
#include "drat_int.h"

#include <stdlib.h>

typedef struct writer {
  const ss_drat *ck;
  FILE *out;
  uint32_t *id;      /* per clause: its LRAT ID, 0 = not written */
  uint32_t next;     /* the next ID */
  int deleting;      /* a deletion line is open */
  int bad;           /* a hint names a clause that is not written */
} writer;

static void
end_deletions (writer *w)
{
  if (w->deleting)
    fputs ("0\n", w->out);
  w->deleting = 0;
}

/* The hints hints[from .. from + len), as IDs; a RAT case whose
 * candidate is not written is skipped with its hints. */
static void
write_hints (writer *w, size_t from, uint32_t len)
{
  int skipping = 0;
  for (size_t k = from; k < from + len; k++)
    {
      uint32_t h = w->ck->hints[k], c = h & ~RAT_HINT;
      if (h & RAT_HINT)
        skipping = !w->id[c];
      if (skipping)
        continue;
      w->bad |= !w->id[c];
      fprintf (w->out, (h & RAT_HINT) ? "-%u " : "%u ", w->id[c]);
    }
  fputs ("0\n", w->out);
}

static void
write_lemma (writer *w, uint32_t c)
{
  const ss_drat *ck = w->ck;
  const int *l = clause_lits (ck, c);
  int p = ck->pivot[c];
  end_deletions (w);
  w->id[c] = w->next++;
  fprintf (w->out, "%u ", w->id[c]);
  if (p)
    fprintf (w->out, "%d ", ss_drat_orig (ck, p));
  for (int k = 0; k < ck->len[c]; k++)
    if (l[k] != p)
      fprintf (w->out, "%d ", ss_drat_orig (ck, l[k]));
  fputs ("0 ", w->out);
  write_hints (w, ck->hint_from[c], ck->hint_len[c]);
}

static void
write_deletion (writer *w, uint32_t c)
{
  if (!w->id[c])
    return;
  if (!w->deleting)
    fprintf (w->out, "%u d ", w->next - 1);
  w->deleting = 1;
  fprintf (w->out, "%u ", w->id[c]);
}

int
ss_drat_write_lrat (const ss_drat *ck, const ss_drat_result *res, FILE *out)
{
  if (res->verdict != SS_DRAT_VERIFIED || !ck->opts.lrat)
    return -1;
  writer w = { ck, out, calloc ((size_t) ck->nclauses + 1, sizeof *w.id),
               ck->ninputs + 1, 0, 0 };
  if (!w.id)
    return -1;
  for (uint32_t c = 0; c < ck->ninputs; c++)
    w.id[c] = c + 1;
  uint32_t end = ck->nsteps - (uint32_t) res->stats.unused_steps;
  for (uint32_t s = 0; s < end; s++)
    {
      uint32_t c = ck->step_clause[s];
      if (ck->step_kind[s] == K_DELETE)
        write_deletion (&w, c);
      else if (ck->step_kind[s] == K_ADD
               && (ck->flags[c] & (F_MARKED | F_TAUT)) == F_MARKED)
        write_lemma (&w, c);
    }
  end_deletions (&w);
  fprintf (out, "%u 0 ", w.next);
  write_hints (&w, ck->final_from, ck->final_len);
  free (w.id);
  return w.bad || ferror (out) ? -1 : 0;
}
