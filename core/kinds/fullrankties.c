/* fullrankties.c -- "fullrankties unclued|any|none": which of full
 * rank's 4N numbers (every row and column read both ways) may read
 * alike, a rule of the whole puzzle (ISS's FullRankTies option, as we
 * read its handler and option notes):
 *
 *   unclued  the default, as if absent: a clued number ties with none,
 *            unclued numbers may tie among themselves;
 *   any      a clued number may tie too: its rank R is exact on the
 *            numbers strictly smaller (R - 1 of them), the rest are
 *            larger or equal (two clues of one rank then read alike);
 *   none     no two of the 4N numbers read alike, clued or not: a rule
 *            even with no full rank clue at all.
 *
 * The clues' own checks read the mode through ss_fullrank_ties; this
 * kind's check is the "none" rule, every pair of numbers.  One setting
 * a puzzle: a second one is refused, as ISS keeps one. */
#include "meaning.h"

int
ss_fullrank_ties (const ss_model *m)
{
  for (int i = 0; m && i < m->ncons; i++)
    if (m->con[i].kind == SS_KIND_FULLRANKTIES)
      return m->con[i].val[0];
  return SS_TIES_UNCLUED;
}

int
ss_validate_fullrankties (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->val[0] < SS_TIES_UNCLUED || c->val[0] > SS_TIES_NONE)
    return ss_con_error (err, c, "the mode %d is not 0..2 (unclued, any, "
                         "none)", c->val[0]);
  /* the second one is refused (the first when validated before it) */
  for (int i = 0; i < m->ncons && &m->con[i] != c; i++)
    if (m->con[i].kind == SS_KIND_FULLRANKTIES)
      return ss_con_error (err, c, "a second tie mode: a puzzle has one");
  return 0;
}

int
ss_check_fullrankties (const ss_model *m, const ss_con *c, const uint8_t *v,
                       ss_breach *b)
{
  int n = m->n, a[SS_MAX_N], e[SS_MAX_N], ra, ca, re, ce;
  if (c->val[0] != SS_TIES_NONE)
    return 0;
  for (int i = 0; i < 4 * n; i++)
    for (int j = i + 1; j < 4 * n; j++)
      {
        ss_fullrank_line (n, i, a, &ra, &ca);
        ss_fullrank_line (n, j, e, &re, &ce);
        if (ss_fullrank_compare (n, a, e, v) != 0)
          continue;
        ss_breach_cell (b, a[0]);
        ss_breach_cell (b, e[0]);
        return ss_breach_set (b, "the numbers read from r%dc%d and r%dc%d "
                              "are alike (no ties)", ra, ca, re, ce);
      }
  return 0;
}
