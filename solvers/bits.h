/* bits.h -- a set of digits 1..N (N <= SS_MAX_N) as a 128-bit bitset.
 *
 * Model: digit d is bit d-1 of two 64-bit words.  The candidate-based
 * classic solvers (singles, bird) keep one such set per cell; two words
 * cover every side up to 100 with one code path, and every operation is a
 * couple of machine instructions.
 */
#ifndef SS_BITS_H
#define SS_BITS_H

#include <stdint.h>

typedef struct ss_bits {
  uint64_t w[2];
} ss_bits;

static inline ss_bits
ss_bits_none (void)
{
  ss_bits b = { { 0, 0 } };
  return b;
}

/* {1..n} */
static inline ss_bits
ss_bits_full (int n)
{
  ss_bits b;
  b.w[0] = n >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << n) - 1;
  b.w[1] = n <= 64 ? 0
           : n >= 128 ? ~(uint64_t) 0 : ((uint64_t) 1 << (n - 64)) - 1;
  return b;
}

static inline ss_bits
ss_bits_one (int d)
{
  ss_bits b = { { 0, 0 } };
  b.w[(d - 1) >> 6] = (uint64_t) 1 << ((d - 1) & 63);
  return b;
}

static inline int
ss_bits_has (ss_bits b, int d)
{
  return (int) ((b.w[(d - 1) >> 6] >> ((d - 1) & 63)) & 1);
}

static inline int
ss_bits_empty (ss_bits b)
{
  return !(b.w[0] | b.w[1]);
}

static inline int
ss_bits_count (ss_bits b)
{
  return __builtin_popcountll (b.w[0]) + __builtin_popcountll (b.w[1]);
}

/* 1 when b holds exactly one digit (cheaper than counting). */
static inline int
ss_bits_single (ss_bits b)
{
  return b.w[0] ? !(b.w[0] & (b.w[0] - 1)) && !b.w[1]
                : b.w[1] && !(b.w[1] & (b.w[1] - 1));
}

/* The smallest digit in b; b must not be empty. */
static inline int
ss_bits_lowest (ss_bits b)
{
  return b.w[0] ? __builtin_ctzll (b.w[0]) + 1
                : __builtin_ctzll (b.w[1]) + 65;
}

static inline ss_bits
ss_bits_or (ss_bits a, ss_bits b)
{
  a.w[0] |= b.w[0];
  a.w[1] |= b.w[1];
  return a;
}

static inline ss_bits
ss_bits_and (ss_bits a, ss_bits b)
{
  a.w[0] &= b.w[0];
  a.w[1] &= b.w[1];
  return a;
}

static inline ss_bits
ss_bits_minus (ss_bits a, ss_bits b)
{
  a.w[0] &= ~b.w[0];
  a.w[1] &= ~b.w[1];
  return a;
}

static inline int
ss_bits_eq (ss_bits a, ss_bits b)
{
  return a.w[0] == b.w[0] && a.w[1] == b.w[1];
}

#endif
