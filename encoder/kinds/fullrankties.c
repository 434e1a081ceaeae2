/* fullrankties.c -- full rank's tie mode (core/kinds/fullrankties.c).
 * "unclued" and "any" are read by each clue's own clauses (fullrank.c:
 * "any" drops its no-tie unit); "none" is a rule of its own, encoded
 * here, new: no two of the 4N numbers read alike.
 *
 * For two numbers F and G, cell by cell: a position whose two cells
 * share a house (other cells of one row, column or region) always
 * differs, and then the two never tie: nothing to add.  Else, for each
 * position j whose cells differ (a cell both lines pass compares equal
 * and costs nothing), a variable N_j <-> f_j != g_j, defined both ways
 * by 2N clauses (-N_j -x(f_j,d) -x(g_j,d) and N_j -x(f_j,d) x(g_j,d)
 * for each digit d), and one clause: some N_j.  About 2N^2 clauses a
 * pair: sides up to 16, as for a clue. */
#include "../../core/kinds/meaning.h"
#include "../variant.h"

#define SIDE_MAX 16

/* N <-> a != b, a new variable. */
static int
differ (ss_venc *k, int a, int b, int *nv)
{
  int v = *nv = ss_venc_var (k), n = k->n;
  int stop = ss_venc_label (k, v, "fullrankties none: r%dc%d != r%dc%d",
                            a / n + 1, a % n + 1, b / n + 1, b % n + 1);
  for (int d = 1; d <= n && !stop; d++)
    {
      stop = ss_venc_c3 (k, -v, -ss_venc_x (k, a, d), -ss_venc_x (k, b, d));
      stop = stop ? stop : ss_venc_c3 (k, v, -ss_venc_x (k, a, d),
                                       ss_venc_x (k, b, d));
    }
  return stop;
}

/* Lines f and g never read alike. */
static int
apart (ss_venc *k, const int *f, const int *g)
{
  int lits[SS_MAX_N], nl = 0, stop = 0;
  for (int j = 0; j < k->n; j++)
    if (f[j] != g[j] && ss_venc_same_house (k, f[j], g[j]))
      return 0;
  for (int j = 0; j < k->n && !stop; j++)
    if (f[j] != g[j])
      stop = differ (k, f[j], g[j], &lits[nl++]);
  return stop ? stop : ss_venc_clause (k, lits, nl);
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int n = k->n, f[SS_MAX_N], g[SS_MAX_N], r, col, stop = 0;
  if (c->val[0] != SS_TIES_NONE)
    return 0;
  if (n > SIDE_MAX)
    return ss_venc_fail (k, c, "full rank without ties is encoded on "
                         "sides up to %d (about 2N^2 clauses a pair of "
                         "numbers), not %d", SIDE_MAX, n);
  for (int i = 0; i < 4 * n && !stop; i++)
    for (int j = i + 1; j < 4 * n && !stop; j++)
      {
        ss_fullrank_line (n, i, f, &r, &col);
        ss_fullrank_line (n, j, g, &r, &col);
        stop = apart (k, f, g);
      }
  return stop;
}

const ss_kind_enc ss_enc_fullrankties = {
  encode, 1, "full rank's numbers never tie (mode none)",
  "A new encoding, for the mode none (unclued and any add nothing here: "
  "each clue's own clauses read the mode).  For each two of the 4N "
  "numbers whose cells at some position share a house, nothing: they "
  "always differ there.  Else for each position j where their cells "
  "differ, N_j <-> f_j != g_j, defined both ways by 2N clauses (-N_j "
  "-x(f_j,d) -x(g_j,d) and N_j -x(f_j,d) x(g_j,d)), and the clause "
  "'some N_j': the two numbers differ somewhere."
};
