/* rule45.c -- the rule of 45 (innies and outies) of killer puzzles.
 *
 * Model: a set H of houses that share no cell (one house, a band of
 * neighbouring rows or columns, or two neighbouring regions) holds each digit once per house, so its
 * cells sum to |H| * N(N+1)/2 (45 per house on 9x9).  The killer cages
 * with a total that lie wholly inside H account for part of it; H's
 * other cells, the innies, sum to the rest.  When every innie lies in a
 * cage with a total that crosses H's border, those cages' cells outside
 * H, the outies, sum to the crossing cages' totals minus the innies' sum.
 * Placed innies (outies) are subtracted; when one to four stay open,
 * their sum says something:
 *
 *   one cell    it holds the sum (a placement; when the sum is no
 *               candidate of it, every candidate is struck);
 *   2-4 cells   a candidate that no filling of the cells from their
 *               candidates reaching the sum uses is struck (cells that
 *               share a house or a cage differ): for two cells, a digit
 *               with no partner; for more, a virtual cage.
 *
 * The step rests on the placements subtracted and, for several cells, on
 * what made their candidates what they are.  The totals of houses and
 * cages are rules, not facts.  A cell in two caged totals (overlapping
 * cages) would be counted twice, so such puzzles get no rule of 45.
 */
#include <stdlib.h>
#include <string.h>

#include "state.h"

#define OPEN_MAX 4 /* open innies (outies) a step takes on */

typedef struct region45 {
  st_state *s;
  int *cage_of;        /* [cell]: its cage with a total, or -1 */
  char *in;            /* [cell]: in H */
  int houses[SS_MAX_N], nh;
  int open[OPEN_MAX], nopen, placed_sum, nr;
  ss_bits ok[OPEN_MAX];  /* candidates some filling of the open cells uses */
  int v[OPEN_MAX];
} region45;

/* cage_of for every cell; -1 when two caged totals overlap (or none). */
static int
cages (const st_state *s, int *cage_of)
{
  int any = 0;
  for (int c = 0; c < s->cells; c++)
    cage_of[c] = -1;
  for (int i = 0; i < s->model->ncons; i++)
    {
      const ss_con *c = &s->model->con[i];
      if (c->kind != SS_KIND_KILLER || !c->nvals)
        continue;
      for (int k = 0; k < c->ncells; k++)
        {
          if (cage_of[c->cell[k]] >= 0)
            return -1;
          cage_of[c->cell[k]] = i;
        }
      any = 1;
    }
  return any ? 0 : -1;
}

/* A cell of the innies or outies: placed ones are subtracted (and rested
 * on), open ones kept; 0, or -1 when more than two are open. */
static int
take (region45 *g, int cell)
{
  st_state *s = g->s;
  if (s->value[cell])
    {
      g->placed_sum += s->value[cell];
      s->scratch[g->nr++] = s->placed_by[cell];
      return 0;
    }
  if (g->nopen == OPEN_MAX)
    return -1;
  g->open[g->nopen++] = cell;
  return 0;
}

/* 1 when cells a and b cannot hold the same digit. */
static int
differ (const region45 *g, int a, int b)
{
  return ss_st_peers (g->s, a, b)
         || (g->cage_of[a] >= 0 && g->cage_of[a] == g->cage_of[b]);
}

static int
place_one (region45 *g, ss_step *f, int t)
{
  st_state *s = g->s;
  int a = g->open[0], n = s->n;
  if (t >= 1 && t <= n && st_has (s, a, t))
    {
      f->kind = SS_STEP_PLACE, f->cell = a, f->digit = t;
      int id = ss_st_fact (s, f, s->scratch, g->nr);
      if (id >= 0)
        ss_st_place (s, a, t, id);
      return id < 0 ? -1 : 1;
    }
  int *elim = malloc (sizeof *elim * (size_t) n), ne = 0;
  if (!elim)
    return free (f->cells), free (f->houses), -1;
  for (int d = 1; d <= n; d++)
    if (st_has (s, a, d))
      elim[ne++] = a * n + d - 1;
  f->elim = elim, f->nelim = ne;
  return ss_st_eliminate (s, f, s->scratch, g->nr);
}

/* Fills open cells i.. with candidates summing to left, cells that must
 * differ differing; marks what each complete filling uses. */
static void
fill (region45 *g, int i, int left)
{
  const st_state *s = g->s;
  if (i == g->nopen)
    {
      for (int j = 0; !left && j < g->nopen; j++)
        g->ok[j] = ss_bits_or (g->ok[j], ss_bits_one (g->v[j]));
      return;
    }
  for (int d = 1; d <= s->n && d <= left; d++)
    {
      int clash = !st_has (s, g->open[i], d);
      for (int j = 0; j < i && !clash; j++)
        clash = g->v[j] == d && differ (g, g->open[j], g->open[i]);
      if (clash)
        continue;
      g->v[i] = d;
      fill (g, i + 1, left - d);
    }
}

/* Two to OPEN_MAX cells summing to t: a candidate no filling uses is
 * struck. */
static int
several (region45 *g, ss_step *f, int t)
{
  st_state *s = g->s;
  int n = s->n, ne = 0;
  int *elim = malloc (sizeof *elim * (size_t) OPEN_MAX * n);
  if (!elim)
    return free (f->cells), free (f->houses), -1;
  for (int i = 0; i < g->nopen; i++)
    g->ok[i] = ss_bits_none ();
  fill (g, 0, t);
  for (int i = 0; i < g->nopen; i++)
    for (int d = 1; d <= n; d++)
      if (st_has (s, g->open[i], d) && !ss_bits_has (g->ok[i], d))
        elim[ne++] = g->open[i] * n + d - 1;
  if (!ne)
    return free (elim), free (f->cells), free (f->houses), 0;
  for (int i = 0; i < g->nopen; i++)
    g->nr = ss_st_why_dom (s, g->open[i], s->scratch, g->nr);
  f->elim = elim, f->nelim = ne;
  return ss_st_eliminate (s, f, s->scratch, g->nr);
}

/* One to OPEN_MAX open cells summing to t: the step, if it says
 * anything. */
static int
conclude (region45 *g, int t, int outies)
{
  ss_step f = st_proto (SS_TECH_RULE45, SS_STEP_ELIMINATE);
  f.cells = malloc (sizeof *f.cells * OPEN_MAX);
  f.houses = malloc (sizeof *f.houses * (size_t) g->nh);
  if (!f.cells || !f.houses)
    return free (f.cells), free (f.houses), -1;
  memcpy (f.cells, g->open, sizeof *f.cells * (size_t) g->nopen);
  memcpy (f.houses, g->houses, sizeof *f.houses * (size_t) g->nh);
  f.ncells = g->nopen, f.nhouses = g->nh;
  f.sum = t, f.outies = outies;
  return g->nopen == 1 ? place_one (g, &f, t) : several (g, &f, t);
}

/* The innies of H, then its outies. */
static int
innies_outies (region45 *g)
{
  st_state *s = g->s;
  const ss_con *con = s->model->con;
  int n = s->n, total = g->nh * n * (n + 1) / 2, inside = 0, crossing = 0;
  int all_caged = 1;
  char *whole = calloc ((size_t) s->model->ncons, 1);
  if (!whole)
    return -1;
  for (int c = 0; c < s->cells; c++)
    if (g->in[c] && g->cage_of[c] >= 0 && !whole[g->cage_of[c]])
      {
        const ss_con *k = &con[g->cage_of[c]];
        int all = 1;
        for (int i = 0; i < k->ncells; i++)
          all &= g->in[k->cell[i]];
        whole[g->cage_of[c]] = all ? 1 : 2;
        inside += all ? k->val[0] : 0;
        crossing += all ? 0 : k->val[0];
      }
  /* the outies need every cell of H in a cage: every cell, not only
   * those the innies' pass reached before it gave up */
  for (int c = 0; c < s->cells; c++)
    all_caged &= !g->in[c] || g->cage_of[c] >= 0;
  g->nopen = g->placed_sum = g->nr = 0;
  int ok = 0;
  for (int c = 0; c < s->cells && ok == 0; c++)
    if (g->in[c] && (g->cage_of[c] < 0 || whole[g->cage_of[c]] != 1))
      ok = take (g, c);
  int got = 0, innie_sum = total - inside;
  if (ok == 0 && g->nopen)
    got = conclude (g, innie_sum - g->placed_sum, 0);
  g->nopen = g->placed_sum = g->nr = 0;
  ok = 0;
  for (int c = 0; c < s->cells && ok == 0 && !got && all_caged; c++)
    if (!g->in[c] && g->cage_of[c] >= 0 && whole[g->cage_of[c]] == 2)
      ok = take (g, c);
  if (!got && all_caged && ok == 0 && g->nopen)
    got = conclude (g, crossing - innie_sum - g->placed_sum, 1);
  free (whole);
  return got;
}

/* H = houses[0..nh): marks its cells and tries it. */
static int
try_set (region45 *g)
{
  const st_state *s = g->s;
  memset (g->in, 0, (size_t) s->cells);
  for (int i = 0; i < g->nh; i++)
    for (int k = 0; k < s->n; k++)
      g->in[s->unit_cell[g->houses[i] * s->n + k]] = 1;
  return innies_outies (g);
}

/* 1 when regions a and b (house numbers) share an edge. */
static int
touch (const st_state *s, int a, int b)
{
  int n = s->n;
  for (int k = 0; k < n; k++)
    {
      int c = s->unit_cell[a * n + k];
      for (int j = 0; j < n; j++)
        {
          int d = s->unit_cell[b * n + j];
          if ((c / n == d / n && (c - d == 1 || d - c == 1))
              || c - d == n || d - c == n)
            return 1;
        }
    }
  return 0;
}

/* Every house alone, then the bands of 2..N-1 neighbouring rows, then
 * of columns, then every two neighbouring regions. */
static int
every_set (region45 *g)
{
  int n = g->s->n, got = 0;
  for (int h = 0; h < g->s->units && !got; h++)
    g->houses[0] = h, g->nh = 1, got = try_set (g);
  for (int kind = SS_UNIT_ROW; kind <= SS_UNIT_COL && !got; kind++)
    for (int w = 2; w < n && !got; w++)
      for (int first = 0; first + w <= n && !got; first++)
        {
          for (int i = 0; i < w; i++)
            g->houses[i] = kind * n + first + i;
          g->nh = w;
          got = try_set (g);
        }
  for (int a = 2 * n; a < g->s->first && !got; a++)
    for (int b = a + 1; b < g->s->first && !got; b++)
      if (touch (g->s, a, b))
        g->houses[0] = a, g->houses[1] = b, g->nh = 2, got = try_set (g);
  return got;
}

int
ss_st_rule45 (st_state *s)
{
  if (!s->model || !(s->model->kinds & SS_KIND_BIT (SS_KIND_KILLER)))
    return 0;
  region45 g = { .s = s };
  g.cage_of = malloc (sizeof *g.cage_of * (size_t) s->cells);
  g.in = malloc ((size_t) s->cells);
  int got = !g.cage_of || !g.in ? -1 : cages (s, g.cage_of) < 0 ? 0
            : every_set (&g);
  free (g.cage_of), free (g.in);
  return got;
}
