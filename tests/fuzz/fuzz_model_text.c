/* fuzz_model_text.c -- the text form of variant puzzles
 * (core/model_text.c): a grid, then its regions, metadata and one rule
 * per line, through the record reader.
 *
 * Oracles: every record is a grid or one error with a message and a
 * line, numbered 1, 2, ...; a variant grid's model is finished and its
 * constraints validate; every variant grid is written back as the text
 * form (and, at sides 4..16, as f-puzzles JSON and the compressed
 * string), and each reads back as one record holding the same puzzle
 * (variant_same.h).
 */
#include "variant_same.h"

#include "../../core/kinds/meaning.h"

static void
check_model (const ss_grid *g)
{
  const ss_model *m = g->model;
  ss_error err;
  FUZZ_CHECK (m->n == g->n && m->house && m->nregions >= 0
              && m->nregions <= g->n && m->nhouses >= 2 * g->n + m->nregions,
              "a model of side %d on a grid of side %d, or not finished "
              "(rows, columns and its %d regions are houses)", m->n, g->n,
              m->nregions);
  for (int i = 0; i < m->ncons; i++)
    FUZZ_CHECK (ss_con_validate (m, &m->con[i], &err) == 0, "constraint %d "
                "of a finished model does not validate: %s", i, err.msg);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  FILE *f = fuzz_stream (data, size);
  ss_reader *r = f ? ss_reader_new (f, "fuzz", 0) : 0;
  ss_record rec = { 0 };
  long index = 0;
  if (!r)
    {
      if (f)
        fclose (f);
      return 0;
    }
  while (ss_reader_next (r, &rec) == 1)
    {
      FUZZ_CHECK (rec.index == ++index, "record numbers skip");
      FUZZ_CHECK (rec.ok || (rec.err.msg[0] && rec.err.line >= 1), "an "
                  "error record without a message or line");
      if (!rec.ok || !rec.grid.model)
        continue;
      check_model (&rec.grid);
      vs_every_form (&rec.grid);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return 0;
}
