/* whisper.c -- neighbours on the line differ by at least G (5 on 9x9):
 * direct and order literals together.  a = d implies b <= d-G or
 * b >= d+G, which on b's order literals is one clause of three:
 * -a_d or -[b>=d-G+1] or [b>=d+G]. */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int gap = ss_whisper_gap (k->m, c), stop = 0;
  for (int i = 0; i + 1 < c->ncells && !stop; i++)
    {
      stop = ss_venc_apart (k, c->cell[i], c->cell[i + 1], gap);
      stop = stop ? stop
                  : ss_venc_apart (k, c->cell[i + 1], c->cell[i], gap);
    }
  return stop;
}

const ss_kind_enc ss_enc_whisper = {
  encode, 1, "neighbours differ by at least G",
  "For neighbours a, b on the line and each digit d: a = d implies b <= "
  "d-G or b >= d+G.  On b's order literals that is one clause, -a_d or "
  "-[b>=d-G+1] or [b>=d+G]; both bounds fall off the grid for a middle "
  "digit (5 on 9x9), which becomes a unit clause -a_5."
};
