/* sums.h -- the encodings of a sum over cells ("these cells sum to 23"),
 * chosen with --sat-sum: issue 19's lesson after "exactly one".
 *
 * Model: a sum is a list of terms, each a cell's digit times a weight
 * (1, or -10 and -1 for an arrow's two-cell circle), some counting only
 * while a guard literal holds (a sandwich's cells between the 1 and the
 * N, an X-sum's first X cells), equal to a target (encoder/sum.h).  The
 * four encodings say the same thing on the cell-digit variables and
 * differ in size and in what unit propagation deduces:
 *
 *   combinations  the setter's "cage combinations": one variable per
 *                 digit set (a multiset where digits may repeat) that
 *                 makes the total, exactly one of them true, each
 *                 implying which digits appear and how often.  Setters
 *                 reason this way: "17 in two cells is {8,9}".
 *   totalizer     every cell in order encoding ([c >= k]), added up in a
 *                 balanced tree of unary adders whose outputs are the
 *                 sums the inputs can make ([s >= v] for each v), the
 *                 root fixed to the target (Bailleux & Boufkhad 2003; the
 *                 generalized totalizer of Joshi, Martins & Manquinho
 *                 2015 for value sets and weights).
 *   sequential    the same adders in a chain: the partial sums of the
 *                 first i cells in order encoding, one after the other
 *                 (Sinz's sequential counter generalised to digits).
 *   mdd           the partial sums in direct encoding: a node variable
 *                 per layer and reachable partial sum of a decision
 *                 diagram (an MDD), only the nodes that can still reach
 *                 the target (Abio, Nieuwenhuis, Oliveras & Rodriguez-
 *                 Carbonell 2012; Abio, Gange, Mayer-Eichberger &
 *                 Stuckey 2016).
 *
 * Every auxiliary variable of all four is defined both ways by the cell
 * digits (docs/encoder.md), so a CNF has exactly one model per solution.
 * SS_SUM_DEFAULT is the one place the default is chosen.
 */
#ifndef SS_SUMS_H
#define SS_SUMS_H

/* X (ID, name, summary) */
#define SS_SUMS(X)                                                         \
  X (COMBINATIONS, "combinations",                                         \
     "the possible digit sets (multisets where digits may repeat) "        \
     "enumerated, one variable each, exactly one true")                    \
  X (TOTALIZER, "totalizer",                                               \
     "cells in order encoding added in a balanced tree of unary adders "   \
     "(generalized totalizer)")                                            \
  X (SEQUENTIAL, "sequential",                                             \
     "the partial sums, cell after cell, in order encoding (a sequential " \
     "counter over digits)")                                               \
  X (MDD, "mdd",                                                           \
     "the partial sums in direct encoding: the nodes of a decision "       \
     "diagram that can still reach the target")

/* 0 stands for the default in ss_encode_opts.sum. */
typedef enum ss_sum {
  SS_SUM_AUTO,
#define SS_SUM_ENUM(id, name, help) SS_SUM_##id,
  SS_SUMS (SS_SUM_ENUM)
#undef SS_SUM_ENUM
  SS_SUM_END
} ss_sum;

/* The default sum encoding: the fastest for solving by the lead's bench
 * (bench/bench_variants_sat.sh).  Change it here and only here. */
#define SS_SUM_DEFAULT SS_SUM_TOTALIZER

/* sum itself, or the default for 0. */
ss_sum ss_sum_resolve (int sum);
const char *ss_sum_name (int sum);
const char *ss_sum_help (int sum);
/* The encoding called name, or -1. */
int ss_sum_lookup (const char *name);

#endif
