/* model_text.c -- reading the text form's directive lines (see
 * model_text.h).  Each line is cut into tokens (cells, numbers, '>' and
 * '=', words); a keyword row of kinds.h names the kind; the tokens fill
 * one ss_con, which the model's finish validates through the kind's
 * meaning.  Every error names the line and the column of its token.
 */
#include "model_text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "junk.h"
#include "kinds.h"
#include "kinds/meaning.h"
#include "model.h"

typedef struct keyword_row {
  const char *word;
  int kind, fixed;
} keyword_row;

static const keyword_row keywords[] = {
#define SS_KEYWORD_ROW(word, id, fixed) { word, SS_KIND_##id, fixed },
  SS_KEYWORDS (SS_KEYWORD_ROW)
#undef SS_KEYWORD_ROW
};
#define KEYWORD_COUNT ((int) (sizeof keywords / sizeof *keywords))

/* Directives that are not constraints. */
static const char *const others[] = { "regions", "title", "author", "rules",
                                      "windoku" };

typedef enum { T_END, T_CELL, T_NUMBER, T_MARK, T_WORD } token_kind;

typedef struct token {
  token_kind kind;
  size_t at, len; /* in the line */
  long r, c;      /* T_CELL */
  long value;     /* T_NUMBER */
} token;

/* ---- tokens ------------------------------------------------------------- */

static int
space_at (const ss_line *ln, size_t i)
{
  return i < ln->len && isspace ((unsigned char) ln->text[i]);
}

static long
digits (const char *t, size_t len, size_t *used)
{
  long v = 0;
  size_t i = 0;
  while (i < len && isdigit ((unsigned char) t[i]) && v < 100000000)
    v = 10 * v + (t[i++] - '0');
  *used = i;
  return v;
}

/* What t[0, len) is. */
static void
classify (const char *t, size_t len, token *k)
{
  size_t a, b;
  k->kind = T_WORD;
  if (len == 1 && (*t == '>' || *t == '='))
    k->kind = T_MARK;
  else if (len > 0 && (isdigit ((unsigned char) *t) || *t == '-' || *t == '+'))
    {
      int sign = isdigit ((unsigned char) *t) ? 0 : 1;
      k->value = digits (t + sign, len - sign, &a);
      k->value = *t == '-' ? -k->value : k->value;
      k->kind = a > 0 && a + sign == len ? T_NUMBER : T_WORD;
    }
  else if (len > 3 && (*t == 'r' || *t == 'R'))
    {
      k->r = digits (t + 1, len - 1, &a);
      if (a > 0 && a + 2 < len && (t[1 + a] == 'c' || t[1 + a] == 'C'))
        {
          k->c = digits (t + 2 + a, len - 2 - a, &b);
          k->kind = b > 0 && 2 + a + b == len ? T_CELL : T_WORD;
        }
    }
}

/* The token starting at or after *at; T_END at the line's end or at a
 * '#'. */
static token
next_token (const ss_line *ln, size_t *at)
{
  token k = { T_END, 0, 0, 0, 0, 0 };
  size_t i = *at;
  while (space_at (ln, i))
    i++;
  if (i >= ln->len || ln->text[i] == '#')
    return *at = ln->len, k;
  size_t j = i;
  while (j < ln->len && !isspace ((unsigned char) ln->text[j]))
    j++;
  k.at = i;
  k.len = j - i;
  classify (ln->text + i, k.len, &k);
  *at = j;
  return k;
}

static int
word_is (const ss_line *ln, const token *k, const char *w)
{
  size_t len = strlen (w);
  if (k->len != len)
    return 0;
  for (size_t i = 0; i < len; i++)
    if (tolower ((unsigned char) ln->text[k->at + i]) != w[i])
      return 0;
  return 1;
}

static const keyword_row *
keyword_of (const ss_line *ln, const token *k)
{
  for (int i = 0; k->kind == T_WORD && i < KEYWORD_COUNT; i++)
    if (word_is (ln, k, keywords[i].word))
      return &keywords[i];
  return 0;
}

static int
other_of (const ss_line *ln, const token *k)
{
  for (int i = 0; k->kind == T_WORD && i < 5; i++)
    if (word_is (ln, k, others[i]))
      return others[i][0] == 'w' ? 'w' : others[i][0];
  return 0;
}

/* A word as a directive's first: lower-case letters, digits, '+', '-'. */
static int
name_like (const ss_line *ln, const token *k)
{
  if (k->kind != T_WORD || !islower ((unsigned char) ln->text[k->at]))
    return 0;
  for (size_t i = 0; i < k->len; i++)
    if (!islower ((unsigned char) ln->text[k->at + i])
        && !isdigit ((unsigned char) ln->text[k->at + i])
        && !strchr ("+-", ln->text[k->at + i]))
      return 0;
  return 1;
}

int
ss_model_text_directive (const ss_line *ln)
{
  size_t at = 0;
  while (space_at (ln, at))
    at++;
  /* Every directive starts with a lower-case letter; a classic puzzle
   * line (a digit, '.', a capital) is turned away by this one test. */
  if (at >= ln->len || !islower ((unsigned char) ln->text[at])
      || ln->too_long || ln->nul_col)
    return 0;
  token k = next_token (ln, &at);
  if (keyword_of (ln, &k) || other_of (ln, &k))
    return 1;
  if (!name_like (ln, &k))
    return 0;
  token second = next_token (ln, &at);
  return second.kind == T_CELL || second.kind == T_NUMBER;
}

/* ---- one constraint ------------------------------------------------------ */

typedef struct parse {
  const ss_line *ln;
  int n;
  ss_con con;
  int *cells;      /* N*N + 4 */
  int vals[SS_MAX_N + 8]; /* up to N digits (pencil marks), and room past
                             a kind's most for its message */
  ss_error *err;
} parse;

static int
token_error (parse *p, const token *k, const char *fmt, const char *what)
{
  char shown[24];
  int len = k->len < 20 ? (int) k->len : 20;
  snprintf (shown, sizeof shown, "%.*s", len, p->ln->text + k->at);
  ss_error_set (p->err, p->ln->number, (long) k->at + 1, fmt, shown, what);
  return -1;
}

static const char *
kind_word (const parse *p)
{
  return ss_kind_name (p->con.kind);
}

static int
add_cell (parse *p, const token *k)
{
  long n = p->n, r = k->r, c = k->c;
  unsigned flags = ss_kind_flags (p->con.kind);
  if (p->con.ncells >= n * n) /* the scratch holds N*N + 4: a line may
                                 list a cell twice, so count here */
    return token_error (p, k, "%s: a %s lists more cells than the grid "
                        "has", kind_word (p));
  if (r >= 1 && r <= n && c >= 1 && c <= n)
    return p->cells[p->con.ncells++] = (int) ((r - 1) * n + c - 1), 0;
  if ((flags & (SS_KF_CLUE | SS_KF_OUTSIDE)) && r <= n + 1 && c <= n + 1)
    {
      if (p->con.clue_r >= 0)
        return token_error (p, k, "%s: a second clue outside the grid (a "
                            "%s takes one)", kind_word (p));
      return p->con.clue_r = (int) r, p->con.clue_c = (int) c, 0;
    }
  return token_error (p, k, "%s is outside the grid (%s)", kind_word (p));
}

/* The words some kinds take as parameters. */
static int
word_value (parse *p, const token *k)
{
  static const char *const family[] = { "white", "black", "xv" };
  static const char *const dir[] = { "dr", "dl", "ur", "ul" };
  static const char *const ties[] = { "unclued", "any", "none" };
  const char *const *words = p->con.kind == SS_KIND_NEGATIVE ? family
                             : p->con.kind == SS_KIND_LITTLEKILLER ? dir
                             : p->con.kind == SS_KIND_FULLRANKTIES ? ties
                                                                   : 0;
  int count = p->con.kind == SS_KIND_LITTLEKILLER ? 4 : 3;
  for (int i = 0; words && i < count; i++)
    if (word_is (p->ln, k, words[i]))
      return i;
  return -1;
}

static int
add_token (parse *p, const token *k)
{
  int w;
  if (k->kind == T_CELL)
    return add_cell (p, k);
  if (k->kind == T_MARK && (ss_kind_flags (p->con.kind) & SS_KF_SPLIT)
      && !p->con.split)
    return p->con.split = p->con.ncells, 0;
  if ((k->kind == T_NUMBER || (w = word_value (p, k)) >= 0)
      && p->con.nvals < (int) (sizeof p->vals / sizeof *p->vals))
    {
      long v = k->kind == T_NUMBER ? k->value : w;
      if (v < -1000000 || v > 1000000)
        return token_error (p, k, "number %s is out of range (%s)",
                            kind_word (p));
      return p->vals[p->con.nvals++] = (int) v, 0;
    }
  token_error (p, k, "unexpected '%s' in a %s constraint", kind_word (p));
  /* A word where a kind takes words (a family, a direction, a mode) is a
   * parameter sudosat does not know. */
  p->err->unknown = k->kind == T_WORD && (p->con.kind == SS_KIND_NEGATIVE
                                          || p->con.kind
                                             == SS_KIND_LITTLEKILLER
                                          || p->con.kind
                                             == SS_KIND_FULLRANKTIES);
  return -1;
}

/* An outside clue's cells (its row, column or diagonal), or the 2x2 of a
 * quadruple given by its top-left cell. */
static int
derive_cells (parse *p, const token *kw)
{
  ss_con *c = &p->con;
  if (c->kind == SS_KIND_QUADRUPLE && c->ncells == 1 && c->cell)
    {
      int t = p->cells[0];
      if (t / p->n + 1 >= p->n || t % p->n + 1 >= p->n)
        return token_error (p, kw, "'%s': the 2x2 square from its top-left "
                            "cell leaves the grid%s", "");
      p->cells[1] = t + 1, p->cells[2] = t + p->n, p->cells[3] = t + p->n + 1;
      c->ncells = 4;
    }
  unsigned flags = ss_kind_flags (c->kind);
  if ((flags & SS_KF_OUTSIDE) && c->clue_r >= 0 && c->ncells)
    {
      ss_error_set (p->err, p->ln->number, (long) kw->at + 1, "%s takes "
                    "either its cells or one clue outside the grid (r0cC, "
                    "rRc0, ...: the row or column read from it), not both",
                    kind_word (p));
      return -1;
    }
  if (!(flags & SS_KF_CLUE) && !((flags & SS_KF_OUTSIDE) && c->clue_r >= 0))
    return 0;
  if (c->clue_r < 0 || c->ncells)
    {
      ss_error_set (p->err, p->ln->number, (long) kw->at + 1, "%s takes "
                    "one clue outside the grid (r0cC, rRc0, ...): its cells "
                    "are read from it", kind_word (p));
      return -1;
    }
  int dir = c->kind == SS_KIND_LITTLEKILLER ? (c->nvals > 1 ? c->val[1] : 9)
                                            : -1;
  c->ncells = ss_clue_cells (p->n, c->clue_r, c->clue_c, dir, p->cells);
  if (c->ncells < 0)
    return token_error (p, kw, "'%s': the clue does not face a row, a "
                        "column or (with a direction) a diagonal (%s)",
                        kind_word (p));
  return 0;
}

static int
parse_con (parse *p, const keyword_row *kw, const token *first, size_t at)
{
  ss_con *c = &p->con;
  memset (c, 0, sizeof *c);
  c->kind = kw->kind;
  c->cell = p->cells;
  c->val = p->vals;
  c->clue_r = c->clue_c = -1;
  c->line = p->ln->number;
  c->col = (long) first->at + 1;
  if (kw->fixed != SS_NO_PARAM)
    p->vals[c->nvals++] = kw->fixed;
  for (token k; (k = next_token (p->ln, &at)).kind != T_END;)
    if (add_token (p, &k) < 0)
      return -1;
  return derive_cells (p, first);
}

/* ---- the record's directives --------------------------------------------- */

typedef struct reader {
  ss_lines *lines;
  ss_model *m;
  int n;
  int *cells; /* scratch for one constraint */
  ss_error *err;
} reader;

static int
line_error (reader *rd, const ss_line *ln, long col, const char *msg)
{
  ss_error_set (rd->err, ln->number, col, "%s", msg);
  return -1;
}

/* Region symbols from text[from, to) into ids, at *count; spaces and
 * '|' are layout. */
static int
region_symbols (reader *rd, const ss_line *ln, size_t from, int *ids,
                int *count)
{
  for (size_t i = from; i < ln->len; i++)
    {
      unsigned char ch = (unsigned char) ln->text[i];
      if (isspace (ch) || ch == '|')
        continue;
      if (ch == '#')
        break;
      if (*count >= rd->n * rd->n)
        return line_error (rd, ln, (long) i + 1, "the region map has more "
                           "cells than the grid");
      ids[(*count)++] = ch == '.' ? -1 : ch; /* '.': in no region */
    }
  return 0;
}

/* One row of a region map on its own line: N symbols. */
static int
read_region_row (reader *rd, int row, int *ids, int *count, long *last)
{
  const ss_line *ln = ss_lines_peek (rd->lines, 0);
  if (!ln || ss_model_text_directive (ln))
    return ss_error_set (rd->err, *last, 0, "the region map ended after %d "
                         "of %d rows", row, rd->n), -1;
  int before = *count;
  *last = ln->number;
  int rc = region_symbols (rd, ln, 0, ids, count);
  if (rc == 0 && *count - before != rd->n)
    rc = line_error (rd, ln, 0, "a region map row needs one symbol per "
                     "column");
  ss_lines_drop (rd->lines);
  return rc;
}

/* "regions" then the map: the N*N symbols on its own line, or N rows on
 * the next N lines. */
static int
read_regions (reader *rd, const ss_line *ln, size_t at)
{
  int n = rd->n, count = 0, *ids = malloc ((size_t) n * n * sizeof *ids);
  long last = ln->number, first = ln->number;
  int rc = ids ? region_symbols (rd, ln, at, ids, &count)
               : line_error (rd, ln, 0, "out of memory");
  int inline_map = count > 0;
  ss_lines_drop (rd->lines); /* ln is gone from here on */
  for (int row = 0; rc == 0 && !inline_map && row < n; row++)
    rc = read_region_row (rd, row, ids, &count, &last);
  if (rc == 0 && count != n * n)
    {
      ss_error_set (rd->err, last, 0, "the region map has %d cells; the "
                    "grid has %d", count, n * n);
      rc = -1;
    }
  if (rc == 0 && ss_model_set_regions (rd->m, ids, rd->err) < 0)
    rd->err->line = first, rc = -1;
  free (ids);
  return rc;
}

/* The text after the directive word, trimmed. */
static int
read_text (reader *rd, const ss_line *ln, size_t at, int which)
{
  long bad = ss_junk_binary (ln);
  if (bad)
    {
      ss_error_set (rd->err, ln->number, bad, "byte 0x%02X is not UTF-8 "
                    "text; a title, author or rules line is written in "
                    "UTF-8", (unsigned char) ln->text[bad - 1]);
      return -1;
    }
  while (space_at (ln, at))
    at++;
  size_t end = ln->len;
  while (end > at && isspace ((unsigned char) ln->text[end - 1]))
    end--;
  char *t = strndup (ln->text + at, end - at);
  int rc = t && ss_model_set_text (rd->m, which, t) == 0
             ? 0 : line_error (rd, ln, 0, "out of memory");
  free (t);
  ss_lines_drop (rd->lines);
  return rc;
}

/* Windoku: the R x C windows one cell in from the boxes' corners, as
 * extra regions, for as many as fit. */
static int
add_windoku (reader *rd, const ss_line *ln, long col)
{
  ss_model *m = rd->m;
  int R = m->box_rows, C = m->box_cols, n = m->n, added = 0;
  for (int r0 = 1; r0 + R <= n; r0 += R + 1)
    for (int c0 = 1; c0 + C <= n; c0 += C + 1)
      {
        int *cell = rd->cells, k = 0;
        for (int i = 0; i < n; i++)
          cell[k++] = (r0 + i / C) * n + c0 + i % C;
        ss_con con = { SS_KIND_EXTRA, n, cell, 0, 0, 0, -1, -1,
                       ln->number, col, 0, 0 };
        if (ss_model_add (m, &con) < 0)
          return line_error (rd, ln, col, "out of memory");
        added++;
      }
  int rc = added ? 0 : line_error (rd, ln, col, "windoku: no window fits");
  ss_lines_drop (rd->lines);
  return rc;
}

static int
read_constraint (reader *rd, const ss_line *ln, const keyword_row *kw,
                 const token *first, size_t at)
{
  parse p = { ln, rd->n, { 0 }, rd->cells, { 0 }, rd->err };
  int rc = parse_con (&p, kw, first, at);
  if (rc == 0 && ss_model_add (rd->m, &p.con) < 0)
    rc = line_error (rd, ln, 0, "out of memory");
  ss_lines_drop (rd->lines); /* ln is gone from here on */
  return rc;
}

static int
read_directive (reader *rd, const ss_line *ln)
{
  size_t at = 0;
  token k = next_token (ln, &at);
  const keyword_row *kw = keyword_of (ln, &k);
  int other = other_of (ln, &k);
  if (kw)
    return read_constraint (rd, ln, kw, &k, at);
  if (other == 'r' && word_is (ln, &k, "regions"))
    return read_regions (rd, ln, at);
  if (other == 'w')
    return add_windoku (rd, ln, (long) k.at + 1);
  if (other)
    return read_text (rd, ln, at, other);
  ss_error_set (rd->err, ln->number, (long) k.at + 1, "unknown constraint "
                "'%.*s' (sudosat reads: see README \"Variant puzzles\")",
                (int) (k.len < 24 ? k.len : 24), ln->text + k.at);
  rd->err->unknown = 1; /* a rule sudosat does not know: exit 2 */
  ss_lines_drop (rd->lines);
  return -1;
}

/* A directive line, or a comment between directives. */
static const ss_line *
next_directive (ss_lines *lines)
{
  const ss_line *ln;
  while ((ln = ss_lines_peek (lines, 0)))
    {
      size_t i = 0;
      while (space_at (ln, i))
        i++;
      if (i < ln->len && ln->text[i] == '#'
          && ss_lines_peek (lines, 1)
          && ss_model_text_directive (ss_lines_peek (lines, 1)))
        {
          ss_lines_drop (lines);
          continue;
        }
      return ss_model_text_directive (ln) ? ln : 0;
    }
  return 0;
}

void
ss_model_text_skip (ss_lines *lines)
{
  while (next_directive (lines))
    ss_lines_drop (lines);
}

int
ss_model_text_read (ss_lines *lines, ss_grid *g, ss_error *err)
{
  const ss_line *ln = next_directive (lines);
  if (!ln)
    return 0;
  reader rd = { lines, ss_model_new (g->box_rows, g->box_cols), g->n, 0,
                err };
  rd.cells = malloc (((size_t) g->n * g->n + 4) * sizeof *rd.cells);
  int rc = rd.m && rd.cells ? 0 : line_error (&rd, ln, 0, "out of memory");
  while (rc == 0 && (ln = next_directive (lines)))
    rc = read_directive (&rd, ln);
  if (rc == 0 && ss_model_finish (rd.m, err) < 0)
    rc = -1;
  if (rc == 0)
    ss_grid_set_model (g, rd.m);
  else
    ss_model_text_skip (lines);
  ss_model_unref (rd.m);
  free (rd.cells);
  return rc < 0 ? -1 : 1;
}
