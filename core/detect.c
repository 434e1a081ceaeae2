/* detect.c -- the alphabet of a record, from its own symbols (detect.h).
 *
 * The decision rule (docs/reference.md "Input formats" says the same in prose).  It
 * applies to symbol records read without --alphabet, once the side N is
 * known.  '.', '_' and '-' are always blanks; letters are read without
 * case, so 'a' is 'A' is 10.  The only question is what '0' is: a blank
 * (default alphabet 1-9, A-Z) or the first digit (zero-based 0-9, A-Z,
 * "0123456789ABCDEF" for 16x16).  Let m be the largest default value a
 * symbol other than '0' has ('F' is 15), and "all N symbols" mean that the
 * record uses every one of 0 .. the (N-1)-th symbol.
 *
 *   0. Letters in both cases: refused (use one case, or --alphabet).
 *   1. m > N: refused, as no alphabet fits ("symbol 'H' means 17, above
 *      N=16"; a record of letters only is told --alphabet ABC...).
 *   2. No '0': the default, unless an earlier record of this input and
 *      side proved '0' a digit (rule 4 or 5) and m < N, so that a hex
 *      file's puzzles that never give '0' are still spelled 0-F.
 *   3. m = N (the default's last symbol is there: '9' in a 9x9, 'G' in a
 *      16x16): '0' is a blank; zero-based could not spell N.
 *   4. m < N and another blank ('.', '_', '-') appears too: '0' is a
 *      digit when N >= 10 (hex and its kin) or when the record uses all N
 *      symbols.  Otherwise (N <= 9: "1.0_2" in a 4x4) both readings fit
 *      and the record is refused with both --alphabet spellings, unless
 *      an earlier record of this input and side proved what '0' is.
 *   5. m < N and '0' is the only blank: '0' is a digit only when the
 *      record uses all N symbols and '0' at most N times, i.e. it is a
 *      complete grid (read with '0' blank it would be a puzzle whose at
 *      most N blanks all hold the one digit it never gives).  Otherwise
 *      '0' is a blank: every 9x9 with 0 blanks reads as it always did.
 *
 * Rules 3, 4 (a digit) and 5 settle the question for later records of the
 * same input and side.  A record that never uses '0' and does not use N
 * (rule 2) reads the same puzzle under either alphabet, up to the name of
 * the one digit it never gives, so rule 2's choice changes spelling only.
 *
 * Token records: a number 0 and a '.' or '-' blank in one record, with no
 * token equal to N, are refused the same way (0 could be a first digit).
 */
#include "detect.h"

#include <string.h>

#define ONES(k) ((k) >= 64 ? ~0ULL : (1ULL << (k)) - 1)
#define BITS(lo, hi) (ONES ((hi) + 1) & ~ONES (lo))

static const uint64_t digit_bits = BITS (1, 9);
static const uint64_t upper_bits = BITS (10, 35);
static const uint64_t lower_bits = BITS (SS_RAW_LOWER, SS_RAW_LOWER + 25);

/* Default values used, '0' left out, lower case folded onto upper. */
static uint64_t
folded (uint64_t seen)
{
  return (seen & BITS (1, 35)) | ((seen & lower_bits) >> (SS_RAW_LOWER - 10));
}

static int
top (uint64_t m)
{
  int t = 0;
  while (m >>= 1)
    t++;
  return t;
}

static int
popcount (uint64_t m)
{
  int k = 0;
  for (; m; m &= m - 1)
    k++;
  return k;
}

static int
fold_raw (int raw)
{
  return raw >= SS_RAW_LOWER ? raw - SS_RAW_LOWER + 10
         : raw == SS_RAW_ZERO ? 0 : raw;
}

static int
fail_at (const ss_cells *c, int i, ss_error *err)
{
  err->line = c->line[i];
  err->col = c->col[i];
  return -1;
}

static int
mixed_case (const ss_cells *c, ss_error *err)
{
  int first = -1;
  for (int i = 0; i < c->count; i++)
    {
      int raw = c->value[i], lower = raw >= SS_RAW_LOWER;
      if (raw < 10 || raw == SS_RAW_ZERO)
        continue;
      if (first < 0)
        first = i;
      else if (lower != (c->value[first] >= SS_RAW_LOWER))
        {
          ss_error_set (err, 0, 0, "letters in both cases ('%c' and '%c'): "
                        "use one case, or --alphabet with the symbols of "
                        "1..N in order", ss_raw_char (c->value[first]),
                        ss_raw_char (raw));
          return fail_at (c, i, err);
        }
    }
  return -1; /* not reached: the caller saw both cases */
}

static int
above_n (const ss_cells *c, int n, ss_error *err)
{
  int i = 0, lower = (c->seen & lower_bits) != 0;
  while (fold_raw (c->value[i]) <= n)
    i++;
  int raw = c->value[i];
  ss_error_set (err, 0, 0, "symbol '%c' means %d, above N=%d",
                ss_raw_char (raw), fold_raw (raw), n);
  if (!(c->seen & (digit_bits | 1ULL << SS_RAW_ZERO)) && n <= 26)
    {
      size_t len = strlen (err->msg);
      char letters[27];
      for (int k = 0; k < n; k++)
        letters[k] = (char) ((lower ? 'a' : 'A') + k);
      letters[n] = 0;
      snprintf (err->msg + len, sizeof err->msg - len, "; letters only: use "
                "--alphabet %s if '%c' is 1", letters, letters[0]);
    }
  return fail_at (c, i, err);
}

static int
ambiguous_zero (const ss_cells *c, int n, ss_error *err)
{
  static const char digits[] = "0123456789";
  int i = 0;
  while (c->value[i] != SS_RAW_ZERO)
    i++;
  ss_error_set (err, 0, 0, "'0' and '%c' both appear: use --alphabet %.*s "
                "if '0' is a blank, or --alphabet %.*s if it is a digit",
                c->blank ? c->blank : '.', n, digits + 1, n, digits);
  return fail_at (c, i, err);
}

static int
zeros (const ss_cells *c)
{
  int k = 0;
  for (int i = 0; i < c->count; i++)
    k += c->value[i] == SS_RAW_ZERO;
  return k;
}

/* Rules 4 and 5: '0' appears and m < N. */
static int
zero_under_n (const ss_cells *c, int n, char settled, ss_choice *ch,
              ss_error *err)
{
  int all = popcount (folded (c->seen)) + 1 == n;
  int digit;
  if (c->seen & 1)
    {
      if (!(n >= 10 || all) && settled == SS_ZERO_UNSETTLED)
        return ambiguous_zero (c, n, err);
      digit = n >= 10 || all || settled == SS_ZERO_DIGIT;
      ch->settles = n >= 10 || all ? SS_ZERO_DIGIT : SS_ZERO_UNSETTLED;
    }
  else
    {
      digit = all && zeros (c) <= n;
      ch->settles = digit ? SS_ZERO_DIGIT : SS_ZERO_BLANK;
    }
  ch->zero_based = digit;
  return 0;
}

int
ss_detect_symbols (const ss_cells *c, int n, char settled, ss_choice *ch,
                   ss_error *err)
{
  uint64_t seen = c->seen;
  int m = top (folded (seen));
  memset (ch, 0, sizeof *ch);
  ch->lower = (seen & lower_bits) != 0;
  if ((seen & upper_bits) && ch->lower)
    return mixed_case (c, err);
  if (m > n)
    return above_n (c, n, err);
  if (!(seen >> SS_RAW_ZERO & 1))
    return ch->zero_based = settled == SS_ZERO_DIGIT && m < n, 0;
  if (m == n)
    return ch->settles = SS_ZERO_BLANK, 0;
  return zero_under_n (c, n, settled, ch, err);
}

int
ss_detect_tokens (const ss_cells *c, int n, ss_error *err)
{
  int max = 0;
  if ((c->seen & (1ULL | 1ULL << SS_RAW_ZERO)) != (1ULL | 1ULL << SS_RAW_ZERO))
    return 0;
  for (int i = 0; i < c->count; i++)
    if (c->value[i] > max)
      max = c->value[i];
  if (max >= n)
    return 0;
  ss_error_set (err, 0, 0, "tokens 0 and '.' or '-' both appear and none "
                "is %d: is 0 a blank or a digit? tokens are 1..N, with 0 "
                "or '.' for a blank", n);
  return fail_at (c, c->first_zero, err);
}
