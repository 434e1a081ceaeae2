/* fuzz_model.c -- the solver-model reader (encoder/model.h) and what
 * decode does with a model (variable counts, the grid through a map).
 *
 * size % 3 picks the CNF's variable count the reader is told: unknown
 * (0), 64 (a 4x4 grid) or 729 (a 9x9).  Oracles, from model.h: a model
 * that reads has a verdict; a SAT one ended with 0; every value is -1, 0
 * or 1, and none above nvars or the known count; a NUL byte never reads;
 * a failure says why and where.  A SAT model of the right size is then
 * checked and decoded as decode would, and the grid must hold exactly
 * the digits the model makes true.
 */
#include "fuzz.h"

#include "../../encoder/decode.h"
#include "../../encoder/model.h"
#include "../../encoder/vars.h"

static void
check_model (const ss_model *m, long known, const uint8_t *data, size_t size)
{
  FUZZ_CHECK (m->status <= SS_MODEL_UNKNOWN, "status %d", (int) m->status);
  FUZZ_CHECK (!memchr (data, 0, size), "a NUL byte read as a model");
  FUZZ_CHECK (m->nvars >= 0 && m->nvars <= SS_MODEL_MAX_VAR
              && (!known || m->nvars <= known), "nvars %ld", m->nvars);
  FUZZ_CHECK (m->status == SS_MODEL_SAT || m->nvars == 0,
              "values with verdict %d", (int) m->status);
  for (long v = 1; v <= m->nvars; v++)
    FUZZ_CHECK (m->value[v] >= -1 && m->value[v] <= 1, "value[%ld] = %d", v,
                m->value[v]);
  FUZZ_CHECK (!m->nvars || m->value[m->nvars], "the last variable has no "
              "value");
}

/* What decode does next: the count, then the grid of a side-n map. */
static void
decode_grid (const ss_model *m, int box)
{
  ss_grid puzzle, grid;
  ss_varmap map;
  ss_error err;
  int n = box * box;
  if (ss_grid_init (&puzzle, box, box) || ss_varmap_init (&map, &puzzle, 0))
    return;
  if (ss_decode_check_vars (m, ss_var_count (n), &map, &err) == 0)
    {
      int bad = ss_varmap_grid (&map, ss_model_value, (void *) m, &grid,
                                &err);
      FUZZ_CHECK (bad >= 0 && bad <= n * n, "grid problems %d", bad);
      for (int cell = 0; cell < n * n && !bad; cell++)
        for (int d = 1; d <= n; d++)
          FUZZ_CHECK ((grid.cell[cell] == d)
                        == (m->value[ss_var (n, cell / n, cell % n, d)] > 0),
                      "cell %d digit %d", cell, d);
      ss_grid_free (&grid);
    }
  ss_varmap_free (&map);
  ss_grid_free (&puzzle);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const long counts[3] = { 0, 64, 729 };
  long known = counts[size % 3];
  ss_model m;
  ss_error err;
  FILE *f = fuzz_stream (data, size);
  if (!f)
    return 0;
  int got = ss_model_read (f, "fuzz.model", known, &m, &err);
  fclose (f);
  FUZZ_CHECK (got == 0 || (got == -1 && err.msg[0] && err.line >= 0
                           && err.col >= 0), "returned %d: '%s'", got,
              err.msg);
  if (got == 0)
    {
      check_model (&m, known, data, size);
      if (m.status == SS_MODEL_SAT && m.nvars <= 729)
        decode_grid (&m, m.nvars <= 64 ? 2 : 3);
    }
  ss_model_free (&m);
  return 0;
}
