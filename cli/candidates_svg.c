/* candidates_svg.c -- solve --true-candidates --format svg (see
 * candidates_out.h): the grid as f-puzzles shows true candidates. */
#include "candidates_out.h"

#include <stdio.h>
#include <string.h>

#include "../core/svg.h"

/* f-puzzles' colours by solutions per candidate: one, then two to eight
 * and more, from light to deep blue (its solver's cap in colour mode is
 * eight). */
static const char *const by_count[] = {
  "#299b20", "#afafff", "#9191ff", "#7474ff", "#5757ff", "#3a3aff",
  "#1d1dff", "#0000ff",
};

typedef struct marks {
  const ss_candidates *c;
  const ss_alphabet *a;
} marks;

static const char *
mark (void *ctx, int cell, int d, char *buf, size_t len)
{
  const marks *m = ctx;
  if (!ss_candidate_count (m->c, cell, d))
    return 0;
  if (m->c->n <= m->a->size)
    snprintf (buf, len, "%c", m->a->symbol[d]);
  else
    snprintf (buf, len, "%d", d);
  return buf;
}

static const char *
fill (void *ctx, int cell, int d)
{
  const marks *m = ctx;
  uint32_t k = ss_candidate_count (m->c, cell, d);
  if (m->c->limit <= 1 || !k)
    return 0; /* K = 1: a count of one says "at least one" */
  return by_count[(k > 8 ? 8 : k) - 1];
}

/* The puzzle with the cells every solution agrees on filled in. */
static void
fill_agreed (const ss_candidates *c, ss_grid *shown)
{
  for (int i = 0; i < c->n * c->n; i++)
    {
      int only = 0, count = 0;
      for (int d = 1; d <= c->n; d++)
        if (ss_candidate_count (c, i, d))
          only = d, count++;
      if (count == 1 && !shown->cell[i])
        shown->cell[i] = (uint8_t) only;
    }
}

int
cli_candidates_svg (cli_svg *svg, const ss_candidates *c,
                    const ss_record *rec, const ss_alphabet *a,
                    const ss_candidates_cert *cert)
{
  char status[240], caption[400];
  ss_grid shown;
  marks m = { c, a };
  int some = c->status != SS_INVALID && c->status != SS_UNSAT
             && c->status != SS_UNKNOWN;
  int certified = cert && cert->status == SS_CERT_CERTIFIED;
  snprintf (status, sizeof status, "%s: true candidates%s%s",
            ss_status_name (c->status),
            some && c->limit > 1 ? " (green: in one solution; blue: in two,"
                                   " darker up to eight)" : "",
            certified ? ", every refutation certified"
            : cert && cert->status != SS_CERT_NONE ? ", NOT CERTIFIED" : "");
  cli_svg_caption (caption, sizeof caption, rec, status);
  if (ss_grid_copy (&shown, &rec->grid) < 0)
    return -1;
  if (some)
    fill_agreed (c, &shown);
  ss_svg_opts o = ss_svg_defaults ();
  o.puzzle = &rec->grid;
  o.alphabet = a;
  o.title = caption;
  o.mark = some ? mark : 0;
  o.mark_fill = fill;
  o.mark_ctx = &m;
  cli_svg_add_opts (svg, &shown, &o);
  ss_grid_free (&shown);
  return 0;
}
