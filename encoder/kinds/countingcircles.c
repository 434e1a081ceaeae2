/* countingcircles.c -- each digit the circles hold appears in exactly
 * that many of them: per digit d, the number of circles holding d is 0
 * or d.  A sequential counter per digit (Sinz 2005) over the circles'
 * literals of d: s(i, j) = "at least j of the first i circles hold d",
 * for j up to d + 1 (none above i), defined both ways by the digits
 * (s(i, j) is s(i-1, j), or s(i-1, j-1) and circle i holds d).  Then
 * not s(k, d+1) (never more than d), and s(k, 1) -> s(k, d) (one means
 * d).  A digit larger than the set's size is simply absent. */
#include "../variant.h"

#include <stdlib.h>

typedef struct counter {
  ss_venc *k;
  const ss_con *c;
  int d, top;  /* the digit; counts kept: 1..top */
  int *s;      /* s[i * (top + 1) + j], i = 1..ncells */
} counter;

static int
at (const counter *q, int i, int j)
{
  if (j <= 0)
    return SS_LIT_TRUE;
  if (j > i)
    return SS_LIT_FALSE;
  return q->s[i * (q->top + 1) + j];
}

/* s(i, j), made and defined from row i-1 and circle i's literal. */
static int
step (counter *q, int i, int j)
{
  ss_venc *k = q->k;
  int x = ss_venc_x (k, q->c->cell[i - 1], q->d);
  int v = q->s[i * (q->top + 1) + j] = ss_venc_var (k);
  int stop = ss_venc_label (k, v, "at least %d of circles 1-%d hold %d", j,
                            i, q->d);
  int was = at (q, i - 1, j), below = at (q, i - 1, j - 1);
  stop = stop ? stop : ss_venc_c2 (k, -was, v);
  stop = stop ? stop : ss_venc_c3 (k, -below, -x, v);
  stop = stop ? stop : ss_venc_c3 (k, -v, was, below);
  stop = stop ? stop : ss_venc_c3 (k, -v, was, x);
  return stop;
}

static int
digit (counter *q)
{
  int n = q->c->ncells, stop = 0;
  for (int i = 1; i <= n && !stop; i++)
    for (int j = 1; j <= q->top && j <= i && !stop; j++)
      stop = step (q, i, j);
  if (!stop && q->top > q->d)
    stop = ss_venc_c2 (q->k, -at (q, n, q->d + 1), SS_LIT_FALSE);
  if (!stop)
    stop = ss_venc_c2 (q->k, -at (q, n, 1), at (q, n, q->d));
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0, n = c->ncells;
  int *s = malloc ((size_t) (n + 1) * (k->n + 2) * sizeof *s);
  if (!s)
    return ss_venc_fail (k, c, "out of memory");
  for (int d = 1; d <= k->n && !stop; d++)
    {
      counter q = { k, c, d, d < n ? d + 1 : n, s };
      if (d > n)
        for (int i = 0; i < n && !stop; i++)
          stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[i], d), SS_LIT_FALSE);
      else
        stop = digit (&q);
    }
  free (s);
  return stop;
}

const ss_kind_enc ss_enc_countingcircles = {
  encode, 1, "each circled digit d in exactly d circles",
  "Per digit d, a sequential counter over the circles' literals of d "
  "(Sinz 2005): new variables s(i, j) = \"at least j of the first i "
  "circles hold d\", for j up to d + 1, each defined both ways (s(i, j) "
  "<-> s(i-1, j) or (s(i-1, j-1) and circle i holds d)).  Then -s(k, d+1) "
  "(no more than d) and s(k, 1) -> s(k, d) (one means all d): the count "
  "is 0 or d.  A digit larger than the number of circles appears in none "
  "(unit clauses)."
};
