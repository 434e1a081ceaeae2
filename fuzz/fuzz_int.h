/* fuzz_int.h -- what the files of fuzz/ share (see fuzz.h).
 *
 * Model: one run of an instance is a case (run.c): the reference's
 * verdict, the solver's answers judged one call at a time (judge.c), and
 * for a program the CNF of the call that failed, held as a list of
 * clauses (clauses.c) that shrinking can take apart (shrink.c).  A
 * context belongs to one thread: the options and, for a program, its
 * temporary files (sat/satcmd.h).
 */
#ifndef SS_FUZZ_INT_H
#define SS_FUZZ_INT_H

#include <stddef.h>

#include "../encoder/cnf.h"
#include "../encoder/model.h"
#include "../sat/satcmd.h"
#include "fuzz.h"

/* A CNF as a list of clauses: clause i is lits[start[i] .. start[i+1]). */
typedef struct ss_fz_cnf {
  int *lits;
  long *start;
  long n, nlits, cap, cap_lits;
  long nvars;          /* the header's: at least the largest variable */
} ss_fz_cnf;

static inline const int *
ss_fz_clause (const ss_fz_cnf *f, long i, int *len)
{
  *len = (int) (f->start[i + 1] - f->start[i]);
  return f->lits + f->start[i];
}

int ss_fz_cnf_add (ss_fz_cnf *, const int *lits, int len); /* 0, -1 */
int ss_fz_cnf_from (ss_fz_cnf *, const ss_cnf *);
int ss_fz_cnf_copy (ss_fz_cnf *dst, const ss_fz_cnf *src);
void ss_fz_cnf_free (ss_fz_cnf *);
/* The clauses with keep[i] set (a subset, for ddmin). */
int ss_fz_cnf_subset (ss_fz_cnf *dst, const ss_fz_cnf *src,
                      const unsigned char *keep);
/* The same clauses over variables 1 .. n, in order of first use. */
int ss_fz_cnf_renumber (ss_fz_cnf *dst, const ss_fz_cnf *src);
/* DIMACS, with a comment line first (or none); 0 or -1. */
int ss_fz_cnf_write (const ss_fz_cnf *, const char *path,
                     const char *comment);
/* The first clause the model leaves without a true literal, or -1. */
long ss_fz_cnf_false_clause (const ss_fz_cnf *, const ss_model *);

/* One thread's context. */
typedef struct ss_fz_ctx {
  const ss_fz_opts *o;
  ss_satcmd cmd;       /* the program's files (o->sat_cmd only) */
  int have_cmd;
  double stop_at;      /* the shrinking budget's end; 0 = none */
  int saving;          /* o->save_dir, the instance as drawn: save */
  uint64_t index;      /* of the instance, for the saved files */
} ss_fz_ctx;

/* What one call of the program answered. */
typedef struct ss_fz_answer {
  ss_satcmd_answer answer;
  int proof;           /* %p after UNSAT: 1 verified, 0 not (note) */
  char note[240];
} ss_fz_answer;

/* truth.c: CaDiCaL in-process on f, tracing a proof: 10 with a model
 * that satisfies every clause, 20 with a proof sudosat's checker
 * verified; 0 when it stopped (timeout); -1 when its answer could not be
 * certified (note says why: a bug of sudosat or CaDiCaL). */
int ss_fz_truth (const ss_fz_cnf *, double timeout, char *note,
                 size_t size);
/* The same; after 20, core[i] says whether the refutation used clause
 * i (f->n entries). */
int ss_fz_truth_core (const ss_fz_cnf *, double timeout,
                      unsigned char *core, char *note, size_t size);

/* judge.c: one call of the program on f.  expect is 10 or 20 when the
 * caller knows the answer (the reference's), 0 when CaDiCaL's truth is
 * to decide.  Returns the failure (SS_FZ_NONE when the answer is right,
 * or UNKNOWN: a->answer says), or -1 when sudosat could not go on.  The
 * model, after SAT, is read into m (free it with ss_model_free). */
int ss_fz_judge_cnf (ss_fz_ctx *, const ss_fz_cnf *, int expect,
                     ss_fz_answer *a, ss_model *m);

/* One run of an instance (run.c). */
typedef struct ss_fz_case {
  ss_status reference;
  ss_fz_failure failure;
  int calls, unknown;
  char note[240];
  ss_fz_cnf failing;   /* a program: the CNF of the call that failed */
} ss_fz_case;

int ss_fz_case_run (ss_fz_ctx *, const ss_fz_instance *, ss_fz_case *);
void ss_fz_case_free (ss_fz_case *);

/* instance.c */
int ss_fz_instance_make (const ss_fz_opts *, uint64_t index,
                         ss_fz_instance *);
/* inst's puzzle made again (it is freed first) with another box and
 * seed, its density, mutation and encoding kept.  0, -1 memory. */
int ss_fz_instance_reshape (ss_fz_instance *, int box_rows, int box_cols,
                            uint64_t seed);
void ss_fz_instance_free (ss_fz_instance *);

/* shrink.c: the failure of res (case c) shrunk; the CNF it ends with in
 * cnf (a program) and the puzzle in res->inst.  0, or -1. */
int ss_fz_shrink (ss_fz_ctx *, ss_fz_result *res, ss_fz_case *c,
                  ss_fz_cnf *cnf);

/* keep.c: the failure's folder under o->out_dir. */
int ss_fz_keep (ss_fz_ctx *, ss_fz_result *res, const ss_grid *found,
                const ss_fz_cnf *before, const ss_fz_cnf *after);

/* splitmix64: the one generator; every draw comes from an instance's
 * own seed. */
static inline uint64_t
ss_fz_next (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A draw in 0 .. n - 1. */
static inline int
ss_fz_below (uint64_t *state, int n)
{
  return (int) (ss_fz_next (state) % (uint64_t) n);
}

#endif
