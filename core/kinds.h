/* kinds.h -- the table of constraint kinds: one row per kind.
 *
 * Model (docs/model.md): a kind is one row here plus one file per layer,
 * each named after the row's C name: core/kinds/NAME.c (its meaning:
 * validate and check), encoder/kinds/NAME.c (its clauses),
 * solvers/cp/NAME.c (its propagator), core/draw/NAME.c (its picture).
 * Every layer builds its own table from SS_KINDS, so a kind that lacks a
 * layer's file does not link: nothing can skip a kind silently.
 *
 * X (ID, name, flags, min cells, max cells, min params, max params,
 *    meaning)
 *
 * (Which f-puzzles key maps to which kind is the f-puzzles reader's own
 * table: core/fpuzzles/.)
 *
 * Cell counts: -1 as the maximum means N (the side), -2 means N*N; so
 * do parameter counts (pencil marks list up to N digits).
 * Parameters are the numbers of the text form, after any a keyword fixes.
 */
#ifndef SS_KINDS_H
#define SS_KINDS_H

#include <stdint.h>

/* Kind flags. */
#define SS_KF_GLOBAL 1u  /* no cells: the rule covers the whole grid */
#define SS_KF_HOUSES 2u  /* adds houses (N cells, each digit once) */
#define SS_KF_LINE 4u    /* the cells are a path, read in order; it may
                            come back to a cell (a loop), as each line
                            kind's validate allows */
#define SS_KF_CLUE 8u    /* an outside clue fixes the cells (a row, a
                            column or a diagonal read from the clue) */
#define SS_KF_OUTSIDE 16u /* the cells may instead be one clue outside
                            the grid: the whole row or column read from
                            it (a lunchbox); ss_con_clued tells which */
#define SS_KF_SUM 32u    /* part 2: sums and counts (--sat-sum applies) */
#define SS_KF_SPLIT 64u  /* two groups of cells (arrow, clone) */

#define SS_KINDS(X)                                                        \
  X (DIAGONAL, diagonal, SS_KF_GLOBAL | SS_KF_HOUSES, 0, 0,   \
     1, 1, "a diagonal holds each digit once (+1: bottom-left to "         \
     "top-right, -1: top-left to bottom-right)")                           \
  X (DISJOINT, disjoint, SS_KF_GLOBAL | SS_KF_HOUSES, 0, 0, 0, 0,         \
     "cells in the same position of their boxes (or regions, in reading "  \
     "order) hold each digit once")                                        \
  X (EXTRA, extra, SS_KF_HOUSES, 2, -1, 0, 0,               \
     "an extra region: no digit twice (each digit once when it has N "     \
     "cells)")                                                             \
  X (ANTIKNIGHT, antiknight, SS_KF_GLOBAL, 0, 0, 0, 0,       \
     "cells a knight's move apart hold different digits")                  \
  X (ANTIKING, antiking, SS_KF_GLOBAL, 0, 0, 0, 0,             \
     "cells a king's move apart hold different digits")                    \
  X (NONCONSECUTIVE, nonconsecutive, SS_KF_GLOBAL, 0, 0, \
     0, 0, "orthogonal neighbours without a kropki dot are not "           \
     "consecutive")                                                        \
  X (PARITY, parity, 0, 1, -2, 1, 1,                                \
     "each cell is odd (1) or even (0)")                                   \
  X (EXTREME, extreme, 0, 1, 1, 1, 1,                           \
     "the cell is below (-1) or above (+1) all its orthogonal "            \
     "neighbours that are not cells of the same kind")                                                         \
  X (QUADRUPLE, quadruple, 0, 4, 4, 1, 4,                     \
     "the digits appear (as often as listed) in the 2x2 cells")            \
  X (PENCILMARKS, pencilmarks, 0, 1, 1, 1, -1,                             \
     "the cell holds one of the listed digits (given pencil marks)")       \
  X (DIFFERENCE, difference, 0, 2, 2, 1, 1,                  \
     "the two cells differ by exactly D (a white kropki dot: 1)")          \
  X (RATIO, ratio, 0, 2, 2, 1, 1,                                 \
     "one cell is Q times the other (a black kropki dot: 2)")              \
  X (XV, xv, 0, 2, 2, 1, 1, "the two cells sum to 10 (X) or 5 (V)") \
  X (NEGATIVE, negative, SS_KF_GLOBAL, 0, 0, 1, 1,             \
     "orthogonal neighbours without a marker of the family (0 white, 1 "   \
     "black, 2 xv) lack its property")                                     \
  X (THERMO, thermo, SS_KF_LINE, 2, -2, 0, 0,               \
     "digits strictly increase from the bulb")                             \
  X (WHISPER, whisper, SS_KF_LINE, 2, -2, 0, 1,                \
     "neighbours on the line differ by at least G (default: N/2 "       \
     "rounded up, 5 on 9x9)")                        \
  X (BETWEEN, between, SS_KF_LINE, 3, -2, 0, 0,             \
     "digits on the line lie strictly between its two end circles")        \
  X (RENBAN, renban, SS_KF_LINE, 2, -1, 0, 0,                    \
     "the line holds a set of consecutive digits, none repeated")          \
  X (PALINDROME, palindrome, SS_KF_LINE, 2, -2, 0, 0,        \
     "the line reads the same from either end")                            \
  X (CLONE, clone, SS_KF_SPLIT, 2, -2, 0, 0,                      \
     "the two shapes hold the same digits, cell by cell")                  \
  X (ENTROPIC, entropic, SS_KF_LINE, 2, -2, 0, 0,          \
     "any three cells in a row on the line hold a low, a middle and a "    \
     "high digit")                                                         \
  X (KILLER, killer, SS_KF_SUM, 1, -1, 0, 1,                 \
     "no digit twice in the cage; its digits sum to the total, if given")  \
  X (LITTLEKILLER, littlekiller,                        \
     SS_KF_SUM | SS_KF_CLUE | SS_KF_LINE, 1, -1, 2, 2,                     \
     "the digits on the diagonal the clue points along (direction 0 "  \
     "down-right, 1 down-left, 2 up-right, 3 up-left) sum to it")         \
  X (ARROW, arrow, SS_KF_SUM | SS_KF_SPLIT | SS_KF_LINE, 2, -2,   \
     0, 0, "the digits on the arrow sum to the number in its circle")      \
  X (SANDWICH, sandwich, SS_KF_SUM | SS_KF_CLUE, -1, -1, 1,  \
     1, "the digits between the 1 and the N of the row or column sum to "  \
     "the clue")                                                           \
  X (XSUM, xsum, SS_KF_SUM | SS_KF_CLUE, -1, -1, 1, 1,              \
     "the first X digits from the clue sum to it, X being the first")      \
  X (REGIONSUM, regionsum, SS_KF_SUM | SS_KF_LINE, 2, -2, \
     0, 0, "the line's digits sum to the same total in every region it "   \
     "passes through (each visit of a region a part of its own)")          \
  X (SKYSCRAPER, skyscraper, SS_KF_SUM | SS_KF_CLUE, -1, -1,  \
     1, 1, "the clue counts the digits seen from it: each taller than "    \
     "all before it")                                                      \
  X (INDEXER, indexer, SS_KF_SUM, 1, -2, 1, 1,            \
     "a cell's digit is the position of its own index in its row (0), "    \
     "column (1) or box (2)")                                              \
  X (SLOWTHERMO, slowthermo, SS_KF_LINE, 2, -2, 0, 0,                      \
     "digits never decrease from the bulb (equal neighbours allowed "      \
     "where no other rule parts them)")                                    \
  X (ZIPPER, zipper, SS_KF_SUM | SS_KF_LINE, 2, -2, 0, 0,                  \
     "cells as far from the line's middle as each other add up to one "    \
     "total (the middle cell of an odd line is that total)")              \
  X (DOUBLEARROW, doublearrow, SS_KF_SUM | SS_KF_LINE, 2, -2, 0, 0,        \
     "the two end cells (circles) add up to the sum of the cells between " \
     "them (a line of two: no rule)")                                     \
  X (MODULAR, modular, SS_KF_LINE, 2, -2, 0, 0,                            \
     "any three cells in a row on the line hold one digit of each "        \
     "residue mod 3")                                                      \
  X (NABNER, nabner, SS_KF_LINE, 2, -1, 0, 0,                              \
     "no two digits on the line are equal or consecutive")                 \
  X (MULTIKILLER, multikiller, SS_KF_SUM, 1, -1, 1, -2,                    \
     "no digit twice in the cage; its digits sum to one of the totals "    \
     "(a digital-root cage: every total of that digital root)")             \
  X (CHESS, chess, SS_KF_GLOBAL, 0, -2, 2, -2,                             \
     "cells a leap of A and B apart (either way round, any direction) "    \
     "hold different digits; digits listed after A and B limit the rule "  \
     "to them, cells listed to the pairs that touch one of them")                                                            \
  X (TAXICAB, taxicab, SS_KF_GLOBAL, 0, 0, 1, 1,                           \
     "cells at taxicab distance D (rows apart plus columns apart) hold "   \
     "different digits")                                                   \
  X (KNIGHTMARE, knightmare, SS_KF_GLOBAL, 0, 0, 0, -2,                    \
     "two digits a knight's move apart never sum to a listed total (5 "    \
     "or 15 when none is listed)")                                         \
  X (DIAGNONCONSECUTIVE, diagnonconsecutive, SS_KF_GLOBAL, 0, 0, 0, 0,     \
     "cells touching at a corner never hold consecutive digits")           \
  X (SELFTAXICAB, selftaxicab, SS_KF_GLOBAL, 0, 0, 0, 0,                   \
     "a digit d never appears again at taxicab distance d (rows apart "    \
     "plus columns apart)")                                                \
  X (DISJOINTGROUP, disjointgroup, SS_KF_GLOBAL | SS_KF_HOUSES, 0, 0, 1, 1,\
     "the cells in position K of their boxes (or regions, in reading "     \
     "order) hold each digit once: one disjoint group")                   \
  X (PARITYLINE, parityline, SS_KF_LINE, 2, -2, 0, 0,                      \
     "neighbours on the line alternate odd and even")                     \
  X (LOCKOUT, lockout, SS_KF_LINE, 2, -2, 0, 1,                            \
     "the two end cells (diamonds) differ by at least D (default 4); no "  \
     "other cell of the line holds a digit between theirs, inclusive")    \
  X (SUMLINE, sumline, SS_KF_LINE, 2, -2, 0, 1,                            \
     "the line divides into runs of cells in a row that each sum to S "    \
     "(default 10); a loop divides all the way round")                    \
  X (RELLIK, rellik, 0, 1, -1, 1, 1,                                       \
     "no digit twice in the cage, and no set of its digits (one or more) " \
     "sums to the clue")                                                  \
  X (LUNCHBOX, lunchbox, SS_KF_SUM | SS_KF_OUTSIDE, 2, -1, 1, 1,          \
     "no digit twice in the listed cells (or the row or column read from " \
     "an outside clue); those between the smallest and the largest digit " \
     "(in that order) sum to the clue")           \
  X (NUMBEREDROOM, numberedroom, SS_KF_CLUE, -1, -1, 1, 1,                 \
     "the first digit X from the clue says that the X-th cell from it "    \
     "holds the clue")                                                    \
  X (HIDDENSKYSCRAPER, hiddenskyscraper, SS_KF_CLUE, -1, -1, 1, 1,         \
     "the first digit from the clue hidden behind a taller one before it " \
     "is the clue")                                                       \
  X (GLOBALENTROPY, globalentropy, SS_KF_GLOBAL, 0, 0, 0, 0,               \
     "every 2x2 square of the grid holds a low, a middle and a high digit "\
     "(thirds of 1..N: 1-3, 4-6, 7-9 on 9x9)")                             \
  X (GLOBALMOD, globalmod, SS_KF_GLOBAL, 0, 0, 0, 0,                       \
     "every 2x2 square of the grid holds a digit of each residue mod 3 "   \
     "(one of 3 6 9, one of 1 4 7, one of 2 5 8 on 9x9)")                  \
  X (DUTCHFLATMATES, dutchflatmates, SS_KF_GLOBAL, 0, 0, 0, 0,             \
     "every middle digit (N/2 rounded up: 5 on 9x9) has a 1 directly "     \
     "above it or an N directly below it, or both")                        \
  X (COUNTINGCIRCLES, countingcircles, 0, 1, -2, 0, 0,                     \
     "a digit in a circle counts the circles that hold it: each digit "    \
     "there appears in exactly that many of the set's circles")          \
  X (FULLRANK, fullrank, SS_KF_CLUE, -1, -1, 1, 1,                         \
     "every row and column read both ways is an N-digit number; of those " \
     "4N numbers, exactly RANK-1 are smaller than the one read from the "  \
     "clue, and none equals it (but see fullrankties)")                   \
  X (FULLRANKTIES, fullrankties, SS_KF_GLOBAL, 0, 0, 1, 1,                 \
     "which of the full rank's 4N numbers may read alike: 0 unclued (the " \
     "default: never a clued one), 1 any (a clued one too: exactly "       \
     "RANK-1 smaller), 2 none (no two, even without a clue)")

typedef enum ss_kind {
  SS_KIND_REGIONS, /* not a row: irregular regions, for support masks */
#define SS_KIND_ENUM(id, name, flags, lo, hi, plo, phi, help)         \
  SS_KIND_##id,
  SS_KINDS (SS_KIND_ENUM)
#undef SS_KIND_ENUM
  SS_KIND_COUNT
} ss_kind;

/* Not a row either: cells in no region (fewer than N regions; f-puzzles'
 * "region": null), for support masks.  An engine whose mask lacks it
 * refuses such a puzzle by name. */
#define SS_KIND_NOREGION SS_KIND_COUNT

#define SS_KIND_BIT(k) ((uint64_t) 1 << (k))
/* Every kind (and irregular regions, and cells in no region). */
#define SS_KINDS_ALL (SS_KIND_BIT (SS_KIND_NOREGION + 1) - 1)

/* X (keyword, kind, fixed first parameter or SS_NO_PARAM): the text
 * form's keywords.  A keyword that fixes a parameter takes none of its
 * own for that slot. */
#define SS_NO_PARAM (-1000000)
#define SS_KEYWORDS(X)                                                     \
  X ("diagonal+", DIAGONAL, 1)                                             \
  X ("diagonal-", DIAGONAL, -1)                                            \
  X ("disjoint", DISJOINT, SS_NO_PARAM)                                    \
  X ("extra", EXTRA, SS_NO_PARAM)                                          \
  X ("antiknight", ANTIKNIGHT, SS_NO_PARAM)                                \
  X ("antiking", ANTIKING, SS_NO_PARAM)                                    \
  X ("nonconsecutive", NONCONSECUTIVE, SS_NO_PARAM)                        \
  X ("odd", PARITY, 1)                                                     \
  X ("even", PARITY, 0)                                                    \
  X ("min", EXTREME, -1)                                                   \
  X ("max", EXTREME, 1)                                                    \
  X ("quad", QUADRUPLE, SS_NO_PARAM)                                       \
  X ("pencilmarks", PENCILMARKS, SS_NO_PARAM)                             \
  X ("white", DIFFERENCE, 1)                                               \
  X ("difference", DIFFERENCE, SS_NO_PARAM)                                \
  X ("black", RATIO, 2)                                                    \
  X ("ratio", RATIO, SS_NO_PARAM)                                          \
  X ("x", XV, 10)                                                          \
  X ("v", XV, 5)                                                           \
  X ("negative", NEGATIVE, SS_NO_PARAM)                                    \
  X ("thermo", THERMO, SS_NO_PARAM)                                        \
  X ("whisper", WHISPER, SS_NO_PARAM)                                      \
  X ("between", BETWEEN, SS_NO_PARAM)                                      \
  X ("renban", RENBAN, SS_NO_PARAM)                                        \
  X ("palindrome", PALINDROME, SS_NO_PARAM)                                \
  X ("clone", CLONE, SS_NO_PARAM)                                          \
  X ("entropic", ENTROPIC, SS_NO_PARAM)                                    \
  X ("killer", KILLER, SS_NO_PARAM)                                        \
  X ("littlekiller", LITTLEKILLER, SS_NO_PARAM)                            \
  X ("arrow", ARROW, SS_NO_PARAM)                                          \
  X ("sandwich", SANDWICH, SS_NO_PARAM)                                    \
  X ("xsum", XSUM, SS_NO_PARAM)                                            \
  X ("regionsum", REGIONSUM, SS_NO_PARAM)                                  \
  X ("skyscraper", SKYSCRAPER, SS_NO_PARAM)                                \
  X ("rowindexer", INDEXER, 0)                                             \
  X ("colindexer", INDEXER, 1)                                             \
  X ("boxindexer", INDEXER, 2)                                             \
  X ("slowthermo", SLOWTHERMO, SS_NO_PARAM)                                \
  X ("zipper", ZIPPER, SS_NO_PARAM)                                        \
  X ("doublearrow", DOUBLEARROW, SS_NO_PARAM)                              \
  X ("modular", MODULAR, SS_NO_PARAM)                                      \
  X ("nabner", NABNER, SS_NO_PARAM)                                        \
  X ("multikiller", MULTIKILLER, SS_NO_PARAM)                               \
  X ("chess", CHESS, SS_NO_PARAM)                                          \
  X ("taxicab", TAXICAB, SS_NO_PARAM)                                      \
  X ("knightmare", KNIGHTMARE, SS_NO_PARAM)                                \
  X ("diagnonconsecutive", DIAGNONCONSECUTIVE, SS_NO_PARAM)                \
  X ("selftaxicab", SELFTAXICAB, SS_NO_PARAM)                              \
  X ("disjointgroup", DISJOINTGROUP, SS_NO_PARAM)                          \
  X ("parityline", PARITYLINE, SS_NO_PARAM)                                \
  X ("lockout", LOCKOUT, SS_NO_PARAM)                                      \
  X ("sumline", SUMLINE, SS_NO_PARAM)                                      \
  X ("rellik", RELLIK, SS_NO_PARAM)                                        \
  X ("lunchbox", LUNCHBOX, SS_NO_PARAM)                                    \
  X ("numberedroom", NUMBEREDROOM, SS_NO_PARAM)                            \
  X ("hiddenskyscraper", HIDDENSKYSCRAPER, SS_NO_PARAM)                    \
  X ("globalentropy", GLOBALENTROPY, SS_NO_PARAM)                          \
  X ("globalmod", GLOBALMOD, SS_NO_PARAM)                                  \
  X ("dutchflatmates", DUTCHFLATMATES, SS_NO_PARAM)                        \
  X ("countingcircles", COUNTINGCIRCLES, SS_NO_PARAM)                      \
  X ("fullrank", FULLRANK, SS_NO_PARAM)                                    \
  X ("fullrankties", FULLRANKTIES, SS_NO_PARAM)

/* The words of the negative constraint's parameter, in its order. */
#define SS_NEGATIVE_WHITE 0
#define SS_NEGATIVE_BLACK 1
#define SS_NEGATIVE_XV 2

/* The full rank tie modes (fullrankties' parameter), ISS's three. */
#define SS_TIES_UNCLUED 0
#define SS_TIES_ANY 1
#define SS_TIES_NONE 2

#endif
