/* dimacs_read.c -- the streaming DIMACS reader (see dimacs_read.h).
 *
 * A character-level scanner: next() reads one byte and keeps the line
 * and column of it, so every message can point at its token.  Comments
 * and the header are read as whole lines into a small buffer; literals
 * are parsed in place.
 */
#include "dimacs_read.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"

#define LINE_MAX_KEPT (SS_DIMACS_COMMENT_MAX + 1)

typedef struct reader {
  FILE *in;
  const ss_dimacs_handler *h;
  ss_error *err;
  int ch;              /* the current character, or EOF */
  long line, col;      /* where ch is */
  int token_on_line;   /* a literal was read on this line */
  int have_header;
  long nvars, nclauses, seen, header_line, header_col;
  int *lits;
  int len, cap;
  long clause_line, clause_col;
} reader;

/* The caller's FILE is read by this thread alone: getc_unlocked saves
 * the lock per byte (a quarter of decode's instructions on a 12x12 CNF,
 * measured with callgrind). */
static void
next (reader *r)
{
  if (r->ch == '\n')
    r->line++, r->col = 0, r->token_on_line = 0;
  r->ch = getc_unlocked (r->in);
  r->col++;
}

/* Sets the error and evaluates to -1: return FAIL (r, line, col, ...). */
#define FAIL(r, line, col, ...) (ss_error_set ((r)->err, line, col, __VA_ARGS__), -1)

/* The rest of the line (after the current character) into buf, at most
 * LINE_MAX_KEPT - 1 bytes kept; the reader then sits on the newline.
 * Returns 1 when the line was longer and got cut, 0 when it is whole,
 * -1 (err set) at a NUL byte, which would end the kept text silently. */
static int
rest_of_line (reader *r, char *buf)
{
  size_t k = 0;
  int cut = 0;
  next (r);
  while (r->ch != '\n' && r->ch != EOF)
    {
      if (!r->ch)
        return FAIL (r, r->line, r->col, "NUL byte");
      if (k + 1 < LINE_MAX_KEPT)
        buf[k++] = (char) r->ch;
      else
        cut = 1;
      next (r);
    }
  while (k && buf[k - 1] == '\r' && !cut)
    k--;
  buf[k] = 0;
  return cut;
}

/* A callback that stops on a comment and gives no position gets the
 * position of the comment's first non-blank character. */
static int
read_comment (reader *r)
{
  char buf[LINE_MAX_KEPT];
  long line = r->line, col = r->col + 1;
  if (rest_of_line (r, buf) < 0)
    return -1;
  if (!r->h->comment || !r->h->comment (r->h->ctx, buf, line, r->err))
    return 0;
  if (!r->err->line)
    r->err->line = line, r->err->col = col + (long) strspn (buf, " \t");
  return -1;
}

/* A non-negative number at *p (col counts along); -1 if none or too big. */
static long
header_number (const char **p, long *col, long *at)
{
  long v = 0;
  while (**p == ' ' || **p == '\t')
    (*p)++, (*col)++;
  *at = *col;
  if (!isdigit ((unsigned char) **p))
    return -1;
  while (isdigit ((unsigned char) **p))
    {
      v = v * 10 + (**p - '0');
      if (v > INT_MAX - 1)
        return -1;
      (*p)++, (*col)++;
    }
  return v;
}

static int
parse_header (reader *r, const char *text, long line, long col)
{
  const char *p = text;
  long at, vars, clauses;
  while (*p == ' ' || *p == '\t')
    p++, col++;
  if (strncmp (p, "cnf", 3) || (p[3] != ' ' && p[3] != '\t'))
    return FAIL (r, line, col, "only 'p cnf VARIABLES CLAUSES' headers are "
                 "read");
  p += 3, col += 3;
  vars = header_number (&p, &col, &at);
  if (vars < 0)
    return FAIL (r, line, at, "the number of variables must be 0 to %d",
                 INT_MAX - 1);
  clauses = header_number (&p, &col, &at);
  if (clauses < 0)
    return FAIL (r, line, at, "the number of clauses must be 0 to %d",
                 INT_MAX - 1);
  while (*p == ' ' || *p == '\t')
    p++, col++;
  if (*p)
    return FAIL (r, line, col, "text after 'p cnf %ld %ld'", vars, clauses);
  r->nvars = vars, r->nclauses = clauses;
  return 0;
}

static int
read_header (reader *r)
{
  char buf[LINE_MAX_KEPT];
  long line = r->line, col = r->col;
  if (r->have_header)
    return FAIL (r, r->line, r->col, "a second 'p' line (the first is line "
                 "%ld)", r->header_line);
  int cut = rest_of_line (r, buf);
  if (cut < 0)
    return -1;
  if (cut)
    return FAIL (r, line, col, "a 'p' line longer than %d bytes",
                 SS_DIMACS_COMMENT_MAX);
  if (parse_header (r, buf, line, col + 1))
    return -1;
  r->have_header = 1;
  r->header_line = line, r->header_col = col;
  if (r->h->header && r->h->header (r->h->ctx, r->nvars, r->nclauses, r->err))
    return -1;
  return 0;
}

static int
push_lit (reader *r, int lit)
{
  if (r->len == SS_DIMACS_MAX_CLAUSE)
    return FAIL (r, r->clause_line, r->clause_col, "a clause longer than "
                 "%d literals", SS_DIMACS_MAX_CLAUSE);
  if (r->len == r->cap)
    {
      int cap = r->cap ? 2 * r->cap : 64;
      int *grown = realloc (r->lits, (size_t) cap * sizeof *grown);
      if (!grown)
        return FAIL (r, 0, 0, "out of memory");
      r->lits = grown, r->cap = cap;
    }
  r->lits[r->len++] = lit;
  return 0;
}

static int
end_clause (reader *r)
{
  if (++r->seen > r->nclauses)
    return FAIL (r, r->clause_line, r->clause_col, "more clauses than the "
                 "%ld of the header", r->nclauses);
  int stop = r->h->clause ? r->h->clause (r->h->ctx, r->lits, r->len,
                                          r->seen, r->clause_line, r->err)
                          : 0;
  r->len = 0;
  return stop ? -1 : 0;
}

/* Reads "-?[0-9]+" ending at a blank or the end of the line. */
static int
read_number (reader *r, long *value)
{
  int neg = r->ch == '-';
  long v = 0, col = r->col;
  if (neg)
    next (r);
  if (!isdigit (r->ch))
    return FAIL (r, r->line, col, "expected a literal, found '-'");
  for (; isdigit (r->ch); next (r))
    if ((v = v * 10 + (r->ch - '0')) > INT_MAX)
      return FAIL (r, r->line, col, "number too large");
  if (!r->ch)
    return FAIL (r, r->line, r->col, "NUL byte");
  if (r->ch != EOF && !isspace (r->ch))
    {
      char shown[8];
      return FAIL (r, r->line, r->col, "expected a blank after a number, "
                   "found %s", ss_char_show (r->ch, shown));
    }
  *value = neg ? -v : v;
  return 0;
}

static int
read_literal (reader *r)
{
  long line = r->line, col = r->col, lit;
  if (!r->have_header)
    return FAIL (r, line, col, "a clause before the 'p cnf' header");
  if (read_number (r, &lit))
    return -1;
  r->token_on_line = 1;
  if (!r->len)
    r->clause_line = line, r->clause_col = col;
  if (lit == 0)
    return end_clause (r);
  if (labs (lit) > r->nvars)
    return FAIL (r, line, col, "literal %ld is out of range: the header "
                 "declares %ld variables", lit, r->nvars);
  return push_lit (r, (int) lit);
}

static int
unexpected (reader *r)
{
  char shown[8];
  if (!r->ch)
    return FAIL (r, r->line, r->col, "NUL byte");
  return FAIL (r, r->line, r->col, "expected a literal, found %s",
               ss_char_show (r->ch, shown));
}

/* One step: a blank, a line, or a token.  1 at the end of the formula. */
static int
step (reader *r)
{
  int ch = r->ch, fresh = !r->token_on_line;
  if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == '\f'
      || ch == '\v')
    return next (r), 0;
  if (ch == EOF || (fresh && ch == '%'))
    return 1;
  if (fresh && ch == 'c')
    return read_comment (r);
  if (fresh && ch == 'p')
    return read_header (r);
  if (ch == '-' || isdigit (ch))
    return read_literal (r);
  return unexpected (r);
}

static int
finish (reader *r)
{
  if (ferror (r->in))
    return FAIL (r, 0, 0, "read error");
  if (!r->have_header)
    return FAIL (r, 0, 0, "no 'p cnf' header");
  if (r->len)
    return FAIL (r, r->clause_line, r->clause_col, "the last clause does "
                 "not end with 0");
  if (r->seen < r->nclauses)
    return FAIL (r, r->header_line, r->header_col, "the header declares %ld "
                 "clauses, the file has %ld", r->nclauses, r->seen);
  return 0;
}

int
ss_dimacs_read (FILE *in, const char *name, const ss_dimacs_handler *h,
                ss_error *err)
{
  reader r;
  memset (&r, 0, sizeof r);
  r.in = in, r.h = h, r.err = err;
  r.line = 1;
  ss_error_clear (err);
  err->file = name;
  r.ch = getc_unlocked (in);
  r.col = 1;
  int got;
  while ((got = step (&r)) == 0)
    ;
  if (got > 0)
    got = finish (&r);
  free (r.lits);
  return got ? -1 : 0;
}
