/* reader.c -- the record reader: lines to cells to grids (see reader.h).
 *
 * Each line is first turned into a list of cells (value and column) by one
 * of two scanners, symbols or tokens.  The shape of the record is decided
 * from the first line's cell count alone, looking ahead only when the count
 * fits both a whole small grid and one row of a larger grid.  Errors carry
 * the line and column of the offending character where there is one.
 */
#include "reader.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lines.h"

typedef enum { MODE_SYMBOLS, MODE_TOKENS } scan_mode;

typedef struct cells {
  int *value;
  long *line, *col;
  int count, cap;
  int max_value;
  char blank;
} cells;

struct ss_reader {
  ss_lines *lines;
  const char *name;
  int box_rows, box_cols;
  ss_alphabet alphabet;
  long records;
  cells cur, scratch;
  char *tail;
};

/* ---- cell lists -------------------------------------------------------- */

/* Room for `extra` more cells, so the scanners can store without
 * checking each time. */
static int
cells_reserve (cells *c, size_t extra)
{
  while ((size_t) (c->cap - c->count) < extra)
    {
      int ncap = c->cap ? 2 * c->cap : 256;
      int *v = realloc (c->value, (size_t) ncap * sizeof *v);
      if (v)
        c->value = v;
      long *l = realloc (c->line, (size_t) ncap * sizeof *l);
      if (l)
        c->line = l;
      long *k = realloc (c->col, (size_t) ncap * sizeof *k);
      if (k)
        c->col = k;
      if (!v || !l || !k)
        return -1;
      c->cap = ncap;
    }
  return 0;
}

static inline void
cells_put (cells *c, int value, long line, long col)
{
  c->value[c->count] = value;
  c->line[c->count] = line;
  c->col[c->count++] = col;
  if (value > c->max_value)
    c->max_value = value;
}

static void
cells_reset (cells *c)
{
  c->count = 0;
  c->max_value = 0;
  c->blank = 0;
}

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

/* ---- line kinds -------------------------------------------------------- */

/* Blank, a comment, or decoration such as "------+-------": not a row. */
static int
is_skippable (const ss_line *ln)
{
  size_t i = 0;
  while (i < ln->len && is_space (ln->text[i]))
    i++;
  if (i == ln->len)
    return 1;
  if (ln->text[i] == '#' || ln->too_long || ln->nul_col)
    return ln->text[i] == '#';
  for (; i < ln->len; i++)
    if (!is_space (ln->text[i]) && !strchr ("|-+", ln->text[i]))
      return 0;
  return 1;
}

/* A blank line or a comment ends a block; decoration does not. */
static int
ends_paragraph (const ss_line *ln)
{
  size_t i = 0;
  while (i < ln->len && is_space (ln->text[i]))
    i++;
  return i == ln->len || ln->text[i] == '#';
}

static size_t
puzzle_end (const ss_line *ln)
{
  const char *colon = memchr (ln->text, ':', ln->len);
  return colon ? (size_t) (colon - ln->text) : ln->len;
}

static int
is_separator_token (const char *t, size_t len)
{
  for (size_t k = 0; k < len; k++)
    if (!strchr ("|-+", t[k]))
      return 0;
  return 1;
}

/* Two or more tokens, all '.' or decimal (or separators such as '|'), one
 * of them 2-3 digits long. */
/* Tokens need whitespace between them; most lines have none. */
static int
has_space (const ss_line *ln, size_t end)
{
  return memchr (ln->text, ' ', end) || memchr (ln->text, '\t', end);
}

static int
looks_like_tokens (const ss_line *ln)
{
  size_t end = puzzle_end (ln), i = 0;
  if (!has_space (ln, end))
    return 0;
  int tokens = 0, wide = 0;
  while (i < end)
    {
      while (i < end && is_space (ln->text[i]))
        i++;
      size_t j = i;
      while (j < end && !is_space (ln->text[j]))
        j++;
      if (j == i)
        break;
      int digits = 1;
      for (size_t k = i; k < j; k++)
        digits &= isdigit ((unsigned char) ln->text[k]) != 0;
      if (is_separator_token (ln->text + i, j - i))
        {
          i = j;
          continue;
        }
      if (!(digits && j - i <= 3) && !(j - i == 1 && ln->text[i] == '.'))
        return 0;
      wide |= digits && j - i >= 2;
      tokens++;
      i = j;
    }
  return tokens >= 2 && wide;
}

/* Two or more one-character tokens, each a digit or '.': the same cells
 * whether read as symbols or as tokens. */
static int
is_neutral (const ss_line *ln)
{
  size_t end = puzzle_end (ln);
  int tokens = 0;
  if (!has_space (ln, end))
    return 0;
  for (size_t i = 0; i < end; i++)
    {
      if (is_space (ln->text[i]))
        continue;
      size_t j = i;
      while (j < end && !is_space (ln->text[j]))
        j++;
      if (!is_separator_token (ln->text + i, j - i))
        {
          if (j - i != 1 || !strchr (".0123456789", ln->text[i]))
            return 0;
          tokens++;
        }
      i = j;
    }
  return tokens >= 2;
}

/* ---- scanners ---------------------------------------------------------- */

/* Symbols in text[from, to), skipping spaces and separators. */
static int
scan_symbols (const ss_reader *r, const ss_line *ln, size_t from, size_t to,
              cells *out, ss_error *err)
{
  if (cells_reserve (out, to - from) < 0)
    return ss_error_set (err, ln->number, 0, "out of memory"), -1;
  for (size_t i = from; i < to; i++)
    {
      unsigned char ch = (unsigned char) ln->text[i];
      int v = is_space (ch) ? SS_SEPARATOR : r->alphabet.value[ch];
      if (v == SS_SEPARATOR)
        continue;
      if (v == SS_UNKNOWN_SYMBOL)
        {
          char shown[8];
          ss_error_set (err, ln->number, (long) i + 1, "unknown symbol %s",
                        ss_char_show (ch, shown));
          return -1;
        }
      if (v == 0 && !out->blank)
        out->blank = (char) ch;
      cells_put (out, v, ln->number, (long) i + 1);
    }
  return 0;
}

static int
all_symbols (const ss_reader *r, const ss_line *ln, size_t from, size_t to)
{
  for (size_t i = from; i < to; i++)
    if (r->alphabet.value[(unsigned char) ln->text[i]] == SS_UNKNOWN_SYMBOL
        && !is_space (ln->text[i]))
      return 0;
  return 1;
}

/* Skips spaces and one ':' so "puzzle:count" and "puzzle<TAB>note" both
 * leave just the note. */
static const char *
tail_from (const ss_line *ln, size_t i)
{
  while (i < ln->len && is_space (ln->text[i]))
    i++;
  if (i < ln->len && ln->text[i] == ':')
    i++;
  return ln->text + i;
}

/* Symbol mode.  If the first whitespace-free token alone is a whole
 * square grid and what follows is not made of symbols (or the grid is
 * too big to be one row), the rest of the line is a note, not cells. */
static int
scan_symbol_line (const ss_reader *r, const ss_line *ln, cells *out,
                  const char **tail, ss_error *err)
{
  size_t end = puzzle_end (ln), i = 0, j;
  int root, before = out->count;
  while (i < end && is_space (ln->text[i]))
    i++;
  for (j = i; j < end && !is_space (ln->text[j]); j++)
    ;
  if (scan_symbols (r, ln, i, j, out, err) < 0)
    return -1;
  int first = out->count - before; /* cells of this line's first token */
  *tail = tail_from (ln, j);
  if (!**tail || *tail == ln->text + end + 1)
    return 0;
  if (first >= 4 && ss_isqrt_exact (first, &root)
      && (first > r->alphabet.size || !all_symbols (r, ln, j, end)))
    return 0;
  *tail = end < ln->len ? ln->text + end + 1 : "";
  return scan_symbols (r, ln, j, end, out, err);
}

static int
scan_token_line (const ss_line *ln, cells *out, const char **tail,
                 ss_error *err)
{
  size_t end = puzzle_end (ln), i = 0;
  *tail = end < ln->len ? ln->text + end + 1 : "";
  while (i < end)
    {
      while (i < end && is_space (ln->text[i]))
        i++;
      size_t j = i;
      int v = 0;
      while (j < end && !is_space (ln->text[j]))
        j++;
      if (j == i)
        break;
      if (is_separator_token (ln->text + i, j - i))
        {
          i = j;
          continue;
        }
      for (size_t k = i; k < j && v >= 0; k++)
        v = isdigit ((unsigned char) ln->text[k]) && v < 100000
              ? 10 * v + (ln->text[k] - '0') : -1;
      if (j - i == 1 && ln->text[i] == '.')
        v = 0;
      if (v < 0)
        return ss_error_set (err, ln->number, (long) i + 1,
                             "token '%.*s' is not a number",
                             (int) (j - i < 12 ? j - i : 12), ln->text + i),
               -1;
      if (v == 0 && !out->blank)
        out->blank = '0';
      if (cells_reserve (out, 1) < 0)
        return ss_error_set (err, ln->number, 0, "out of memory"), -1;
      cells_put (out, v, ln->number, (long) i + 1);
      i = j;
    }
  return 0;
}

static int
scan_line (const ss_reader *r, scan_mode mode, const ss_line *ln, cells *out,
           const char **tail, ss_error *err)
{
  if (ln->too_long)
    return ss_error_set (err, ln->number, 0,
                         "line longer than %ld bytes", SS_MAX_LINE), -1;
  if (ln->nul_col)
    return ss_error_set (err, ln->number, ln->nul_col, "NUL byte"), -1;
  return mode == MODE_TOKENS ? scan_token_line (ln, out, tail, err)
                             : scan_symbol_line (r, ln, out, tail, err);
}

/* ---- shape decisions --------------------------------------------------- */

/* A side with no factor but 1 and itself makes 1 x root boxes, which no
 * one writes as a one-line puzzle; 9 lines of 9 are then a 9x9 block even
 * when every cell is blank. */
static int
is_prime (int n)
{
  for (int k = 2; k * k <= n; k++)
    if (n % k == 0)
      return 0;
  return n > 1;
}

/* Is a line of k = root*root cells the first row of a k x k block?
 * Always when a root x root grid would be degenerate (1 x prime boxes).
 * Otherwise when the next k-1 rows have k cells each and some value is
 * too big for the small grid -- or, so that a block with one broken row
 * is still reported as one block, when at least the next row has k cells
 * and the values already rule the small grid out. */
static int
block_follows (ss_reader *r, scan_mode mode, int k, int root)
{
  int rows = 1, max_value = r->cur.max_value;
  if (is_prime (root))
    return 1;
  for (int i = 1; rows < k; i++)
    {
      const ss_line *ln = ss_lines_peek (r->lines, i);
      if (!ln || ends_paragraph (ln))
        break;
      if (is_skippable (ln))
        continue;
      const char *tail;
      ss_error ignored;
      cells_reset (&r->scratch);
      if (scan_line (r, mode, ln, &r->scratch, &tail, &ignored) < 0
          || r->scratch.count != k || *tail)
        break;
      if (r->scratch.max_value > max_value)
        max_value = r->scratch.max_value;
      rows++;
    }
  return rows > 1 && max_value > root;
}

/* Side of the grid the first line starts, and whether it is a block. */
static int
decide_shape (ss_reader *r, scan_mode mode, int k, int *n, int *block,
              ss_error *err, long line)
{
  int root, row_max = mode == MODE_TOKENS ? SS_MAX_N : r->alphabet.size;
  if (r->box_rows)
    {
      int want = r->box_rows * r->box_cols;
      *n = want;
      *block = k == want && want > 1;
      if (k == want * want || *block)
        return 0;
      return ss_error_set (err, line, 0,
                           "wrong cell count: %d; --box %dx%d needs %d on "
                           "one line or %d per row", k, r->box_rows,
                           r->box_cols, want * want, want), -1;
    }
  *block = 0;
  if (ss_isqrt_exact (k, &root) && k >= 1)
    {
      *n = root;
      *block = k > 1 && k <= row_max && block_follows (r, mode, k, root);
      if (*block)
        *n = k;
      return 0;
    }
  if (k > 1 && k <= row_max)
    return *n = k, *block = 1, 0;
  if (k == 0)
    return ss_error_set (err, line, 0, "no cells on the line"), -1;
  long lo = 1;
  while ((lo + 1) * (lo + 1) <= k)
    lo++;
  return ss_error_set (err, line, 0,
                       "wrong cell count: %d; a one-line puzzle needs a "
                       "square count such as %ld (%ldx%ld) or %ld (%ldx%ld)",
                       k, lo * lo, lo, lo, (lo + 1) * (lo + 1), lo + 1,
                       lo + 1), -1;
}

/* ---- building the record ----------------------------------------------- */

/* Appends one more block row (skipping decoration) to r->cur. */
static int
read_block_row (ss_reader *r, scan_mode mode, int n, int row, long *last,
                ss_error *err)
{
  for (;;)
    {
      const ss_line *ln = ss_lines_peek (r->lines, 0);
      if (!ln || ends_paragraph (ln))
        return ss_error_set (err, *last, 0,
                             "block ended after %d of %d rows", row, n), -2;
      if (is_skippable (ln))
        {
          ss_lines_drop (r->lines);
          continue;
        }
      const char *tail;
      int before = r->cur.count;
      *last = ln->number;
      int rc = scan_line (r, mode, ln, &r->cur, &tail, err);
      int got = r->cur.count - before;
      ss_lines_drop (r->lines);
      if (rc < 0)
        return -1;
      if (got != n)
        return ss_error_set (err, *last, 0, "mixed sizes in a block: row %d "
                             "has %d cells, expected %d", row + 1, got, n),
               -1;
      return 0;
    }
}

/* Reads rows 2..n.  After an error it still consumes the block's rows (up
 * to n, or the end of the paragraph) so the next record starts clean. */
static int
read_block (ss_reader *r, scan_mode mode, int n, ss_error *err)
{
  long last = ss_lines_peek (r->lines, 0)->number;
  int failed = 0;
  ss_lines_drop (r->lines);
  for (int row = 1; row < n; row++)
    {
      ss_error e;
      int rc = read_block_row (r, mode, n, row, &last, &e);
      if (rc < 0 && !failed++)
        *err = e;
      if (rc == -2)
        break;
    }
  return failed ? -1 : 0;
}

static int
check_values (const ss_reader *r, scan_mode mode, int n, ss_error *err)
{
  const cells *c = &r->cur;
  for (int i = 0; i < c->count; i++)
    {
      int v = c->value[i];
      if (v <= n)
        continue;
      if (mode == MODE_TOKENS)
        return ss_error_set (err, c->line[i], c->col[i],
                             "value %d above N=%d", v, n), -1;
      return ss_error_set (err, c->line[i], c->col[i],
                           "symbol '%c' means %d, above N=%d",
                           r->alphabet.symbol[v], v, n), -1;
    }
  return 0;
}

static int
build_grid (ss_reader *r, ss_record *rec, int n)
{
  int R = r->box_rows, C = r->box_cols;
  if (n > SS_MAX_N)
    return ss_error_set (&rec->err, rec->line, 0,
                         "a %dx%d grid is above the maximum side %d", n, n,
                         SS_MAX_N), -1;
  if (!R)
    ss_default_box (n, &R, &C);
  if (ss_grid_init (&rec->grid, R, C) < 0)
    return ss_error_set (&rec->err, rec->line, 0, "out of memory"), -1;
  for (int i = 0; i < n * n; i++)
    rec->grid.cell[i] = (uint8_t) r->cur.value[i];
  return 0;
}

static int
skip_to_record (ss_reader *r)
{
  const ss_line *ln;
  while ((ln = ss_lines_peek (r->lines, 0)) && is_skippable (ln))
    ss_lines_drop (r->lines);
  return ln != 0;
}

static void
keep_tail (ss_reader *r, ss_record *rec, const char *tail)
{
  free (r->tail);
  r->tail = strdup (tail ? tail : "");
  rec->tail = r->tail ? r->tail : "";
}

/* Token form when the first line says so, or when it could be either
 * ("0 0 3 0") and a later row of its paragraph has a two-digit token. */
static scan_mode
choose_mode (ss_reader *r)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  if (r->alphabet.custom)
    return MODE_SYMBOLS;
  if (looks_like_tokens (ln))
    return MODE_TOKENS;
  if (!is_neutral (ln))
    return MODE_SYMBOLS;
  for (int i = 1; i < SS_MAX_N && (ln = ss_lines_peek (r->lines, i)); i++)
    {
      if (ends_paragraph (ln))
        break;
      if (looks_like_tokens (ln))
        return MODE_TOKENS;
      if (!is_neutral (ln) && !is_skippable (ln))
        break;
    }
  return MODE_SYMBOLS;
}

/* Parses the record that starts at the next line; 0 or -1 (rec->err). */
static int
parse_record (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  scan_mode mode = choose_mode (r);
  const char *tail = "";
  int n, block;
  long line = ln->number;
  cells_reset (&r->cur);
  if (scan_line (r, mode, ln, &r->cur, &tail, &rec->err) < 0)
    return keep_tail (r, rec, ""), ss_lines_drop (r->lines), -1;
  keep_tail (r, rec, tail);
  if (decide_shape (r, mode, r->cur.count, &n, &block, &rec->err, line) < 0)
    return ss_lines_drop (r->lines), -1;
  rec->form = mode == MODE_TOKENS ? SS_FORM_TOKENS
              : block ? SS_FORM_BLOCK : SS_FORM_LINE;
  if (block)
    {
      if (read_block (r, mode, n, &rec->err) < 0)
        return -1;
    }
  else
    ss_lines_drop (r->lines);
  rec->blank = r->cur.blank ? r->cur.blank : '.';
  if (check_values (r, mode, n, &rec->err) < 0)
    return -1;
  return build_grid (r, rec, n);
}

int
ss_reader_next (ss_reader *r, ss_record *rec)
{
  ss_record_free (rec);
  memset (rec, 0, sizeof *rec);
  rec->err.file = r->name;
  rec->tail = "";
  rec->alphabet = &r->alphabet;
  if (!skip_to_record (r))
    {
      if (!ss_lines_failed (r->lines))
        return 0;
      ss_error_set (&rec->err, 0, 0, "read error");
      return -1;
    }
  rec->index = ++r->records;
  rec->line = ss_lines_peek (r->lines, 0)->number;
  rec->ok = parse_record (r, rec) == 0;
  rec->err.file = r->name; /* parse steps fill messages, not names */
  if (!rec->ok)
    ss_grid_free (&rec->grid);
  return 1;
}

void
ss_record_free (ss_record *rec)
{
  ss_grid_free (&rec->grid);
}

ss_reader *
ss_reader_new (FILE *in, const char *name, const ss_read_opts *o)
{
  ss_reader *r = calloc (1, sizeof *r);
  if (!r || !(r->lines = ss_lines_new (in)))
    return free (r), (ss_reader *) 0;
  r->name = name;
  if (o && o->alphabet)
    r->alphabet = *o->alphabet;
  else
    ss_alphabet_default (&r->alphabet);
  if (o)
    {
      r->box_rows = o->box_rows;
      r->box_cols = o->box_cols;
    }
  return r;
}

void
ss_reader_free (ss_reader *r)
{
  if (!r)
    return;
  ss_lines_free (r->lines);
  cells *all[] = { &r->cur, &r->scratch };
  for (int i = 0; i < 2; i++)
    {
      free (all[i]->value);
      free (all[i]->line);
      free (all[i]->col);
    }
  free (r->tail);
  free (r);
}

int
ss_parse_text (const char *text, const ss_read_opts *o, ss_grid *out,
               ss_error *err)
{
  FILE *f = *text ? fmemopen ((void *) text, strlen (text), "r") : 0;
  ss_record rec = { 0 };
  ss_reader *r = f ? ss_reader_new (f, 0, o) : 0;
  int got = r ? ss_reader_next (r, &rec) : 0;
  out->cell = 0;
  if (got == 1 && rec.ok)
    {
      *out = rec.grid;
      rec.grid.cell = 0;
    }
  else if (got == 1 || got == -1)
    *err = rec.err;
  else
    ss_error_set (err, 0, 0, "no puzzle in the text");
  ss_record_free (&rec);
  ss_reader_free (r);
  if (f)
    fclose (f);
  return out->cell ? 0 : -1;
}
