/* read.c -- an f-puzzles JSON object to a grid and its model (see
 * fpuzzles.h; the key table is keys.c).
 *
 * Three passes over the object's members: every key is classified first
 * (an unknown one refuses the puzzle before anything is built, and the
 * set of keys present is what a drawing's fromConstraint is checked
 * against); then "size" and "grid" make the grid, its givens, its
 * regions and the rules of its cells (given pencil marks, older
 * f-puzzles' "parity"); then every rule key, in the object's order, adds
 * its constraints, each validated as it comes so that an error names the
 * key and the entry.  The constraint add-on writes its rules twice, as
 * its key and as a drawn line: a drawn line is matched to the key that
 * carries it, so that only a line no key carries is read as a rule.
 * Messages say where in the JSON (key, entry, line) as well as where in
 * the file, since a compressed string has no lines of its own.
 */
#include "fpuzzles.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../kinds.h"
#include "../kinds/meaning.h"
#include "../model.h"
#include "json.h"
#include "keys.h"

#define MAX_KEYS 64 /* rows of the key table, at most */

typedef struct fp_read {
  const char *text;
  size_t len;
  const ss_fp_origin *o;
  ss_json_doc doc;
  int n;
  ss_model *m;
  ss_grid *g;
  ss_error *err;
  int *cells;              /* scratch for one constraint: 2 N*N + 8 */
  int vals[SS_FP_MAX_N + 8]; /* its parameters (pencil marks: N) */
  char present[MAX_KEYS];  /* rows of the key table the object has */
  const fp_key *row;       /* the key being read, for messages */
  int entry;               /* its entry, 1-based (0: the key itself) */
  struct fp_line_sig *keyed; /* the lines rule keys hold, by hash: made
                                when an add-on line first asks */
  int nkeyed, keyed_made;
} fp_read;

/* A line of a rule key: its hash (line_hash) and its node. */
typedef struct fp_line_sig {
  uint64_t hash;
  int node;
} fp_line_sig;

/* ---- messages ----------------------------------------------------------- */

static void
position (const fp_read *r, long at, long *line, long *col)
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

/* An error at JSON offset at, prefixed with the key and entry being
 * read; unknown: the input names what sudosat does not know. */
static int
fail (fp_read *r, long at, int unknown, const char *fmt, ...)
{
  char what[200], where[64] = "";
  long line, col;
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (what, sizeof what, fmt, ap);
  va_end (ap);
  if (r->row && r->entry)
    snprintf (where, sizeof where, "\"%s\" entry %d: ", r->row->name,
              r->entry);
  else if (r->row)
    snprintf (where, sizeof where, "\"%s\": ", r->row->name);
  position (r, at, &line, &col);
  ss_error_set (r->err, line, col, "f-puzzles %s%s", where, what);
  r->err->unknown = unknown;
  return -1;
}

static const ss_json_node *
node (const fp_read *r, int i)
{
  return ss_json_at (&r->doc, i);
}

static int is_number (const fp_read *r, int i);
static int note (fp_read *r, const char *what);

/* ---- values ------------------------------------------------------------- */

static int
lower (int c)
{
  return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* A cell "R3C4" (either case): 0 with *row, *col 1-based, or -1. */
static int
cell_ref (const char *s, int *row, int *col)
{
  long v[2] = { 0, 0 };
  for (int k = 0; k < 2; k++)
    {
      if (lower (*s) != (k ? 'c' : 'r'))
        return -1;
      if (*++s < '0' || *s > '9')
        return -1;
      while (*s >= '0' && *s <= '9' && v[k] < 100000)
        v[k] = 10 * v[k] + (*s++ - '0');
    }
  *row = (int) v[0];
  *col = (int) v[1];
  return *s ? -1 : 0;
}

/* Cell i of the grid from a string node; a clue cell in the frame when
 * clue is set (then *frame gets row and column, 0..N+1). */
static int
read_cell (fp_read *r, int i, int clue, int *cell, int frame[2])
{
  const ss_json_node *k = node (r, i);
  int row, col, n = r->n;
  if (!k || k->type != SS_JSON_STRING)
    return fail (r, k ? k->at : -1, 0, "a cell must be a string such as "
                 "\"R1C1\"");
  const char *s = ss_json_str (&r->doc, k);
  if (cell_ref (s, &row, &col) < 0)
    return fail (r, k->at, 0, "'%.20s' is not a cell (\"R1C1\")", s);
  int inside = row >= 1 && row <= n && col >= 1 && col <= n;
  if (!clue && !inside)
    return fail (r, k->at, 0, "%s is outside the %dx%d grid", s, n, n);
  if (clue && (inside || row > n + 1 || col > n + 1))
    return fail (r, k->at, 0, "%s is not outside the grid: a clue sits in "
                 "row or column 0 or %d", s, n + 1);
  if (clue)
    frame[0] = row, frame[1] = col;
  else
    *cell = (row - 1) * n + col - 1;
  return 0;
}

/* The cells of an array node appended to out at *count. */
static int
read_cells (fp_read *r, int i, int *out, int *count, int most)
{
  const ss_json_node *k = node (r, i);
  if (!k || k->type != SS_JSON_ARRAY)
    return fail (r, k ? k->at : -1, 0, "cells must be an array of cells");
  for (int c = k->first; c >= 0; c = node (r, c)->next)
    {
      if (*count >= most)
        return fail (r, node (r, c)->at, 0, "more cells than the grid has");
      if (read_cell (r, c, 0, &out[*count], 0) < 0)
        return -1;
      ++*count;
    }
  return 0;
}

/* A number given as a JSON number or a string of digits: 1 with *v set,
 * 0 when absent (no node, null or ""), -1 on error. */
static int
read_number (fp_read *r, int i, long *v)
{
  const ss_json_node *k = node (r, i);
  if (!k || k->type == SS_JSON_NULL)
    return 0;
  if (k->type == SS_JSON_NUMBER)
    {
      if (k->num != (long) k->num || k->num < -1e6 || k->num > 1e6)
        return fail (r, k->at, 0, "%g is not a whole number of at most "
                     "1000000", k->num);
      return *v = (long) k->num, 1;
    }
  if (k->type != SS_JSON_STRING)
    return fail (r, k->at, 0, "a value must be a number");
  const char *s = ss_json_str (&r->doc, k), *p = s + (*s == '-');
  if (!*s)
    return 0;
  long x = 0;
  for (; *p >= '0' && *p <= '9' && x <= 1000000; p++)
    x = 10 * x + (*p - '0');
  if (*p || p == s + (*s == '-') || x > 1000000)
    return fail (r, k->at, 0, "value '%.20s' is not a whole number of at "
                 "most 1000000", s);
  return *v = *s == '-' ? -x : x, 1;
}

/* ---- constraints -------------------------------------------------------- */

static void
con_init (fp_read *r, ss_con *c, int kind, long at)
{
  memset (c, 0, sizeof *c);
  c->kind = kind;
  c->cell = r->cells;
  c->val = r->vals;
  c->clue_r = c->clue_c = -1;
  position (r, at, &c->line, &c->col);
  if (!r->o->mapped)
    c->col = 0; /* a compressed string: its key and entry say where */
  c->key = r->row ? r->row->name : 0;
  c->entry = r->entry;
}

/* Validates c where it was read, then adds it. */
static int
add_con (fp_read *r, ss_con *c)
{
  ss_error e;
  char where[64] = "";
  if (ss_con_validate (r->m, c, &e) < 0)
    {
      if (r->row && r->entry)
        snprintf (where, sizeof where, "\"%s\" entry %d: ", r->row->name,
                  r->entry);
      else if (r->row)
        snprintf (where, sizeof where, "\"%s\": ", r->row->name);
      ss_error_set (r->err, e.line, e.col, "f-puzzles %s%s", where, e.msg);
      return -1;
    }
  if (ss_model_add (r->m, c) < 0)
    return fail (r, -1, 0, "out of memory");
  return 0;
}

/* A member that says nothing: null (a writer's empty slot restricts
 * nothing, whatever its name), or a "value" of "", which some writers
 * put on every entry. */
static int
empty_value (const fp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  return k->type == SS_JSON_NULL
         || (!strcmp (ss_json_key (&r->doc, k), "value")
             && k->type == SS_JSON_STRING && k->slen == 0);
}

/* The members of entry i (an object) are the row's; a member sudosat
 * does not know may change the rule, so it refuses the entry. */
static int
check_entry (fp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  if (!k || k->type != SS_JSON_OBJECT)
    return fail (r, k ? k->at : -1, 0, "an entry must be an object");
  for (int c = k->first; c >= 0; c = node (r, c)->next)
    if (!ss_fp_key_member (r->row, ss_json_key (&r->doc, node (r, c)))
        && !empty_value (r, c))
      return fail (r, node (r, c)->key_at, 1, "member \"%s\" is not one "
                   "sudosat knows for this rule (it reads: %s)",
                   ss_json_key (&r->doc, node (r, c)), r->row->members);
  return 0;
}

static int
member (const fp_read *r, int entry, const char *name)
{
  return ss_json_member (&r->doc, entry, name);
}

/* "value" of an entry with the row's fixed parameter first; *got is the
 * number of parameters. */
static int
entry_params (fp_read *r, int entry, ss_con *c)
{
  long v;
  if (r->row->fixed != SS_NO_PARAM)
    r->vals[c->nvals++] = r->row->fixed;
  int has = ss_fp_key_member (r->row, "value")
            ? read_number (r, member (r, entry, "value"), &v) : 0;
  if (has < 0)
    return -1;
  if (!has && r->row->dflt != SS_NO_PARAM)
    v = r->row->dflt, has = 1;
  if (has)
    r->vals[c->nvals++] = (int) v;
  return 0;
}

/* ---- one function per shape --------------------------------------------- */

typedef int shape_fn (fp_read *r, int entry);

static int
each_entry (fp_read *r, int key_node, shape_fn *fn)
{
  const ss_json_node *k = node (r, key_node);
  if (k->type != SS_JSON_ARRAY)
    return fail (r, k->at, 0, "must be an array of entries");
  r->entry = 0;
  for (int e = k->first; e >= 0; e = node (r, e)->next)
    {
      r->entry++;
      if (check_entry (r, e) < 0 || fn (r, e) < 0)
        return -1;
    }
  r->entry = 0;
  return 0;
}

static int
shape_cell (fp_read *r, int e)
{
  ss_con c;
  con_init (r, &c, r->row->kind, node (r, e)->at);
  c.ncells = 1;
  if (read_cell (r, member (r, e, "cell"), 0, &r->cells[0], 0) < 0
      || entry_params (r, e, &c) < 0)
    return -1;
  return add_con (r, &c);
}

/* A pair, a killer cage, an extra region, an indexer. */
static int
shape_cells (fp_read *r, int e)
{
  ss_con c;
  con_init (r, &c, r->row->kind, node (r, e)->at);
  if (read_cells (r, member (r, e, "cells"), r->cells, &c.ncells,
                  r->n * r->n) < 0)
    return -1;
  if (r->row->kind != SS_KIND_XV)
    {
      if (entry_params (r, e, &c) < 0)
        return -1;
      /* A total of 0 is no total: KillerCageConstraint reads 0 so. */
      if (r->row->kind == SS_KIND_KILLER && c.nvals && !r->vals[0])
        c.nvals = 0;
      return add_con (r, &c);
    }
  int v = member (r, e, "value");
  const char *s = v >= 0 && node (r, v)->type == SS_JSON_STRING
                  ? ss_json_str (&r->doc, node (r, v)) : "";
  if (!*s) /* the import of the solver behind f-puzzles skips it */
    return note (r, "xv (entries without X or V)");
  if (strcmp (s, "X") && strcmp (s, "x") && strcmp (s, "V")
      && strcmp (s, "v"))
    return fail (r, node (r, v)->at, 1, "'%.20s' is not X or V", s);
  r->vals[c.nvals++] = *s == 'X' || *s == 'x' ? 10 : 5;
  return add_con (r, &c);
}

/* Thermometers, whispers, ...: every line of the entry is a constraint
 * of its own (f-puzzles draws a branching thermometer as lines from one
 * bulb). */
static int
shape_lines (fp_read *r, int e)
{
  const ss_json_node *lines = node (r, member (r, e, "lines"));
  if (!lines || lines->type != SS_JSON_ARRAY || !lines->count)
    return fail (r, node (r, e)->at, 0, "\"lines\" must be an array of "
                 "lines of cells");
  for (int l = lines->first; l >= 0; l = node (r, l)->next)
    {
      ss_con c;
      con_init (r, &c, r->row->kind, node (r, l)->at);
      if (read_cells (r, l, r->cells, &c.ncells, r->n * r->n) < 0
          || entry_params (r, e, &c) < 0)
        return -1;
      /* A between line of two cells has no cell between its circles:
       * BetweenLineConstraint makes it no rule at all. */
      if (c.kind == SS_KIND_BETWEEN && c.ncells == 2)
        {
          if (note (r, "betweenline (lines of two cells)") < 0)
            return -1;
          continue;
        }
      if (add_con (r, &c) < 0)
        return -1;
    }
  return 0;
}


/* A clue's value as the import of the solver behind f-puzzles takes it:
 * a whole number; a value it cannot read as one (absent, null, "", a
 * word) makes the clue a drawing there (FPuzzlesCell.AddConstraint and
 * the little killer import skip it), so here too: 0. */
static int
clue_value (fp_read *r, int i, long *v)
{
  const ss_json_node *k = node (r, i);
  if (k && k->type == SS_JSON_STRING && !is_number (r, i))
    return 0;
  return read_number (r, i, v);
}

/* A clue outside the grid; without a value it is only drawn. */
static int
clue_head (fp_read *r, int e, ss_con *c, int *drawn)
{
  long v = 0;
  int frame[2], has = clue_value (r, member (r, e, "value"), &v);
  con_init (r, c, r->row->kind, node (r, e)->at);
  if (has < 0 || read_cell (r, member (r, e, "cell"), 1, 0, frame) < 0)
    return -1;
  *drawn = !has;
  c->clue_r = frame[0];
  c->clue_c = frame[1];
  r->vals[c->nvals++] = (int) v;
  return 0;
}

static int
note_drawn (fp_read *r)
{
  char what[64];
  snprintf (what, sizeof what, "%s (entries without a value%s)",
            r->row->name, r->row->kind == SS_KIND_LITTLEKILLER
                          ? " above 0" : "");
  return ss_model_ignore (r->m, what) < 0 ? fail (r, -1, 0, "out of memory")
                                          : 0;
}

static int
shape_clue (fp_read *r, int e)
{
  ss_con c;
  int drawn;
  if (clue_head (r, e, &c, &drawn) < 0)
    return -1;
  if (drawn)
    return note_drawn (r);
  c.ncells = ss_clue_cells (r->n, c.clue_r, c.clue_c, -1, r->cells);
  if (c.ncells < 0)
    return fail (r, node (r, e)->at, 0, "the clue R%dC%d faces no row or "
                 "column", c.clue_r, c.clue_c);
  return add_con (r, &c);
}

static int
direction (fp_read *r, int e)
{
  static const char *const dirs[] = { "DR", "DL", "UR", "UL" };
  const ss_json_node *d = node (r, member (r, e, "direction"));
  if (!d || d->type != SS_JSON_STRING)
    return fail (r, node (r, e)->at, 0, "a little killer needs a "
                 "direction (DR, DL, UR or UL)");
  for (int k = 0; k < 4; k++)
    if (!strcmp (ss_json_str (&r->doc, d), dirs[k]))
      return k;
  return fail (r, d->at, 1, "direction '%.8s' is not DR, DL, UR or UL",
               ss_json_str (&r->doc, d));
}

/* The entry's own "cells", when it lists them, are the diagonal. */
static int
same_diagonal (fp_read *r, int e, const ss_con *c)
{
  int given[SS_MAX_N + 1], count = 0, i = member (r, e, "cells");
  if (i < 0)
    return 0;
  if (read_cells (r, i, given, &count, r->n + 1) < 0)
    return -1;
  int same = count == c->ncells;
  for (int k = 0; same && k < count; k++)
    {
      int found = 0;
      for (int j = 0; j < c->ncells; j++)
        found |= c->cell[j] == given[k];
      same = found;
    }
  return same ? 0 : fail (r, node (r, i)->at, 0, "its cells are not the "
                          "diagonal its clue points along");
}

static int
shape_little (fp_read *r, int e)
{
  ss_con c;
  int drawn, dir;
  if (clue_head (r, e, &c, &drawn) < 0)
    return -1;
  if (drawn || r->vals[0] <= 0) /* the reference skips a sum of 0 too */
    return note_drawn (r);
  if ((dir = direction (r, e)) < 0)
    return -1;
  r->vals[c.nvals++] = dir;
  c.ncells = ss_clue_cells (r->n, c.clue_r, c.clue_c, dir, r->cells);
  if (c.ncells < 0)
    return fail (r, node (r, e)->at, 0, "the clue R%dC%d pointing %s "
                 "meets no cell", c.clue_r, c.clue_c,
                 ss_json_str (&r->doc, node (r, member (r, e, "direction"))));
  return same_diagonal (r, e, &c) < 0 ? -1 : add_con (r, &c);
}

static int
by_index (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static int
in_list (const int *a, int count, int x)
{
  for (int i = 0; i < count; i++)
    if (a[i] == x)
      return 1;
  return 0;
}

/* An arrow: its circle ("cells", whose digits read in the order they
 * are listed, as the solver behind f-puzzles reads a pill), and each
 * line from it an arrow of its own, whose shaft is the line's cells
 * after it leaves the circle.  A line that comes back into the circle is
 * refused: the solver behind f-puzzles, which drops only a line's first
 * cell, would add that circle cell to the sum. */
static int
shape_arrow (fp_read *r, int e)
{
  int circle[8], nc = 0;
  const ss_json_node *lines = node (r, member (r, e, "lines"));
  if (read_cells (r, member (r, e, "cells"), circle, &nc, 8) < 0)
    return -1;
  if (!lines || lines->type != SS_JSON_ARRAY || !lines->count)
    return fail (r, node (r, e)->at, 0, "a circle with no arrow "
                 "(\"lines\")");
  for (int l = lines->first; l >= 0; l = node (r, l)->next)
    {
      ss_con c;
      int most = r->n * r->n, *line = r->cells + most + 8, count = 0;
      con_init (r, &c, SS_KIND_ARROW, node (r, l)->at);
      memcpy (r->cells, circle, (size_t) nc * sizeof *circle);
      c.ncells = c.split = nc;
      if (read_cells (r, l, line, &count, most) < 0)
        return -1;
      for (int k = 0; k < count; k++)
        if (!in_list (circle, nc, line[k]))
          r->cells[c.ncells++] = line[k];
        else if (c.ncells > nc)
          return fail (r, node (r, l)->at, 0, "the arrow comes back into "
                       "its circle at R%dC%d, which the solver behind "
                       "f-puzzles would add to the sum: draw it without "
                       "coming back", line[k] / r->n + 1,
                       line[k] % r->n + 1);
      /* A line with no cell outside its circle: ArrowSumConstraint
       * makes nothing of an arrow without a shaft. */
      if (c.ncells == nc)
        {
          if (note (r, "arrow (lines without a shaft)") < 0)
            return -1;
          continue;
        }
      if (add_con (r, &c) < 0)
        return -1;
    }
  return 0;
}

/* A clone: "cells" and "cloneCells" pair by position.  A pair of a cell
 * with itself (shapes that overlap there) says nothing and is left out,
 * as the import of the solver behind f-puzzles leaves it out. */
static int
shape_clone (fp_read *r, int e)
{
  ss_con c;
  int most = r->n * r->n, k = 0, twin[SS_FP_MAX_N * SS_FP_MAX_N];
  con_init (r, &c, SS_KIND_CLONE, node (r, e)->at);
  if (read_cells (r, member (r, e, "cells"), r->cells, &c.ncells, most) < 0)
    return -1;
  c.split = c.ncells;
  if (read_cells (r, member (r, e, "cloneCells"), r->cells, &c.ncells,
                  2 * most) < 0)
    return -1;
  if (c.ncells != 2 * c.split)
    return add_con (r, &c); /* its validate names the sizes */
  for (int i = 0; i < c.split; i++)
    if (r->cells[i] != r->cells[c.split + i])
      r->cells[k] = r->cells[i], twin[k++] = r->cells[c.split + i];
  if (!k)
    return note (r, "clone (cells that are their own clones)");
  memcpy (r->cells + k, twin, (size_t) k * sizeof *twin);
  c.split = k, c.ncells = 2 * k;
  return add_con (r, &c);
}

static int
shape_quad (fp_read *r, int e)
{
  ss_con c;
  long v;
  const ss_json_node *vals = node (r, member (r, e, "values"));
  con_init (r, &c, SS_KIND_QUADRUPLE, node (r, e)->at);
  if (read_cells (r, member (r, e, "cells"), r->cells, &c.ncells, 4) < 0)
    return -1;
  qsort (r->cells, (size_t) c.ncells, sizeof *r->cells, by_index);
  if (!vals || vals->type != SS_JSON_ARRAY || !vals->count)
    return fail (r, node (r, e)->at, 0, "a quadruple needs \"values\", "
                 "its digits");
  for (int k = vals->first; k >= 0; k = node (r, k)->next)
    {
      if (c.nvals == 8)
        return fail (r, node (r, k)->at, 0, "more than four digits");
      int got = read_number (r, k, &v);
      if (got <= 0)
        return got < 0 ? -1 : fail (r, node (r, k)->at, 0, "an empty "
                                    "digit");
      r->vals[c.nvals++] = (int) v;
    }
  return add_con (r, &c);
}

static int
shape_bool (fp_read *r, int key_node)
{
  const ss_json_node *k = node (r, key_node);
  ss_con c;
  if (k->type != SS_JSON_TRUE && k->type != SS_JSON_FALSE)
    return fail (r, k->at, 0, "must be true or false");
  if (k->type == SS_JSON_FALSE)
    return 0;
  con_init (r, &c, r->row->kind, k->at);
  if (r->row->fixed != SS_NO_PARAM)
    r->vals[c.nvals++] = r->row->fixed;
  return add_con (r, &c);
}

/* "negative": the families whose unmarked pairs lack the property. */
static int
shape_negative (fp_read *r, int key_node)
{
  static const char *const names[] = { "difference", "ratio", "xv" };
  const ss_json_node *k = node (r, key_node);
  int seen[3] = { 0, 0, 0 };
  if (k->type != SS_JSON_ARRAY)
    return fail (r, k->at, 0, "must be an array of names");
  for (int i = k->first; i >= 0; i = node (r, i)->next)
    {
      const ss_json_node *w = node (r, i);
      const char *s = w->type == SS_JSON_STRING ? ss_json_str (&r->doc, w)
                                                 : "";
      int f = 0;
      while (f < 3 && strcmp (s, names[f]))
        f++;
      if (f == 3)
        return fail (r, w->at, 1, "'%.20s' is not a negative constraint "
                     "sudosat knows (ratio, xv; difference)", s);
      if (seen[f]++)
        continue;
      ss_con c;
      con_init (r, &c, SS_KIND_NEGATIVE, w->at);
      r->vals[c.nvals++] = f; /* SS_NEGATIVE_WHITE, _BLACK, _XV */
      if (add_con (r, &c) < 0)
        return -1;
    }
  return 0;
}

/* ---- drawings ----------------------------------------------------------- */

static int
present (const fp_read *r, const char *key)
{
  const fp_key *row = ss_fp_key_find (key);
  for (int i = 0; row && ss_fp_key_row (i); i++)
    if (ss_fp_key_row (i) == row)
      return r->present[i];
  return 0;
}

/* A line as raw (row, column) pairs, without a message: -1 when it is
 * not a list of cells. */
static int
quiet_cells (const fp_read *r, int i, int *out, int most)
{
  const ss_json_node *k = node (r, i);
  int count = 0, row, col;
  if (!k || k->type != SS_JSON_ARRAY)
    return -1;
  for (int c = k->first; c >= 0; c = node (r, c)->next)
    {
      const ss_json_node *s = node (r, c);
      if (s->type != SS_JSON_STRING || count == most
          || cell_ref (ss_json_str (&r->doc, s), &row, &col) < 0)
        return -1;
      out[count++] = row * 100000 + col;
    }
  return count;
}

/* a[0, n) and b[0, n) are the same line, read either way. */
static int
same_line (const int *a, const int *b, int n)
{
  int fwd = 1, back = 1;
  for (int i = 0; i < n; i++)
    {
      fwd &= a[i] == b[i];
      back &= a[i] == b[n - 1 - i];
    }
  return fwd || back;
}

/* A line's hash, the same read either way (FNV-1a over its cells). */
static uint64_t
line_hash (const int *a, int n)
{
  uint64_t f = 14695981039346656037ull, b = f;
  for (int i = 0; i < n; i++)
    {
      f = (f ^ (uint64_t) a[i]) * 1099511628211ull;
      b = (b ^ (uint64_t) a[n - 1 - i]) * 1099511628211ull;
    }
  return f < b ? f : b;
}

static int
by_hash (const void *x, const void *y)
{
  uint64_t a = ((const fp_line_sig *) x)->hash;
  uint64_t b = ((const fp_line_sig *) y)->hash;
  return a < b ? -1 : a > b;
}

/* The lines of every rule key of lines, as (hash, node) into out when
 * out is not 0; their number. */
static int
each_keyed_line (fp_read *r, fp_line_sig *out)
{
  enum { MOST = SS_FP_MAX_N * SS_FP_MAX_N };
  int a[MOST], count = 0;
  for (int i = node (r, 0)->first; i >= 0; i = node (r, i)->next)
    {
      const fp_key *row = ss_fp_key_find (ss_json_key (&r->doc, node (r, i)));
      if (!row || row->shape != FP_LINES || node (r, i)->type != SS_JSON_ARRAY)
        continue;
      for (int e = node (r, i)->first; e >= 0; e = node (r, e)->next)
        {
          const ss_json_node *ls = node (r, member (r, e, "lines"));
          for (int k = ls && ls->type == SS_JSON_ARRAY ? ls->first : -1;
               k >= 0; k = node (r, k)->next)
            {
              int n = quiet_cells (r, k, a, MOST);
              if (n > 0 && out)
                out[count] = (fp_line_sig) { line_hash (a, n), k };
              count += n > 0;
            }
        }
    }
  return count;
}

/* The keys' lines sorted by hash, so that many drawn lines cost no
 * more than a search each. */
static int
make_keyed (fp_read *r)
{
  int count = each_keyed_line (r, 0);
  r->keyed_made = 1;
  if (!count)
    return 0;
  if (!(r->keyed = malloc ((size_t) count * sizeof *r->keyed)))
    return fail (r, -1, 0, "out of memory");
  r->nkeyed = each_keyed_line (r, r->keyed);
  qsort (r->keyed, (size_t) r->nkeyed, sizeof *r->keyed, by_hash);
  return 0;
}

/* 1 when a rule key of lines (renban, whispers, ...) has a line of the
 * cells of line node l: then a drawing of l only draws that rule; -1
 * when out of memory. */
static int
carried (fp_read *r, int l)
{
  enum { MOST = SS_FP_MAX_N * SS_FP_MAX_N };
  int a[MOST], b[MOST], na = quiet_cells (r, l, a, MOST), lo = 0;
  if (!r->keyed_made && make_keyed (r) < 0)
    return -1;
  if (na <= 0)
    return 0;
  uint64_t h = line_hash (a, na);
  for (int hi = r->nkeyed; lo < hi;)
    {
      int mid = lo + (hi - lo) / 2;
      if (r->keyed[mid].hash < h)
        lo = mid + 1;
      else
        hi = mid;
    }
  for (; lo < r->nkeyed && r->keyed[lo].hash == h; lo++)
    if (quiet_cells (r, r->keyed[lo].node, b, MOST) == na
        && same_line (a, b, na))
      return 1;
  return 0;
}

/* The rule key of an add-on line by its colour, as the add-on's own
 * import tells them (UserScripts/fpuzzles-newconstraints.js): 0 for a
 * colour it does not read as a rule. */
static const char *
colour_key (const char *colour)
{
  static const char *const map[][2] = { { "#C060C0", "renban" },
                                        { "#67F067", "whispers" },
                                        { "#6495ED", "slowthermometer" } };
  for (size_t i = 0; i < sizeof map / sizeof *map; i++)
    if (!strcmp (colour, map[i][0]))
      return map[i][1];
  return 0;
}

/* Line node l of an add-on line that no rule key carries: the rule its
 * colour names, read from the line; an unknown colour, or a rule sudosat
 * does not know, refuses the puzzle. */
static int
line_rule (fp_read *r, int e, int l)
{
  int o = member (r, e, "outlineC");
  const char *colour = o >= 0 && node (r, o)->type == SS_JSON_STRING
                       ? ss_json_str (&r->doc, node (r, o)) : "";
  const char *key = colour_key (colour);
  const fp_key *row = key ? ss_fp_key_find (key) : 0;
  ss_con c;
  if (!key)
    return fail (r, node (r, l)->at, 1, "an add-on line (isNewConstraint) "
                 "in colour '%.20s', which names no rule, and no rule key "
                 "has its cells: the rule it draws is not known", colour);
  if (!row)
    return fail (r, node (r, l)->at, 1, "an add-on line in the colour of "
                 "\"%s\" (%s), a rule sudosat does not know", key, colour);
  con_init (r, &c, row->kind, node (r, l)->at);
  if (read_cells (r, l, r->cells, &c.ncells, r->n * r->n) < 0)
    return -1;
  return add_con (r, &c);
}

/* The add-on's older flag isNewConstraint: each of the entry's lines
 * draws a rule.  A line some rule key has is only its drawing (the
 * add-on writes every rule twice); any other is read as the rule its
 * colour names, since no key holds it. */
static int
new_constraint_lines (fp_read *r, int e)
{
  const ss_json_node *ls = node (r, member (r, e, "lines"));
  for (int l = ls && ls->type == SS_JSON_ARRAY ? ls->first : -1; l >= 0;
       l = node (r, l)->next)
    {
      int c = carried (r, l);
      if (c < 0 || (!c && line_rule (r, e, l) < 0))
        return -1;
    }
  return 0;
}

/* A drawing; a copy of a rule (fromConstraint) whose key must be
 * present; or an add-on line (isNewConstraint). */
static int
drawn_entry (fp_read *r, int e)
{
  char key[48];
  const ss_json_node *k = node (r, e);
  int f = k->type == SS_JSON_OBJECT ? member (r, e, "fromConstraint") : -1;
  int o = k->type == SS_JSON_OBJECT ? member (r, e, "isNewConstraint") : -1;
  if (f >= 0 && node (r, f)->type == SS_JSON_STRING)
    {
      ss_fp_from_constraint_key (ss_json_str (&r->doc, node (r, f)), key,
                                 sizeof key);
      if (present (r, key))
        return 0;
      return fail (r, k->at, 1, "draws a rule (\"%s\") the puzzle does not "
                   "hold: that rule was lost, so the puzzle is refused", key);
    }
  if (o >= 0 && node (r, o)->type == SS_JSON_TRUE)
    return new_constraint_lines (r, e);
  return 0;
}

/* A number, or a string of digits (f-puzzles writes cage values as
 * strings). */
static int
is_number (const fp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  const char *s = k && k->type == SS_JSON_STRING ? ss_json_str (&r->doc, k)
                                                 : "";
  s += *s == '-';
  if (k && k->type == SS_JSON_NUMBER)
    return 1;
  if (!*s)
    return 0;
  while (*s >= '0' && *s <= '9')
    s++;
  return !*s;
}

/* The root of a value rangsk's solver reads as a digital-root cage:
 * "DR" and digits anywhere in it (its import looks for DR<digits>,
 * unanchored); -1 when there is none (a value past 99 reads as 100). */
static int
digital_root (const fp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  const char *s = k && k->type == SS_JSON_STRING ? ss_json_str (&r->doc, k)
                                                 : "";
  for (; (s = strstr (s, "DR")); s += 2)
    if (s[2] >= '0' && s[2] <= '9')
      {
        int root = 0;
        for (s += 2; *s >= '0' && *s <= '9'; s++)
          root = root < 100 ? 10 * root + (*s - '0') : 100;
        return root;
      }
  return -1;
}

/* A digital-root cage: a cage of several totals (kinds/multikiller.c),
 * every total of the root that its cells can make, as the import of
 * the solver behind f-puzzles lists them.  Where that import would drop
 * the rule (a root outside 1..9, more cells than N, no total left: a
 * cage of N cells has one sum, listed or not) sudosat refuses it. */
static int
dr_cage (fp_read *r, int e, int value, int root)
{
  ss_con c;
  const char *v = ss_json_str (&r->doc, node (r, value));
  long at = node (r, value)->at;
  int n = r->n;
  con_init (r, &c, SS_KIND_MULTIKILLER, node (r, e)->at);
  if (root < 1 || root > 9)
    return fail (r, at, 1, "value '%.20s' names no digital root (1 to 9)",
                 v);
  if (read_cells (r, member (r, e, "cells"), r->cells, &c.ncells,
                  n * n) < 0)
    return -1;
  if (c.ncells < 1 || c.ncells > n)
    return fail (r, at, 1, "a digital-root cage of %d cells: it takes 1 to "
                 "%d", c.ncells, n);
  c.nvals = ss_fp_dr_totals (n, c.ncells, root, r->vals, SS_FP_MAX_N + 8);
  if (!c.nvals)
    return fail (r, at, 1, "value '%.20s': no total of digital root %d "
                 "fits %d cells", v, root, c.ncells);
  return add_con (r, &c);
}

/* A cage is drawn; one with a number may be a killer cage drawn by
 * hand, which sudosat cannot tell; one with "DR<n>" is rangsk's
 * digital-root cage (its digits sum to a number of digital root n).
 * 1 when the entry was a rule. */
static int
cage_entry (fp_read *r, int e)
{
  int value = member (r, e, "value"), root;
  if (value >= 0 && (root = digital_root (r, value)) >= 0)
    return dr_cage (r, e, value, root) < 0 ? -1 : 1;
  if (value >= 0 && is_number (r, value))
    return fail (r, node (r, value)->at, 1, "a cage with a number is "
                 "ambiguous (a killer cage drawn as a drawing?): use "
                 "\"killercage\" for a sum, or remove the value");
  return drawn_entry (r, e);
}

static int
read_drawing (fp_read *r, int key_node)
{
  const ss_json_node *k = node (r, key_node);
  int rules = 0, got;
  r->entry = 0;
  if (r->row->shape != FP_IGNORE && k->type == SS_JSON_ARRAY)
    for (int e = k->first; e >= 0; e = node (r, e)->next)
      {
        r->entry++;
        got = r->row->shape == FP_CAGE ? cage_entry (r, e)
                                       : drawn_entry (r, e);
        if (got < 0)
          return -1;
        rules += got;
      }
  if (rules && rules == r->entry)
    return r->entry = 0; /* every entry a rule (digital-root cages) */
  r->entry = 0;
  return ss_model_ignore (r->m, r->row->name) < 0
         ? fail (r, -1, 0, "out of memory") : 0;
}

/* ---- the grid ----------------------------------------------------------- */

#define FP_NO_REGION (-2) /* "region": null; -1 is no "region" key */

typedef struct cell_read {
  long value;
  int given, region;
  int row, col;              /* 1-based, for messages */
  int parity;                /* 1 odd, 0 even, -1 none */
  long parity_at;
  int marks[SS_FP_MAX_N];    /* given pencil marks, each once */
  int nmarks;
  long marks_at;
} cell_read;

static int
note (fp_read *r, const char *what)
{
  return ss_model_ignore (r->m, what) < 0 ? fail (r, -1, 0, "out of memory")
                                          : 0;
}

static int
cell_value (fp_read *r, const ss_json_node *k, int i, cell_read *c)
{
  long v = 0;
  if (read_number (r, i, &v) < 0)
    return -1;
  if (v < 0 || v > r->n)
    return fail (r, k->at, 0, "value %ld is not a digit of a %dx%d grid", v,
                 r->n, r->n);
  c->value = v;
  return 0;
}

/* "region": a number 0..N-1, or null: the cell is in no region (as the
 * solver behind f-puzzles reads a null it was given: region -1). */
static int
cell_region (fp_read *r, const ss_json_node *k, cell_read *c)
{
  if (k->type == SS_JSON_NULL)
    return c->region = FP_NO_REGION, 0;
  if (k->type != SS_JSON_NUMBER || k->num != (int) k->num || k->num < 0
      || k->num >= r->n)
    return fail (r, k->at, 0, "region must be a number 0..%d, or null for "
                 "a cell in no region", r->n - 1);
  c->region = (int) k->num;
  return 0;
}

static int
lower_is (const char *s, const char *word)
{
  while (*s && lower (*s) == *word)
    s++, word++;
  return !*s && !*word;
}

/* f-puzzles' older form of an odd or even cell: "parity": "Odd" (the
 * editor's import turns it into its odd or even constraint). */
static int
cell_parity (fp_read *r, const ss_json_node *k, cell_read *c)
{
  const char *s = k->type == SS_JSON_STRING ? ss_json_str (&r->doc, k) : "";
  if (k->type == SS_JSON_NULL)
    return 0;
  if (!lower_is (s, "odd") && !lower_is (s, "even"))
    return fail (r, k->at, k->type == SS_JSON_STRING, "R%dC%d: \"parity\" "
                 "is '%.20s': sudosat knows Odd and Even", c->row, c->col, s);
  c->parity = lower_is (s, "odd");
  c->parity_at = k->at;
  return 0;
}

/* "givenPencilMarks": the digits the cell may hold (null or [] restrict
 * nothing; a digit listed twice counts once). */
static int
cell_marks (fp_read *r, int i, cell_read *c)
{
  const ss_json_node *k = node (r, i);
  long v;
  if (k->type == SS_JSON_NULL)
    return 0;
  if (k->type != SS_JSON_ARRAY)
    return fail (r, k->at, 0, "R%dC%d: \"givenPencilMarks\" must be a list "
                 "of digits", c->row, c->col);
  for (int m = k->first; m >= 0; m = node (r, m)->next)
    {
      int got = read_number (r, m, &v), seen = 0;
      if (got < 0)
        return -1;
      if (!got || v < 1 || v > r->n)
        return fail (r, node (r, m)->at, 0, "R%dC%d: a given pencil mark "
                     "must be a digit of a %dx%d grid", c->row, c->col, r->n,
                     r->n);
      for (int j = 0; j < c->nmarks; j++)
        seen |= c->marks[j] == v;
      if (!seen)
        c->marks[c->nmarks++] = (int) v;
    }
  c->marks_at = k->at;
  return 0;
}

static int
cell_member (fp_read *r, int i, cell_read *c)
{
  const ss_json_node *k = node (r, i);
  const char *name = ss_json_key (&r->doc, k);
  char what[48];
  switch (ss_fp_cell_member_of (name))
    {
    case FP_CELL_VALUE: return cell_value (r, k, i, c);
    case FP_CELL_REGION: return cell_region (r, k, c);
    case FP_CELL_GIVEN:
      if (k->type != SS_JSON_TRUE && k->type != SS_JSON_FALSE
          && k->type != SS_JSON_NULL)
        return fail (r, k->at, 0, "\"given\" must be true or false");
      return c->given = k->type == SS_JSON_TRUE, 0;
    case FP_CELL_PARITY: return cell_parity (r, k, c);
    case FP_CELL_MARKS: return cell_marks (r, i, c);
    case FP_CELL_IGNORE:
      snprintf (what, sizeof what, "grid.%s", name);
      return note (r, what);
    default:
      return fail (r, k->key_at, 1, "grid cell member \"%.24s\" is not one "
                   "sudosat knows", name);
    }
}

/* A rule a grid cell's member makes: an odd or even cell, or its given
 * pencil marks. */
static int
cell_rule (fp_read *r, int kind, int cell, long at, const int *vals,
           int nvals)
{
  ss_con c;
  con_init (r, &c, kind, at);
  c.ncells = 1;
  r->cells[0] = cell;
  memcpy (r->vals, vals, (size_t) nvals * sizeof *vals);
  c.nvals = nvals;
  return add_con (r, &c);
}

/* Given pencil marks on a given digit restrict nothing: rangsk's solver
 * sets the digit and reads the marks only on a cell without one. */
static int
cell_rules (fp_read *r, const cell_read *c, int at)
{
  if (c->parity >= 0
      && cell_rule (r, SS_KIND_PARITY, at, c->parity_at, &c->parity, 1) < 0)
    return -1;
  if (!c->nmarks)
    return 0;
  if (c->value && c->given)
    return note (r, "grid.givenPencilMarks (on a given digit)");
  return cell_rule (r, SS_KIND_PENCILMARKS, at, c->marks_at, c->marks,
                    c->nmarks);
}

static int
read_grid_cell (fp_read *r, int i, int at, int *regions)
{
  const ss_json_node *k = node (r, i);
  cell_read c;
  memset (&c, 0, sizeof c);
  c.region = c.parity = -1;
  c.row = at / r->n + 1, c.col = at % r->n + 1;
  if (k->type != SS_JSON_OBJECT && k->type != SS_JSON_NULL)
    return fail (r, k->at, 0, "a grid cell must be an object");
  for (int m = k->first; m >= 0; m = node (r, m)->next)
    if (cell_member (r, m, &c) < 0)
      return -1;
  if (cell_rules (r, &c, at) < 0)
    return -1;
  if (c.region != -1)
    regions[at] = c.region == FP_NO_REGION ? -1 : c.region;
  if (c.value && c.given)
    r->g->cell[at] = (uint8_t) c.value;
  else if (c.value) /* as f-puzzles' solve, check and count buttons do:
                       rangsk's solver reads them with onlyGivens */
    return r->m->dropped_values++,
           note (r, "grid.value (a solver's entries, not givens)");
  return 0;
}

/* Every region value that names a cell names N of them (one that names
 * none adds no rule, as the solver behind f-puzzles has it: a grid of
 * cells in no region is a Latin square); the message names the first
 * three that do not. */
static int
check_regions (fp_read *r, const int *regions, long at)
{
  int count[SS_FP_MAX_N] = { 0 }, n = r->n, bad = 0, len = 0;
  char list[160] = "";
  for (int i = 0; i < n * n; i++)
    if (regions[i] >= 0)
      count[regions[i]]++;
  for (int k = 0; k < n; k++)
    if (count[k] && count[k] != n && bad++ < 3)
      len += snprintf (list + len, sizeof list - (size_t) len, "%sregion %d "
                       "has %d cell%s, expected %d", bad > 1 ? ", " : "", k,
                       count[k], count[k] == 1 ? "" : "s", n);
  if (bad)
    return fail (r, at, 0, "%s%s (regions count from 0)", list,
                 bad > 3 ? ", ..." : "");
  return ss_model_set_regions (r->m, regions, r->err) < 0 ? -1 : 0;
}

static int
read_grid (fp_read *r, int key_node)
{
  const ss_json_node *k = node (r, key_node);
  int n = r->n, at = 0, regions[SS_FP_MAX_N * SS_FP_MAX_N];
  if (k->type != SS_JSON_ARRAY || k->count != n)
    return fail (r, k->at, 0, "must be %d rows (\"size\" is %d)", n, n);
  for (int i = 0; i < n * n; i++)
    regions[i] = r->m->region[i];
  for (int row = k->first; row >= 0; row = node (r, row)->next)
    {
      const ss_json_node *w = node (r, row);
      if (w->type != SS_JSON_ARRAY || w->count != n)
        return fail (r, w->at, 0, "row %d must be %d cells", at / n + 1, n);
      for (int c = w->first; c >= 0; c = node (r, c)->next)
        if (read_grid_cell (r, c, at++, regions) < 0)
          return -1;
    }
  return check_regions (r, regions, k->at);
}

/* ---- the object --------------------------------------------------------- */

static int
table_index (const fp_key *row)
{
  for (int i = 0; ss_fp_key_row (i); i++)
    if (ss_fp_key_row (i) == row)
      return i;
  return -1;
}

/* Every key classified before anything is built. */
static int
classify (fp_read *r)
{
  const ss_json_node *root = node (r, 0);
  for (int i = root->first; i >= 0; i = node (r, i)->next)
    {
      const char *key = ss_json_key (&r->doc, node (r, i));
      const fp_key *row = ss_fp_key_find (key);
      if (!row || row->shape == FP_IN_CELL)
        return fail (r, node (r, i)->key_at, 1, "\"%.40s\" is a rule sudosat "
                     "does not know: the puzzle is refused rather than "
                     "solved without it", key);
      if (r->present[table_index (row)]++)
        return fail (r, node (r, i)->key_at, 0, "key \"%s\" appears twice",
                     key);
    }
  return 0;
}

static int
read_size (fp_read *r)
{
  const ss_json_node *s = node (r, ss_json_member (&r->doc, 0, "size"));
  int R, C;
  if (!s)
    return fail (r, 0, 0, "no \"size\"");
  if (s->type != SS_JSON_NUMBER || s->num != (int) s->num
      || s->num < SS_FP_MIN_N || s->num > SS_FP_MAX_N)
    return fail (r, s->at, 0, "\"size\" must be %d to %d", SS_FP_MIN_N,
                 SS_FP_MAX_N);
  r->n = (int) s->num;
  R = r->o->box_rows, C = r->o->box_cols;
  if (R && R * C != r->n)
    return fail (r, s->at, 0, "--box %dx%d does not fit a %dx%d grid", R, C,
                 r->n, r->n);
  if (!R)
    ss_default_box (r->n, &R, &C);
  if (!(r->m = ss_model_new (R, C)) || ss_grid_init (r->g, R, C) < 0
      || !(r->cells = malloc ((2 * (size_t) r->n * r->n + 8)
                              * sizeof *r->cells)))
    return fail (r, -1, 0, "out of memory");
  return 0;
}

static int
read_meta (fp_read *r, int i)
{
  const ss_json_node *k = node (r, i);
  if (k->type == SS_JSON_NULL)
    return 0;
  if (k->type != SS_JSON_STRING)
    return fail (r, k->at, 0, "must be a string");
  const char *s = ss_json_str (&r->doc, k);
  int which = r->row->name[0] == 'r' ? 'r' : r->row->name[0];
  if (strlen (s) > SS_FP_MAX_TEXT)
    return fail (r, k->at, 0, "longer than %d bytes (the limit)",
                 SS_FP_MAX_TEXT);
  if (*s && ss_model_set_text (r->m, which, s) < 0)
    return fail (r, -1, 0, "out of memory");
  return 0;
}

static int
read_member (fp_read *r, int i)
{
  /* A rule key with null (a writer's empty slot) holds no rule. */
  if (r->row->kind > 0 && node (r, i)->type == SS_JSON_NULL)
    return 0;
  switch (r->row->shape)
    {
    case FP_SIZE: return 0;
    case FP_GRID: return read_grid (r, i);
    case FP_META: return read_meta (r, i);
    case FP_IGNORE:
    case FP_COSMETIC:
    case FP_CAGE: return read_drawing (r, i);
    case FP_BOOL: return shape_bool (r, i);
    case FP_NEGATIVE: return shape_negative (r, i);
    case FP_CELL: return each_entry (r, i, shape_cell);
    case FP_PAIR:
    case FP_CELLS: return each_entry (r, i, shape_cells);
    case FP_LINES: return each_entry (r, i, shape_lines);
    case FP_CLUE: return each_entry (r, i, shape_clue);
    case FP_LITTLE: return each_entry (r, i, shape_little);
    case FP_ARROW: return each_entry (r, i, shape_arrow);
    case FP_CLONE: return each_entry (r, i, shape_clone);
    case FP_QUAD: return each_entry (r, i, shape_quad);
    case FP_IN_CELL: return 0; /* refused by classify */
    }
  return 0;
}

/* The grid first (rules are checked against its regions), then the
 * rest in the object's order. */
static int
read_object (fp_read *r)
{
  int grid = ss_json_member (&r->doc, 0, "grid");
  if (classify (r) < 0 || read_size (r) < 0)
    return -1;
  if (grid < 0)
    return fail (r, 0, 0, "no \"grid\"");
  r->row = ss_fp_key_find ("grid");
  if (read_grid (r, grid) < 0)
    return -1;
  for (int i = node (r, 0)->first; i >= 0; i = node (r, i)->next)
    {
      r->row = ss_fp_key_find (ss_json_key (&r->doc, node (r, i)));
      if (r->row->shape != FP_GRID && read_member (r, i) < 0)
        return -1;
    }
  r->row = 0;
  return ss_model_finish (r->m, r->err);
}

/* 1 when the root is an object with "size" or "grid". */
static int
is_fpuzzles (const fp_read *r)
{
  return node (r, 0)->type == SS_JSON_OBJECT
         && (ss_json_member (&r->doc, 0, "size") >= 0
             || ss_json_member (&r->doc, 0, "grid") >= 0);
}

int
ss_fpuzzles_read_json (const char *text, size_t len, const ss_fp_origin *o,
                       ss_grid *g, ss_error *err)
{
  fp_read r;
  long at;
  char msg[160];
  memset (&r, 0, sizeof r);
  r.text = text, r.len = len, r.o = o, r.g = g, r.err = err;
  g->cell = 0;
  g->model = 0;
  if (ss_json_parse (text, len, &r.doc, &at, msg) < 0)
    return fail (&r, at, 0, "JSON: %s", msg);
  int rc = is_fpuzzles (&r) ? read_object (&r) : 0;
  if (rc < 0)
    ss_grid_free (g);
  else if (rc == 0 && is_fpuzzles (&r))
    ss_grid_set_model (g, r.m), rc = 1;
  ss_model_unref (r.m);
  ss_json_free (&r.doc);
  free (r.cells);
  free (r.keyed);
  return rc;
}
