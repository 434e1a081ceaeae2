/* variant.c -- the variant rules of an instance (see variant.h).
 *
 * Each is made from the grid so that the grid solves it, as gen/ does:
 * the instance is then cut and mutated like a classic one, and the
 * reference (an engine that handles the kinds) says what is true.
 * Three ways, by what the rule asks of the grid:
 *
 *   jigsaw     a layout walked from the boxes (gen/jigsaw.c), the grid
 *              becoming one of it;
 *   global     diagonals, disjoint groups, anti-knight, anti-king and
 *              nonconsecutive, which a random grid almost never has: a
 *              new grid filled with the rules (gen/fill.c), up to 16x16
 *              and within a node budget, so the same seed fills the same
 *              grid everywhere; none found, the rule is left out;
 *   read off   every other kind: its constraints read off the grid as it
 *              is (lay.h, each candidate passing the kind's own check).
 *
 * After each rule the whole grid is verified against the whole model
 * (ss_model_solution_ok): a rule that would break an earlier one (a
 * difference dot of 3 under a negative white constraint forbids every
 * unmarked difference of 3) is left out rather than kept wrong.
 */
#include "variant.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/model_text.h"
#include "../core/verify_model.h"
#include "../gen/generate.h"
#include "lay.h"

#define WALK_ROUNDS 3        /* jigsaw walk rounds */
#define FILL_MAX_N 16        /* global kinds: filled up to this side */
/* Nodes per fill (nodes, not seconds: the same seed fills the same grid
 * on any machine).  Diagonals, disjoint groups, anti-knight and anti-king
 * fill in a few thousand; nonconsecutive is the hard one: 20,000 nodes
 * filled almost no 9x9, 200,000 fill two in three (half a second) and
 * every 12x12 and 16x16 tried (up to 2 s). */
#define FILL_NODES 200000L

#define MARKERS (SS_KIND_BIT (SS_KIND_DIFFERENCE) | SS_KIND_BIT (SS_KIND_RATIO) \
                 | SS_KIND_BIT (SS_KIND_XV))

/* ---- the rules' names and what they bring ------------------------------ */

const char *
ss_fz_rule_name (int kind)
{
  return kind == SS_KIND_REGIONS ? "jigsaw" : ss_kind_name (kind);
}

void
ss_fz_rules_text (uint64_t kinds, char *buf, size_t len)
{
  size_t at = 0;
  snprintf (buf, len, "classic");
  for (int k = 0; k < SS_KIND_COUNT && at < len; k++)
    if (kinds & SS_KIND_BIT (k))
      at += (size_t) snprintf (buf + at, len - at, "%s%s", at ? "+" : "",
                               ss_fz_rule_name (k));
}

int
ss_fz_rules_sum (uint64_t kinds)
{
  for (int k = 1; k < SS_KIND_COUNT; k++)
    if ((kinds & SS_KIND_BIT (k)) && (ss_kind_flags (k) & SS_KF_SUM))
      return 1;
  return 0;
}

uint64_t
ss_fz_rule_kinds (int rule)
{
  if (rule == SS_KIND_NEGATIVE)
    return SS_KIND_BIT (SS_KIND_NEGATIVE) | MARKERS;
  return SS_KIND_BIT (rule);
}

/* A global kind that needs a grid of its own (the negative constraint
 * is read off with its markers). */
static int
refills (int rule)
{
  return rule != SS_KIND_NEGATIVE && (ss_kind_flags (rule) & SS_KF_GLOBAL);
}

int
ss_fz_rule_second (int rule)
{
  return rule != SS_KIND_REGIONS && !refills (rule);
}

/* ---- laying ------------------------------------------------------------- */

static int
lay_jigsaw (ss_grid *full, uint64_t seed)
{
  ss_grid blank, walked;
  ss_error err;
  if (full->n < 4)
    return 0;
  if (ss_gen_jigsaw_walk (full, WALK_ROUNDS, seed, &blank, &walked, &err) < 0)
    return -1;
  ss_grid_free (&blank);
  if (!walked.model || !walked.model->irregular)
    {
      /* the walk came back to the boxes: no jigsaw, the classic grid */
      ss_grid_free (&walked);
      return 0;
    }
  ss_grid_free (full);
  *full = walked;
  return 0;
}

/* A new full grid of the rules m into out: 1; 0 none found (or the side
 * is too large to fill); -1 out of memory. */
static int
refill (const ss_grid *full, ss_model *m, uint64_t seed, ss_grid *out)
{
  ss_grid shape;
  ss_error err;
  if (full->n > FILL_MAX_N)
    return 0;
  if (ss_grid_init (&shape, full->box_rows, full->box_cols) < 0)
    return -1;
  ss_grid_set_model (&shape, m);
  int got = ss_gen_fill (&shape, seed, FILL_NODES, out, &err);
  ss_grid_free (&shape);
  return got < 0 ? -1 : got == SS_FILL_FOUND;
}

/* full with the rules m, into out: 1, or -1 out of memory. */
static int
attach (const ss_grid *full, ss_model *m, ss_grid *out)
{
  if (ss_grid_copy (out, full) < 0)
    return -1;
  ss_grid_set_model (out, m);
  return 1;
}

/* One rule's kind laid on full (replaced when it was). */
static int
lay_kind (ss_grid *full, int kind, ss_rng *rng)
{
  ss_error err;
  ss_fz_lay L = { full, ss_gen_copy_rules (full, &err), full->n,
                  { ss_rng_next (rng) }, 0 };
  uint64_t seed = ss_rng_next (rng);
  ss_grid next;
  if (!L.m)
    return -1;
  int got = ss_fz_lay_of (kind) (&L);
  if (got > 0 && ss_model_finish (L.m, &err) < 0)
    got = 0; /* every constraint passed validate: not reached */
  if (got > 0)
    got = L.refill ? refill (full, L.m, seed, &next)
                   : attach (full, L.m, &next);
  ss_model_unref (L.m);
  if (got > 0 && !ss_model_solution_ok (&next, next.cell))
    ss_grid_free (&next), got = 0;
  if (got > 0)
    ss_grid_free (full), *full = next;
  return got < 0 ? -1 : 0;
}

int
ss_fz_variant_lay (int rule, int rule2, uint64_t seed, ss_grid *full)
{
  ss_rng rng = { seed ^ 0x6c6179ull };
  int rc = 0;
  if (rule == SS_KIND_REGIONS)
    rc = lay_jigsaw (full, ss_rng_next (&rng));
  else if (rule != SS_FZ_NO_RULE)
    rc = lay_kind (full, rule, &rng);
  if (rc == 0 && rule2 != SS_FZ_NO_RULE)
    rc = lay_kind (full, rule2, &rng);
  return rc;
}

uint64_t
ss_fz_variant_kinds (const ss_grid *g)
{
  return g->model ? g->model->kinds : 0;
}

/* ---- writing ------------------------------------------------------------ */

void
ss_fz_variant_write (FILE *out, const ss_grid *g)
{
  ss_alphabet abc;
  ss_alphabet_default (&abc);
  ss_model_text_write (out, g, &abc, '.');
}

char *
ss_fz_variant_text (const ss_grid *g)
{
  char *text = 0;
  size_t size = 0;
  FILE *mem = open_memstream (&text, &size);
  if (!mem)
    return 0;
  ss_fz_variant_write (mem, g);
  if (fclose (mem))
    return free (text), (char *) 0;
  return text;
}
