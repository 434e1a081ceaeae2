/* keys.c -- the table of f-puzzles keys (see keys.h; docs/model.md has
 * it as prose).  Keys and entry shapes are those f-puzzles writes, with
 * the rule keys of rangsk's constraint add-on (renban, whispers with a
 * "value", entropicline, regionsumline, the indexers, xsum, skyscraper),
 * which SudokuPad reads too.  A key missing here is refused by name, so
 * adding a rule f-puzzles knows is one row plus its kind.
 *
 * "givenPencilMarks" is a row although it is no top-level key: it is a
 * grid cell's member, but a rule, and the writer finds every rule's
 * name here.  "highlightConflicts" is the f-puzzles editor's display
 * switch (it writes false when the setter turned conflicts off).
 *
 * "negative": ["difference"] is sudosat's own spelling of the white-dot
 * negative constraint, which f-puzzles has only for a difference of 1
 * (its "nonconsecutive"); sudosat writes it only for a puzzle that has
 * that rule, so that such a puzzle round-trips.
 */
#include "keys.h"

#include <ctype.h>
#include <string.h>

#include "../kinds.h"

#define R(name, shape, kind, fixed, dflt, members)                         \
  { name, shape, SS_KIND_##kind, fixed, dflt, members }
#define N SS_NO_PARAM
#define NOT_A_RULE(name, shape) { name, shape, -1, N, N, "" }

static const fp_key keys[] = {
  NOT_A_RULE ("size", FP_SIZE),
  NOT_A_RULE ("title", FP_META),
  NOT_A_RULE ("author", FP_META),
  NOT_A_RULE ("ruleset", FP_META),
  NOT_A_RULE ("grid", FP_GRID),
  R ("diagonal+", FP_BOOL, DIAGONAL, 1, N, ""),
  R ("diagonal-", FP_BOOL, DIAGONAL, -1, N, ""),
  R ("antiknight", FP_BOOL, ANTIKNIGHT, N, N, ""),
  R ("antiking", FP_BOOL, ANTIKING, N, N, ""),
  R ("disjointgroups", FP_BOOL, DISJOINT, N, N, ""),
  R ("nonconsecutive", FP_BOOL, NONCONSECUTIVE, N, N, ""),
  R ("negative", FP_NEGATIVE, NEGATIVE, N, N, ""),
  R ("extraregion", FP_CELLS, EXTRA, N, N, "cells"),
  R ("odd", FP_CELL, PARITY, 1, N, "cell"),
  R ("even", FP_CELL, PARITY, 0, N, "cell"),
  R ("minimum", FP_CELL, EXTREME, -1, N, "cell"),
  R ("maximum", FP_CELL, EXTREME, 1, N, "cell"),
  R ("quadruple", FP_QUAD, QUADRUPLE, N, N, "cells values"),
  R ("difference", FP_PAIR, DIFFERENCE, N, 1, "cells value"),
  R ("ratio", FP_PAIR, RATIO, N, 2, "cells value"),
  R ("xv", FP_PAIR, XV, N, N, "cells value"),
  R ("thermometer", FP_LINES, THERMO, N, N, "lines"),
  R ("whispers", FP_LINES, WHISPER, N, N, "lines value"),
  R ("betweenline", FP_LINES, BETWEEN, N, N, "lines"),
  R ("renban", FP_LINES, RENBAN, N, N, "lines"),
  R ("palindrome", FP_LINES, PALINDROME, N, N, "lines"),
  R ("clone", FP_CLONE, CLONE, N, N, "cells cloneCells"),
  R ("entropicline", FP_LINES, ENTROPIC, N, N, "lines"),
  R ("killercage", FP_CELLS, KILLER, N, N, "cells value"),
  R ("littlekillersum", FP_LITTLE, LITTLEKILLER, N, N,
     "cell cells direction value"),
  R ("arrow", FP_ARROW, ARROW, N, N, "cells lines"),
  R ("sandwichsum", FP_CLUE, SANDWICH, N, N, "cell value"),
  R ("xsum", FP_CLUE, XSUM, N, N, "cell value"),
  R ("regionsumline", FP_LINES, REGIONSUM, N, N, "lines"),
  R ("skyscraper", FP_CLUE, SKYSCRAPER, N, N, "cell value"),
  R ("rowindexer", FP_CELLS, INDEXER, 0, N, "cells"),
  R ("columnindexer", FP_CELLS, INDEXER, 1, N, "cells"),
  R ("boxindexer", FP_CELLS, INDEXER, 2, N, "cells"),
  R ("slowthermometer", FP_LINES, SLOWTHERMO, N, N, "lines"),
  R ("zipperline", FP_LINES, ZIPPER, N, N, "lines"),
  R ("doublearrow", FP_LINES, DOUBLEARROW, N, N, "lines"),
  R ("modularline", FP_LINES, MODULAR, N, N, "lines"),
  R ("nabner", FP_LINES, NABNER, N, N, "lines"),
  R ("givenPencilMarks", FP_IN_CELL, PENCILMARKS, N, N, ""),
  /* Drawings, tool state and the setter's own solution. */
  NOT_A_RULE ("text", FP_COSMETIC),
  NOT_A_RULE ("line", FP_COSMETIC),
  NOT_A_RULE ("circle", FP_COSMETIC),
  NOT_A_RULE ("rectangle", FP_COSMETIC),
  NOT_A_RULE ("cage", FP_CAGE),
  NOT_A_RULE ("solution", FP_IGNORE),
  NOT_A_RULE ("disabledlogic", FP_IGNORE),
  NOT_A_RULE ("truecandidatesoptions", FP_IGNORE),
  NOT_A_RULE ("activeConstraints", FP_IGNORE),
  NOT_A_RULE ("highlightConflicts", FP_IGNORE), /* the editor's switch */
};

#undef R
#undef N
#undef NOT_A_RULE

#define KEY_COUNT ((int) (sizeof keys / sizeof *keys))

const fp_key *
ss_fp_key_find (const char *name)
{
  for (int i = 0; i < KEY_COUNT; i++)
    if (!strcmp (keys[i].name, name))
      return &keys[i];
  return 0;
}

const fp_key *
ss_fp_key_row (int i)
{
  return i >= 0 && i < KEY_COUNT ? &keys[i] : 0;
}

int
ss_fp_key_member (const fp_key *row, const char *name)
{
  size_t len = strlen (name);
  for (const char *p = row->members; (p = strstr (p, name)); p += len)
    if ((p == row->members || p[-1] == ' ') && (p[len] == ' ' || !p[len]))
      return 1;
  return 0;
}

fp_cell_member
ss_fp_cell_member_of (const char *name)
{
  static const char *const drawn[] = { "c", "cArray", "highlight",
                                       "centerPencilMarks",
                                       "cornerPencilMarks", "candidates" };
  if (!strcmp (name, "value"))
    return FP_CELL_VALUE;
  if (!strcmp (name, "given"))
    return FP_CELL_GIVEN;
  if (!strcmp (name, "region"))
    return FP_CELL_REGION;
  if (!strcmp (name, "parity"))
    return FP_CELL_PARITY;
  if (!strcmp (name, "givenPencilMarks"))
    return FP_CELL_MARKS;
  for (size_t i = 0; i < sizeof drawn / sizeof *drawn; i++)
    if (!strcmp (name, drawn[i]))
      return FP_CELL_IGNORE;
  return FP_CELL_UNKNOWN;
}

/* The add-on names its constraints in words ("Region Sum Line") and
 * keys them by the words run together in lower case; both whispers are
 * written as one "whispers" key with a difference. */
void
ss_fp_from_constraint_key (const char *name, char *key, int len)
{
  int k = 0;
  for (; *name && k < len - 1; name++)
    if (!isspace ((unsigned char) *name))
      key[k++] = (char) tolower ((unsigned char) *name);
  key[k] = 0;
  if (k >= 8 && !strcmp (key + k - 8, "whispers"))
    strcpy (key, "whispers");
}
