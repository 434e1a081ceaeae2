/* cubes.h -- a puzzle's search cut into disjoint parts (cubes): the one
 * cutter behind the split engine (split.c) and `sudosat split`.
 *
 * Model: a cube is the puzzle plus one given per level, chosen where
 * fast's search would branch (cubes.c), so the cubes' solution sets
 * partition the puzzle's.  A cube the kernel finds contradictory while
 * cutting is dropped: it has no solution.
 */
#ifndef SS_CUBES_H
#define SS_CUBES_H

#include "../solvers/solver.h"

#define SS_CUBE_MAX_DEPTH 24

typedef struct ss_cube {
  int depth;                        /* givens added: cell[i] = digit[i] */
  int cell[SS_CUBE_MAX_DEPTH];      /* row-major cell index */
  uint8_t digit[SS_CUBE_MAX_DEPTH]; /* 1..N */
} ss_cube;

typedef struct ss_cubes {
  ss_cube *cube;
  int count, room;
  int late; /* the budget ran out while cutting: some cubes stayed uncut */
} ss_cubes;

/* Cuts p (consistent givens) into cubes until there are at least target,
 * none can be cut further, or the cubes are max_depth (at most
 * SS_CUBE_MAX_DEPTH) givens deep.  The cut follows o's deadline and
 * cancel flag.  0 cubes: the kernel showed p has no solution.  Returns
 * 0, or -1 when out of memory (out is then empty). */
int ss_cubes_make (const ss_grid *p, const ss_solve_opts *o, int target,
                   int max_depth, ss_cubes *out);
void ss_cubes_free (ss_cubes *);
/* Writes cube c's givens into q, a copy of its puzzle. */
void ss_cube_apply (const ss_cube *c, ss_grid *q);

#endif
