/* explain.c -- `encode --explain` and `encode --stats` (see explain.h).
 *
 * --explain runs the real encoder once with a sink that watches for the
 * sample groups -- one cell, and the row, column and box of one of its
 * candidate digits -- and keeps their first clauses.  The sample cell is
 * the first blank one, and the digit its smallest candidate, so even the
 * reduced encoding has clauses to show.  Every other number comes from
 * the encoder's own counts and the X-macro tables.  For the augmented
 * encodings the samples are the triads of the same cell and digit: its
 * mini-row and mini-column, and the row, column and box groups over them.
 */
#include "explain.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "explain_variant.h"
#include "wrap.h"

#define KEEP 3      /* sample clauses shown per family */
#define SHORT 12    /* longer clauses are shown abbreviated */

typedef struct sample {
  long count; /* clauses of the sample group */
  int kept, len[KEEP];
  int lits[KEEP][SS_MAX_N];
} sample;

typedef struct explainer {
  FILE *out;
  const ss_grid *puzzle;
  ss_varmap map;
  ss_triads triads;          /* the augmented encodings' (var 0 otherwise) */
  ss_encode_info info;
  int r, c, d;               /* the sample cell and digit, 0-based r, c */
  long want[SS_GROUP_KIND_COUNT]; /* the sample group of each kind */
  ss_family fam;
  int group;
  sample fam_sample[SS_FAMILY_COUNT];
  ss_vsamples vs;            /* the variant families' samples and labels */
} explainer;

/* 8829 -> "8,829", for tables people read. */
static const char *
thousands (long v, char buf[32])
{
  char digits[24];
  int len = snprintf (digits, sizeof digits, "%ld", v), k = 0;
  for (int i = 0; i < len; i++)
    {
      if (i && digits[i] != '-' && (len - i) % 3 == 0 && digits[i - 1] != '-')
        buf[k++] = ',';
      buf[k++] = digits[i];
    }
  buf[k] = 0;
  return buf;
}

/* 1 when the box families walk irregular regions. */
static int
irregular (const explainer *x)
{
  return x->puzzle->model && x->puzzle->model->irregular;
}

/* A family's name and meaning: a jigsaw's box families walk its
 * regions, and say so. */
static const char *
fam_name (const explainer *x, ss_family f)
{
  if (irregular (x) && f == SS_FAM_BOX_ALO)
    return "region-at-least-once";
  if (irregular (x) && f == SS_FAM_BOX_AMO)
    return "region-at-most-once";
  return ss_family_name (f);
}

static const char *
fam_help (const explainer *x, ss_family f)
{
  if (irregular (x) && f == SS_FAM_BOX_ALO)
    return "each digit at least once in each region";
  if (irregular (x) && f == SS_FAM_BOX_AMO)
    return "each digit at most once in each region";
  return ss_family_help (f);
}

/* "box", or "region" for a jigsaw. */
static const char *
box_word (const explainer *x)
{
  return irregular (x) ? "region" : "box";
}

/* ---- choosing and recording the samples ---- */

static int
first_candidate (const ss_grid *g, int r, int c)
{
  ss_varmap cand;
  int d = 1;
  if (ss_varmap_init (&cand, g, 1))
    return 1;
  while (d < g->n && !ss_varmap_var (&cand, r, c, d))
    d++;
  if (!ss_varmap_var (&cand, r, c, d))
    d = g->cell[r * g->n + c] ? g->cell[r * g->n + c] : 1;
  ss_varmap_free (&cand);
  return d;
}

static void
choose_sample (explainer *x)
{
  const ss_grid *g = x->puzzle;
  int n = g->n, i = 0;
  const uint8_t *region = g->model ? g->model->region : 0;
  while (i < n * n && (g->cell[i] || (region && g->model->nregions
                                       && region[i] == SS_NO_REGION)))
    i++; /* a blank cell, in a region when any cell is */
  if (i == n * n)
    i = 0;
  x->r = i / n;
  x->c = i % n;
  x->d = first_candidate (g, x->r, x->c);
  x->want[SS_RULE_CELL] = x->r * n + x->c;
  x->want[SS_RULE_ROW] = x->r * n + x->d - 1;
  x->want[SS_RULE_COL] = x->c * n + x->d - 1;
  x->want[SS_RULE_BOX] = (g->model && g->model->irregular
                          ? g->model->region[x->r * n + x->c]
                          : ss_box_of (g, x->r, x->c)) * n + x->d - 1;
  if (g->model && g->model->region[x->r * n + x->c] == SS_NO_REGION)
    x->want[SS_RULE_BOX] = -1; /* a cell in no region: no box group */
  x->want[SS_TRIAD_HDEF] = ((long) x->r * g->box_rows + x->c / g->box_cols)
                           * n + x->d - 1;
  x->want[SS_TRIAD_VDEF] = ((long) x->c * g->box_cols + x->r / g->box_rows)
                           * n + x->d - 1;
  x->want[SS_TRIAD_ROW] = x->want[SS_RULE_ROW];
  x->want[SS_TRIAD_COL] = x->want[SS_RULE_COL];
  x->want[SS_TRIAD_BOXH] = x->want[SS_RULE_BOX];
  x->want[SS_TRIAD_BOXV] = x->want[SS_RULE_BOX];
}

static int
on_begin (void *ctx, const ss_encode_info *info)
{
  ((explainer *) ctx)->info = *info;
  return 0;
}

static int
on_family (void *ctx, ss_family f, long nclauses)
{
  explainer *x = ctx;
  x->fam = f;
  x->group = -1;
  (void) nclauses;
  return 0;
}

static int
on_group (void *ctx, ss_family f, int g)
{
  ((explainer *) ctx)->group = g;
  (void) f;
  return 0;
}

static int
on_label (void *ctx, long var, const char *name)
{
  return ss_vsamples_label (&((explainer *) ctx)->vs, var, name);
}

static int
on_clause (void *ctx, const int *lits, int len)
{
  explainer *x = ctx;
  if ((int) x->fam >= SS_FAMILY_COUNT)
    {
      ss_vsamples_clause (&x->vs, x->fam, x->group, lits, len);
      return 0;
    }
  int rule = ss_family_rule (x->fam);
  sample *s = &x->fam_sample[x->fam];
  if (rule >= 0 && x->group != x->want[rule])
    return 0;
  if (s->kept < KEEP)
    {
      memcpy (s->lits[s->kept], lits, (size_t) len * sizeof *lits);
      s->len[s->kept++] = len;
    }
  s->count++;
  return 0;
}

/* ---- writing clauses in DIMACS and in words ---- */

/* The cells of a triad as text: "r1c1-3" for a mini-row, "r1-3c1" for a
 * mini-column (1-based). */
static void
triad_cells (const explainer *x, int vertical, int line, int part,
             char *buf, size_t size)
{
  int len = vertical ? x->info.box_rows : x->info.box_cols;
  int from = part * len + 1, to = from + len - 1;
  if (vertical)
    snprintf (buf, size, "r%d-%dc%d", from, to, line + 1);
  else
    snprintf (buf, size, "r%dc%d-%d", line + 1, from, to);
}

/* Appends the words of one literal to buf (which has room: see below). */
static void
literal_words (const explainer *x, int lit, char *buf, size_t size)
{
  int r, c, d, vertical, part;
  char cells[48];
  size_t at = strlen (buf);
  long v = labs ((long) lit);
  if (ss_varmap_cell (&x->map, v, &r, &c, &d))
    snprintf (buf + at, size - at, "r%dc%d %s %d", r + 1, c + 1,
              lit > 0 ? "=" : "!=", d);
  else if (ss_triad_of (&x->triads, v, &vertical, &r, &part, &d))
    {
      triad_cells (x, vertical, r, part, cells, sizeof cells);
      snprintf (buf + at, size - at, "%s %s %d", cells,
                lit > 0 ? "has" : "lacks", d);
    }
  else
    snprintf (buf + at, size - at, "%sa%ld", lit > 0 ? "" : "not ", v);
}

/* Index i of a clause of len literals is shown unless it falls in the
 * middle of a long one, which is shown as "first few ... last". */
static int
shown (int i, int len, int head)
{
  return len <= SHORT || i < head || i == len - 1;
}

/* At most SHORT + 1 literals of at most 24 bytes each, with " or ". */
#define WORDS_SIZE ((SHORT + 2) * 32)

static void
clause_words (const explainer *x, const int *lits, int len, char *buf)
{
  buf[0] = 0;
  if (!len)
    strcpy (buf, "(the empty clause: false, whatever the values)");
  for (int i = 0; i < len; i++)
    if (shown (i, len, 3))
      {
        if (i)
          strcat (buf, " or ");
        literal_words (x, lits[i], buf, WORDS_SIZE);
      }
    else if (i == 3)
      strcat (buf, " or ...");
}

static void
write_clause (const explainer *x, const int *lits, int len)
{
  char words[WORDS_SIZE];
  fputs ("    DIMACS  ", x->out);
  for (int i = 0; i < len; i++)
    if (shown (i, len, 5))
      fprintf (x->out, "%d ", lits[i]);
    else if (i == 5)
      fputs ("... ", x->out);
  fputs ("0\n", x->out);
  clause_words (x, lits, len, words);
  ss_wrap (x->out, "    words   ", "              ", 76, words);
}

/* ---- the sections ---- */

static const char *
givens_words (const ss_encode_info *in)
{
  if (!in->givens)
    return "none (the empty grid: only the rules)";
  if (ss_encoding_reduced (in->opts.encoding))
    return "applied while encoding: no unit clauses, fewer variables";
  return in->opts.givens ? "as unit clauses (family givens)"
                         : "left out (--no-givens): pass them as "
                           "assumptions";
}

static void
write_title (const explainer *x)
{
  const ss_encode_info *in = &x->info;
  char text[512];
  if (irregular (x))
    fprintf (x->out, "How sudosat writes this %dx%d Sudoku (irregular "
             "regions) as CNF\n\n", in->n, in->n);
  else
    fprintf (x->out, "How sudosat writes this %dx%d Sudoku (%dx%d boxes) as "
             "CNF\n\n", in->n, in->n, in->box_rows, in->box_cols);
  snprintf (text, sizeof text, "%s: %s", ss_encoding_name (in->opts.encoding),
            ss_encoding_help (in->opts.encoding));
  ss_wrap (x->out, "  encoding     ", "               ", 76, text);
  snprintf (text, sizeof text, "%s: %s", ss_amo_name (in->opts.amo),
            ss_amo_help (in->opts.amo));
  ss_wrap (x->out, "  at-most-one  ", "               ", 76, text);
  fprintf (x->out, "  givens       %d, %s\n\n", in->givens, givens_words (in));
}

/* The augmented encodings' triad variables, and how they are numbered. */
static void
write_triad_variables (const explainer *x)
{
  const ss_encode_info *in = &x->info;
  char text[640], count[32], h[48], v[48];
  int n = in->n, rr = in->box_rows, cc = in->box_cols;
  triad_cells (x, 0, x->r, x->c / cc, h, sizeof h);
  triad_cells (x, 1, x->c, x->r / rr, v, sizeof v);
  char open[64] = "";
  if (ss_encoding_reduced (in->opts.encoding))
    snprintf (open, sizeof open, "; the givens leave %ld open",
              in->triads);
  snprintf (text, sizeof text, "Triads: a mini-row is where a row meets a "
            "box (%d cells), a mini-column where a column meets a box (%d "
            "cells).  Triad variable h(r,j,d) says \"digit d is in mini-row "
            "j of row r\" and v(c,i,d) \"d is in mini-column i of column "
            "c\": %d x %d x %d + %d x %d x %d = %s of them%s, numbered "
            "%ld .. %ld.  Below they read like \"%s has %d\" (the mini-row "
            "of r%dc%d) and \"%s has %d\".", cc, rr, n, rr, n, n, cc, n,
            thousands (ss_triads_total (n, rr, cc), count), open,
            in->primary + 1, in->primary + in->triads, h, x->d, x->r + 1,
            x->c + 1, v, x->d);
  ss_wrap (x->out, "  ", "  ", 76, text);
}

/* A variant puzzle's auxiliary variables, counted by the family that
 * made them: a cage's digit sets are the killer family's, not the
 * at-most-one encoding's. */
static void
write_aux_families (const explainer *x)
{
  const ss_encode_info *in = &x->info;
  char text[2048], count[32];
  long first = in->primary + in->triads + 1;
  int at = snprintf (text, sizeof text, "There are %s auxiliary variables, "
                     "%ld .. %ld; below they read by name, or a%ld and so on."
                     "  By the family that makes them:",
                     thousands (in->nvars - first + 1, count), first,
                     in->nvars, first);
  for (int f = 0, k = 0; f < SS_FAMILY_ALL && at < (int) sizeof text - 200;
       f++)
    if (in->family_aux[f])
      at += snprintf (text + at, sizeof text - (size_t) at, "%s %s in %s%s",
                      k++ ? "," : "", thousands (in->family_aux[f], count),
                      fam_name (x, (ss_family) f),
                      f < SS_FAMILY_COUNT || f == SS_VFAM_GROUP_AMO
                        || f == SS_VFAM_EXTRA_AMO
                        ? " (the at-most-one encoding's)" : "");
  snprintf (text + at, sizeof text - (size_t) at, " (see 4).");
  ss_wrap (x->out, "  ", "  ", 76, text);
}

static void
write_variables (const explainer *x)
{
  const ss_encode_info *in = &x->info;
  int n = in->n, r = n > 3 ? 3 : n - 1, c = n > 6 ? 6 : n - 1;
  int d = n > 1 ? 2 : 1;
  fprintf (x->out, "1. Variables\n\n  x(r,c,d) is true when cell (r,c) "
           "holds digit d.  With r and c counted\n  from 0 and d from 1 to "
           "%d, its DIMACS number is\n\n      v = (r*%d + c)*%d + d      "
           "(1 .. %ld)\n\n", n, n, n, ss_var_count (n));
  fprintf (x->out, "  For example r%dc%d = %d is x(%d,%d,%d) = (%d*%d + %d)*%d "
           "+ %d = %ld.\n", r + 1, c + 1, d, r, c, d, r, n, c, n, d,
           ss_var (n, r, c, d));
  if (ss_encoding_reduced (in->opts.encoding))
    fprintf (x->out, "  The reduced encoding keeps only the %ld candidates "
             "the givens leave open,\n  renumbered 1 .. %ld in the order of "
             "v; the \"c var\" lines of the DIMACS\n  file name each one.\n",
             in->primary, in->primary);
  if (in->triads)
    write_triad_variables (x);
  if (in->nvars > in->primary + in->triads && in->vfamilies)
    write_aux_families (x);
  else if (in->nvars > in->primary + in->triads)
    {
      char text[256], count[32];
      long first = in->primary + in->triads + 1;
      snprintf (text, sizeof text, "The %s at-most-one encoding adds %s "
                "auxiliary variables, %ld .. %ld; below they read a%ld and "
                "so on.", ss_amo_name (in->opts.amo),
                thousands (in->nvars - first + 1, count), first, in->nvars,
                first);
      ss_wrap (x->out, "  ", "  ", 76, text);
    }
  else if (!in->triads)
    fputs ("  There are no auxiliary variables.\n", x->out);
  fputc ('\n', x->out);
}

/* The augmented encodings leave the row, column and box families out. */
static void
write_triad_families (const explainer *x)
{
  fputc ('\n', x->out);
  ss_wrap (x->out, "  ", "  ", 76, "Not in this encoding: the six row, "
           "column and box families over cells (row-at-least-once ... "
           "box-at-most-once): see 4, the triads imply them.");
  fputc ('\n', x->out);
}

/* One row of the family table; a meaning longer than its column goes on
 * below it, cut between words. */
static void
family_row (const explainer *x, const char *name, const char *help,
            const char *count)
{
  enum { W = 40 };
  int len = (int) strlen (help);
  while (len > W)
    {
      int cut = W;
      while (cut > 0 && help[cut] != ' ')
        cut--;
      if (!cut)
        cut = W;
      fprintf (x->out, "  %-21s %-*.*s %9s\n", name ? name : "", W, cut,
               help, count ? count : "");
      name = count = 0;
      help += cut + (help[cut] == ' ');
      len = (int) strlen (help);
    }
  if (count)
    fprintf (x->out, "  %-21s %-*s %9s\n", name, W, help, count);
  else
    fprintf (x->out, "  %-21s %s\n", "", help);
}

static void
write_families (const explainer *x)
{
  const ss_encode_info *in = &x->info;
  char buf[32];
  int missing = 0;
  fprintf (x->out, "2. The rules as clause families\n\n  %-21s %-40s %9s\n",
           "family", "meaning", "clauses");
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    if (in->families & (1u << f))
      family_row (x, fam_name (x, (ss_family) f), fam_help (x, (ss_family) f),
                  thousands (in->family_clauses[f], buf));
  for (int f = SS_FAMILY_COUNT; f < SS_FAMILY_ALL; f++)
    if (in->vfamilies & SS_VFAM_BIT (f))
      family_row (x, ss_family_name ((ss_family) f),
                  ss_family_help ((ss_family) f),
                  thousands (in->family_clauses[f], buf));
  fprintf (x->out, "  %-62s %9s\n", "total", thousands (in->nclauses, buf));
  if (in->triads)
    {
      write_triad_families (x);
      return;
    }
  for (int f = SS_FAM_CELL_ALO; f <= SS_FAM_BOX_AMO; f++)
    if (!(in->families & (1u << f)))
      fprintf (x->out, "%s%s", missing++ ? ", " : "\n  Not in this encoding: ",
               fam_name (x, (ss_family) f));
  fputs (missing ? " (see 4: they follow from the others).\n\n" : "\n",
         x->out);
}

/* The sample triad groups: "Mini-row r1c1-3 and its triad for 1, at
 * most one", "Row 1, digit 1 in at least one mini-row", ... */
static void
triad_title (const explainer *x, int kind, const char *side, char *buf,
             size_t size)
{
  char cells[48];
  int box = ss_box_of (x->puzzle, x->r, x->c) + 1, d = x->d;
  int vertical = kind == SS_TRIAD_VDEF;
  if (kind == SS_TRIAD_HDEF || kind == SS_TRIAD_VDEF)
    {
      triad_cells (x, vertical, vertical ? x->c : x->r,
                   vertical ? x->r / x->info.box_rows
                            : x->c / x->info.box_cols, cells, sizeof cells);
      snprintf (buf, size, "Mini-%s %s and its triad for %d, %s one",
                vertical ? "column" : "row", cells, d, side);
    }
  else if (kind == SS_TRIAD_ROW)
    snprintf (buf, size, "Row %d, digit %d in %s one mini-row", x->r + 1, d,
              side);
  else if (kind == SS_TRIAD_COL)
    snprintf (buf, size, "Column %d, digit %d in %s one mini-column",
              x->c + 1, d, side);
  else
    snprintf (buf, size, "Box %d, digit %d in %s one mini-%s", box, d, side,
              kind == SS_TRIAD_BOXH ? "row" : "column");
}

/* "Row 4, digit 2 at most once" and the like, into buf. */
static void
group_title (const explainer *x, ss_family f, char *buf, size_t size)
{
  int rule = ss_family_rule (f);
  int box = x->want[SS_RULE_BOX] / x->info.n + 1;
  const char *side = ss_family_at_least (f) ? "at least" : "at most";
  if (rule == SS_RULE_CELL)
    snprintf (buf, size, "Cell r%dc%d, %s one digit", x->r + 1, x->c + 1,
              side);
  else if (rule == SS_RULE_ROW)
    snprintf (buf, size, "Row %d, digit %d %s once", x->r + 1, x->d, side);
  else if (rule == SS_RULE_COL)
    snprintf (buf, size, "Column %d, digit %d %s once", x->c + 1, x->d, side);
  else if (rule == SS_RULE_BOX)
    snprintf (buf, size, "%s %d, digit %d %s once", irregular (x) ? "Region"
              : "Box", box, x->d, side);
  else if (rule >= SS_RULE_COUNT)
    triad_title (x, rule, side, buf, size);
  else
    snprintf (buf, size, "Givens");
}

/* The title and how many clauses the sample group has, wrapped. */
static void
write_sample_title (const explainer *x, ss_family f, const sample *s)
{
  char title[96], line[256], a[32], b[32];
  size_t at;
  group_title (x, f, title, sizeof title);
  thousands (x->info.family_clauses[f], b);
  at = (size_t) snprintf (line, sizeof line, "%s: ", title);
  if (f == SS_FAM_GIVENS)
    snprintf (line + at, sizeof line - at, "the first of %s clauses", b);
  else if (s->count == 0)
    snprintf (line + at, sizeof line - at, "no clauses (the givens "
              "settle it)");
  else if (s->count == 1)
    snprintf (line + at, sizeof line - at, "one clause (%s in the family)",
              b);
  else if (s->count <= s->kept)
    snprintf (line + at, sizeof line - at, "%ld clauses (%s in the family)",
              s->count, b);
  else
    snprintf (line + at, sizeof line - at, "the first %d of its %s clauses "
              "(%s in the family)", s->kept, thousands (s->count, a), b);
  ss_wrap (x->out, "  ", "      ", 76, line);
}

static void
write_sample (const explainer *x, ss_family f)
{
  const sample *s = &x->fam_sample[f];
  write_sample_title (x, f, s);
  for (int i = 0; i < s->kept && (f != SS_FAM_GIVENS || !i); i++)
    write_clause (x, s->lits[i], s->len[i]);
}

static void
write_samples (const explainer *x)
{
  int boxless = x->want[SS_RULE_BOX] < 0; /* in no region: no box sample */
  fprintf (x->out, "3. Sample clauses\n\n  A clause lists literals and ends "
           "in 0; -v means \"not v\".  It holds when at\n  least one of its "
           "literals is true.  Samples: cell r%dc%d (the first blank\n  "
           "cell) and, for its smallest candidate %d, its row%s%s.\n\n",
           x->r + 1, x->c + 1, x->d, boxless ? " and column\n  (the cell is "
           "in no region)" : ", column and ", boxless ? "" : box_word (x));
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    if ((x->info.families & (1u << f))
        && !(boxless && ss_family_rule ((ss_family) f) == SS_RULE_BOX))
      write_sample (x, (ss_family) f);
  char text[512];
  snprintf (text, sizeof text, "How %s at-most-one works: %s",
            ss_amo_name (x->info.opts.amo), ss_amo_how (x->info.opts.amo));
  fputc ('\n', x->out);
  ss_wrap (x->out, "  ", "  ", 76, text);
  fputc ('\n', x->out);
}

static void
write_cover_table (const explainer *x)
{
  const char *const what[] = { "cell", "row-digit", "column-digit",
                               irregular (x) ? "region-digit" : "box-digit" };
  const char *const says[] = { "cell (r,c) holds a digit",
                               "row r holds d", "column c holds d",
                               irregular (x) ? "region b holds d"
                                             : "box b holds d" };
  long nn = (long) x->info.n * x->info.n;
  fprintf (x->out, "    %-13s %-13s %-25s %s\n", "columns", "family",
           "condition", "clause families");
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    {
      char range[32];
      snprintf (range, sizeof range, "%ld..%ld", rule * nn + 1,
                (rule + 1) * nn);
      if (rule && x->info.triads)
        fprintf (x->out, "    %-13s %-13s %-25s through the triads (4)\n",
                 range, what[rule], says[rule]);
      else
        fprintf (x->out, "    %-13s %-13s %-25s %s, %s\n", range,
                 what[rule], says[rule],
                 fam_name (x, (ss_family) (1 + 2 * rule)),
                 fam_name (x, (ss_family) (2 + 2 * rule)));
    }
}

static void
write_cover_example (const explainer *x)
{
  int n = x->info.n;
  long col[SS_RULE_COUNT];
  for (int rule = 0; rule < SS_RULE_COUNT; rule++)
    col[rule] = x->want[rule] < 0 ? 0 : ss_xc_column (n, (ss_rule) rule, x->want[rule]) + 1;
  if (x->want[SS_RULE_BOX] < 0) /* a cell in no region */
    fprintf (x->out, "\n  Candidate r%dc%d = %d (x = %ld) sits in columns "
             "%ld, %ld and %ld\n  (its cell is in no region).\n", x->r + 1,
             x->c + 1, x->d, ss_var (n, x->r, x->c, x->d), col[0], col[1],
             col[2]);
  else
    fprintf (x->out, "\n  Candidate r%dc%d = %d (x = %ld) sits in columns "
             "%ld, %ld, %ld and %ld.\n", x->r + 1, x->c + 1, x->d,
             ss_var (n, x->r, x->c, x->d), col[0], col[1], col[2], col[3]);
  if (x->info.triads)
    fputs ("  A cell column's N candidates become one \"at least one\" "
           "clause and one\n  \"at most one\" constraint; a row, column or "
           "box column becomes one\n  over its triads, and each triad one "
           "over its cells.\n", x->out);
  else
    fputs ("  Each column's N candidates become one \"at least one\" clause "
           "and one\n  \"at most one\" constraint: together, \"exactly "
           "once\".\n", x->out);
}

/* With rules beyond the houses the covers are not the models: the
 * rules' families keep only the covers that obey them. */
static void
write_rules_verdict (const explainer *x)
{
  ss_wrap (x->out, "  ", "  ", 76, "The columns alone describe the grids "
           "that obey the houses: the models of the cell and house "
           "families are exactly those covers.  The variant rules (4) add "
           "clauses of their own, so the models of the whole CNF are only "
           "the covers that obey every rule as well -- the puzzle's "
           "solutions, one model each, since each auxiliary variable is "
           "defined by the cells.");
}

static void
write_cover_verdict (const explainer *x)
{
  ss_encoding e = x->info.opts.encoding;
  if (x->info.vfamilies)
    {
      write_rules_verdict (x);
      return;
    }
  if (e == SS_ENC_MINIMAL || e == SS_ENC_EFFICIENT)
    fputs ("  This encoding leaves some halves out, yet its models are "
           "still the covers:\n  in a row, N cells each hold at least one "
           "digit and no digit comes twice,\n  so each cell holds exactly "
           "one digit and each digit comes once; the same\n  holds for "
           "columns and boxes.\n", x->out);
  else if (x->info.triads)
    fputs ("  Here the cell columns are clauses and the others hold through "
           "the triads,\n  so the models of the CNF, read on the cell-digit "
           "variables, are exactly\n  the covers (each with one value of the "
           "triads, which the cells define).\n", x->out);
  else
    fputs ("  Here every column is \"exactly once\", so the models of the "
           "CNF are exactly\n  the covers.\n", x->out);
  if (ss_encoding_reduced (e))
    fputs ("  The givens cover their columns in advance: reduced keeps "
           "only the open\n  columns, and only candidates that meet none of "
           "the covered ones.\n", x->out);
}

/* Section 4 of the augmented encodings: what the triads say, and why
 * propagation over them finds locked candidates. */
static void
write_triads (const explainer *x, int section)
{
  char text[1200], h[48];
  int rr = x->info.box_rows, cc = x->info.box_cols, d = x->d;
  triad_cells (x, 0, x->r, x->c / cc, h, sizeof h);
  fprintf (x->out, "%d. Triads\n\n", section);
  snprintf (text, sizeof text, "The augmented encoding (tdoku's) states the "
            "row, column and box rules over triads, not over cells.  Each "
            "triad is defined by its cells: \"exactly one of the cells of %s "
            "holding %d, and not (%s has %d)\", so the triad is true exactly "
            "when one cell of its mini-row holds %d, and never two.  Then "
            "each row holds each digit in exactly one of its %d mini-rows, "
            "each column in exactly one of its %d mini-columns, and each box "
            "in exactly one of its %d mini-rows and exactly one of its %d "
            "mini-columns.", h, d, h, d, d, rr, cc, rr, cc);
  ss_wrap (x->out, "  ", "  ", 76, text);
  fputc ('\n', x->out);
  snprintf (text, sizeof text, "Together they are every rule: a row holds "
            "%d in exactly one mini-row, and that mini-row in exactly one "
            "cell, so the row holds it exactly once; columns and boxes the "
            "same way.  They also let unit propagation find locked "
            "candidates: when the box of %s can place %d only in that "
            "mini-row, the box's other mini-row triads are false, so this "
            "one is true, so the row's other mini-row triads are false, and "
            "their cells lose %d (pointing); from the row's side the same "
            "clauses give claiming.", d, h, d, d);
  ss_wrap (x->out, "  ", "  ", 76, text);
  fputc ('\n', x->out);
}

static void
write_cover (const explainer *x, int section)
{
  int n = x->info.n;
  long nn = (long) n * n;
  fprintf (x->out, "%d. Exact cover\n\n  A solved grid picks %ld of the %ld "
           "candidates \"rRcC = d\" so that each of\n  4 x %ld = %ld "
           "conditions holds exactly once: an exact cover.  The\n  "
           "conditions are the columns of the exact-cover matrix, four "
           "families of\n  %ld, and each family is one Sudoku rule:\n\n", section, nn,
           ss_var_count (n), nn, 4 * nn, nn);
  write_cover_table (x);
  write_cover_example (x);
  write_cover_verdict (x);
}

int
ss_explain_write (FILE *out, const ss_grid *puzzle, const ss_encode_opts *o,
                  ss_error *err)
{
  explainer *x = calloc (1, sizeof *x);
  if (!x || ss_varmap_init (&x->map, puzzle,
                            ss_encoding_reduced (o->encoding)))
    return free (x), ss_error_set (err, 0, 0, "out of memory"), -1;
  if ((ss_encoding_families (o->encoding) & SS_FAMS_TRIADS)
      && ss_triads_init (&x->triads, &x->map,
                         ss_encoding_reduced (o->encoding), x->map.primary))
    {
      ss_varmap_free (&x->map);
      return free (x), ss_error_set (err, 0, 0, "out of memory"), -1;
    }
  x->out = out;
  x->puzzle = puzzle;
  ss_vsamples_init (&x->vs);
  choose_sample (x);
  ss_sink sink = { x, on_begin, 0, on_family, on_group, on_clause, on_label,
                   0 };
  int got = ss_encode_map (&x->map, o, &sink, err);
  int section = 4;
  if (!got)
    {
      write_title (x);
      write_variables (x);
      write_families (x);
      write_samples (x);
      if (puzzle->model)
        ss_vsamples_write (out, &x->vs, puzzle, &x->info, &x->map,
                           section++);
      if (x->info.triads)
        write_triads (x, section++);
      write_cover (x, section);
    }
  ss_vsamples_free (&x->vs);
  ss_triads_free (&x->triads);
  ss_varmap_free (&x->map);
  free (x);
  return got ? -1 : 0;
}

/* ---- --stats ---- */

/* The encoding column fits the longest name. */
static int
name_width (void)
{
  int w = 0;
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    if ((int) strlen (ss_encoding_name ((ss_encoding) e)) > w)
      w = (int) strlen (ss_encoding_name ((ss_encoding) e));
  return w;
}

static int
stats_row (FILE *out, const ss_grid *puzzle, ss_encode_opts *o, int dflt,
           ss_error *err)
{
  ss_encode_info in;
  char v[32], a[32], c[32], l[32];
  if (ss_encode_count (puzzle, o, &in, err))
    return -1;
  fprintf (out, "%c %-*s %-11s %10s %10s %12s %12s\n", dflt ? '*' : ' ',
           name_width (), ss_encoding_name (o->encoding), ss_amo_name (o->amo),
           thousands (in.nvars, v), thousands (in.nvars - in.primary, a),
           thousands (in.nclauses, c), thousands (in.nlits, l));
  return 0;
}

/* ---- --stats for a variant puzzle's rules ---- */

/* One row: a variant family's variables and clauses under each sum
 * encoding (or the one when there are no sums). */
static void
variant_row (FILE *out, const char *name, const ss_encode_info *in, int cols,
             int f)
{
  char v[32], c[32];
  fprintf (out, "  %-21s", name);
  for (int s = 0; s < cols; s++)
    {
      long aux = f < 0 ? in[s].nvars - in[s].primary : in[s].family_aux[f];
      long cl = f < 0 ? in[s].nclauses : in[s].family_clauses[f];
      fprintf (out, " %8s %9s", thousands (aux, v), thousands (cl, c));
    }
  fputc ('\n', out);
}

/* The families of the rules, with the default encoding and AMO, per sum
 * encoding. */
static int
stats_variant (FILE *out, const ss_grid *puzzle, int givens, ss_error *err)
{
  ss_encode_info in[SS_SUM_END];
  ss_encode_opts o;
  int cols = ss_vsamples_has_sums (puzzle) ? SS_SUM_END - 1 : 1;
  ss_encode_opts_default (&o, puzzle->n);
  o.givens = givens;
  for (int s = 0; s < cols; s++)
    {
      o.sum = cols > 1 ? s + 1 : SS_SUM_AUTO;
      if (ss_encode_count (puzzle, &o, &in[s], err))
        return -1;
    }
  fprintf (out, "\nThe variant rules' families (--encoding %s --amo %s)%s\n"
           "  %-21s", ss_encoding_name (o.encoding), ss_amo_name (o.amo),
           cols > 1 ? ",\nper sum encoding (--sum):" : ":", "");
  for (int s = 0; s < cols; s++)
    fprintf (out, " %18s", cols > 1 ? ss_sum_name (s + 1) : "");
  fprintf (out, "\n  %-21s", "family");
  for (int s = 0; s < cols; s++)
    fprintf (out, " %8s %9s", "new vars", "clauses");
  fputc ('\n', out);
  uint64_t fams = 0;
  for (int s = 0; s < cols; s++)
    fams |= in[s].vfamilies;
  for (int f = SS_FAMILY_COUNT; f < SS_FAMILY_ALL; f++)
    if (fams & SS_VFAM_BIT (f))
      variant_row (out, ss_family_name ((ss_family) f), in, cols, f);
  variant_row (out, "whole CNF", in, cols, -1);
  if (cols > 1)
    fprintf (out, "\n  the default sum encoding: --sum %s\n",
             ss_sum_name (SS_SUM_DEFAULT));
  return 0;
}

/* Augmented needs boxes: its rows say so for irregular regions. */
static int
needs_boxes (const ss_grid *g, ss_encoding e)
{
  return g->model && g->model->irregular
         && (ss_encoding_families (e) & SS_FAMS_TRIADS);
}

int
ss_stats_write (FILE *out, const ss_grid *puzzle, int givens, ss_error *err)
{
  ss_encode_opts dflt, o;
  int n = puzzle->n, count = ss_grid_givens (puzzle);
  ss_encode_opts_default (&dflt, n);
  fprintf (out, "Variables and clauses for a %dx%d Sudoku (%dx%d boxes)\n",
           n, n, puzzle->box_rows, puzzle->box_cols);
  if (count)
    fprintf (out, "with %d givens: %s; reduced applies them\n\n", count,
             givens ? "unit clauses" : "left out (--no-givens)");
  else
    fputs ("on the empty grid\n\n", out);
  fprintf (out, "  %-*s %-11s %10s %10s %12s %12s\n", name_width (),
           "encoding",
           "at-most-one", "variables", "auxiliary", "clauses", "literals");
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    for (int a = 0; a < SS_AMO_COUNT; a++)
      {
        o = (ss_encode_opts) { (ss_encoding) e, (ss_amo) a,
                               givens || ss_encoding_reduced (e),
                               SS_SUM_AUTO, 0 };
        if (needs_boxes (puzzle, (ss_encoding) e))
          {
            if (a == 0)
              fprintf (out, "  %-*s (needs boxes: not for irregular "
                       "regions)\n", name_width (),
                       ss_encoding_name ((ss_encoding) e));
            continue;
          }
        if (stats_row (out, puzzle, &o, e == (int) dflt.encoding
                       && a == (int) dflt.amo, err))
          return -1;
      }
  fprintf (out, "\n* the default for %dx%d: --encoding %s --amo %s\n", n, n,
           ss_encoding_name (dflt.encoding), ss_amo_name (dflt.amo));
  if (!count)
    fputs ("  (with no givens, the reduced forms have nothing to apply: "
           "reduced equals\n  extended, augmented-reduced equals "
           "augmented)\n", out);
  return puzzle->model ? stats_variant (out, puzzle, givens, err) : 0;
}
