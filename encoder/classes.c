/* classes.c -- any three cells in a row on a line hold one digit of each
 * of three classes (variant.h): an entropic line's tiers, a modular
 * line's residues mod 3.  Three auxiliaries per cell, c_t = "the cell's
 * digit is in class t", defined both ways (x_d -> c_(class of d), c_t
 * -> some x_d of class t); then cells one or two apart are never in one
 * class (-c -c'), and any three in a row cover each class (c or c' or
 * c'', which propagation uses to place a class).  A cell the line comes
 * back to (a loop) keeps the class variables of its first visit. */
#include "variant.h"
#include "../core/kinds/meaning.h"

#include <stdio.h>
#include <stdlib.h>

typedef int class_fn (int, int);

/* The class variables of line cell i: cls[3*i + t]. */
static int
define (ss_venc *k, const ss_con *c, int i, int *cls, class_fn *of,
        const char *fmt, int base)
{
  int cell = c->cell[i], lits[SS_MAX_N + 1], stop = 0;
  int first = ss_path_again (c, 0, i);
  char label[64];
  for (int t = 0; first >= 0 && t < 3; t++)
    cls[3 * i + t] = cls[3 * first + t];
  for (int t = 0; first < 0 && t < 3 && !stop; t++)
    {
      int v = cls[3 * i + t] = ss_venc_var (k), len = 0;
      snprintf (label, sizeof label, fmt, t + base);
      stop = ss_venc_label (k, v, "r%dc%d is %s", cell / k->n + 1,
                            cell % k->n + 1, label);
      lits[len++] = -v;
      for (int d = 1; d <= k->n && !stop; d++)
        if (of (k->n, d) == t)
          {
            lits[len++] = ss_venc_x (k, cell, d);
            stop = ss_venc_c2 (k, -ss_venc_x (k, cell, d), v);
          }
      stop = stop ? stop : ss_venc_clause (k, lits, len);
    }
  return stop;
}

static int
spread (ss_venc *k, const ss_con *c, const int *cls)
{
  int stop = 0;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int t = 0; t < 3 && !stop; t++)
      {
        if (i + 1 < c->ncells)
          stop = ss_venc_c2 (k, -cls[3 * i + t], -cls[3 * (i + 1) + t]);
        if (i + 2 < c->ncells && !stop)
          stop = ss_venc_c2 (k, -cls[3 * i + t], -cls[3 * (i + 2) + t]);
        if (i + 2 < c->ncells && !stop)
          stop = ss_venc_c3 (k, cls[3 * i + t], cls[3 * (i + 1) + t],
                             cls[3 * (i + 2) + t]);
      }
  return stop;
}

int
ss_venc_classes (ss_venc *k, const ss_con *c, class_fn *of, const char *fmt,
                 int base)
{
  int *cls = malloc ((size_t) c->ncells * 3 * sizeof *cls), stop = 0;
  if (!cls)
    return ss_venc_fail (k, c, "out of memory");
  for (int i = 0; i < c->ncells && !stop; i++)
    stop = define (k, c, i, cls, of, fmt, base);
  stop = stop ? stop : spread (k, c, cls);
  free (cls);
  return stop;
}
