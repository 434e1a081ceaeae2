/* layout.c -- classifying raw lines by shape (see layout.h).
 *
 * Each test looks at the first non-space character first, so a content
 * line (a digit, a letter or '.') costs a comparison or two; only lines
 * that start like a rule, a header or JSON are looked at whole.
 */
#include "layout.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

static size_t
first_col (const ss_line *ln)
{
  size_t i = 0;
  while (i < ln->len && is_space (ln->text[i]))
    i++;
  return i;
}

static int
is_rule_char (int c)
{
  return c == '-' || c == '|' || c == '+' || c == '*';
}

int
ss_is_skippable (const ss_line *ln)
{
  size_t i = first_col (ln);
  if (i == ln->len || ln->text[i] == '#')
    return 1;
  if (ln->too_long || ln->nul_col)
    return 0;
  for (; i < ln->len; i++)
    if (!is_space (ln->text[i]) && !is_rule_char (ln->text[i]))
      return 0;
  return 1;
}

int
ss_is_blank (const ss_line *ln)
{
  return first_col (ln) == ln->len;
}

int
ss_ends_paragraph (const ss_line *ln)
{
  size_t i = first_col (ln);
  int puzzle;
  return i == ln->len || ln->text[i] == '#'
         || (ln->text[i] == '[' && ss_section_header (ln, &puzzle));
}

int
ss_dash_count (const ss_line *ln)
{
  int dashes = 0;
  if (ln->too_long || ln->nul_col)
    return 0;
  for (size_t i = 0; i < ln->len; i++)
    {
      char c = ln->text[i];
      if (c == '-')
        dashes++;
      else if (c != '|' && !is_space (c))
        return 0;
    }
  return dashes;
}

int
ss_section_header (const ss_line *ln, int *puzzle)
{
  size_t i = first_col (ln), end = ln->len;
  while (end > i && is_space (ln->text[end - 1]))
    end--;
  if (end - i < 3 || ln->text[i] != '[' || ln->text[end - 1] != ']'
      || !isalpha ((unsigned char) ln->text[i + 1]))
    return 0;
  for (size_t k = i + 1; k < end - 1; k++)
    if (!isalnum ((unsigned char) ln->text[k]) && ln->text[k] != ' '
        && ln->text[k] != '_')
      return 0;
  *puzzle = end - i == 8 && !strncasecmp (ln->text + i + 1, "Puzzle", 6);
  return 1;
}

int
ss_json_starts (const ss_line *ln)
{
  size_t i = first_col (ln);
  int puzzle;
  if (i == ln->len || (ln->text[i] != '{' && ln->text[i] != '['))
    return 0;
  return !ss_section_header (ln, &puzzle);
}

int
ss_json_line (const ss_line *ln, int *depth, int *in_string)
{
  for (size_t i = 0; i < ln->len; i++)
    {
      char c = ln->text[i];
      if (*in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            *in_string = 0;
        }
      else if (c == '"')
        *in_string = 1;
      else if (c == '{' || c == '[')
        ++*depth;
      else if ((c == '}' || c == ']') && --*depth <= 0)
        return 1;
    }
  return 0;
}

/* ---- CSV headers -------------------------------------------------------- */

static int
is_puzzle_name (const char *s, size_t len)
{
  static const char *names[] = { "quizzes", "quiz", "puzzles", "puzzle",
                                 "unsolved", "sudokus", "sudoku",
                                 "questions", "question", "problems",
                                 "problem" };
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (strlen (names[k]) == len && !strncasecmp (s, names[k], len))
      return 1;
  return 0;
}

/* text[from, to) trimmed of spaces and one pair of quotes is a name: a
 * letter or '_', then letters, digits, '_', '-', '.' or spaces. */
static int
field_name (const char *t, size_t from, size_t to, size_t *s, size_t *len)
{
  while (from < to && is_space (t[from]))
    from++;
  while (to > from && is_space (t[to - 1]))
    to--;
  if (to - from >= 2 && t[from] == '"' && t[to - 1] == '"')
    from++, to--;
  if (from == to || to - from > 24
      || !(isalpha ((unsigned char) t[from]) || t[from] == '_'))
    return 0;
  for (size_t k = from; k < to; k++)
    if (!isalnum ((unsigned char) t[k]) && !strchr ("_-. ", t[k]))
      return 0;
  *s = from;
  *len = to - from;
  return 1;
}

static int
is_solution_name (const char *s, size_t len)
{
  return (len == 8 || len == 9) && !strncasecmp (s, "solutions", len);
}

char
ss_csv_separator (const ss_line *ln)
{
  if (ss_line_may_have (ln, SS_LB_COMMA) && memchr (ln->text, ',', ln->len))
    return ',';
  return ss_line_may_have (ln, SS_LB_TAB) && memchr (ln->text, '\t', ln->len)
         ? '\t' : 0;
}

/* Calls fn for each field name of a CSV (or TSV) header; -1 when the
 * line is no header, else 0 (or fn's nonzero answer, which stops the
 * walk). */
typedef int name_fn (void *ctx, int field, const char *name, size_t len);

static int
each_name (const ss_line *ln, name_fn *fn, void *ctx)
{
  const char *t = ln->text;
  size_t i = first_col (ln), s, len;
  char sep = ss_csv_separator (ln);
  if (i == ln->len || !(isalpha ((unsigned char) t[i]) || t[i] == '_'
                        || t[i] == '"')
      || ln->nul_col || !sep)
    return -1;
  for (int field = 0; i <= ln->len; field++)
    {
      const char *comma = memchr (t + i, sep, ln->len - i);
      size_t end = comma ? (size_t) (comma - t) : ln->len;
      if (!field_name (t, i, end, &s, &len))
        return -1;
      int stop = fn ? fn (ctx, field, t + s, len) : 0;
      if (stop)
        return stop;
      i = end + 1;
    }
  return 0;
}

typedef struct header_scan {
  int puzzle, solution;
  char name[2][32];
  int own; /* fields of sudosat's own head seen so far, in order */
} header_scan;

/* sudosat's own CSV opens with these; in it the grid is "puzzle" or
 * "solution" only (its "problems" is verify's list, not a grid). */
static const char *const own_head[] = { "record", "file", "line", "box",
                                        "alphabet", "status" };

static int
note_column (void *ctx, int field, const char *name, size_t len)
{
  header_scan *h = ctx;
  if (field < 6 && h->own == field && strlen (own_head[field]) == len
      && !strncasecmp (name, own_head[field], len))
    h->own++;
  int puzzle = h->own == 6 ? len == 6 && !strncasecmp (name, "puzzle", 6)
                           : is_puzzle_name (name, len);
  int *slot = puzzle ? &h->puzzle
              : is_solution_name (name, len) ? &h->solution : 0;
  if (slot && *slot < 0)
    {
      *slot = field;
      memcpy (h->name[slot == &h->solution], name, len);
      h->name[slot == &h->solution][len] = 0;
    }
  return 0;
}

int
ss_csv_header (const ss_line *ln, int *column, char name[32])
{
  header_scan h = { -1, -1, { "", "" }, 0 };
  if (each_name (ln, note_column, &h) < 0)
    return 0;
  int solution = h.puzzle < 0;
  *column = solution ? h.solution : h.puzzle;
  strcpy (name, h.name[solution]);
  /* TAB-separated names that name no puzzle are no header: a puzzle line
   * with a TAB comment may look like them. */
  if (*column < 0 && ss_csv_separator (ln) == '\t')
    return 0;
  return *column < 0 ? -1 : 1;
}

typedef struct name_find {
  const char *want;
} name_find;

static int
match_name (void *ctx, int field, const char *name, size_t len)
{
  const name_find *f = ctx;
  return strlen (f->want) == len && !strncasecmp (name, f->want, len)
         ? field + 1 : 0;
}

int
ss_csv_column (const ss_line *ln, const char *name)
{
  name_find f = { name };
  int got = each_name (ln, match_name, &f);
  return got > 0 ? got - 1 : -1;
}

/* ---- content lines ------------------------------------------------------ */

size_t
ss_puzzle_end (const ss_line *ln)
{
  if (!ss_line_may_have (ln, SS_LB_COLON | SS_LB_COMMA))
    return ln->len;
  const char *colon = memchr (ln->text, ':', ln->len);
  size_t end = colon ? (size_t) (colon - ln->text) : ln->len;
  const char *comma = memchr (ln->text, ',', end);
  return comma ? (size_t) (comma - ln->text) : end;
}

/* Tokens need whitespace between them; most lines have none. */
static int
has_space (const ss_line *ln, size_t end)
{
  return (ss_line_may_have (ln, SS_LB_SPACE) && memchr (ln->text, ' ', end))
         || (ss_line_may_have (ln, SS_LB_TAB)
             && memchr (ln->text, '\t', end));
}

static int
is_separator_token (const char *t, size_t len)
{
  for (size_t k = 0; k < len; k++)
    if (t[k] != '|' && t[k] != '+')
      return 0;
  return 1;
}

static int
is_blank_token (const char *t, size_t len)
{
  return len == 1 && (*t == '.' || *t == '-');
}

/* Calls back for each token of the puzzle part that is not a separator,
 * with its start and length; stops when fn returns nonzero. */
typedef int token_fn (void *ctx, const char *t, size_t len);

static int
each_token (const ss_line *ln, token_fn *fn, void *ctx)
{
  size_t end = ss_puzzle_end (ln), i = 0, j;
  if (!has_space (ln, end))
    return -1;
  for (; i < end; i = j)
    {
      while (i < end && is_space (ln->text[i]))
        i++;
      for (j = i; j < end && !is_space (ln->text[j]); j++)
        ;
      if (j > i && !is_separator_token (ln->text + i, j - i)
          && fn (ctx, ln->text + i, j - i))
        return 1;
    }
  return 0;
}

typedef struct token_tally {
  int tokens, wide, odd;
} token_tally;

static int
tally_number (void *ctx, const char *t, size_t len)
{
  token_tally *k = ctx;
  int digits = 1;
  for (size_t i = 0; i < len; i++)
    digits &= isdigit ((unsigned char) t[i]) != 0;
  if (!(digits && len <= 3) && !is_blank_token (t, len))
    return k->odd = 1;
  k->wide |= digits && len >= 2;
  k->tokens++;
  return 0;
}

int
ss_looks_like_tokens (const ss_line *ln)
{
  token_tally k = { 0, 0, 0 };
  if (each_token (ln, tally_number, &k) < 0)
    return 0;
  return !k.odd && k.tokens >= 2 && k.wide;
}

static int
tally_neutral (void *ctx, const char *t, size_t len)
{
  token_tally *k = ctx;
  if (len != 1 || !*t || !strchr (".-0123456789", *t))
    return k->odd = 1;
  k->tokens++;
  return 0;
}

int
ss_is_neutral (const ss_line *ln)
{
  token_tally k = { 0, 0, 0 };
  if (each_token (ln, tally_neutral, &k) < 0)
    return 0;
  return !k.odd && k.tokens >= 2;
}
