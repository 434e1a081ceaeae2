/* fuzz_dimacs.c -- the DIMACS reader (dimacs/dimacs_read.h) and decode's
 * map lines and clause check (encoder/decode.h).
 *
 * Oracles, from dimacs_read.h's model: the header comes before the first
 * clause; every literal is nonzero with |lit| <= V; clauses are numbered
 * 1, 2, ... and there are exactly C of them when the read succeeds; a
 * comment is at most SS_DIMACS_COMMENT_MAX bytes; a failure says why.
 * A file that reads is written back out canonically and must read back
 * to the same clauses.  The same input then goes through ss_decode_cnf
 * with a listed map of a small grid (size % 3 picks 2x2, 3x3 or 1x2) and
 * a fixed model, which must agree with the clause-by-clause count made
 * here.
 */
#include "fuzz.h"

#include "../../encoder/decode.h"
#include "../../dimacs/dimacs_read.h"
#include "../../encoder/vars.h"

typedef struct seen {
  long nvars, nclauses, clauses, lits, false_clauses;
  int header;
  int *flat; /* every literal, 0 after each clause */
  size_t len, cap;
} seen;

/* The model ss_decode_cnf is given: a fixed pattern of values. */
static int
model_value (long var)
{
  return ((unsigned long) var * 2654435761u >> 7) & 1 ? 1 : -1;
}

static void
push (seen *s, int lit)
{
  if (s->len == s->cap)
    {
      s->cap = s->cap ? 2 * s->cap : 256;
      s->flat = realloc (s->flat, s->cap * sizeof *s->flat);
      FUZZ_CHECK (s->flat, "out of memory");
    }
  s->flat[s->len++] = lit;
}

static int
on_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  seen *s = ctx;
  FUZZ_CHECK (!s->header, "two headers passed on");
  FUZZ_CHECK (nvars >= 0 && nvars < 2147483647 && nclauses >= 0
              && nclauses < 2147483647, "header %ld %ld", nvars, nclauses);
  s->header = 1, s->nvars = nvars, s->nclauses = nclauses;
  (void) err;
  return 0;
}

static int
on_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  seen *s = ctx;
  int satisfied = 0;
  FUZZ_CHECK (s->header, "a clause before the header");
  FUZZ_CHECK (index == ++s->clauses && index <= s->nclauses,
              "clause index %ld", index);
  FUZZ_CHECK (line >= 1 && len >= 0 && len <= SS_DIMACS_MAX_CLAUSE,
              "clause line %ld len %d", line, len);
  for (int i = 0; i < len; i++)
    {
      FUZZ_CHECK (lits[i] && labs ((long) lits[i]) <= s->nvars,
                  "literal %d with %ld variables", lits[i], s->nvars);
      satisfied |= model_value (labs ((long) lits[i])) == (lits[i] > 0 ? 1
                                                                      : -1);
      push (s, lits[i]);
    }
  push (s, 0);
  s->lits += len;
  s->false_clauses += !satisfied;
  (void) err;
  return 0;
}

static int
on_comment (void *ctx, const char *text, long line, ss_error *err)
{
  FUZZ_CHECK (strlen (text) <= SS_DIMACS_COMMENT_MAX && line >= 1,
              "comment of %zu bytes on line %ld", strlen (text), line);
  (void) ctx, (void) err;
  return 0;
}

static int
read_all (FILE *f, seen *s, ss_error *err)
{
  ss_dimacs_handler h = { s, on_header, on_clause, on_comment };
  int got = ss_dimacs_read (f, "fuzz.cnf", &h, err);
  FUZZ_CHECK (got == 0 || got == -1, "returned %d", got);
  FUZZ_CHECK (got == 0 || err->msg[0], "failed without a message");
  FUZZ_CHECK (got || s->clauses == s->nclauses, "%ld clauses of %ld",
              s->clauses, s->nclauses);
  return got;
}

/* Writes what was read as plain DIMACS and reads it again. */
static void
round_trip (const seen *s)
{
  char *buf = 0;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  fprintf (out, "p cnf %ld %ld\n", s->nvars, s->nclauses);
  for (size_t i = 0; i < s->len; i++)
    fprintf (out, s->flat[i] ? "%d " : "%d\n", s->flat[i]);
  fclose (out);
  seen again = { 0 };
  ss_error err;
  FILE *in = fmemopen (buf, size, "r");
  FUZZ_CHECK (in, "out of memory");
  FUZZ_CHECK (read_all (in, &again, &err) == 0, "rewritten file: %ld:%ld %s",
              err.line, err.col, err.msg);
  fclose (in);
  FUZZ_CHECK (again.len == s->len && again.nvars == s->nvars
              && (!s->len || !memcmp (again.flat, s->flat,
                                      s->len * sizeof *s->flat)),
              "the rewritten file reads differently");
  free (again.flat);
  free (buf);
}

/* Decode's reading of the same input: map lines into a listed map. */
static void
decode_check (const uint8_t *data, size_t size, const seen *s, int ok)
{
  static const int shapes[3][2] = { { 2, 2 }, { 3, 3 }, { 1, 2 } };
  const int *box = shapes[size % 3];
  ss_grid g;
  ss_varmap map;
  ss_model m = { SS_MODEL_SAT, 0, 0, 0, 0, 0 };
  ss_cnf_check check;
  ss_error err;
  if (ss_grid_init (&g, box[0], box[1]))
    return;
  FUZZ_CHECK (ss_varmap_init_listed (&map, &g) == 0, "out of memory");
  m.nvars = s->nvars;
  m.value = malloc ((size_t) s->nvars + 1);
  FUZZ_CHECK (m.value, "out of memory");
  for (long v = 1; v <= s->nvars; v++)
    m.value[v] = (signed char) model_value (v);
  FILE *f = fuzz_stream (data, size);
  FUZZ_CHECK (f, "out of memory");
  int got = ss_decode_cnf (f, "fuzz.cnf", &m, &map, &check, &err);
  fclose (f);
  FUZZ_CHECK (got == 0 || err.msg[0], "decode failed without a message");
  if (got == 0)
    {
      FUZZ_CHECK (ok, "decode read a file the reader refused");
      FUZZ_CHECK (check.false_clauses == s->false_clauses
                  && check.nvars == s->nvars, "decode counts %ld false "
                  "clauses, the harness %ld", check.false_clauses,
                  s->false_clauses);
      FUZZ_CHECK (map.primary <= ss_var_count (g.n), "map of %ld", map.primary);
    }
  free (m.value);
  ss_varmap_free (&map);
  ss_grid_free (&g);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  seen s = { 0 };
  ss_error err;
  FILE *f = fuzz_stream (data, size);
  if (!f)
    return 0;
  int got = read_all (f, &s, &err);
  fclose (f);
  if (got == 0)
    round_trip (&s);
  if (s.nvars <= 1 << 20) /* the model takes a byte a variable */
    decode_check (data, size, &s, got == 0);
  free (s.flat);
  return 0;
}
