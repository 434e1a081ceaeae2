/* rng.h -- a small seeded random generator (xoshiro-style splitmix64).
 *
 * Model: generation must be reproducible from a seed on every platform,
 * so it never uses rand(); the same seed gives the same puzzles. */
#ifndef SS_RNG_H
#define SS_RNG_H

#include <stdint.h>

typedef struct ss_rng {
  uint64_t state;
} ss_rng;

static inline uint64_t
ss_rng_next (ss_rng *g)
{
  uint64_t z = (g->state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n >= 1); the modulo bias is below 2^-40 for the
 * sizes used here. */
static inline int
ss_rng_below (ss_rng *g, int n)
{
  return (int) (ss_rng_next (g) % (uint64_t) n);
}

static inline void
ss_rng_shuffle (ss_rng *g, int *a, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = ss_rng_below (g, i + 1), t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}

#endif
