/* model.c -- reading a SAT solver's verdict and model (see model.h).
 *
 * A character scanner, like the DIMACS reader: the first meaningful line
 * fixes the layout and the verdict, later lines carry literals ("v ..."
 * lines, or bare lines in minisat's file).  Literals are parsed as they
 * stream past, so a line of any length costs no memory; only a verdict
 * line is kept, and only its first SS_MODEL_VERDICT_MAX bytes, so junk is
 * refused after a glance.  Values go into a byte array that grows as
 * larger variables appear, up to SS_MODEL_MAX_VAR.
 */
#include "model.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"

#define FAIL(r, line, col, ...) (ss_error_set ((r)->err, line, col, __VA_ARGS__), -1)

typedef struct mreader {
  FILE *in;
  ss_model *m;
  ss_error *err;
  long nvars; /* the CNF's, or 0 when not known */
  int ch;     /* the current character, or EOF */
  long line, col; /* where ch is */
  long cap;
  long status_line, last_value_line;
  int have_status, ended;
} mreader;

/* One thread reads the FILE: no lock per byte (as dimacs_read.c). */
static void
next (mreader *r)
{
  if (r->ch == '\n')
    r->line++, r->col = 0;
  r->ch = getc_unlocked (r->in);
  r->col++;
}

/* Blanks within the line: any white space but the newline. */
static int
at_blank (const mreader *r)
{
  return r->ch != '\n' && r->ch != EOF && isspace (r->ch);
}

static int
at_line_end (const mreader *r)
{
  return r->ch == '\n' || r->ch == EOF;
}

static int
nul_byte (mreader *r)
{
  return FAIL (r, r->line, r->col, "NUL byte");
}

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
  if (cap > SS_MODEL_MAX_VAR + 1)
    cap = SS_MODEL_MAX_VAR + 1;
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

/* Reads "-?[0-9]+" ending at a blank or the end of the line. */
static int
one_literal (mreader *r)
{
  long col = r->col, v = 0;
  int neg = r->ch == '-';
  char shown[8];
  if (neg)
    next (r);
  if (!r->ch)
    return nul_byte (r);
  if (!isdigit (r->ch))
    return FAIL (r, r->line, col, "expected a literal, found %s",
                 ss_char_show (neg ? '-' : r->ch, shown));
  for (; isdigit (r->ch); next (r))
    if ((v = v * 10 + (r->ch - '0')) > INT_MAX)
      return FAIL (r, r->line, col, "number too large");
  if (!r->ch)
    return nul_byte (r);
  if (!at_line_end (r) && !isspace (r->ch))
    return FAIL (r, r->line, r->col, "expected a blank after a number, "
                 "found %s", ss_char_show (r->ch, shown));
  return take_literal (r, neg ? -v : v, col);
}

/* The literals up to the end of the line. */
static int
literals (mreader *r)
{
  for (;;)
    {
      while (at_blank (r))
        next (r);
      if (at_line_end (r))
        return 0;
      if (one_literal (r))
        return -1;
    }
}

static int
skip_comment (mreader *r)
{
  for (; !at_line_end (r); next (r))
    if (!r->ch)
      return nul_byte (r);
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

/* The verdict in either layout, from the line's text (trailing blanks
 * gone) that starts at column col. */
static int
parse_status (mreader *r, const char *text, long col)
{
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

/* The first meaningful line: at most SS_MODEL_VERDICT_MAX bytes of it
 * are looked at, so a huge junk line is refused without reading it. */
static int
read_status (mreader *r)
{
  char text[SS_MODEL_VERDICT_MAX + 1];
  size_t len = 0;
  long col = r->col;
  for (; !at_line_end (r) && len < SS_MODEL_VERDICT_MAX; next (r))
    {
      if (!r->ch)
        return nul_byte (r);
      text[len++] = (char) r->ch;
    }
  int cut = !at_line_end (r);
  while (len && isspace ((unsigned char) text[len - 1]))
    len--;
  text[len] = 0;
  r->have_status = 1;
  r->status_line = r->line;
  if (parse_status (r, text, col))
    return -1;
  if (cut)
    return FAIL (r, r->line, col, "a verdict line longer than %d bytes",
                 SS_MODEL_VERDICT_MAX);
  return 0;
}

static int
competition_line (mreader *r)
{
  if (r->ch == 'v')
    return next (r), literals (r);
  if (r->ch == 's')
    return FAIL (r, r->line, r->col, "a second verdict line (the first is "
                 "line %ld)", r->status_line);
  return FAIL (r, r->line, r->col, "expected a 'v' line of values");
}

/* One line, from its first character up to its newline. */
static int
one_line (mreader *r)
{
  while (at_blank (r))
    next (r);
  if (at_line_end (r))
    return 0;
  if (!r->ch)
    return nul_byte (r);
  if (r->ch == 'c' && !(r->have_status && r->m->minisat))
    return skip_comment (r);
  if (!r->have_status)
    return read_status (r);
  if (r->m->minisat)
    return literals (r);
  return competition_line (r);
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
  mreader r = { .in = in, .m = m, .err = err, .nvars = nvars, .line = 1 };
  int got = 0;
  memset (m, 0, sizeof *m);
  ss_error_clear (err);
  err->file = name;
  r.ch = getc_unlocked (in);
  r.col = 1;
  while (!got && r.ch != EOF)
    {
      got = one_line (&r);
      if (!got && r.ch == '\n')
        next (&r);
    }
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
