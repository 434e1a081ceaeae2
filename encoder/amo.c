/* amo.c -- the at-most-one encodings (see amo.h for their sizes).
 *
 * Each encoder writes its clauses in a fixed order through out->clause and
 * numbers its auxiliary variables from out->next_var, so the same group
 * always gives the same clauses and the same numbers.
 */
#include "amo.h"

#include <string.h>

#define SS_AMO_SQRT_MAX 64 /* ceil (sqrt (SS_AMO_MAX)) */

/* One row per AMO encoding, from the SS_AMOS list. */
static const struct amo_row {
  const char *name, *help, *how;
} amos[] = {
#define SS_AMO_ROW(id, name, help, how) { name, help, how },
  SS_AMOS (SS_AMO_ROW)
#undef SS_AMO_ROW
};

static const struct amo_row *
amo_row (ss_amo a)
{
  static const struct amo_row unknown = { "?", "?", "?" };
  return a >= 0 && a < SS_AMO_COUNT ? &amos[a] : &unknown;
}

const char *
ss_amo_name (ss_amo a)
{
  return amo_row (a)->name;
}

const char *
ss_amo_how (ss_amo a)
{
  return amo_row (a)->how;
}

const char *
ss_amo_help (ss_amo a)
{
  return amo_row (a)->help;
}

int
ss_amo_lookup (const char *s)
{
  for (int a = 0; a < SS_AMO_COUNT; a++)
    if (!strcmp (s, amos[a].name))
      return a;
  return -1;
}

ss_amo
ss_amo_default (int n)
{
  return n <= 16 ? SS_AMO_PAIRWISE : SS_AMO_PRODUCT;
}

static int
emit2 (ss_clause_out *out, int a, int b)
{
  int lits[2] = { a, b };
  return out->clause (out->ctx, lits, 2);
}

static int
pairwise (const int *x, int n, ss_clause_out *out)
{
  int stop = 0;
  for (int i = 0; i < n && !stop; i++)
    for (int j = i + 1; j < n && !stop; j++)
      stop = emit2 (out, -x[i], -x[j]);
  return stop;
}

/* s_i (i = 1..n-1) is "one of x_1..x_i is true"; x_i may be true only
 * when s_{i-1} is not.  Aux s_i gets number base + i - 1. */
static int
sequential (const int *x, int n, ss_clause_out *out)
{
  if (n < 2)
    return 0;
  int s = (int) out->next_var, stop;
  out->next_var += n - 1;
  stop = emit2 (out, -x[0], s);
  for (int i = 1; i < n - 1 && !stop; i++)
    {
      stop = emit2 (out, -x[i], s + i);
      stop = stop ? stop : emit2 (out, -(s + i - 1), s + i);
      stop = stop ? stop : emit2 (out, -x[i], -(s + i - 1));
    }
  return stop ? stop : emit2 (out, -x[n - 1], -(s + n - 2));
}

/* The smallest q with q*q >= n. */
static int
ceil_sqrt (int n)
{
  int q = 1;
  while (q * q < n)
    q++;
  return q;
}

static int product (const int *x, int n, ss_clause_out *out);

/* Literal i sits at row i/q, column i%q of the grid; x_i implies its row
 * variable u and its column variable v, and two true literals would need
 * two rows or two columns. */
static int
product_link (const int *x, int n, int q, ss_clause_out *out)
{
  int p = (n - 1) / q + 1, stop = 0;
  int u[SS_AMO_SQRT_MAX], v[SS_AMO_SQRT_MAX]; /* p, q <= sqrt(max) */
  for (int i = 0; i < p; i++)
    u[i] = (int) out->next_var++;
  for (int j = 0; j < q; j++)
    v[j] = (int) out->next_var++;
  for (int i = 0; i < n && !stop; i++)
    {
      stop = emit2 (out, -x[i], u[i / q]);
      stop = stop ? stop : emit2 (out, -x[i], v[i % q]);
    }
  stop = stop ? stop : product (u, p, out);
  return stop ? stop : product (v, q, out);
}

static int
product (const int *x, int n, ss_clause_out *out)
{
  if (n <= 6)
    return pairwise (x, n, out);
  return product_link (x, n, ceil_sqrt (n), out);
}

/* The smallest k with 2^k >= n: the bits a number below n needs. */
static int
ceil_log2 (int n)
{
  int k = 0;
  while ((1 << k) < n)
    k++;
  return k;
}

/* Member i of x implies the k bits (from b up) of the number code. */
static int
spell (int x, int code, int b, int k, ss_clause_out *out)
{
  int stop = 0;
  for (int j = 0; j < k && !stop; j++)
    stop = emit2 (out, -x, (code >> j) & 1 ? b + j : -(b + j));
  return stop;
}

/* Frisch's bitwise encoding: member i spells i in k new bits. */
static int
binary (const int *x, int n, ss_clause_out *out)
{
  int k = ceil_log2 (n), b = (int) out->next_var, stop = 0;
  out->next_var += k;
  for (int i = 0; i < n && !stop; i++)
    stop = spell (x[i], i, b, k, out);
  return stop;
}

/* Klieber & Kwon: groups of three under one commander each; a group of
 * one is its own commander.  The commanders get the same treatment
 * until 5 or fewer are left, which go pairwise. */
static int
commander (const int *x, int n, ss_clause_out *out)
{
  if (n <= 5)
    return pairwise (x, n, out);
  int c[SS_AMO_MAX / 3 + 1], m = 0, stop = 0;
  for (int g = 0; g < n && !stop; g += 3, m++)
    {
      int size = n - g < 3 ? n - g : 3;
      if (size == 1)
        {
          c[m] = x[g];
          continue;
        }
      c[m] = (int) out->next_var++;
      stop = pairwise (x + g, size, out);
      for (int i = 0; i < size && !stop; i++)
        stop = emit2 (out, -x[g + i], c[m]);
    }
  return stop ? stop : commander (c, m, out);
}

/* Nguyen & Mai: m = ceil(sqrt n) groups of ceil(n/m), pairwise inside,
 * and each member spells its group's number in ceil(log2 m) bits. */
static int
bimander (const int *x, int n, ss_clause_out *out)
{
  int m = ceil_sqrt (n), size = (n + m - 1) / m, stop = 0;
  int k = ceil_log2 (m), b = (int) out->next_var;
  out->next_var += k;
  for (int g = 0; g * size < n && !stop; g++)
    {
      int first = g * size, len = n - first < size ? n - first : size;
      stop = pairwise (x + first, len, out);
      for (int i = 0; i < len && !stop; i++)
        stop = spell (x[first + i], g, b, k, out);
    }
  return stop;
}

int
ss_amo_encode (ss_amo a, const int *lits, int n, ss_clause_out *out)
{
  if (n > SS_AMO_MAX)
    return -1;
  switch (a)
    {
    case SS_AMO_SEQUENTIAL: return sequential (lits, n, out);
    case SS_AMO_PRODUCT: return product (lits, n, out);
    case SS_AMO_BINARY: return binary (lits, n, out);
    case SS_AMO_COMMANDER: return commander (lits, n, out);
    case SS_AMO_BIMANDER: return bimander (lits, n, out);
    default: return pairwise (lits, n, out);
    }
}
