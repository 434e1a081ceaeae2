/* lrat_read.c -- the LRAT checker's input: the CNF, and the proof read
 * and checked step by step (see lrat.h).
 *
 * Text LRAT: whitespace-separated tokens; a line whose first non-blank
 * character is 'c' is a comment.  A step is "ID LIT ... 0 HINT ... 0" or
 * "ID d ID ... 0"; it may span lines, and positions are those of the
 * step's first token.  Every error names the line and column of the
 * token at fault.  Duplicate literals in a clause are dropped as it is
 * read (a clause is a set).
 */
#include "lrat_int.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"
#include "../core/budget.h"
#include "../dimacs/dimacs_read.h"

typedef struct input {
  ss_lrat *lr;
  FILE *in;
  unsigned char buf[1 << 16];
  size_t n, i;
  long line, col;
  int fresh;              /* nothing but blanks so far on this line */
} input;

#define FAIL(lr, line, col, ...) \
  (ss_error_set ((lr)->err, line, col, __VA_ARGS__), SS_LRAT_EINPUT)

static int
peek (input *in)
{
  if (in->i == in->n)
    {
      in->n = fread (in->buf, 1, sizeof in->buf, in->in);
      in->i = 0;
    }
  return in->i < in->n ? in->buf[in->i] : EOF;
}

static void
get (input *in)
{
  int c = peek (in);
  if (c == EOF)
    return;
  in->i++;
  if (c == '\n')
    in->line++, in->col = 1, in->fresh = 1;
  else
    in->col++, in->fresh &= c == ' ' || c == '\t' || c == '\r';
}

/* Skips blanks, line ends and comment lines. */
static void
skip (input *in)
{
  for (int c; (c = peek (in)) != EOF; get (in))
    if (c == 'c' && in->fresh)
      while ((c = peek (in)) != EOF && c != '\n')
        get (in);
    else if (!isspace (c))
      return;
}

/* A number token, |value| <= max. */
static int
number (input *in, long long max, long long *out)
{
  long line = in->line, col = in->col;
  long long v = 0;
  int neg = peek (in) == '-', c;
  char shown[8];
  if (neg)
    get (in);
  if (!isdigit (peek (in)))
    return FAIL (in->lr, in->line, in->col, "expected a number, found %s",
                 peek (in) == EOF ? "the end of the proof"
                                  : ss_char_show (peek (in), shown));
  while (isdigit (c = peek (in)))
    {
      get (in);
      if (v > (max - (c - '0')) / 10)
        return FAIL (in->lr, line, col, "number too large (at most %lld "
                     "here)", max);
      v = v * 10 + (c - '0');
    }
  if (c != EOF && !isspace (c))
    return FAIL (in->lr, in->line, in->col, "expected a blank after a "
                 "number, found %s", ss_char_show (c, shown));
  *out = neg ? -v : v;
  return 0;
}

/* Literals up to 0 into lr->lits, dense, duplicates dropped. */
static int
literals (input *in)
{
  ss_lrat *lr = in->lr;
  long long lit;
  int rc;
  lr->nlits = 0;
  for (skip (in); !(rc = number (in, SS_LRAT_MAX_VAR, &lit)) && lit;
       skip (in))
    {
      if (lr->nlits >= (size_t) lr->opts.max_lits)
        return FAIL (lr, in->line, in->col, "a lemma longer than %ld "
                     "literals", lr->opts.max_lits);
      int d = ss_lrat_lit (lr, (long) lit);
      if (!d || ss_lrat_grow (lr, (void **) &lr->lits, &lr->cap_lits,
                              lr->nlits + 1, sizeof *lr->lits))
        return SS_LRAT_ENOMEM;
      lr->lits[lr->nlits++] = d;
    }
  return rc;
}

/* Hints (or a deletion's IDs: positive only) up to 0 into lr->hints. */
static int
hints (input *in, int positive)
{
  ss_lrat *lr = in->lr;
  long long h;
  int rc;
  lr->nhints = 0;
  for (skip (in); !(rc = number (in, SS_LRAT_MAX_ID, &h)) && h; skip (in))
    {
      if (positive && h < 0)
        return FAIL (lr, in->line, in->col, "a deletion names clause IDs, "
                     "which are positive");
      if (lr->nhints >= (size_t) lr->opts.max_hints)
        return FAIL (lr, in->line, in->col, "more than %ld hints in one "
                     "step", lr->opts.max_hints);
      if (ss_lrat_grow (lr, (void **) &lr->hints, &lr->cap_hints,
                        lr->nhints + 1, sizeof *lr->hints))
        return SS_LRAT_ENOMEM;
      lr->hints[lr->nhints++] = h;
    }
  return rc;
}

/* Drops repeated literals from lits[0 .. *n), marking each in val. */
static void
dedupe (ss_lrat *lr, int *lits, size_t *n)
{
  size_t m = 0;
  for (size_t k = 0; k < *n; k++)
    if (lr->val[lrat_index (lits[k])] != 2)
      lr->val[lrat_index (lits[k])] = 2, lits[m++] = lits[k];
  for (size_t k = 0; k < m; k++)
    lr->val[lrat_index (lits[k])] = 0;
  *n = m;
}

static int
deletion (input *in, ss_lrat_result *res)
{
  int rc = hints (in, 1);
  for (size_t k = 0; !rc && k < in->lr->nhints; k++)
    {
      res->stats.deletions++;
      res->stats.absent_deletions
        += !ss_lrat_delete (in->lr, (uint64_t) in->lr->hints[k]);
    }
  return rc;
}

/* One lemma: 1 when the proof is decided (verified or rejected). */
static int
lemma (input *in, long long id, long line, ss_lrat_result *res)
{
  ss_lrat *lr = in->lr;
  int rc = literals (in);
  if (rc || (rc = hints (in, 0)))
    return rc;
  dedupe (lr, lr->lits, &lr->nlits);
  res->stats.lemmas++;
  res->id = id, res->line = line;
  if ((uint64_t) id <= lr->last_id)
    snprintf (res->why, sizeof res->why, "its ID is not above %llu, the "
              "last one", (unsigned long long) lr->last_id);
  else if (ss_lrat_derive (lr, res))
    {
      if ((rc = ss_lrat_store (lr, (uint64_t) id, lr->lits, lr->nlits)))
        return rc;
      lr->last_id = (uint64_t) id;
      if (lr->nlits)
        return 0;
      return res->verdict = SS_LRAT_VERIFIED, 1;
    }
  if (lr->enomem)
    return SS_LRAT_ENOMEM;
  return res->verdict = SS_LRAT_REJECTED, 1;
}

/* One step; 1 when the proof is decided or ends, else 0 or an error. */
static int
step (input *in, ss_lrat_result *res)
{
  long long id;
  skip (in);
  if (peek (in) == EOF)
    return res->verdict = SS_LRAT_NO_EMPTY, 1;
  long line = in->line, col = in->col;
  int rc = number (in, SS_LRAT_MAX_ID, &id);
  if (!rc && id < 1)
    rc = FAIL (in->lr, line, col, "a step starts with its ID, 1 or more");
  if (rc)
    return rc;
  skip (in);
  if (peek (in) != 'd')
    return lemma (in, id, line, res);
  get (in);
  if (peek (in) != EOF && !isspace (peek (in)))
    return FAIL (in->lr, in->line, in->col, "expected a blank after 'd'");
  return deletion (in, res);
}

int
ss_lrat_check (ss_lrat *lr, FILE *f, const char *name, ss_lrat_result *res,
               ss_error *err)
{
  ss_error_clear (err);
  err->file = name;
  lr->err = err;
  memset (res, 0, sizeof *res);
  res->stats.input_clauses = (long) lr->last_id;
  if (lr->enomem)
    return ss_lrat_fail_memory (lr);
  double t0 = ss_now ();
  input *in = calloc (1, sizeof *in);
  if (!in)
    return ss_lrat_fail_memory (lr);
  in->lr = lr, in->in = f, in->line = 1, in->col = 1, in->fresh = 1;
  int rc;
  while (!(rc = step (in, res)))
    ;
  free (in);
  if (rc == 1 && ferror (f))
    rc = FAIL (lr, 0, 0, "read error");
  res->stats.seconds = ss_now () - t0;
  return rc == 1 ? 0 : rc;
}

/* ---- the formula ---------------------------------------------------- */

static int
on_clause (void *ctx, const int *lits, int len, long index, long line,
           ss_error *err)
{
  ss_lrat *lr = ctx;
  (void) line;
  lr->nlits = 0;
  for (int k = 0; k < len; k++)
    {
      long v = lits[k] < 0 ? -(long) lits[k] : lits[k];
      if (v > SS_LRAT_MAX_VAR)
        return ss_error_set (err, 0, 0, "literal %d: the checker takes "
                             "variables 1 to %ld", lits[k], SS_LRAT_MAX_VAR),
               1;
      int d = ss_lrat_lit (lr, lits[k]);
      if (!d || ss_lrat_grow (lr, (void **) &lr->lits, &lr->cap_lits,
                              lr->nlits + 1, sizeof *lr->lits))
        return 1;
      lr->lits[lr->nlits++] = d;
    }
  dedupe (lr, lr->lits, &lr->nlits);
  lr->last_id = (uint64_t) index;
  return ss_lrat_store (lr, (uint64_t) index, lr->lits, lr->nlits) != 0;
}

int
ss_lrat_read_cnf (ss_lrat *lr, FILE *in, const char *name, ss_error *err)
{
  ss_dimacs_handler h = { lr, 0, on_clause, 0 };
  lr->err = err;
  if (ss_dimacs_read (in, name, &h, err) == 0)
    return 0;
  return lr->enomem ? SS_LRAT_ENOMEM : SS_LRAT_EINPUT;
}

void
ss_lrat_describe (const ss_lrat_result *r, char *buf, size_t size)
{
  if (r->verdict == SS_LRAT_VERIFIED)
    snprintf (buf, size, "verified");
  else if (r->verdict == SS_LRAT_NO_EMPTY)
    snprintf (buf, size, "rejected: the proof ends without the empty "
              "clause");
  else
    snprintf (buf, size, "rejected: lemma %lld (line %ld): %s", r->id,
              r->line, r->why);
}
