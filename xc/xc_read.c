/* xc_read.c -- reading the xc text format (see xc_read.h).
 *
 * One pass over the lines: the first content line declares the columns,
 * every later one adds a row to the dancing-links matrix at once.  Names
 * are looked up in small open-addressing hash tables, and a row's columns
 * are told apart by a stamp per column, so reading is linear in the size
 * of the file, however long a row is.  Lines come from core/lines.h,
 * which keeps at most SS_MAX_LINE bytes of one and notes NUL bytes; the
 * limits of xc_read.h bound everything else that is kept.
 */
#include "xc_read.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../core/lines.h"

const ss_xc_limits ss_xc_limits_default = { SS_XC_MAX_ROWS,
                                            SS_XC_MAX_ENTRIES,
                                            SS_XC_MAX_NAME_BYTES };

/* ---- names: a growable list with a hash index ---- */

typedef struct names {
  char **name;
  long *line, *col; /* where each name was first written */
  int count, cap;
  int *slot;        /* hash slots: index + 1, 0 = empty */
  int slots;        /* a power of two, at least twice count */
} names;

static uint32_t
hash (const char *s)
{
  uint32_t h = 2166136261u;
  while (*s)
    h = (h ^ (unsigned char) *s++) * 16777619u;
  return h;
}

/* The slot holding s, or the empty slot where it would go. */
static int *
names_slot (const names *t, const char *s)
{
  uint32_t i = hash (s) & (uint32_t) (t->slots - 1);
  while (t->slot[i] && strcmp (t->name[t->slot[i] - 1], s))
    i = (i + 1) & (uint32_t) (t->slots - 1);
  return &t->slot[i];
}

static int
names_find (const names *t, const char *s)
{
  return t->slots ? *names_slot (t, s) - 1 : -1;
}

static int
names_rehash (names *t)
{
  int slots = t->slots ? 2 * t->slots : 64;
  int *slot = calloc ((size_t) slots, sizeof *slot);
  if (!slot)
    return -1;
  free (t->slot);
  t->slot = slot;
  t->slots = slots;
  for (int k = 0; k < t->count; k++)
    *names_slot (t, t->name[k]) = k + 1;
  return 0;
}

static int
names_grow (names *t)
{
  int cap = t->cap ? 2 * t->cap : 64;
  char **name = realloc (t->name, sizeof *name * (size_t) cap);
  if (name)
    t->name = name;
  long *line = realloc (t->line, sizeof *line * (size_t) cap);
  if (line)
    t->line = line;
  long *col = realloc (t->col, sizeof *col * (size_t) cap);
  if (col)
    t->col = col;
  if (!name || !line || !col)
    return -1;
  t->cap = cap;
  return 0;
}

/* Adds a name not yet in t; returns its index or -1 (out of memory). */
static int
names_add (names *t, const char *s, long line, long col)
{
  if ((t->count == t->cap && names_grow (t))
      || (2 * (t->count + 1) > t->slots && names_rehash (t)))
    return -1;
  char *copy = strdup (s);
  if (!copy)
    return -1;
  t->name[t->count] = copy;
  t->line[t->count] = line;
  t->col[t->count] = col;
  *names_slot (t, copy) = t->count + 1;
  return t->count++;
}

static void
names_free (names *t)
{
  for (int k = 0; k < t->count; k++)
    free (t->name[k]);
  free (t->name);
  free (t->line);
  free (t->col);
  free (t->slot);
}

/* ---- lines ---- */

typedef struct reader {
  ss_error *err;
  const ss_xc_limits *limits;
  long line;
  names cols, rows;
  ss_xc *xc;
  int have_columns;
  long columns_line;
  int *row_cols; /* scratch: the columns of the row being read */
  int row_cap;
  int *stamp;    /* stamp[c] = rows.count + 1: column c is in this row */
  long entries, name_bytes; /* kept so far, against the limits */
} reader;

#define SPACES " \t\r\n\v\f"

static int
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v'
         || c == '\f';
}

/* Cuts the comment off, in place (line endings are just space). */
static void
strip (char *s)
{
  char *hash_mark = strchr (s, '#');
  if (hash_mark)
    *hash_mark = 0;
}

static char *
skip_space (char *s)
{
  while (is_space (*s))
    s++;
  return s;
}

static int
oom (reader *r)
{
  ss_error_set (r->err, r->line, 0, "out of memory");
  return -1;
}

/* Reports a problem at `at`, a position in line. */
static int bad (reader *r, const char *line, const char *at,
                const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 4, 5)))
#endif
  ;

static int
bad (reader *r, const char *line, const char *at, const char *fmt, ...)
{
  va_list ap;
  r->err->line = r->line;
  r->err->col = (long) (at - line) + 1;
  va_start (ap, fmt);
  vsnprintf (r->err->msg, sizeof r->err->msg, fmt, ap);
  va_end (ap);
  return -1;
}

/* Reads the next name at *p (skipping space first), NUL-terminating it
 * in place.  Returns its start, or 0 at the end of the text. */
static char *
next_word (char **p)
{
  char *s = skip_space (*p);
  if (!*s)
    return *p = s, (char *) 0;
  *p = s + strcspn (s, SPACES);
  if (**p)
    *(*p)++ = 0;
  return s;
}

/* Counts a name against the limit on name bytes. */
static int
name_room (reader *r, const char *line, const char *name)
{
  r->name_bytes += (long) strlen (name) + 1;
  if (r->name_bytes <= r->limits->max_name_bytes)
    return 0;
  return bad (r, line, name, "the names take more than %ld bytes in all",
              r->limits->max_name_bytes);
}

static int
read_columns (reader *r, char *line, char *rest)
{
  char *p = rest, *w;
  r->have_columns = 1;
  r->columns_line = r->line;
  while ((w = next_word (&p)))
    {
      int k = names_find (&r->cols, w);
      if (k >= 0)
        return bad (r, line, w, "duplicate column name '%s' (first at "
                    "%ld:%ld)", w, r->cols.line[k], r->cols.col[k]);
      if (name_room (r, line, w))
        return -1;
      if (names_add (&r->cols, w, r->line, (long) (w - line) + 1) < 0)
        return oom (r);
    }
  if (r->cols.count == 0)
    return bad (r, line, rest, "the columns line lists no columns");
  r->xc = ss_xc_new (r->cols.count, 0);
  r->stamp = calloc ((size_t) r->cols.count, sizeof *r->stamp);
  return r->xc && r->stamp ? 0 : oom (r);
}

/* The row limits, checked before the row is kept. */
static int
row_room (reader *r, const char *line, const char *name, int count)
{
  if (r->rows.count >= r->limits->max_rows)
    return bad (r, line, name, "more than %ld rows", r->limits->max_rows);
  if ((r->entries += count) > r->limits->max_entries)
    return bad (r, line, name, "the rows cover more than %ld columns in all",
                r->limits->max_entries);
  return name_room (r, line, name);
}

static int
push_col (reader *r, int count, int col)
{
  if (count == r->row_cap)
    {
      int cap = r->row_cap ? 2 * r->row_cap : 16;
      int *p = realloc (r->row_cols, sizeof *p * (size_t) cap);
      if (!p)
        return -1;
      r->row_cols = p;
      r->row_cap = cap;
    }
  r->row_cols[count] = col;
  return 0;
}

/* The columns of row `name`, from rest to the end of the line. */
static int
read_row (reader *r, char *line, const char *name, char *rest)
{
  char *p = rest, *w;
  int count = 0, stamp = r->rows.count + 1;
  while ((w = next_word (&p)))
    {
      int c = names_find (&r->cols, w);
      if (c < 0)
        return bad (r, line, w, "unknown column '%s'", w);
      if (r->stamp[c] == stamp)
        return bad (r, line, w, "column '%s' twice in row '%s'", w, name);
      r->stamp[c] = stamp;
      if (push_col (r, count++, c))
        return oom (r);
    }
  if (count == 0)
    return bad (r, line, name, "empty row '%s': it covers no column", name);
  if (row_room (r, line, name, count))
    return -1;
  if (names_add (&r->rows, name, r->line, (long) (name - line) + 1) < 0
      || ss_xc_add_row (r->xc, r->row_cols, count) < 0)
    return oom (r);
  return 0;
}

/* Splits "NAME: ..." into its label and the rest.  *label is 0 when the
 * line has no colon.  Returns -1 on a malformed label or a second ':'. */
static int
split_label (reader *r, char *line, char *s, char **label, char **rest)
{
  char *colon = strchr (s, ':');
  *label = 0;
  *rest = s;
  if (!colon)
    return 0;
  *colon = 0;
  *rest = colon + 1;
  size_t len = strcspn (s, SPACES);
  char *after = skip_space (s + len), *second = strchr (*rest, ':');
  if (len == 0)
    return bad (r, line, colon, "missing name before ':'");
  if (*after)
    return bad (r, line, after, "a name cannot contain spaces (expected "
                "'NAME: COLUMN ...')");
  if (second)
    return bad (r, line, second, "a second ':' on one line");
  s[len] = 0;
  *label = s;
  return 0;
}

static int
read_line (reader *r, char *line)
{
  char *label, *rest, *s, *hash_mark = strchr (line, '#');
  if (hash_mark && hash_mark > line && !is_space (hash_mark[-1]))
    return bad (r, line, hash_mark, "'#' inside a name: names cannot hold "
                "'#' (a comment starts at a '#' after a space)");
  strip (line);
  s = skip_space (line);
  if (!*s)
    return 0;
  if (split_label (r, line, s, &label, &rest))
    return -1;
  if (!r->have_columns)
    {
      if (label && strcmp (label, "columns"))
        return bad (r, line, s, "missing columns line: the first line must "
                    "be 'columns: NAME ...', not row '%s'", label);
      return read_columns (r, line, rest);
    }
  if (!label)
    return bad (r, line, s, "expected 'NAME: COLUMN ...' (a row needs a "
                "name)");
  if (!strcmp (label, "columns"))
    return bad (r, line, s, "a second columns line (the first is on line "
                "%ld)", r->columns_line);
  int k = names_find (&r->rows, label);
  if (k >= 0)
    return bad (r, line, label, "duplicate row name '%s' (first on line %ld)",
                label, r->rows.line[k]);
  return read_row (r, line, label, rest);
}

static void
reader_free (reader *r)
{
  names_free (&r->cols);
  names_free (&r->rows);
  ss_xc_free (r->xc);
  free (r->row_cols);
  free (r->stamp);
}

/* One raw line: too long or holding a NUL byte, it is refused whole
 * (a NUL would end the text silently). */
static int
take_line (reader *r, const ss_line *ln)
{
  r->line = ln->number;
  if (ln->too_long)
    return ss_error_set (r->err, ln->number, 0, "line longer than %ld bytes",
                         SS_MAX_LINE), -1;
  if (ln->nul_col)
    return ss_error_set (r->err, ln->number, ln->nul_col, "NUL byte"), -1;
  return read_line (r, ln->text);
}

int
ss_xc_read (FILE *in, const char *name, ss_xc_problem *out, ss_error *err)
{
  return ss_xc_read_limited (in, name, &ss_xc_limits_default, out, err);
}

int
ss_xc_read_limited (FILE *in, const char *name, const ss_xc_limits *limits,
                    ss_xc_problem *out, ss_error *err)
{
  reader r = { .err = err, .limits = limits };
  const ss_line *ln;
  int failed = 0;
  memset (out, 0, sizeof *out);
  ss_error_clear (err);
  err->file = name;
  ss_lines *lines = ss_lines_new (in);
  if (!lines)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  while (!failed && (ln = ss_lines_peek (lines, 0)))
    {
      failed = take_line (&r, ln) < 0;
      ss_lines_drop (lines);
    }
  if (!failed && ss_lines_failed (lines))
    failed = 1, ss_error_set (err, 0, 0, "read error");
  ss_lines_free (lines);
  if (!failed && !r.have_columns)
    failed = 1, ss_error_set (err, 0, 0, "missing columns line: the file "
                              "has no content");
  if (failed)
    {
      reader_free (&r);
      return -1;
    }
  out->xc = r.xc;
  out->ncols = r.cols.count;
  out->nrows = r.rows.count;
  out->col_name = r.cols.name;
  out->row_name = r.rows.name;
  free (r.cols.line), free (r.cols.col), free (r.cols.slot);
  free (r.rows.line), free (r.rows.col), free (r.rows.slot);
  free (r.row_cols);
  free (r.stamp);
  return 0;
}

void
ss_xc_problem_free (ss_xc_problem *p)
{
  for (int k = 0; k < p->ncols; k++)
    free (p->col_name[k]);
  for (int k = 0; k < p->nrows; k++)
    free (p->row_name[k]);
  free (p->col_name);
  free (p->row_name);
  ss_xc_free (p->xc);
  memset (p, 0, sizeof *p);
}
