/* antiking.c -- cells a king's move apart differ.  Orthogonal
 * neighbours share a row or a column, and diagonal ones often a region:
 * only the pairs no house covers get clauses. */
#include "../variant.h"

static int
differ (ss_venc *k, int a, int b)
{
  int stop = 0;
  for (int d = 1; d <= k->n && !stop; d++)
    stop = ss_venc_c2 (k, -ss_venc_x (k, a, d), -ss_venc_x (k, b, d));
  return stop;
}

/* Each diagonal pair once, from its upper cell. */
static int
encode (ss_venc *k, const ss_con *c)
{
  int n = k->n, stop = 0;
  (void) c;
  for (int i = 0; i + n < n * n && !stop; i++)
    for (int dc = -1; dc <= 1 && !stop; dc += 2)
      {
        int col = i % n + dc;
        if (col >= 0 && col < n && !ss_venc_same_house (k, i, i + n + dc))
          stop = differ (k, i, i + n + dc);
      }
  return stop;
}

const ss_kind_enc ss_enc_antiking = {
  encode, 1, "cells a king's move apart never hold the same digit",
  "For every two diagonal neighbours that share no region (orthogonal "
  "ones share a row or a column already), and every digit d: not both "
  "hold d, one binary clause."
};
