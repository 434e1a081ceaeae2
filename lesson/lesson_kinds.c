/* lesson_kinds.c -- what each kind of rule means, in the words the lesson
 * page uses (see lesson.h).  One sentence or two per kind, for a reader
 * who has never met the rule; the exact meaning is core/kinds/NAME.c and
 * docs/variants.md.  The table is built from SS_KINDS, so a kind without
 * its words does not compile.
 */
#include "lesson.h"

#include "../core/model.h"

#define WORDS_diagonal                                                     \
  "A diagonal is one more house: the digits along it are all different, " \
  "so each appears once."
#define WORDS_disjoint                                                     \
  "Cells in the same position of their boxes (every box's top-left "       \
  "cell, and so on) form a group, and each group holds every digit once."
#define WORDS_extra                                                        \
  "An extra region holds no digit twice; with N cells it is one more "     \
  "house."
#define WORDS_antiknight                                                   \
  "Two cells a chess knight's move apart never hold the same digit."
#define WORDS_antiking                                                     \
  "Two cells that touch, even only at a corner, never hold the same "      \
  "digit."
#define WORDS_nonconsecutive                                               \
  "Cells side by side never hold digits that differ by 1, unless a "       \
  "kropki dot sits between them."
#define WORDS_parity "A circled cell holds an odd digit, a squared one an even digit."
#define WORDS_extreme                                                      \
  "A minimum cell is smaller than every cell beside it that is not "      \
  "itself a minimum; a maximum cell is larger than every cell beside it "  \
  "that is not itself a maximum."
#define WORDS_quadruple                                                    \
  "The digits in a circle on a corner all appear in the four cells "       \
  "around it (a digit written twice, twice)."
#define WORDS_pencilmarks                                                  \
  "Small red digits in a cell are its given pencil marks: the cell holds " \
  "one of them."
#define WORDS_difference                                                   \
  "The two digits either side of a white dot differ by 1 (by the number "  \
  "in the dot, if it has one)."
#define WORDS_ratio                                                        \
  "One digit beside a black dot is twice the other (or the number in the " \
  "dot times the other)."
#define WORDS_xv "The two digits either side of an X sum to 10, of a V to 5."
#define WORDS_negative                                                     \
  "Every marker of the family is given: two cells side by side without "   \
  "one do not have its property."
#define WORDS_thermo                                                       \
  "A thermometer: each digit is larger than the one before it, starting "  \
  "from the bulb."
#define WORDS_whisper                                                      \
  "German whispers: digits next to each other on the green line differ "   \
  "by at least the gap (5 on 9x9); on a closed loop, the two where it "    \
  "closes too."
#define WORDS_between                                                      \
  "A between line: every digit on it lies strictly between the digits in " \
  "its two circles."
#define WORDS_renban                                                       \
  "A renban line holds consecutive digits in any order, none twice."
#define WORDS_palindrome                                                   \
  "A palindrome reads the same from either end of the line."
#define WORDS_clone                                                        \
  "Two shapes shaded alike hold the same digits in the same places."
#define WORDS_entropic                                                     \
  "Any three cells in a row on an entropic line hold a low, a middle and " \
  "a high digit, across the join of a closed loop too."
#define WORDS_killer                                                       \
  "A killer cage holds no digit twice, and its digits add up to the "      \
  "number in its corner."
#define WORDS_littlekiller                                                 \
  "The digits on the diagonal an outside arrow points along add up to "    \
  "its number (they may repeat)."
#define WORDS_arrow                                                        \
  "The digits along an arrow add up to the number in its circle."
#define WORDS_sandwich                                                     \
  "The digits between the 1 and the largest digit of a row or column add " \
  "up to the number outside."
#define WORDS_xsum                                                         \
  "The first X digits from the number outside add up to it, X being the "  \
  "first of them."
#define WORDS_regionsum                                                    \
  "The line's digits add up to the same total in every box it crosses "  \
  "(a box it comes back into counts again, as a part of its own)."
#define WORDS_skyscraper                                                   \
  "The number outside counts the digits seen from it: each one taller "    \
  "than all before it."
#define WORDS_indexer                                                      \
  "An indexing cell's digit says where in its row, column or box its own " \
  "position's digit is."
#define WORDS_slowthermo                                                   \
  "A slow thermometer: each digit is at least the one before it, starting " \
  "from the bulb; two in a row may be equal unless they share a row, "     \
  "column or box."
#define WORDS_zipper                                                       \
  "A zipper line: two cells the same distance from its middle add up to "  \
  "the same total as every other such pair; on a line of odd length the "  \
  "middle cell holds that total."
#define WORDS_doublearrow                                                  \
  "A double arrow: the two digits in the circles at its ends add up to "   \
  "the sum of the digits on the line between them."
#define WORDS_modular                                                      \
  "Any three cells in a row on a modular line hold one digit of each "     \
  "kind: one of 3, 6, 9, one of 1, 4, 7 and one of 2, 5, 8 (digits that "  \
  "leave 0, 1 and 2 over when divided by 3)."
#define WORDS_nabner                                                       \
  "A nabner line: no two digits on it are the same, and no two are "       \
  "consecutive, wherever they sit on the line."
#define WORDS_multikiller                                                  \
  "A cage with several totals: no digit repeats in it, and its digits add " \
  "up to one of the listed totals (a digital-root cage lists every total " \
  "whose digits add up, again and again, to its root)."
#define WORDS_chess                                                        \
  "A chess leap: two cells a fixed leap apart (so many rows one way and "  \
  "so many columns the other, like a knight's 1 and 2) never hold the "    \
  "same digit; when digits are listed, only those."
#define WORDS_taxicab                                                      \
  "Anti-taxicab: two cells exactly D steps apart, counting rows and "      \
  "columns as a taxi drives, never hold the same digit."
#define WORDS_knightmare                                                   \
  "Knightmare: two digits a knight's move apart never add up to a "        \
  "forbidden total (5 or 15, unless the puzzle lists others)."
#define WORDS_diagnonconsecutive                                           \
  "Cells touching at a corner never hold digits that differ by 1."
#define WORDS_selftaxicab                                                  \
  "Self-taxicab: a digit d never appears again exactly d steps away, "     \
  "counting rows and columns as a taxi drives."
#define WORDS_disjointgroup                                                \
  "One disjoint group: the cells in the same given position of every box " \
  "(the K-th cell, counting along the rows of the box) hold every digit "  \
  "once."
#define WORDS_parityline                                                   \
  "A parity line: going along it, the digits alternate between odd and "   \
  "even, so next to an odd digit is always an even one."
#define WORDS_lockout                                                      \
  "A lockout line: the digits in its two diamonds differ by at least the " \
  "given amount (4 unless another is given), and every other digit on "    \
  "the line lies outside them: below the smaller or above the larger."
#define WORDS_sumline                                                      \
  "A sum line: the line can be cut into pieces of cells in a row that "    \
  "each add up to the same number (10 unless another is given); on a "     \
  "closed loop the pieces go all the way round."
#define WORDS_rellik                                                       \
  "A rellik cage: no digit repeats in it, and no group of its digits (one " \
  "or more of them) adds up to the number in its corner, so that digit "  \
  "itself never appears in it."
#define WORDS_lunchbox                                                     \
  "A lunchbox: no digit repeats in its cells, and the digits lying, in "   \
  "the cells' order, between its smallest digit and its largest add up "   \
  "to its clue (0 when those two sit side by side).  A clue outside the " \
  "grid makes its whole row or column the lunchbox."
#define WORDS_numberedroom                                                 \
  "A numbered room: the first digit from the clue's side, say X, says "    \
  "that the X-th cell from that side holds the clue's number."
#define WORDS_hiddenskyscraper                                             \
  "A hidden skyscraper: reading from the clue, each digit is a building "  \
  "of that height; the first one hidden behind a taller one before it "    \
  "has the clue's height."
#define WORDS_globalentropy                                                \
  "Global entropy: every 2x2 square of the grid, wherever it sits, holds " \
  "a low, a middle and a high digit (1-3, 4-6 and 7-9 on a 9x9): four "    \
  "cells, three tiers, so one tier comes twice."
#define WORDS_globalmod                                                    \
  "Global mod 3: every 2x2 square of the grid holds a digit of each "      \
  "residue mod 3: one of 3, 6, 9, one of 1, 4, 7 and one of 2, 5, 8 on a " \
  "9x9."
#define WORDS_dutchflatmates                                               \
  "Dutch flatmates: every middle digit (5 on a 9x9) has a 1 directly "     \
  "above it or the largest digit (9) directly below it, or both; a 5 in "  \
  "the top row needs its 9 below, one in the bottom row its 1 above."
#define WORDS_countingcircles                                              \
  "Counting circles: a digit in a circle says how many circles of its "    \
  "set hold that digit, so a 1 is in one circle, a 2 in exactly two, a 3 " \
  "in exactly three; the circles hold digits that add up to how many "     \
  "there are."
#define WORDS_fullrank                                                     \
  "Full rank: read every row from the left and from the right, and every " \
  "column from the top and from the bottom, as a number with one digit a " \
  "cell; sort those numbers from the smallest up.  The clue is the place " \
  "of the number read from its side, and no other number equals it "    \
  "(unless the puzzle allows ties: see full rank ties)."
#define WORDS_fullrankties                                                 \
  "Full rank ties: which of those numbers may read alike.  Unclued (the "  \
  "default): only numbers without a clue.  Any: a clued number too, and "  \
  "its place counts only the numbers strictly smaller.  None: no two of "  \
  "the numbers are alike, clue or no clue."

static const char *const words[] = {
  "Irregular regions replace the boxes: each region holds every digit "
  "once.",
#define WORDS_ROW(id, name, flags, lo, hi, plo, phi, help) WORDS_##name,
  SS_KINDS (WORDS_ROW)
#undef WORDS_ROW
};

const char *
ss_lesson_kind_words (int kind)
{
  return kind >= 0 && kind < SS_KIND_COUNT ? words[kind] : "";
}
