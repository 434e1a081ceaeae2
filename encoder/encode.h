/* encode.h -- Sudoku as CNF: the clause families, the named encodings,
 * and the sink the clauses stream into.
 *
 * Model: the four rules of vars.h each split into an "at least one" half
 * (one clause per group) and an "at most one" half (an AMO of amo.h per
 * group); with the givens that makes nine clause families.  An encoding
 * is a set of families:
 *
 *   minimal    cell-at-least-one + row/column/box-at-most-once
 *   efficient  minimal + cell-at-most-one
 *   extended   efficient + row/column/box-at-least-once: all four rules
 *              exactly-one, which is the exact-cover matrix
 *   reduced    extended with the givens applied while encoding
 *   augmented  tdoku's: cells exactly-one, and the rows, columns and boxes
 *              through triad variables (triads.h), which are defined by
 *              their cells; augmented-reduced applies the givens to it
 *              as reduced does to extended
 *
 * The encoder streams.  It walks the families twice: first only counting
 * (so the sink learns the exact variable and clause counts before the
 * first clause, which the DIMACS header needs), then for real.  Nothing
 * is stored between the passes except the variable map, so memory stays
 * flat however many clauses there are.  The order is fixed: families in
 * table order, groups by number (vars.h), members by position, so the
 * same input always gives the same clauses.
 */
#ifndef SS_ENCODE_H
#define SS_ENCODE_H

#include <stdint.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../core/kinds.h"
#include "amo.h"
#include "sums.h"
#include "triads.h"
#include "varmap.h"
#include "vars.h"

#ifdef __cplusplus
extern "C" {
#endif

/* X (ID, name, rule, at_least, summary): the clause families, in the
 * order they are written.  rule is -1 for the givens. */
#define SS_FAMILIES(X)                                                     \
  X (GIVENS, "givens", -1, 1, "each given digit, as a unit clause")        \
  X (CELL_ALO, "cell-at-least-one", SS_RULE_CELL, 1,                       \
     "each cell holds at least one digit")                                 \
  X (CELL_AMO, "cell-at-most-one", SS_RULE_CELL, 0,                        \
     "each cell holds at most one digit")                                  \
  X (ROW_ALO, "row-at-least-once", SS_RULE_ROW, 1,                         \
     "each digit at least once in each row")                               \
  X (ROW_AMO, "row-at-most-once", SS_RULE_ROW, 0,                          \
     "each digit at most once in each row")                                \
  X (COL_ALO, "column-at-least-once", SS_RULE_COL, 1,                      \
     "each digit at least once in each column")                            \
  X (COL_AMO, "column-at-most-once", SS_RULE_COL, 0,                       \
     "each digit at most once in each column")                             \
  X (BOX_ALO, "box-at-least-once", SS_RULE_BOX, 1,                         \
     "each digit at least once in each box")                               \
  X (BOX_AMO, "box-at-most-once", SS_RULE_BOX, 0,                          \
     "each digit at most once in each box")                                \
  X (HDEF_ALO, "htriad-def-at-least", SS_TRIAD_HDEF, 1,                    \
     "mini-row triad true -> a cell holds d")                              \
  X (HDEF_AMO, "htriad-def-at-most", SS_TRIAD_HDEF, 0,                     \
     "at most one mini-row cell; cell -> triad")                           \
  X (VDEF_ALO, "vtriad-def-at-least", SS_TRIAD_VDEF, 1,                    \
     "mini-column triad true -> a cell holds d")                           \
  X (VDEF_AMO, "vtriad-def-at-most", SS_TRIAD_VDEF, 0,                     \
     "at most one mini-col cell; cell -> triad")                           \
  X (ROWT_ALO, "row-htriads-at-least", SS_TRIAD_ROW, 1,                    \
     "each row: d in at least one mini-row")                               \
  X (ROWT_AMO, "row-htriads-at-most", SS_TRIAD_ROW, 0,                     \
     "each row: d in at most one mini-row")                                \
  X (COLT_ALO, "col-vtriads-at-least", SS_TRIAD_COL, 1,                    \
     "each column: d in at least one mini-col")                            \
  X (COLT_AMO, "col-vtriads-at-most", SS_TRIAD_COL, 0,                     \
     "each column: d in at most one mini-col")                             \
  X (BOXH_ALO, "box-htriads-at-least", SS_TRIAD_BOXH, 1,                   \
     "each box: d in at least one mini-row")                               \
  X (BOXH_AMO, "box-htriads-at-most", SS_TRIAD_BOXH, 0,                    \
     "each box: d in at most one mini-row")                                \
  X (BOXV_ALO, "box-vtriads-at-least", SS_TRIAD_BOXV, 1,                   \
     "each box: d in at least one mini-column")                            \
  X (BOXV_AMO, "box-vtriads-at-most", SS_TRIAD_BOXV, 0,                    \
     "each box: d in at most one mini-column")

typedef enum ss_family {
#define SS_FAMILY_ENUM(id, name, rule, alo, help) SS_FAM_##id,
  SS_FAMILIES (SS_FAMILY_ENUM)
#undef SS_FAMILY_ENUM
  SS_FAMILY_COUNT
} ss_family;

#define SS_FAM_BIT(id) (1u << SS_FAM_##id)
#define SS_FAMS_MINIMAL                                                    \
  (SS_FAM_BIT (CELL_ALO) | SS_FAM_BIT (ROW_AMO) | SS_FAM_BIT (COL_AMO)     \
   | SS_FAM_BIT (BOX_AMO))
#define SS_FAMS_EFFICIENT (SS_FAMS_MINIMAL | SS_FAM_BIT (CELL_AMO))
#define SS_FAMS_EXTENDED                                                   \
  (SS_FAMS_EFFICIENT | SS_FAM_BIT (ROW_ALO) | SS_FAM_BIT (COL_ALO)         \
   | SS_FAM_BIT (BOX_ALO))
#define SS_FAMS_TRIADS                                                     \
  (SS_FAM_BIT (HDEF_ALO) | SS_FAM_BIT (HDEF_AMO) | SS_FAM_BIT (VDEF_ALO)   \
   | SS_FAM_BIT (VDEF_AMO) | SS_FAM_BIT (ROWT_ALO) | SS_FAM_BIT (ROWT_AMO) \
   | SS_FAM_BIT (COLT_ALO) | SS_FAM_BIT (COLT_AMO) | SS_FAM_BIT (BOXH_ALO) \
   | SS_FAM_BIT (BOXH_AMO) | SS_FAM_BIT (BOXV_ALO) | SS_FAM_BIT (BOXV_AMO))
#define SS_FAMS_AUGMENTED                                                  \
  (SS_FAM_BIT (CELL_ALO) | SS_FAM_BIT (CELL_AMO) | SS_FAMS_TRIADS)

/* X (ID, name, families, reduced, summary) */
#define SS_ENCODINGS(X)                                                    \
  X (MINIMAL, "minimal", SS_FAMS_MINIMAL, 0,                               \
     "each cell at least one digit; each digit at most once per row, "     \
     "column and box")                                                     \
  X (EFFICIENT, "efficient", SS_FAMS_EFFICIENT, 0,                         \
     "minimal, plus each cell at most one digit")                          \
  X (EXTENDED, "extended", SS_FAMS_EXTENDED, 0,                            \
     "efficient, plus each digit at least once per row, column and box: "  \
     "all four rules exactly-one, the exact cover")                        \
  X (REDUCED, "reduced", SS_FAMS_EXTENDED, 1,                              \
     "extended with the givens applied while encoding (Kwon & Jain): "     \
     "fixed candidates removed, satisfied clauses dropped, false "         \
     "literals deleted, variables renumbered densely")                     \
  X (AUGMENTED, "augmented", SS_FAMS_AUGMENTED, 0,                         \
     "tdoku's: each cell exactly one digit; a triad variable per mini-row " \
     "and per mini-column and digit, defined by its cells; each row, "     \
     "column and box holds each digit in exactly one of its mini-rows and " \
     "one of its mini-columns (locked candidates by propagation)")         \
  X (AUGMENTED_REDUCED, "augmented-reduced", SS_FAMS_AUGMENTED, 1,         \
     "augmented with the givens applied while encoding, as reduced does: " \
     "fixed candidates and triads removed, variables renumbered densely")

typedef enum ss_encoding {
#define SS_ENCODING_ENUM(id, name, fams, reduced, help) SS_ENC_##id,
  SS_ENCODINGS (SS_ENCODING_ENUM)
#undef SS_ENCODING_ENUM
  SS_ENCODING_COUNT
} ss_encoding;

#define SS_ENCODING_DEFAULT SS_ENC_EXTENDED

typedef struct ss_encode_opts {
  ss_encoding encoding;
  ss_amo amo;
  int givens; /* 1: givens as unit clauses (default); 0: left out, for
                 assumption-based solving (not with reduced) */
  int sum;    /* variant puzzles: how sums are encoded, an ss_sum of
                 sums.h; 0 is SS_SUM_DEFAULT */
  int no_implied; /* variant puzzles: 1 leaves out the sums several
                     constraints imply together (the rule of 45), for a
                     caller that switches constraints on and off one by
                     one (sat/clues.c); 0 writes them */
} ss_encode_opts;

/* The defaults for side n: extended, ss_amo_default (n), givens on, the
 * default sum encoding. */
void ss_encode_opts_default (ss_encode_opts *, int n);

const char *ss_encoding_name (ss_encoding);
const char *ss_encoding_help (ss_encoding);
int ss_encoding_lookup (const char *s); /* -1 when unknown */
unsigned ss_encoding_families (ss_encoding);
int ss_encoding_reduced (ss_encoding);

/* The encoding with the same families and reduced set to 1 (reduced
 * for extended, augmented-reduced for augmented; itself when reduced),
 * or -1 when there is none. */
int ss_encoding_reduced_form (ss_encoding);

/* The families of a variant puzzle's rules (docs/encoder.md, "Variant
 * puzzles"), numbered after the classic ones so that sinks and counts
 * treat both alike: the extra houses (diagonals, disjoint groups, extra
 * regions of N cells), the all-different groups of fewer than N cells,
 * one family per kind (named after it: "thermo", "killer", ...), and the
 * order literals "cell >= k" some kinds share.  A classic puzzle has
 * none of them, so its CNF is what it always was. */
enum {
  SS_VFAM_EXTRA_ALO = SS_FAMILY_COUNT,
  SS_VFAM_EXTRA_AMO,
  SS_VFAM_GROUP_AMO,
  SS_VFAM_KINDS, /* kind k (1..SS_KIND_COUNT-1) is SS_VFAM_KINDS + k - 1 */
  SS_VFAM_ORDER = SS_VFAM_KINDS + SS_KIND_COUNT - 1,
  SS_FAMILY_ALL
};
#define SS_VFAM_OF_KIND(k) (SS_VFAM_KINDS + (k) - 1)

/* The kinds (core/kinds.h) the encoder writes clauses for, and so every
 * SAT backend solves (engines/table.c): all of them, and irregular
 * regions. */
#define SS_ENCODER_KINDS SS_KINDS_ALL
/* Bit of variant family f in ss_encode_info.vfamilies. */
#define SS_VFAM_BIT(f) ((uint64_t) 1 << ((f) - SS_FAMILY_COUNT))

/* A set of families, classic and variant (f below SS_FAMILY_ALL <= 128):
 * encode --family's choice. */
typedef struct ss_famset {
  uint64_t w[2];
} ss_famset;

static inline int
ss_famset_has (const ss_famset *s, int f)
{
  return (int) ((s->w[f >> 6] >> (f & 63)) & 1);
}

static inline void
ss_famset_add (ss_famset *s, int f)
{
  s->w[f >> 6] |= (uint64_t) 1 << (f & 63);
}

static inline int
ss_famset_empty (const ss_famset *s)
{
  return !s->w[0] && !s->w[1];
}

/* Names and meanings of every family, classic and variant (f below
 * SS_FAMILY_ALL). */
const char *ss_family_name (ss_family);
const char *ss_family_help (ss_family);
/* The family called name, or -1. */
int ss_family_lookup (const char *name);
/* The group kind: an ss_rule, a triad kind of triads.h, -1 for the
 * givens, -2 for a variant family (its groups are its constraints). */
int ss_family_rule (ss_family);
int ss_family_at_least (ss_family); /* 1: at-least-one, 0: at-most-one */

/* What the counting pass found; the sink gets it before any clause. */
typedef struct ss_encode_info {
  int n, box_rows, box_cols;
  int givens;           /* givens in the puzzle */
  ss_encode_opts opts;
  unsigned families;    /* SS_FAM_BIT set of the families written */
  uint64_t vfamilies;   /* SS_VFAM_BIT set of the variant families
                           written (0 for a classic puzzle) */
  long primary;         /* cell-digit variables (N^3, or the free ones) */
  long triads;          /* triad variables (augmented), after primary */
  long nvars;           /* primary + auxiliary */
  long nclauses;
  long nlits;           /* literals over all clauses */
  long family_clauses[SS_FAMILY_ALL];
  long family_aux[SS_FAMILY_ALL]; /* auxiliary variables made */
  long empty_clauses;   /* > 0: unsatisfiable on its face (reduced) */
} ss_encode_info;

/* Where the clauses go.  Every callback may be null; a nonzero return
 * stops the encoding.  Order: begin, map (each primary variable, when
 * wanted), then per family: family, and per group: group, clause...
 * label names an auxiliary variable of a variant family ("r1c2>=3",
 * "killer 1 holds {1,2,4}") when it is made, for the teaching views;
 * the classic families name none. */
typedef struct ss_sink {
  void *ctx;
  int (*begin) (void *ctx, const ss_encode_info *);
  int (*map) (void *ctx, long var, int r, int c, int d); /* r, c 0-based */
  int (*family) (void *ctx, ss_family, long nclauses);
  int (*group) (void *ctx, ss_family, int g); /* g as in vars.h or
                                                 triads.h; for a variant
                                                 family, its constraint
                                                 or house (variant.h) */
  int (*clause) (void *ctx, const int *lits, int len);
  int (*label) (void *ctx, long var, const char *name);
  /* Asked every 256 clauses of the counting pass, which sends nothing:
   * nonzero stops the encoding there (a deadline, a race won by another
   * engine).  May be 0. */
  int (*poll) (void *ctx);
} ss_sink;

/* Encodes the puzzle (its givens; an empty grid gives the bare rules),
 * with its variant rules when it has a model (every kind has its
 * encoder; an encoding that cannot serve the puzzle -- augmented with
 * irregular regions -- is refused by name).  Returns 0; -1 with err set
 * for bad options, a refused puzzle or no memory; or the nonzero value a
 * sink callback returned. */
int ss_encode (const ss_grid *puzzle, const ss_encode_opts *,
               const ss_sink *, ss_error *err);
/* The same with a map made by ss_varmap_init (puzzle, reduced-ness of
 * the encoding), for callers that keep the map. */
int ss_encode_map (const ss_varmap *, const ss_encode_opts *,
                   const ss_sink *, ss_error *err);
/* Only the counting pass: the counts, no clauses. */
int ss_encode_count (const ss_grid *puzzle, const ss_encode_opts *,
                     ss_encode_info *, ss_error *err);

#ifdef __cplusplus
}
#endif

#endif
