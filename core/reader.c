/* reader.c -- the record reader: lines to cells to grids (see reader.h).
 *
 * A record starts at the next line that is not blank, a comment, a rule,
 * a CSV header or inside a section that is skipped ([State]).  Its first
 * line is scanned into cells (scan.h) as symbols or as tokens; that line's
 * cell count decides the shape, looking ahead only when the count fits
 * both a whole small grid and one row of a larger one; once every row is
 * read, the record's symbols decide the alphabet (detect.h), and the
 * cells become the grid.  Errors carry the line and column of the
 * offending character where there is one.
 */
#include "reader.h"

#include <stdlib.h>
#include <string.h>

#include "detect.h"
#include "fpuzzles/fpuzzles.h"
#include "layout.h"
#include "lines.h"
#include "model_text.h"
#include "scan.h"

typedef enum { MODE_SYMBOLS, MODE_TOKENS } scan_mode;

struct ss_reader {
  ss_lines *lines;
  const char *name;
  int box_rows, box_cols;
  int custom;                 /* the caller chose the alphabet */
  ss_alphabet given;          /* the caller's alphabet, or the default */
  signed char table[256];     /* symbol scan table (scan.h) */
  int row_max;                /* most symbols a block row can spell */
  ss_alphabet family[4];      /* [2 * zero_based + lower] */
  uint8_t remap[2][64];       /* raw code -> digit, [zero_based] */
  char settled[SS_MAX_N + 1]; /* per side: what '0' proved to be */
  int skip_section;           /* inside a section other than [Puzzle] */
  int csv_col;                /* -1, or the puzzle's CSV column */
  char csv_name[32];
  long records;
  ss_cells cur, scratch;
  char *tail;
  size_t tail_cap;
};

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

static int
is_square (int k)
{
  int root;
  return k >= 16 && ss_isqrt_exact (k, &root);
}

/* ---- one line to cells -------------------------------------------------- */

/* Skips spaces and one ':' or ',' so "puzzle:count" and "puzzle<TAB>note"
 * both leave just the note. */
static const char *
tail_from (const ss_line *ln, size_t i)
{
  while (i < ln->len && is_space (ln->text[i]))
    i++;
  if (i < ln->len && (ln->text[i] == ':' || ln->text[i] == ','))
    i++;
  return ln->text + i;
}

/* "ID PUZZLE RATING" (Sudoku Exchange) or "12 PUZZLE": the first token
 * text[i, j) is a label when the second alone is a whole grid of symbols
 * more than twice its length, and the line read as cells is not a grid.
 * The second token is stored in [*k, *l). */
static int
label_first (const ss_reader *r, const ss_line *ln, size_t i, size_t j,
             size_t end, size_t *k, size_t *l)
{
  int only;
  for (*k = j; *k < end && is_space (ln->text[*k]); ++*k)
    ;
  for (*l = *k; *l < end && !is_space (ln->text[*l]); ++*l)
    ;
  size_t len = *l - *k;
  if (len < 16 || len <= 2 * (j - i) || !is_square ((int) len)
      || ss_count_symbols (r->table, ln, *k, *l, &only) != (int) len || !only)
    return 0;
  int all = ss_count_symbols (r->table, ln, i, end, &only);
  return !(only && is_square (all));
}

/* Whitespace-separated groups of symbols are one puzzle only when they
 * form a regular layout: every group (separator tokens aside) the same
 * length g, and g one symbol, or a divisor or multiple of the side the
 * joined count gives (k = N*N on one line, or a block row of N = k).
 * "<80 symbols> 9" is not joined into 81 cells: its tail is "9", and the
 * record has the wrong cell count -- a misreading refused, not made. */
static int
regular_groups (const ss_reader *r, const ss_line *ln, size_t i, size_t end)
{
  int g = -1, total = 0, only, root;
  for (size_t j; i < end; i = j)
    {
      while (i < end && is_space (ln->text[i]))
        i++;
      for (j = i; j < end && !is_space (ln->text[j]); j++)
        ;
      int k = ss_count_symbols (r->table, ln, i, j, &only);
      if (!only)
        return 1; /* scanned whole, so the unknown symbol is reported */
      if (k == 0)
        continue; /* a '|' or '+' token */
      if (g >= 0 && k != g)
        return 0;
      g = k;
      total += k;
    }
  if (g <= 1 || !ss_isqrt_exact (total, &root) || total == g)
    return 1;
  return root % g == 0 || (g % root == 0 && total % g == 0);
}

/* Symbol mode.  If the first whitespace-free token alone is a whole
 * square grid and what follows is not made of symbols (or the grid is
 * too big to be one row), the rest of the line is a note, not cells.
 * Groups that are not a regular layout leave the rest a note too. */
static int
scan_symbol_line (const ss_reader *r, const ss_line *ln, size_t end,
                  ss_cells *out, const char **tail, ss_error *err)
{
  size_t i = 0, j, k, l;
  int root, before = out->count, only;
  while (i < end && is_space (ln->text[i]))
    i++;
  for (j = i; j < end && !is_space (ln->text[j]); j++)
    ;
  if (j < end && label_first (r, ln, i, j, end, &k, &l))
    return *tail = tail_from (ln, l),
           ss_scan_symbols (r->table, ln, k, l, out, err);
  if (ss_scan_symbols (r->table, ln, i, j, out, err) < 0)
    return -1;
  int first = out->count - before; /* cells of this line's first token */
  *tail = tail_from (ln, j);
  if (!**tail || *tail == ln->text + end + 1)
    return 0;
  if (first >= 4 && ss_isqrt_exact (first, &root))
    {
      ss_count_symbols (r->table, ln, j, end, &only);
      if (first > r->row_max || !only)
        return 0;
    }
  if (!regular_groups (r, ln, i, end))
    return 0;
  *tail = end < ln->len ? ln->text + end + 1 : "";
  return ss_scan_symbols (r->table, ln, j, end, out, err);
}

static int
line_unreadable (const ss_line *ln, ss_error *err)
{
  if (ln->too_long)
    return ss_error_set (err, ln->number, 0,
                         "line longer than %ld bytes", SS_MAX_LINE), -1;
  if (ln->nul_col)
    return ss_error_set (err, ln->number, ln->nul_col, "NUL byte"), -1;
  return 0;
}

/* A ',' ends the puzzle only after a whole one-line grid ("puzzle,
 * solution" rows); anywhere else it is not a symbol. */
static int
scan_line (const ss_reader *r, scan_mode mode, const ss_line *ln,
           ss_cells *out, const char **tail, ss_error *err)
{
  size_t end = ss_puzzle_end (ln);
  int before = out->count, rc;
  if (line_unreadable (ln, err) < 0)
    return -1;
  if (mode == MODE_TOKENS)
    {
      *tail = end < ln->len ? ln->text + end + 1 : "";
      rc = ss_scan_tokens (ln, 0, end, out, err);
    }
  else
    rc = scan_symbol_line (r, ln, end, out, tail, err);
  if (rc == 0 && end < ln->len && ln->text[end] == ','
      && !is_square (out->count - before))
    return ss_error_set (err, ln->number, (long) end + 1,
                         "unknown symbol ','"), -1;
  return rc;
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

/* The largest default value among the cells ('0' counts as 0). */
static int
max_value (const ss_reader *r, scan_mode mode, const ss_cells *c)
{
  int max = 0;
  for (int i = 0; i < c->count; i++)
    {
      int v = c->value[i];
      if (mode == MODE_SYMBOLS && !r->custom)
        v = r->remap[0][v & 63];
      if (v > max)
        max = v;
    }
  return max;
}

/* Whether the cells use '-' for blanks, so that a line of '-' alone can be
 * a row of them rather than a rule. */
static int
uses_dash (scan_mode mode, const ss_cells *c)
{
  return mode == MODE_TOKENS ? (int) (c->seen >> 63) : c->blank == '-';
}

static int
is_dash_row (scan_mode mode, const ss_cells *c, const ss_line *ln, int n)
{
  return ss_dash_count (ln) == n && uses_dash (mode, c);
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
  int rows = 1, max = max_value (r, mode, &r->cur);
  if (is_prime (root))
    return 1;
  for (int i = 1; rows < k; i++)
    {
      const ss_line *ln = ss_lines_peek (r->lines, i);
      if (!ln || ss_ends_paragraph (ln))
        break;
      if (ss_is_skippable (ln))
        {
          rows += is_dash_row (mode, &r->cur, ln, k);
          continue;
        }
      const char *tail;
      ss_error ignored;
      ss_cells_reset (&r->scratch);
      if (scan_line (r, mode, ln, &r->scratch, &tail, &ignored) < 0
          || r->scratch.count != k || *tail)
        break;
      int m = max_value (r, mode, &r->scratch);
      max = m > max ? m : max;
      rows++;
    }
  return rows > 1 && max > root;
}

/* The tail's first word, when it is made of symbols only: the user may
 * have meant it as cells.  Its length, or 0. */
static int
symbol_tail (const ss_reader *r, const char *tail, long line)
{
  int only, len = (int) strcspn (tail, " \t\r");
  ss_line t = { (char *) tail, (size_t) len, line, 0, 0 };
  return len > 0 && ss_count_symbols (r->table, &t, 0, (size_t) len, &only)
         && only ? len : 0;
}

/* Groups of unequal length are not joined (regular_groups); a symbol
 * tail says so, since that is what its writer must learn. */
static int
wrong_count (const ss_reader *r, ss_error *err, long line, int k,
             const char *tail)
{
  long lo = 1;
  int len = symbol_tail (r, tail, line);
  while ((lo + 1) * (lo + 1) <= k)
    lo++;
  if (len)
    return ss_error_set (err, line, 0, "wrong cell count: %d, then '%.*s'"
                         "%s after whitespace, which is a note: groups of "
                         "unequal length are never joined (write the "
                         "puzzle without spaces)", k, len < 12 ? len : 12,
                         tail, len > 12 ? "..." : ""), -1;
  return ss_error_set (err, line, 0,
                       "wrong cell count: %d; a one-line puzzle needs a "
                       "square count such as %ld (%ldx%ld) or %ld (%ldx%ld)",
                       k, lo * lo, lo, lo, (lo + 1) * (lo + 1), lo + 1,
                       lo + 1), -1;
}

/* Side of the grid the first line starts, and whether it is a block
 * (never when line_only: a CSV field is one line). */
static int
decide_shape (ss_reader *r, scan_mode mode, int k, int line_only, int *n,
              int *block, ss_error *err, long line, const char *tail)
{
  int root, row_max = mode == MODE_TOKENS ? SS_MAX_N : r->row_max;
  if (r->box_rows)
    {
      int want = r->box_rows * r->box_cols;
      *n = want;
      *block = !line_only && k == want && want > 1;
      if (k == want * want || *block)
        return 0;
      return ss_error_set (err, line, 0,
                           "wrong cell count: %d; --box %dx%d needs %d on "
                           "one line or %d per row", k, r->box_rows,
                           r->box_cols, want * want, want), -1;
    }
  *block = 0;
  if (k == 1)
    return ss_error_set (err, line, 0, "one cell is not a puzzle (a 1x1 "
                         "grid needs --box 1x1)"), -1;
  if (k > 1 && ss_isqrt_exact (k, &root))
    {
      *n = root;
      *block = !line_only && k <= row_max && block_follows (r, mode, k, root);
      if (*block)
        *n = k;
      return 0;
    }
  if (!line_only && k > 1 && k <= row_max && !symbol_tail (r, tail, line))
    return *n = k, *block = 1, 0;
  if (k == 0)
    return ss_error_set (err, line, 0, "no cells on the line"), -1;
  return wrong_count (r, err, line, k, tail);
}

/* ---- blocks ------------------------------------------------------------ */

/* Appends one more block row (skipping decoration) to r->cur. */
static int
read_block_row (ss_reader *r, scan_mode mode, int n, int row, long *last,
                ss_error *err)
{
  for (;;)
    {
      const ss_line *ln = ss_lines_peek (r->lines, 0);
      if (!ln || ss_ends_paragraph (ln))
        return ss_error_set (err, *last, 0,
                             "block ended after %d of %d rows", row, n), -2;
      if (ss_is_skippable (ln) && !is_dash_row (mode, &r->cur, ln, n))
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

/* ---- cells to the grid ------------------------------------------------- */

static int
value_above (const ss_reader *r, scan_mode mode, int i, int n, ss_error *err)
{
  const ss_cells *c = &r->cur;
  int v = c->value[i];
  if (mode == MODE_TOKENS)
    return ss_error_set (err, c->line[i], c->col[i], "value %d above N=%d",
                         v, n), -1;
  return ss_error_set (err, c->line[i], c->col[i],
                       "symbol '%c' means %d, above N=%d",
                       r->given.symbol[v], v, n), -1;
}

/* Copies the cells into the grid through remap, or, without one, checks
 * each value against N on the way. */
static int
fill_grid (const ss_reader *r, ss_record *rec, scan_mode mode, int n,
           const uint8_t *remap)
{
  int R = r->box_rows, C = r->box_cols;
  const int *v = r->cur.value;
  if (!R)
    ss_default_box (n, &R, &C);
  if (ss_grid_init (&rec->grid, R, C) < 0)
    return ss_error_set (&rec->err, rec->line, 0, "out of memory"), -1;
  uint8_t *cell = rec->grid.cell;
  if (remap)
    for (int i = 0; i < n * n; i++)
      cell[i] = remap[v[i]];
  else
    for (int i = 0; i < n * n; i++)
      {
        if (v[i] > n)
          return value_above (r, mode, i, n, &rec->err);
        cell[i] = (uint8_t) v[i];
      }
  return 0;
}

/* The record's blank for printing: its first blank symbol, '0' included
 * when '0' is a blank. */
static char
first_blank (const ss_cells *c, int zero_blank)
{
  if (!zero_blank || !(c->seen >> SS_RAW_ZERO & 1))
    return c->blank ? c->blank : '.';
  if (!c->blank)
    return '0';
  for (int i = 0;; i++)
    if (c->value[i] == 0 || c->value[i] == SS_RAW_ZERO)
      return c->value[i] ? '0' : c->blank;
}

static void
use_alphabet (ss_record *rec, const ss_alphabet *a, int n, int spelled)
{
  int len = spelled ? (n < a->size ? n : a->size) : 0;
  rec->alphabet = *a;
  memcpy (rec->symbols, a->symbol + 1, (size_t) len);
  rec->symbols[len] = 0;
}

static int
finish_symbols (ss_reader *r, ss_record *rec, int n)
{
  ss_choice ch;
  if (r->custom)
    {
      /* A grid of another side could not be written back in it. */
      if (r->given.size != n)
        return ss_error_set (&rec->err, rec->line, 0, "--alphabet has %d "
                             "symbols, but this record is a %dx%d grid, "
                             "which needs %d", r->given.size, n, n, n), -1;
      rec->blank = r->cur.blank ? r->cur.blank : '.';
      use_alphabet (rec, &r->given, n, 1);
      return fill_grid (r, rec, MODE_SYMBOLS, n, 0);
    }
  if (ss_detect_symbols (&r->cur, n, r->settled[n], &ch, &rec->err) < 0)
    return -1;
  if (ch.settles)
    r->settled[n] = ch.settles;
  rec->blank = first_blank (&r->cur, !ch.zero_based);
  use_alphabet (rec, &r->family[2 * ch.zero_based + ch.lower], n, 1);
  return fill_grid (r, rec, MODE_SYMBOLS, n, r->remap[ch.zero_based]);
}

static int
finish_record (ss_reader *r, ss_record *rec, scan_mode mode, int n)
{
  if (n > SS_MAX_N)
    return ss_error_set (&rec->err, rec->line, 0,
                         "a %dx%d grid is above the maximum side %d", n, n,
                         SS_MAX_N), -1;
  if (mode == MODE_SYMBOLS)
    return finish_symbols (r, rec, n);
  if (ss_detect_tokens (&r->cur, n, &rec->err) < 0)
    return -1;
  rec->blank = r->cur.blank ? r->cur.blank : '.';
  use_alphabet (rec, &r->given, n, 0);
  return fill_grid (r, rec, mode, n, 0);
}

/* ---- records ----------------------------------------------------------- */

static void
keep_tail (ss_reader *r, ss_record *rec, const char *tail)
{
  size_t len = strlen (tail);
  rec->tail = "";
  if (len >= r->tail_cap)
    {
      char *t = realloc (r->tail, len + 1);
      if (!t)
        return;
      r->tail = t;
      r->tail_cap = len + 1;
    }
  memcpy (r->tail, tail, len + 1);
  rec->tail = r->tail;
}

/* A line of '-' where a record would start is its first row when the
 * next content line has as many cells and uses '-' for blanks too;
 * otherwise it is a rule. */
static int
dash_row_starts (ss_reader *r, const ss_line *ln)
{
  int d = ss_dash_count (ln);
  const ss_line *next;
  for (int i = 1; d && (next = ss_lines_peek (r->lines, i)); i++)
    {
      if (ss_ends_paragraph (next))
        return 0;
      if (ss_is_skippable (next))
        continue;
      scan_mode mode = !r->custom && ss_looks_like_tokens (next)
                       ? MODE_TOKENS : MODE_SYMBOLS;
      const char *tail;
      ss_error ignored;
      ss_cells_reset (&r->scratch);
      return scan_line (r, mode, next, &r->scratch, &tail, &ignored) == 0
             && r->scratch.count == d && uses_dash (mode, &r->scratch);
    }
  return 0;
}

/* Drops lines up to the next record; 0 at the end of the input. */
static int
skip_to_record (ss_reader *r)
{
  const ss_line *ln;
  int puzzle, col;
  while ((ln = ss_lines_peek (r->lines, 0)))
    {
      if (ss_section_header (ln, &puzzle))
        r->skip_section = !puzzle;
      else if (r->skip_section)
        ;
      else if (ss_is_skippable (ln))
        {
          if (dash_row_starts (r, ln))
            return 1;
          if (ss_is_blank (ln))
            r->csv_col = -1; /* a CSV table ends at a blank line */
        }
      else if (ss_csv_header (ln, &col, r->csv_name) == 1)
        r->csv_col = col;
      else
        return 1;
      ss_lines_drop (r->lines);
    }
  return 0;
}

/* Token form when the first line says so, or when it could be either
 * ("0 0 3 0") and a later row of its paragraph has a two-digit token. */
static scan_mode
choose_mode (ss_reader *r)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  if (r->custom)
    return MODE_SYMBOLS;
  if (ss_looks_like_tokens (ln))
    return MODE_TOKENS;
  if (!ss_is_neutral (ln))
    return MODE_SYMBOLS;
  for (int i = 1; i < SS_MAX_N && (ln = ss_lines_peek (r->lines, i)); i++)
    {
      if (ss_ends_paragraph (ln))
        break;
      if (ss_looks_like_tokens (ln))
        return MODE_TOKENS;
      if (!ss_is_neutral (ln) && !ss_is_skippable (ln))
        break;
    }
  return MODE_SYMBOLS;
}

/* An f-puzzles record (core/fpuzzles/): written in the reader's alphabet,
 * or the one --alphabet gives when its size is the side. */
static int
finish_fpuzzles (ss_reader *r, ss_record *rec)
{
  int n = rec->grid.n;
  rec->blank = '.';
  if (r->custom && r->given.size != n)
    return ss_error_set (&rec->err, rec->line, 0, "--alphabet has %d "
                         "symbols, but this record is a %dx%d grid, which "
                         "needs %d", r->given.size, n, n, n), -1;
  use_alphabet (rec, r->custom ? &r->given : &r->family[0], n, 1);
  return 0;
}

/* A JSON document, an f-puzzles link or string: 0 when the record is
 * none of these. */
static int
parse_fpuzzles (ss_reader *r, ss_record *rec, const ss_line *ln)
{
  ss_fp_origin o = { 0, 0, 0, r->box_rows, r->box_cols };
  if (r->csv_col >= 0 && !ss_json_starts (ln))
    return 0;
  int got = ss_fpuzzles_record (r->lines, &o, &rec->grid, &rec->err);
  if (got)
    rec->form = SS_FORM_FPUZZLES;
  return got < 0 ? -1 : got ? 1 + (finish_fpuzzles (r, rec) < 0) : 0;
}

/* The puzzle field text[from, to) of a CSV row, quotes removed; *next is
 * where the field ends (its comma, or the end of the line). */
static int
csv_field (const ss_reader *r, const ss_line *ln, size_t *from, size_t *to,
           size_t *next, ss_error *err)
{
  const char *t = ln->text;
  *from = 0;
  for (int f = 0; f < r->csv_col; f++)
    {
      const char *comma = memchr (t + *from, ',', ln->len - *from);
      if (!comma)
        return ss_error_set (err, ln->number, 0, "CSV row has %d field%s; "
                             "the puzzle is field %d ('%s')", f + 1,
                             f ? "s" : "", r->csv_col + 1, r->csv_name), -1;
      *from = (size_t) (comma - t) + 1;
    }
  const char *comma = memchr (t + *from, ',', ln->len - *from);
  *to = *next = comma ? (size_t) (comma - t) : ln->len;
  if (*to - *from >= 2 && t[*from] == '"' && t[*to - 1] == '"')
    ++*from, --*to;
  return 0;
}

static int
parse_csv_row (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  size_t from, to, next;
  int n, block;
  int rc = line_unreadable (ln, &rec->err);
  if (rc == 0)
    rc = csv_field (r, ln, &from, &to, &next, &rec->err);
  if (rc == 0)
    rc = ss_scan_symbols (r->table, ln, from, to, &r->cur, &rec->err);
  keep_tail (r, rec, rc == 0 && next < ln->len ? ln->text + next + 1 : "");
  ss_lines_drop (r->lines);
  if (rc < 0 || decide_shape (r, MODE_SYMBOLS, r->cur.count, 1, &n, &block,
                              &rec->err, rec->line, "") < 0)
    return -1;
  rec->form = SS_FORM_LINE;
  return finish_record (r, rec, MODE_SYMBOLS, n);
}

static int
refuse_csv_header (ss_reader *r, ss_record *rec)
{
  ss_lines_drop (r->lines);
  return ss_error_set (&rec->err, rec->line, 0, "CSV header names no puzzle "
                       "column (known: " SS_CSV_PUZZLE_NAMES ")"), -1;
}

/* Parses the record that starts at the next line; 0 or -1 (rec->err). */
static int
parse_record (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  const char *tail = "";
  int n, block, col;
  char name[32];
  ss_cells_reset (&r->cur);
  int fp = parse_fpuzzles (r, rec, ln);
  if (fp)
    return fp == 1 ? 0 : -1;
  if (ss_csv_header (ln, &col, name) < 0)
    return refuse_csv_header (r, rec);
  if (r->csv_col >= 0)
    return parse_csv_row (r, rec);
  scan_mode mode = choose_mode (r);
  if (scan_line (r, mode, ln, &r->cur, &tail, &rec->err) < 0)
    return ss_lines_drop (r->lines), -1;
  keep_tail (r, rec, tail);
  if (decide_shape (r, mode, r->cur.count, 0, &n, &block, &rec->err,
                    rec->line, rec->tail) < 0)
    return ss_lines_drop (r->lines), -1;
  rec->form = mode == MODE_TOKENS ? SS_FORM_TOKENS
              : block ? SS_FORM_BLOCK : SS_FORM_LINE;
  if (block && read_block (r, mode, n, &rec->err) < 0)
    return -1;
  if (!block)
    ss_lines_drop (r->lines);
  return finish_record (r, rec, mode, n);
}

/* The variant rules that follow a grid (model_text.h); after a record
 * that could not be read they are dropped with it, so they never become
 * records of their own. */
/* Text-form rule lines cannot follow an f-puzzles record: they are
 * dropped with it, and the record refused. */
static void
refuse_rules (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  if (!ln || !ss_model_text_directive (ln))
    return;
  long at = ln->number;
  ss_model_text_skip (r->lines);
  if (rec->ok)
    ss_error_set (&rec->err, at, 1, "text-form rule lines after an "
                  "f-puzzles puzzle: put the rules into the f-puzzles "
                  "puzzle, or write the puzzle in the text form");
  rec->ok = 0;
}

static void
read_rules (ss_reader *r, ss_record *rec)
{
  if (rec->form == SS_FORM_FPUZZLES)
    {
      refuse_rules (r, rec);
      return;
    }
  if (r->csv_col >= 0)
    return;
  if (!rec->ok)
    {
      ss_model_text_skip (r->lines);
      return;
    }
  if (ss_model_text_read (r->lines, &rec->grid, &rec->err) < 0)
    rec->ok = 0;
}

int
ss_reader_next (ss_reader *r, ss_record *rec)
{
  ss_record_free (rec);
  memset (rec, 0, sizeof *rec);
  rec->err.file = r->name;
  rec->tail = "";
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
  read_rules (r, rec);
  rec->err.file = r->name; /* parse steps fill messages, not names */
  if (!rec->ok)
    {
      ss_grid_free (&rec->grid);
      use_alphabet (rec, &r->given, 0, 0);
    }
  return 1;
}

void
ss_record_free (ss_record *rec)
{
  ss_grid_free (&rec->grid);
}

const char *
ss_record_alphabet (const ss_record *rec)
{
  return rec->symbols;
}

static void
build_remap (uint8_t m[64], int zero_based)
{
  for (int raw = 0; raw < 64; raw++)
    {
      int v = raw >= SS_RAW_LOWER && raw < SS_RAW_LOWER + 26
                ? raw - SS_RAW_LOWER + 10
                : raw < SS_RAW_ZERO ? raw : 0;
      m[raw] = (uint8_t) (v || raw == SS_RAW_ZERO ? v + zero_based : 0);
    }
}

static void
set_alphabets (ss_reader *r, const ss_alphabet *given)
{
  if (given)
    r->given = *given;
  else
    ss_alphabet_default (&r->given);
  r->custom = r->given.custom;
  if (r->custom)
    ss_scan_table_of (r->table, &r->given);
  else
    ss_scan_table_auto (r->table);
  r->row_max = r->given.size;
  for (int k = 0; k < 4; k++)
    ss_alphabet_family (&r->family[k], k / 2, k % 2);
  build_remap (r->remap[0], 0);
  build_remap (r->remap[1], 1);
}

ss_reader *
ss_reader_new (FILE *in, const char *name, const ss_read_opts *o)
{
  ss_reader *r = calloc (1, sizeof *r);
  if (!r || !(r->lines = ss_lines_new (in)))
    return free (r), (ss_reader *) 0;
  r->name = name;
  r->csv_col = -1;
  set_alphabets (r, o ? o->alphabet : 0);
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
  ss_cells_free (&r->cur);
  ss_cells_free (&r->scratch);
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
