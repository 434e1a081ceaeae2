/* variant.c -- the variant constraints of an instance (see variant.h).
 *
 * Each is made from the grid so that the grid solves it, as gen/ does:
 * the instance is then cut and mutated like a classic one, and the
 * reference (an engine that handles the kinds) says what is true.
 * Cages of up to 4 cells keep every sum encoding small enough on 64x64.
 */
#include "variant.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/model_text.h"
#include "../gen/generate.h"

#define CAGE_MAX 4
#define WALK_ROUNDS 3

static int
lay_killer (ss_grid *full, uint64_t seed, ss_error *err)
{
  size_t cells = (size_t) full->n * full->n;
  int *cage_of = malloc (cells * sizeof *cage_of);
  int *list = malloc (cells * sizeof *list);
  ss_model *m = cage_of && list ? ss_gen_copy_rules (full, err) : 0;
  int count = m ? ss_gen_cut_cages (full, seed, CAGE_MAX, cage_of) : -1;
  int rc = count < 0 ? -1 : 0;
  for (int k = 0; rc == 0 && k < count; k++)
    rc = ss_gen_add_cage (m, full, cage_of, k, list);
  if (rc == 0 && ss_model_finish (m, err) < 0)
    rc = -1;
  if (rc == 0)
    ss_grid_set_model (full, m);
  ss_model_unref (m);
  free (cage_of);
  free (list);
  return rc;
}

static int
lay_markers (ss_grid *full, uint64_t seed, unsigned variants, ss_error *err)
{
  ss_grid marked;
  if (ss_gen_markers (full, full, variants, seed, &marked, err) < 0)
    return -1;
  ss_grid_free (full);
  *full = marked;
  return 0;
}

static int
lay_jigsaw (ss_grid *full, uint64_t seed, ss_error *err)
{
  ss_grid blank, walked;
  if (full->n < 4)
    return 1;
  if (ss_gen_jigsaw_walk (full, WALK_ROUNDS, seed, &blank, &walked, err) < 0)
    return -1;
  ss_grid_free (&blank);
  ss_grid_free (full);
  *full = walked;
  return 0;
}

/* gen/'s variant of c (SS_VAR_BIT), 0 for the classic rules. */
static unsigned
variant_of (ss_fz_constraint c)
{
  switch (c)
    {
    case SS_FZ_CON_KILLER: return SS_VAR_BIT (SS_VAR_KILLER);
    case SS_FZ_CON_KROPKI: return SS_VAR_BIT (SS_VAR_KROPKI);
    case SS_FZ_CON_XV: return SS_VAR_BIT (SS_VAR_XV);
    case SS_FZ_CON_JIGSAW: return SS_VAR_BIT (SS_VAR_JIGSAW);
    default: return 0;
    }
}

int
ss_fz_variant_lay (ss_fz_constraint c, uint64_t seed, ss_grid *full)
{
  ss_error err;
  unsigned v = variant_of (c);
  if (v == SS_VAR_BIT (SS_VAR_KILLER))
    return lay_killer (full, seed, &err);
  if (v == SS_VAR_BIT (SS_VAR_JIGSAW))
    return lay_jigsaw (full, seed, &err);
  return v ? lay_markers (full, seed, v, &err) : 0;
}

uint64_t
ss_fz_variant_kinds (ss_fz_constraint c)
{
  unsigned v = variant_of (c);
  return v ? ss_variant_kinds (v) : 0;
}

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
