/* check_print.c -- writers: what they print reads back unchanged.
 *
 * Model: for every shape, line and block output parse back to the same
 * grid, in symbols where the alphabet can spell N and tokens beyond. */
#include "testutil.h"

#include "../core/print.h"

static char *
printed (const ss_grid *g, int block)
{
  ss_alphabet a;
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_alphabet_default (&a);
  if (block)
    ss_write_block (m, g, &a, '.');
  else
    ss_write_line (m, g, &a, '.');
  fputc ('\n', m);
  fclose (m);
  return text;
}

/* A Latin-square-like filling with some blanks; not a valid Sudoku, but
 * every value 0..N appears, which is what the writers must preserve. */
static void
fill (ss_grid *g)
{
  for (int i = 0; i < g->n * g->n; i++)
    g->cell[i] = (uint8_t) ((i * 7 + i / g->n) % (g->n + 1));
}

START_TEST (round_trip_every_shape)
{
  static const int shapes[][2] = { { 1, 1 }, { 1, 2 }, { 2, 2 }, { 2, 3 },
                                   { 3, 3 }, { 3, 4 }, { 4, 4 }, { 5, 5 },
                                   { 5, 7 }, { 6, 6 }, { 7, 8 }, { 10, 10 } };
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
    for (int block = 0; block < 2; block++)
      {
        ss_grid g, back;
        ss_error err;
        ss_grid_init (&g, shapes[i][0], shapes[i][1]);
        fill (&g);
        char *text = printed (&g, block);
        ss_read_opts o = { shapes[i][0], shapes[i][1], 0 };
        int rc = ss_parse_text (text, &o, &back, &err);
        ck_assert_msg (rc == 0, "%dx%d block=%d: %s", shapes[i][0],
                       shapes[i][1], block, err.msg);
        ck_assert (memcmp (g.cell, back.cell, (size_t) g.n * g.n) == 0);
        /* Without --box the shape must be detected too, except for block
         * output of 2x2 and 3x3-sided grids that also read as lines. */
        ss_grid_free (&back);
        if (ss_parse_text (text, 0, &back, &err) == 0)
          {
            ck_assert_int_eq (back.n, g.n);
            ss_grid_free (&back);
          }
        free (text);
        ss_grid_free (&g);
      }
}
END_TEST

START_TEST (block_layout)
{
  ss_grid g = tu_parse ("12.." "..21" "...." "...3");
  char *text = printed (&g, 1);
  ck_assert_str_eq (text, "12|..\n..|21\n--+--\n..|..\n..|.3\n\n");
  free (text);
  ss_grid_free (&g);
}
END_TEST

START_TEST (json_strings)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_write_json_string (m, "a\"b\\c\n\x01\xff");
  fclose (m);
  ck_assert_str_eq (text, "\"a\\\"b\\\\c\\u000a\\u0001\\u00ff\"");
  free (text);
}
END_TEST

int
main (void)
{
  Suite *s = suite_create ("print");
  TCase *t = tcase_create ("print");
  tcase_add_test (t, round_trip_every_shape);
  tcase_add_test (t, block_layout);
  tcase_add_test (t, json_strings);
  suite_add_tcase (s, t);
  return tu_run (s);
}
