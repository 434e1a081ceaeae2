/* fuzz_proof.c -- the DRAT checker (proof/drat.h): its proof reader, text
 * and binary, and the check itself.
 *
 * Input: when the first byte is a control byte (below 0x20) it chooses
 * the formula (low two bits), the format (bits 2-3: auto, text, binary)
 * and, with bit 4, lowered reader limits (at most 40 clauses, lemmas of
 * at most 6 literals) so that each limit is met; the rest is the proof.
 * Otherwise all of it is the proof, checked against formula 0, the
 * formula of tests/bad_proof/ (so those files are seeds as they are).
 *
 * Oracles, from drat.h: every call returns 0 or SS_DRAT_EINPUT with a
 * message, or SS_DRAT_ENOMEM past the 64 MiB memory limit (a literal
 * of a huge variable), never EINTERNAL; a verdict is one of the table's.  And
 * soundness, which no reader bug may break: a satisfiable formula is
 * never refuted, whatever the proof.  A refutation's trimmed core
 * (ss_drat_write_core) is checked again by a fresh checker and must be
 * verified too; and its LRAT proof (ss_drat_write_lrat) must be verified
 * by the independent LRAT checker (proof/lrat.h).
 */
#include "fuzz.h"

#include "../../proof/drat.h"
#include "../../proof/lrat.h"

typedef struct formula {
  int satisfiable;
  const int *lits; /* clauses, each ended by 0; the list by a second 0 */
} formula;

static const int base[] = { 1, 2, 0, -1, 2, 0, 1, -2, 0, -1, -2, 0, -3, 4, 0,
                            0 };
/* Pigeon p in hole h is 2(p-1)+h: three pigeons, two holes. */
static const int php32[] = { 1, 2, 0, 3, 4, 0, 5, 6, 0, -1, -3, 0, -1, -5, 0,
                             -3, -5, 0, -2, -4, 0, -2, -6, 0, -4, -6, 0, 0 };
/* Satisfiable: 1 2 3 false, 4 true (and nothing else does it). */
static const int sat_one[] = { -1, 0, -2, 0, -3, 4, 0, 3, 4, 0, 1, 2, 4, 0,
                               0 };
/* Satisfiable with many models, over variables the proofs also use. */
static const int sat_many[] = { 1, 2, 3, 0, -1, -2, 0, 2, -3, 4, 0, -4, 5, 0,
                                0 };
static const formula formulas[4] = {
  { 0, base }, { 0, php32 }, { 1, sat_one }, { 1, sat_many },
};

static ss_drat *
load (const formula *f, const ss_drat_opts *o, ss_error *err)
{
  ss_drat *ck = ss_drat_new (o);
  FUZZ_CHECK (ck, "out of memory");
  for (const int *c = f->lits; *c; c++)
    {
      int len = 0;
      while (c[len])
        len++;
      FUZZ_CHECK (ss_drat_add_input (ck, c, len, err) == 0,
                  "a formula clause refused: %s", err->msg);
      c += len;
    }
  return ck;
}

static void
expect_input_error (int rc, const ss_error *err, const char *what)
{
  FUZZ_CHECK (rc == 0 || rc == SS_DRAT_EINPUT || rc == SS_DRAT_ENOMEM,
              "%s returned %d: %s", what, rc, err->msg);
  FUZZ_CHECK (rc == 0 || err->msg[0], "%s failed without a message", what);
}

/* The trimmed proof of a refutation refutes the formula again. */
static void
recheck_core (const ss_drat *ck, const ss_drat_result *res,
              const formula *f, const ss_drat_opts *o)
{
  char *buf = 0;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  FUZZ_CHECK (ss_drat_write_core (ck, res, out) == 0, "a verified proof "
              "has no core to write");
  fclose (out);
  ss_error err;
  ss_drat_opts text = *o;
  text.format = SS_DRAT_TEXT;
  ss_drat *again = load (f, &text, &err);
  FILE *in = fmemopen (size ? buf : (char *) "", size, "r");
  FUZZ_CHECK (in, "out of memory");
  ss_drat_result res2;
  int rc = ss_drat_read_proof (again, in, "core", &err);
  if (!rc)
    rc = ss_drat_check (again, &res2, &err);
  FUZZ_CHECK (rc == 0 && res2.verdict == SS_DRAT_VERIFIED, "the core of a "
              "verified proof is not verified: %s\n%s",
              rc ? err.msg : "rejected", buf);
  fclose (in);
  ss_drat_free (again);
  free (buf);
}

/* The formula as DIMACS text, for the LRAT checker. */
static char *
dimacs (const formula *f, size_t *size)
{
  int nvars = 0, nclauses = 0;
  for (const int *c = f->lits; *c; c++, nclauses++)
    for (; *c; c++)
      nvars = abs (*c) > nvars ? abs (*c) : nvars;
  char *buf = 0;
  FILE *out = open_memstream (&buf, size);
  FUZZ_CHECK (out, "out of memory");
  fprintf (out, "p cnf %d %d\n", nvars, nclauses);
  for (const int *c = f->lits; *c; c++)
    {
      for (; *c; c++)
        fprintf (out, "%d ", *c);
      fputs ("0\n", out);
    }
  fclose (out);
  return buf;
}

/* The LRAT proof of a refutation is verified by the other checker. */
static void
recheck_lrat (const formula *f, const char *proof, size_t len,
              const ss_drat_opts *o)
{
  ss_error err;
  ss_drat_opts with = *o;
  with.lrat = 1;
  ss_drat *ck = load (f, &with, &err);
  FILE *in = fuzz_stream ((const uint8_t *) proof, len);
  FUZZ_CHECK (in, "out of memory");
  ss_drat_result res;
  int rc = ss_drat_read_proof (ck, in, "fuzz", &err);
  fclose (in);
  if (!rc)
    rc = ss_drat_check (ck, &res, &err);
  FUZZ_CHECK (rc == 0 && res.verdict == SS_DRAT_VERIFIED, "with LRAT "
              "hints kept, the proof is no longer verified: %s", err.msg);
  char *lrat = 0, *cnf;
  size_t nlrat = 0, ncnf = 0;
  FILE *out = open_memstream (&lrat, &nlrat);
  FUZZ_CHECK (out && ss_drat_write_lrat (ck, &res, out) == 0, "a verified "
              "proof has no LRAT proof to write");
  fclose (out);
  ss_drat_free (ck);
  cnf = dimacs (f, &ncnf);
  ss_lrat *lr = ss_lrat_new (0);
  FILE *cf = fmemopen (cnf, ncnf, "r");
  FILE *lf = fuzz_stream ((const uint8_t *) lrat, nlrat);
  FUZZ_CHECK (lr && cf && lf, "out of memory");
  ss_lrat_result lres;
  rc = ss_lrat_read_cnf (lr, cf, "cnf", &err);
  if (!rc)
    rc = ss_lrat_check (lr, lf, "lrat", &lres, &err);
  char text[240] = "";
  if (!rc)
    ss_lrat_describe (&lres, text, sizeof text);
  FUZZ_CHECK (rc == 0 && lres.verdict == SS_LRAT_VERIFIED, "the LRAT proof "
              "of a verified proof is not verified: %s %s\n%s", err.msg,
              text, lrat);
  fclose (cf);
  fclose (lf);
  ss_lrat_free (lr);
  free (cnf);
  free (lrat);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const formula *f = &formulas[0];
  ss_drat_opts o = { .format = SS_DRAT_AUTO, .max_bytes = (size_t) 64 << 20 };
  if (size && data[0] < 0x20)
    {
      static const ss_drat_format formats[4] = { SS_DRAT_AUTO, SS_DRAT_TEXT,
                                                 SS_DRAT_BINARY,
                                                 SS_DRAT_AUTO };
      f = &formulas[data[0] & 3];
      o.format = formats[data[0] >> 2 & 3];
      if (data[0] & 16)
        o.max_clauses = 40, o.max_lemma_lits = 6;
      data++, size--;
    }
  ss_error err;
  ss_error_clear (&err);
  ss_drat *ck = load (f, &o, &err);
  FILE *in = fuzz_stream (data, size);
  if (!in)
    return ss_drat_free (ck), 0;
  int rc = ss_drat_read_proof (ck, in, "fuzz", &err);
  fclose (in);
  expect_input_error (rc, &err, "ss_drat_read_proof");
  ss_drat_result res;
  if (!rc)
    {
      rc = ss_drat_check (ck, &res, &err);
      FUZZ_CHECK (rc == 0, "ss_drat_check returned %d: %s", rc, err.msg);
      FUZZ_CHECK (res.verdict >= SS_DRAT_VERIFIED
                  && res.verdict <= SS_DRAT_NO_EMPTY, "verdict %d",
                  (int) res.verdict);
      FUZZ_CHECK (!(f->satisfiable && res.verdict == SS_DRAT_VERIFIED),
                  "a satisfiable formula was refuted");
      if (res.verdict == SS_DRAT_VERIFIED)
        {
          recheck_core (ck, &res, f, &o);
          recheck_lrat (f, (const char *) data, size, &o);
        }
    }
  ss_drat_free (ck);
  return 0;
}
