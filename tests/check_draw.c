/* check_draw.c -- the drawing layer (core/draw/): every kind is drawn,
 * outside clues grow a frame, a killer cage's outline closes, and a
 * classic grid's picture is untouched.
 *
 * Model: pictures are compared as text.  A kind is drawn when the picture
 * of its example (docs/examples/variants/NAME.txt) differs from the
 * picture with that kind's constraints taken away, and its legend has a
 * line more; a cage's dashed outline is a closed loop when every end of
 * its segments is shared by exactly two of them.  (That the SVG is well
 * formed and renders is tests/cli/test_pictures.sh's part, with xmllint
 * and rsvg-convert.)
 */
#include "testutil.h"

#include <math.h>

#include "../core/draw/draw.h"
#include "../core/model.h"
#include "../core/svg.h"

#define DIR "docs/examples/variants/"

static const char *const names[] = {
#define NAME_ROW(id, name, flags, lo, hi, plo, phi, help) #name,
  SS_KINDS (NAME_ROW)
#undef NAME_ROW
};

static char *
picture (const ss_grid *g, int *w, int *h)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_svg_opts o = ss_svg_defaults ();
  ck_assert_int_eq (ss_svg_write (m, g, &o), 0);
  fclose (m);
  ss_svg_size (g, &o, w, h);
  return text;
}

/* g with the constraints of kind taken away, or all of them (-1). */
static void
without (const ss_grid *g, int kind, ss_grid *out)
{
  const ss_model *m = g->model;
  ss_model *w = ss_model_new (m->box_rows, m->box_cols);
  ss_error err;
  ck_assert_ptr_nonnull (w);
  for (int i = 0; i < m->ncons; i++)
    if (kind >= 0 && m->con[i].kind != kind)
      ck_assert_int_eq (ss_model_add (w, &m->con[i]), 0);
  ck_assert_int_eq (ss_model_finish (w, &err), 0);
  ck_assert_int_eq (ss_grid_copy (out, g), 0);
  ss_grid_set_model (out, w);
  ss_model_unref (w);
}

static int
legend_lines (const ss_grid *g)
{
  ss_legend l;
  ss_draw_legend (g->model, 400, &l);
  return l.count;
}

START_TEST (every_kind_is_drawn)
{
  char path[128];
  int w1, h1, w2, h2, kind = ss_kind_lookup (names[_i]);
  snprintf (path, sizeof path, DIR "%s.txt", names[_i]);
  ss_grid g = tu_first_grid (path), bare;
  without (&g, kind, &bare);
  char *with = picture (&g, &w1, &h1), *plain = picture (&bare, &w2, &h2);
  ck_assert_msg (strcmp (with, plain) != 0, "%s draws nothing", names[_i]);
  ck_assert_msg (legend_lines (&g) > legend_lines (&bare),
                 "%s has no legend line", names[_i]);
  /* a clue outside grows a frame of one cell on each side (the example
   * of a setting such as full rank's ties has clues of another kind) */
  int frame = 0;
  for (int i = 0; i < g.model->ncons; i++)
    if (ss_kind_flags (g.model->con[i].kind) & SS_KF_CLUE)
      frame = 2 * 44;
  ck_assert_int_eq (ss_draw_frame (g.model, 44) * 2, frame);
  free (with);
  free (plain);
  ss_grid_free (&g);
  ss_grid_free (&bare);
}
END_TEST

START_TEST (irregular_regions_are_outlined)
{
  int w, h;
  ss_grid g = tu_first_grid (DIR "regions.txt"), boxes;
  without (&g, -1, &boxes);
  char *a = picture (&g, &w, &h), *b = picture (&boxes, &w, &h);
  ck_assert (strstr (a, "class=\"regions\"") && strcmp (a, b) != 0);
  ck_assert (strstr (a, "Irregular regions") && !strstr (b, "Irregular"));
  free (a);
  free (b);
  ss_grid_free (&g);
  ss_grid_free (&boxes);
}
END_TEST

/* ---- the legend ---- */

/* A 9x9 with every kind of rule. */
static const char every_rule[] =
  "1........\n.........\n.........\n.........\n.........\n.........\n"
  ".........\n.........\n........9\n"
  "thermo r2c2 r2c3 r2c4 r3c4\nwhisper r4c1 r5c1 r5c2\n"
  "whisper 3 r9c7 r8c7\nbetween r7c1 r7c2 r7c3 r8c3\n"
  "renban r9c1 r9c2 r9c3\npalindrome r3c6 r3c7 r4c8\n"
  "entropic r6c6 r6c7 r6c8\nregionsum r1c7 r2c7 r2c8 r2c9\n"
  "arrow r5c5 > r5c6 r6c7 r7c7\narrow r8c5 r8c6 > r7c6 r7c5\n"
  "white r1c2 r1c3\nblack r1c4 r1c5\ndifference 3 r4c4 r4c5\n"
  "ratio 3 r5c3 r6c3\nx r6c4 r6c5\nv r7c8 r7c9\nodd r8c8\neven r8c9\n"
  "min r3c2\nmax r9c6\nquad r3c8 1 2\nquad r8c1 3 4 5\n"
  "pencilmarks 2 5 7 r3c3\n"
  "killer 15 r4c6 r4c7 r5c7\nkiller r9c8 r9c9\n"
  "clone r2c5 r2c6 = r9c4 r9c5\nextra r1c8 r1c9\nrowindexer r4c2\n"
  "colindexer r4c3\nboxindexer r6c2\ndiagonal-\ndiagonal+\ndisjoint\n"
  "antiknight\nantiking\nnonconsecutive\nnegative xv\nnegative white\n"
  "negative black\nsandwich 10 r0c1\nxsum 15 r5c0\nskyscraper 3 r10c9\n"
  "littlekiller 20 r0c0 dr\nlittlekiller 12 r10c4 ur\n"
  "slowthermo r6c1 r7c2 r8c2\nzipper r8c4 r9c4 r9c5\n"
  "doublearrow r7c6 r8c6 r8c7\nmodular r5c7 r6c7 r6c8\n"
  "nabner r4c9 r5c9\nmultikiller 7 16 r5c5 r5c6\n"
  "chess 1 3 2 4\ntaxicab 3\nknightmare 5 15\ndiagnonconsecutive\n"
  "selftaxicab\ndisjointgroup 5\n"
  "parityline r2c1 r3c1 r3c2\n"
  "lockout r1c6 r2c6 r3c5\n"
  "sumline r7c4 r8c4\nsumline 12 r6c9 r7c9 r8c9\n"
  "rellik 12 r2c1 r3c1\n"
  "lunchbox 4 r6c9 r7c9 r8c9\nnumberedroom 5 r10c1\n"
  "hiddenskyscraper 4 r10c2\nglobalentropy\nglobalmod\n"
  "dutchflatmates\ncountingcircles r1c1 r2c2 r9c9\n"
  "fullrank 17 r0c3\nfullrankties any\n";

/* The legend at a width, its wrapped lines joined back into one text. */
static char *
legend_text (const ss_model *m, int width, int *count)
{
  ss_legend *l = malloc (sizeof *l);
  char *text = calloc (SS_LEGEND_LINES, SS_LEGEND_LEN);
  ck_assert (l && text);
  ss_draw_legend (m, width, l);
  for (int i = 0; i < l->count; i++)
    {
      const char *line = l->line[i];
      if (line[0] == ' ')
        line += 2; /* a continuation */
      if (i)
        strcat (text, line == l->line[i] ? "\n" : " ");
      strcat (text, line);
    }
  *count = l->count;
  free (l);
  return text;
}

/* Every kind's lines are in the legend, however narrow the picture, and
 * the global rules come first: nothing is cut. */
START_TEST (every_rule_is_in_the_legend)
{
  ss_grid g;
  ss_error err;
  ck_assert_int_eq (ss_parse_text (every_rule, 0, &g, &err), 0);
  for (int width = 100; width <= 1600; width *= 4)
    {
      int count;
      char *text = legend_text (g.model, width, &count);
      ck_assert_int_lt (count, SS_LEGEND_LINES);
      ck_assert (!strncmp (text, "Diagonal", 8));
      for (int k = 1; k < SS_KIND_COUNT; k++)
        {
          ss_legend own;
          ss_draw_legend_kind (g.model, k, &own);
          ck_assert_msg (own.count > 0, "%s: no legend", ss_kind_name (k));
          for (int i = 0; i < own.count; i++)
            ck_assert_msg (strstr (text, own.line[i]), "width %d lacks '%s'",
                           width, own.line[i]);
        }
      free (text);
    }
  ss_grid_free (&g);
}
END_TEST

/* ---- killer outlines ---- */

typedef struct ends {
  int count;
  double x[400], y[400];
} ends;

static void
add_end (ends *e, double x, double y)
{
  ck_assert_int_lt (e->count, 400);
  e->x[e->count] = x, e->y[e->count] = y, e->count++;
}

/* The ends of the cage's segments, read back from the picture. */
static void
cage_ends (const char *svg, ends *e)
{
  const char *s = strstr (svg, "class=\"cage\""), *stop;
  ck_assert_ptr_nonnull (s);
  stop = strstr (s, "</g>");
  e->count = 0;
  for (s = strstr (s, "<line"); s && s < stop; s = strstr (s + 1, "<line"))
    {
      double x1, y1, x2, y2;
      ck_assert_int_eq (sscanf (s, "<line x1=\"%lf\" y1=\"%lf\" x2=\"%lf\" "
                                "y2=\"%lf\"", &x1, &y1, &x2, &y2), 4);
      add_end (e, x1, y1);
      add_end (e, x2, y2);
    }
}

/* Every end is shared by exactly two segments: the outline closes. */
static int
closed (const ends *e)
{
  for (int i = 0; i < e->count; i++)
    {
      int same = 0;
      for (int j = 0; j < e->count; j++)
        same += fabs (e->x[i] - e->x[j]) < 0.05
                && fabs (e->y[i] - e->y[j]) < 0.05;
      if (same != 2)
        return 0;
    }
  return 1;
}

static const struct {
  const char *cage;
  int segments;
} cages[] = {
  { "killer 3 r2c2", 4 },
  { "killer r1c1 r1c2 r2c1", 8 },                 /* an L: one concave */
  { "killer r1c1 r2c1 r2c2 r2c3 r1c3", 12 },      /* a U */
  { "killer 10 r1c1 r1c2 r2c1 r2c2", 8 },         /* a square */
  { "killer r2c1 r2c2 r2c3 r2c4 r1c2 r3c3", 14 }, /* a zigzag */
};

START_TEST (cage_outlines_close)
{
  char text[200], *svg;
  int w, h;
  ss_grid g;
  ss_error err;
  snprintf (text, sizeof text, "......\n......\n......\n......\n......\n"
            "......\n%s\n", cages[_i].cage);
  ck_assert_int_eq (ss_parse_text (text, 0, &g, &err), 0);
  svg = picture (&g, &w, &h);
  ends e;
  cage_ends (svg, &e);
  ck_assert_int_eq (e.count, 2 * cages[_i].segments);
  ck_assert_msg (closed (&e), "'%s' does not close", cages[_i].cage);
  free (svg);
  ss_grid_free (&g);
}
END_TEST

/* A line that closes a loop (its first cell again at its end) is drawn
 * closed: one polygon through its cells, each once, where an open line
 * is a polyline from end to end. */
static const struct {
  const char *rule, *shape;
  int points;
} lines[] = {
  { "whisper r1c1 r1c2 r2c2 r2c1 r1c1", "<polygon", 4 },
  { "palindrome r2c2 r2c3 r3c3 r3c2 r2c2", "<polygon", 4 },
  { "entropic r1c1 r1c2 r2c1 r1c1", "<polygon", 3 },
  { "slowthermo r3c3 r3c4 r4c4 r4c3 r3c3", "<polygon", 4 },
  { "whisper r1c1 r1c2 r2c2 r2c1", "<polyline", 4 },
  { "between r1c1 r1c2 r2c2 r1c2 r1c3", "<polyline", 5 },
};

START_TEST (loops_draw_closed)
{
  char text[200], *svg;
  int w, h;
  snprintf (text, sizeof text, "......\n......\n......\n......\n......\n"
            "......\n%s\n", lines[_i].rule);
  ss_grid g = tu_parse (text);
  svg = picture (&g, &w, &h);
  const char *at = strstr (svg, lines[_i].shape), *pts;
  ck_assert_msg (at, "'%s': no %s in %s", lines[_i].rule, lines[_i].shape,
                 svg);
  /* and not the other shape: "<polygon" and "<polyline" differ at [5] */
  ck_assert (!strstr (svg, lines[_i].shape[5] == 'g' ? "<polyline"
                                                     : "<polygon"));
  pts = strstr (at, "points=\"");
  ck_assert_ptr_nonnull (pts);
  int count = 1;
  for (pts += 8; *pts != '"'; pts++)
    count += *pts == ' ';
  ck_assert_int_eq (count, lines[_i].points);
  free (svg);
  ss_grid_free (&g);
}
END_TEST

static Suite *
draw_suite (void)
{
  Suite *s = suite_create ("draw");
  TCase *t = tcase_create ("kinds");
  tcase_add_loop_test (t, every_kind_is_drawn, 0,
                       (int) (sizeof names / sizeof *names));
  tcase_add_test (t, irregular_regions_are_outlined);
  tcase_add_test (t, every_rule_is_in_the_legend);
  tcase_add_loop_test (t, cage_outlines_close, 0,
                       (int) (sizeof cages / sizeof *cages));
  tcase_add_loop_test (t, loops_draw_closed, 0,
                       (int) (sizeof lines / sizeof *lines));
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (draw_suite ());
}
