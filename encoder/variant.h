/* variant.h -- the clauses of a variant puzzle's rules, and what a kind's
 * encoder (encoder/kinds/NAME.c) works with.
 *
 * Model: a kind's encoder writes clauses over three sorts of literals:
 *
 *   x(cell, d)    the direct encoding's "cell holds d" (vars.h), through
 *                 the encoding's variable map;
 *   ge(cell, k)   the order encoding's "cell holds k or more", made on
 *                 first use and defined by the cell's digits in the
 *                 family "order" (written after the kinds);
 *   auxiliaries   new variables of its own (ss_venc_var), each defined by
 *                 the cell digits, named for the teaching views.
 *
 * The givens are applied here, once for every kind: in the reduced
 * encoding a fixed candidate has no variable, and x() returns the
 * constant SS_LIT_TRUE or SS_LIT_FALSE instead (ge() too, for a cell
 * whose candidates settle it).  ss_venc_clause drops a clause holding a
 * true constant and the false constants of the others, so a kind's
 * encoder never looks at the givens and is correct in reduced, assume
 * (no givens in the CNF) and unit-clause modes alike.  The negation of a
 * constant is the other constant.
 *
 * An encoder returns 0, or nonzero to stop the walk: what a clause call
 * returned (a sink stop), or -1 after ss_venc_fail (a constraint the
 * chosen encoding cannot serve).  It must write the same clauses and
 * make the same variables in the same order every time it is called
 * with the same arguments: the encoder runs twice (counting, then
 * writing).
 */
#ifndef SS_VARIANT_H
#define SS_VARIANT_H

#include <limits.h>

#include "../core/model.h"
#include "encode.h"

#define SS_LIT_TRUE INT_MAX
#define SS_LIT_FALSE (-INT_MAX)

typedef struct ss_venc {
  /* What a kind's encoder reads. */
  const ss_model *m;
  int n;
  const ss_varmap *map;
  ss_amo amo;
  ss_sum sum;
  int sum_explicit;         /* the sum encoding was asked for (not the
                               default) */
  int implied;              /* write the sums constraints imply together
                               (rule45.c) */
  /* The walk's own state (variant.c). */
  ss_clause_out *out;       /* the encoder's: clause() counts or writes,
                               next_var numbers every new variable */
  int *fam;                 /* the encoder's current family */
  const ss_sink *sink;      /* 0 in the counting pass */
  ss_encode_info *tally;    /* the counting pass's info, else 0 */
  const ss_encode_info *counts; /* the real pass's, else 0 */
  int *ge_base;             /* per cell: first order variable, 0 none yet */
  unsigned char *ge_lo, *ge_hi; /* per cell: smallest and largest digit
                                   not fixed false */
  long order_vars;
  int *scratch;             /* room for one clause without constants */
  int cap;
  int stop;                 /* the first nonzero a clause call returned */
  int failed;               /* ss_venc_fail was called */
  char why[200];
} ss_venc;

/* One kind's encoder: its clauses for constraint c (for a global kind,
 * the whole grid's).  own: 1 when the kind writes a family of its own
 * (diagonal, disjoint groups and extra regions are houses or groups:
 * their clauses are the extra-house and group families'). */
typedef int ss_venc_fn (ss_venc *, const ss_con *c);
typedef struct ss_kind_enc {
  ss_venc_fn *encode;       /* 0 when own is 0 */
  int own;
  const char *summary;      /* the family's one line, for --stats */
  const char *how;          /* a paragraph for --explain */
} ss_kind_enc;

#define SS_KIND_ENC_DECL(id, name, flags, lo, hi, plo, phi, help)          \
  extern const ss_kind_enc ss_enc_##name;
SS_KINDS (SS_KIND_ENC_DECL)
#undef SS_KIND_ENC_DECL

/* The kind's row (encoder/kinds/table.c). */
const ss_kind_enc *ss_kind_enc_of (int kind);

/* ---- literals ---- */

/* x(cell, d); SS_LIT_FALSE for d outside 1..N. */
int ss_venc_x (const ss_venc *, int cell, int d);
/* ge(cell, k): SS_LIT_TRUE for k <= the cell's smallest candidate,
 * SS_LIT_FALSE above its largest; else an order variable. */
int ss_venc_ge (ss_venc *, int cell, int k);
/* A new auxiliary variable. */
int ss_venc_var (ss_venc *);
/* Names var for the teaching views (printf-style; only formatted when
 * a sink listens).  Returns what the sink returned. */
int ss_venc_label (ss_venc *, int var, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

/* ---- clauses ---- */

int ss_venc_clause (ss_venc *, const int *lits, int len);
int ss_venc_c2 (ss_venc *, int a, int b);
int ss_venc_c3 (ss_venc *, int a, int b, int c);
int ss_venc_c4 (ss_venc *, int a, int b, int c, int d);
/* At most one of lits, with the encoding's AMO kind. */
int ss_venc_amo (ss_venc *, const int *lits, int len);
/* Stops the walk: the encoding cannot serve constraint c; why says so. */
int ss_venc_fail (ss_venc *, const ss_con *c, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

/* ---- shapes every kind may use (relations.c) ---- */

/* |a - b| >= gap on b's order literals: for each digit d of a,
 * -a_d or -[b>=d-gap+1] or [b>=d+gap] (German whispers' neighbours,
 * lockout lines' ends). */
int ss_venc_apart (ss_venc *, int a, int b, int gap);

/* A relation between the digits of two cells. */
typedef int ss_rel_fn (int d, int e, const void *ctx);
/* Support encoding (Gent 2002): for each digit d of a, "a = d implies b
 * holds one of d's partners" (and the same from b): propagation keeps
 * every remaining digit supported (arc consistency). */
int ss_venc_support (ss_venc *, int a, int b, ss_rel_fn *ok,
                     const void *ctx);
/* Conflict encoding: "not (a = d and b = e)" for each pair that breaks
 * the relation. */
int ss_venc_conflicts (ss_venc *, int a, int b, ss_rel_fn *ok,
                       const void *ctx);
/* a + gap <= b on the order literals: ge(a, k) implies ge(b, k + gap),
 * one binary clause per k. */
int ss_venc_less (ss_venc *, int a, int b, int gap);
/* a and b hold the same digit. */
int ss_venc_equal (ss_venc *, int a, int b);
/* 1 when the two cells share a row, a column or a region (a clause
 * between them that forbids equal digits would repeat it). */
int ss_venc_same_house (const ss_venc *, int a, int b);

/* ---- kinds of three classes (classes.c) ---- */

/* Any three cells in a row on c's line hold one digit of each class
 * (entropic tiers, modular residues: core/kinds/meaning.h): three
 * variables per cell, "its digit is in class t", defined by the digits;
 * cells one or two apart never share a class, any three in a row cover
 * each.  Labels read "rRcC is " then fmt with t + base. */
int ss_venc_classes (ss_venc *, const ss_con *c, int (*class_of) (int, int),
                     const char *fmt, int base);

/* ---- global kinds of 2x2 windows (windows.c) ---- */

/* Every 2x2 square of the grid holds a digit of each class (global
 * entropy's tiers, global mod's residues): one covering clause per
 * square and class over the cells' literals of the class's digits. */
int ss_venc_windows (ss_venc *, const ss_con *c, int (*class_of) (int, int));

/* ---- the walk (variant.c), for encode.c ---- */

/* Sets up the state for the model of the map's grid; -1 out of memory. */
int ss_venc_init (ss_venc *, const ss_varmap *, const ss_encode_opts *);
void ss_venc_free (ss_venc *);
/* The variant families the model writes, as SS_VFAM_BIT bits, without
 * the order family (known only once the kinds are walked). */
uint64_t ss_venc_families (const ss_model *);
/* Walks every variant family of the model (those of vfams).  Counting
 * pass: tally set; real pass: sink and counts set.  Returns as an
 * encoder does. */
int ss_venc_walk (ss_venc *, uint64_t vfams);
/* Resets the per-pass state (order variables) between the passes. */
void ss_venc_rewind (ss_venc *);

#endif
