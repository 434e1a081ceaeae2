/* antiknight.c -- cells a knight's move apart differ: for each such
 * pair and digit d, "not both d".  A knight's move never stays in a row
 * or a column, but it may stay in a region: such pairs are left to the
 * region's clauses. */
#include "../variant.h"

static int
differ (ss_venc *k, int a, int b)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    stop = ss_venc_c2 (k, -ss_venc_x (k, a, d), -ss_venc_x (k, b, d));
  return stop;
}

/* Each pair once, from its upper cell. */
static int
encode (ss_venc *k, const ss_con *c)
{
  static const int dr[4] = { 1, 1, 2, 2 }, dc[4] = { -2, 2, -1, 1 };
  int n = k->n, stop = 0;
  (void) c;
  for (int i = 0; i < n * n && !stop; i++)
    for (int j = 0; j < 4 && !stop; j++)
      {
        int r = i / n + dr[j], col = i % n + dc[j];
        if (r < n && col >= 0 && col < n
            && !ss_venc_same_house (k, i, r * n + col))
          stop = differ (k, i, r * n + col);
      }
  return stop;
}

const ss_kind_enc ss_enc_antiknight = {
  encode, 1, "cells a knight's move apart never hold the same digit",
  "For every two cells a knight's move apart that share no region, and "
  "every digit d: not both hold d, one binary clause (-a -b)."
};
