/* lrat_int.h -- the LRAT checker's state, shared by lrat_*.c.
 *
 * Model: clauses present are kept by ID in an open-addressing table
 * (IDs are sparse and may be huge); each clause is its own allocation,
 * { length, literals... } over dense variable indices (dense.h), freed
 * when deleted.  The assignment is a value per literal index (2i for
 * +i, 2i + 1 for -i) and a trail to undo it.
 */
#ifndef SS_LRAT_INT_H
#define SS_LRAT_INT_H

#include "dense.h"
#include "lrat.h"

#define GONE UINT64_MAX /* a slot whose clause was deleted */

struct ss_lrat {
  ss_lrat_opts opts;
  size_t bytes;        /* accounted: everything but the variable map */
  int enomem;
  ss_error *err;
  ss_dense vars;
  /* clauses present, by ID; key 0: an empty slot */
  uint64_t *key;
  int **clause;
  size_t cap, used, live;
  uint64_t last_id;
  /* the assignment */
  int8_t *val;
  int *trail;
  size_t cap_vars, ntrail;
  /* the step being read: literals (dense), hints */
  int *lits;
  size_t nlits, cap_lits;
  long long *hints;
  size_t nhints, cap_hints;
};

static inline size_t
lrat_index (int lit)
{
  return lit < 0 ? 2 * (size_t) -lit + 1 : 2 * (size_t) lit;
}

/* lrat_db.c: memory, variables, the clause table. */
int ss_lrat_grow (ss_lrat *, void **p, size_t *cap, size_t need,
                  size_t elem);
int ss_lrat_fail_memory (ss_lrat *);
int ss_lrat_lit (ss_lrat *, long lit);  /* dense literal, 0: memory */
int *ss_lrat_find (const ss_lrat *, uint64_t id);
int ss_lrat_store (ss_lrat *, uint64_t id, const int *lits, size_t len);
int ss_lrat_delete (ss_lrat *, uint64_t id); /* 1 deleted, 0 absent */

/* lrat_derive.c: is the step just read derived by its hints?  1, or 0
 * with res->why set. */
int ss_lrat_derive (ss_lrat *, ss_lrat_result *res);

#endif
