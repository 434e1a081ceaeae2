/* check_dimacs.c -- DIMACS out and in, solver models, decode checks, and
 * the teaching views.
 *
 * The writer is checked by reading its output back with the general
 * reader and comparing clause by clause with the in-memory CNF, which is
 * built through the same sink by a different consumer.  Reader and model
 * errors are checked for their message and their line and column.
 */
#include <stdio.h>

#include "../encoder/cnf.h"
#include "../encoder/decode.h"
#include "../dimacs/dimacs_read.h"
#include "../encoder/dimacs_write.h"
#include "../encoder/explain.h"
#include "../encoder/model.h"
#include "testutil.h"

static const char *const hard9 =
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
  "1.4......";

/* The text a writer function produced, through open_memstream. */
typedef struct text {
  char *buf;
  size_t len;
  FILE *f;
} text;

static FILE *
text_open (text *t)
{
  t->buf = 0;
  t->f = open_memstream (&t->buf, &t->len);
  ck_assert_ptr_nonnull (t->f);
  return t->f;
}

static char *
text_close (text *t)
{
  fclose (t->f);
  return t->buf;
}

static char *
dimacs_of (const ss_grid *g, ss_encoding e, ss_amo a, int givens, int map)
{
  text t;
  ss_error err;
  ss_encode_opts o = { e, a, givens, 0, 0 };
  int got = ss_dimacs_write (text_open (&t), g, &o, map, &err);
  char *s = text_close (&t);
  ck_assert_msg (got == 0, "%s", err.msg);
  return s;
}

/* ---- reading back what was written ---- */

typedef struct readback {
  const ss_cnf *cnf;
  long nvars, nclauses, clauses, mismatches, maps, family_comments;
  int header_seen_before_clause;
} readback;

static int
rb_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  readback *r = ctx;
  r->nvars = nvars, r->nclauses = nclauses;
  r->header_seen_before_clause = r->clauses == 0;
  (void) err;
  return 0;
}

static int
rb_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  readback *r = ctx;
  int want_len;
  const int *want = ss_cnf_clause (r->cnf, r->clauses++, &want_len);
  if (want_len != len || memcmp (want, lits, (size_t) len * sizeof *lits)
      || index != r->clauses || line < 1)
    r->mismatches++;
  (void) err;
  return 0;
}

static int
rb_comment (void *ctx, const char *text, long line, ss_error *err)
{
  readback *r = ctx;
  r->maps += !strncmp (text, " var ", 5);
  r->family_comments += !strncmp (text, " family ", 8);
  (void) line, (void) err;
  return 0;
}

static readback
read_back (const char *dimacs, const ss_cnf *cnf)
{
  readback r;
  ss_error err;
  memset (&r, 0, sizeof r);
  r.cnf = cnf;
  ss_dimacs_handler h = { &r, rb_header, rb_clause, rb_comment };
  FILE *f = fmemopen ((void *) dimacs, strlen (dimacs), "r");
  ck_assert_ptr_nonnull (f);
  ck_assert_msg (ss_dimacs_read (f, "mem", &h, &err) == 0, "%ld:%ld: %s",
                 err.line, err.col, err.msg);
  fclose (f);
  return r;
}

static int
bits (unsigned set)
{
  int count = 0;
  for (; set; set &= set - 1)
    count++;
  return count;
}

static void
round_trip (const ss_grid *g, ss_encoding e, ss_amo a, int givens, int map)
{
  ss_cnf cnf;
  ss_error err;
  ss_encode_opts o = { e, a, givens, 0, 0 };
  ck_assert (ss_cnf_build (&cnf, g, &o, &err) == 0);
  char *dimacs = dimacs_of (g, e, a, givens, map);
  readback r = read_back (dimacs, &cnf);
  ck_assert_int_eq (r.nvars, cnf.info.nvars);
  ck_assert_int_eq (r.nclauses, cnf.info.nclauses);
  ck_assert_int_eq (r.clauses, cnf.info.nclauses);
  ck_assert_int_eq (r.mismatches, 0);
  ck_assert (r.header_seen_before_clause);
  ck_assert_int_eq (r.maps, map || ss_encoding_reduced (e) ? cnf.map.primary : 0);
  ck_assert_int_eq (r.family_comments, bits (cnf.info.families));
  free (dimacs);
  ss_cnf_free (&cnf);
}

START_TEST (written_dimacs_reads_back_clause_for_clause)
{
  ss_grid p = tu_parse (hard9), e;
  ck_assert_int_eq (ss_grid_init (&e, 2, 2), 0);
  for (int enc = 0; enc < SS_ENCODING_COUNT; enc++)
    for (int a = 0; a < SS_AMO_COUNT; a++)
      {
        round_trip (&p, (ss_encoding) enc, (ss_amo) a, 1, 0);
        round_trip (&e, (ss_encoding) enc, (ss_amo) a, 1, a == 1);
      }
  round_trip (&p, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 0, 1);
  ss_grid_free (&p);
  ss_grid_free (&e);
}
END_TEST

START_TEST (output_is_deterministic)
{
  ss_grid p = tu_parse (hard9);
  char *a = dimacs_of (&p, SS_ENC_REDUCED, SS_AMO_SEQUENTIAL, 1, 0);
  char *b = dimacs_of (&p, SS_ENC_REDUCED, SS_AMO_SEQUENTIAL, 1, 0);
  ck_assert_str_eq (a, b);
  free (a), free (b);
  ss_grid_free (&p);
}
END_TEST

START_TEST (header_teaches)
{
  ss_grid p = tu_parse (hard9);
  char *s = dimacs_of (&p, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 1, 0);
  const char *want[] = {
    "c sudosat " SS_VERSION ":",
    "c grid 9x9 in 3x3 boxes, 17 givens\n",
    "c puzzle 4.....8.5.3",
    "c encoding extended:",
    "c at-most-one pairwise:",
    "v = (r*9 + c)*9 + d",
    "c variables 729: 729 cell-digit, 0 auxiliary\n",
    "c        17       0  givens ",
    "c      2916       0  box-at-most-once ",
    "\np cnf 729 12005\nc family givens:",
    "c family row-at-least-once: each digit at least once in each row (81 "
    "clauses)\n",
    "c family cell-at-most-one: each cell holds at most one digit (2916 "
    "clauses, pairwise)\n-1 -2 0\n",
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++)
    ck_assert_msg (strstr (s, want[i]) != 0, "missing: %s", want[i]);
  ck_assert (strstr (s, "c var ") == 0);
  free (s);
  ss_grid_free (&p);
}
END_TEST

START_TEST (map_lines_come_before_the_header_line)
{
  ss_grid p = tu_parse (hard9);
  char *s = dimacs_of (&p, SS_ENC_REDUCED, SS_AMO_PAIRWISE, 1, 0);
  char *first_map = strstr (s, "\nc var 1 r1 c2 d1\n");
  char *p_line = strstr (s, "\np cnf 301 ");
  ck_assert_ptr_nonnull (first_map);
  ck_assert_ptr_nonnull (p_line);
  ck_assert (first_map < p_line);
  ck_assert (strstr (s, "c family givens") == 0); /* applied, not units */
  free (s);
  ss_grid_free (&p);
}
END_TEST

START_TEST (write_errors_are_reported)
{
  ss_grid p = tu_parse (hard9);
  ss_encode_opts o = { SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 1, 0, 0 };
  ss_error err;
  FILE *f = fopen ("/dev/full", "w");
  if (!f)
    return; /* no /dev/full here: nothing to test with */
  ck_assert_int_eq (ss_dimacs_write (f, &p, &o, 0, &err), -1);
  ck_assert (strstr (err.msg, "write error") != 0);
  fclose (f);
  ss_grid_free (&p);
}
END_TEST

/* A temporary file: head, then count copies of byte, then tail; the
 * caller reads it from the start. */
static FILE *
long_file (const char *head, int byte, long count, const char *tail)
{
  FILE *f = tmpfile ();
  ck_assert_ptr_nonnull (f);
  fputs (head, f);
  for (long i = 0; i < count; i++)
    putc (byte, f);
  fputs (tail, f);
  rewind (f);
  return f;
}

/* ---- the reader's errors ---- */

typedef struct bad_case {
  const char *text, *msg;
  long line, col;
} bad_case;

static int
count_clause (void *ctx, const int *lits, int len, long index, long line,
              ss_error *err)
{
  (void) ctx, (void) lits, (void) len, (void) index, (void) line, (void) err;
  return 0;
}

static void
expect_read_error (const bad_case *c)
{
  ss_error err;
  ss_dimacs_handler h = { 0, 0, count_clause, 0 };
  FILE *f = fmemopen ((void *) c->text, strlen (c->text), "r");
  ck_assert_int_eq (ss_dimacs_read (f, "x.cnf", &h, &err), -1);
  fclose (f);
  ck_assert_msg (strstr (err.msg, c->msg) != 0, "%s: got '%s'", c->text,
                 err.msg);
  ck_assert_msg (err.line == c->line && err.col == c->col,
                 "%s: at %ld:%ld, want %ld:%ld", c->msg, err.line, err.col,
                 c->line, c->col);
  ck_assert_str_eq (err.file, "x.cnf");
}

START_TEST (reader_errors_point_at_the_token)
{
  static const bad_case cases[] = {
    { "1 2 0\n", "before the 'p cnf' header", 1, 1 },
    { "c only comments\n", "no 'p cnf' header", 0, 0 },
    { "p cnf 3 1\n1 2 4 0\n", "literal 4 is out of range", 2, 5 },
    { "p cnf 3 2\n1 2 0\n-3\n", "does not end with 0", 3, 1 },
    { "p cnf 3 2\n1 2 0\n", "declares 2 clauses, the file has 1", 1, 1 },
    { "p cnf 3 1\n1 0\n2 0\n", "more clauses than the 1", 3, 1 },
    { "p cnf 3 1\n1 x 0\n", "expected a literal, found 'x'", 2, 3 },
    { "p cnf 3 1\n1 2a 0\n", "expected a blank after a number", 2, 4 },
    { "p cnf 3 1\n1 - 0\n", "expected a literal, found '-'", 2, 3 },
    { "p cnf 3 1\n99999999999 0\n", "number too large", 2, 1 },
    { "p cnf x 1\n", "number of variables", 1, 7 },
    { "p cnf 3\n", "number of clauses", 1, 8 },
    { "p cnf 3 1 7\n1 0\n", "text after 'p cnf 3 1'", 1, 11 },
    { "p wcnf 3 1\n", "only 'p cnf", 1, 3 },
    { "p cnf 3 1\np cnf 3 1\n", "a second 'p' line", 2, 1 },
    { "p cnf 3 1\n1 0 c trailing\n", "expected a literal, found 'c'", 2, 5 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    expect_read_error (&cases[i]);
}
END_TEST

/* A NUL byte ends a C string: in a comment it would cut a map line
 * short without a word, so it is an error wherever it stands. */
START_TEST (dimacs_nul_byte)
{
  static const struct {
    const char *text;
    size_t len;
    long line, col;
  } cases[] = {
    { "c var 1 r1 c1 d1\0 junk\np cnf 64 0\n", 34, 1, 17 },
    { "p cnf 3 1\n1 \0 0\n", 17, 2, 3 },
    { "p cnf 3 1\n1\0 0\n", 16, 2, 2 },
    { "p cnf 3\0 1\n1 0\n", 16, 1, 8 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      ss_error err;
      ss_dimacs_handler h = { 0, 0, count_clause, 0 };
      FILE *f = fmemopen ((void *) cases[i].text, cases[i].len, "r");
      ck_assert_int_eq (ss_dimacs_read (f, "x.cnf", &h, &err), -1);
      fclose (f);
      ck_assert_str_eq (err.msg, "NUL byte");
      ck_assert_msg (err.line == cases[i].line && err.col == cases[i].col,
                     "case %zu: at %ld:%ld", i, err.line, err.col);
    }
}
END_TEST

/* Each limit of dimacs_read.h, refused with its own message. */
START_TEST (dimacs_limits)
{
  static const bad_case cases[] = {
    { "p cnf 2147483647 0\n", "the number of variables must be 0 to "
      "2147483646", 1, 7 },
    { "p cnf 2147483646 2147483647\n", "the number of clauses must be 0 to "
      "2147483646", 1, 18 },
    { "p cnf 3 1\n2147483648 0\n", "number too large", 2, 1 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    expect_read_error (&cases[i]);
  ss_error err;
  ss_dimacs_handler h = { 0, 0, count_clause, 0 };
  FILE *f = long_file ("p cnf 1 1", ' ', SS_DIMACS_COMMENT_MAX, "\n1 0\n");
  ck_assert_int_eq (ss_dimacs_read (f, "x.cnf", &h, &err), -1);
  fclose (f);
  ck_assert_str_eq (err.msg, "a 'p' line longer than 1023 bytes");
  /* a long comment is fine (its first 1023 bytes are passed on) */
  f = long_file ("c", 'x', 1L << 20, "\np cnf 1 1\n1 0\n");
  ck_assert_int_eq (ss_dimacs_read (f, "x.cnf", &h, &err), 0);
  fclose (f);
  /* the clause-length limit: 2^20 + 1 literals "1 " on one line */
  f = long_file ("p cnf 1 1\n", 0, 0, "");
  fseek (f, 0, SEEK_END);
  for (long i = 0; i <= SS_DIMACS_MAX_CLAUSE; i++)
    fputs ("1 ", f);
  fputs ("0\n", f);
  rewind (f);
  ck_assert_int_eq (ss_dimacs_read (f, "x.cnf", &h, &err), -1);
  fclose (f);
  ck_assert_str_eq (err.msg, "a clause longer than 1048576 literals");
  ck_assert (err.line == 2 && err.col == 1);
}
END_TEST

typedef struct collect {
  int lits[64], nlits, clauses, comments;
  long nvars;
} collect;

static int
col_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  ((collect *) ctx)->nvars = nvars;
  (void) nclauses, (void) err;
  return 0;
}

static int
col_clause (void *ctx, const int *lits, int len, long index, long line,
            ss_error *err)
{
  collect *c = ctx;
  for (int i = 0; i < len; i++)
    c->lits[c->nlits++] = lits[i];
  c->lits[c->nlits++] = 0;
  c->clauses++;
  (void) index, (void) line, (void) err;
  return 0;
}

static int
col_comment (void *ctx, const char *text, long line, ss_error *err)
{
  ((collect *) ctx)->comments++;
  (void) text, (void) line, (void) err;
  return 0;
}

START_TEST (reader_takes_any_cnf_layout)
{
  /* comments anywhere, CRLF, clauses across and within lines, an empty
   * clause, tabs, and SATLIB's '%' ending */
  const char *s = "c first\r\np cnf 4 4\r\n1 -2\n c indented\n3 0 -4 0\n"
                  "\t0\n2 4 0\n%\n0\n";
  collect c;
  ss_error err;
  memset (&c, 0, sizeof c);
  ss_dimacs_handler h = { &c, col_header, col_clause, col_comment };
  FILE *f = fmemopen ((void *) s, strlen (s), "r");
  ck_assert_msg (ss_dimacs_read (f, "m", &h, &err) == 0, "%ld:%ld %s",
                 err.line, err.col, err.msg);
  fclose (f);
  int want[] = { 1, -2, 3, 0, -4, 0, 0, 2, 4, 0 };
  ck_assert_int_eq (c.nlits, 10);
  ck_assert_mem_eq (c.lits, want, sizeof want);
  ck_assert_int_eq (c.clauses, 4);
  ck_assert_int_eq (c.comments, 2);
  ck_assert_int_eq (c.nvars, 4);
}
END_TEST

/* ---- solver models ---- */

static int
read_model (const char *s, ss_model *m, ss_error *err)
{
  FILE *f = fmemopen ((void *) s, strlen (s), "r");
  int got = ss_model_read (f, "m.out", 0, m, err);
  fclose (f);
  return got;
}

START_TEST (models_in_both_layouts)
{
  ss_model m;
  ss_error err;
  ck_assert_int_eq (read_model ("c cadical\ns SATISFIABLE\nv 1 -2\nv 3\n"
                                "c between\nv -4 0\n", &m, &err), 0);
  ck_assert_int_eq (m.status, SS_MODEL_SAT);
  ck_assert_int_eq (m.minisat, 0);
  ck_assert_int_eq (m.nvars, 4);
  ck_assert (m.value[1] == 1 && m.value[2] == -1 && m.value[3] == 1
             && m.value[4] == -1);
  ck_assert_int_eq (ss_model_value (&m, 4), -1);
  ck_assert_int_eq (ss_model_value (&m, 5), 0);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("SAT\n-1 2 -3 0\n", &m, &err), 0);
  ck_assert (m.minisat && m.status == SS_MODEL_SAT && m.nvars == 3);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("UNSAT\n", &m, &err), 0);
  ck_assert_int_eq (m.status, SS_MODEL_UNSAT);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("s UNSATISFIABLE\n", &m, &err), 0);
  ck_assert_int_eq (m.status, SS_MODEL_UNSAT);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("s UNKNOWN\n", &m, &err), 0);
  ck_assert_int_eq (m.status, SS_MODEL_UNKNOWN);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("s SATISFIABLE\nv 1 1 2 0\n", &m, &err), 0);
  ss_model_free (&m);
}
END_TEST

static void
expect_model_error (const char *s, const char *msg, long line, long col)
{
  ss_model m;
  ss_error err;
  ck_assert_int_eq (read_model (s, &m, &err), -1);
  ck_assert_msg (strstr (err.msg, msg) != 0, "%s: got '%s'", msg, err.msg);
  ck_assert_msg (err.line == line && err.col == col, "%s: at %ld:%ld", msg,
                 err.line, err.col);
  ss_model_free (&m);
}

START_TEST (model_errors_point_at_the_token)
{
  expect_model_error ("s SATISFIABLE\nv 1 2\nv -1 0\n",
                      "contradictory literals: -1, and 1 earlier", 3, 3);
  expect_model_error ("s SATISFIABLE\nv 1 2\n", "do not end with 0", 2, 0);
  expect_model_error ("s SATISFIABLE\nv 1 0\nv 2\n", "after the final 0", 3,
                      3);
  expect_model_error ("c nothing\n", "no verdict line", 0, 0);
  expect_model_error ("v 1 0\n", "values before the verdict", 1, 1);
  expect_model_error ("s MAYBE\n", "unknown verdict 'MAYBE'", 1, 3);
  expect_model_error ("s SATISFIABLE\ns SATISFIABLE\n", "a second verdict",
                      2, 1);
  expect_model_error ("s UNSATISFIABLE\nv 1 0\n", "a value after the "
                      "verdict UNSATISFIABLE", 2, 3);
  expect_model_error ("SAT\n1 x 0\n", "expected a literal, found 'x'", 2, 3);
  expect_model_error ("SAT\n1 2", "do not end with 0", 2, 0);
  expect_model_error ("hello\n", "expected a verdict", 1, 1);
  expect_model_error ("s SATISFIABLE\nx 1 0\n", "expected a 'v' line", 2, 1);
}
END_TEST

START_TEST (model_variables_are_bounded)
{
  ss_model m;
  ss_error err;
  const char *s = "s SATISFIABLE\nv 1 -2 3 -4 0\n";
  FILE *f = fmemopen ((void *) s, strlen (s), "r");
  ck_assert_int_eq (ss_model_read (f, "m", 3, &m, &err), -1);
  fclose (f);
  ck_assert_str_eq (err.msg, "wrong variable count: the model gives "
                    "variable 4, the CNF has 3 variables");
  ck_assert (err.line == 2 && err.col == 10);
  ss_model_free (&m);
  expect_model_error ("s SATISFIABLE\nv 1 2000000000 0\n", "above the", 2,
                      5);
  /* the limit of model.h, exactly */
  expect_model_error ("s SATISFIABLE\nv 16777217 0\n", "variable 16777217 "
                      "is above the 16777216 sudosat reads", 2, 3);
  ck_assert_int_eq (read_model ("s SATISFIABLE\nv -16777216 0\n", &m, &err),
                    0);
  ck_assert (m.nvars == SS_MODEL_MAX_VAR && m.value[SS_MODEL_MAX_VAR] == -1);
  ss_model_free (&m);
}
END_TEST

/* Reads f as a model; ck-fails unless it is refused with msg at
 * line:col.  Returns how far the reader read into f. */
static long
expect_model_file_error (FILE *f, const char *msg, long line, long col)
{
  ss_model m;
  ss_error err;
  ck_assert_int_eq (ss_model_read (f, "m", 0, &m, &err), -1);
  ck_assert_msg (!strcmp (err.msg, msg), "want '%s', got '%s'", msg, err.msg);
  ck_assert_msg (err.line == line && err.col == col, "%s: at %ld:%ld", msg,
                 err.line, err.col);
  ss_model_free (&m);
  long at = ftell (f);
  fclose (f);
  return at;
}

/* Defect 6 of issue 12: getline took a whole junk line (1 GiB, 1 GB of
 * memory) before looking at it.  Now the reader stops after a glance. */
START_TEST (model_reader_memory_bounded)
{
  long at = expect_model_file_error (long_file ("", 'x', 4L << 20, "\n"),
                                     "expected a verdict: 's SATISFIABLE', "
                                     "'s UNSATISFIABLE', or minisat's SAT or "
                                     "UNSAT", 1, 1);
  ck_assert_int_le (at, SS_MODEL_VERDICT_MAX + 1);
  at = expect_model_file_error (long_file ("s SATISFIABLE", ' ', 1000, "x\n"),
                                "a verdict line longer than 128 bytes", 1, 1);
  ck_assert_int_le (at, SS_MODEL_VERDICT_MAX + 1);
  /* values may come on one line of any length, as minisat writes them */
  FILE *f = long_file ("SAT\n1", ' ', 2L << 20, "-2 0\n");
  ss_model m;
  ss_error err;
  ck_assert_int_eq (ss_model_read (f, "m", 0, &m, &err), 0);
  ck_assert (m.nvars == 2 && m.value[1] == 1 && m.value[2] == -1);
  ss_model_free (&m);
  fclose (f);
}
END_TEST

/* Defect 7 of issue 12: "v 64 0\0 65 -3 junk" was a solution. */
START_TEST (model_nul_byte)
{
  static const struct {
    const char *text;
    size_t len;
    long line, col;
  } cases[] = {
    { "s SATISFIABLE\nv 64 0\0 65 -3 junk\n", 33, 2, 7 },
    { "s SATISFIABLE\nv 1\0 0\n", 22, 2, 4 },
    { "s SATISFIABLE\nv 1 \0\n", 21, 2, 5 },
    { "c hi\0\ns SATISFIABLE\nv 1 0\n", 25, 1, 5 },
    { "s SATIS\0FIABLE\nv 1 0\n", 22, 1, 8 },
    { "SAT\n1 -2\0 0\n", 13, 2, 5 },
    { "\0", 1, 1, 1 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      FILE *f = fmemopen ((void *) cases[i].text, cases[i].len, "r");
      ck_assert_ptr_nonnull (f);
      expect_model_file_error (f, "NUL byte", cases[i].line, cases[i].col);
    }
}
END_TEST

/* ---- decode checks ---- */

START_TEST (variable_count_and_gaps)
{
  ss_model m;
  ss_error err;
  ck_assert_int_eq (read_model ("SAT\n1 -2 3 0\n", &m, &err), 0);
  ck_assert_int_eq (ss_decode_check_vars (&m, 3, 0, &err), 0);
  ck_assert_int_eq (ss_decode_check_vars (&m, 2, 0, &err), -1);
  ck_assert (strstr (err.msg, "wrong variable count: the model gives "
                     "variable 3, the CNF has 2") != 0);
  ck_assert_int_eq (err.line, 2);
  ck_assert_int_eq (err.col, 6);
  ck_assert_int_eq (ss_decode_check_vars (&m, 5, 0, &err), -1);
  ck_assert (strstr (err.msg, "stops at variable 3") != 0);
  ss_model_free (&m);
  ck_assert_int_eq (read_model ("SAT\n1 3 0\n", &m, &err), 0);
  ck_assert_int_eq (ss_decode_check_vars (&m, 3, 0, &err), -1);
  ck_assert (strstr (err.msg, "missing literal: the model gives no value to "
                     "variable 2") != 0);
  ss_model_free (&m);
}
END_TEST

START_TEST (cnf_check_finds_false_clauses_and_maps)
{
  const char *cnf = "c var 1 r1 c1 d2\nc var 2 r1 c2 d1\np cnf 3 3\n"
                    "1 2 0\n-1 -2 0\nc mid\n-3 1 0\n";
  ss_grid p;
  ss_varmap map;
  ss_model m;
  ss_cnf_check check;
  ss_error err;
  ck_assert_int_eq (ss_grid_init (&p, 1, 2), 0);
  ck_assert_int_eq (ss_varmap_init_listed (&map, &p), 0);
  ck_assert_int_eq (read_model ("SAT\n1 2 3 0\n", &m, &err), 0);
  FILE *f = fmemopen ((void *) cnf, strlen (cnf), "r");
  ck_assert_int_eq (ss_decode_cnf (f, "c.cnf", &m, &map, &check, &err), 0);
  fclose (f);
  ck_assert_int_eq (check.mapped, 2);
  ck_assert_int_eq (check.false_clauses, 1);
  ck_assert_int_eq (check.first_false, 2);
  ck_assert_int_eq (check.first_false_line, 5);
  int r, c, d;
  ck_assert (ss_varmap_cell (&map, 2, &r, &c, &d));
  ck_assert (r == 0 && c == 1 && d == 1);
  ss_model_free (&m);
  ss_varmap_free (&map);
  ss_grid_free (&p);
}
END_TEST

START_TEST (bad_map_lines)
{
  ss_grid p;
  ss_varmap map;
  ss_error err;
  ck_assert_int_eq (ss_grid_init (&p, 2, 2), 0);
  ck_assert_int_eq (ss_varmap_init_listed (&map, &p), 0);
  ck_assert_int_eq (ss_decode_map_line (&map, " family x", &err), 0);
  ck_assert_int_eq (ss_decode_map_line (&map, " variables 64", &err), 0);
  ck_assert_int_eq (ss_decode_map_line (&map, " var 1 r1 c1 d1", &err), 1);
  ck_assert_int_eq (ss_decode_map_line (&map, "\t var\t3  r1 c2 d1 \r",
                                        &err), -1); /* \r is not a blank */
  ck_assert_int_eq (ss_decode_map_line (&map, "\t var\t3  r1 c2 d1 ",
                                        &err), 1);
  ck_assert_int_eq (ss_decode_map_line (&map, " var 2 r1 c1", &err), -1);
  ck_assert (strstr (err.msg, "c var V rR cC dD") != 0);
  ck_assert_int_eq (ss_decode_map_line (&map, " var 2 r1 c1 d1 x", &err), -1);
  ck_assert_int_eq (ss_decode_map_line (&map, " var 2 r9 c1 d1", &err), -1);
  ck_assert (strstr (err.msg, "not a candidate of a 4x4 grid") != 0);
  ss_varmap_free (&map);
  ss_grid_free (&p);
}
END_TEST

/* Defect 1 of issue 12: "%d" read r-2147483648 (and 2147483648 wrapped
 * to INT_MIN) before r - 1 overflowed; "cvar 4r1c1d1" was a map line. */
START_TEST (map_line_signed_overflow)
{
  static const char *const bad[] = {
    " var 1 r-2147483648 c1 d1", " var 1 r2147483648 c1 d1",
    " var 1 r1 c99999999999999999999 d1", " var 9223372036854775808 r1 c1 d1",
    " var -1 r1 c1 d1", " var 1 r+1 c1 d1", " var 1 r1 c1 d2147483648",
  };
  ss_grid p;
  ss_varmap map;
  ss_error err;
  ck_assert_int_eq (ss_grid_init (&p, 2, 2), 0);
  ck_assert_int_eq (ss_varmap_init_listed (&map, &p), 0);
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    ck_assert_msg (ss_decode_map_line (&map, bad[i], &err) == -1, "%s",
                   bad[i]);
  ck_assert_int_eq (ss_decode_map_line (&map, " var 1 r2147483648 c1 d1",
                                        &err), -1);
  ck_assert_str_eq (err.msg, "a number in a map line is above 2147483647");
  ck_assert_int_eq (ss_decode_map_line (&map, " var 1 r2147483647 c1 d1",
                                        &err), -1);
  ck_assert (strstr (err.msg, "not a candidate") != 0);
  ck_assert_int_eq (map.primary, 0); /* nothing got in */
  ss_varmap_free (&map);
  ss_grid_free (&p);
}
END_TEST

START_TEST (map_line_exact_syntax)
{
  static const char *const bad[] = {
    "var 4r1c1d1", "var 4 r1 c1 d1", " var 4r1c1d1", " var 4 r1c1 d1",
    " var 4 r1 c1 d1x", " var 4 r 1 c1 d1", " var", " var 4 R1 c1 d1",
    " var 4 r1 c1 d1 0",
  };
  ss_grid p;
  ss_varmap map;
  ss_error err;
  ck_assert_int_eq (ss_grid_init (&p, 2, 2), 0);
  ck_assert_int_eq (ss_varmap_init_listed (&map, &p), 0);
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      ck_assert_msg (ss_decode_map_line (&map, bad[i], &err) == -1, "%s",
                     bad[i]);
      ck_assert_str_eq (err.msg, "a map line should read 'c var V rR cC dD'");
    }
  ck_assert_int_eq (ss_decode_map_line (&map, "variables", &err), 0);
  ck_assert_int_eq (ss_decode_map_line (&map, " var4", &err), 0);
  /* the reader passes 1023 bytes of a comment: a map line cut there could
   * hide what follows, so one that long is refused */
  char cut[SS_DIMACS_COMMENT_MAX + 1];
  memset (cut, ' ', sizeof cut - 1);
  cut[sizeof cut - 1] = 0;
  memcpy (cut, " var 1 r1 c1 d1", 15);
  ck_assert_int_eq (ss_decode_map_line (&map, cut, &err), -1);
  ck_assert_str_eq (err.msg, "a map line longer than 1022 bytes");
  cut[SS_DIMACS_COMMENT_MAX - 1] = 0;
  ck_assert_int_eq (ss_decode_map_line (&map, cut, &err), 1);
  ss_varmap_free (&map);
  ss_grid_free (&p);
}
END_TEST

/* ---- teaching views ---- */

static char *
explain_of (const char *puzzle, ss_encoding e, ss_amo a)
{
  text t;
  ss_error err;
  ss_grid p = tu_parse (puzzle);
  ss_encode_opts o = { e, a, 1, 0, 0 };
  ck_assert_int_eq (ss_explain_write (text_open (&t), &p, &o, &err), 0);
  ss_grid_free (&p);
  return text_close (&t);
}

START_TEST (explain_shows_formula_families_samples_and_cover)
{
  char *s = explain_of (hard9, SS_ENC_EXTENDED, SS_AMO_PAIRWISE);
  const char *want[] = {
    "v = (r*9 + c)*9 + d", "r4c7 = 2 is x(3,6,2) = (3*9 + 6)*9 + 2 = 299",
    "cell-at-least-one", "2,916", "12,005",
    "Cell r1c2, at least one digit: one clause (81 in the family)",
    "DIMACS  10 11 12 13 14 15 16 17 18 0",
    "words   r1c2 = 1 or r1c2 = 2 or r1c2 = 3",
    "Row 1, digit 1 at most once: the first 3 of its 36 clauses",
    "DIMACS  -1 -10 0", "words   r1c1 != 1 or r1c2 != 1",
    "Box 1, digit 1", "Column 2, digit 1",
    "4 x 81 = 324", "244..324", "columns 2, 82, 172 and 244",
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++)
    ck_assert_msg (strstr (s, want[i]) != 0, "missing: %s", want[i]);
  free (s);
}
END_TEST

START_TEST (explain_reduced_samples_live_clauses)
{
  char *s = explain_of (hard9, SS_ENC_REDUCED, SS_AMO_SEQUENTIAL);
  ck_assert_ptr_nonnull (strstr (s, "words   r1c2 = 1 or r1c2 = 6 or r1c2 = 7"
                                 " or r1c2 = 9"));
  ck_assert_ptr_nonnull (strstr (s, "301 candidates"));
  ck_assert_ptr_nonnull (strstr (s, "or a302"));
  ck_assert_ptr_null (strstr (s, "no clauses"));
  free (s);
  s = explain_of ("1234341221434321", SS_ENC_REDUCED, SS_AMO_PAIRWISE);
  ck_assert_ptr_nonnull (strstr (s, "no clauses (the givens settle it)"));
  free (s);
}
END_TEST

START_TEST (stats_lists_every_combination)
{
  text t;
  ss_error err;
  ss_grid g;
  ck_assert_int_eq (ss_grid_init (&g, 3, 3), 0);
  ck_assert_int_eq (ss_stats_write (text_open (&t), &g, 1, &err), 0);
  char *s = text_close (&t);
  ck_assert_ptr_nonnull (strstr (s, "  minimal           pairwise           "
                                 "729          0        8,829"));
  ck_assert_ptr_nonnull (strstr (s, "* extended          pairwise           "
                                 "729          0       11,988"));
  ck_assert_ptr_nonnull (strstr (s, "  efficient         pairwise           "
                                 "729          0       11,745"));
  int rows = 0;
  for (char *p = s; (p = strstr (p, "\n")); p++)
    rows += p[1] == ' ' || p[1] == '*';
  ck_assert_int_ge (rows, SS_ENCODING_COUNT * SS_AMO_COUNT);
  free (s);
  ss_grid_free (&g);
}
END_TEST

static Suite *
dimacs_suite (void)
{
  Suite *s = suite_create ("dimacs");
  TCase *t = tcase_create ("write");
  tcase_add_test (t, written_dimacs_reads_back_clause_for_clause);
  tcase_add_test (t, output_is_deterministic);
  tcase_add_test (t, header_teaches);
  tcase_add_test (t, map_lines_come_before_the_header_line);
  tcase_add_test (t, write_errors_are_reported);
  suite_add_tcase (s, t);
  t = tcase_create ("read");
  tcase_add_test (t, reader_errors_point_at_the_token);
  tcase_add_test (t, reader_takes_any_cnf_layout);
  tcase_add_test (t, dimacs_nul_byte);
  tcase_add_test (t, dimacs_limits);
  suite_add_tcase (s, t);
  t = tcase_create ("model");
  tcase_add_test (t, models_in_both_layouts);
  tcase_add_test (t, model_errors_point_at_the_token);
  tcase_add_test (t, model_variables_are_bounded);
  tcase_add_test (t, model_reader_memory_bounded);
  tcase_add_test (t, model_nul_byte);
  tcase_add_test (t, variable_count_and_gaps);
  tcase_add_test (t, cnf_check_finds_false_clauses_and_maps);
  tcase_add_test (t, bad_map_lines);
  tcase_add_test (t, map_line_signed_overflow);
  tcase_add_test (t, map_line_exact_syntax);
  suite_add_tcase (s, t);
  t = tcase_create ("teach");
  tcase_add_test (t, explain_shows_formula_families_samples_and_cover);
  tcase_add_test (t, explain_reduced_samples_live_clauses);
  tcase_add_test (t, stats_lists_every_combination);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (dimacs_suite ());
}
