/* dense.h -- variables as a proof writes them, mapped to dense indices.
 *
 * Model: a proof may name any variable from 1 to 2^30 - 1, extension
 * variables far above the formula's included.  The checkers keep state
 * per variable (values, watch lists, reasons), so they index it by a
 * dense number instead: 1, 2, 3 ... in the order the variables are first
 * seen.  Memory then follows the number of variables used, not the
 * largest one written: a proof that mentions variable 10^8 costs one
 * more variable, not 10^8.
 *
 * Variables below `ndirect` are looked up in a plain array (the common
 * case: formulas number their variables from 1 without gaps); the rest
 * in an open-addressing hash table.  The array grows to cover a new
 * variable only while it stays within 16 words per variable used, and
 * entries of the table that it then covers move into it.  orig[] maps
 * back, for writing a proof out.
 */
#ifndef SS_DENSE_H
#define SS_DENSE_H

#include <stddef.h>
#include <stdint.h>

typedef struct ss_dense {
  uint32_t *direct;     /* direct[v] for v < ndirect: its index, 0 = none */
  uint32_t ndirect;
  uint32_t *key, *val;  /* the table, for v >= ndirect; key 0 = empty */
  uint32_t cap, used;   /* cap is 0 or a power of two */
  uint32_t *orig;       /* orig[i]: the variable of index i; orig[0] = 0 */
  uint32_t count, cap_orig;
  size_t bytes;         /* allocated by the map */
} ss_dense;

/* The index of var when it has one, else 0. */
uint32_t ss_dense_far (const ss_dense *, uint32_t var);

static inline uint32_t
ss_dense_find (const ss_dense *d, uint32_t var)
{
  return var < d->ndirect ? d->direct[var] : ss_dense_far (d, var);
}

/* The index of var (1 <= var < 2^31), made when new.  The map may hold
 * at most budget bytes in all; 0 when that, or malloc, says no. */
uint32_t ss_dense_add (ss_dense *, uint32_t var, size_t budget);

void ss_dense_free (ss_dense *);

#endif
