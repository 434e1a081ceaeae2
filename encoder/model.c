/* model.c -- reading a SAT solver's verdict and model (see model.h).
 *
 * Line by line: the first meaningful line fixes the layout and the
 * verdict; later lines carry literals ("v ..." lines, or bare lines in
 * minisat's file).  Values go into a byte array that grows as larger
 * variables appear.
 */
#include "model.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"

#define FAIL(r, line, col, ...) (ss_error_set ((r)->err, line, col, __VA_ARGS__), -1)

typedef struct mreader {
  ss_model *m;
  ss_error *err;
  long nvars; /* the CNF's, or 0 when not known */
  long line, cap;
  long status_line, last_value_line;
  int have_status, ended;
} mreader;

static const char *
status_name (const mreader *r)
{
  static const char *const comp[] = { "SATISFIABLE", "UNSATISFIABLE",
                                      "UNKNOWN" };
  static const char *const mini[] = { "SAT", "UNSAT", "INDET" };
  return (r->m->minisat ? mini : comp)[r->m->status];
}

static int
grow (mreader *r, long var)
{
  long cap = r->cap ? r->cap : 1024;
  while (cap <= var)
    cap *= 2;
  signed char *v = realloc (r->m->value, (size_t) cap);
  if (!v)
    return FAIL (r, 0, 0, "out of memory");
  memset (v + r->cap, 0, (size_t) (cap - r->cap));
  r->m->value = v;
  r->cap = cap;
  return 0;
}

static int
set_value (mreader *r, long lit, long col)
{
  long var = labs (lit);
  if (r->nvars && var > r->nvars)
    return FAIL (r, r->line, col, "wrong variable count: the model gives "
                 "variable %ld, the CNF has %ld variables", var, r->nvars);
  if (var > SS_MODEL_MAX_VAR)
    return FAIL (r, r->line, col, "variable %ld is above the %ld sudosat "
                 "reads", var, SS_MODEL_MAX_VAR);
  if (var >= r->cap && grow (r, var))
    return -1;
  signed char want = lit > 0 ? 1 : -1, *have = &r->m->value[var];
  if (*have == -want)
    return FAIL (r, r->line, col, "contradictory literals: %ld, and %ld "
                 "earlier", lit, -lit);
  *have = want;
  if (var > r->m->nvars)
    r->m->nvars = var, r->m->nvars_line = r->line, r->m->nvars_col = col;
  return 0;
}

static int
take_literal (mreader *r, long lit, long col)
{
  if (r->m->status != SS_MODEL_SAT)
    return FAIL (r, r->line, col, "a value after the verdict %s, which has "
                 "none", status_name (r));
  if (r->ended)
    return FAIL (r, r->line, col, "a value after the final 0");
  r->last_value_line = r->line;
  if (lit == 0)
    return r->ended = 1, 0;
  return set_value (r, lit, col);
}

/* Reads "-?[0-9]+" at text[*i]; the column of text[0] is base. */
static int
one_literal (mreader *r, const char *text, size_t *i, long base)
{
  long col = base + (long) *i, v = 0;
  int neg = text[*i] == '-';
  size_t k = *i + neg;
  if (!isdigit ((unsigned char) text[k]))
    {
      char shown[8];
      return FAIL (r, r->line, col, "expected a literal, found %s",
                   ss_char_show ((unsigned char) text[*i], shown));
    }
  for (; isdigit ((unsigned char) text[k]); k++)
    if ((v = v * 10 + (text[k] - '0')) > INT_MAX)
      return FAIL (r, r->line, col, "number too large");
  if (text[k] && !isspace ((unsigned char) text[k]))
    {
      char shown[8];
      return FAIL (r, r->line, base + (long) k, "expected a blank after a "
                   "number, found %s", ss_char_show ((unsigned char) text[k],
                                                     shown));
    }
  *i = k;
  return take_literal (r, neg ? -v : v, col);
}

static int
literals (mreader *r, const char *text, long base)
{
  for (size_t i = 0; text[i];)
    if (isspace ((unsigned char) text[i]))
      i++;
    else if (one_literal (r, text, &i, base))
      return -1;
  return 0;
}

static int
competition_status (mreader *r, const char *word, long col)
{
  static const char *const names[] = { "SATISFIABLE", "UNSATISFIABLE",
                                       "UNKNOWN" };
  for (int s = 0; s < 3; s++)
    if (!strcmp (word, names[s]))
      {
        r->m->status = (ss_model_status) s;
        return 0;
      }
  return FAIL (r, r->line, col, "unknown verdict '%.40s' (expected "
               "SATISFIABLE, UNSATISFIABLE or UNKNOWN)", word);
}

static int
minisat_status (mreader *r, const char *text)
{
  static const char *const names[] = { "SAT", "UNSAT", "INDET" };
  for (int s = 0; s < 3; s++)
    if (!strcmp (text, names[s]))
      {
        r->m->status = (ss_model_status) s;
        r->m->minisat = 1;
        return 1;
      }
  return 0;
}

/* The first meaningful line: a verdict in either layout. */
static int
status_line (mreader *r, const char *text, long col)
{
  r->have_status = 1;
  r->status_line = r->line;
  if (minisat_status (r, text))
    return 0;
  if (text[0] == 's' && (text[1] == ' ' || text[1] == '\t'))
    {
      size_t skip = 1 + strspn (text + 1, " \t");
      return competition_status (r, text + skip, col + (long) skip);
    }
  if (text[0] == 'v')
    return FAIL (r, r->line, col, "values before the verdict line "
                 "(s SATISFIABLE)");
  return FAIL (r, r->line, col, "expected a verdict: 's SATISFIABLE', "
               "'s UNSATISFIABLE', or minisat's SAT or UNSAT");
}

static int
competition_line (mreader *r, const char *text, long col)
{
  if (text[0] == 'v')
    return literals (r, text + 1, col + 1);
  if (text[0] == 's')
    return FAIL (r, r->line, col, "a second verdict line (the first is "
                 "line %ld)", r->status_line);
  return FAIL (r, r->line, col, "expected a 'v' line of values");
}

static int
one_line (mreader *r, char *text)
{
  size_t len = strlen (text), lead = strspn (text, " \t");
  while (len > lead && isspace ((unsigned char) text[len - 1]))
    text[--len] = 0;
  text += lead;
  long col = (long) lead + 1;
  if (!*text || (*text == 'c' && !(r->have_status && r->m->minisat)))
    return 0;
  if (!r->have_status)
    return status_line (r, text, col);
  if (r->m->minisat)
    return literals (r, text, col);
  return competition_line (r, text, col);
}

static int
finish (mreader *r)
{
  if (!r->have_status)
    return FAIL (r, 0, 0, "no verdict line ('s SATISFIABLE', "
                 "'s UNSATISFIABLE', or minisat's SAT or UNSAT)");
  if (r->m->status == SS_MODEL_SAT && !r->ended)
    return FAIL (r, r->last_value_line ? r->last_value_line : r->status_line,
                 0, "the values do not end with 0");
  return 0;
}

int
ss_model_read (FILE *in, const char *name, long nvars, ss_model *m,
               ss_error *err)
{
  mreader r = { m, err, nvars, 0, 0, 0, 0, 0, 0 };
  char *text = 0;
  size_t size = 0;
  int got = 0;
  memset (m, 0, sizeof *m);
  ss_error_clear (err);
  err->file = name;
  while (!got && getline (&text, &size, in) >= 0)
    {
      r.line++;
      got = one_line (&r, text);
    }
  free (text);
  if (!got && ferror (in))
    got = FAIL (&r, 0, 0, "read error");
  return got ? got : finish (&r);
}

void
ss_model_free (ss_model *m)
{
  free (m->value);
  m->value = 0;
  m->nvars = 0;
}

int
ss_model_value (void *model, long var)
{
  const ss_model *m = model;
  return var >= 1 && var <= m->nvars ? m->value[var] : 0;
}
