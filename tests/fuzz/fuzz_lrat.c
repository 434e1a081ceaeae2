/* fuzz_lrat.c -- the LRAT checker (proof/lrat.h): its reader and the
 * forward check.
 *
 * Input: when the first byte is a control byte (below 0x20) it chooses
 * the formula (low two bits) and, with bit 2, lowered limits (lemmas of
 * at most 6 literals, 8 hints a step, 1 MiB); the rest is the proof.
 * Otherwise all of it is the proof, checked against formula 0, the
 * formula of tests/bad_proof/ (so the lrat-NAME.lrat files there are
 * seeds as they are).
 *
 * Oracles, from lrat.h: every call returns 0, or SS_LRAT_EINPUT with a
 * message, or SS_LRAT_ENOMEM past the memory limit; a verdict is one of
 * the three, and a rejection says why.  And soundness, which no reader
 * bug may break: a satisfiable formula is never refuted, whatever the
 * proof.
 */
#include "fuzz.h"

#include "../../proof/lrat.h"

typedef struct formula {
  int satisfiable;
  const char *cnf;
} formula;

static const formula formulas[4] = {
  { 0, "p cnf 4 5\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n-3 4 0\n" },
  /* three pigeons, two holes: pigeon p in hole h is 2(p-1)+h */
  { 0, "p cnf 6 9\n1 2 0\n3 4 0\n5 6 0\n-1 -3 0\n-1 -5 0\n-3 -5 0\n"
       "-2 -4 0\n-2 -6 0\n-4 -6 0\n" },
  /* satisfiable: only 1 2 3 false, 4 true */
  { 1, "p cnf 4 5\n-1 0\n-2 0\n-3 4 0\n3 4 0\n1 2 4 0\n" },
  /* satisfiable with many models; a duplicate literal, a tautology */
  { 1, "p cnf 5 5\n1 2 3 0\n-1 -2 -1 0\n2 -3 4 0\n-4 5 0\n3 -3 0\n" },
};

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const formula *f = &formulas[0];
  ss_lrat_opts o = { .max_bytes = (size_t) 64 << 20 };
  if (size && data[0] < 0x20)
    {
      f = &formulas[data[0] & 3];
      if (data[0] & 4)
        o.max_lits = 6, o.max_hints = 8, o.max_bytes = 1 << 20;
      data++, size--;
    }
  ss_error err;
  ss_error_clear (&err);
  ss_lrat *lr = ss_lrat_new (&o);
  FUZZ_CHECK (lr, "out of memory");
  FILE *cnf = fmemopen ((void *) f->cnf, strlen (f->cnf), "r");
  FUZZ_CHECK (cnf && ss_lrat_read_cnf (lr, cnf, "cnf", &err) == 0,
              "a fixed formula does not read: %s", err.msg);
  fclose (cnf);
  FILE *in = fuzz_stream (data, size);
  if (!in)
    return ss_lrat_free (lr), 0;
  ss_lrat_result res;
  int rc = ss_lrat_check (lr, in, "fuzz", &res, &err);
  fclose (in);
  FUZZ_CHECK (rc == 0 || rc == SS_LRAT_EINPUT || rc == SS_LRAT_ENOMEM,
              "ss_lrat_check returned %d: %s", rc, err.msg);
  FUZZ_CHECK (rc == 0 || err.msg[0], "failed without a message");
  if (!rc)
    {
      FUZZ_CHECK (res.verdict <= SS_LRAT_NO_EMPTY, "verdict %d",
                  (int) res.verdict);
      FUZZ_CHECK (res.verdict != SS_LRAT_REJECTED || res.why[0],
                  "a rejection without a reason");
      FUZZ_CHECK (!(f->satisfiable && res.verdict == SS_LRAT_VERIFIED),
                  "a satisfiable formula was refuted");
    }
  ss_lrat_free (lr);
  return 0;
}
