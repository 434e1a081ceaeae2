/* amo.h -- at-most-one constraints: "no two of these literals are true".
 *
 * Model: an AMO kind turns a group of n literals into clauses, possibly
 * with auxiliary variables, which it takes from out->next_var upward.
 * The kinds live in one X-macro table, which generates the enum, the
 * names, the help text and the rows of `encode --stats`.  Sizes:
 *
 *   pairwise    n(n-1)/2 binary clauses, no new variables
 *   sequential  Sinz's sequential counter: aux s_i = "one of x_1..x_i is
 *               true"; 3n-4 clauses and n-1 new variables (n >= 2)
 *   product     Chen's 2-product: the literals sit on a p x q grid with a
 *               row variable u and a column variable v each; x implies
 *               its u and its v, and at most one u and one v may be true
 *               (the same encoding, recursively).  2n clauses plus the
 *               two smaller AMOs; groups of 6 or fewer go pairwise, where
 *               that is smaller.
 *   binary      Frisch's bitwise encoding: k = ceil(log2 n) new bits; member
 *               i implies the bits of the number i, so two true members
 *               would need two numbers at once.  n*k clauses, k variables.
 *   commander   Klieber & Kwon: members in groups of three, each group with
 *               a commander c (a member implies its commander), pairwise
 *               inside a group, and at most one commander (the same way,
 *               recursively; 5 or fewer go pairwise).  A group of one is
 *               its own commander.
 *   bimander    Nguyen & Mai: m = ceil(sqrt n) groups, pairwise inside each,
 *               and the binary encoding over the group numbers: member of
 *               group g implies the ceil(log2 m) bits of g.
 *
 * Every clause any of them writes is binary.  Clause order is fixed, so a group always encodes to the same text.
 */
#ifndef SS_AMO_H
#define SS_AMO_H

#ifdef __cplusplus
extern "C" {
#endif

/* X (ID, name, summary, how): how reads the clauses of one group, for
 * `encode --explain`. */
#define SS_AMOS(X)                                                         \
  X (PAIRWISE, "pairwise",                                                 \
     "one binary clause per pair: n(n-1)/2 clauses, no new variables",     \
     "Each pair of members gets the clause \"not both\": -a -b 0.")        \
  X (SEQUENTIAL, "sequential",                                             \
     "Sinz's sequential counter: 3n-4 clauses, n-1 new variables",         \
     "New variable s_i means \"one of the first i members is true\".  "    \
     "Clauses: x_i -> s_i, s_(i-1) -> s_i, and x_i -> not s_(i-1): a "      \
     "true member forbids every later one.")                               \
  X (PRODUCT, "product",                                                   \
     "Chen's 2-product on a p x q grid: about 2n + 4 sqrt(n) clauses "    \
     "and 2 sqrt(n) new variables",                                        \
     "The members sit on a p x q grid with a new variable u per row and "  \
     "v per column.  Clauses: x -> its u, x -> its v, and at most one u "   \
     "and one v (the same way, or pairwise for 6 or fewer): two true "      \
     "members would need two rows or two columns.")                      \
  X (BINARY, "binary",                                                     \
     "Frisch's bitwise encoding: n*ceil(log2 n) clauses, ceil(log2 n) new " \
     "variables",                                                          \
     "New variables b_1..b_k (k = ceil(log2 n)) spell a number in binary; "  \
     "member i implies the bits of i (x_i -> b_j or x_i -> not b_j): two "   \
     "true members would need two different numbers at once.")             \
  X (COMMANDER, "commander",                                               \
     "Klieber & Kwon's commander encoding, groups of 3: about 3n "       \
     "clauses and n/2 new variables",                                   \
     "The members go in groups of three, each with a new commander "        \
     "variable c: pairwise inside the group, x -> its c, and at most one "   \
     "commander (the same way, or pairwise for 5 or fewer): two true "       \
     "members would need two commanders or break a group.")                \
  X (BIMANDER, "bimander",                                                 \
     "Nguyen & Mai's bimander: sqrt(n) groups, pairwise inside, binary "    \
     "over the groups: about n(sqrt(n)/2 + log2 sqrt(n)) clauses",          \
     "The members go in m = ceil(sqrt n) groups: pairwise inside each, and " \
     "new bits b_1..b_k (k = ceil(log2 m)) spell the group's number, which " \
     "each member implies: two true members would need one group (banned " \
     "pairwise) or two numbers at once.")

typedef enum ss_amo {
#define SS_AMO_ENUM(id, name, help, how) SS_AMO_##id,
  SS_AMOS (SS_AMO_ENUM)
#undef SS_AMO_ENUM
  SS_AMO_COUNT
} ss_amo;

/* Where an AMO puts its clauses.  clause() returns nonzero to stop. */
typedef struct ss_clause_out {
  int (*clause) (void *ctx, const int *lits, int len);
  void *ctx;
  long next_var; /* the first unused variable: auxiliaries take it */
} ss_clause_out;

const char *ss_amo_name (ss_amo);
const char *ss_amo_help (ss_amo);
const char *ss_amo_how (ss_amo);
/* The kind named s, or -1. */
int ss_amo_lookup (const char *s);

/* The default for side n: pairwise while a group's pairs stay few (n <= 16,
 * at most 120 clauses a group), product above (fewest clauses, and few new
 * variables, of the three). */
ss_amo ss_amo_default (int n);

/* Emits "at most one of lits[0..n-1]".  Returns 0; -1 when n is above
 * SS_AMO_MAX; or what a clause() call returned when it stopped. */
#define SS_AMO_MAX 4096
int ss_amo_encode (ss_amo, const int *lits, int n, ss_clause_out *);

#ifdef __cplusplus
}
#endif

#endif
