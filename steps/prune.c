/* prune.c -- only the steps the last one needs (see steps.h).
 *
 * Model: the facts the last step rests on, and the facts those rest on,
 * back to the givens, are marked; the others are dropped and every
 * reason renumbered.  A trial's chain lives inside its step, so it
 * stays whole.
 */
#include <stdlib.h>

#include "steps.h"

static void
drop (ss_step *f)
{
  free (f->cells), free (f->elim), free (f->reason), free (f->chain);
  free (f->houses), free (f->sets), free (f->via);
}

int
ss_path_prune (ss_path *p)
{
  if (p->nfacts <= p->ngivens)
    return 0;
  char *need = calloc ((size_t) p->nfacts, 1);
  int *to = malloc (sizeof *to * (size_t) p->nfacts);
  if (!need || !to)
    return free (need), free (to), -1;
  need[p->nfacts - 1] = 1;
  for (int i = p->nfacts - 1; i >= p->ngivens; i--)
    for (int j = 0; need[i] && j < p->fact[i].nreason; j++)
      need[p->fact[i].reason[j]] = 1;
  int k = 0;
  for (int i = 0; i < p->nfacts; i++)
    {
      to[i] = k;
      if (i < p->ngivens || need[i])
        p->fact[k++] = p->fact[i];
      else
        drop (&p->fact[i]);
    }
  p->nfacts = k;
  for (int i = p->ngivens; i < k; i++)
    for (int j = 0; j < p->fact[i].nreason; j++)
      p->fact[i].reason[j] = to[p->fact[i].reason[j]];
  free (need), free (to);
  return 0;
}
