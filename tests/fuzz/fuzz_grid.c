/* fuzz_grid.c -- the puzzle reader (core/reader.h) and the printers that
 * must read back (core/print.h).
 *
 * Input: when the first byte is a control byte (below 0x20) it chooses
 * the box (low nibble, 0 = detect) and the alphabet (bits 4-5), and the
 * rest is the text; otherwise all of it is text, read with detection and
 * the default alphabet, so text seeds mean what they say.
 *
 * Oracles, from reader.h: every record is either a grid (N = R*C at most
 * SS_MAX_N, the forced box when one was given, every cell 0..N) or an
 * error with a message and a line; records are numbered 1, 2, ...; every
 * grid written in line form and in block form, with the alphabet it was
 * read with, reads back as exactly one record holding the same grid; and
 * line form with its box mark (print.h) does so without being told the
 * box.
 */
#include "fuzz.h"

#include "../../core/print.h"
#include "../../core/reader.h"

static const int boxes[16][2] = {
  { 0, 0 }, { 1, 1 }, { 1, 2 }, { 2, 1 }, { 2, 2 }, { 2, 3 },
  { 3, 2 }, { 2, 4 }, { 3, 3 }, { 3, 4 }, { 4, 4 }, { 1, 5 },
  { 4, 5 }, { 5, 5 }, { 6, 6 }, { 10, 10 },
};
static const char *const alphabets[4] = {
  0, "0123456789ABCDEF", "abcdefghijklmnopqrstuvwxyz", "123456789",
};

typedef void writer_fn (FILE *, const ss_grid *, const ss_alphabet *, char);

/* g printed by write, read with g's box and the same alphabet; marked:
 * with its box mark, and read without the box. */
static void
read_back (const ss_grid *g, const ss_read_opts *o, writer_fn *write,
           const char *form, int marked)
{
  ss_alphabet a;
  char *buf = 0;
  size_t size = 0;
  FILE *out = open_memstream (&buf, &size);
  FUZZ_CHECK (out, "out of memory");
  if (o->alphabet)
    a = *o->alphabet;
  else
    ss_alphabet_default (&a);
  write (out, g, &a, '.');
  if (marked)
    ss_write_box_mark (out, g);
  fputc ('\n', out);
  fclose (out);
  ss_read_opts again = { marked ? 0 : g->box_rows, marked ? 0 : g->box_cols,
                         o->alphabet };
  FILE *in = fmemopen (buf, size, "r");
  ss_reader *r = in ? ss_reader_new (in, "again", &again) : 0;
  ss_record rec = { 0 };
  FUZZ_CHECK (r, "out of memory");
  FUZZ_CHECK (ss_reader_next (r, &rec) == 1 && rec.ok, "%s form of a %dx%d "
              "grid does not read back: %s\n%s", form, g->box_rows,
              g->box_cols, rec.err.msg, buf);
  FUZZ_CHECK (ss_grid_same_shape (&rec.grid, g)
              && !memcmp (rec.grid.cell, g->cell, (size_t) (g->n * g->n)),
              "%s form reads back as another grid:\n%s", form, buf);
  FUZZ_CHECK (ss_reader_next (r, &rec) == 0, "%s form reads back as more "
              "than one record", form);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (in);
  free (buf);
}

static void
check_record (const ss_record *rec, const ss_read_opts *o, long index)
{
  FUZZ_CHECK (rec->index == index && rec->line >= 1, "record %ld at "
              "index %ld line %ld", index, rec->index, rec->line);
  if (!rec->ok)
    {
      FUZZ_CHECK (rec->err.msg[0] && rec->err.line >= 1, "an error record "
                  "without a message or line: '%s'", rec->err.msg);
      return;
    }
  const ss_grid *g = &rec->grid;
  FUZZ_CHECK (g->n == g->box_rows * g->box_cols && g->n >= 1
              && g->n <= SS_MAX_N, "a %dx%d box for side %d", g->box_rows,
              g->box_cols, g->n);
  FUZZ_CHECK (!o->box_rows || (g->box_rows == o->box_rows
                               && g->box_cols == o->box_cols),
              "--box %dx%d read as %dx%d", o->box_rows, o->box_cols,
              g->box_rows, g->box_cols);
  for (int i = 0; i < g->n * g->n; i++)
    FUZZ_CHECK (g->cell[i] <= g->n, "cell %d holds %d", i, g->cell[i]);
  read_back (g, o, ss_write_line, "line", 0);
  read_back (g, o, ss_write_block, "block", 0);
  read_back (g, o, ss_write_line, "marked line", 1);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ss_read_opts o = { 0, 0, 0 };
  ss_alphabet a;
  ss_error err;
  if (size && data[0] < 0x20)
    {
      o.box_rows = boxes[data[0] & 15][0];
      o.box_cols = boxes[data[0] & 15][1];
      if (alphabets[data[0] >> 4 & 3]
          && ss_alphabet_custom (&a, alphabets[data[0] >> 4 & 3], &err) == 0)
        o.alphabet = &a;
      data++, size--;
    }
  FILE *f = fuzz_stream (data, size);
  ss_reader *r = f ? ss_reader_new (f, "fuzz", &o) : 0;
  ss_record rec = { 0 };
  long index = 0;
  int got;
  if (!r)
    {
      if (f)
        fclose (f);
      return 0;
    }
  while ((got = ss_reader_next (r, &rec)) == 1)
    check_record (&rec, &o, ++index);
  FUZZ_CHECK (got == 0, "a memory stream failed to read");
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return 0;
}
