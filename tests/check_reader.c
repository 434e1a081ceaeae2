/* check_reader.c -- the record reader, alphabet and line queue.
 *
 * Model: every input record yields exactly one record, ok or error, with
 * the right shape; errors name line, column and reason.  Inputs are built
 * in memory so each case shows exactly the text under test. */
#include "testutil.h"

#include "../core/alphabet.h"
#include "../core/lines.h"

/* Reads every record of text; returns how many, keeping copies of the
 * first few for inspection. */
typedef struct read_all {
  int count, ok;
  ss_record rec[8];
  char tail[8][64];
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
          snprintf (out->tail[out->count], 64, "%s", rec.tail);
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

START_TEST (blanks_and_digits)
{
  read_all a;
  read_str ("1.0_2...........\n..2.............\n", 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_int_eq (a.ok, 2);
  ck_assert_int_eq (a.rec[0].grid.cell[0], 1);
  ck_assert_int_eq (a.rec[0].grid.cell[1] + a.rec[0].grid.cell[2]
                    + a.rec[0].grid.cell[3], 0);
  ck_assert_int_eq (a.rec[0].grid.cell[4], 2);
  ck_assert_int_eq (a.rec[0].blank, '.');
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
    { "10 x 0 0\n", 1, 4, "unknown symbol 'x'" },
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

START_TEST (hostile_bytes)
{
  static const char nul[] = "12\0.\n1...............\n";
  read_all a;
  read_text (nul, sizeof nul - 1, 0, &a);
  ck_assert_int_eq (a.count, 2);
  ck_assert_str_eq (a.rec[0].err.msg, "NUL byte");
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

START_TEST (lookahead_queue)
{
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
  tcase_add_test (t, size_limits);
  tcase_add_test (t, bundled_files_read_clean);
  tcase_add_test (t, lookahead_queue);
  suite_add_tcase (s, t);
  return tu_run (s);
}
