/* sumrow.h -- a set of totals 0..tmax as a row of bits (bit t of word
 * t/64: total t can be made), for the partial-sum tables of sums.c and
 * sum_groups.c: adding a digit d to every total of a row is a shift by
 * d, so a cell's step through the table is one shift-or per candidate,
 * not one test per total and digit. */
#ifndef SS_CP_SUMROW_H
#define SS_CP_SUMROW_H

#include <stdint.h>
#include <string.h>

/* Words in a row of totals 0..tmax. */
static inline int
ss_row_words (int tmax)
{
  return tmax / 64 + 1;
}

/* dst |= src shifted up by d (totals past the row's end drop out when
 * the caller masks the last word: ss_row_cut). */
static inline void
ss_row_up_or (uint64_t *dst, const uint64_t *src, int words, int d)
{
  int ws = d / 64, bs = d % 64;
  for (int j = words - 1; j >= ws; j--)
    {
      uint64_t v = src[j - ws] << bs;
      if (bs && j - ws - 1 >= 0)
        v |= src[j - ws - 1] >> (64 - bs);
      dst[j] |= v;
    }
}

/* dst |= src shifted down by d (totals below 0 drop out). */
static inline void
ss_row_down_or (uint64_t *dst, const uint64_t *src, int words, int d)
{
  int ws = d / 64, bs = d % 64;
  for (int j = 0; j + ws < words; j++)
    {
      uint64_t v = src[j + ws] >> bs;
      if (bs && j + ws + 1 < words)
        v |= src[j + ws + 1] << (64 - bs);
      dst[j] |= v;
    }
}

/* Is some total t of a with t + d in b? */
static inline int
ss_row_meet (const uint64_t *a, const uint64_t *b, int words, int d)
{
  int ws = d / 64, bs = d % 64;
  for (int j = 0; j + ws < words; j++)
    {
      uint64_t v = b[j + ws] >> bs;
      if (bs && j + ws + 1 < words)
        v |= b[j + ws + 1] << (64 - bs);
      if (v & a[j])
        return 1;
    }
  return 0;
}

/* Clears the totals past tmax. */
static inline void
ss_row_cut (uint64_t *row, int tmax)
{
  int bits = tmax % 64 + 1;
  if (bits < 64)
    row[tmax / 64] &= ((uint64_t) 1 << bits) - 1;
}

static inline int
ss_row_has (const uint64_t *row, int t)
{
  return (int) ((row[t / 64] >> (t % 64)) & 1);
}

/* The row of the totals marked in bytes[0..tmax]. */
static inline void
ss_row_from (uint64_t *row, const uint8_t *bytes, int tmax)
{
  memset (row, 0, (size_t) ss_row_words (tmax) * sizeof *row);
  for (int t = 0; t <= tmax; t++)
    if (bytes[t])
      row[t / 64] |= (uint64_t) 1 << (t % 64);
}

#endif
