/* check_model.c -- the constraint model: the text form, the houses, and
 * what each kind means (core/kinds/).
 *
 * Model: every kind is tried on one full 4x4 grid (and a 6x6 for
 * entropic lines) in a case that holds and a case that breaks, read from
 * the text form, so the reader, the validation and the meaning are
 * tested together; every case that reads is written back and read again
 * to the same constraints.  The 4x4:
 *
 *   1 2 | 3 4
 *   3 4 | 1 2
 *   ----+----
 *   2 1 | 4 3
 *   4 3 | 2 1
 */
#include "testutil.h"

#include "../core/model.h"
#include "../core/model_text.h"
#include "../core/verify.h"

#define GRID4 "1234\n3412\n2143\n4321\n"
/* 6x6, 2x3 boxes; row 1 is 1 4 2 5 3 6: tiers 1-2, 3-4, 5-6. */
/* ISS's 4x4 full rank with unclued ties: its stored answer. */
#define GRIDT "3241\n1432\n4123\n2314\n"
#define GRID6 "142536\n536142\n214365\n365214\n421653\n653421\n"

/* 1 when text (a grid and its rules) reads; the grid in *g. */
static int
read_text (const char *text, ss_grid *g, ss_error *err)
{
  return ss_parse_text (text, 0, g, err) == 0;
}

static char *
verify_message (const ss_grid *g)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_verify_write (g, m);
  fclose (m);
  return text;
}

typedef struct kind_case {
  const char *rule; /* a directive line */
  int broken;       /* 1: the grid breaks it */
  const char *grid;
} kind_case;

static const kind_case cases[] = {
  { "thermo r1c1 r1c2 r1c3", 0, GRID4 },
  { "thermo r1c2 r1c1", 1, GRID4 },
  { "whisper r1c1 r2c1", 0, GRID4 },
  { "whisper r1c1 r1c2", 1, GRID4 },
  { "whisper 1 r1c1 r1c2", 0, GRID4 },
  { "between r1c1 r1c2 r1c3", 0, GRID4 },
  { "between r2c1 r2c2 r2c3", 1, GRID4 },
  { "renban r1c1 r1c2 r1c3", 0, GRID4 },
  { "renban r1c1 r2c1", 1, GRID4 },
  { "palindrome r1c1 r2c2 r3c2", 0, GRID4 },
  { "palindrome r1c1 r2c2 r3c3", 1, GRID4 },
  { "clone r1c1 r1c2 = r4c4 r4c3", 0, GRID4 },
  { "clone r1c1 = r1c2", 1, GRID4 },
  { "killer 3 r1c1 r1c2", 0, GRID4 },
  { "killer 4 r1c1 r1c2", 1, GRID4 },
  { "killer r1c1 r2c2", 0, GRID4 },
  { "white r1c1 r1c2", 0, GRID4 },
  { "difference 2 r1c1 r2c1", 0, GRID4 },
  { "difference 2 r1c1 r1c2", 1, GRID4 },
  { "black r1c1 r1c2", 0, GRID4 },
  { "black r1c2 r1c3", 1, GRID4 },
  { "ratio 3 r1c1 r2c1", 0, GRID4 },
  { "v r1c2 r1c3", 0, GRID4 },
  { "v r1c1 r1c2", 1, GRID4 },
  { "odd r1c1 r1c3", 0, GRID4 },
  { "even r1c1", 1, GRID4 },
  { "min r1c1", 0, GRID4 },
  { "max r1c1", 1, GRID4 },
  { "max r2c2", 0, GRID4 },
  { "quad r1c1 1 4", 0, GRID4 },
  { "pencilmarks 1 3 r1c1", 0, GRID4 },
  { "pencilmarks 2 3 4 r1c1", 1, GRID4 },
  { "quad r1c1 r1c2 r2c1 r2c2 3", 0, GRID4 },
  { "quad r1c1 1 1", 1, GRID4 },
  { "extra r1c1 r2c2", 0, GRID4 },
  { "extra r1c1 r2c2 r3c3 r4c4", 1, GRID4 },
  { "diagonal-", 1, GRID4 },
  { "diagonal+", 1, GRID4 },
  { "disjoint", 0, GRID4 },
  { "antiknight", 1, GRID4 },
  { "antiking", 1, GRID4 },
  { "nonconsecutive", 1, GRID4 },
  { "negative white", 1, GRID4 },
  { "negative black", 1, GRID4 },
  { "negative xv", 1, GRID4 },
  { "sandwich 5 r1c0", 0, GRID4 },
  { "sandwich 4 r1c0", 1, GRID4 },
  { "xsum 1 r1c0", 0, GRID4 },
  { "xsum 10 r1c5", 0, GRID4 },
  { "xsum 4 r1c5", 1, GRID4 },
  { "skyscraper 4 r1c0", 0, GRID4 },
  { "skyscraper 1 r1c5", 0, GRID4 },
  { "skyscraper 2 r1c5", 1, GRID4 },
  { "skyscraper 3 r0c1", 0, GRID4 }, /* column 1 from above: 1 3 2 4 */
  { "littlekiller 10 r0c0 dr", 0, GRID4 },
  { "littlekiller 9 r0c0 dr", 1, GRID4 },
  { "littlekiller 5 r0c3 dl", 0, GRID4 }, /* r1c2 r2c1: 2 + 3 */
  { "arrow r1c3 > r1c2 r1c1", 0, GRID4 },
  { "arrow r1c4 > r1c3", 1, GRID4 },
  { "regionsum r1c1 r1c2", 0, GRID4 },
  { "regionsum r1c2 r1c3", 1, GRID4 },
  { "colindexer r2c1", 0, GRID4 },
  { "rowindexer r2c1", 0, GRID4 },
  { "rowindexer r1c2", 1, GRID4 },
  { "boxindexer r1c1", 0, GRID4 },
  { "boxindexer r3c1", 0, GRID4 }, /* 2 points at r3c2, which holds 1 */
  { "entropic r1c2 r1c3 r1c4 r1c5", 0, GRID6 }, /* 4 2 5 3 */
  { "entropic r1c1 r2c1", 0, GRID6 }, /* 1 and 5: tiers 1 and 3 */
  { "entropic r1c1 r1c2 r2c2", 1, GRID6 }, /* 1 4 3: 4 and 3 one tier */
  /* the leap rules (core/leaps.h), each way its numbers go */
  { "chess 1 1", 1, GRID4 },          /* r2c2 and r3c3 both 4 */
  { "chess 1 1 2 3", 0, GRID4 },      /* ... but 4 is not listed */
  { "chess 1 1 1", 1, GRID4 },        /* r2c3 and r3c2 both 1 */
  { "chess 2 0", 0, GRID4 },
  { "chess 2 3", 0, GRID4 },
  { "chess 1 1", 0, GRID6 },
  { "chess 3 1", 1, GRID6 },          /* either way round */
  { "chess 1 1 r1c1", 0, GRID4 },     /* only pairs with r1c1 */
  { "chess 1 1 r2c3", 1, GRID4 },     /* r2c3 and r3c2 both 1 */
  { "taxicab 2", 0, GRID6 },
  { "taxicab 3", 1, GRID6 },
  { "knightmare", 0, GRID4 },         /* 5 and 15 */
  { "knightmare 5", 0, GRID4 },
  { "knightmare 4", 1, GRID4 },
  { "knightmare", 1, GRID6 },
  { "diagnonconsecutive", 1, GRID4 },
  { "selftaxicab", 1, GRID6 },
  { "disjointgroup 2", 0, GRID6 },
  { "disjointgroup 2", 0, GRID4 },
  { "disjointgroup 2", 1, "1234\n3421\n4312\n2143\n" }, /* r1c2, r3c4 */
  /* lines that close a loop (the first cell again at the end): the
   * closing pair counts (whispers), positions mirror (palindromes),
   * triples run across the join (entropic lines) */
  { "whisper r1c1 r2c1 r3c2 r2c2 r1c1", 0, GRID4 }, /* 1 3 1 4 1 */
  { "whisper r1c2 r2c2 r2c3 r1c3", 0, GRID4 },      /* 2 4 1 3, open */
  { "whisper r1c2 r2c2 r2c3 r1c3 r1c2", 1, GRID4 }, /* closes 3 to 2 */
  { "palindrome r1c2 r2c2 r2c3 r1c3 r1c2", 1, GRID4 }, /* 4 mirrors 3 */
  { "between r1c1 r1c2 r1c3 r1c2 r1c3 r1c4", 0, GRID4 }, /* back and forth */
  { "between r1c4 r1c3 r2c4 r1c3 r1c2", 1, GRID4 }, /* 3 not in 2..4 */
  { "entropic r1c1 r1c2 r2c1 r1c1", 0, GRID6 },     /* 1 4 5 1 */
  { "entropic r1c1 r1c2 r2c3 r1c3 r2c2 r2c1 r1c1", 0, GRID6 },
  { "entropic r1c1 r1c2 r2c2 r1c1", 1, GRID6 }, /* 1 4 3: one tier */
  { "slowthermo r1c2 r2c2 r3c3", 0, GRID4 },     /* 2 4 4: level is fine */
  { "slowthermo r2c2 r3c3 r3c2", 1, GRID4 },     /* 4 4 1: falls */
  { "slowthermo r2c2 r3c3 r2c2", 0, GRID4 },     /* 4 4 4: out and back */
  { "slowthermo r1c1 r1c2 r2c2 r2c1 r1c1", 1, GRID4 }, /* 1 2 4 3 1 */
  { "zipper r1c1 r2c2 r1c3", 0, GRID4 },         /* 1 + 3 = 4 */
  { "zipper r1c1 r1c2 r1c3", 1, GRID4 },         /* 1 + 3 is not 2 */
  { "zipper r2c1 r2c2 r3c2 r3c1", 0, GRID4 },    /* 3 + 2 = 4 + 1 */
  { "zipper r1c1 r1c2 r2c2 r2c1", 1, GRID4 },    /* 1 + 3, 2 + 4 */
  { "zipper r1c2 r1c3", 0, GRID4 },              /* one pair: no rule */
  { "doublearrow r1c1 r2c2 r1c3", 0, GRID4 },    /* 1 + 3 = 4 */
  { "doublearrow r1c1 r1c2 r1c3", 1, GRID4 },    /* 1 + 3 is not 2 */
  { "doublearrow r1c1 r1c2 r2c3 r2c4", 0, GRID4 }, /* 1 + 2 = 2 + 1 */
  { "doublearrow r1c1 r2c1 r3c2", 1, GRID4 },    /* 1 + 1 is not 3 */
  { "doublearrow r1c1 r1c2", 0, GRID4 },         /* no middle: no rule */
  { "modular r1c1 r1c2 r1c3 r1c4", 0, GRID4 },   /* 1 2 0 1 mod 3 */
  { "modular r1c2 r1c3 r2c4", 1, GRID4 },        /* 2 0 2 */
  { "modular r1c1 r2c2", 1, GRID4 },             /* 1 and 4: one residue */
  { "modular r1c1 r1c2", 0, GRID4 },             /* 1 and 2 */
  { "modular r1c1 r1c2 r2c1 r1c1", 0, GRID4 },   /* 1 2 0, back to 1 */
  { "nabner r1c1 r2c2", 0, GRID4 },              /* 1 4 */
  { "nabner r1c1 r1c2", 1, GRID4 },              /* 1 2: consecutive */
  { "nabner r1c1 r2c2 r3c1", 1, GRID4 },         /* 1 4 2: 1 and 2 far */
  { "nabner r2c2 r3c3", 1, GRID4 },              /* 4 4: equal */
  { "nabner r4c4 r3c3", 0, GRID4 },              /* 1 4 */
  { "parityline r1c1 r1c2 r1c3 r1c4", 0, GRID4 },  /* 1 2 3 4 */
  { "parityline r1c1 r2c1", 1, GRID4 },            /* 1 3: both odd */
  { "parityline r1c2 r1c3 r2c4", 0, GRID4 },       /* 2 3 2 */
  { "parityline r1c2 r2c2 r2c1", 1, GRID4 },       /* 2 4: both even */
  { "parityline r2c2 r2c3 r3c3 r3c2 r2c2", 0, GRID4 }, /* 4 1 4 1 4 */
  { "lockout 2 r2c2 r1c1 r1c2", 0, GRID4 },      /* 4 1 2: 1 not in 2..4 */
  { "lockout 3 r1c1 r2c2", 0, GRID4 },           /* 1 4 */
  { "lockout 3 r2c2 r1c1 r1c2", 1, GRID4 },      /* 4 and 2: 2 apart */
  { "lockout 2 r1c1 r1c2 r1c3", 1, GRID4 },      /* 2 between 1 and 3 */
  { "lockout 2 r2c3 r2c2 r3c3", 1, GRID4 },      /* 1 4 4: inclusive */
  { "sumline 5 r1c1 r2c2", 0, GRID4 },            /* 1 4 */
  { "sumline 5 r1c1 r2c2 r2c3 r1c4", 0, GRID4 },  /* 1 4 | 1 4 */
  { "sumline r1c1 r1c2 r1c3 r1c4", 0, GRID4 },    /* 10, the default */
  { "sumline 3 r1c1 r1c2 r2c3 r3c2", 1, GRID4 },  /* 1 2 | 1 1: ends at 2 */
  { "sumline 3 r1c1 r1c2 r2c3 r3c3", 1, GRID4 },  /* 1 2 | 1 4 passes 3 */
  { "sumline 5 r1c3 r2c3 r2c2 r1c2", 1, GRID4 },  /* 3 1 4 passes 5 */
  { "sumline 5 r1c3 r2c3 r2c2 r1c2 r1c3", 0, GRID4 }, /* loop: 1 4 | 2 3 */
  { "multikiller 3 12 r1c1 r1c2", 0, GRID4 },    /* 1 + 2 = 3 */
  { "multikiller 4 13 r1c1 r1c2", 1, GRID4 },    /* 3 is not listed */
  { "multikiller 4 r1c1 r2c1", 0, GRID4 },       /* 1 + 3 */
  { "multikiller 2 11 r1c1 r3c2", 1, GRID4 },    /* 1 + 1: a repeat */
  { "rellik 4 r1c1 r1c2", 0, GRID4 },            /* 1 2: 1, 2, 3 */
  { "rellik 3 r1c1 r1c2", 1, GRID4 },            /* 1 + 2 */
  { "rellik 5 r1c1 r1c2 r2c1", 1, GRID4 },       /* 2 + 3, not all */
  { "rellik 7 r1c1 r1c2 r2c1", 0, GRID4 },       /* 1 2 3 make 6 at most */
  { "rellik 4 r1c1 r2c2", 1, GRID4 },            /* 4 alone */
  { "rellik 5 r1c1 r3c2", 1, GRID4 },            /* 1 1: a repeat */
  { "lunchbox 5 r1c1 r1c2 r1c3 r1c4", 0, GRID4 }, /* 1 [2 3] 4 */
  { "lunchbox 2 r1c1 r1c2 r1c3 r1c4", 1, GRID4 }, /* 2 + 3 is 5 */
  { "lunchbox 0 r1c2 r2c2 r3c2", 0, GRID4 },     /* 2 4 1: 4 and 1 meet */
  { "lunchbox 0 r2c1 r1c1 r2c2 r1c2", 0, GRID4 }, /* 3 1 4 2: 1 4 meet */
  { "lunchbox 3 r2c1 r1c1 r2c2 r1c2", 1, GRID4 }, /* ... the ends don't count */
  { "lunchbox 2 r1c1 r1c3 r2c2 r1c2", 1, GRID4 }, /* 1 [3] 4 2 */
  { "lunchbox 3 r1c1 r1c3 r2c2 r1c2", 0, GRID4 }, /* 1 [3] 4 2 */
  { "lunchbox 0 r1c1 r3c2", 1, GRID4 },          /* 1 1: a repeat */
  /* a lunchbox as a clue outside: the whole row or column read from it */
  { "lunchbox 5 r1c0", 0, GRID4 },               /* 1 [2 3] 4 */
  { "lunchbox 5 r1c5", 0, GRID4 },               /* 4 [3 2] 1 */
  { "lunchbox 4 r1c0", 1, GRID4 },
  { "lunchbox 5 r0c1", 0, GRID4 },               /* 1 [3 2] 4 down */
  { "lunchbox 0 r0c2", 0, GRID4 },               /* 2 4 1 3: 4 1 meet */
  { "lunchbox 3 r5c2", 1, GRID4 },               /* 3 1 4 2 up: 0 */
  { "numberedroom 1 r1c0", 0, GRID4 },          /* 1 2 3 4: 1 names a 1 */
  { "numberedroom 2 r1c0", 1, GRID4 },
  { "numberedroom 1 r2c0", 0, GRID4 },          /* 3 4 1 2: the third, 1 */
  { "numberedroom 3 r2c0", 1, GRID4 },          /* ... 3 is not named */
  { "numberedroom 1 r2c5", 0, GRID4 },          /* 2 1 4 3 from the right */
  { "numberedroom 4 r0c2", 0, GRID4 },          /* 2 4 1 3 down: 4 */
  { "hiddenskyscraper 1 r1c0", 1, GRID4 },      /* 1 2 3 4: none hidden */
  { "hiddenskyscraper 3 r1c5", 0, GRID4 },      /* 4 3 2 1: 3 first */
  { "hiddenskyscraper 2 r1c5", 1, GRID4 },      /* ... 2 hidden later */
  { "hiddenskyscraper 1 r2c0", 0, GRID4 },      /* 3 4 1 2 */
  { "hiddenskyscraper 2 r2c0", 1, GRID4 },
  { "hiddenskyscraper 2 r0c1", 0, GRID4 },      /* 1 3 2 4 down */
  { "hiddenskyscraper 1 r5c2", 0, GRID4 },      /* 3 1 4 2 up */
  { "numberedroom 2 r5c4", 1, GRID4 },          /* 1 3 2 4 up: 1 */
  /* full rank: GRID4's numbers all tie (row 1 read from the left is row
   * 4 from the right), a clued number never may; GRIDT (ISS's 4x4
   * "unclued ties") ties only unclued columns: sorted 1234 1234 1423
   * 1432 2314 ... */
  { "fullrank 1 r1c0", 1, GRID4 },               /* 1234 ties */
  { "fullrank 5 r4c0", 0, GRIDT },               /* 2314: four below */
  { "fullrank 4 r4c0", 1, GRIDT },
  { "fullrank 6 r4c0", 1, GRIDT },
  { "fullrank 4 r2c0", 0, GRIDT },               /* 1432 */
  { "fullrank 3 r1c5", 0, GRIDT },               /* 1423 from the right */
  { "fullrank 13 r3c0", 0, GRIDT },              /* 4123, first of the 4s */
  { "fullrank 1 r0c4", 1, GRIDT },               /* 1234 ties with c3 up */
  { "fullrank 2 r5c3", 1, GRIDT },               /* the same tie */
  /* full rank's tie modes: "any" lets GRIDT's 1234s tie, each ranked
   * by the numbers strictly smaller (none: both rank 1); "none" forbids
   * any two alike, clued or not; "unclued" is the default */
  { "fullrankties any\nfullrank 1 r0c4", 0, GRIDT },
  { "fullrankties any\nfullrank 1 r5c3", 0, GRIDT },
  { "fullrankties any\nfullrank 2 r5c3", 1, GRIDT },
  { "fullrankties any\nfullrank 2 r1c0", 1, GRID4 }, /* 1234: 0 below */
  { "fullrankties unclued\nfullrank 1 r0c4", 1, GRIDT },
  { "fullrankties none\nfullrank 5 r4c0", 1, GRIDT }, /* unclued ties */
  { "fullrankties none", 1, GRIDT },
  { "fullrankties unclued", 0, GRIDT },
  { "fullrankties any", 0, GRID4 },
  { "fullrankties none", 0, "3124\n4231\n1342\n2413\n" }, /* no ties */
  { "fullrankties none\nfullrank 6 r0c3", 0, "3124\n4231\n1342\n2413\n" },
  /* global entropy: tiers 1-2, 3-4, 5-6 on 6x6 */
  { "globalentropy", 1, GRID6 }, /* r1c3 r1c4 r2c3 r2c4: 2 5 6 1 */
  { "globalentropy", 0, "123546\n456132\n314625\n562314\n235461\n"
                        "641253\n" },
  /* global mod 3: residues 0 (3 6), 1 (1 4), 2 (2 5) */
  { "globalmod", 1, GRID6 }, /* r2c2 r2c3 r3c2 r3c3: 3 6 1 4 */
  { "globalmod", 0, "123456\n564231\n312645\n456123\n231564\n"
                    "645312\n" },
  /* Dutch flatmates: the middle digit 2 on 4x4, 3 on 6x6 */
  { "dutchflatmates", 1, GRID4 }, /* r2c4 2: 4 above, 3 below */
  { "dutchflatmates", 0, "1423\n2341\n4132\n3214\n" },
  { "dutchflatmates", 1, GRID6 }, /* r1c5 3, top row: 4 below */
  { "dutchflatmates", 0, "126435\n345261\n612354\n534612\n461523\n"
                         "253146\n" },
  /* counting circles on GRID4: row 1 is 1 2 3 4, r3c2 1, r2c4 2 */
  { "countingcircles r1c1", 0, GRID4 },              /* one 1 */
  { "countingcircles r1c2", 1, GRID4 },              /* one 2 */
  { "countingcircles r1c2 r2c4", 0, GRID4 },         /* two 2s */
  { "countingcircles r1c1 r3c2", 1, GRID4 },         /* two 1s */
  { "countingcircles r1c1 r1c2 r2c4", 0, GRID4 },    /* 1, 2 2 */
  { "countingcircles r1c4 r2c2 r3c3 r4c1", 0, GRID4 }, /* four 4s */
  { "countingcircles r1c4 r2c2 r3c3", 1, GRID4 },     /* three 4s */
};

/* Where a constraint was read, as messages name it: the text form's
 * line; f-puzzles JSON's line, column, key and entry; a compressed
 * string's key and entry only (its JSON has no lines of the input). */
START_TEST (con_where)
{
  char buf[96];
  ss_con c;
  memset (&c, 0, sizeof c);
  ss_con_where (&c, buf, sizeof buf);
  ck_assert_str_eq (buf, "");
  c.line = 12, c.col = 3;
  ss_con_where (&c, buf, sizeof buf);
  ck_assert_str_eq (buf, "line 12");
  c.key = "killercage", c.entry = 2;
  ss_con_where (&c, buf, sizeof buf);
  ck_assert_str_eq (buf, "line 12, column 3, \"killercage\" entry 2");
  c.col = 0;
  ss_con_where (&c, buf, sizeof buf);
  ck_assert_str_eq (buf, "\"killercage\" entry 2");
  c.entry = 0;
  ss_con_where (&c, buf, sizeof buf);
  ck_assert_str_eq (buf, "\"killercage\"");
  ss_con_where (&c, buf, 4); /* cut, never past the buffer */
  ck_assert_uint_eq (strlen (buf), 3);
}
END_TEST

START_TEST (each_kind_holds_or_breaks)
{
  const kind_case *k = &cases[_i];
  char text[256];
  ss_grid g;
  ss_error err;
  snprintf (text, sizeof text, "%s%s\n", k->grid, k->rule);
  ck_assert_msg (read_text (text, &g, &err), "'%s' did not read: %s",
                 k->rule, err.msg);
  ck_assert_ptr_nonnull (g.model);
  char *msg = verify_message (&g);
  int problems = ss_verify_conflicts (&g, 0, 0);
  ck_assert_msg ((problems > 0) == k->broken, "'%s': %d problems (%s)",
                 k->rule, problems, msg);
  ck_assert_int_eq (ss_solution_ok (&g, g.cell), !k->broken);
  free (msg);
  ss_grid_free (&g);
}
END_TEST

/* What was read is written back and reads to the same constraints. */
START_TEST (text_round_trip)
{
  const kind_case *k = &cases[_i];
  char text[256], *out = 0;
  size_t len = 0;
  ss_grid a, b;
  ss_error err;
  snprintf (text, sizeof text, "%s%s\n", k->grid, k->rule);
  ck_assert (read_text (text, &a, &err));
  FILE *m = open_memstream (&out, &len);
  ss_alphabet alpha;
  ss_alphabet_default (&alpha);
  ss_model_text_write (m, &a, &alpha, '.');
  fclose (m);
  ck_assert_msg (read_text (out, &b, &err), "'%s' wrote '%s': %s", k->rule,
                 out, err.msg);
  ck_assert_int_eq (b.model->ncons, a.model->ncons);
  for (int i = 0; i < a.model->ncons; i++)
    {
      const ss_con *x = &a.model->con[i], *y = &b.model->con[i];
      ck_assert_int_eq (x->kind, y->kind);
      ck_assert_int_eq (x->ncells, y->ncells);
      ck_assert_int_eq (x->nvals, y->nvals);
      ck_assert_int_eq (x->split, y->split);
      ck_assert_int_eq (ss_con_clued (x), ss_con_clued (y));
      if (ss_con_clued (x))
        ck_assert (x->clue_r == y->clue_r && x->clue_c == y->clue_c);
      ck_assert_mem_eq (x->cell, y->cell, sizeof *x->cell * x->ncells);
      ck_assert_mem_eq (x->val, y->val, sizeof *x->val * x->nvals);
    }
  ck_assert_mem_eq (a.cell, b.cell, (size_t) a.n * a.n);
  free (out);
  ss_grid_free (&a);
  ss_grid_free (&b);
}
END_TEST

typedef struct bad_case {
  const char *text;
  long line, col;
  const char *msg;
} bad_case;

static const bad_case bad[] = {
  { GRID4 "thermo r1c1\n", 5, 1, "thermo: 1 cells; it takes 2 to 16" },
  { GRID4 "thermo r1c1 r1c3\n", 5, 1,
    "thermo: r1c1 and r1c3 are not neighbours, so the cells are not a "
    "line" },
  { GRID4 "thermo r1c1 r10c1\n", 5, 13,
    "r10c1 is outside the grid (thermo)" },
  { GRID4 "frobnicate r1c1 r1c2\n", 5, 1,
    "unknown constraint 'frobnicate' (sudosat reads: see README "
    "\"Variant puzzles\")" },
  { GRID4 "killer 5 r1c1 r1c1\n", 5, 1, "killer: r1c1 is listed twice" },
  { GRID4 "thermo r1c1 r1c2 r2c2 r1c1\n", 5, 1, "thermo: the line comes "
    "back to r1c1, but a thermometer's digits strictly increase along it, "
    "so no cell can come twice" },
  { GRID4 "between r1c1 r1c2 r2c2 r2c1 r1c1\n", 5, 1, "between: the line "
    "comes back to its end r1c1, whose digit would have to lie strictly "
    "between itself and the other end" },
  { GRID4 "between r1c1 r1c2 r1c1 r2c1\n", 5, 1, "between: the line "
    "comes back to its end r1c1, whose digit would have to lie strictly "
    "between itself and the other end" },
  { GRID6 "entropic r1c1 r1c2 r2c2 r2c1 r1c1\n", 7, 1, "entropic: the line "
    "comes back to r1c1 after 4 steps, but its tiers repeat every three "
    "cells, so a cell can only come back after a multiple of 3" },
  { GRID6 "entropic r1c1 r1c2 r1c1\n", 7, 1, "entropic: the line comes "
    "back to r1c1 after 2 steps, but its tiers repeat every three cells, so "
    "a cell can only come back after a multiple of 3" },
  { GRID4 "arrow r1c1 > r1c2 r2c2 r1c2\n", 5, 1, "arrow: the line comes "
    "back to r1c2, which the solver behind f-puzzles would count twice: "
    "draw the arrow without coming back" },
  { GRID4 "renban r1c1 r1c2 r2c2 r2c1 r1c1\n", 5, 1, "renban: the line "
    "comes back to r1c1: the solver behind f-puzzles counts every listed "
    "cell, so this renban would need 5 consecutive digits on 4 cells" },
  { GRID4 "arrow r1c1 r1c1 > r1c2\n", 5, 1, "arrow: the line comes back to "
    "r1c1, which the solver behind f-puzzles would count twice: draw the "
    "arrow without coming back" },
  { GRID4 "whisper r1c1 r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 "
    "r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 r1c2 r1c1 r1c2\n", 5, 89,
    "r1c1: a whisper lists more cells than the grid has" },
  { GRID4 "zipper r1c1 r1c2 r2c2 r2c1 r1c1\n", 5, 1, "zipper: the line "
    "comes back to r1c1, which the solver behind f-puzzles would add in "
    "once per visit: draw the zipper without coming back" },
  { GRID4 "doublearrow r1c1 r1c2 r2c2 r2c1 r1c1\n", 5, 1, "doublearrow: "
    "the line comes back to r1c1, which the solver behind f-puzzles would "
    "add in once per visit: draw the double arrow without coming back" },
  { GRID4 "modular r1c1 r1c2 r2c2 r2c1 r1c1\n", 5, 1, "modular: the line "
    "comes back to r1c1 after 4 steps, but its residues repeat every three "
    "cells, so a cell can only come back after a multiple of 3" },
  { GRID4 "nabner r1c1 r1c2 r2c2 r1c1\n", 5, 1, "nabner: the line comes "
    "back to r1c1, but no two digits on a nabner line may be equal, so no "
    "cell can come twice" },
  { GRID4 "nabner r1c1 r1c2 r1c3 r1c4 r2c4\n", 5, 1,
    "nabner: 5 cells; it takes 2 to 4" },
  { GRID4 "parityline r1c1 r1c2 r2c1 r1c1\n", 5, 1, "parityline: the line "
    "comes back to r1c1 after 3 steps, but its digits alternate odd and "
    "even, so a cell can only come back after an even number of steps" },
  { GRID4 "lockout r1c1 r1c2\n", 5, 1, "lockout: the default difference 4 "
    "needs a side of 5 or more: write lockout D CELLS with D in 1..3" },
  { GRID4 "lockout 4 r1c1 r1c2\n", 5, 1,
    "lockout: the difference 4 is not in 1..3" },
  { GRID4 "sumline 0 r1c1 r1c2\n", 5, 1,
    "sumline: the sum 0 is not positive" },
  { GRID4 "sumline 5 r1c1 r1c2 r2c2 r1c2\n", 5, 1, "sumline: the line comes "
    "back to r1c2, which would count twice in its runs (only a loop may "
    "come back, to its first cell at its end)" },
  { GRID4 "lockout 2 r1c1 r1c2 r2c2 r1c1\n", 5, 1, "lockout: the line comes "
    "back to r1c1, but a lockout line is its two ends and the cells between "
    "them, each once" },
  { GRID4 "multikiller 4 0 r1c1 r2c1\n", 5, 1,
    "multikiller: the total 0 is below 1" },
  { GRID4 "white r1c1 r2c2\n", 5, 1,
    "difference: the two cells are not orthogonal neighbours" },
  { GRID4 "sandwich 5 r2c2\n", 5, 1,
    "sandwich takes one clue outside the grid (r0cC, rRc0, ...): its "
    "cells are read from it" },
  { GRID4 "sandwich 5 r0c0\n", 5, 1,
    "'sandwich': the clue does not face a row, a column or (with a "
    "direction) a diagonal (sandwich)" },
  { GRID4 "regions\nAABB\nAABB\nCCDD\nCCDE\n", 5, 0,
    "the region map has more than 4 regions" },
  { GRID4 "regions\nAABB\nAABB\nCCDD\n", 8, 0,
    "the region map ended after 3 of 4 rows" },
  { GRID4 "regions\nAAAB\nAABB\nCCDD\nCCDD\n", 5, 0,
    "region 1 of the map has 5 cells; every region needs 4" },
  { GRID4 "clone r1c1 r1c2 = r4c4\n", 5, 1,
    "clone: the two shapes have 2 and 1 cells" },
  { GRID4 "x r1c1 r1c2 5\n", 5, 1, "xv: 2 numbers; it takes 1 to 1" },
  { GRID4 "pencilmarks 1 2 5 r1c1\n", 5, 1,
    "pencilmarks: digit 5 is not in 1..4" },
  { GRID4 "pencilmarks 1 2 1 r1c1\n", 5, 1,
    "pencilmarks: digit 1 is listed twice" },
  { GRID4 "pencilmarks r1c1\n", 5, 1,
    "pencilmarks: 0 numbers; it takes 1 to 4" },
  { GRID4 "pencilmarks 1 2 3 4 1 r1c1\n", 5, 1,
    "pencilmarks: 5 numbers; it takes 1 to 4" },
  { GRID4 "pencilmarks 1 r1c1 r1c2\n", 5, 1,
    "pencilmarks: 2 cells; it takes 1 to 1" },
  { GRID4 "negative purple\n", 5, 10,
    "unexpected 'purple' in a negative constraint" },
  { GRID4 "fullrankties often\n", 5, 14,
    "unexpected 'often' in a fullrankties constraint" },
  { GRID4 "chess 1\n", 5, 1, "chess: 1 numbers; it takes 2 to 16" },
  { GRID4 "chess 0 0\n", 5, 1,
    "chess: the leap 0 0 is not a move: give two numbers 0 or more, not "
    "both 0" },
  { GRID4 "chess -1 2\n", 5, 1,
    "chess: the leap -1 2 is not a move: give two numbers 0 or more, not "
    "both 0" },
  { GRID4 "chess 1 2 5\n", 5, 1, "chess: digit 5 is not 1 to 4" },
  { GRID4 "chess 1 2 3 3\n", 5, 1, "chess: digit 3 is listed twice" },
  { GRID4 "chess 1 2 r1c1 r1c1\n", 5, 1, "chess: r1c1 is listed twice" },
  { GRID4 "taxicab 0\n", 5, 1, "taxicab: distance 0: it takes 1 or more" },
  { GRID4 "taxicab\n", 5, 1, "taxicab: 0 numbers; it takes 1 to 1" },
  { GRID4 "knightmare 9\n", 5, 1,
    "knightmare: no two digits 1 to 4 sum to 9" },
  { GRID4 "knightmare 5 5\n", 5, 1, "knightmare: total 5 is listed twice" },
  { GRID4 "selftaxicab 3\n", 5, 1,
    "selftaxicab: 1 numbers; it takes 0 to 0" },
  { GRID4 "lunchbox -1 r1c1 r1c2\n", 5, 1,
    "lunchbox: the total -1 is below 0" },
  { GRID4 "fullrank 17 r1c0\n", 5, 1,
    "fullrank: the rank 17 is not in 1..16 (4N numbers)" },
  { GRID4 "fullrank 0 r0c2\n", 5, 1,
    "fullrank: the rank 0 is not in 1..16 (4N numbers)" },
  { GRID4 "lunchbox 5 r0c1 r1c1\n", 5, 1, "lunchbox takes either its "
    "cells or one clue outside the grid (r0cC, rRc0, ...: the row or "
    "column read from it), not both" },
  { GRID4 "lunchbox 5 r1c1 r0c1\n", 5, 1, "lunchbox takes either its "
    "cells or one clue outside the grid (r0cC, rRc0, ...: the row or "
    "column read from it), not both" },
  { GRID4 "lunchbox 5 r0c1 r5c1\n", 5, 17,
    "r5c1: a second clue outside the grid (a lunchbox takes one)" },
  { GRID4 "lunchbox 5 r0c0\n", 5, 1, "'lunchbox': the clue does not face "
    "a row, a column or (with a direction) a diagonal (lunchbox)" },
  { GRID4 "fullrankties any\nfullrankties none\n", 6, 1,
    "fullrankties: a second tie mode: a puzzle has one" },
  { GRID4 "hiddenskyscraper 0 r1c0\n", 5, 1,
    "hiddenskyscraper: the clue 0 is no digit of 1..4" },
  { GRID4 "numberedroom 5 r1c0\n", 5, 1,
    "numberedroom: the clue 5 is no digit of 1..4" },
  { GRID4 "rellik 0 r1c1\n", 5, 1, "rellik: the clue 0 is below 1 (no "
    "set of digits may sum to it, and the empty one does)" },
  { GRID4 "disjointgroup 5\n", 5, 1,
    "disjointgroup: group 5: a 4x4 grid has groups 1 to 4" },
  { "12\n21\nglobalentropy\n", 3, 1, "globalentropy: a grid of side 2 "
    "has no three tiers of digits for every 2x2 square to hold; the rule "
    "needs a side of 3 or more" },
  { "12\n21\nglobalmod\n", 3, 1, "globalmod: a grid of side 2 has no "
    "three residues of digits for every 2x2 square to hold; the rule needs "
    "a side of 3 or more" },
  { "12\n21\ndutchflatmates\n", 3, 1, "dutchflatmates: on a side of 2 the "
    "middle digit is 1, which cannot have a 1 above it; the rule needs a "
    "side of 3 or more" },
  { "thermo r1c1 r1c2\n", 1, 1,
    "a rule line with no grid before it: rules follow their grid with no "
    "blank line between" },
};

START_TEST (bad_rules_are_refused)
{
  const bad_case *k = &bad[_i];
  ss_grid g;
  ss_error err;
  ck_assert_msg (!read_text (k->text, &g, &err), "read: %s", k->text);
  ck_assert_str_eq (err.msg, k->msg);
  ck_assert_int_eq (err.line, k->line);
  ck_assert_int_eq (err.col, k->col);
}
END_TEST

START_TEST (houses_of_a_model)
{
  ss_grid g;
  ss_error err;
  ck_assert (read_text ("........\n........\n........\n........\n"
                        "........\n........\n........\n........\n"
                        "diagonal+\ndisjoint\n", &g, &err));
  /* 8x8 with 2x4 boxes: rows, columns, boxes, a diagonal, 8 groups. */
  ck_assert_int_eq (g.model->nhouses, 3 * 8 + 1 + 8);
  const int *anti = ss_model_house (g.model, 24);
  ck_assert_int_eq (anti[0], 7 * 8 + 0);
  ck_assert_int_eq (anti[7], 0 * 8 + 7);
  const int *group = ss_model_house (g.model, 25 + 5);
  /* position 5 of each 2x4 box: second row, second column of the box */
  ck_assert_int_eq (group[0], 1 * 8 + 1);
  ck_assert_int_eq (group[1], 1 * 8 + 5);
  ck_assert_int_eq (group[2], 3 * 8 + 1);
  char name[64];
  ss_house_name (&g, 24, name, sizeof name);
  ck_assert_str_eq (name, "the anti diagonal");
  ss_house_name (&g, 30, name, sizeof name);
  ck_assert_str_eq (name, "disjoint group 6");
  ck_assert (g.model->kinds == (SS_KIND_BIT (SS_KIND_DIAGONAL)
                                | SS_KIND_BIT (SS_KIND_DISJOINT)));
  ss_grid_free (&g);
}
END_TEST

START_TEST (irregular_regions_are_houses)
{
  ss_grid g;
  ss_error err;
  ck_assert (read_text ("1...\n....\n....\n...1\nregions\nAABB\nACCB\nACDB\n"
                        "CCDD\n", &g, &err) == 0);
  ck_assert (read_text ("1...\n....\n....\n...1\nregions\nAABB\nACBB\nACDD\n"
                        "CCDD\n", &g, &err));
  ck_assert_int_eq (g.model->irregular, 1);
  ck_assert (g.model->kinds & SS_KIND_BIT (SS_KIND_REGIONS));
  const int *r1 = ss_model_house (g.model, 8);
  ck_assert_int_eq (r1[0], 0);
  ck_assert_int_eq (r1[1], 1);
  ck_assert_int_eq (r1[2], 4);
  ck_assert_int_eq (r1[3], 8);
  ck_assert_int_eq (ss_verify_conflicts (&g, 0, 0), 0);
  ss_grid_free (&g);
  /* A 1 in region A twice: r1c1 and r3c1. */
  ck_assert (read_text ("1...\n....\n1...\n....\nregions\nAABB\nACBB\nACDD\n"
                        "CCDD\n", &g, &err));
  char *msg = verify_message (&g);
  ck_assert_str_eq (msg, "duplicate 1 in column 1 at r1c1 and r3c1; "
                    "duplicate 1 in region 1 at r1c1 and r3c1");
  free (msg);
  ss_grid_free (&g);
}
END_TEST

/* Cells in no region ('.' in the map; f-puzzles' "region": null): the
 * regions that hold cells are houses, N cells each; a cell in none is in
 * its row and column only, and the extra houses follow the regions. */
START_TEST (cells_in_no_region)
{
  ss_grid g;
  ss_error err;
  char name[48];
  ck_assert_msg (read_text ("1...\n....\n..1.\n...1\nregions\nAA..\nAA..\n"
                            "....\n....\ndiagonal-\n", &g, &err), "%s",
                 err.msg);
  const ss_model *m = g.model;
  ck_assert_int_eq (m->nregions, 1);
  ck_assert_int_eq (m->irregular, 1);
  ck_assert (m->kinds & SS_KIND_BIT (SS_KIND_NOREGION));
  ck_assert_int_eq (ss_model_first_extra (m), 9);
  ck_assert_int_eq (m->nhouses, 10); /* rows, columns, region 1, diagonal */
  ck_assert_int_eq (m->region[10], SS_NO_REGION);
  ck_assert (!ss_model_same_region (m, 10, 15));
  ck_assert (ss_model_same_region (m, 0, 5));
  const int *r1 = ss_model_house (m, 8);
  ck_assert_int_eq (r1[0], 0);
  ck_assert_int_eq (r1[3], 5);
  ss_house_name (&g, 8, name, sizeof name);
  ck_assert_str_eq (name, "region 1");
  ss_house_name (&g, 9, name, sizeof name);
  ck_assert_str_eq (name, "the main diagonal");
  /* r1c1, r3c3 and r4c4 hold 1 on the main diagonal; r3c3 and r4c4 are
   * both in no region, which is no house */
  char *msg = verify_message (&g);
  ck_assert_str_eq (msg, "duplicate 1 in the main diagonal at r1c1, r3c3 "
                    "and r4c4");
  free (msg);
  ss_grid_free (&g);
  ck_assert (read_text ("1...\n....\n..1.\n....\nregions\n....\n....\n"
                        "....\n....\n", &g, &err));
  ck_assert_int_eq (g.model->nregions, 0);
  ck_assert_int_eq (g.model->nhouses, 8);
  ck_assert_int_eq (ss_verify_conflicts (&g, 0, 0), 0);
  ss_grid_free (&g);
  ck_assert (read_text ("1...\n.1..\n....\n....\nregions\nAA..\nAA..\n"
                        "....\n....\n", &g, &err));
  msg = verify_message (&g);
  ck_assert_str_eq (msg, "duplicate 1 in region 1 at r1c1 and r2c2");
  free (msg);
  ss_grid_free (&g);
}
END_TEST

/* What a region of the map lacks, and the rules that read a cell's
 * region, are refused by name. */
static const char *const no_region_bad[][2] = {
  { "regions\nAA..\nA...\n....\n....\n", "region 1 of the map has 3 cells; "
    "every region needs 4" },
  { "regions\nAA..\nAA..\n....\n....\ndisjoint\n", "disjoint groups need "
    "every cell in a region, and 12 cells are in none" },
  { "regions\nAA..\nAA..\n....\n....\nboxindexer r3c3\n", "r3c3 is in no "
    "region, and a box indexer reads the region of each of its cells" },
  { "regions\nAA..\nAA..\n....\n....\nregionsum r2c2 r2c3\n", "r2c3 is in no "
    "region, and a region sum line reads the region of each of its cells" },
};

START_TEST (no_region_refusals)
{
  ss_grid g;
  ss_error err;
  char text[256];
  snprintf (text, sizeof text, "....\n....\n....\n....\n%s",
            no_region_bad[_i][0]);
  ck_assert_msg (!read_text (text, &g, &err), "%s read", text);
  ck_assert_msg (strstr (err.msg, no_region_bad[_i][1]), "'%s' lacks '%s'",
                 err.msg, no_region_bad[_i][1]);
}
END_TEST

/* The text form writes a cell in no region as '.', and reads it back. */
START_TEST (no_region_round_trip)
{
  ss_grid g, h;
  ss_error err;
  ss_alphabet a;
  ss_alphabet_default (&a);
  ck_assert (read_text ("1.....\n......\n......\n......\n......\n......\n"
                        "regions\nAAA...\nAAA...\n......\n..BBB.\n..BBB.\n"
                        "......\n", &g, &err));
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_model_text_write (m, &g, &a, '.');
  fclose (m);
  ck_assert_msg (strstr (text, "regions\nAAA...\nAAA...\n......\n..BBB.\n"
                         "..BBB.\n......\n"), "%s", text);
  ck_assert_msg (read_text (text, &h, &err), "%s", err.msg);
  ck_assert_int_eq (h.model->nregions, 2);
  ck_assert (!memcmp (g.model->region, h.model->region, 36));
  free (text);
  ss_grid_free (&g), ss_grid_free (&h);
}
END_TEST

/* The irregular flag says "not the boxes", whatever map came before: a
 * jigsaw walk's round that traded no cell sets the same irregular map
 * again, which was once taken for the boxes (fuzz found it: the encoder
 * and the text form then read the puzzle as classic, dlx did not). */
START_TEST (irregular_means_not_the_boxes)
{
  ss_error err;
  static const int jig[16] = { 0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 3, 3,
                               2, 2, 3, 3 };
  static const int boxes[16] = { 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3,
                                 2, 2, 3, 3 };
  ss_model *m = ss_model_new (2, 2);
  ck_assert_int_eq (ss_model_set_regions (m, jig, &err), 0);
  ck_assert_int_eq (m->irregular, 1);
  ck_assert_int_eq (ss_model_set_regions (m, jig, &err), 0);
  ck_assert_int_eq (m->irregular, 1);
  ck_assert_int_eq (ss_model_set_regions (m, boxes, &err), 0);
  ck_assert_int_eq (m->irregular, 0);
  ss_model_unref (m);
}
END_TEST

START_TEST (models_are_shared_and_freed)
{
  ss_grid g, h, k;
  ss_error err;
  ck_assert (read_text (GRID4 "thermo r1c1 r1c2\n", &g, &err));
  ck_assert_int_eq (g.model->refs, 1);
  ss_grid_copy (&h, &g);
  ss_grid_init_like (&k, &g);
  ck_assert_ptr_eq (h.model, g.model);
  ck_assert_ptr_eq (k.model, g.model);
  ck_assert_int_eq (g.model->refs, 3);
  ss_grid_free (&g);
  ck_assert_int_eq (h.model->refs, 2);
  ss_grid_free (&k);
  ss_grid_free (&h);
  /* A classic grid has none, and its houses are rows, columns, boxes. */
  ck_assert (read_text (GRID4, &g, &err));
  ck_assert_ptr_null (g.model);
  int count, *houses = ss_houses_of (&g, &count);
  ck_assert_int_eq (count, 12);
  ck_assert_int_eq (houses[8 * 4 + 2], 4); /* box 1's third cell: r2c1 */
  ss_houses_free (&g, houses);
  ss_grid_free (&g);
}
END_TEST

START_TEST (rules_after_a_bad_grid_are_dropped_with_it)
{
  /* One record in, one record out: a grid that cannot be read takes its
   * rules with it, and the next record reads. */
  static const char text[] = "12345\nthermo r1c1 r1c2\n\n" GRID4
                             "killer 3 r1c1 r1c2\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "t", 0);
  ss_record rec = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &rec), 1);
  ck_assert_int_eq (rec.ok, 0);
  ck_assert_int_eq (ss_reader_next (r, &rec), 1);
  ck_assert_int_eq (rec.ok, 1);
  ck_assert_int_eq (rec.grid.model->ncons, 1);
  ck_assert_int_eq (ss_reader_next (r, &rec), 0);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
}
END_TEST

START_TEST (windoku_and_metadata)
{
  ss_grid g;
  ss_error err;
  ck_assert (read_text (".........\n.........\n.........\n.........\n"
                        ".........\n.........\n.........\n.........\n"
                        ".........\ntitle A test\nwindoku\n", &g, &err));
  ck_assert_int_eq (g.model->ncons, 4);
  ck_assert_int_eq (g.model->nhouses, 27 + 4);
  ck_assert_str_eq (g.model->title, "A test");
  const int *w = ss_model_house (g.model, 27 + 3);
  ck_assert_int_eq (w[0], 5 * 9 + 5);
  ck_assert_int_eq (w[8], 7 * 9 + 7);
  ss_grid_free (&g);
}
END_TEST

static Suite *
model_suite (void)
{
  Suite *s = suite_create ("model");
  TCase *t = tcase_create ("core");
  int ncases = (int) (sizeof cases / sizeof *cases);
  tcase_add_loop_test (t, each_kind_holds_or_breaks, 0, ncases);
  tcase_add_loop_test (t, text_round_trip, 0, ncases);
  tcase_add_loop_test (t, bad_rules_are_refused, 0,
                       (int) (sizeof bad / sizeof *bad));
  tcase_add_test (t, houses_of_a_model);
  tcase_add_test (t, con_where);
  tcase_add_test (t, irregular_regions_are_houses);
  tcase_add_test (t, irregular_means_not_the_boxes);
  tcase_add_test (t, cells_in_no_region);
  tcase_add_loop_test (t, no_region_refusals, 0,
                       (int) (sizeof no_region_bad / sizeof *no_region_bad));
  tcase_add_test (t, no_region_round_trip);
  tcase_add_test (t, models_are_shared_and_freed);
  tcase_add_test (t, rules_after_a_bad_grid_are_dropped_with_it);
  tcase_add_test (t, windoku_and_metadata);
  suite_add_tcase (s, t);
  return s;
}

int
main (void)
{
  return tu_run (model_suite ());
}
