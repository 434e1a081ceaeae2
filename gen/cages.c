/* cages.c -- killer cages cut from a full grid (generate.h).
 *
 * Model: cells are visited in random order; each one not yet in a cage
 * starts one with a random target size (2..max_size, evenly) and grows it
 * by random orthogonal neighbours not yet caged whose digit the cage does
 * not hold yet (a cage never repeats a digit).  A cell left alone (its
 * free neighbours all hold digits of their cages, or none is free) joins
 * a neighbouring cage that lacks its digit and is below max_size + 1
 * cells, else stays a cage of one.  The sums come from the grid, so the
 * grid is a solution of the cages by construction.
 */
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "rng.h"

typedef struct cutter {
  const ss_grid *g;
  int n, *cage_of, *size;
  uint64_t *digits;   /* [cage*2 + w]: the digits a cage holds */
  ss_rng rng;
} cutter;

static int
holds (const cutter *k, int cage, int d)
{
  return (int) (k->digits[2 * cage + ((d - 1) >> 6)] >> ((d - 1) & 63) & 1);
}

static void
join (cutter *k, int cage, int c)
{
  int d = k->g->cell[c];
  k->cage_of[c] = cage;
  k->size[cage]++;
  k->digits[2 * cage + ((d - 1) >> 6)] |= (uint64_t) 1 << ((d - 1) & 63);
}

static int
neighbours (int n, int c, int *nb)
{
  int k = 0, r = c / n, col = c % n;
  if (r > 0)
    nb[k++] = c - n;
  if (r < n - 1)
    nb[k++] = c + n;
  if (col > 0)
    nb[k++] = c - 1;
  if (col < n - 1)
    nb[k++] = c + 1;
  return k;
}

/* A random free cell next to the cage that can join it, or -1. */
static int
frontier (cutter *k, int cage)
{
  int n = k->n, count = 0, pick = -1, nb[4];
  for (int c = 0; c < n * n; c++)
    {
      if (k->cage_of[c] >= 0 || holds (k, cage, k->g->cell[c]))
        continue;
      int touch = 0;
      for (int i = neighbours (n, c, nb); i-- > 0;)
        touch |= k->cage_of[nb[i]] == cage;
      if (touch && ss_rng_below (&k->rng, ++count) == 0)
        pick = c;
    }
  return pick;
}

static void
grow (cutter *k, int cage, int start, int target)
{
  join (k, cage, start);
  while (k->size[cage] < target)
    {
      int c = frontier (k, cage);
      if (c < 0)
        break;
      join (k, cage, c);
    }
}

/* A cage of one joins a neighbouring cage that lacks its digit. */
static void
absorb (cutter *k, int c, int max_size)
{
  int nb[4], cage = k->cage_of[c];
  if (k->size[cage] != 1)
    return;
  for (int i = neighbours (k->n, c, nb); i-- > 0;)
    {
      int other = k->cage_of[nb[i]];
      if (other != cage && k->size[other] <= max_size
          && !holds (k, other, k->g->cell[c]))
        {
          k->size[cage] = 0;
          join (k, other, c);
          return;
        }
    }
}

/* Cage numbers 0..count-1 in order of first cell. */
static int
renumber (int cells, int *cage_of)
{
  int *to = malloc (sizeof *to * (size_t) cells), count = 0;
  if (!to)
    return -1;
  for (int i = 0; i < cells; i++)
    to[i] = -1;
  for (int c = 0; c < cells; c++)
    {
      if (to[cage_of[c]] < 0)
        to[cage_of[c]] = count++;
      cage_of[c] = to[cage_of[c]];
    }
  free (to);
  return count;
}

int
ss_gen_cut_cages (const ss_grid *g, uint64_t seed, int max_size,
                  int *cage_of)
{
  int n = g->n, cells = n * n, cages = 0;
  cutter k = { g, n, cage_of, calloc ((size_t) cells, sizeof (int)),
               calloc ((size_t) 2 * cells, sizeof (uint64_t)),
               { seed ^ 0x6361676573ull } };
  int *order = malloc (sizeof *order * (size_t) cells);
  if (!k.size || !k.digits || !order)
    return free (k.size), free (k.digits), free (order), -1;
  for (int c = 0; c < cells; c++)
    cage_of[c] = -1, order[c] = c;
  ss_rng_shuffle (&k.rng, order, cells);
  if (max_size < 2)
    max_size = 2;
  for (int i = 0; i < cells; i++)
    if (cage_of[order[i]] < 0)
      {
        int target = 2 + ss_rng_below (&k.rng, max_size - 1);
        grow (&k, cages++, order[i], target);
      }
  for (int i = 0; i < cells; i++)
    absorb (&k, order[i], max_size);
  free (k.size), free (k.digits), free (order);
  return renumber (cells, cage_of);
}
