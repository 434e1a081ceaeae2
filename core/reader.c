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
#include <unistd.h>

#include "box_hint.h"
#include "detect.h"
#include "fpuzzles/fpuzzles.h"
#include "junk.h"
#include "json_record.h"
#include "layout.h"
#include "lines.h"
#include "model_text.h"
#include "scan.h"

typedef enum { MODE_SYMBOLS, MODE_TOKENS } scan_mode;

struct ss_reader {
  ss_lines *lines;
  const char *name;
  int interactive;            /* a terminal: each grid is answered when
                                 typed, without waiting for rule lines */
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
  int csv_box, csv_alphabet;  /* -1, or the columns naming them */
  char csv_sep;               /* ',', or a TAB for a TSV header */
  char csv_name[32];
  int rec_rows, rec_cols;     /* the record's own box (box_hint.h, a CSV
                                 or JSON field); 0 when it names none */
  ss_box_seen seen;           /* the rules of the block being read */
  char *first;                /* a marked first line without its mark */
  size_t first_cap;
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

/* text[*from, *to) trimmed of spaces and one pair of quotes. */
static void
trim_field (const ss_line *ln, size_t *from, size_t *to)
{
  while (*from < *to && is_space (ln->text[*from]))
    ++*from;
  while (*to > *from && is_space (ln->text[*to - 1]))
    --*to;
  if (*to - *from >= 2 && ln->text[*from] == '"' && ln->text[*to - 1] == '"')
    ++*from, --*to;
}

/* "ID,PUZZLE[,...]": a short first field (the id, before the ',' at
 * end) and a second that is a whole one-line grid more than twice its
 * length (an unknown symbol in it counts, so the scan reports it).
 * Stores the grid's field in [*from, *to). */
static int
id_first (const ss_reader *r, const ss_line *ln, size_t end, size_t *from,
          size_t *to)
{
  size_t a = 0, b = end, k;
  int only;
  if (end >= ln->len || ln->text[end] != ',')
    return 0;
  trim_field (ln, &a, &b);
  *from = end + 1;
  for (k = *from; k < ln->len && ln->text[k] != ',' && ln->text[k] != ':';
       k++)
    ;
  *to = k;
  trim_field (ln, from, to);
  int cells = ss_count_symbols (r->table, ln, *from, *to, &only);
  for (k = *from; !only && k < *to; k++) /* an unknown symbol is a cell */
    cells += r->table[(unsigned char) ln->text[k]] == SS_UNKNOWN_SYMBOL;
  return b > a && is_square (cells) && (int) (b - a) * 2 < cells
         && !memchr (ln->text + a, ' ', b - a);
}

/* Why a ',' that neither ends a whole grid nor follows an id is refused,
 * naming the layouts that are read. */
static int
comma_refused (const ss_line *ln, size_t end, ss_error *err)
{
  size_t fields = 1, one = 1, last = 0;
  for (size_t i = 0; i <= ln->len; i++)
    if (i == ln->len || ln->text[i] == ',')
      {
        size_t a = last, b = i;
        trim_field (ln, &a, &b);
        one &= b - a == 1;
        fields += i < ln->len;
        last = i + 1;
      }
  if (one && fields >= 4)
    return ss_error_set (err, ln->number, (long) end + 1, "cells separated "
                         "by commas are not read: write each line's %zu "
                         "cells without them (tr -d ,)", fields), -1;
  return ss_error_set (err, ln->number, (long) end + 1, "unknown symbol ',': "
                       "a ',' ends a puzzle only after a whole one-line "
                       "grid ('puzzle,solution'), and starts one only "
                       "after a short id ('1,puzzle')"), -1;
}

/* A ',' ends the puzzle only after a whole one-line grid ("puzzle,
 * solution" rows), or starts it after a short id ("1,puzzle" rows);
 * anywhere else it is not a symbol. */
static int
scan_line (const ss_reader *r, scan_mode mode, const ss_line *ln,
           ss_cells *out, const char **tail, ss_error *err)
{
  size_t end = ss_puzzle_end (ln), from, to;
  int before = out->count, rc;
  if (line_unreadable (ln, err) < 0)
    return -1;
  if (mode == MODE_TOKENS)
    {
      *tail = end < ln->len ? ln->text + end + 1 : "";
      rc = ss_scan_tokens (ln, 0, end, out, err);
    }
  else if (id_first (r, ln, end, &from, &to))
    {
      *tail = tail_from (ln, to + (to < ln->len && ln->text[to] == '"'));
      return ss_scan_symbols (r->table, ln, from, to, out, err);
    }
  else
    rc = scan_symbol_line (r, ln, end, out, tail, err);
  if (rc == 0 && end < ln->len && ln->text[end] == ','
      && !is_square (out->count - before))
    return comma_refused (ln, end, err);
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
  ss_line t = { (char *) tail, (size_t) len, line, 0, 0, 0 };
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
  int R = r->box_rows ? r->box_rows : r->rec_rows;
  int C = r->box_rows ? r->box_cols : r->rec_cols;
  if (R)
    {
      int want = R * C;
      *n = want;
      *block = !line_only && k == want && want > 1;
      if (k == want * want || *block)
        return 0;
      return ss_error_set (err, line, 0,
                           "wrong cell count: %d; %s%dx%d needs %d on "
                           "one line or %d per row", k,
                           r->box_rows ? "--box " : "box=", R, C,
                           want * want, want), -1;
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
      if (ss_fpuzzles_line_is (ln, r->custom ? &r->given : 0))
        return ss_error_set (err, *last, 0, "block ended after %d of %d "
                             "rows, before an f-puzzles puzzle", row, n), -2;
      if (ss_is_skippable (ln) && !is_dash_row (mode, &r->cur, ln, n))
        {
          ss_box_seen_rule (&r->seen);
          ss_lines_drop (r->lines);
          continue;
        }
      const char *tail;
      int before = r->cur.count;
      *last = ln->number;
      int rc = scan_line (r, mode, ln, &r->cur, &tail, err);
      int got = r->cur.count - before;
      if (rc == 0 && got == n)
        ss_box_seen_row (&r->seen, ln, r->cur.col + before, n);
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
  int R = r->box_rows ? r->box_rows : r->rec_rows;
  int C = r->box_rows ? r->box_cols : r->rec_cols;
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
  ss_alphabet tokens;
  ss_alphabet_tokens (&tokens);
  rec->blank = r->cur.blank ? r->cur.blank : '.';
  use_alphabet (rec, &tokens, n, 0);
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
        {
          r->csv_col = col;
          r->csv_sep = ss_csv_separator (ln);
          r->csv_box = ss_csv_column (ln, "box");
          r->csv_alphabet = ss_csv_column (ln, "alphabet");
        }
      else
        return 1;
      ss_lines_drop (r->lines);
    }
  return 0;
}

/* Token form when the first line says so, or when it could be either
 * ("0 0 3 0") and a later row of its paragraph has a two-digit token. */
static scan_mode
choose_mode (ss_reader *r, const ss_line *ln)
{
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
  ss_fp_origin o = { 0, 0, 0, r->box_rows, r->box_cols,
                     r->custom ? &r->given : 0 };
  if (r->csv_col >= 0 && !ss_json_starts (ln))
    return 0;
  int got = ss_fpuzzles_record (r->lines, &o, &rec->grid, &rec->err);
  if (got)
    rec->form = SS_FORM_FPUZZLES;
  return got < 0 ? -1 : got ? 1 + (finish_fpuzzles (r, rec) < 0) : 0;
}

/* Where the CSV field that starts at i ends: its separator (sep), or
 * the end of the line; a quoted field may hold separators (RFC 4180). */
static size_t
csv_field_end (const ss_line *ln, size_t i, char sep)
{
  int quoted = i < ln->len && ln->text[i] == '"';
  for (i += quoted; i < ln->len; i++)
    if (quoted && ln->text[i] == '"')
      quoted = i + 1 < ln->len && ln->text[i + 1] == '"' ? (i++, 1) : 0;
    else if (!quoted && ln->text[i] == sep)
      break;
  return i;
}

/* Field `col` of a CSV row, text[from, to) with its quotes removed; *next
 * is where it ends (its comma, or the end of the line).  0, or -1 when
 * the row has fewer fields. */
static int
csv_nth (const ss_line *ln, char sep, int col, size_t *from, size_t *to,
         size_t *next, int *fields)
{
  const char *t = ln->text;
  *from = 0;
  for (*fields = 1; *fields <= col; ++*fields)
    {
      size_t end = csv_field_end (ln, *from, sep);
      if (end >= ln->len)
        return -1;
      *from = end + 1;
    }
  *to = *next = csv_field_end (ln, *from, sep);
  if (*to - *from >= 2 && t[*from] == '"' && t[*to - 1] == '"')
    ++*from, --*to;
  return 0;
}

/* The puzzle field text[from, to) of a CSV row; *next is where the field
 * ends (its comma, or the end of the line). */
static int
csv_field (const ss_reader *r, const ss_line *ln, size_t *from, size_t *to,
           size_t *next, ss_error *err)
{
  int f;
  if (csv_nth (ln, r->csv_sep, r->csv_col, from, to, next, &f) == 0)
    return 0;
  return ss_error_set (err, ln->number, 0, "CSV row has %d field%s; "
                       "the puzzle is field %d ('%s')", f, f > 1 ? "s" : "",
                       r->csv_col + 1, r->csv_name), -1;
}

/* Field col (-1: none) of a CSV row as [*from, *to); empty when absent. */
static void
csv_named (const ss_reader *r, const ss_line *ln, int col, size_t *from,
           size_t *to)
{
  size_t next;
  int f;
  if (col < 0 || csv_nth (ln, r->csv_sep, col, from, to, &next, &f) < 0)
    *from = *to = 0;
}

/* ---- a grid in one field: a CSV cell, a JSON string -------------------
 *
 * sudosat's own CSV and JSON records name the box and the alphabet
 * beside the grid ("box":"3x2","alphabet":"1..16"); a record read back
 * is read with them, unless --box or --alphabet says otherwise. */

typedef struct field_abc {
  int kind;                /* 0: detect; 1: integer tokens; 2: given */
  ss_alphabet a;
  signed char table[256];
} field_abc;

/* "RxC" as the record's box; 0 (also when empty or --box is given), or
 * -1 when it names no box. */
static int
field_box (ss_reader *r, ss_record *rec, const char *s, size_t len)
{
  int R = 0, C = 0, used = 0;
  char buf[16];
  if (!len || r->box_rows)
    return 0;
  if (len < sizeof buf)
    {
      memcpy (buf, s, len);
      buf[len] = 0;
      if (sscanf (buf, "%3dx%3d%n", &R, &C, &used) != 2 || used != (int) len)
        R = 0;
    }
  if (R < 1 || C < 1 || R * C > SS_MAX_N)
    return ss_error_set (&rec->err, rec->line, 0, "box '%.*s' is no box RxC "
                         "(R and C at least 1, R*C at most %d)",
                         (int) (len < 16 ? len : 16), s, SS_MAX_N), -1;
  r->rec_rows = R;
  r->rec_cols = C;
  return 0;
}

/* "1..N" (integer tokens) or the symbols of 1..N; empty, or under
 * --alphabet, the record's alphabet is detected as usual. */
static int
field_alphabet (ss_reader *r, ss_record *rec, const char *s, size_t len,
                field_abc *f)
{
  char buf[SS_MAX_N + 1];
  ss_error e;
  f->kind = 0;
  if (!len || r->custom)
    return 0;
  if (len > 3 && len < 7 && !memcmp (s, "1..", 3)
      && strspn (s + 3, "0123456789") == len - 3)
    return f->kind = 1, 0;
  if (len <= SS_MAX_N)
    {
      memcpy (buf, s, len);
      buf[len] = 0;
    }
  if (len > SS_MAX_N || ss_alphabet_custom (&f->a, buf, &e) < 0)
    return ss_error_set (&rec->err, rec->line, 0, "alphabet '%.*s' is no "
                         "alphabet: %s", (int) (len < 16 ? len : 16), s,
                         len > SS_MAX_N ? "too long" : e.msg), -1;
  ss_scan_table_of (f->table, &f->a);
  f->kind = 2;
  return 0;
}

/* Scans text[from, to) of ln as f says; col0 is where the text stands in
 * the real line (a JSON string is decoded apart), for messages. */
static int
scan_field (ss_reader *r, ss_record *rec, const ss_line *ln, size_t from,
            size_t to, const field_abc *f, long col0)
{
  int rc = f->kind == 1
           ? ss_scan_tokens (ln, from, to, &r->cur, &rec->err)
           : ss_scan_symbols (f->kind == 2 ? f->table : r->table, ln, from,
                              to, &r->cur, &rec->err);
  if (rc < 0 && rec->err.col)
    rec->err.col += col0;
  for (int i = 0; rc == 0 && i < r->cur.count; i++)
    r->cur.col[i] += col0;
  return rc;
}

static int
read_field (ss_reader *r, ss_record *rec, const ss_line *ln, size_t from,
            size_t to, const field_abc *f, long col0)
{
  scan_mode mode = f->kind == 1 ? MODE_TOKENS : MODE_SYMBOLS;
  int n, block;
  if (scan_field (r, rec, ln, from, to, f, col0) < 0
      || decide_shape (r, mode, r->cur.count, 1, &n, &block, &rec->err,
                       rec->line, "") < 0)
    return -1;
  rec->form = mode == MODE_TOKENS ? SS_FORM_TOKENS : SS_FORM_LINE;
  if (f->kind != 2)
    return finish_record (r, rec, mode, n);
  if (f->a.size != n)
    return ss_error_set (&rec->err, rec->line, 0, "alphabet '%s' has %d "
                         "symbols, but the grid is %dx%d", f->a.symbol + 1,
                         f->a.size, n, n), -1;
  rec->blank = r->cur.blank ? r->cur.blank : '.';
  use_alphabet (rec, &f->a, n, 1);
  return fill_grid (r, rec, MODE_SYMBOLS, n, 0);
}

static int
parse_csv_row (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  size_t from, to, next, bf, bt, af, at;
  field_abc f;
  int rc = line_unreadable (ln, &rec->err);
  if (rc == 0)
    rc = csv_field (r, ln, &from, &to, &next, &rec->err);
  if (rc == 0)
    {
      csv_named (r, ln, r->csv_box, &bf, &bt);
      csv_named (r, ln, r->csv_alphabet, &af, &at);
      rc = field_box (r, rec, ln->text + bf, bt - bf);
    }
  if (rc == 0)
    rc = field_alphabet (r, rec, ln->text + af, at - af, &f);
  keep_tail (r, rec, rc == 0 && next < ln->len ? ln->text + next + 1 : "");
  if (rc == 0)
    rc = read_field (r, rec, ln, from, to, &f, 0);
  ss_lines_drop (r->lines);
  return rc;
}

/* sudosat's own JSON Lines record (json_record.h): a line that is one
 * JSON object with a "puzzle" or "solution" string, or with a "status"
 * but no grid (then refused, naming it).  0 when the line is none of
 * these: f-puzzles JSON and any other JSON are parse_fpuzzles's. */
static int
parse_json (ss_reader *r, ss_record *rec, const ss_line *ln)
{
  int oom = 0, rc = -1;
  field_abc f;
  if (!ss_json_starts (ln) || ln->too_long || ln->nul_col)
    return 0;
  ss_json_record *j = ss_json_record_parse (ln->text, ln->len, &oom);
  if (!oom && (!j || (!j->grid && !j->status)))
    return free (j), 0;
  if (!j)
    ss_error_set (&rec->err, rec->line, 0, "out of memory");
  else if (!j->grid)
    ss_error_set (&rec->err, rec->line,
                  (long) strspn (ln->text, " \t") + 1, "a JSON record with "
                  "no \"puzzle\" or \"solution\" string: no grid to read%s%s",
                  j->status ? ", status " : "", j->status ? j->status : "");
  else if (!field_box (r, rec, j->box, j->box ? strlen (j->box) : 0)
           && !field_alphabet (r, rec, j->alphabet,
                               j->alphabet ? strlen (j->alphabet) : 0, &f))
    {
      ss_line g = { (char *) j->grid, strlen (j->grid), ln->number, 0, 0, 0 };
      rc = read_field (r, rec, &g, 0, g.len, &f, j->grid_col);
    }
  free (j);
  ss_lines_drop (r->lines);
  return rc < 0 ? -1 : 1;
}

static int
refuse_csv_header (ss_reader *r, ss_record *rec)
{
  ss_lines_drop (r->lines);
  return ss_error_set (&rec->err, rec->line, 0, "CSV header names no puzzle "
                       "column (known: " SS_CSV_PUZZLE_NAMES ")"), -1;
}

/* The first line of a record without its "box=RxC" mark (box_hint.h),
 * which becomes the record's box; *after is the text after the mark (0:
 * no mark).  0, or -1 for a mark that names no box. */
static int
unmark (ss_reader *r, const ss_line *ln, ss_line *first, const char **after,
        ss_error *err)
{
  size_t at, past;
  int R, C, got;
  *first = *ln;
  *after = 0;
  got = ss_box_mark_find (ln, ss_puzzle_end (ln), &at, &past, &R, &C, err);
  if (got <= 0)
    return got;
  if (at + 1 > r->first_cap)
    {
      char *t = realloc (r->first, at + 1);
      if (!t)
        return ss_error_set (err, ln->number, 0, "out of memory"), -1;
      r->first = t;
      r->first_cap = at + 1;
    }
  memcpy (r->first, ln->text, at);
  r->first[at] = 0;
  first->text = r->first;
  first->len = at;
  *after = ln->text + past;
  if (!r->box_rows)
    r->rec_rows = R, r->rec_cols = C;
  return 0;
}

/* A rule line where a record starts has lost its grid (a blank line
 * between them, or a grid typed at a terminal, answered before its rules
 * came): refused, so it never reads as a grid of its own. */
static int
refuse_lone_rules (ss_reader *r, ss_record *rec)
{
  ss_model_text_skip (r->lines);
  return ss_error_set (&rec->err, rec->line, 1, "a rule line with no grid "
                       "before it: rules follow their grid with no blank "
                       "line between%s", r->interactive
                       ? " (at a terminal each grid is answered as soon as "
                         "it is typed: give a variant puzzle in a file or "
                         "through a pipe)" : ""), -1;
}

/* ---- a header line above f-puzzles records ------------------------------ */

/* The line after the one a record starts at is an f-puzzles link, string
 * or JSON (never asked at a terminal, where it is not typed yet). */
static int
fpuzzles_next (ss_reader *r)
{
  return !r->interactive
         && ss_fpuzzles_line_is (ss_lines_peek (r->lines, 1),
                                 r->custom ? &r->given : 0);
}

/* A line that is no puzzle, or would start a block, above f-puzzles
 * records: a title or header.  Refused by name, alone, so every record
 * under it is read as its own (before, a one-word header began a block
 * that swallowed the strings after it). */
static int
refuse_header (ss_reader *r, ss_record *rec, const ss_line *ln)
{
  size_t len = ln->len;
  while (len && strchr (" \t\r", ln->text[len - 1]))
    len--;
  ss_error_set (&rec->err, rec->line, 0, "'%.*s%s' is not a puzzle: a "
                "header above f-puzzles puzzles? (a line that starts with "
                "'#' is a comment, skipped)", (int) (len > 40 ? 37 : len),
                ln->text, len > 40 ? "..." : "");
  ss_lines_drop (r->lines);
  return -1;
}

/* A line it could not read that is plainly junk (junk.h): said so, and
 * the line dropped; 0 when it is not junk. */
static int
refuse_junk (ss_reader *r, ss_record *rec, const ss_line *ln)
{
  char why[160];
  long col;
  if (!ss_junk_line (ln, why, sizeof why, &col))
    return 0;
  ss_error_set (&rec->err, rec->line, col, "%s", why);
  ss_lines_drop (r->lines);
  return -1;
}

static int
junk (const ss_line *ln)
{
  char why[8];
  long col;
  return ss_junk_line (ln, why, sizeof why, &col);
}

/* The line a record starts at reads as no record (its error is in rec),
 * or would start a block, which it cannot: a header above f-puzzles
 * records and junk are said as such; anything else keeps its error. */
static int
not_a_record (ss_reader *r, ss_record *rec, const ss_line *ln)
{
  if (ss_junk_binary (ln) || !fpuzzles_next (r))
    return refuse_junk (r, rec, ln) ? -1 : (ss_lines_drop (r->lines), -1);
  return refuse_header (r, rec, ln);
}

/* Parses the record that starts at the next line; 0 or -1 (rec->err). */
static int
parse_record (ss_reader *r, ss_record *rec)
{
  const ss_line *ln = ss_lines_peek (r->lines, 0);
  const char *tail = "";
  int n, block, col;
  char name[32];
  ss_line first;
  const char *after;
  ss_cells_reset (&r->cur);
  r->rec_rows = r->rec_cols = 0;
  if (ss_model_text_directive (ln))
    return refuse_lone_rules (r, rec);
  int got = parse_json (r, rec, ln);
  if (!got)
    got = parse_fpuzzles (r, rec, ln);
  if (got)
    return got == 1 ? 0 : -1;
  if (ss_csv_header (ln, &col, name) < 0)
    return refuse_junk (r, rec, ln) ? -1 : refuse_csv_header (r, rec);
  if (r->csv_col >= 0)
    return parse_csv_row (r, rec);
  if (unmark (r, ln, &first, &after, &rec->err) < 0)
    return ss_lines_drop (r->lines), -1;
  scan_mode mode = choose_mode (r, &first);
  if (scan_line (r, mode, &first, &r->cur, &tail, &rec->err) < 0)
    return not_a_record (r, rec, ln);
  keep_tail (r, rec, after ? after : tail);
  if (decide_shape (r, mode, r->cur.count, 0, &n, &block, &rec->err,
                    rec->line, rec->tail) < 0
      || (block && (fpuzzles_next (r) || junk (ln))))
    return not_a_record (r, rec, ln);
  rec->form = mode == MODE_TOKENS ? SS_FORM_TOKENS
              : block ? SS_FORM_BLOCK : SS_FORM_LINE;
  if (block)
    ss_box_seen_reset (&r->seen),
      ss_box_seen_row (&r->seen, &first, r->cur.col, n);
  if (block && read_block (r, mode, n, &rec->err) < 0)
    return -1;
  if (!block)
    ss_lines_drop (r->lines);
  if (block && !r->box_rows && !r->rec_rows)
    ss_box_seen_decide (&r->seen, n, &r->rec_rows, &r->rec_cols);
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
  if (r->csv_col >= 0 || r->interactive)
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
  r->interactive = in && fileno (in) >= 0 && isatty (fileno (in));
  r->csv_col = r->csv_box = r->csv_alphabet = -1;
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
  free (r->first);
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
