/* check_encoder.c -- the CNF encoder: formula, counts, AMO semantics,
 * the reduced encoding, and solutions.
 *
 * Expected sizes are derived here from the family sizes (N^2 groups per
 * rule, N members per group) and the published AMO sizes, never read
 * back from the encoder.  Semantics are checked with the PicoSAT library
 * as an oracle: an AMO must allow exactly the assignments with at most
 * one true member, and every encoding must give the known solutions.
 */
#include <picosat/picosat.h>

#include "../core/verify.h"
#include "../encoder/amo.h"
#include "../encoder/cnf.h"
#include "../encoder/encode.h"
#include "../encoder/vars.h"
#include "../engines/table.h"
#include "testutil.h"

static ss_grid
empty_grid (int box_rows, int box_cols)
{
  ss_grid g;
  ck_assert_int_eq (ss_grid_init (&g, box_rows, box_cols), 0);
  return g;
}

/* ---- the variable formula ---- */

START_TEST (formula_is_the_documented_one)
{
  ck_assert_int_eq (ss_var (9, 0, 0, 1), 1);
  ck_assert_int_eq (ss_var (9, 8, 8, 9), 729);
  ck_assert_int_eq (ss_var (9, 3, 6, 2), 299); /* r4c7 = 2 */
  ck_assert_int_eq (ss_var (4, 3, 3, 4), 64);
  ck_assert_int_eq (ss_var (100, 99, 99, 100), 1000000);
  for (int n = 1; n <= SS_MAX_N; n += 11)
    for (int r = 0; r < n; r += 3)
      for (int c = 0; c < n; c += 5)
        for (int d = 1; d <= n; d += 7)
          {
            int r2, c2, d2;
            long v = ss_var (n, r, c, d);
            ck_assert_int_eq (v, ((long) r * n + c) * n + d);
            ss_var_split (n, v, &r2, &c2, &d2);
            ck_assert (r2 == r && c2 == c && d2 == d);
          }
}
END_TEST

/* Each rule's groups partition the N^3 candidates: every candidate is in
 * exactly one group of each rule -- the exact-cover property. */
static void
check_partition (int box_rows, int box_cols)
{
  ss_grid g = empty_grid (box_rows, box_cols);
  int n = g.n;
  char *seen = calloc ((size_t) ss_var_count (n) + 1, 1);
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    {
      memset (seen, 0, (size_t) ss_var_count (n) + 1);
      for (int grp = 0; grp < n * n; grp++)
        for (int k = 0; k < n; k++)
          {
            int r, c, d;
            ss_rule_member (&g, (ss_rule) rule, grp, k, &r, &c, &d);
            ck_assert (r >= 0 && r < n && c >= 0 && c < n && d >= 1 && d <= n);
            seen[ss_var (n, r, c, d)]++;
          }
      for (long v = 1; v <= ss_var_count (n); v++)
        ck_assert_msg (seen[v] == 1, "rule %d, var %ld seen %d times", rule,
                       v, seen[v]);
    }
  free (seen);
  ss_grid_free (&g);
}

START_TEST (rules_partition_the_candidates)
{
  check_partition (2, 2);
  check_partition (2, 3);
  check_partition (3, 3);
  check_partition (3, 4);
}
END_TEST

START_TEST (box_groups_are_boxes)
{
  ss_grid g = empty_grid (2, 3); /* 6x6: boxes 2 rows x 3 columns */
  for (int b = 0; b < 6; b++)
    for (int k = 0; k < 6; k++)
      {
        int r, c, d;
        ss_rule_member (&g, SS_RULE_BOX, b * 6, k, &r, &c, &d);
        ck_assert_int_eq (ss_box_of (&g, r, c), b);
      }
  ss_grid_free (&g);
}
END_TEST

/* ---- sizes, derived independently ---- */

static int
ceil_div (int a, int b)
{
  return (a + b - 1) / b;
}

static int
ceil_root (int n)
{
  int q = 0;
  while (q * q < n)
    q++;
  return q;
}

static int
ceil_lg (int n)
{
  int k = 0;
  while ((1 << k) < n)
    k++;
  return k;
}

static long
pairs (int n)
{
  return (long) n * (n - 1) / 2;
}

/* Commander: n/3 full groups (3 pairwise clauses, 3 links, one commander
 * each), a last group of 2 (1 + 2 clauses, a commander) or of 1 (its
 * own commander), then the commanders again; pairwise at 5 or fewer. */
static long
commander_size (int n, int want_aux)
{
  if (n <= 5)
    return want_aux ? 0 : pairs (n);
  int full = n / 3, rest = n % 3, m = full + (rest > 0);
  long here = want_aux ? full + (rest == 2) : 6L * full + (rest == 2) * 3;
  return here + commander_size (m, want_aux);
}

/* Bimander: m = ceil(sqrt n) groups of g = ceil(n/m) (the last one
 * n mod g when that is not 0), pairwise inside, and every member spells
 * its group's number in ceil(log2 m) bits. */
static long
bimander_clauses (int n)
{
  int m = ceil_root (n), g = ceil_div (n, m);
  return (n / g) * pairs (g) + pairs (n % g) + (long) n * ceil_lg (m);
}

/* Published sizes: pairwise n(n-1)/2; Sinz 3n-4 with n-1 auxiliaries;
 * 2-product 2n links plus the AMOs of its p rows and q columns, with q =
 * ceil(sqrt n) and p = ceil(n/q), pairwise at 6 or fewer; binary n*k
 * clauses and k = ceil(log2 n) bits; commander and bimander above. */
static long
amo_clauses (ss_amo kind, int n)
{
  if (n < 2)
    return 0;
  if (kind == SS_AMO_SEQUENTIAL)
    return 3L * n - 4;
  if (kind == SS_AMO_BINARY)
    return (long) n * ceil_lg (n);
  if (kind == SS_AMO_COMMANDER)
    return commander_size (n, 0);
  if (kind == SS_AMO_BIMANDER)
    return bimander_clauses (n);
  if (kind == SS_AMO_PAIRWISE || n <= 6)
    return (long) n * (n - 1) / 2;
  int q = ceil_root (n), p = ceil_div (n, q);
  return 2L * n + amo_clauses (kind, p) + amo_clauses (kind, q);
}

static long
amo_aux (ss_amo kind, int n)
{
  if (n < 2 || kind == SS_AMO_PAIRWISE)
    return 0;
  if (kind == SS_AMO_SEQUENTIAL)
    return n - 1;
  if (kind == SS_AMO_BINARY)
    return ceil_lg (n);
  if (kind == SS_AMO_COMMANDER)
    return commander_size (n, 1);
  if (kind == SS_AMO_BIMANDER)
    return ceil_lg (ceil_root (n));
  if (n <= 6)
    return 0;
  int q = ceil_root (n), p = ceil_div (n, q);
  return p + q + amo_aux (kind, p) + amo_aux (kind, q);
}

typedef struct expect {
  long vars, clauses, lits;
} expect;

/* groups exactly-one groups of size members: one clause of that many
 * literals and an AMO each (or only one half). */
static void
add_groups (expect *x, ss_amo a, long groups, int size, int alo, int amo)
{
  x->vars += amo * groups * amo_aux (a, size);
  x->clauses += alo * groups + amo * groups * amo_clauses (a, size);
  x->lits += alo * groups * size + 2 * amo * groups * amo_clauses (a, size);
}

/* ALO families have N^2 clauses of N literals; AMO families N^2 groups
 * of N members; every AMO clause is binary.  Augmented: the cells as
 * extended, N^2 R mini-rows (C cells and the triad), N^2 C mini-columns
 * (R cells and the triad), rows and boxes over R triads, columns and
 * boxes over C, and N^2 (R + C) triad variables. */
static expect
expected (ss_encoding e, ss_amo a, int rows, int cols)
{
  int n = rows * cols;
  long nn = (long) n * n;
  expect x = { ss_var_count (n), 0, 0 };
  if (ss_encoding_families (e) & SS_FAMS_TRIADS)
    {
      x.vars += nn * (rows + cols);
      add_groups (&x, a, nn, n, 1, 1);
      add_groups (&x, a, nn * rows, cols + 1, 1, 1);
      add_groups (&x, a, nn * cols, rows + 1, 1, 1);
      add_groups (&x, a, 2 * nn, rows, 1, 1);
      add_groups (&x, a, 2 * nn, cols, 1, 1);
      return x;
    }
  int alo = e == SS_ENC_MINIMAL || e == SS_ENC_EFFICIENT ? 1 : 4;
  int amo = e == SS_ENC_MINIMAL ? 3 : 4;
  add_groups (&x, a, nn, n, 0, amo);
  add_groups (&x, a, nn, n, alo, 0);
  return x;
}

/* A sink that counts what really arrives. */
typedef struct tally {
  ss_encode_info info;
  long clauses, lits, max_var, begins, zero_lits;
  long fam_clauses[SS_FAMILY_COUNT];
  int fam;
} tally;

static int
tally_begin (void *ctx, const ss_encode_info *in)
{
  tally *t = ctx;
  t->info = *in;
  t->begins++;
  ck_assert_int_eq (t->clauses, 0);
  return 0;
}

static int
tally_family (void *ctx, ss_family f, long n)
{
  tally *t = ctx;
  t->fam = f;
  ck_assert_int_eq (n, t->info.family_clauses[f]);
  return 0;
}

static int
tally_clause (void *ctx, const int *lits, int len)
{
  tally *t = ctx;
  t->clauses++;
  t->fam_clauses[t->fam]++;
  t->lits += len;
  /* no ck_assert here: each one costs a write to Check's pipe */
  for (int i = 0; i < len; i++)
    {
      long v = labs ((long) lits[i]);
      t->zero_lits += v == 0;
      if (v > t->max_var)
        t->max_var = v;
    }
  return 0;
}

static tally
run_tally (const ss_grid *g, ss_encoding e, ss_amo a, int givens)
{
  tally t;
  memset (&t, 0, sizeof t);
  ss_sink sink = { &t, tally_begin, 0, tally_family, 0, tally_clause, 0, 0 };
  ss_encode_opts o = { e, a, givens, 0, 0 };
  ss_error err;
  ck_assert_msg (ss_encode (g, &o, &sink, &err) == 0, "%s", err.msg);
  ck_assert_int_eq (t.begins, 1);
  ck_assert_int_eq (t.clauses, t.info.nclauses);
  ck_assert_int_eq (t.lits, t.info.nlits);
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    ck_assert_int_eq (t.fam_clauses[f], t.info.family_clauses[f]);
  ck_assert (t.max_var <= t.info.nvars);
  ck_assert_int_eq (t.zero_lits, 0);
  return t;
}

/* The counting pass sends nothing, so it asks the sink's poll every 256
 * clauses whether to go on (a race's loser stops there): polls_left
 * polls say go on, the next says stop (7). */
static int polls, polls_left;

static int
poll_until (void *ctx)
{
  (void) ctx;
  return polls++ < polls_left ? 0 : 7;
}

START_TEST (counting_pass_asks_the_poll)
{
  ss_grid g = empty_grid (3, 3);
  ss_encode_opts o = { SS_ENC_MINIMAL, SS_AMO_PAIRWISE, 0, 0, 0 };
  ss_error err;
  tally t;
  memset (&t, 0, sizeof t);
  ss_sink sink = { &t, tally_begin, 0, tally_family, 0, tally_clause, 0,
                   poll_until };
  polls = 0, polls_left = 1;
  ck_assert_int_eq (ss_encode (&g, &o, &sink, &err), 7);
  ck_assert_int_eq (polls, 2);
  ck_assert_int_eq (t.begins, 0); /* stopped before a clause was sent */
  ck_assert_int_eq (t.clauses, 0);
  memset (&t, 0, sizeof t);
  polls = 0, polls_left = 1000;
  ck_assert_int_eq (ss_encode (&g, &o, &sink, &err), 0);
  ck_assert_int_eq (polls, 8829 / 256); /* the 8,829 clauses, counted */
  ck_assert_int_eq (t.clauses, 8829);
  ss_grid_free (&g);
}
END_TEST

START_TEST (exact_counts_9x9_pairwise)
{
  ss_grid g = empty_grid (3, 3);
  tally m = run_tally (&g, SS_ENC_MINIMAL, SS_AMO_PAIRWISE, 0);
  tally f = run_tally (&g, SS_ENC_EFFICIENT, SS_AMO_PAIRWISE, 0);
  tally x = run_tally (&g, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 0);
  ck_assert_int_eq (m.info.nvars, 729);
  ck_assert_int_eq (m.clauses, 8829);
  ck_assert_int_eq (f.clauses, 11745);
  ck_assert_int_eq (x.clauses, 11988);
  ck_assert_int_eq (f.info.nvars, 729);
  ck_assert_int_eq (x.info.nvars, 729);
  /* tdoku's augmented: 15 * 81 variables; 81 x 37 cell clauses, 486
   * triad definitions of 1 + 6, 324 triad groups of 1 + 3 */
  tally a = run_tally (&g, SS_ENC_AUGMENTED, SS_AMO_PAIRWISE, 0);
  ck_assert_int_eq (a.info.nvars, 1215);
  ck_assert_int_eq (a.info.triads, 486);
  ck_assert_int_eq (a.clauses, 7695);
  ss_grid_free (&g);
}
END_TEST

static void
check_formula_counts (int box_rows, int box_cols)
{
  ss_grid g = empty_grid (box_rows, box_cols);
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int a = 0; a < SS_AMO_COUNT; a++)
      {
        int givens = ss_encoding_reduced (e);
        tally t = run_tally (&g, (ss_encoding) e, (ss_amo) a, givens);
        expect x = expected ((ss_encoding) e, (ss_amo) a, box_rows,
                             box_cols);
        ck_assert_msg (t.clauses == x.clauses && t.info.nvars == x.vars
                       && t.lits == x.lits, "%dx%d %s %s: %ld vars %ld "
                       "clauses %ld lits, expected %ld %ld %ld", g.n, g.n,
                       ss_encoding_name (e), ss_amo_name (a), t.info.nvars,
                       t.clauses, t.lits, x.vars, x.clauses, x.lits);
        ck_assert_int_eq (t.max_var, t.info.nvars);
      }
  ss_grid_free (&g);
}

START_TEST (formula_counts_4x4) { check_formula_counts (2, 2); }
END_TEST
START_TEST (formula_counts_6x6) { check_formula_counts (2, 3); }
END_TEST
START_TEST (formula_counts_9x9) { check_formula_counts (3, 3); }
END_TEST
START_TEST (formula_counts_16x16) { check_formula_counts (4, 4); }
END_TEST
START_TEST (formula_counts_25x25) { check_formula_counts (5, 5); }
END_TEST
/* Boxes that are not square, both ways round, and 1 x N (no boxes to
 * speak of: a mini-row is the whole row). */
START_TEST (formula_counts_odd_boxes)
{
  check_formula_counts (3, 2);
  check_formula_counts (2, 4);
  check_formula_counts (4, 3);
  check_formula_counts (1, 5);
}
END_TEST

START_TEST (givens_add_unit_clauses)
{
  ss_grid g = tu_parse ("4.....8.5.3..........7......2.....6.....8.4......1....."
                        "..6.3.7.5..2.....1.4......");
  tally with = run_tally (&g, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 1);
  tally without = run_tally (&g, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 0);
  ck_assert_int_eq (with.clauses, 11988 + 17);
  ck_assert_int_eq (with.fam_clauses[SS_FAM_GIVENS], 17);
  ck_assert_int_eq (without.clauses, 11988);
  ck_assert_int_eq (without.fam_clauses[SS_FAM_GIVENS], 0);
  ss_grid_free (&g);
}
END_TEST

START_TEST (default_amo_depends_on_n)
{
  ck_assert_int_eq (ss_amo_default (4), SS_AMO_PAIRWISE);
  ck_assert_int_eq (ss_amo_default (9), SS_AMO_PAIRWISE);
  ck_assert_int_eq (ss_amo_default (16), SS_AMO_PAIRWISE);
  ck_assert_int_eq (ss_amo_default (25), SS_AMO_PRODUCT);
  ck_assert_int_eq (ss_amo_default (100), SS_AMO_PRODUCT);
  ss_encode_opts o;
  ss_encode_opts_default (&o, 36);
  ck_assert_int_eq (o.encoding, SS_ENC_EXTENDED);
  ck_assert_int_eq (o.amo, SS_AMO_PRODUCT);
  ck_assert_int_eq (o.givens, 1);
}
END_TEST

START_TEST (tables_name_everything)
{
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    ck_assert_int_eq (ss_encoding_lookup (ss_encoding_name (e)), e);
  for (int a = 0; a < SS_AMO_COUNT; a++)
    ck_assert_int_eq (ss_amo_lookup (ss_amo_name (a)), a);
  ck_assert_int_eq (ss_encoding_lookup ("maximal"), -1);
  ck_assert_int_eq (ss_amo_lookup ("ladder"), -1);
  ck_assert_str_eq (ss_encoding_name (SS_ENC_REDUCED), "reduced");
  ck_assert_str_eq (ss_amo_name (SS_AMO_SEQUENTIAL), "sequential");
  ck_assert_str_eq (ss_encoding_name (SS_ENC_AUGMENTED), "augmented");
  ck_assert_str_eq (ss_amo_name (SS_AMO_BIMANDER), "bimander");
  ck_assert_int_eq (ss_encoding_reduced_form (SS_ENC_EXTENDED),
                    SS_ENC_REDUCED);
  ck_assert_int_eq (ss_encoding_reduced_form (SS_ENC_REDUCED),
                    SS_ENC_REDUCED);
  ck_assert_int_eq (ss_encoding_reduced_form (SS_ENC_AUGMENTED),
                    SS_ENC_AUGMENTED_REDUCED);
  ck_assert_int_eq (ss_encoding_reduced_form (SS_ENC_MINIMAL), -1);
}
END_TEST

/* ---- AMO semantics with an oracle ---- */

typedef struct clause_list {
  int lits[20000];
  int used;
} clause_list;

static int
collect_clause (void *ctx, const int *lits, int len)
{
  clause_list *l = ctx;
  ck_assert (l->used + len + 1 <= 20000);
  memcpy (l->lits + l->used, lits, (size_t) len * sizeof *lits);
  l->used += len;
  l->lits[l->used++] = 0;
  return 0;
}

/* (m & (m - 1)) == 0 says "at most one bit of m is set".
 * True when some values of the auxiliaries satisfy the AMO with member
 * i true exactly when bit i of mask is set. */
static int
amo_allows (PicoSAT *ps, int n, unsigned long long mask)
{
  for (int i = 0; i < n; i++)
    picosat_assume (ps, (mask >> i) & 1 ? i + 1 : -(i + 1));
  return picosat_sat (ps, -1) == PICOSAT_SATISFIABLE;
}

static PicoSAT *
amo_solver (ss_amo kind, int n, clause_list *l, long *aux)
{
  int lits[64];
  ss_clause_out out = { collect_clause, l, n + 1 };
  for (int i = 0; i < n; i++)
    lits[i] = i + 1;
  l->used = 0;
  ck_assert_int_eq (ss_amo_encode (kind, lits, n, &out), 0);
  *aux = out.next_var - n - 1;
  PicoSAT *ps = picosat_init ();
  picosat_adjust (ps, (int) out.next_var);
  for (int i = 0; i < l->used; i++)
    picosat_add (ps, l->lits[i]);
  return ps;
}

START_TEST (amo_allows_at_most_one_exhaustive)
{
  static clause_list l;
  for (int kind = 0; kind < SS_AMO_COUNT; kind++)
    for (int n = 1; n <= 10; n++)
      {
        long aux;
        PicoSAT *ps = amo_solver ((ss_amo) kind, n, &l, &aux);
        ck_assert_int_eq (aux, amo_aux ((ss_amo) kind, n));
        for (unsigned long long m = 0; m < (1ull << n); m++)
          ck_assert_msg (amo_allows (ps, n, m) == ((m & (m - 1)) == 0),
                         "%s n=%d mask %llx", ss_amo_name (kind), n, m);
        picosat_reset (ps);
      }
}
END_TEST

/* Larger groups (the product recursion goes two levels deep): every
 * single member may be true, no pair may. */
START_TEST (amo_allows_at_most_one_large)
{
  static clause_list l;
  const int n = 60;
  for (int kind = 0; kind < SS_AMO_COUNT; kind++)
    {
      long aux;
      PicoSAT *ps = amo_solver ((ss_amo) kind, n, &l, &aux);
      ck_assert_int_eq (aux, amo_aux ((ss_amo) kind, n));
      ck_assert (amo_allows (ps, n, 0));
      for (int i = 0; i < n; i++)
        {
          picosat_assume (ps, i + 1);
          ck_assert_int_eq (picosat_sat (ps, -1), PICOSAT_SATISFIABLE);
          for (int j = i + 1; j < n; j++)
            {
              picosat_assume (ps, i + 1);
              picosat_assume (ps, j + 1);
              ck_assert_int_eq (picosat_sat (ps, -1), PICOSAT_UNSATISFIABLE);
            }
        }
      picosat_reset (ps);
    }
}
END_TEST

START_TEST (amo_refuses_oversized_groups)
{
  static int lits[SS_AMO_MAX + 1];
  static clause_list l;
  ss_clause_out out = { collect_clause, &l, SS_AMO_MAX + 2 };
  for (int i = 0; i <= SS_AMO_MAX; i++)
    lits[i] = i + 1;
  l.used = 0;
  ck_assert_int_eq (ss_amo_encode (SS_AMO_PRODUCT, lits, SS_AMO_MAX + 1,
                                   &out), -1);
  ck_assert_int_eq (l.used, 0);
}
END_TEST

/* ---- solving: every encoding, every AMO, the known answers ---- */

static int
deref (void *ps, long v)
{
  return picosat_deref (ps, (int) v);
}

/* Solves f (with assumptions) and decodes; returns the PicoSAT verdict. */
static int
solve_cnf (const ss_cnf *f, const int *assume, int nassume, ss_grid *out)
{
  PicoSAT *ps = picosat_init ();
  picosat_adjust (ps, (int) f->info.nvars);
  for (long i = 0; i < f->info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, i, &len);
      for (int k = 0; k < len; k++)
        picosat_add (ps, lits[k]);
      picosat_add (ps, 0);
    }
  for (int i = 0; i < nassume; i++)
    picosat_assume (ps, assume[i]);
  int verdict = picosat_sat (ps, -1);
  if (verdict == PICOSAT_SATISFIABLE)
    {
      ss_error err;
      int bad = ss_varmap_grid (&f->map, deref, ps, out, &err);
      ck_assert_msg (bad == 0, "model does not decode: %s", err.msg);
    }
  picosat_reset (ps);
  return verdict;
}

/* tdoku's "puzzle:count:solution" tail: the count, and the solution if
 * given (0 count = no solution). */
static long
tail_count (const char *tail, const char **solution)
{
  char *end;
  long count = strtol (tail + (*tail == ':'), &end, 10);
  *solution = *end == ':' ? end + 1 : 0;
  return count;
}

typedef struct agree_ctx {
  int checked, unsat_seen, multi_seen;
} agree_ctx;

static void
check_one_encoding (const ss_grid *p, ss_encoding e, ss_amo a, int givens,
                    long count, const ss_grid *known)
{
  ss_cnf f;
  ss_grid got = { 0 };
  ss_error err;
  ss_encode_opts o = { e, a, givens, 0, 0 };
  ck_assert_msg (ss_cnf_build (&f, p, &o, &err) == 0, "%s", err.msg);
  int assume[SS_MAX_N * SS_MAX_N];
  int nassume = givens ? 0 : ss_cnf_assumptions (&f, assume);
  int verdict = solve_cnf (&f, assume, nassume, &got);
  ck_assert_int_eq (verdict, count ? PICOSAT_SATISFIABLE
                                   : PICOSAT_UNSATISFIABLE);
  if (count)
    ck_assert_int_eq (ss_verify_solution (p, &got, 0), 0);
  if (count == 1 && known)
    ck_assert_mem_eq (got.cell, known->cell, (size_t) p->n * p->n);
  ss_grid_free (&got);
  ss_cnf_free (&f);
}

static void
agree_on_record (void *ctx, ss_record *rec)
{
  agree_ctx *a = ctx;
  const char *sol;
  ck_assert (rec->ok);
  long count = tail_count (rec->tail, &sol);
  ss_grid known = { 0 };
  if (sol)
    known = tu_parse (sol);
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int m = 0; m < SS_AMO_COUNT; m++)
      check_one_encoding (&rec->grid, (ss_encoding) e, (ss_amo) m, 1, count,
                          sol ? &known : 0);
  /* assumption mode: no givens in the CNF, the givens as assumptions */
  check_one_encoding (&rec->grid, SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 0, count,
                      sol ? &known : 0);
  a->checked++;
  a->unsat_seen += count == 0;
  a->multi_seen += count > 1;
  ss_grid_free (&known);
}

START_TEST (every_encoding_agrees_with_known_solutions)
{
  agree_ctx a = { 0, 0, 0 };
  long n = tu_each_record ("data/tdoku_test_puzzles.txt", 0, agree_on_record,
                           &a);
  ck_assert_int_eq (n, 43);
  ck_assert_int_eq (a.checked, 43);
  ck_assert (a.unsat_seen > 0); /* the file has unsolvable puzzles */
  ck_assert (a.multi_seen > 0); /* and puzzles with several solutions */
}
END_TEST

static void
agree_4x4 (void *ctx, ss_record *rec)
{
  int *count = ctx;
  ck_assert (rec->ok);
  if (++*count > 20)
    return;
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int m = 0; m < SS_AMO_COUNT; m++)
      check_one_encoding (&rec->grid, (ss_encoding) e, (ss_amo) m, 1, 1, 0);
}

START_TEST (small_grids_solve_in_every_encoding)
{
  int count = 0;
  tu_each_record ("data/4x4.txt", 0, agree_4x4, &count);
  ck_assert (count >= 20);
}
END_TEST

static void
agree_16 (void *ctx, ss_record *rec)
{
  int *count = ctx;
  ck_assert (rec->ok);
  if (++*count > 2)
    return;
  check_one_encoding (&rec->grid, SS_ENC_REDUCED, SS_AMO_PAIRWISE, 1, 1, 0);
  check_one_encoding (&rec->grid, SS_ENC_EXTENDED, SS_AMO_PRODUCT, 1, 1, 0);
  check_one_encoding (&rec->grid, SS_ENC_MINIMAL, SS_AMO_SEQUENTIAL, 1, 1, 0);
}

START_TEST (sixteen_by_sixteen_solves)
{
  int count = 0;
  tu_each_record ("data/gecode_16x16.txt", 0, agree_16, &count);
  ck_assert (count >= 2);
}
END_TEST

START_TEST (conflicting_givens_are_unsat_everywhere)
{
  ss_grid p = tu_parse ("44.............."); /* 4 twice in row 1 */
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    check_one_encoding (&p, (ss_encoding) e, SS_AMO_PAIRWISE, 1, 0, 0);
  tally t = run_tally (&p, SS_ENC_REDUCED, SS_AMO_PAIRWISE, 1);
  ck_assert (t.info.empty_clauses > 0);
  ss_grid_free (&p);
}
END_TEST

/* ---- model counts: every encoding and AMO counts the solutions ---- */

/* The models of f (under the assumptions), projected on the cell-digit
 * variables: each one found is blocked over the primary variables only,
 * so auxiliary variables with several values cannot inflate the count. */
static long
count_models (const ss_cnf *f, const int *assume, int nassume, long cap)
{
  PicoSAT *ps = picosat_init ();
  long found = 0, primary = f->info.primary;
  int *block = malloc ((size_t) primary * sizeof *block);
  picosat_adjust (ps, (int) f->info.nvars);
  for (long i = 0; i < f->info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, i, &len);
      for (int k = 0; k < len; k++)
        picosat_add (ps, lits[k]);
      picosat_add (ps, 0);
    }
  for (;; found++)
    {
      for (int i = 0; i < nassume; i++)
        picosat_assume (ps, assume[i]);
      if (found > cap || picosat_sat (ps, -1) != PICOSAT_SATISFIABLE)
        break;
      /* every value first: PicoSAT forgets the model on the next add */
      for (long v = 1; v <= primary; v++)
        block[v - 1] = picosat_deref (ps, (int) v) > 0 ? -(int) v : (int) v;
      for (long v = 1; v <= primary; v++)
        picosat_add (ps, block[v - 1]);
      picosat_add (ps, 0);
    }
  picosat_reset (ps);
  free (block);
  return found;
}

/* Counts the puzzle's models in one encoding, givens as units or (where
 * the encoding allows) as assumptions. */
static long
models_of (const ss_grid *p, ss_encoding e, ss_amo a, int givens, long cap)
{
  ss_cnf f;
  ss_error err;
  ss_encode_opts o = { e, a, givens, 0, 0 };
  int assume[SS_MAX_N * SS_MAX_N];
  ck_assert_msg (ss_cnf_build (&f, p, &o, &err) == 0, "%s", err.msg);
  int nassume = givens ? 0 : ss_cnf_assumptions (&f, assume);
  long got = count_models (&f, assume, nassume, cap);
  ss_cnf_free (&f);
  return got;
}

/* The oracle: dlx (exact cover, no CNF anywhere) counts the solutions. */
static long
dlx_count (const ss_grid *p)
{
  ss_solve_opts o = { 0 };
  ss_result res;
  ck_assert_int_eq (ss_solve (ss_solver_find ("dlx"), p, &o, &res), 0);
  ck_assert (res.exhausted);
  long count = (long) res.count;
  ss_result_free (&res);
  return count;
}

static void
expect_models (const ss_grid *p, long want)
{
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int a = 0; a < SS_AMO_COUNT; a++)
      for (int givens = 1; givens >= ss_encoding_reduced (e); givens--)
        {
          long got = models_of (p, (ss_encoding) e, (ss_amo) a, givens,
                                want + 5);
          ck_assert_msg (got == want, "%dx%d boxes, %s/%s%s: %ld models, "
                         "%ld solutions", p->box_rows, p->box_cols,
                         ss_encoding_name (e), ss_amo_name (a),
                         givens ? "" : " (givens assumed)", got, want);
        }
}

/* A partly filled puzzle of the shape: the first solution dlx finds for
 * the empty grid, with the cells where (3r + 5c) mod keep != 0 blanked. */
static ss_grid
partial (int rows, int cols, int keep)
{
  ss_grid g = empty_grid (rows, cols);
  ss_solve_opts o = { 0 };
  ss_result res;
  o.limit = 1;
  ck_assert_int_eq (ss_solve (ss_solver_find ("dlx"), &g, &o, &res), 0);
  ck_assert_int_eq (res.count, 1);
  for (int i = 0; i < g.n * g.n; i++)
    g.cell[i] = (3 * (i / g.n) + 5 * (i % g.n)) % keep ? 0
                                                       : res.solution.cell[i];
  ss_result_free (&res);
  return g;
}

START_TEST (model_counts_match_solution_counts)
{
  ss_grid e4 = empty_grid (2, 2), latin = empty_grid (1, 4);
  expect_models (&e4, 288);    /* all 4x4 Sudoku grids */
  expect_models (&latin, 576); /* 1x4 boxes: the 4x4 Latin squares */
  ss_grid_free (&e4);
  ss_grid_free (&latin);
  /* 6x6 and 8x8 with boxes both ways round; the counts come from dlx
   * and must be more than one to say anything about counting. */
  static const int shapes[][3] = { { 2, 3, 3 }, { 3, 2, 3 }, { 2, 4, 2 },
                                   { 4, 2, 2 } };
  for (int k = 0; k < 4; k++)
    {
      ss_grid g = partial (shapes[k][0], shapes[k][1], shapes[k][2]);
      long want = dlx_count (&g);
      ck_assert_msg (want > 1 && want < 1000, "%dx%d: %ld solutions",
                     g.box_rows, g.box_cols, want);
      expect_models (&g, want);
      ss_grid_free (&g);
    }
}
END_TEST

/* ---- the reduced encoding, checked against a hand simplification ---- */

/* The extended CNF with givens, simplified here: givens true, and every
 * candidate sharing a pairwise clause with a given false; satisfied
 * clauses dropped, false literals deleted.  Clauses are compared as
 * sorted strings over the original numbering. */
static int
cmp_str (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static int
cmp_int (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static char *
clause_key (int *lits, int len)
{
  char *s = malloc ((size_t) len * 12 + 2), *p = s;
  qsort (lits, (size_t) len, sizeof *lits, cmp_int);
  *p = 0;
  for (int i = 0; i < len; i++)
    p += sprintf (p, "%d ", lits[i]);
  return s;
}

static void
fixed_by_hand (const ss_cnf *ext, signed char *val)
{
  for (long i = 0; i < ext->info.nclauses; i++)
    {
      int len;
      const int *l = ss_cnf_clause (ext, i, &len);
      if (len == 1)
        val[l[0]] = 1;
    }
  for (long i = 0; i < ext->info.nclauses; i++)
    {
      int len;
      const int *l = ss_cnf_clause (ext, i, &len);
      if (len == 2 && l[0] < 0 && l[1] < 0)
        for (int k = 0; k < 2; k++)
          if (val[-l[k]] == 1 && val[-l[1 - k]] != 1)
            val[-l[1 - k]] = -1;
    }
}

static long
simplified_keys (const ss_cnf *ext, const signed char *val, char **keys)
{
  long count = 0;
  for (long i = 0; i < ext->info.nclauses; i++)
    {
      int len, kept[SS_MAX_N], k = 0, sat = 0;
      const int *l = ss_cnf_clause (ext, i, &len);
      for (int j = 0; j < len; j++)
        {
          int v = abs (l[j]), want = l[j] > 0 ? 1 : -1;
          if (val[v] == want)
            sat = 1;
          else if (!val[v])
            kept[k++] = l[j];
        }
      if (!sat)
        keys[count++] = clause_key (kept, k);
    }
  return count;
}

static long
reduced_keys (const ss_cnf *red, char **keys)
{
  for (long i = 0; i < red->info.nclauses; i++)
    {
      int len, orig[SS_MAX_N], r, c, d;
      const int *l = ss_cnf_clause (red, i, &len);
      for (int j = 0; j < len; j++)
        {
          ck_assert (ss_varmap_cell (&red->map, abs (l[j]), &r, &c, &d));
          orig[j] = (int) ss_var (red->map.givens.n, r, c, d)
                    * (l[j] > 0 ? 1 : -1);
        }
      keys[i] = clause_key (orig, len);
    }
  return red->info.nclauses;
}

static void
check_reduced (const char *puzzle)
{
  ss_grid p = tu_parse (puzzle);
  ss_cnf ext, red;
  ss_error err;
  ss_encode_opts oe = { SS_ENC_EXTENDED, SS_AMO_PAIRWISE, 1, 0, 0 };
  ss_encode_opts orr = { SS_ENC_REDUCED, SS_AMO_PAIRWISE, 1, 0, 0 };
  ck_assert (ss_cnf_build (&ext, &p, &oe, &err) == 0);
  ck_assert (ss_cnf_build (&red, &p, &orr, &err) == 0);
  signed char *val = calloc ((size_t) ext.info.nvars + 1, 1);
  char **a = calloc ((size_t) ext.info.nclauses, sizeof *a);
  char **b = calloc ((size_t) red.info.nclauses + 1, sizeof *b);
  fixed_by_hand (&ext, val);
  long free_vars = 0;
  for (long v = 1; v <= ext.info.nvars; v++)
    free_vars += !val[v];
  ck_assert_int_eq (red.info.nvars, free_vars);
  long na = simplified_keys (&ext, val, a), nb = reduced_keys (&red, b);
  ck_assert_int_eq (na, nb);
  qsort (a, (size_t) na, sizeof *a, cmp_str);
  qsort (b, (size_t) nb, sizeof *b, cmp_str);
  for (long i = 0; i < na; i++)
    ck_assert_str_eq (a[i], b[i]);
  for (long i = 0; i < na; i++)
    free (a[i]), free (b[i]);
  free (a), free (b), free (val);
  ss_cnf_free (&ext);
  ss_cnf_free (&red);
  ss_grid_free (&p);
}

START_TEST (reduced_is_extended_simplified_by_the_givens)
{
  check_reduced ("4.....8.5.3..........7......2.....6.....8.4......1......."
                 "6.3.7.5..2.....1.4......");
  check_reduced ("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26"
                 ".95..8..2.3..9..5.1.3..");
  check_reduced ("1.3...4.........");
}
END_TEST

START_TEST (reduced_map_is_dense_and_ordered)
{
  ss_grid p = tu_parse ("1.3...4.........");
  ss_varmap m;
  ck_assert_int_eq (ss_varmap_init (&m, &p, 1), 0);
  long last = 0;
  for (long v = 1; v <= m.primary; v++)
    {
      int r, c, d;
      ck_assert (ss_varmap_cell (&m, v, &r, &c, &d));
      long orig = ss_var (4, r, c, d);
      ck_assert (orig > last); /* dense numbering keeps ss_var order */
      last = orig;
      ck_assert_int_eq (ss_varmap_var (&m, r, c, d), v);
      ck_assert_int_eq (p.cell[r * 4 + c], 0);
    }
  ck_assert_int_eq (ss_varmap_var (&m, 0, 0, 1), 0); /* a given */
  ck_assert_int_eq (ss_varmap_fixed_true (&m, 0, 0, 1), 1);
  ck_assert_int_eq (ss_varmap_var (&m, 0, 1, 1), 0); /* 1 is in row 1 */
  ck_assert_int_eq (ss_varmap_fixed_true (&m, 0, 1, 1), 0);
  ck_assert_int_eq (ss_varmap_cell (&m, m.primary + 1, &(int) { 0 },
                                    &(int) { 0 }, &(int) { 0 }), 0);
  ss_varmap_free (&m);
  ss_grid_free (&p);
}
END_TEST

START_TEST (reduced_refuses_no_givens)
{
  ss_grid g = empty_grid (2, 2);
  ss_encode_opts o = { SS_ENC_REDUCED, SS_AMO_PAIRWISE, 0, 0, 0 };
  ss_encode_info in;
  ss_error err;
  ck_assert_int_eq (ss_encode_count (&g, &o, &in, &err), -1);
  ck_assert (strstr (err.msg, "givens") != 0);
  ss_grid_free (&g);
}
END_TEST

/* ---- decoding models into grids ---- */

START_TEST (varmap_grid_reports_bad_cells)
{
  ss_grid p = empty_grid (2, 2), out;
  ss_varmap m;
  ss_error err;
  int lits[64];
  const char *sol = "1234341221434321";
  ck_assert_int_eq (ss_varmap_init (&m, &p, 0), 0);
  for (int i = 0; i < 16; i++)
    for (int d = 1; d <= 4; d++)
      lits[i * 4 + d - 1] = (int) ss_var (4, i / 4, i % 4, d)
                            * (sol[i] - '0' == d ? 1 : -1);
  ck_assert_int_eq (ss_varmap_grid_lits (&m, lits, 64, &out, &err), 0);
  ck_assert_int_eq (out.cell[5], 4);
  ss_grid_free (&out);
  lits[0] = -lits[0]; /* r1c1 loses its 1: no digit */
  ck_assert_int_eq (ss_varmap_grid_lits (&m, lits, 64, &out, &err), 1);
  ck_assert_str_eq (err.msg, "r1c1 holds no digit");
  ss_grid_free (&out);
  lits[0] = -lits[0];
  lits[1] = -lits[1]; /* r1c1 holds 1 and 2 */
  lits[7] = -lits[7]; /* r1c2 holds 2 and 4 */
  ck_assert_int_eq (ss_varmap_grid_lits (&m, lits, 64, &out, &err), 2);
  ck_assert_str_eq (err.msg, "r1c1 holds both 1 and 2");
  ss_grid_free (&out);
  lits[1] = -lits[1], lits[7] = -lits[7];
  ck_assert_int_eq (ss_varmap_grid_lits (&m, lits, 10, &out, &err), 14);
  ck_assert_str_eq (err.msg, "missing literal: the model gives no value to "
                    "variable 11 (r1c3 = 3)");
  ss_grid_free (&out);
  ss_varmap_free (&m);
  ss_grid_free (&p);
}
END_TEST

START_TEST (listed_map_checks_its_entries)
{
  ss_grid p = empty_grid (2, 2);
  ss_varmap m;
  ss_error err;
  ck_assert_int_eq (ss_varmap_init_listed (&m, &p), 0);
  ck_assert_int_eq (ss_varmap_add (&m, 1, 0, 0, 1, &err), 0);
  ck_assert_int_eq (ss_varmap_add (&m, 1, 0, 0, 2, &err), -1);
  ck_assert (strstr (err.msg, "mapped twice") != 0);
  ck_assert_int_eq (ss_varmap_add (&m, 2, 0, 0, 1, &err), -1);
  ck_assert_int_eq (ss_varmap_add (&m, 65, 0, 0, 3, &err), -1);
  ck_assert_int_eq (ss_varmap_add (&m, 3, 4, 0, 3, &err), -1);
  ck_assert_int_eq (ss_varmap_add (&m, 3, 0, 0, 5, &err), -1);
  ck_assert_int_eq (m.primary, 1);
  ss_varmap_free (&m);
  ss_grid_free (&p);
}
END_TEST

START_TEST (cnf_families_are_contiguous)
{
  ss_grid p = tu_parse ("1.3...4.........");
  ss_cnf f;
  ss_error err;
  ss_encode_opts o = { SS_ENC_EFFICIENT, SS_AMO_SEQUENTIAL, 1, 0, 0 };
  ck_assert (ss_cnf_build (&f, &p, &o, &err) == 0);
  long next = 0;
  for (int fam = 0; fam < SS_FAMILY_COUNT; fam++)
    if (f.info.families & (1u << fam))
      {
        ck_assert_int_eq (f.family_first[fam], next);
        next += f.info.family_clauses[fam];
      }
  ck_assert_int_eq (next, f.info.nclauses);
  int len;
  const int *l = ss_cnf_clause (&f, f.family_first[SS_FAM_GIVENS], &len);
  ck_assert_int_eq (len, 1);
  ck_assert_int_eq (l[0], ss_var (4, 0, 0, 1));
  ck_assert_int_eq (f.info.families & SS_FAM_BIT (ROW_ALO), 0);
  ss_cnf_free (&f);
  ss_grid_free (&p);
}
END_TEST

static Suite *
encoder_suite (void)
{
  Suite *s = suite_create ("encoder");
  TCase *t = tcase_create ("vars");
  tcase_add_test (t, formula_is_the_documented_one);
  tcase_add_test (t, rules_partition_the_candidates);
  tcase_add_test (t, box_groups_are_boxes);
  suite_add_tcase (s, t);
  t = tcase_create ("counts");
  tcase_set_timeout (t, 60);
  tcase_add_test (t, exact_counts_9x9_pairwise);
  tcase_add_test (t, counting_pass_asks_the_poll);
  tcase_add_test (t, formula_counts_4x4);
  tcase_add_test (t, formula_counts_6x6);
  tcase_add_test (t, formula_counts_9x9);
  tcase_add_test (t, formula_counts_16x16);
  tcase_add_test (t, formula_counts_25x25);
  tcase_add_test (t, formula_counts_odd_boxes);
  tcase_add_test (t, givens_add_unit_clauses);
  tcase_add_test (t, default_amo_depends_on_n);
  tcase_add_test (t, tables_name_everything);
  suite_add_tcase (s, t);
  t = tcase_create ("amo");
  tcase_set_timeout (t, 60);
  tcase_add_test (t, amo_allows_at_most_one_exhaustive);
  tcase_add_test (t, amo_allows_at_most_one_large);
  tcase_add_test (t, amo_refuses_oversized_groups);
  suite_add_tcase (s, t);
  t = tcase_create ("solve");
  tcase_set_timeout (t, 120);
  tcase_add_test (t, every_encoding_agrees_with_known_solutions);
  tcase_add_test (t, small_grids_solve_in_every_encoding);
  tcase_add_test (t, sixteen_by_sixteen_solves);
  tcase_add_test (t, conflicting_givens_are_unsat_everywhere);
  tcase_add_test (t, model_counts_match_solution_counts);
  suite_add_tcase (s, t);
  t = tcase_create ("reduced");
  tcase_add_test (t, reduced_is_extended_simplified_by_the_givens);
  tcase_add_test (t, reduced_map_is_dense_and_ordered);
  tcase_add_test (t, reduced_refuses_no_givens);
  suite_add_tcase (s, t);
  t = tcase_create ("decode");
  tcase_add_test (t, varmap_grid_reports_bad_cells);
  tcase_add_test (t, listed_map_checks_its_entries);
  tcase_add_test (t, cnf_families_are_contiguous);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (encoder_suite ());
}
