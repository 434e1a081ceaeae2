/* decode.c -- map lines, clause checks and variable counts (decode.h).
 *
 * The CNF is streamed through ss_dimacs_read: nothing of it is kept but
 * the map and the first false clause, so checking a model against a
 * 100x100 CNF costs no more memory than the model itself.
 */
#include "decode.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../dimacs/dimacs_read.h"

/* ---- map lines: "c var V rR cC dD", exactly ----
 *
 * The comment text starts right after the 'c'.  A comment whose first
 * word is "var" claims to be a map line and must be one: blanks between
 * the fields (at least one, also after the 'c'), digits only, each
 * number range-checked before any arithmetic, nothing after "dD". */

static int
bad_syntax (ss_error *err)
{
  ss_error_set (err, 0, 0, "a map line should read 'c var V rR cC dD'");
  return -1;
}

static int
is_blank (char ch)
{
  return ch == ' ' || ch == '\t';
}

/* Skips blanks at *p; 1 when there was at least one. */
static int
blanks (const char **p)
{
  const char *s = *p;
  while (is_blank (**p))
    (*p)++;
  return *p > s;
}

/* Digits at *p, optionally after the letter tag, into *v (at most
 * INT_MAX).  0, or -1 with err set. */
static int
map_number (const char **p, char tag, long *v, ss_error *err)
{
  if ((tag && *(*p)++ != tag) || !isdigit ((unsigned char) **p))
    return bad_syntax (err);
  for (*v = 0; isdigit ((unsigned char) **p); (*p)++)
    {
      int digit = **p - '0';
      if (*v > (INT_MAX - digit) / 10)
        return ss_error_set (err, 0, 0, "a number in a map line is above "
                             "%d", INT_MAX), -1;
      *v = *v * 10 + digit;
    }
  return 0;
}

/* 1 when the first word of text is "var". */
static int
claims_map (const char *text)
{
  text += strspn (text, " \t");
  return !strncmp (text, "var", 3) && (!text[3] || is_blank (text[3]));
}

int
ss_decode_map_line (ss_varmap *map, const char *text, ss_error *err)
{
  static const char tags[4] = { 0, 'r', 'c', 'd' };
  long v[4];
  const char *p = text;
  if (!claims_map (text))
    return 0;
  if (strlen (text) >= SS_DIMACS_COMMENT_MAX)
    return ss_error_set (err, 0, 0, "a map line longer than %d bytes",
                         SS_DIMACS_COMMENT_MAX - 1), -1;
  if (!blanks (&p))
    return bad_syntax (err); /* "cvar": the 'c' needs its blank */
  p += 3;
  for (int k = 0; k < 4; k++)
    {
      if (!blanks (&p))
        return bad_syntax (err);
      if (map_number (&p, tags[k], &v[k], err))
        return -1;
    }
  blanks (&p);
  if (*p)
    return bad_syntax (err);
  return ss_varmap_add (map, v[0], (int) v[1] - 1, (int) v[2] - 1,
                        (int) v[3], err) ? -1 : 1;
}

typedef struct checker {
  const ss_model *model;
  ss_varmap *map;
  ss_cnf_check *out;
} checker;

static int
on_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  checker *k = ctx;
  k->out->nvars = nvars;
  k->out->nclauses = nclauses;
  (void) err;
  return 0;
}

static int
on_comment (void *ctx, const char *text, long line, ss_error *err)
{
  checker *k = ctx;
  int got = ss_decode_map_line (k->map, text, err);
  k->out->mapped += got > 0;
  (void) line;
  return got < 0;
}

static int
on_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  checker *k = ctx;
  if (!k->model)
    return 0;
  for (int i = 0; i < len; i++)
    if (ss_model_value ((void *) k->model, labs ((long) lits[i]))
        == (lits[i] > 0 ? 1 : -1))
      return 0;
  if (!k->out->false_clauses++)
    k->out->first_false = index, k->out->first_false_line = line;
  (void) err;
  return 0;
}

int
ss_decode_cnf (FILE *in, const char *name, const ss_model *model,
               ss_varmap *map, ss_cnf_check *out, ss_error *err)
{
  checker k = { model, map, out };
  ss_dimacs_handler h = { &k, on_header, on_clause, on_comment };
  memset (out, 0, sizeof *out);
  return ss_dimacs_read (in, name, &h, err);
}

typedef struct peek {
  long nvars;
  int seen;
} peek;

static int
peek_header (void *ctx, long nvars, long nclauses, ss_error *err)
{
  peek *p = ctx;
  p->nvars = nvars;
  p->seen = 1;
  (void) nclauses, (void) err;
  return 1; /* enough: stop reading */
}

int
ss_decode_cnf_nvars (FILE *in, const char *name, long *nvars, ss_error *err)
{
  peek p = { 0, 0 };
  ss_dimacs_handler h = { &p, peek_header, 0, 0 };
  int got = ss_dimacs_read (in, name, &h, err);
  *nvars = p.nvars;
  return p.seen ? 0 : got;
}

static void
describe_var (const ss_varmap *map, long v, char *buf, size_t size)
{
  int r, c, d;
  if (map && ss_varmap_cell (map, v, &r, &c, &d))
    snprintf (buf, size, " (r%dc%d = %d)", r + 1, c + 1, d);
  else
    snprintf (buf, size, " (auxiliary)");
}

int
ss_decode_check_vars (const ss_model *m, long nvars, const ss_varmap *map,
                      ss_error *err)
{
  char what[48];
  if (m->nvars > nvars)
    {
      ss_error_set (err, m->nvars_line, m->nvars_col, "wrong variable count: "
                    "the model gives variable %ld, the CNF has %ld variables",
                    m->nvars, nvars);
      return -1;
    }
  if (m->nvars < nvars)
    {
      ss_error_set (err, 0, 0, "wrong variable count: the model stops at "
                    "variable %ld, the CNF has %ld variables", m->nvars,
                    nvars);
      return -1;
    }
  for (long v = 1; v <= nvars; v++)
    if (!m->value[v])
      {
        describe_var (map, v, what, sizeof what);
        ss_error_set (err, 0, 0, "missing literal: the model gives no value "
                      "to variable %ld%s", v, what);
        return -1;
      }
  return 0;
}
