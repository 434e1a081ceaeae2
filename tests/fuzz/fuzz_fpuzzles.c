/* fuzz_fpuzzles.c -- the f-puzzles reader (core/fpuzzles/): JSON, the
 * compressed string of a link, web addresses, and LZString itself.
 *
 * Input: when the first byte is a control byte (below 0x20), its low
 * three bits choose what the rest is: 0 JSON text read directly
 * (ss_fpuzzles_read_json), 1 a compressed string, 2 a web address, 3 any
 * text compressed with sudosat's LZString and read as a string; then
 * SudokuPad's (sudokupad.h): 4 its zipped or plain JSON, compressed and
 * read as an scl payload, 5 its JSON read directly, 6 an scf payload, 7
 * its zipping undone alone.
 * Otherwise all of it goes through the record reader, so text seeds
 * (JSON files, links one per line) mean what they say.
 *
 * Oracles: a read either gives a grid of side 4..16 whose model is
 * finished, or an error with a message (and a line, through the record
 * reader); LZString's decompression undoes its compression (for ASCII
 * input, which needs no repair); every puzzle read is written back as the
 * text form, as f-puzzles JSON and as the compressed string, and each
 * reads back as one record holding the same puzzle, and the JSON written
 * from what it reads back is the same text (variant_same.h).
 */
#include "variant_same.h"

#include "../../core/fpuzzles/json.h"
#include "../../core/fpuzzles/lzstring.h"
#include "../../core/fpuzzles/sudokupad.h"

static void
check_grid (const ss_grid *g)
{
  FUZZ_CHECK (g->n >= SS_FP_MIN_N && g->n <= SS_FP_MAX_N && g->model
              && g->model->house, "an f-puzzles grid of side %d without a "
              "finished model", g->n);
  vs_every_form (g);
}

static void
check_read (int rc, ss_grid *g, const ss_error *err)
{
  FUZZ_CHECK (rc != 0 || !g->cell, "a read that says 'not f-puzzles' left "
              "a grid");
  if (rc == 1)
    check_grid (g);
  else
    FUZZ_CHECK (!g->cell && (rc == 0 || err->msg[0]), "an error without a "
                "message");
  ss_grid_free (g);
}

/* sudosat's compressor and decompressor undo each other. */
static void
lz_round_trip (const char *text, size_t len)
{
  int ascii = 1;
  for (size_t i = 0; i < len; i++)
    ascii &= (unsigned char) text[i] < 0x80 && text[i];
  char *c = ss_lz_compress_base64 (text, len), *d = 0, msg[160];
  size_t dlen;
  long at;
  FUZZ_CHECK (c, "out of memory");
  FUZZ_CHECK (ss_lz_decompress_base64 (c, strlen (c), &d, &dlen, &at, msg)
              == 0, "our own compressed string does not decompress: %s", msg);
  FUZZ_CHECK (!ascii || (dlen == len && !memcmp (d, text, len)),
              "decompress (compress (x)) is not x");
  ss_fp_origin o = { 1, 1, 0, 0, 0 };
  ss_grid g;
  ss_error err;
  check_read (ss_fpuzzles_read_string (c, strlen (c), &o, &g, &err), &g,
              &err);
  free (c);
  free (d);
}

/* SudokuPad's forms: every read a grid with a finished model or an
 * error with a message; unzipping gives NUL-terminated text within the
 * JSON limit, or a message. */
static void
sudokupad (int mode, const char *text, ss_fp_origin *o)
{
  ss_grid g;
  ss_error err;
  size_t len = strlen (text);
  ss_error_clear (&err);
  if (mode == 4)
    {
      char *c = ss_lz_compress_base64 (text, len);
      FUZZ_CHECK (c, "out of memory");
      check_read (ss_sp_read_string (c, strlen (c), o, &g, &err), &g, &err);
      free (c);
    }
  else if (mode == 5)
    {
      o->mapped = 1;
      check_read (ss_sp_read_json (text, len, o, &g, &err), &g, &err);
    }
  else if (mode == 6)
    check_read (ss_sp_read_scf (text, len, o, &g, &err), &g, &err);
  else
    {
      char *out = 0, msg[160] = "";
      size_t olen = 0;
      long at = -1;
      int rc = ss_sp_unzip (text, len, &out, &olen, &at, msg);
      FUZZ_CHECK (rc == 0 ? out && strlen (out) == olen
                            && olen < (size_t) SS_JSON_MAX_BYTES
                          : !out && msg[0] && at >= 0 && (size_t) at <= len,
                  "unzip: a result without text, or an error without a "
                  "message or place");
      free (out);
    }
}

static void
through_reader (const uint8_t *data, size_t size)
{
  FILE *f = fuzz_stream (data, size);
  ss_reader *r = f ? ss_reader_new (f, "fuzz", 0) : 0;
  ss_record rec = { 0 };
  long index = 0;
  if (!r)
    {
      if (f)
        fclose (f);
      return;
    }
  while (ss_reader_next (r, &rec) == 1)
    {
      FUZZ_CHECK (rec.index == ++index, "record numbers skip");
      FUZZ_CHECK (rec.ok || (rec.err.msg[0] && rec.err.line >= 1), "an "
                  "error record without a message or line");
      if (rec.ok && rec.form == SS_FORM_FPUZZLES)
        check_grid (&rec.grid);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (!size || data[0] >= 0x20)
    {
      through_reader (data, size);
      return 0;
    }
  int mode = data[0] & 7;
  char *text = fuzz_string (data + 1, size - 1);
  size_t len = size - 1;
  ss_fp_origin o = { 1, 1, mode == 0, 0, 0 };
  ss_grid g;
  ss_error err;
  if (!text)
    return 0;
  ss_error_clear (&err);
  if (mode == 0)
    check_read (ss_fpuzzles_read_json (text, len, &o, &g, &err), &g, &err);
  else if (mode == 1)
    check_read (ss_fpuzzles_read_string (text, strlen (text), &o, &g, &err),
                &g, &err);
  else if (mode == 2)
    check_read (ss_fpuzzles_read_url (text, strlen (text), &o, &g, &err), &g,
                &err);
  else if (mode == 3)
    lz_round_trip (text, strlen (text));
  else
    sudokupad (mode, text, &o);
  free (text);
  return 0;
}
