/* drat_read.c -- reading a DRAT proof, text or binary, into steps.
 *
 * Model: a proof is a sequence of steps, "add lemma" or "delete clause".
 *
 *   text     whitespace-separated integers, 0 ending a step; a step that
 *            starts with "d" (and a blank) is a deletion; a line whose
 *            first non-blank character is "c" is a comment.  A step may
 *            span lines.  Positions are lines (1-based).  A first line
 *            "%RUPD32 V C" (PicoSAT's RUP traces, which are DRAT without
 *            deletions) is a header, and skipped.
 *   binary   each step is the byte 'a' (0x61) or 'd' (0x64), then its
 *            literals, then a 0 byte.  A literal l is the number
 *            u = 2|l| + (l < 0), written 7 bits at a time, lowest first,
 *            with the high bit set on every byte but the last.
 *            Positions are byte offsets (0-based).
 *
 * Auto-detection: a binary proof starts with 'a' or 'd'; a text proof
 * with a digit, '-', 'c', 'd' or a blank.  So 'a' means binary, and
 * anything but 'd' means text.  After a 'd', the first 1024 bytes decide:
 * binary when one of them is a byte text DRAT never has outside its
 * comment lines (anything but digits, '-', 'd' and blanks).  Every
 * binary step ends with a 0 byte, which text never contains, so a binary
 * proof shows itself within its first step; a text proof is only taken
 * for binary when it would not read as text anyway.  --proof-format
 * overrides.
 *
 * Reading stops after the first empty lemma: nothing after it can
 * matter to a refutation.  Every error names its line and column (text)
 * or byte (binary).
 */
#include "drat_int.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/alphabet.h"
#include "../core/budget.h"

#define PEEK_BYTES 1024

typedef struct input {
  ss_drat *ck;
  FILE *in;
  unsigned char buf[1 << 16];
  size_t n, i;
  long offset;          /* of buf[0] in the file */
  long line, col;       /* of the next byte */
  int *cl;              /* the step being read */
  size_t ncl, cap;
  int del;
  long at, at_col;      /* where the step starts */
} input;

#define FAIL(ck, line, col, ...) \
  (ss_error_set ((ck)->err, line, col, __VA_ARGS__), SS_DRAT_EINPUT)

/* Tops the buffer up to at least want bytes ahead, when the file has
 * them. */
static void
fill (input *in, size_t want)
{
  if (in->n - in->i >= want)
    return;
  memmove (in->buf, in->buf + in->i, in->n - in->i);
  in->offset += (long) in->i;
  in->n -= in->i;
  in->i = 0;
  while (in->n < want)
    {
      size_t got = fread (in->buf + in->n, 1, sizeof in->buf - in->n, in->in);
      if (!got)
        break;
      in->n += got;
    }
}

static int
peek (input *in)
{
  fill (in, 1);
  return in->i < in->n ? in->buf[in->i] : EOF;
}

static int
get (input *in)
{
  int c = peek (in);
  if (c == EOF)
    return EOF;
  in->i++;
  if (c == '\n')
    in->line++, in->col = 1;
  else
    in->col++;
  return c;
}

static long
byte_at (const input *in)
{
  return in->offset + (long) in->i;
}

static int
looks_binary (input *in)
{
  fill (in, PEEK_BYTES);
  size_t n = in->n < PEEK_BYTES ? in->n : PEEK_BYTES;
  int fresh = 1;
  if (!n || in->buf[0] != 'd')
    return n && in->buf[0] == 'a';
  for (size_t k = 0; k < n; k++)
    {
      int c = in->buf[k];
      if (fresh && c == 'c')
        while (k + 1 < n && in->buf[k + 1] != '\n')
          k++;
      else if (c == '\n')
        fresh = 1;
      else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
        continue;
      else if (isdigit (c) || c == '-' || c == 'd')
        fresh = 0;
      else
        return 1;
    }
  return 0;
}

/* ---- steps ------------------------------------------------------------- */

/* A limit the step being read goes past: refused where the step starts
 * (drat.h's limits). */
static int
refuse (input *in, const char *fmt, ...)
{
  char text[96];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (text, sizeof text, fmt, ap);
  va_end (ap);
  if (in->ck->binary)
    return FAIL (in->ck, 0, 0, "byte %ld: %s", in->at, text);
  return FAIL (in->ck, in->at, in->at_col, "%s", text);
}

static int
push_lit (input *in, long lit)
{
  ss_drat *ck = in->ck;
  if (in->ncl >= (size_t) ck->opts.max_lemma_lits)
    return refuse (in, in->del ? "a deletion longer than %ld literals"
                               : "a lemma longer than %ld literals",
                   ck->opts.max_lemma_lits);
  if (ss_drat_reserve (ck, (void **) &in->cl, &in->cap, in->ncl + 1,
                       sizeof *in->cl))
    return SS_DRAT_ENOMEM;
  int d = ss_drat_var (ck, (int) (lit < 0 ? -lit : lit));
  if (!d)
    return SS_DRAT_ENOMEM;
  in->cl[in->ncl++] = lit < 0 ? -d : d;
  return 0;
}

static int
end_step (input *in)
{
  ss_drat *ck = in->ck;
  int n = (int) in->ncl, del = in->del;
  long c;
  in->ncl = 0, in->del = 0;
  if (del)
    {
      ck->stats.deletions++;
      if ((c = ss_drat_find_delete (ck, in->cl, n)) == -2)
        return SS_DRAT_ENOMEM;
      if (c >= 0)
        return ss_drat_push_step (ck, (uint32_t) c, K_DELETE, in->at);
      if (!ck->stats.absent_deletions++)
        ck->absent_at = in->at;
      return 0;
    }
  if (ck->nclauses >= (uint32_t) ck->opts.max_clauses)
    return refuse (in, "more than %ld clauses, the formula's and the "
                   "lemmas together", ck->opts.max_clauses);
  ck->stats.lemmas++;
  if ((c = ss_drat_intake (ck, in->cl, n, 1)) < 0)
    return SS_DRAT_ENOMEM;
  ck->has_empty = n == 0;
  return ss_drat_push_step (ck, (uint32_t) c, K_ADD, in->at);
}

/* ---- text --------------------------------------------------------------- */

static int
text_number (input *in, long *value)
{
  long line = in->line, col = in->col, v = 0;
  int neg = peek (in) == '-', c;
  if (neg)
    get (in);
  if (!isdigit (peek (in)))
    return FAIL (in->ck, line, col, "expected a literal, found '-'");
  while (isdigit (c = peek (in)))
    {
      get (in);
      if ((v = v * 10 + (c - '0')) > MAX_VAR)
        return FAIL (in->ck, line, col, "variable too large (the checker "
                     "takes variables up to %d)", MAX_VAR);
    }
  if (c != EOF && !isspace (c))
    {
      char shown[8];
      return FAIL (in->ck, in->line, in->col, "expected a blank after a "
                   "number, found %s", ss_char_show (c, shown));
    }
  *value = neg ? -v : v;
  return 0;
}

static void
skip_line (input *in)
{
  int c;
  while ((c = peek (in)) != EOF && c != '\n')
    get (in);
}

static int
text_token (input *in, int *fresh)
{
  int c = peek (in), rc;
  long lit;
  char shown[8];
  if (c == 'c' && *fresh)
    return skip_line (in), 0;
  if (!in->ncl && !in->del)
    in->at = in->line, in->at_col = in->col;
  *fresh = 0;
  if (c == 'd' && !in->ncl && !in->del)
    {
      get (in);
      in->del = 1;
      if ((c = peek (in)) == ' ' || c == '\t')
        return 0;
      return FAIL (in->ck, in->line, in->col, "expected a blank after 'd', "
                   "found %s", c == EOF ? "the end of the proof"
                                        : ss_char_show (c, shown));
    }
  if (c != '-' && !isdigit (c))
    return FAIL (in->ck, in->line, in->col, "expected a literal, 'd' or a "
                 "comment line, found %s", ss_char_show (c, shown));
  if ((rc = text_number (in, &lit)))
    return rc;
  return lit ? push_lit (in, lit) : end_step (in);
}

static int
read_text (input *in)
{
  int fresh = 1, c, rc;
  fill (in, 5);
  if (in->n - in->i >= 5 && !memcmp (in->buf + in->i, "%RUPD", 5))
    skip_line (in);
  while ((c = peek (in)) != EOF && !in->ck->has_empty)
    {
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'
          || c == '\n')
        {
          fresh |= get (in) == '\n';
          continue;
        }
      if ((rc = text_token (in, &fresh)))
        return rc;
    }
  if (in->ncl || in->del)
    return FAIL (in->ck, in->at, in->at_col, "the last %s does not end "
                 "with 0", in->del ? "deletion" : "lemma");
  return 0;
}

/* ---- binary ------------------------------------------------------------- */

static int
binary_literal (input *in, long *lit)
{
  uint64_t u = 0;
  long at = byte_at (in);
  int shift = 0, b;
  do
    {
      if ((b = get (in)) == EOF)
        return FAIL (in->ck, 0, 0, "byte %ld: the proof ends inside the "
                     "step that starts at byte %ld", byte_at (in), in->at);
      if (shift > 31)
        return FAIL (in->ck, 0, 0, "byte %ld: literal too large (the "
                     "checker takes variables up to %d)", at, MAX_VAR);
      u |= (uint64_t) (b & 0x7f) << shift;
      shift += 7;
    }
  while (b & 0x80);
  if (u == 1)
    return FAIL (in->ck, 0, 0, "byte %ld: 1 encodes no literal (it "
                 "would be -0)", at);
  if (u >> 1 > MAX_VAR)
    return FAIL (in->ck, 0, 0, "byte %ld: literal too large (the checker "
                 "takes variables up to %d)", at, MAX_VAR);
  *lit = (u & 1) ? -(long) (u >> 1) : (long) (u >> 1);
  return 0;
}

static int
read_binary (input *in)
{
  int c, rc;
  while (!in->ck->has_empty && (c = peek (in)) != EOF)
    {
      in->at = byte_at (in);
      get (in);
      if (c != 'a' && c != 'd')
        return FAIL (in->ck, 0, 0, "byte %ld: expected 'a' or 'd' to start "
                     "a step, found 0x%02x", in->at, c);
      in->del = c == 'd';
      for (;;)
        {
          long lit;
          if ((rc = binary_literal (in, &lit)))
            return rc;
          if ((rc = lit ? push_lit (in, lit) : end_step (in)))
            return rc;
          if (!lit)
            break;
        }
    }
  return 0;
}

int
ss_drat_read_proof (ss_drat *ck, FILE *f, const char *name, ss_error *err)
{
  ss_error_clear (err);
  err->file = name;
  ck->err = err;
  if (ck->enomem)
    return ss_drat_fail_memory (ck);
  if (ck->read_proof)
    return FAIL (ck, 0, 0, "a second proof for one checker");
  ck->read_proof = 1;
  double t0 = ss_now ();
  input *in = calloc (1, sizeof *in);
  if (!in)
    return ss_drat_fail_memory (ck);
  in->ck = ck, in->in = f, in->line = 1, in->col = 1;
  ck->binary = ck->opts.format == SS_DRAT_BINARY
               || (ck->opts.format == SS_DRAT_AUTO && looks_binary (in));
  int rc = ck->binary ? read_binary (in) : read_text (in);
  if (!rc && ferror (f))
    rc = FAIL (ck, 0, 0, "read error");
  ck->bytes -= in->cap * sizeof *in->cl;
  free (in->cl);
  free (in);
  ck->stats.read_seconds += ss_now () - t0;
  return rc;
}
