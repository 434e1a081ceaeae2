/* drat_int.h -- the checker's state, shared by the files of proof/.
 *
 * Model: clauses live in one arena of literals, clause i at
 * lits[start[i] .. start[i] + len[i]), formula clauses first, then the
 * proof's lemmas in order; nothing is freed before the end, because the
 * backward pass needs every lemma again.  Literals are stored over dense
 * variable indices (dense.h), so per-variable arrays follow the number
 * of variables used; vars.orig[] gives back the numbers as written.  A clause's two watched
 * literals are its first two.  The proof is a list of steps, each a
 * clause id, a kind and a position.  Literal l has index 2|l| + (l < 0)
 * in the per-literal arrays; variable v is index v in the per-variable
 * ones.  One trail holds the top-level assignment (trail[0 .. top)) and,
 * above it while a lemma is checked, the temporary one.
 */
#ifndef SS_DRAT_INT_H
#define SS_DRAT_INT_H

#include "dense.h"
#include "drat.h"

#define NONE UINT32_MAX
#define CORE_BIT 0x80000000u  /* in a watch's ref: the clause is marked */
#define BINARY_BIT 0x40000000u /* and: it has two literals, the blocker
                                  is the other one */
#define REF_ID(ref) ((ref) & ~(CORE_BIT | BINARY_BIT))
#define RAT_HINT 0x80000000u  /* in a kept hint: a RAT candidate clause;
                                 the hints of its case follow */
#define MAX_VAR ((int) SS_DRAT_MAX_VAR)
#define MAX_CLAUSES ((uint32_t) SS_DRAT_MAX_CLAUSES)

enum {                 /* clause flags */
  F_ACTIVE = 1,        /* present in the formula at the current step */
  F_MARKED = 2,        /* needed: in the core, checked if a lemma */
  F_LEMMA = 4,         /* from the proof, not the formula */
  F_TAUT = 8,          /* contains l and -l: never watched, never needed */
  F_WATCHED = 16       /* its watches are in the lists */
};

enum { K_ADD, K_DELETE, K_IGNORED }; /* step kinds; IGNORED: a deletion of
                                        a reason clause (docs/proof.md) */

enum { V_SEEN = 1, V_JUSTIFIED = 2,  /* per-variable flags */
       V_ASSUMED = 4 }; /* LRAT: a literal of the clause being checked
                           that is false already; the LRAT checker
                           assumes it false, so its reason is no hint */

typedef struct watch {
  uint32_t ref; /* clause id, | CORE_BIT when marked, | BINARY_BIT */
  int blocker;  /* a literal of the clause: true means nothing to do */
} watch;

typedef struct wlist {
  watch *w;
  uint32_t n, cap;
} wlist;

struct ss_drat {
  ss_drat_opts opts;
  size_t bytes;        /* accounted allocations */
  int enomem;          /* an allocation failed or hit the limit */
  ss_error *err;       /* of the call in progress */
  /* clauses */
  int *lits;
  size_t nlits, cap_lits;
  size_t *start;
  int *len, *pivot;    /* pivot: the first literal as written, or 0 */
  uint8_t *flags;
  uint32_t *hnext;     /* hash chains */
  uint32_t nclauses, cap_clauses, ninputs;
  uint32_t *bucket;
  uint32_t nbuckets, nhashed;
  uint32_t *units;     /* every clause of length 1, once */
  uint32_t nunits, cap_units;
  /* steps */
  uint32_t *step_clause;
  uint8_t *step_kind;
  long *step_at;
  uint32_t nsteps, cap_steps;
  int read_proof, binary, has_empty;
  /* variables and literals */
  int maxvar;           /* the largest variable as written */
  int cap_vars;         /* arrays hold dense indices 0 .. cap_vars - 1 */
  uint32_t *stamp;      /* per literal */
  uint32_t stamp_now;
  int8_t *val;          /* per literal: 1 true, -1 false, 0 open */
  wlist *watches;       /* per literal, two lists of the clauses watching
                           it: unmarked (2i) and marked (2i + 1) */
  uint32_t *reason;     /* per variable; NONE: a temporary decision */
  int *pos;             /* per variable: trail position */
  uint8_t *vflag;
  int *trail, *stack, *touched;
  int ntrail, top, head_core, head_all, ntouched;
  uint32_t resume;      /* where head_all's watch list walk goes on */
  size_t *occ_start;    /* RAT: clauses by literal, built on first need */
  uint32_t *occ;        /* (occ[occ_start[i] .. occ_start[i + 1])) */
  int *scratch;         /* one clause being read */
  size_t cap_scratch;
  int *dlits;           /* a formula clause over dense indices */
  size_t cap_dlits;
  ss_dense vars;        /* variables as written -> dense indices */
  ss_drat_stats stats;
  long absent_at;
  /* LRAT (opts.lrat): the hints of each lemma checked (clause ids, in
   * the order propagation used them; RAT_HINT on a candidate), and of
   * the final conflict */
  uint32_t *hints;
  size_t nhints, cap_hints;
  size_t *hint_from;    /* per clause: where its hints start */
  uint32_t *hint_len;   /* and how many */
  size_t final_from;
  uint32_t final_len;
  int *assumed;         /* the variables flagged V_ASSUMED */
  size_t nassumed, cap_assumed;
};

static inline int
lit_index (int lit)
{
  return lit < 0 ? 2 * -lit + 1 : 2 * lit;
}

static inline int
lit_val (const ss_drat *ck, int lit)
{
  return ck->val[lit_index (lit)];
}

/* The watch list of lit for marked (core = 1) or unmarked clauses. */
static inline wlist *
watch_list (const ss_drat *ck, int lit, int core)
{
  return &ck->watches[2 * lit_index (lit) + core];
}

static inline int *
clause_lits (const ss_drat *ck, uint32_t c)
{
  return ck->lits + ck->start[c];
}

/* drat_mem.c: accounted growth.  0, or SS_DRAT_ENOMEM with err set.
 * ss_drat_reserve is the check every append makes, inline; the growth
 * itself is ss_drat_grow. */
int ss_drat_grow (ss_drat *, void **p, size_t *cap, size_t need,
                  size_t elem);

static inline int
ss_drat_reserve (ss_drat *ck, void **p, size_t *cap, size_t need,
                 size_t elem)
{
  return need <= *cap ? 0 : ss_drat_grow (ck, p, cap, need, elem);
}
int ss_drat_grow_vars (ss_drat *, int index);
/* The dense index of variable var (1 .. MAX_VAR), made when new, with
 * room in every per-variable array; 0 when memory ran out. */
int ss_drat_var (ss_drat *, int var);
int ss_drat_fail_memory (ss_drat *);

/* A stored (dense) literal as written. */
static inline int
ss_drat_orig (const ss_drat *ck, int lit)
{
  int v = (int) ck->vars.orig[lit < 0 ? -lit : lit];
  return lit < 0 ? -v : v;
}

/* drat_db.c: clauses in, clauses found. */
long ss_drat_intake (ss_drat *, const int *lits, int len, int lemma);
long ss_drat_find_delete (ss_drat *, const int *lits, int len);
int ss_drat_push_step (ss_drat *, uint32_t clause, int kind, long at);

/* drat_prop.c: assignment, watches, propagation. */
void ss_drat_assign (ss_drat *, int lit, uint32_t reason);
void ss_drat_backtrack (ss_drat *, int to);
int ss_drat_attach (ss_drat *, uint32_t c);
void ss_drat_detach (ss_drat *, uint32_t c);
uint32_t ss_drat_propagate (ss_drat *);
void ss_drat_set_core (ss_drat *, uint32_t c);

#endif
