/* sudokupad.c -- a SudokuPad puzzle object to a grid and its model (see
 * sudokupad.h; docs/model.md "SudokuPad").
 *
 * Model: SudokuPad's object draws a puzzle more than it states one.  What
 * carries a rule of its own is read: "cells" (N rows of N cells; a
 * cell's "value" is a given), "regions" (N lists of N [row, column]
 * pairs, 0-based), "cages" and "metadata".  A cage is read by SudokuPad's
 * convention: one whose value is "name: text" and that has no cells is
 * metadata (older puzzles keep title, author, rules and solution so); a
 * cage with a number (its "value", or "sum") is a killer cage, its digits
 * distinct unless "unique" is false, which sudosat cannot read; a cage
 * with no number and "unique": true is a group whose digits do not
 * repeat (an extra region when it has N cells: SudokuPad's way of
 * defining one); "unique": false with no number is drawn only.  A cage
 * with no number and no "unique" says nothing by itself (its meaning,
 * if any, is in the rules text), and neither does a clue that is not a
 * number: both refuse the puzzle.  "lines", "arrows", "overlays" and
 * "underlays" are pictures whose meaning is only in the rules text: a
 * puzzle that has any is refused, naming how many of each, and how to
 * give it instead.  The metadata's global flags antiknight and antiking
 * are rules; a background image or "norowcol" changes the puzzle in a
 * way sudosat cannot read, and is refused; an unknown name anywhere is
 * refused by name with the error's unknown flag, as f-puzzles' are.
 *
 * The embedded solution ("metadata": {"solution": "8543..."}) is checked
 * against the puzzle once it is read, and the verdict is listed with the
 * ignored keys (--verbose): it is the setter's word, never an input.
 */
#include "sudokupad.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kinds.h"
#include "../model.h"
#include "../verify.h"
#include "json.h"
#include "lzstring.h"

typedef struct sp_read {
  const char *text;
  size_t len;
  const ss_fp_origin *o;
  ss_json_doc doc;
  int n;
  ss_model *m;
  ss_grid *g;
  ss_error *err;
  int *cells;          /* scratch: N*N */
  char where[48];      /* what is being read, for messages */
  int solution;        /* the node of the embedded solution, or -1 */
  char solution_text[SS_FP_MAX_N * SS_FP_MAX_N * 2 + 8];
} sp_read;

/* ---- messages ----------------------------------------------------------- */

static void
position (const sp_read *r, long at, long *line, long *col)
{
  long l, c;
  *line = r->o->line;
  *col = r->o->col;
  if (!r->o->mapped || at < 0)
    return;
  ss_json_position (r->text, r->len, at, &l, &c);
  *line += l - 1;
  *col = l == 1 ? *col + c - 1 : c;
}

static int
fail (sp_read *r, long at, int unknown, const char *fmt, ...)
{
  char what[240];
  long line, col;
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (what, sizeof what, fmt, ap);
  va_end (ap);
  position (r, at, &line, &col);
  if (*r->where)
    ss_error_set (r->err, line, col, "SudokuPad %s: %s", r->where, what);
  else
    ss_error_set (r->err, line, col, "SudokuPad: %s", what);
  r->err->unknown = unknown;
  return -1;
}

static const ss_json_node *
node (const sp_read *r, int i)
{
  return ss_json_at (&r->doc, i);
}

static const char *
key_of (const sp_read *r, int i)
{
  return ss_json_key (&r->doc, node (r, i));
}

static int
note (sp_read *r, const char *what)
{
  return ss_model_ignore (r->m, what) < 0 ? fail (r, -1, 0, "out of memory")
                                          : 0;
}

/* ---- values ------------------------------------------------------------- */

/* A whole number, as a JSON number or a string of digits: 1 with *v, 0
 * when it is neither (absent, null, "", or other text). */
static int
whole (const sp_read *r, int i, long *v)
{
  const ss_json_node *k = node (r, i);
  if (k && k->type == SS_JSON_NUMBER && k->num == (long) k->num
      && k->num > -1e6 && k->num < 1e6)
    return *v = (long) k->num, 1;
  if (!k || k->type != SS_JSON_STRING || !k->slen || k->slen > 6)
    return 0;
  const char *s = ss_json_str (&r->doc, k);
  long x = 0;
  for (; *s >= '0' && *s <= '9'; s++)
    x = 10 * x + (*s - '0');
  return *s ? 0 : (*v = x, 1);
}

/* A [row, column] pair (0-based) inside the grid: the cell's index, or
 * -1 with the error set. */
static int
cell_pair (sp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  long rc[2];
  int got = 0;
  if (k && k->type == SS_JSON_ARRAY && k->count == 2)
    for (int c = k->first; c >= 0; c = node (r, c)->next)
      got += whole (r, c, &rc[got]) == 1 && node (r, c)->type
             == SS_JSON_NUMBER;
  if (got != 2)
    return fail (r, k ? k->at : -1, 0, "a cell must be a [row, column] "
                 "pair of numbers (0-based)");
  if (rc[0] < 0 || rc[0] >= r->n || rc[1] < 0 || rc[1] >= r->n)
    return fail (r, k->at, 0, "[%ld, %ld] is outside the %dx%d grid", rc[0],
                 rc[1], r->n, r->n);
  return (int) (rc[0] * r->n + rc[1]);
}

/* The cells of a list of pairs into r->cells; their number, or -1. */
static int
cell_list (sp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  int count = 0;
  if (!k || k->type != SS_JSON_ARRAY)
    return fail (r, k ? k->at : -1, 0, "cells must be a list of [row, "
                 "column] pairs");
  for (int c = k->first; c >= 0; c = node (r, c)->next)
    {
      int at = cell_pair (r, c);
      if (at < 0)
        return -1;
      for (int j = 0; j < count; j++)
        if (r->cells[j] == at)
          return fail (r, node (r, c)->at, 0, "r%dc%d is listed twice",
                       at / r->n + 1, at % r->n + 1);
      r->cells[count++] = at;
    }
  return count;
}

/* ---- constraints -------------------------------------------------------- */

static int
add (sp_read *r, int kind, int ncells, const int *vals, int nvals, long at)
{
  ss_con c;
  ss_error e;
  memset (&c, 0, sizeof c);
  c.kind = kind;
  c.cell = r->cells;
  c.ncells = ncells;
  c.val = (int *) vals;
  c.nvals = nvals;
  c.clue_r = c.clue_c = -1;
  position (r, at, &c.line, &c.col);
  if (ss_con_validate (r->m, &c, &e) < 0)
    return fail (r, at, 0, "%s", e.msg);
  return ss_model_add (r->m, &c) < 0 ? fail (r, -1, 0, "out of memory") : 0;
}

/* ---- metadata ----------------------------------------------------------- */

enum { META_TEXT, META_SOLUTION, META_NOTE, META_RULE, META_REFUSE };

typedef struct meta_name {
  const char *name;
  int what;
  int arg; /* META_TEXT: 't', 'a', 'r'; META_RULE: its kind */
  const char *why; /* META_REFUSE */
} meta_name;

static const meta_name metas[] = {
  { "title", META_TEXT, 't', 0 },
  { "author", META_TEXT, 'a', 0 },
  { "rules", META_TEXT, 'r', 0 },
  { "solution", META_SOLUTION, 0, 0 },
  { "source", META_NOTE, 0, 0 },
  { "msgcorrect", META_NOTE, 0, 0 },
  { "customstyle", META_NOTE, 0, 0 },
  { "bgimageopacity", META_NOTE, 0, 0 },
  { "antiknight", META_RULE, SS_KIND_ANTIKNIGHT, 0 },
  { "antiking", META_RULE, SS_KIND_ANTIKING, 0 },
  { "bgimage", META_REFUSE, 0, "a background image, which may draw clues "
    "whose meaning is in the rules text" },
  { "norowcol", META_REFUSE, 0, "rows and columns without their rule (a "
    "digit may repeat in them), which sudosat cannot hold" },
};

static const meta_name *
meta_find (const char *name, size_t len)
{
  for (size_t i = 0; i < sizeof metas / sizeof *metas; i++)
    if (strlen (metas[i].name) == len && !strncmp (metas[i].name, name, len))
      return &metas[i];
  return 0;
}

static int
is_true (const sp_read *r, int i, const char *text)
{
  const ss_json_node *k = node (r, i);
  if (text)
    return !strcmp (text, "true") || !strcmp (text, "1");
  return k && (k->type == SS_JSON_TRUE
               || (k->type == SS_JSON_NUMBER && k->num == 1));
}

/* One metadata entry: its value is node i, or the text of a metadata
 * cage ("title: ..."), in text. */
static int
meta (sp_read *r, const meta_name *m, const char *name, int i,
      const char *text, long at)
{
  char what[64];
  const ss_json_node *k = node (r, i);
  if (!m)
    return fail (r, at, 1, "metadata \"%.24s\" is not one sudosat knows: "
                 "the puzzle is refused rather than solved without it", name);
  if (m->what == META_REFUSE)
    return fail (r, at, 1, "metadata \"%s\" gives %s: the puzzle is refused",
                 m->name, m->why);
  if (m->what == META_RULE)
    return is_true (r, i, text) ? add (r, m->arg, 0, 0, 0, at) : 0;
  if (m->what == META_SOLUTION)
    {
      const char *s = text ? text : k && k->type == SS_JSON_STRING
                      ? ss_json_str (&r->doc, k) : "";
      int len = (int) strlen (s);
      if (k && !text && k->type == SS_JSON_NUMBER) /* zipping made digits a
                                                      number */
        s = r->text + k->at, len = (int) strspn (s, "0123456789");
      snprintf (r->solution_text, sizeof r->solution_text, "%.*s", len, s);
      r->solution = 1;
      return 0;
    }
  if (m->what == META_TEXT)
    {
      const char *s = text ? text : k && k->type == SS_JSON_STRING
                      ? ss_json_str (&r->doc, k) : 0;
      if (!s)
        return k && k->type == SS_JSON_NULL ? 0
               : fail (r, at, 0, "metadata \"%s\" must be text", m->name);
      if (strlen (s) > SS_FP_MAX_TEXT)
        return fail (r, at, 0, "metadata \"%s\" is longer than %d bytes (the "
                     "limit)", m->name, SS_FP_MAX_TEXT);
      return *s && ss_model_set_text (r->m, m->arg, s) < 0
             ? fail (r, -1, 0, "out of memory") : 0;
    }
  snprintf (what, sizeof what, "metadata.%s", m->name);
  return note (r, what);
}

static int
read_metadata (sp_read *r, int obj)
{
  const ss_json_node *k = node (r, obj);
  if (k->type != SS_JSON_OBJECT)
    return fail (r, k->at, 0, "\"%s\" must be an object", key_of (r, obj));
  for (int i = k->first; i >= 0; i = node (r, i)->next)
    {
      const char *name = key_of (r, i);
      if (meta (r, meta_find (name, strlen (name)), name, i, 0,
                node (r, i)->key_at) < 0)
        return -1;
    }
  return 0;
}

/* ---- the grid ----------------------------------------------------------- */

static int
given (sp_read *r, int i, int at)
{
  const ss_json_node *k = node (r, i);
  long v;
  if (k->type == SS_JSON_NULL || (k->type == SS_JSON_STRING && !k->slen))
    return 0;
  if (!whole (r, i, &v) || v < 0 || v > r->n)
    return fail (r, k->at, 0, "r%dc%d: value is not a digit of a %dx%d grid",
                 at / r->n + 1, at % r->n + 1, r->n, r->n);
  r->g->cell[at] = (uint8_t) v;
  return 0;
}

/* A cell's members: its given "value" ("given": false makes it a
 * solver's entry), and marks, which SudokuPad shows and does not
 * enforce. */
static int
read_cell (sp_read *r, int i, int at)
{
  const ss_json_node *k = node (r, i);
  int value = -1, is_given = 1;
  if (k->type != SS_JSON_OBJECT)
    return fail (r, k->at, 0, "a cell must be an object");
  for (int m = k->first; m >= 0; m = node (r, m)->next)
    {
      const char *name = key_of (r, m);
      if (!strcmp (name, "value"))
        value = m;
      else if (!strcmp (name, "given"))
        is_given = node (r, m)->type != SS_JSON_FALSE;
      else if (!strcmp (name, "pencilMarks") || !strcmp (name, "centremarks")
               || !strcmp (name, "cornermarks"))
        {
          if (note (r, "cells.marks (shown, not rules)") < 0)
            return -1;
        }
      else
        return fail (r, node (r, m)->key_at, 1, "r%dc%d: cell member "
                     "\"%.24s\" is not one sudosat knows", at / r->n + 1,
                     at % r->n + 1, name);
    }
  if (value >= 0 && !is_given)
    return note (r, "cells.value (given: false)");
  return value >= 0 ? given (r, value, at) : 0;
}

static int
read_size (sp_read *r, int cells)
{
  const ss_json_node *k = node (r, cells);
  int R = r->o->box_rows, C = r->o->box_cols;
  if (k->type != SS_JSON_ARRAY || !k->count)
    return fail (r, k->at, 0, "\"cells\" must be a list of rows");
  r->n = k->count;
  if (r->n < SS_FP_MIN_N || r->n > SS_FP_MAX_N)
    return fail (r, k->at, 0, "a grid of %d rows: sudosat reads %d to %d",
                 r->n, SS_FP_MIN_N, SS_FP_MAX_N);
  if (R && R * C != r->n)
    return fail (r, k->at, 0, "--box %dx%d does not fit a %dx%d grid", R, C,
                 r->n, r->n);
  if (!R)
    ss_default_box (r->n, &R, &C);
  if (!(r->m = ss_model_new (R, C)) || ss_grid_init (r->g, R, C) < 0
      || !(r->cells = malloc ((size_t) r->n * r->n * sizeof *r->cells)))
    return fail (r, -1, 0, "out of memory");
  return 0;
}

static int
read_cells (sp_read *r, int cells)
{
  int at = 0;
  snprintf (r->where, sizeof r->where, "\"cells\"");
  if (read_size (r, cells) < 0)
    return -1;
  for (int row = node (r, cells)->first; row >= 0; row = node (r, row)->next)
    {
      const ss_json_node *w = node (r, row);
      if (w->type != SS_JSON_ARRAY || w->count != r->n)
        return fail (r, w->at, 0, "row %d must be %d cells (a grid that is "
                     "not square is not a sudoku sudosat reads)",
                     at / r->n + 1, r->n);
      for (int c = w->first; c >= 0; c = node (r, c)->next)
        if (read_cell (r, c, at++) < 0)
          return -1;
    }
  return 0;
}

/* N regions of N cells, each cell in one.  No "regions" is refused, not
 * read as cells in no region: SudokuPad draws none for a Latin square
 * and for a chaos construction alike, and only the rules text tells. */
static int
read_regions (sp_read *r, int regions)
{
  const ss_json_node *k = node (r, regions);
  int id[SS_FP_MAX_N * SS_FP_MAX_N], count = 0, n = r->n;
  snprintf (r->where, sizeof r->where, "\"regions\"");
  if (regions < 0)
    return fail (r, -1, 1, "the puzzle has no \"regions\": only its rules "
                 "say what stands there (a Latin square? regions to draw?); "
                 "give a Latin square as f-puzzles, \"region\": null");
  if (k->type != SS_JSON_ARRAY || k->count != n)
    return fail (r, k->at, 0, "must be %d regions (the grid is %dx%d)", n, n,
                 n);
  for (int i = 0; i < n * n; i++)
    id[i] = -1;
  for (int g = k->first; g >= 0; g = node (r, g)->next, count++)
    {
      int got = cell_list (r, g);
      if (got < 0)
        return -1;
      if (got != n)
        return fail (r, node (r, g)->at, 0, "region %d has %d cells; every "
                     "region needs %d", count + 1, got, n);
      for (int j = 0; j < got; j++)
        if (id[r->cells[j]] >= 0)
          return fail (r, node (r, g)->at, 0, "r%dc%d is in regions %d and "
                       "%d", r->cells[j] / n + 1, r->cells[j] % n + 1,
                       id[r->cells[j]] + 1, count + 1);
        else
          id[r->cells[j]] = count;
    }
  return ss_model_set_regions (r->m, id, r->err) < 0 ? -1 : 0;
}

/* ---- cages -------------------------------------------------------------- */

static int
cosmetic_member (const char *name)
{
  static const char *const names[] = { "outlineC", "fontC", "cageColor",
                                       "borderColor", "backgroundColor",
                                       "color", "opacity", "thickness",
                                       "hidden" };
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp (name, names[i]))
      return 1;
  return 0;
}

typedef struct cage_read {
  int cells, value, sum, unique, style; /* member nodes, or -1 */
} cage_read;

static int
cage_members (sp_read *r, int e, cage_read *c)
{
  const ss_json_node *k = node (r, e);
  *c = (cage_read) { -1, -1, -1, -1, -1 };
  if (k->type != SS_JSON_OBJECT)
    return fail (r, k->at, 0, "a cage must be an object");
  for (int m = k->first; m >= 0; m = node (r, m)->next)
    {
      const char *name = key_of (r, m);
      int *slot = !strcmp (name, "cells") ? &c->cells
                  : !strcmp (name, "value") ? &c->value
                  : !strcmp (name, "sum") ? &c->sum
                  : !strcmp (name, "unique") ? &c->unique
                  : !strcmp (name, "style") ? &c->style : 0;
      if (slot)
        *slot = node (r, m)->type == SS_JSON_NULL ? -1 : m;
      else if (!cosmetic_member (name))
        return fail (r, node (r, m)->key_at, 1, "member \"%.24s\" is not "
                     "one sudosat knows for a cage", name);
    }
  return 0;
}

/* A value "name: text" (SudokuPad's metadata in a cage): 1 with the
 * name's length and the text, else 0. */
static int
meta_text (const sp_read *r, int value, size_t *len, const char **text)
{
  const ss_json_node *k = node (r, value);
  const char *s = k && k->type == SS_JSON_STRING ? ss_json_str (&r->doc, k)
                                                 : "";
  size_t n = 0;
  while ((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= 'A' && s[n] <= 'Z'))
    n++;
  if (!n || s[n] != ':' || s[n + 1] != ' ')
    return 0;
  *len = n;
  *text = s + n + 2;
  return 1;
}

/* The number a cage holds: 1 with *total, 0 with none, -1 on error (a
 * clue that is not a number, or two numbers that differ). */
static int
cage_total (sp_read *r, const cage_read *c, int *total)
{
  long v, s;
  int has_v = c->value >= 0 && whole (r, c->value, &v);
  int has_s = c->sum >= 0 && whole (r, c->sum, &s);
  const ss_json_node *k = node (r, c->value);
  if (c->value >= 0 && !has_v
      && !(k->type == SS_JSON_STRING && !k->slen))
    return fail (r, k->at, 1, "its clue '%.20s' is not a sum: a cage whose "
                 "clue is not a number carries its meaning in the rules "
                 "text, which sudosat cannot read",
                 k->type == SS_JSON_STRING ? ss_json_str (&r->doc, k) : "?");
  if (c->sum >= 0 && !has_s)
    return fail (r, node (r, c->sum)->at, 0, "\"sum\" must be a number");
  if (has_v && has_s && v != s)
    return fail (r, node (r, c->sum)->at, 0, "its value %ld and its sum %ld "
                 "differ", v, s);
  *total = (int) (has_v ? v : has_s ? s : 0);
  return has_v || has_s;
}

/* One cage by SudokuPad's convention (the file's opening comment). */
static int
cage (sp_read *r, int e)
{
  cage_read c;
  size_t nlen;
  const char *text;
  int total, count = 0, has;
  if (cage_members (r, e, &c) < 0)
    return -1;
  if (c.cells >= 0 && (count = cell_list (r, c.cells)) < 0)
    return -1;
  if (c.value >= 0 && meta_text (r, c.value, &nlen, &text))
    {
      char name[32];
      snprintf (name, sizeof name, "%.*s", (int) (nlen < 31 ? nlen : 31),
                ss_json_str (&r->doc, node (r, c.value)));
      if (!count || meta_find (name, strlen (name)))
        return meta (r, meta_find (name, strlen (name)), name, -1, text,
                     node (r, c.value)->at);
    }
  if ((has = cage_total (r, &c, &total)) < 0)
    return -1;
  if (!count)
    return note (r, "cages (without cells)");
  if (c.style >= 0)
    return fail (r, node (r, c.style)->at, 1, "a cage with a \"style\" "
                 "carries its meaning in the rules text, which sudosat cannot "
                 "read");
  int unique = c.unique < 0 ? -1 : node (r, c.unique)->type == SS_JSON_TRUE;
  if (c.unique >= 0 && node (r, c.unique)->type != SS_JSON_TRUE
      && node (r, c.unique)->type != SS_JSON_FALSE)
    return fail (r, node (r, c.unique)->at, 0, "\"unique\" must be true or "
                 "false");
  if (has && unique == 0)
    return fail (r, node (r, c.unique)->at, 1, "a sum cage whose digits may "
                 "repeat (\"unique\": false) is not a rule sudosat knows");
  if (has)
    return add (r, SS_KIND_KILLER, count, &total, 1, node (r, e)->at);
  if (unique == 1)
    return add (r, count == r->n ? SS_KIND_EXTRA : SS_KIND_KILLER, count, 0,
                 0, node (r, e)->at);
  if (unique == 0)
    return note (r, "cages (unique: false, no sum: drawn only)");
  return fail (r, node (r, e)->at, 1, "a cage with no sum and no \"unique\" "
               "says nothing by itself (its meaning is in the rules text): "
               "give killer cages a sum, and a group whose digits do not "
               "repeat \"unique\": true");
}

static int
read_cages (sp_read *r, int cages)
{
  const ss_json_node *k = node (r, cages);
  int entry = 0;
  snprintf (r->where, sizeof r->where, "\"cages\"");
  if (k->type != SS_JSON_ARRAY)
    return fail (r, k->at, 0, "must be a list of cages");
  for (int e = k->first; e >= 0; e = node (r, e)->next)
    {
      snprintf (r->where, sizeof r->where, "\"cages\" entry %d", ++entry);
      if (cage (r, e) < 0)
        return -1;
    }
  *r->where = 0;
  return 0;
}

/* ---- the object --------------------------------------------------------- */

enum { K_IGNORE, K_NOTE, K_CELLS, K_REGIONS, K_CAGES, K_META, K_TEXT,
       K_DRAWN };

static const struct { const char *name; int what; } top_keys[] = {
  { "id", K_IGNORE },       { "cellSize", K_IGNORE },
  { "settings", K_NOTE },   { "videos", K_NOTE },
  { "cells", K_CELLS },     { "regions", K_REGIONS },
  { "cages", K_CAGES },     { "metadata", K_META },
  { "metaData", K_META },   { "title", K_TEXT },
  { "author", K_TEXT },     { "rules", K_TEXT },
  { "lines", K_DRAWN },     { "arrows", K_DRAWN },
  { "overlays", K_DRAWN },  { "underlays", K_DRAWN },
};

static int
top_key (const char *name)
{
  for (size_t i = 0; i < sizeof top_keys / sizeof *top_keys; i++)
    if (!strcmp (top_keys[i].name, name))
      return top_keys[i].what;
  return -1;
}

/* Every key known, and no pictures: one message names every picture. */
static int
classify (sp_read *r)
{
  char list[160] = "";
  int len = 0, kinds = 0;
  long at = -1;
  for (int i = node (r, 0)->first; i >= 0; i = node (r, i)->next)
    {
      const char *name = key_of (r, i);
      const ss_json_node *k = node (r, i);
      int what = top_key (name);
      if (what < 0)
        return fail (r, k->key_at, 1, "\"%.40s\" is not a key sudosat knows: "
                     "the puzzle is refused rather than solved without it",
                     name);
      if (what != K_DRAWN || k->type != SS_JSON_ARRAY || !k->count)
        continue;
      len += snprintf (list + len, sizeof list - (size_t) len, "%s%d %.*s",
                       kinds++ ? ", " : "", k->count, (int) strlen (name)
                       - (k->count == 1), name); /* "1 line" */
      at = at < 0 ? k->key_at : at;
    }
  if (kinds)
    return fail (r, at, 1, "%s: pictures whose meaning is only in the "
                 "rules text, which sudosat cannot read, so the puzzle is "
                 "refused; give it in sudosat's text form (docs/model.md) or "
                 "as an f-puzzles link", list);
  return 0;
}

static int
member_of (const sp_read *r, const char *name)
{
  return ss_json_member (&r->doc, 0, name);
}

/* The rest, in the object's order, once the grid and regions are read. */
static int
read_rest (sp_read *r)
{
  for (int i = node (r, 0)->first; i >= 0; i = node (r, i)->next)
    {
      const char *name = key_of (r, i);
      int rc = 0;
      *r->where = 0;
      switch (top_key (name))
        {
        case K_CAGES: rc = read_cages (r, i); break;
        case K_META: rc = read_metadata (r, i); break;
        case K_TEXT:
          rc = meta (r, meta_find (name, strlen (name)), name, i, 0,
                     node (r, i)->key_at);
          break;
        case K_NOTE: rc = note (r, name); break;
        default: break;
        }
      if (rc < 0)
        return -1;
    }
  *r->where = 0;
  return 0;
}

/* ---- the embedded solution ---------------------------------------------- */

/* The solution as N*N cells (one character each, or two for a grid
 * past 9): 0, or -1 when it is not such a string. */
static int
solution_cells (const sp_read *r, uint8_t *cells)
{
  const char *s = r->solution_text;
  size_t len = strspn (s, "0123456789"), nn = (size_t) r->n * r->n;
  size_t w = len == nn ? 1 : len == 2 * nn && r->n > 9 ? 2 : 0;
  if (!w || len != strlen (s))
    return -1;
  for (size_t i = 0; i < nn; i++)
    {
      int v = s[w * i] - '0';
      if (w == 2)
        v = 10 * v + s[w * i + 1] - '0';
      if (v < 1 || v > r->n)
        return -1;
      cells[i] = (uint8_t) v;
    }
  return 0;
}

static int
check_solution (sp_read *r)
{
  char what[200] = "metadata.solution (it agrees with the puzzle)";
  ss_grid sol;
  if (!r->solution)
    return 0;
  if (ss_grid_copy (&sol, r->g) < 0)
    return fail (r, -1, 0, "out of memory");
  if (solution_cells (r, sol.cell) < 0)
    snprintf (what, sizeof what, "metadata.solution (not %d digits of "
              "the grid: not checked)", r->n * r->n);
  else
    {
      char problems[120] = "";
      FILE *f = fmemopen (problems, sizeof problems - 1, "w");
      int bad = ss_verify_solution (r->g, &sol, f);
      if (f)
        fclose (f);
      if (bad)
        snprintf (what, sizeof what, "metadata.solution (it does NOT agree "
                  "with the puzzle: %s)", problems);
    }
  ss_grid_free (&sol);
  return ss_model_ignore (r->m, what) < 0 ? fail (r, -1, 0, "out of memory")
                                          : 0;
}

static int
read_object (sp_read *r)
{
  if (classify (r) < 0 || read_cells (r, member_of (r, "cells")) < 0
      || read_regions (r, member_of (r, "regions")) < 0 || read_rest (r) < 0)
    return -1;
  if (ss_model_finish (r->m, r->err) < 0)
    return -1;
  ss_grid_set_model (r->g, r->m);
  return check_solution (r);
}

int
ss_sp_read_json (const char *text, size_t len, const ss_fp_origin *o,
                 ss_grid *g, ss_error *err)
{
  sp_read r;
  long at;
  char msg[160];
  memset (&r, 0, sizeof r);
  r.text = text, r.len = len, r.o = o, r.g = g, r.err = err;
  g->cell = 0;
  g->model = 0;
  if (ss_json_parse (text, len, &r.doc, &at, msg) < 0)
    return fail (&r, at, 0, "JSON: %s", msg);
  int rc = node (&r, 0)->type == SS_JSON_OBJECT && member_of (&r, "cells") >= 0
           ? read_object (&r) : 0;
  if (rc < 0)
    ss_grid_free (g);
  else if (rc == 0 && member_of (&r, "cells") >= 0)
    rc = 1;
  ss_model_unref (r.m);
  ss_json_free (&r.doc);
  free (r.cells);
  return rc;
}

/* ---- a compressed payload ----------------------------------------------- */

/* Plain JSON is read as it is (SudokuPad renames no key then); anything
 * else is unzipped first. */
static int
read_text (const char *text, size_t len, const ss_fp_origin *o, ss_grid *g,
           ss_error *err)
{
  ss_json_doc doc;
  char msg[160], *json;
  size_t jlen;
  long at;
  memset (&doc, 0, sizeof doc);
  if (ss_json_parse (text, len, &doc, &at, msg) == 0)
    {
      ss_json_free (&doc);
      return ss_sp_read_json (text, len, o, g, err);
    }
  if (ss_sp_unzip (text, len, &json, &jlen, &at, msg) < 0)
    {
      ss_error_set (err, o->line, o->col, "SudokuPad string: it holds no "
                    "puzzle SudokuPad writes (at character %ld of its "
                    "text: %s)", at + 1, msg);
      return -1;
    }
  int rc = ss_sp_read_json (json, jlen, o, g, err);
  free (json);
  return rc;
}

int
ss_sp_read_string (const char *s, size_t len, const ss_fp_origin *o,
                   ss_grid *g, ss_error *err)
{
  char *text, msg[160];
  size_t tlen;
  long at;
  ss_fp_origin here = *o;
  here.mapped = 0;
  g->cell = 0;
  g->model = 0;
  if (ss_lz_decompress_base64 (s, len, &text, &tlen, &at, msg) < 0)
    {
      ss_error_set (err, o->line, o->col + at, "SudokuPad string: %s", msg);
      return -1;
    }
  int rc = read_text (text, tlen, &here, g, err);
  free (text);
  if (rc == 0)
    {
      ss_error_set (err, o->line, o->col, "SudokuPad string: it holds "
                    "JSON that is not a SudokuPad puzzle (no \"cells\")");
      rc = -1;
    }
  return rc;
}
