/* model.h -- a variant puzzle's rules: houses and constraints.
 *
 * Model (docs/model.md): a grid whose model pointer is 0 is the classic
 * puzzle (rows, columns, R x C boxes, nothing else).  A variant grid
 * points to an ss_model: its regions (the boxes, or an irregular map),
 * its constraints (each of a kind of kinds.h, with its cells in reading
 * order and its parameters), and, derived once by ss_model_finish, the
 * houses every module walks: rows, columns, regions, then the extra
 * houses some kinds add.
 *
 * A finished model is immutable and shared between grids: ss_grid_copy
 * takes a reference, ss_grid_free drops one (atomically, since the batch
 * runner copies grids across threads).  Build one with ss_model_new,
 * ss_model_add (per constraint) and ss_model_finish; then attach it with
 * ss_grid_set_model, which takes its own reference.
 */
#ifndef SS_MODEL_H
#define SS_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "grid.h"
#include "kinds.h"

typedef struct ss_con {
  int kind;     /* ss_kind */
  int ncells;
  int *cell;    /* r*N + c, 0-based, in reading order */
  int split;    /* arrow: the circle is cell[0..split); clone: the first
                   copy is cell[0..split), the second the rest; else 0 */
  int nvals;
  int *val;     /* parameters (kinds.h gives their meaning per kind) */
  int clue_r, clue_c; /* an outside clue in the frame 0..N+1 (row 0 is
                         above the grid, N+1 below), or -1 */
  long line, col;     /* where it was read; 0 when made in code (col 0
                         too for an f-puzzles string: no position in it) */
  const char *key;    /* f-puzzles: the key it was read from (a static
                         name, "killercage"), else 0 */
  int entry;          /* and its entry under the key, 1-based (0: none) */
} ss_con;

typedef struct ss_model {
  int n, box_rows, box_cols;
  int refs;          /* grids holding it (atomic) */
  int irregular;     /* 1: region[] is not the boxes */
  uint8_t *region;   /* N*N region ids 0..nregions-1 (the boxes unless
                        irregular), SS_NO_REGION for a cell in none */
  int nregions;      /* regions that hold cells: N, or fewer when some
                        cells are in no region (then SS_KIND_NOREGION is
                        in kinds, and irregular is 1) */
  int ncons, cap;
  ss_con *con;
  char *title, *author, *rules; /* metadata, for writing back; or 0 */
  int nignored;
  char **ignored;    /* drawing-only keys read and ignored (--verbose) */
  int dropped_values; /* f-puzzles: digits in cells without "given": true
                         (a solver's entries), left out as f-puzzles'
                         solver leaves them out; said without --verbose */
  /* Derived by ss_model_finish: */
  int nhouses;
  int *house;        /* nhouses * N cells: rows, columns, the nregions
                        regions, then the extra houses (from
                        ss_model_first_extra) */
  int *house_con;    /* per house: the constraint that made it, or -1 */
  uint64_t kinds;    /* SS_KIND_BIT of every kind present, of
                        SS_KIND_REGIONS when irregular, and of
                        SS_KIND_NOREGION when nregions < N */
} ss_model;

/* A model with the boxes of a box_rows x box_cols grid and no
 * constraints; 0 when out of memory. */
ss_model *ss_model_new (int box_rows, int box_cols);
/* Takes a reference / drops one (freeing the model at the last). */
ss_model *ss_model_ref (ss_model *);
void ss_model_unref (ss_model *);

/* A cell's region id when it is in no region. */
#define SS_NO_REGION 255

/* Sets the regions from ids (N*N values; any distinct values >= 0, each
 * on N cells; a negative id puts its cell in no region).  -1 with err set
 * when a region does not have N cells. */
int ss_model_set_regions (ss_model *, const int *ids, ss_error *err);

/* Where c was read, for messages: "line 12" (the text form), "line 3,
 * column 41, \"killercage\" entry 2" (f-puzzles JSON), "\"killercage\"
 * entry 2" (a compressed string: its JSON has no lines of the input);
 * "" when made in code. */
void ss_con_where (const ss_con *c, char *buf, size_t size);

/* Appends a copy of c (its arrays are copied).  -1 when out of memory. */
int ss_model_add (ss_model *, const ss_con *c);

/* One constraint's shape (cell and parameter counts, cells inside and
 * distinct) and its kind's validate, against m's regions so far: 0, or
 * -1 with err set at the constraint's line and column.  For a reader
 * that wants to name the constraint's source in the message;
 * ss_model_finish checks every constraint this way again. */
int ss_con_validate (const ss_model *m, const ss_con *c, ss_error *err);

/* Checks every constraint (its kind's validate) and derives the houses
 * and the kinds mask.  -1 with err set (the constraint's line and
 * column) when a constraint makes no sense. */
int ss_model_finish (ss_model *, ss_error *err);

/* A finished copy of m's regions and of the constraints keep[] marks
 * (keep 0: all), with extra[0..nextra) appended; m 0 is the plain boxes
 * of a box_rows x box_cols grid.  0 when out of memory or when an extra
 * constraint makes no sense. */
ss_model *ss_model_derive (const ss_model *m, int box_rows, int box_cols,
                           const unsigned char *keep, const ss_con *extra,
                           int nextra);

/* Keeps a copy of a metadata string (which: 't'itle, 'a'uthor,
 * 'r'ules) or of an ignored key.  -1 when out of memory. */
int ss_model_set_text (ss_model *, int which, const char *text);
int ss_model_ignore (ss_model *, const char *key);

/* Attaches m to g (taking a reference; dropping g's old one).  m may be
 * 0 to make g classic again. */
void ss_grid_set_model (ss_grid *g, ss_model *m);

/* The first extra house: after the rows, columns and regions. */
static inline int
ss_model_first_extra (const ss_model *m)
{
  return 2 * m->n + m->nregions;
}

/* 1 when cells a and b are in one region (never for cells in none). */
static inline int
ss_model_same_region (const ss_model *m, int a, int b)
{
  return m->region[a] == m->region[b] && m->region[a] != SS_NO_REGION;
}

static inline const int *
ss_model_house (const ss_model *m, int h)
{
  return m->house + (long) h * m->n;
}

/* The houses of any grid: the model's, or rows, columns and boxes for a
 * classic grid.  *count gets their number; the array is N cells per
 * house and lives until ss_houses_free.  0 when out of memory. */
int *ss_houses_of (const ss_grid *, int *count);
void ss_houses_free (const ss_grid *, int *houses);

/* The name a message uses for house h: "row 3", "column 4", "box 5",
 * "region 5" (counting the regions that hold cells), "the main diagonal", "disjoint group 2", "extra region 1". */
void ss_house_name (const ss_grid *, int h, char *buf, int len);

/* The name of kind k ("thermo") and its one-line meaning. */
const char *ss_kind_name (int k);
const char *ss_kind_help (int k);
unsigned ss_kind_flags (int k);
/* 1 when c is read from a clue outside the grid (c->clue_r, c->clue_c):
 * every constraint of an SS_KF_CLUE kind, and one of an SS_KF_OUTSIDE
 * kind written with its clue rather than its cells. */
int ss_con_clued (const ss_con *c);
/* Kind by name (the C name of kinds.h), or -1. */
int ss_kind_lookup (const char *name);

/* The kinds of mask by name, joined by ", " ("thermo, killer"; the
 * pseudo-kind of irregular regions is "irregular regions"), into buf
 * (at most len bytes). */
void ss_kinds_text (uint64_t mask, char *buf, size_t len);

/* Cells as "r1c1 r1c2 r1c3" (1-based), at most len bytes. */
void ss_cells_name (int n, const int *cell, int count, char *buf, int len);

#endif
