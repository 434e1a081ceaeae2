/* arrow.c -- the shaft's digits add up to the circle's number (its
 * digits read in the order its cells are listed: one cell, or two or
 * three on grids up to 9x9).  Combinations: the shaft's digit sets per circle value, each
 * implying the value's literal (the circle's digit, or a variable
 * defined by the circle's digits).  The other encodings add the circle
 * with weights -1, -10, -100 to the shaft and pin the sum to 0. */
#include "../sum.h"

#include <stdlib.h>

/* The digits of circle number t (0-based over all tuples). */
static void
circle_digits (int n, int len, long t, int *digits)
{
  for (int i = len - 1; i >= 0; i--, t /= n)
    digits[i] = (int) (t % n) + 1;
}

/* The circle's numbers (ascending: fixed width, digits 1..9); with lits,
 * their literals too. */
static int
circle_values (ss_venc *k, const ss_con *c, int *vals, int *lits)
{
  int count = 0, n = k->n, digits[3], len = c->split;
  long tuples = 1;
  for (int i = 0; i < len; i++)
    tuples *= n;
  for (long t = 0; t < tuples; t++)
    {
      int v = 0, x[3], lit = 0;
      circle_digits (n, len, t, digits);
      for (int i = 0; i < len; i++)
        v = 10 * v + digits[i], x[i] = ss_venc_x (k, c->cell[i], digits[i]);
      if (!lits)
        {
          vals[count++] = v;
          continue;
        }
      if (len == 1)
        lit = x[0];
      else if ((lit = ss_venc_var (k)) > 0)
        {
          int all[4] = { lit, 0, 0, 0 }, stop;
          stop = ss_venc_label (k, lit, "arrow %d: the circle reads %d",
                                (int) (c - k->m->con) + 1, v);
          for (int i = 0; i < len && !stop; i++)
            stop = ss_venc_c2 (k, -lit, x[i]), all[i + 1] = -x[i];
          if (stop || ss_venc_clause (k, all, len + 1))
            return -1;
        }
      vals[count] = v;
      lits[count++] = lit;
    }
  return count;
}

/* Combinations when they are asked for, or the default and few enough;
 * 1 when written (stop in *stop), 0 to add the circle to the shaft. */
static int
combinations (ss_venc *k, const ss_con *c, const char *name, int *stop)
{
  int *vals = malloc (1000 * sizeof *vals), *lits = malloc (1000 * sizeof
                                                            *lits);
  ss_part p = { c->cell + c->split, c->ncells - c->split };
  int take = 1;
  *stop = 0;
  if (!vals || !lits)
    *stop = ss_venc_fail (k, c, "out of memory");
  else
    take = ss_venc_use_combos (k, &p, 1, vals,
                               circle_values (k, c, vals, 0));
  int count = *stop || !take ? 0 : circle_values (k, c, vals, lits);
  if (!*stop && take)
    *stop = count < 0 ? (k->stop ? k->stop : -1)
            : ss_venc_combos (k, c, &p, 1, vals, lits, count, name);
  free (vals);
  free (lits);
  return take;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  char name[32];
  int stop = 0;
  ss_venc_sum_name (k, c, name, sizeof name);
  if (k->sum == SS_SUM_COMBINATIONS && combinations (k, c, name, &stop))
    return stop;
  ss_term *t = malloc ((size_t) c->ncells * sizeof *t);
  if (!t)
    return ss_venc_fail (k, c, "out of memory");
  for (int i = 0, w = 1; i < c->split; i++, w *= 10)
    t[c->split - 1 - i] = (ss_term) { c->cell[c->split - 1 - i], 0, -w,
                                      SS_LIT_TRUE };
  for (int i = c->split; i < c->ncells; i++)
    t[i] = (ss_term) { c->cell[i], 0, 1, SS_LIT_TRUE };
  stop = ss_venc_sum (k, t, c->ncells, 0, ss_venc_adder (k), name);
  free (t);
  return stop;
}

const ss_kind_enc ss_enc_arrow = {
  encode, 1, "the shaft adds up to the circle",
  "Combinations: for each number the circle can show, the shaft's digit "
  "sets that make it, each implying the circle's digit (or, for a circle "
  "of two or three cells, a variable \"the circle reads v\" defined by "
  "its digits).  The other encodings put the circle's digits into the "
  "sum with weights -1, -10, -100 and pin the total to 0."
};
