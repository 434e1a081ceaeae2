/* check_reader.c -- the record reader, alphabet and line queue.
 *
 * Model: every input record yields exactly one record, ok or error, with
 * the right shape; errors name line, column and reason.  Inputs are built
 * in memory so each case shows exactly the text under test. */
#include "testutil.h"

#include "../core/alphabet.h"
#include "../core/junk.h"
#include "../core/layout.h"
#include "../core/lines.h"

/* Reads every record of text; returns how many, keeping copies of the
 * first few for inspection. */
typedef struct read_all {
  int count, ok;
  ss_record rec[8];
  char tail[8][128];
} read_all;

static void
read_text (const char *text, size_t len, const ss_read_opts *o, read_all *out)
{
  FILE *f = fmemopen ((void *) text, len, "r");
  ck_assert_ptr_nonnull (f);
  ss_reader *r = ss_reader_new (f, "in", o);
  ss_record rec = { 0 };
  memset (out, 0, sizeof *out);
  while (ss_reader_next (r, &rec) == 1)
    {
      if (out->count < 8)
        {
          ss_record *keep = &out->rec[out->count];
          *keep = rec;
          keep->grid.cell = 0;
          if (rec.ok)
            ss_grid_copy (&keep->grid, &rec.grid);
          snprintf (out->tail[out->count], 128, "%s", rec.tail);
        }
      out->ok += rec.ok;
      out->count++;
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
}

static void
read_str (const char *text, const ss_read_opts *o, read_all *out)
{
  read_text (text, strlen (text), o, out);
}

static void
free_all (read_all *a)
{
  for (int i = 0; i < 8 && i < a->count; i++)
    ss_record_free (&a->rec[i]);
}

static char *
repeat (char c, int n)
{
  char *s = malloc ((size_t) n + 2);
  memset (s, c, (size_t) n);
  s[n] = '\n';
  s[n + 1] = 0;
  return s;
}

START_TEST (line_form_sizes)
{
  /* 16 -> 2x2 boxes, 36 -> 2x3, 81 -> 3x3, 144 -> 3x4, 256 -> 4x4,
   * 625 -> 5x5: R is the largest factor of N not above sqrt(N). */
  static const int n[] = { 4, 6, 9, 12, 16, 25 };
  static const int R[] = { 2, 2, 3, 3, 4, 5 };
  for (int i = 0; i < 6; i++)
    {
      char *s = repeat ('.', n[i] * n[i]);
      read_all a;
      read_str (s, 0, &a);
      ck_assert_int_eq (a.count, 1);
      ck_assert_msg (a.ok == 1, "N=%d: %s", n[i], a.rec[0].err.msg);
      ck_assert_int_eq (a.rec[0].grid.n, n[i]);
      ck_assert_int_eq (a.rec[0].grid.box_rows, R[i]);
      ck_assert_int_eq (a.rec[0].grid.box_cols, n[i] / R[i]);
      ck_assert_int_eq (a.rec[0].form, SS_FORM_LINE);
      free_all (&a);
      free (s);
    }
}
END_TEST

START_TEST (default_box_rule)
{
  int r, c;
  ss_default_box (12, &r, &c);
  ck_assert (r == 3 && c == 4);
  ss_default_box (7, &r, &c);
  ck_assert (r == 1 && c == 7);
  ss_default_box (100, &r, &c);
  ck_assert (r == 10 && c == 10);
  ss_default_box (1, &r, &c);
  ck_assert (r == 1 && c == 1);
  ss_default_box (8, &r, &c);
  ck_assert (r == 2 && c == 4);
}
END_TEST

/* '.', '_' and '-' mix freely; '0' is a blank too when nothing says it
 * is a digit (here the 4 shows: zero-based could not spell it).  Before
 * the alphabet rule, "1.0_2" without a 4 read '0' as a blank as well;
 * that is the silent misreading the zero_rule cases now refuse. */
START_TEST (blanks_and_digits)
{
  read_all a;
  read_str ("1.0_2-.4........\n..2.............\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 1);
  ck_assert_int_eq (a.rec[0].grid.cell[1] + a.rec[0].grid.cell[2]
                    + a.rec[0].grid.cell[3] + a.rec[0].grid.cell[5], 0);
  ck_assert_int_eq (a.rec[0].grid.cell[4], 2);
  ck_assert_int_eq (a.rec[0].grid.cell[7], 4);
  ck_assert_int_eq (a.rec[0].blank, '.');
  ck_assert_str_eq (ss_record_alphabet (&a.rec[0]), "1234");
  free_all (&a);
}
END_TEST

START_TEST (letters_for_16_and_25)
{
  char *s = repeat ('.', 256);
  s[0] = 'G';
  s[1] = 'A';
  read_all a;
  read_str (s, 0, &a);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 16);
  ck_assert_int_eq (a.rec[0].grid.cell[1], 10);
  free_all (&a);
  s[0] = 'H'; /* 17 > 16 */
  read_str (s, 0, &a);
  ck_assert_int_eq (a.ok, 0);
  ck_assert_int_eq (a.rec[0].err.line, 1);
  ck_assert_int_eq (a.rec[0].err.col, 1);
  ck_assert_str_eq (a.rec[0].err.msg, "symbol 'H' means 17, above N=16; "
                    "letters only: use --alphabet ABCDEFGHIJKLMNOP if 'A' "
                    "is 1");
  free_all (&a);
  s[1] = '3'; /* a digit: no letters-only hint */
  read_str (s, 0, &a);
  ck_assert_str_eq (a.rec[0].err.msg, "symbol 'H' means 17, above N=16");
  free_all (&a);
  free (s);
}
END_TEST

START_TEST (custom_alphabet)
{
  ss_alphabet hex;
  ss_error err;
  ck_assert_int_eq (ss_alphabet_custom (&hex, "0123456789ABCDEF", &err), 0);
  ss_read_opts o = { 0, 0, &hex };
  char *s = repeat ('.', 256);
  s[0] = '0';
  s[5] = 'F';
  read_all a;
  read_str (s, &o, &a);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 1);  /* '0' is the first symbol */
  ck_assert_int_eq (a.rec[0].grid.cell[5], 16);
  free_all (&a);
  free (s);
  /* A grid of another side is refused, not read with a few of N symbols
   * (it could not be written back in them): found by fuzz_grid, a 40x40
   * line read with the 16 hex symbols. */
  s = repeat ('.', 1600);
  s[7] = 'C';
  read_str (s, &o, &a);
  ck_assert_int_eq (a.count, 1);
  ck_assert_int_eq (a.ok, 0);
  ck_assert_str_eq (a.rec[0].err.msg, "--alphabet has 16 symbols, but this "
                    "record is a 40x40 grid, which needs 40");
  free_all (&a);
  free (s);
  ck_assert_int_eq (ss_alphabet_custom (&hex, "12341", &err), -1);
  ck_assert_int_eq (err.col, 5);
  ck_assert_int_eq (ss_alphabet_custom (&hex, "12|4", &err), -1);
}
END_TEST

START_TEST (block_form_seed)
{
  read_all a;
  read_str ("__61_7__8\n8____674_\n1_7832_59\n_29561___\n5_1__89_3\n"
            "____2_16_\n__5614387\n78__954_6\n6147_3_92\n", 0, &a);
  ck_assert_int_eq (a.count, 1);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_int_eq (a.rec[0].form, SS_FORM_BLOCK);
  ck_assert_int_eq (a.rec[0].grid.n, 9);
  ck_assert_int_eq (a.rec[0].grid.cell[2], 6);
  ck_assert_int_eq (a.rec[0].grid.cell[80], 2);
  ck_assert_int_eq (a.rec[0].blank, '_');
  free_all (&a);
}
END_TEST

START_TEST (block_form_separators)
{
  read_all a;
  read_str ("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n"
            ". 9 8 | . . . | . 6 .\n------+-------+------\n"
            "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n"
            "7 . . | . 2 . | . . 6\n------+-------+------\n"
            ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n"
            ". . . | . 8 . | . 7 9\n\n"
            "12..\n..21\n....\n...3\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].grid.n, 9);
  ck_assert_int_eq (a.rec[0].grid.cell[4], 7);
  ck_assert_int_eq (a.rec[1].grid.n, 4);
  ck_assert_int_eq (a.rec[1].line, 13);
  free_all (&a);
}
END_TEST

START_TEST (blank_block_of_prime_side)
{
  /* Nine lines of nine blanks: a blank 9x9 grid, not nine 3x3 grids. */
  read_all a;
  char text[200] = "";
  for (int i = 0; i < 9; i++)
    strcat (text, ".........\n");
  read_str (text, 0, &a);
  ck_assert_int_eq (a.count, 1);
  ck_assert_int_eq (a.rec[0].grid.n, 9);
  free_all (&a);
}
END_TEST

START_TEST (token_form)
{
  /* 16x16 on one line and 10x10 in rows, both needing two-digit values. */
  char *line = malloc (256 * 3 + 2);
  line[0] = 0;
  for (int i = 0; i < 256; i++)
    strcat (line, i == 17 ? "16 " : "0 ");
  strcat (line, "\n");
  read_all a;
  read_str (line, 0, &a);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_int_eq (a.rec[0].form, SS_FORM_TOKENS);
  ck_assert_int_eq (a.rec[0].grid.n, 16);
  ck_assert_int_eq (a.rec[0].grid.cell[17], 16);
  free_all (&a);
  free (line);
  char rows[600] = "";
  for (int r = 0; r < 10; r++)
    strcat (rows, r == 3 ? "10 0 0 0 0 | 0 0 0 0 .\n" : "0 0 0 0 0 0 0 0 0 0\n");
  read_str (rows, 0, &a);
  ck_assert_int_eq (a.count, 1);
  ck_assert_msg (a.ok == 1, "%s", a.rec[0].err.msg);
  ck_assert_int_eq (a.rec[0].grid.n, 10);
  ck_assert_int_eq (a.rec[0].grid.box_rows, 2);
  ck_assert_int_eq (a.rec[0].grid.cell[30], 10);
  free_all (&a);
}
END_TEST

START_TEST (tails_are_ignored)
{
  read_all a;
  char *s = repeat ('.', 81);
  s[81] = 0;
  char text[400];
  snprintf (text, sizeof text, "%s:1:%s\n%s\tnear worst case (wiki)\n%s 12\n",
            s, "solution", s, s);
  read_str (text, 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_int_eq (a.ok, 3);
  ck_assert_str_eq (a.tail[0], "1:solution");
  ck_assert_str_eq (a.tail[1], "near worst case (wiki)");
  ck_assert_str_eq (a.tail[2], "12");
  free_all (&a);
  free (s);
}
END_TEST

START_TEST (comments_crlf_blank_lines)
{
  read_all a;
  read_str ("# header 123456789\r\n\r\n1...............\r\n  # indented\n"
            "\n.2..............\r\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].line, 3);
  ck_assert_int_eq (a.rec[1].line, 6);
  free_all (&a);
}
END_TEST

/* One record per broken record, and the next one still reads. */
START_TEST (errors_do_not_shift_records)
{
  read_all a;
  read_str ("1...............\n12?.............\n.2..............\n"
            "123456\n123456\n12345\n......\n......\n......\n"
            ".1..............\n", 0, &a);
  ck_assert_int_eq (a.count, 5);
  ck_assert_int_eq (a.ok, 3);
  ck_assert_int_eq (a.rec[1].ok, 0);
  ck_assert_str_eq (a.rec[1].err.msg, "unknown symbol '?'");
  ck_assert_int_eq (a.rec[1].err.line, 2);
  ck_assert_int_eq (a.rec[1].err.col, 3);
  ck_assert_int_eq (a.rec[3].ok, 0);
  ck_assert_int_eq (a.rec[3].err.line, 6);
  ck_assert_str_eq (a.rec[3].err.msg,
                    "mixed sizes in a block: row 3 has 5 cells, expected 6");
  ck_assert_int_eq (a.rec[4].ok, 1);
  ck_assert_int_eq (a.rec[4].line, 10);
  free_all (&a);
}
END_TEST

START_TEST (error_messages)
{
  static const struct { const char *text; long line, col; const char *msg; }
  cases[] = {
    { "12.?\n", 1, 4, "unknown symbol '?'" },
    { "12.5............\n", 1, 4, "symbol '5' means 5, above N=4" },
    { "12.4\n", 1, 0, "block ended after 1 of 4 rows" },
    { "1234567\n1234567\n", 2, 0, "block ended after 2 of 7 rows" },
    { "10 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n", 1, 1, "value 10 above N=4" },
    { "10 ? 0 0\n", 1, 4, "unknown symbol '?'" },
    { "4\n", 1, 0, "one cell is not a puzzle (a 1x1 grid needs --box 1x1)" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      read_all a;
      read_str (cases[i].text, 0, &a);
      ck_assert_int_eq (a.count, 1);
      ck_assert_int_eq (a.ok, 0);
      ck_assert_str_eq (a.rec[0].err.msg, cases[i].msg);
      ck_assert_int_eq (a.rec[0].err.line, cases[i].line);
      ck_assert_int_eq (a.rec[0].err.col, cases[i].col);
      free_all (&a);
    }
}
END_TEST

/* Lines that are plainly no puzzle, and lines that must not be taken
 * for junk (grid rows of letters, tdoku tails, CSV headers). */
START_TEST (junk_lines)
{
  static const struct { const char *text; int junk; long col; } k[] = {
    { "hello there, how are you", 1, 0 },
    { "Puzzles for tonight", 1, 0 },
    { "GIF89a\001", 1, 7 },
    { "caf\xc3\xa9 au lait et pain", 1, 0 }, /* UTF-8 is text */
    { "caf\xe9 au lait", 1, 4 },               /* Latin-1 is not */
    { "ABCD EFGH IJKL MNOP", 0, 0 },           /* a 16x16 row */
    { "4.....8.5.3...... rating", 0, 0 },
    { ":1:no puzzle before the colon", 0, 0 },
    { "given,answer", 0, 0 },
    { "Puzzles", 0, 0 },
  };
  for (size_t i = 0; i < sizeof k / sizeof *k; i++)
    {
      ss_line ln = { (char *) k[i].text, strlen (k[i].text), 1, 0, 0, 0 };
      char why[160];
      long col = -1;
      ck_assert_msg (ss_junk_line (&ln, why, sizeof why, &col) == k[i].junk,
                     "%s", k[i].text);
      if (k[i].junk)
        ck_assert_msg (col == k[i].col, "%s: column %ld", k[i].text, col);
    }
}
END_TEST

START_TEST (hostile_bytes)
{
  static const char nul[] = "12\0.\n1...............\n";
  read_all a;
  read_text (nul, sizeof nul - 1, 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_str_eq (a.rec[0].err.msg, "NUL byte: binary data, not a puzzle file?");
  ck_assert_int_eq (a.rec[0].err.col, 3);
  ck_assert_int_eq (a.rec[1].ok, 1);
  free_all (&a);
  read_str ("", 0, &a);
  ck_assert_int_eq (a.count, 0);
  /* A line past the limit is one error record, and the reader resyncs. */
  size_t big = (size_t) SS_MAX_LINE + 100;
  char *s = malloc (big + 32);
  memset (s, '.', big);
  memcpy (s + big, "\n1...............\n", 19);
  read_text (s, big + 18, 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.rec[0].ok, 0);
  ck_assert_int_eq (a.rec[1].ok, 1);
  free_all (&a);
  free (s);
  /* Random bytes never crash, and every record is accounted for. */
  srand (7);
  char junk[4096];
  for (int round = 0; round < 200; round++)
    {
      for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (char) (round % 2 ? rand () : ".123456789\n|-+ :#"[rand () % 18]);
      read_text (junk, sizeof junk, 0, &a);
      ck_assert_int_ge (a.count, 0);
      free_all (&a);
    }
}
END_TEST

START_TEST (size_limits)
{
  char *s = repeat ('.', 121 * 121);
  read_all a;
  read_str (s, 0, &a);
  ck_assert_int_eq (a.ok, 0);
  ck_assert_str_eq (a.rec[0].err.msg,
                    "a 121x121 grid is above the maximum side 100");
  free_all (&a);
  free (s);
  ss_read_opts o = { 3, 3, 0 };
  read_str ("1...........4...\n", &o, &a);
  ck_assert_int_eq (a.ok, 0);
  ck_assert_str_eq (a.rec[0].err.msg, "wrong cell count: 16; --box 3x3 needs "
                                      "81 on one line or 9 per row");
  free_all (&a);
  ss_read_opts o2 = { 1, 4, 0 };
  read_str ("1...........4...\n", &o2, &a);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_int_eq (a.rec[0].grid.box_rows, 1);
  free_all (&a);
}
END_TEST

START_TEST (bundled_files_read_clean)
{
  static const struct { const char *path; long records; int n; } files[] = {
    { "data/top95.txt", 95, 9 },
    { "data/tdoku_test_puzzles.txt", 43, 9 },
    { "data/top1465.txt", 1465, 9 },
    { "data/hard20_tab_comments.txt", 20, 9 },
    { "data/easy50.txt", 50, 9 },
    { "data/serg_multiple_200.txt", 200, 9 },
    { "data/4x4.txt", 100, 4 },
    { "data/16x16.txt", 100, 16 },
    { "data/gecode_16x16.txt", 55, 16 },
    { "data/gecode_25x25.txt", 18, 25 },
  };
  for (size_t i = 0; i < sizeof files / sizeof *files; i++)
    {
      FILE *f = fopen (files[i].path, "r");
      ck_assert_msg (f != NULL, "%s", files[i].path);
      ss_reader *r = ss_reader_new (f, files[i].path, 0);
      ss_record rec = { 0 };
      long n = 0;
      while (ss_reader_next (r, &rec) == 1)
        {
          ck_assert_msg (rec.ok, "%s:%ld: %s", files[i].path, rec.err.line,
                         rec.err.msg);
          ck_assert_int_eq (rec.grid.n, files[i].n);
          n++;
        }
      ck_assert_int_eq (n, files[i].records);
      ss_record_free (&rec);
      ss_reader_free (r);
      fclose (f);
    }
}
END_TEST

/* The queue against a byte-by-byte reference, on random inputs whose
 * lines straddle fgets's chunk (lengths near 512 and its multiples), hold
 * NUL bytes, CRLF endings split across chunks, and end without a newline;
 * each line's absent-byte bits are checked against a search too. */
static unsigned
absent_of (const char *t, size_t len)
{
  static const char bytes[] = ":, \tb|";
  unsigned absent = 0;
  for (int k = 0; k < 6; k++)
    if (!memchr (t, bytes[k], len))
      absent |= 1u << k;
  return absent;
}

static size_t
random_text (char *buf, unsigned *seed)
{
  static const char pool[] = "123456789.:, \tb|\r\0x";
  size_t len = 0;
  int lines = 1 + (int) (rand_r (seed) % 6);
  for (int i = 0; i < lines; i++)
    {
      size_t want = rand_r (seed) % 4 ? 512 * (1 + rand_r (seed) % 2)
                                         - 3 + rand_r (seed) % 6
                                       : rand_r (seed) % 40;
      for (size_t k = 0; k < want; k++)
        buf[len++] = pool[rand_r (seed) % (sizeof pool - 1)];
      if (i + 1 < lines || rand_r (seed) % 2)
        buf[len++] = '\n';
    }
  return len;
}

static void
check_against_reference (const char *buf, size_t len)
{
  FILE *f = fmemopen ((void *) buf, len, "r");
  ss_lines *l = ss_lines_new (f);
  size_t at = 0;
  for (long number = 1; at < len; number++)
    {
      const char *nl = memchr (buf + at, '\n', len - at);
      size_t end = nl ? (size_t) (nl - buf) : len, n = end - at;
      n -= n && buf[at + n - 1] == '\r';
      const char *nul = memchr (buf + at, 0, n);
      const ss_line *ln = ss_lines_peek (l, 0);
      ck_assert_ptr_nonnull (ln);
      ck_assert_int_eq (ln->number, number);
      ck_assert_uint_eq (ln->len, n);
      ck_assert (!memcmp (ln->text, buf + at, n) && !ln->text[n]);
      ck_assert_int_eq (ln->nul_col, nul ? nul - (buf + at) + 1 : 0);
      ck_assert_uint_eq (ln->absent, absent_of (buf + at, n));
      ss_lines_drop (l);
      at = end + 1;
    }
  ck_assert_ptr_null (ss_lines_peek (l, 0));
  ck_assert_int_eq (ss_lines_failed (l), 0);
  ss_lines_free (l);
  fclose (f);
}

START_TEST (lines_against_reference)
{
  static char buf[8 * 1100];
  unsigned seed = 12345;
  for (int round = 0; round < 400; round++)
    check_against_reference (buf, random_text (buf, &seed));
}
END_TEST

/* A line past SS_MAX_LINE is cut and marked, and the next line is read
 * whole. */
START_TEST (lines_too_long)
{
  size_t big = (size_t) SS_MAX_LINE + 700;
  char *buf = malloc (big + 8);
  memset (buf, '7', big);
  memcpy (buf + big, "\nab\n", 4);
  FILE *f = fmemopen (buf, big + 4, "r");
  ss_lines *l = ss_lines_new (f);
  const ss_line *ln = ss_lines_peek (l, 0);
  ck_assert_int_eq (ln->too_long, 1);
  ck_assert_uint_eq (ln->len, (size_t) SS_MAX_LINE);
  ck_assert_str_eq (ss_lines_peek (l, 1)->text, "ab");
  ck_assert_int_eq (ss_lines_peek (l, 1)->too_long, 0);
  ss_lines_free (l);
  fclose (f);
  free (buf);
}
END_TEST

START_TEST (lookahead_queue)
{
  read_all a_bom;
  static const char text[] = "a\r\nb\n\nc";
  FILE *f = fmemopen ((void *) text, sizeof text - 1, "r");
  ss_lines *l = ss_lines_new (f);
  ck_assert_str_eq (ss_lines_peek (l, 3)->text, "c");
  ck_assert_str_eq (ss_lines_peek (l, 0)->text, "a");
  ck_assert_int_eq (ss_lines_peek (l, 2)->len, 0);
  ss_lines_drop (l);
  ck_assert_int_eq (ss_lines_peek (l, 0)->number, 2);
  ck_assert_ptr_null (ss_lines_peek (l, 3));
  ss_lines_free (l);
  fclose (f);
  /* A byte order mark opening the input is dropped, and only there. */
  static const char bom[] = "\xef\xbb\xbfquizzes,solutions\r\n"
                            "\xef\xbb\xbf" "1...............\n";
  read_text (bom, sizeof bom - 1, 0, &a_bom);
  ck_assert_int_eq (a_bom.count, 1);
  ck_assert_int_eq (a_bom.rec[0].err.col, 1);
  ck_assert_str_eq (a_bom.rec[0].err.msg, "unknown symbol '\\xef'");
  free_all (&a_bom);
}
END_TEST

/* ---- the alphabet rule (core/detect.c) --------------------------------- */

static const char P9[] = "4.....8.5.3..........7......2.....6.....8.4......"
                         "1.......6.3.7.5..2.....1.4......";
static const char S9[] = "417369825632158947958724316825437169791586432346912"
                         "758289643571573291684164875293";
static const char P16[] =
  "1.D....4.A58.....E.........C...G.2.76.GBF..4....39F.1A.D7........4.6.31."
  "..B.58.C8C7E.69..F.....D...D..........2...A.G8C....7E.1426.G4....57F.A.."
  ".B..........8...F.....B..3A.42E1A.4C.5...E6.7.3........3D.C5.7B2....9..1"
  "GB.63.4.C...2.........6.....8FD.3....9.E";
static const char S16[] =
  "1GDBC2349A586EF74E6A57F8123CBD9G52C769GBFDE4A18339F81AED76GB24C59426D31F"
  "AGBE587C8C7EB6954F12G3ADGF1DE47A5C839B26B3A5G8C269D7EF14263G418EB57FCAD9"
  "7BE13CAG249D865FF8597DB6C3AG42E1AD4CF5298E617G3BE194AG63D8C5F7B2D78F9E51"
  "GB263C4ACAG32B47E1F9D56865B28FDC374A19GE";
static const char HEX_FROM[] = "123456789ABCDEFG";
static const char HEX_TO[] = "0123456789ABCDEF";

/* text with every character of `from` replaced by the one at the same
 * place in `to`, and a newline added; the caller frees it. */
static char *
tr (const char *text, const char *from, const char *to)
{
  size_t len = strlen (text);
  char *s = malloc (len + 2);
  for (size_t i = 0; i < len; i++)
    {
      const char *hit = strchr (from, text[i]);
      s[i] = hit ? to[hit - from] : text[i];
    }
  memcpy (s + len, "\n", 2);
  return s;
}

/* Record i of text reads, with this alphabet; returns cell k's value. */
static int
expect_alphabet (const char *text, int i, const char *alphabet, int k)
{
  read_all a;
  read_str (text, 0, &a);
  ck_assert_int_gt (a.count, i);
  ck_assert_msg (a.rec[i].ok, "record %d: %s", i + 1, a.rec[i].err.msg);
  ck_assert_str_eq (ss_record_alphabet (&a.rec[i]), alphabet);
  int v = a.rec[i].grid.cell[k];
  free_all (&a);
  return v;
}

static void
expect_error (const char *text, int i, long line, long col, const char *msg)
{
  read_all a;
  read_str (text, 0, &a);
  ck_assert_int_gt (a.count, i);
  ck_assert_int_eq (a.rec[i].ok, 0);
  ck_assert_str_eq (a.rec[i].err.msg, msg);
  ck_assert_int_eq (a.rec[i].err.line, line);
  ck_assert_int_eq (a.rec[i].err.col, col);
  ck_assert_str_eq (ss_record_alphabet (&a.rec[i]), "");
  free_all (&a);
}

START_TEST (zero_rule_9x9)
{
  /* 0 blanks and no 9 given: '0' stays a blank, as it always was. */
  char *zero_blanks = tr (P9, ".", "0");
  ck_assert_int_eq (expect_alphabet (zero_blanks, 0, "123456789", 1), 0);
  /* A complete grid in 0-8: '0' is the first digit. */
  char *zero_based = tr (S9, "123456789", "012345678");
  ck_assert_int_eq (expect_alphabet (zero_based, 0, "012345678", 0), 4);
  /* '0' and '.' with 1-8, no 9: the record uses all nine symbols 0-8. */
  char *mixed = tr (P9, ".", ".");
  mixed[1] = '0';
  ck_assert_int_eq (expect_alphabet (mixed, 0, "012345678", 0), 5);
  free (mixed);
  /* '0' and '.' without a 9 and not all of 0-8: both readings fit. */
  mixed = tr (P9, "1", ".");
  mixed[1] = '0';
  expect_error (mixed, 0, 1, 2, "'0' and '.' both appear: use --alphabet "
                "123456789 if '0' is a blank, or --alphabet 012345678 if "
                "it is a digit");
  /* With a 9 the zero-based alphabet cannot spell N: '0' is a blank. */
  mixed[2] = '9';
  ck_assert_int_eq (expect_alphabet (mixed, 0, "123456789", 1), 0);
  free (zero_blanks);
  free (zero_based);
  free (mixed);
}
END_TEST

START_TEST (zero_rule_16x16)
{
  /* The common hex alphabet with '.' blanks: '0' is 1, 'F' is 16. */
  char *hex = tr (P16, HEX_FROM, HEX_TO);
  ck_assert_int_eq (expect_alphabet (hex, 0, "0123456789ABCDEF", 0), 1);
  ck_assert_int_eq (expect_alphabet (hex, 0, "0123456789ABCDEF", 2), 13);
  /* A complete hex grid: no blank at all. */
  char *full = tr (S16, HEX_FROM, HEX_TO);
  ck_assert_int_eq (expect_alphabet (full, 0, "0123456789ABCDEF", 1), 16);
  /* '0' blanks with digits 1-G: G shows, so '0' is a blank. */
  char *g = tr (P16, ".", "0");
  ck_assert_int_eq (expect_alphabet (g, 0, "123456789ABCDEFG", 1), 0);
  /* '0' blanks without a G given: still blanks (far more than 16). */
  char *no_g = tr (P16, ".G", "00");
  ck_assert_int_eq (expect_alphabet (no_g, 0, "123456789ABCDEFG", 0), 1);
  /* Lower case, in both families. */
  char *lower = tr (P16, "ABCDEFG", "abcdefg");
  ck_assert_int_eq (expect_alphabet (lower, 0, "123456789abcdefg", 2), 13);
  char *lower_hex = tr (hex, "ABCDEF", "abcdef");
  ck_assert_int_eq (expect_alphabet (lower_hex, 0, "0123456789abcdef", 2),
                    13);
  lower[4] = 'A';
  expect_error (lower, 0, 1, 5, "letters in both cases ('d' and 'A'): use "
                "one case, or --alphabet with the symbols of 1..N in order");
  free (hex);
  free (full);
  free (g);
  free (no_g);
  free (lower);
  free (lower_hex);
}
END_TEST

START_TEST (zero_rule_settles_later_records)
{
  /* A hex puzzle that gives '0', then one that does not: the second keeps
   * the hex spelling.  In the other order the first has no evidence and
   * reads with the default (the same puzzle up to the name of the digit
   * it never gives). */
  char *hex = tr (P16, HEX_FROM, HEX_TO);
  char *no_zero = tr (P16, HEX_FROM, ".123456789ABCDEF");
  char both[2 * 300];
  snprintf (both, sizeof both, "%s%s", hex, no_zero);
  ck_assert_int_eq (expect_alphabet (both, 1, "0123456789ABCDEF", 2), 13);
  snprintf (both, sizeof both, "%s%s", no_zero, hex);
  ck_assert_int_eq (expect_alphabet (both, 0, "123456789ABCDEFG", 2), 12);
  ck_assert_int_eq (expect_alphabet (both, 1, "0123456789ABCDEF", 2), 13);
  /* A 4x4 complete in 0-3 settles an ambiguous record after it. */
  ck_assert_int_eq (expect_alphabet ("0123230110323210\n0.2.............\n",
                                     1, "0123", 0), 1);
  /* And a record that proves '0' a blank settles it the other way. */
  ck_assert_int_eq (expect_alphabet ("1.0_2-.4........\n0.2.............\n",
                                     1, "1234", 2), 2);
  expect_error ("0.2.............\n", 0, 1, 1, "'0' and '.' both appear: use "
                "--alphabet 1234 if '0' is a blank, or --alphabet 0123 if it "
                "is a digit");
  free (hex);
  free (no_zero);
}
END_TEST

START_TEST (zero_rule_25x25_and_tokens)
{
  FILE *f = fopen ("data/gecode_25x25.txt", "r");
  char line[700];
  ck_assert_ptr_nonnull (f);
  ck_assert_ptr_nonnull (fgets (line, sizeof line, f));
  fclose (f);
  ck_assert_int_eq (expect_alphabet (line, 0, "123456789ABCDEFGHIJKLMNOP",
                                     0), 0);
  /* Tokens: numbers, so no symbols; 0 and '.' with no 16 are refused. */
  char tokens[1200] = "";
  for (int i = 0; i < 256; i++)
    strcat (tokens, i == 3 ? "15 " : i == 5 ? "0 " : i == 6 ? "- " : ". ");
  strcat (tokens, "\n");
  expect_error (tokens, 0, 1, 12, "tokens 0 and '.' or '-' both appear and "
                "none is 16: is 0 a blank or a digit? tokens are 1..N, with 0 "
                "or '.' for a blank");
  tokens[0] = 0;
  for (int i = 0; i < 256; i++)
    strcat (tokens, i == 0 ? "16 " : i == 5 ? "0 " : i == 6 ? "- " : ". ");
  strcat (tokens, "\n");
  ck_assert_int_eq (expect_alphabet (tokens, 0, "", 0), 16);
  ck_assert_int_eq (expect_alphabet (tokens, 0, "", 6), 0);
}
END_TEST

/* ---- layouts found in the wild ----------------------------------------- */

START_TEST (dash_blanks)
{
  /* "4 - - - - - 8 - 5": before, '-' was a separator and each line a
   * grid of its own.  A line of '-' alone is a row when the block's rows
   * use '-' (here the first and the fifth rows), a rule otherwise. */
  char text[600] = "";
  const char *rows[] = { "- - - - - - - - -", "4 - - - - - 8 - 5",
                         "- 3 - - - - - - -", "- - - 7 - - - - -",
                         "- - - - - - - - -", "- 2 - - - - - 6 -",
                         "- - - - 8 - 4 - -", "- - - - 1 - - - -",
                         "- - - 6 - 3 - 7 -" };
  for (int i = 0; i < 9; i++)
    strcat (strcat (text, rows[i]), i == 2 || i == 5 ? "\n------+------\n"
                                                     : "\n");
  strcat (text, "\n53..7....\n6..195...\n.98....6.\n---------\n"
          "8...6...3\n4..8.3..1\n7...2...6\n---------\n.6....28.\n"
          "...419..5\n....8..79\n");
  read_all a;
  read_str (text, 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_msg (a.ok == 2, "%s / %s", a.rec[0].err.msg, a.rec[1].err.msg);
  ck_assert_int_eq (a.rec[0].grid.cell[9], 4);
  ck_assert_int_eq (a.rec[0].grid.cell[17], 5);
  ck_assert_int_eq (a.rec[0].grid.cell[48], 0);
  ck_assert_int_eq (a.rec[0].blank, '-');
  ck_assert_int_eq (a.rec[1].line, 13);
  ck_assert_int_eq (a.rec[1].grid.cell[27], 8); /* the rules were rules */
  ck_assert_int_eq (a.rec[1].grid.cell[80], 9);
  free_all (&a);
  /* In a line and as tokens, '-' is a blank too. */
  strcpy (text, "1-3--------4-2--\n");
  for (int i = 0; i < 100; i++)
    strcat (text, i == 0 ? "10 " : i == 15 ? "3 " : "- ");
  strcat (text, "\n");
  read_str (text, 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_msg (a.rec[0].ok, "%s", a.rec[0].err.msg);
  ck_assert_int_eq (a.rec[0].grid.cell[2], 3);
  ck_assert_int_eq (a.rec[0].grid.cell[11], 4);
  ck_assert_msg (a.rec[1].ok, "%s", a.rec[1].err.msg);
  ck_assert_int_eq (a.rec[1].form, SS_FORM_TOKENS);
  ck_assert_int_eq (a.rec[1].grid.n, 10);
  ck_assert_int_eq (a.rec[1].grid.cell[15], 3);
  free_all (&a);
}
END_TEST

START_TEST (sadman_sections)
{
  /* Only [Puzzle] is read: [State] (the solver's progress) and any other
   * section are skipped to the next section header. */
  read_all a;
  read_str ("#ASadMan Software\n#DA puzzle\n[Puzzle]\n2..1.5..3\n.54...71.\n"
            ".1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n"
            ".81...24.\n7..4.2..1\n[State]\n2..1.5..3\n.54...71.\n"
            ".1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n"
            ".81...24.\n7..4.2..1\n[PencilMarks]\n1,2,3\n[Puzzle]\n"
            "1...............\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].line, 4);
  ck_assert_int_eq (a.rec[0].grid.n, 9);
  ck_assert_int_eq (a.rec[1].line, 26);
  ck_assert_int_eq (a.rec[1].grid.n, 4);
  free_all (&a);
  /* A section header ends a block that is short of rows. */
  expect_error ("[Puzzle]\n2..1.5..3\n.54...71.\n[State]\n2..1.5..3\n", 0, 3,
                0, "block ended after 2 of 9 rows");
}
END_TEST

START_TEST (framed_simple_sudoku)
{
  read_all a;
  read_str ("*-----------*\n|2..|1.5|..3|\n|.54|...|71.|\n|.1.|2.3|.8.|\n"
            "|---+---+---|\n|6.2|8.7|3.4|\n|...|...|...|\n|1.5|3.9|8.6|\n"
            "|---+---+---|\n|.2.|7.1|.6.|\n|.81|...|24.|\n|7..|4.2|..1|\n"
            "*-----------*\n"
            "2..|1.5|..3\n.54|...|71.\n.1.|2.3|.8.\n-----------\n"
            "6.2|8.7|3.4\n...|...|...\n1.5|3.9|8.6\n-----------\n"
            ".2.|7.1|.6.\n.81|...|24.\n7..|4.2|..1\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].line, 2);
  ck_assert_int_eq (a.rec[1].line, 14);
  ck_assert_mem_eq (a.rec[0].grid.cell, a.rec[1].grid.cell, 81);
  ck_assert_int_eq (a.rec[0].grid.cell[80], 1);
  free_all (&a);
}
END_TEST

START_TEST (csv_rows)
{
  read_all a;
  read_str ("quizzes,solutions\n"
            "004300209005009001070060043006002087190007400050083000600000105"
            "003508690042910300,864371259325849761971265843436192587198657432"
            "257483916689734125713528694542916378\n"
            "1...............,1234341221434321\n"
            "12.4,1234\n", 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_int_eq (a.rec[0].line, 2);
  ck_assert_int_eq (a.rec[0].ok, 1);
  ck_assert_int_eq (a.rec[0].grid.cell[2], 4);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 0);
  ck_assert_str_eq (a.tail[0], "864371259325849761971265843436192587198657432"
                    "257483916689734125713528694542916378");
  ck_assert_str_eq (a.tail[1], "1234341221434321");
  ck_assert_int_eq (a.rec[2].ok, 0); /* a CSV field is one line */
  ck_assert_str_eq (a.rec[2].err.msg, "symbol '4' means 4, above N=2");
  free_all (&a);
  /* The column comes from the header; quotes and CRLF are fine. */
  read_str ("id,puzzle,solution,clues,difficulty\r\n"
            "0,\"1...............\",1234341221434321,1,0.0\r\n7\r\n"
            "unsolved,solved\n.2..............,x\n", 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_int_eq (a.rec[0].ok, 1);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 1);
  ck_assert_str_eq (a.tail[0], "1234341221434321,1,0.0");
  ck_assert_str_eq (a.rec[1].err.msg,
                    "CSV row has 1 field; the puzzle is field 2 ('puzzle')");
  ck_assert_int_eq (a.rec[2].ok, 1);
  ck_assert_int_eq (a.rec[2].line, 5);
  ck_assert_int_eq (a.rec[2].grid.cell[1], 2);
  free_all (&a);
  /* A header naming no puzzle column is one error; no header, and a
   * whole grid before the comma: "puzzle,solution" without a header. */
  read_str ("a,b\n1...............,1234341221434321\n1,2,3\n", 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_str_eq (a.rec[0].err.msg, "CSV header names no puzzle column "
                    "(known: " SS_CSV_PUZZLE_NAMES ")");
  ck_assert_int_eq (a.rec[1].ok, 1);
  ck_assert_str_eq (a.tail[1], "1234341221434321");
  ck_assert_msg (!strncmp (a.rec[2].err.msg, "unknown symbol ','", 18),
                 "%s", a.rec[2].err.msg);
  ck_assert_int_eq (a.rec[2].err.col, 2);
  free_all (&a);
  /* A blank line ends the table: then field 1 is no longer the puzzle,
   * and a row that starts with the puzzle reads as one. */
  read_str ("id,puzzle\n7,1...............\n\n1...............,7\n", 0,
            &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.rec[0].ok, 1);
  ck_assert_int_eq (a.rec[1].ok, 1);
  ck_assert_str_eq (a.tail[1], "7");
  free_all (&a);
}
END_TEST

START_TEST (sudoku_exchange_lines)
{
  /* "id puzzle rating": the id is a label, the rating the tail.  A line
   * whose two parts of unequal length together make a grid is not joined
   * (issue 21): its first part is the puzzle, of the wrong count. */
  read_all a;
  read_str ("0000183b305c 05070306000700080000081600000003000000500010073004"
            "0086906000204840572093000409000 1.2\n"
            "12 4.....8.5.3..........7......2.....6.....8.4......1.......6.3"
            ".7.5..2.....1.4......\n"
            "4.....8.5.3...... ....7......2.....6.....8.4......1.......6.3.7."
            "5..2.....1.4......\n", 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[2].ok, 0);
  ck_assert_str_eq (a.rec[2].err.msg, "wrong cell count: 17, then "
                    "'....7......2'... after whitespace, which is a note: "
                    "groups of unequal length are never joined (write the "
                    "puzzle without spaces)");
  ck_assert_int_eq (a.rec[0].grid.cell[1], 5);
  ck_assert_str_eq (ss_record_alphabet (&a.rec[0]), "123456789");
  ck_assert_str_eq (a.tail[0], "1.2");
  ck_assert_int_eq (a.rec[1].grid.cell[0], 4);
  ck_assert_str_eq (a.tail[1], "");
  free_all (&a);
  /* An error in the puzzle names its column on the line. */
  expect_error ("0000183b305c 050703060007000800000816000000030000005000100730"
                "04008690600020484057209300040900? 1.2\n", 0, 1, 94,
                "unknown symbol '?'");
}
END_TEST

START_TEST (json_refused)
{
  /* One refusal per JSON document, however many lines it spans; the
   * record after it reads. */
  read_all a;
  read_str ("[\n  \"4.....8.5.3......\",\n  {\"a\": \"]\"}\n]\n"
            "  {\"record\":1}\n1...............\n", 0, &a);
  ck_assert_int_eq (a.count, 3);
  ck_assert_int_eq (a.rec[0].ok, 0);
  ck_assert_int_eq (a.rec[0].err.line, 1);
  ck_assert_int_eq (a.rec[0].err.col, 1);
  ck_assert_str_eq (a.rec[0].err.msg, "JSON input is not read: extract the "
                    "puzzles as lines of text first (for example with jq -r)");
  ck_assert_int_eq (a.rec[1].err.line, 5);
  ck_assert_int_eq (a.rec[1].err.col, 3);
  ck_assert_int_eq (a.rec[2].ok, 1);
  ck_assert_int_eq (a.rec[2].line, 6);
  free_all (&a);
}
END_TEST

START_TEST (record_alphabet_accessor)
{
  ss_alphabet hex;
  ss_error err;
  ck_assert_int_eq (ss_alphabet_custom (&hex, "0123456789ABCDEF", &err), 0);
  ss_read_opts o = { 0, 0, &hex };
  read_all a;
  /* A custom alphabet reads the other case of its letters too. */
  char *s = repeat ('.', 256);
  memcpy (s, "0.........a....f", 16);
  read_str (s, &o, &a);
  free (s);
  ck_assert_int_eq (a.ok, 1);
  ck_assert_str_eq (ss_record_alphabet (&a.rec[0]), "0123456789ABCDEF");
  ck_assert_int_eq (a.rec[0].grid.cell[10], 11);
  ck_assert_int_eq (a.rec[0].grid.cell[15], 16);
  free_all (&a);
  read_str ("1...............\n", 0, &a);
  ck_assert_str_eq (ss_record_alphabet (&a.rec[0]), "1234");
  ck_assert_str_eq (a.rec[0].alphabet.symbol + 1,
                    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
  free_all (&a);
  ck_assert_int_eq (ss_alphabet_custom (&hex, "12,4", &err), -1);
  ck_assert_str_eq (err.msg, "alphabet symbol ',' is reserved");
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("reader");
  TCase *t = tcase_create ("reader");
  tcase_set_timeout (t, 60);
  tcase_add_test (t, line_form_sizes);
  tcase_add_test (t, default_box_rule);
  tcase_add_test (t, blanks_and_digits);
  tcase_add_test (t, letters_for_16_and_25);
  tcase_add_test (t, custom_alphabet);
  tcase_add_test (t, block_form_seed);
  tcase_add_test (t, block_form_separators);
  tcase_add_test (t, blank_block_of_prime_side);
  tcase_add_test (t, token_form);
  tcase_add_test (t, tails_are_ignored);
  tcase_add_test (t, comments_crlf_blank_lines);
  tcase_add_test (t, errors_do_not_shift_records);
  tcase_add_test (t, error_messages);
  tcase_add_test (t, hostile_bytes);
  tcase_add_test (t, junk_lines);
  tcase_add_test (t, size_limits);
  tcase_add_test (t, bundled_files_read_clean);
  tcase_add_test (t, lookahead_queue);
  tcase_add_test (t, lines_against_reference);
  tcase_add_test (t, lines_too_long);
  tcase_add_test (t, zero_rule_9x9);
  tcase_add_test (t, zero_rule_16x16);
  tcase_add_test (t, zero_rule_settles_later_records);
  tcase_add_test (t, zero_rule_25x25_and_tokens);
  tcase_add_test (t, dash_blanks);
  tcase_add_test (t, sadman_sections);
  tcase_add_test (t, framed_simple_sudoku);
  tcase_add_test (t, csv_rows);
  tcase_add_test (t, sudoku_exchange_lines);
  tcase_add_test (t, json_refused);
  tcase_add_test (t, record_alphabet_accessor);
  suite_add_tcase (s, t);
  return tu_run (s);
}
