/* fuzz_encode.c -- the encode oracle: for side N <= 4, the models of the
 * CNF (projected on the cell-digit variables) are exactly the solutions.
 *
 * Input: byte 0 picks the box (1x1 .. 4x1, eight shapes), the encoding
 * (bits 3-4) and the at-most-one kind (bits 5-7, mod 3); bit 0 of byte 1
 * leaves the givens out (not with reduced, which applies them); then
 * each pair of bytes places a digit in a cell, clashes allowed.
 *
 * The CNF is built in memory (ss_cnf_build).  Its models are counted by
 * PicoSAT with a blocking clause over the cell-digit variables after
 * each one; each model must decode to a solution of the puzzle (one
 * digit per cell, read here with vars.h's formula, or the reduced map).
 * The solutions are counted independently by this file's own search
 * over the grid, and the two counts must be equal (without givens: the
 * full grids of that box).  The CNF is also written as DIMACS, which
 * must read back clause for clause with its map, and must be no larger
 * than the size bound encode --max-size uses.
 */
#include "fuzz.h"

#include <picosat/picosat.h>

#include "../../encoder/cnf.h"
#include "../../encoder/decode.h"
#include "../../dimacs/dimacs_read.h"
#include "../../encoder/dimacs_write.h"

static const int shapes[8][2] = {
  { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 3, 1 }, { 2, 2 }, { 1, 4 },
  { 4, 1 },
};

/* ---- the independent count ---- */

static int
peers (const ss_grid *g, int a, int b)
{
  int n = g->n, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
  return ra == rb || ca == cb
         || (ra / g->box_rows == rb / g->box_rows
             && ca / g->box_cols == cb / g->box_cols);
}

static int
fits (const ss_grid *g, int cell, int d)
{
  for (int other = 0; other < g->n * g->n; other++)
    if (other != cell && g->cell[other] == d && peers (g, cell, other))
      return 0;
  return 1;
}

static int
clash_free (const ss_grid *g)
{
  for (int cell = 0; cell < g->n * g->n; cell++)
    if (g->cell[cell] && !fits (g, cell, g->cell[cell]))
      return 0;
  return 1;
}

/* Completions of g from cell on (g is restored). */
static long
count_solutions (ss_grid *g, int cell)
{
  if (cell == g->n * g->n)
    return 1;
  if (g->cell[cell])
    return count_solutions (g, cell + 1);
  long count = 0;
  for (int d = 1; d <= g->n; d++)
    if (fits (g, cell, d))
      {
        g->cell[cell] = (uint8_t) d;
        count += count_solutions (g, cell + 1);
        g->cell[cell] = 0;
      }
  return count;
}

/* ---- the models ---- */

/* The grid a model (true[v] for the cell-digit variables) stands for;
 * -1 when a cell has no digit or two. */
static int
decode (const ss_cnf *f, const ss_grid *puzzle, const char *true_,
        ss_grid *out)
{
  int n = puzzle->n, reduced = f->map.orig != 0;
  FUZZ_CHECK (ss_grid_init (out, puzzle->box_rows, puzzle->box_cols) == 0,
              "out of memory");
  if (reduced)
    memcpy (out->cell, puzzle->cell, (size_t) (n * n));
  for (long v = 1; v <= f->info.primary; v++)
    {
      int r, c, d;
      if (!true_[v])
        continue;
      if (reduced)
        FUZZ_CHECK (ss_varmap_cell (&f->map, v, &r, &c, &d), "var %ld", v);
      else
        r = (int) ((v - 1) / n / n), c = (int) ((v - 1) / n % n),
        d = (int) ((v - 1) % n) + 1;
      if (out->cell[r * n + c])
        return -1;
      out->cell[r * n + c] = (uint8_t) d;
    }
  for (int i = 0; i < n * n; i++)
    if (!out->cell[i])
      return -1;
  return 0;
}

static long
count_models (const ss_cnf *f, const ss_grid *puzzle, int with_givens)
{
  PicoSAT *ps = picosat_init ();
  char *true_ = malloc ((size_t) f->info.primary + 1);
  long models = 0;
  FUZZ_CHECK (true_, "out of memory");
  for (long i = 0; i < f->info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (f, i, &len);
      for (int k = 0; k < len; k++)
        picosat_add (ps, lits[k]);
      picosat_add (ps, 0);
    }
  while (picosat_sat (ps, -1) == PICOSAT_SATISFIABLE)
    {
      ss_grid g;
      FUZZ_CHECK (++models <= 1000, "more than 1000 models");
      for (long v = 1; v <= f->info.primary; v++)
        true_[v] = picosat_deref (ps, (int) v) > 0;
      FUZZ_CHECK (decode (f, puzzle, true_, &g) == 0 && clash_free (&g),
                  "a model that is not a grid, or breaks a rule");
      for (int i = 0; i < g.n * g.n && with_givens; i++)
        FUZZ_CHECK (!puzzle->cell[i] || puzzle->cell[i] == g.cell[i],
                    "a model that drops a given");
      ss_grid_free (&g);
      for (long v = 1; v <= f->info.primary; v++)
        picosat_add (ps, true_[v] ? (int) -v : (int) v);
      picosat_add (ps, 0);
    }
  picosat_reset (ps);
  free (true_);
  return models;
}

/* ---- the DIMACS file of the same CNF ---- */

typedef struct readback {
  const ss_cnf *f;
  long clauses;
} readback;

static int
rb_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  readback *r = ctx;
  int want;
  FUZZ_CHECK (r->clauses < r->f->info.nclauses, "too many clauses");
  const int *lits_want = ss_cnf_clause (r->f, r->clauses++, &want);
  FUZZ_CHECK (len == want && (!len || !memcmp (lits, lits_want, sizeof *lits
                                                * (size_t) len)),
              "clause %ld differs", index);
  (void) line, (void) err;
  return 0;
}

static void
check_dimacs (const ss_cnf *f, const ss_grid *puzzle,
              const ss_encode_opts *o, int with_map)
{
  char *buf = 0;
  size_t size = 0;
  ss_error err;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  FUZZ_CHECK (ss_dimacs_write (out, puzzle, o, with_map, &err) == 0, "%s",
              err.msg);
  fclose (out);
  FUZZ_CHECK (size <= ss_dimacs_size_bound (&f->info, with_map), "%zu "
              "bytes, bound %.0f", size,
              ss_dimacs_size_bound (&f->info, with_map));
  readback r = { f, 0 };
  ss_dimacs_handler h = { &r, 0, rb_clause, 0 };
  FILE *in = fmemopen (buf, size, "r");
  FUZZ_CHECK (in && ss_dimacs_read (in, "w.cnf", &h, &err) == 0, "%s",
              err.msg);
  fclose (in);
  if (with_map || f->map.orig)
    {
      ss_varmap listed;
      ss_cnf_check check;
      FUZZ_CHECK (ss_varmap_init_listed (&listed, puzzle) == 0, "no memory");
      in = fmemopen (buf, size, "r");
      FUZZ_CHECK (in && ss_decode_cnf (in, "w.cnf", 0, &listed, &check, &err)
                  == 0, "%s", err.msg);
      fclose (in);
      FUZZ_CHECK (listed.primary == f->info.primary, "map of %ld, not %ld",
                  listed.primary, f->info.primary);
      for (long v = 1; v <= f->info.primary; v++)
        {
          int r1, c1, d1, r2, c2, d2;
          FUZZ_CHECK (ss_varmap_cell (&listed, v, &r1, &c1, &d1)
                      && ss_varmap_cell (&f->map, v, &r2, &c2, &d2)
                      && r1 == r2 && c1 == c2 && d1 == d2, "map of %ld", v);
        }
      ss_varmap_free (&listed);
    }
  free (buf);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ss_grid g;
  ss_cnf f;
  ss_error err;
  if (size < 2)
    return 0;
  const int *shape = shapes[data[0] & 7];
  ss_encode_opts o = { (ss_encoding) (data[0] >> 3 & 3),
                       (ss_amo) ((data[0] >> 5) % 3), !(data[1] & 1) };
  if (ss_encoding_reduced (o.encoding))
    o.givens = 1;
  if (ss_grid_init (&g, shape[0], shape[1]))
    return 0;
  for (size_t i = 2; i + 1 < size; i += 2)
    g.cell[data[i] % (g.n * g.n)] = (uint8_t) (data[i + 1] % g.n + 1);
  FUZZ_CHECK (ss_cnf_build (&f, &g, &o, &err) == 0, "%s", err.msg);
  ss_grid empty;
  FUZZ_CHECK (ss_grid_init (&empty, g.box_rows, g.box_cols) == 0, "memory");
  ss_grid *counted = o.givens ? &g : &empty;
  long solutions = clash_free (counted) ? count_solutions (counted, 0) : 0;
  long models = count_models (&f, &g, o.givens);
  FUZZ_CHECK (models == solutions, "%s/%s on a %dx%d box: %ld models, %ld "
              "solutions", ss_encoding_name (o.encoding),
              ss_amo_name (o.amo), g.box_rows, g.box_cols, models, solutions);
  check_dimacs (&f, &g, &o, data[1] >> 1 & 1);
  ss_cnf_free (&f);
  ss_grid_free (&empty);
  ss_grid_free (&g);
  return 0;
}
