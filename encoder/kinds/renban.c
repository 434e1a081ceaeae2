/* renban.c -- the line holds a run of consecutive digits.  No digit
 * twice is the group family's (variant.c); here one auxiliary w_lo per
 * possible run lo..lo+L-1 (L cells): exactly the run that starts at the
 * line's smallest digit is true.  w_lo -> every cell in the run (two
 * order literals each), w_lo -> each digit of the run appears on the
 * line, and some w is true.  Two runs cannot both hold L different
 * digits, so the w are defined by the cells. */
#include "../variant.h"

/* Run lo: every cell inside it, and every digit of it on the line. */
static int
run (ss_venc *k, const ss_con *c, int w, int lo)
{
  int len = c->ncells, lits[SS_MAX_N + 1], stop = 0;
  for (int i = 0; i < len && !stop; i++)
    {
      stop = ss_venc_c2 (k, -w, ss_venc_ge (k, c->cell[i], lo));
      stop = stop ? stop : ss_venc_c2 (k, -w, -ss_venc_ge (k, c->cell[i],
                                                           lo + len));
    }
  for (int d = lo; d < lo + len && !stop; d++)
    {
      lits[0] = -w;
      for (int i = 0; i < len; i++)
        lits[i + 1] = ss_venc_x (k, c->cell[i], d);
      stop = ss_venc_clause (k, lits, len + 1);
    }
  return stop;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int runs = k->n - c->ncells + 1, some[SS_MAX_N], stop = 0;
  int at = (int) (c - k->m->con) + 1;
  for (int lo = 1; lo <= runs && !stop; lo++)
    {
      int w = some[lo - 1] = ss_venc_var (k);
      stop = ss_venc_label (k, w, "renban %d holds %d..%d", at, lo,
                            lo + c->ncells - 1);
      stop = stop ? stop : run (k, c, w, lo);
    }
  return stop ? stop : ss_venc_clause (k, some, runs);
}

const ss_kind_enc ss_enc_renban = {
  encode, 1, "the line holds a run of consecutive digits",
  "No digit twice is the group family's.  One new variable w_lo per run "
  "lo..lo+L-1 a line of L cells could hold: w_lo -> each cell is at "
  "least lo and below lo+L (order literals), w_lo -> each digit of the "
  "run is somewhere on the line, and one clause says some run is "
  "chosen.  Only the run starting at the line's smallest digit can "
  "hold, so the w are set by the cells."
};
