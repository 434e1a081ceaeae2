/* steps.c -- the solve path: givens, then the simplest technique that
 * applies, again and again (see steps.h); the technique table; grading.
 */
#include <stdlib.h>
#include <string.h>

#include "../solvers/fast.h"
#include "state.h"

typedef struct tech_row {
  const char *slug, *words;
  ss_level level;
  int weight;
} tech_row;

static const tech_row techs[] = {
#define SS_TECH_ROW(id, slug, words, level, weight)                         \
  { slug, words, SS_LEVEL_##level, weight },
  SS_TECHNIQUES (SS_TECH_ROW)
#undef SS_TECH_ROW
};

const char *
ss_technique_slug (ss_technique t)
{
  return techs[t].slug;
}

const char *
ss_technique_words (ss_technique t)
{
  return techs[t].words;
}

ss_level
ss_technique_level (ss_technique t)
{
  return techs[t].level;
}

int
ss_technique_weight (ss_technique t)
{
  return techs[t].weight;
}

const char *
ss_level_name (ss_level l)
{
  static const char *names[] = {
#define SS_LEVEL_NAME(id, name) name,
    SS_LEVELS (SS_LEVEL_NAME)
#undef SS_LEVEL_NAME
  };
  return l >= 0 && l < SS_LEVEL_COUNT ? names[l] : "none";
}

/* The techniques after singles, in table order: each finds one instance
 * and applies it (1), finds none (0) or runs out of memory (-1). */
typedef struct finder {
  int (*fn) (st_state *, int k);
  int k;
  int max_n; /* skipped above this side: the subsets grow as C(N, k) */
} finder;

static int
pointing (st_state *s, int k)
{
  (void) k;
  return ss_st_pointing (s);
}

static int
claiming (st_state *s, int k)
{
  (void) k;
  return ss_st_claiming (s);
}

/* The variant steps (steps of a classic grid find nothing in them). */
static int
locked_houses (st_state *s, int k)
{
  (void) k;
  return ss_st_locked_houses (s);
}

static int
cage (st_state *s, int k)
{
  (void) k;
  return ss_st_cage (s);
}

static int
rule45 (st_state *s, int k)
{
  (void) k;
  return ss_st_rule45 (s);
}

static int
constraint (st_state *s, int k)
{
  (void) k;
  return ss_st_constraint (s);
}

static const finder finders[] = {
  { pointing, 0, SS_MAX_N },        { claiming, 0, SS_MAX_N },
  { locked_houses, 0, SS_MAX_N },   { cage, 0, SS_MAX_N },
  { rule45, 0, SS_MAX_N },          { constraint, 0, SS_MAX_N },
  { ss_st_naked_subset, 2, SS_MAX_N }, { ss_st_hidden_subset, 2, SS_MAX_N },
  { ss_st_naked_subset, 3, 36 },       { ss_st_hidden_subset, 3, 36 },
  { ss_st_naked_subset, 4, 25 },       { ss_st_fish, 2, SS_MAX_N },
  { ss_st_hidden_subset, 4, 25 },      { ss_st_fish, 3, 36 },
};

/* The givens as facts 0..G-1, placed in order; a given whose digit a
 * peer already holds is a clash, and the path ends there. */
static int
place_givens (st_state *s, const ss_grid *p)
{
  for (int i = 0; i < s->cells; i++)
    if (p->cell[i])
      {
        ss_step f = st_proto (SS_TECH_GIVEN, SS_STEP_GIVEN);
        f.cell = i, f.digit = p->cell[i];
        if (ss_st_fact (s, &f, 0, 0) < 0)
          return -1;
      }
  s->path->ngivens = s->path->nfacts;
  for (int g = 0; g < s->path->ngivens; g++)
    {
      int cell = s->path->fact[g].cell, d = s->path->fact[g].digit;
      if (st_has (s, cell, d))
        {
          ss_st_place (s, cell, d, g);
          continue;
        }
      int pair[2] = { st_why (s, cell, d), g };
      ss_step f = st_proto (SS_TECH_CONTRADICTION, SS_STEP_CONTRADICTION);
      f.cell = cell, f.digit = d;
      return ss_st_fact (s, &f, pair, 2) < 0 ? -1 : 1;
    }
  return 0;
}

/* 1 when the last fact ends the path (a variant step's contradiction). */
static int
ended (const st_state *s)
{
  const ss_path *p = s->path;
  return p->nfacts > 0 && p->fact[p->nfacts - 1].kind == SS_STEP_CONTRADICTION;
}

/* One step after singles: 1 taken, 0 the path ends, -1 OOM. */
static int
next_step (st_state *s, const ss_steps_opts *o, const ss_grid *solution,
           double deadline)
{
  for (size_t i = 0; i < sizeof finders / sizeof *finders; i++)
    if (s->n <= finders[i].max_n)
      {
        int got = finders[i].fn (s, finders[i].k);
        if (got)
          return got < 0 ? -1 : ended (s) ? 0 : 1;
      }
  int got = o->no_trials ? 0 : ss_st_trial (s, deadline);
  if (got)
    return got;
  return ss_st_search (s, solution, o->minimize, deadline);
}

static int
run (st_state *s, const ss_steps_opts *o, const ss_grid *solution)
{
  double deadline = s->deadline;
  int got = place_givens (s, &s->path->puzzle), bad;
  if (got == 0)
    ss_st_queues_seed (s);
  while (got == 0)
    {
      if (deadline > 0 && ss_now () > deadline)
        return s->path->stopped = 1, 0;
      int end = ss_st_singles (s, 0, &bad);
      if (end != ST_QUIET)
        return end == ST_OOM ? -1 : 0;
      if (!s->open)
        return s->model && ss_st_broken (s) < 0 ? -1 : 0;
      got = next_step (s, o, solution, deadline);
      got = got > 0 ? 0 : got < 0 ? -1 : 1;
    }
  return got < 0 ? -1 : 0;
}

static const ss_solver fast = { .name = "fast", .solve = ss_fast_solve };

/* The verdict and first solution, from the complete solver. */
static void
verdict (ss_path *path, const ss_steps_opts *o, double deadline,
         ss_grid *solution)
{
  ss_solve_opts so = { .limit = 2, .deadline = deadline };
  ss_result res;
  path->status = SS_UNKNOWN;
  if (ss_solve (o->solver ? o->solver : &fast, &path->puzzle, &so, &res) < 0)
    return;
  path->status = res.status;
  if (res.count && ss_grid_copy (solution, &res.solution))
    solution->cell = 0;
  ss_result_free (&res);
}

int
ss_steps_solve (const ss_grid *puzzle, const ss_steps_opts *opts,
                ss_path *path, ss_error *err)
{
  static const ss_steps_opts none = { 0 };
  const ss_steps_opts *o = opts ? opts : &none;
  st_state s;
  ss_grid solution = { 0 };
  memset (path, 0, sizeof *path);
  path->alphabet = o->alphabet;
  if (ss_grid_copy (&path->puzzle, puzzle)
      || ss_grid_init_like (&path->grid, puzzle))
    return ss_path_free (path), ss_error_set (err, 0, 0, "out of memory"), -1;
  /* one deadline for the verdict and the path: --timeout bounds both */
  double deadline = o->timeout > 0 ? ss_now () + o->timeout : 0;
  verdict (path, o, deadline, &solution);
  int got = ss_st_init (&s, puzzle, path) ? -1
            : (s.solver = o->solver ? o->solver : &fast,
               s.deadline = deadline,
               run (&s, o, solution.cell ? &solution : 0));
  if (got == 0)
    {
      memcpy (path->grid.cell, s.value, (size_t) s.cells);
      path->solved = s.open == 0 && path->nfacts > 0
                     && path->fact[path->nfacts - 1].kind
                        != SS_STEP_CONTRADICTION;
    }
  ss_st_free (&s);
  ss_grid_free (&solution);
  if (got < 0)
    return ss_path_free (path), ss_error_set (err, 0, 0, "out of memory"), -1;
  return 0;
}

void
ss_steps_grade (const ss_path *p, ss_grade *g)
{
  memset (g, 0, sizeof *g);
  g->level = SS_LEVEL_NONE;
  for (int i = p->ngivens; i < p->nfacts; i++)
    {
      ss_technique t = p->fact[i].tech;
      g->count[t]++;
      g->steps++;
      g->score += techs[t].weight;
      if (techs[t].level > g->level)
        g->level = techs[t].level;
    }
  if (p->status != SS_UNIQUE || !p->solved)
    g->level = SS_LEVEL_NONE;
}
