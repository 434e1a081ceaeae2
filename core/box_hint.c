/* box_hint.c -- a record's own word on its box (see box_hint.h). */
#include "box_hint.h"

#include <ctype.h>
#include <string.h>

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

/* A decimal number at text[*i, end), at most three digits; -1 if none. */
static int
number_at (const char *t, size_t *i, size_t end)
{
  int v = 0, digits = 0;
  for (; *i < end && isdigit ((unsigned char) t[*i]) && digits < 4; ++*i)
    v = 10 * v + (t[*i] - '0'), digits++;
  return digits && digits < 4 ? v : -1;
}

static int
mark_at (const ss_line *ln, size_t at, size_t end, size_t *after, int *R,
         int *C, ss_error *err)
{
  const char *t = ln->text;
  size_t i = at + 4;
  *R = number_at (t, &i, end);
  if (*R >= 0 && i < end && t[i] == 'x')
    i++, *C = number_at (t, &i, end);
  else
    *C = -1;
  if (*R < 1 || *C < 1 || (i < end && !is_space (t[i]))
      || *R * *C > SS_MAX_N)
    return ss_error_set (err, ln->number, (long) at + 1, "'%.*s' is no box "
                         "(box=RxC, R and C at least 1, R*C at most %d)",
                         (int) (strcspn (t + at, " \t\r") < 16
                                ? strcspn (t + at, " \t\r") : 16),
                         t + at, SS_MAX_N), -1;
  while (i < end && is_space (t[i]))
    i++;
  *after = i;
  return 1;
}

int
ss_box_mark_find (const ss_line *ln, size_t end, size_t *at, size_t *after,
                  int *box_rows, int *box_cols, ss_error *err)
{
  const char *t = ln->text, *b;
  if (!ss_line_may_have (ln, SS_LB_B))
    return 0;
  for (size_t i = 1; i + 4 <= end; i = (size_t) (b - t) + 1)
    {
      if (!(b = memchr (t + i, 'b', end - i)) || (size_t) (b - t) + 4 > end)
        return 0;
      if (!memcmp (b, "box=", 4) && is_space (b[-1]))
        {
          *at = (size_t) (b - t);
          return mark_at (ln, *at, end, after, box_rows, box_cols, err);
        }
    }
  return 0;
}

/* ---- rules of a block --------------------------------------------------- */

void
ss_box_seen_reset (ss_box_seen *s)
{
  memset (s, 0, sizeof *s);
  s->cuts_agree = 1;
}

void
ss_box_seen_row (ss_box_seen *s, const ss_line *ln, const long *col, int n)
{
  uint8_t cut[SS_MAX_N] = { 0 };
  for (int k = 1; k < n && k < SS_MAX_N; k++)
    {
      long from = col[k - 1], to = col[k] - 1; /* 0-based, after cell k-1 */
      cut[k] = from < to
               && memchr (ln->text + from, '|', (size_t) (to - from)) != 0;
    }
  if (s->rows++ == 0)
    memcpy (s->cut, cut, sizeof cut);
  else if (memcmp (s->cut, cut, sizeof cut))
    s->cuts_agree = 0;
}

void
ss_box_seen_rule (ss_box_seen *s)
{
  if (s->rows > 0 && s->rows < SS_MAX_N)
    s->rule[s->rows] = 1;
}

/* The period p of marks[1..n-1]: marks exactly at p, 2p, ... with p
 * dividing n; 0 when there are no marks; -1 when they are no such
 * pattern. */
static int
period (const uint8_t *marks, int n)
{
  int p = 0;
  for (int k = 1; k < n && !p; k++)
    if (marks[k])
      p = k;
  if (!p)
    return 0;
  if (n % p)
    return -1;
  for (int k = 1; k < n; k++)
    if (marks[k] != (k % p == 0))
      return -1;
  return p;
}

int
ss_box_seen_decide (const ss_box_seen *s, int n, int *box_rows,
                    int *box_cols)
{
  int C = s->cuts_agree ? period (s->cut, n) : -1;
  int R = period (s->rule, n);
  if (C < 0 || R < 0 || (!C && !R))
    return 0;
  if (!C)
    C = n / R;
  if (!R)
    R = n / C;
  if (R * C != n)
    return 0;
  *box_rows = R;
  *box_cols = C;
  return 1;
}
