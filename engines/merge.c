/* merge.c -- the parts' results added up (merge.h).
 *
 * Each part has a slot: where it was read, its status, count, whether
 * its search finished, whether its verdict was certified, and a hash of
 * the solution it shows.  The first record fixes the parent, K, the box
 * and the alphabet; every later one must agree.  A solution is read
 * back as a grid (the box and alphabet of its record) and checked: full,
 * no rule broken, and its part's givens kept when the parts are known
 * (ss_merge_expect, which keeps each part's cells: at most
 * SS_MERGE_EXPECT_MAX bytes in all, 256 MiB).
 */
#include "merge.h"
#include "merge_read.h"

#include <stdlib.h>
#include <string.h>

#include "../core/reader.h"
#include "../core/verify.h"

typedef struct slot {
  const char *file; /* where it was read; 0: not yet */
  long line;
  uint64_t count, hash; /* hash of the solution shown; 0: none */
  ss_status status;
  int exhausted, certified; /* certified: -1 not said */
} slot;

struct ss_merge {
  ss_part parent;        /* count 0 until the first record */
  char box[16];
  char *alphabet;
  ss_read_opts read;
  ss_alphabet abc;
  slot *slot;
  uint8_t **expect;      /* per part: its cells, or 0 */
  size_t expect_bytes, expect_max;
  int expect_n;          /* their side */
  char *solution;        /* the lowest part's solution text */
  long solution_part;
  uint64_t wrong;
  double ms;
  long *missing, *unknown;
};

ss_merge *
ss_merge_new (void)
{
  ss_merge *m = calloc (1, sizeof (ss_merge));
  if (m)
    m->expect_max = SS_MERGE_EXPECT_MAX;
  return m;
}

void
ss_merge_limit_expect (ss_merge *m, size_t bytes)
{
  m->expect_max = bytes;
}

void
ss_merge_free (ss_merge *m)
{
  if (!m)
    return;
  for (long i = 0; m->expect && i < m->parent.count; i++)
    free (m->expect[i]);
  free (m->expect);
  free (m->slot);
  free (m->alphabet);
  free (m->solution);
  free (m->missing);
  free (m->unknown);
  free (m);
}

/* ---- the parent, K, box and alphabet ------------------------------------- */

static int
same_parent (const ss_merge *m, const ss_part *p, ss_error *err)
{
  if (strcmp (p->parent, m->parent.parent))
    return ss_error_set (err, 0, 0, "part %ld/%ld of puzzle %s: another "
                         "puzzle than the parts before (of %s)", p->index,
                         p->count, p->parent, m->parent.parent), -1;
  if (p->count != m->parent.count)
    return ss_error_set (err, 0, 0, "part %ld/%ld: the parts before were "
                         "of %ld", p->index, p->count, m->parent.count), -1;
  return 0;
}

/* The first record: the parent and K; a slot per part. */
static int
adopt (ss_merge *m, const ss_part *p, ss_error *err)
{
  if (m->parent.count)
    return same_parent (m, p, err);
  m->slot = calloc ((size_t) p->count, sizeof *m->slot);
  m->expect = calloc ((size_t) p->count, sizeof *m->expect);
  if (!m->slot || !m->expect)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  m->parent = *p;
  return 0;
}

/* "RxC" into the read options. */
static int
parse_box (const char *text, ss_read_opts *o)
{
  int r, c, used = 0;
  if (sscanf (text, "%3dx%3d%n", &r, &c, &used) != 2 || text[used] || r < 1
      || c < 1 || r * c > SS_MAX_N)
    return -1;
  o->box_rows = r, o->box_cols = c;
  return 0;
}

/* "1..N" is token form (detected); anything else the record's symbols. */
static int
parse_alphabet (ss_merge *m, const char *text, ss_error *err)
{
  if (!strncmp (text, "1..", 3))
    return 0;
  if (ss_alphabet_custom (&m->abc, text, err))
    return -1;
  m->read.alphabet = &m->abc;
  return 0;
}

/* The box and alphabet: the first record's, then the same. */
static int
read_as (ss_merge *m, const char *box, const char *alphabet, ss_error *err)
{
  if (m->alphabet)
    {
      if (strcmp (box, m->box) || strcmp (alphabet, m->alphabet))
        return ss_error_set (err, 0, 0, "box %s, alphabet \"%.40s\": the "
                             "parts before were read as %s, \"%.40s\"", box,
                             alphabet, m->box, m->alphabet), -1;
      return 0;
    }
  if (strlen (box) >= sizeof m->box || parse_box (box, &m->read))
    return ss_error_set (err, 0, 0, "\"box\" should read RxC, not \"%.20s\"",
                         box), -1;
  if (parse_alphabet (m, alphabet, err))
    return -1;
  strcpy (m->box, box);
  m->alphabet = strdup (alphabet);
  return m->alphabet ? 0 : (ss_error_set (err, 0, 0, "out of memory"), -1);
}

/* ---- the parts, as split wrote them -------------------------------------- */

int
ss_merge_expect (ss_merge *m, const ss_part *p, const ss_grid *g,
                 ss_error *err)
{
  size_t cells = (size_t) g->n * g->n;
  if (adopt (m, p, err))
    return -1;
  if (m->expect[p->index - 1])
    return ss_error_set (err, 0, 0, "part %ld/%ld again", p->index,
                         p->count), -1;
  if (m->expect_n && m->expect_n != g->n)
    return ss_error_set (err, 0, 0, "part %ld/%ld is %dx%d, the parts "
                         "before %dx%d", p->index, p->count, g->n, g->n,
                         m->expect_n, m->expect_n), -1;
  if (m->expect_bytes + cells > m->expect_max)
    return ss_error_set (err, 0, 0, "the parts hold more than %zu bytes of "
                         "cells: too many to keep for checking",
                         m->expect_max), -1;
  if (!(m->expect[p->index - 1] = malloc (cells)))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  memcpy (m->expect[p->index - 1], g->cell, cells);
  m->expect_bytes += cells;
  m->expect_n = g->n;
  return 0;
}

/* ---- one record ---------------------------------------------------------- */

typedef ss_merge_rec rec;

/* Does the status fit the count, as ss_solve() derives it? */
static int
consistent (const rec *r, ss_error *err)
{
  uint64_t c = r->count;
  int ok;
  switch (r->status)
    {
    case SS_UNSAT: ok = c == 0; break;
    case SS_UNIQUE: ok = c == 1; break;
    case SS_MULTIPLE: ok = c >= 2; break;
    case SS_FOUND: ok = c >= 1; break;
    case SS_UNKNOWN: ok = c <= 1; break;
    default:
      return ss_error_set (err, 0, 0, "part %ld/%ld is invalid: its givens "
                           "break a rule, which no part split writes does",
                           r->part.index, r->part.count), -1;
    }
  if (!ok)
    return ss_error_set (err, 0, 0, "part %ld/%ld: status %s with count "
                         "%llu", r->part.index, r->part.count,
                         ss_status_name (r->status),
                         (unsigned long long) c), -1;
  if ((c > 0) != (r->solution != 0))
    return ss_error_set (err, 0, 0, "part %ld/%ld: count %llu %s a "
                         "solution", r->part.index, r->part.count,
                         (unsigned long long) c, c ? "without" : "with"), -1;
  return 0;
}

/* ---- a solution, checked ------------------------------------------------- */

static uint64_t
hash_cells (const ss_grid *g)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < g->n * g->n; i++)
    h = (h ^ g->cell[i]) * 0x100000001b3ull;
  return h ? h : 1;
}

/* Why the grid is not a solution of part i, or 0. */
static const char *
not_a_solution (const ss_merge *m, const ss_grid *g, long i)
{
  const uint8_t *want = m->expect[i];
  if (!ss_grid_complete (g))
    return "is not a full grid";
  if (ss_verify_conflicts (g, 0, 0))
    return "breaks a rule";
  if (want && m->expect_n != g->n)
    return "is not the size of the part";
  for (int c = 0; want && c < g->n * g->n; c++)
    if (want[c] && want[c] != g->cell[c])
      return "does not keep the part's givens";
  return 0;
}

static int
check_solution (const ss_merge *m, const rec *r, uint64_t *hash,
                ss_error *err)
{
  ss_grid g;
  ss_error e;
  long col = r->solution_col;
  *hash = 0;
  if (ss_parse_text (r->solution, &m->read, &g, &e))
    return ss_error_set (err, 0, col, "part %ld/%ld: its solution does not "
                         "read as a %s grid: %.120s", r->part.index,
                         r->part.count, m->box, e.msg), -1;
  const char *why = not_a_solution (m, &g, r->part.index - 1);
  *hash = hash_cells (&g);
  ss_grid_free (&g);
  if (why)
    return ss_error_set (err, 0, col, "part %ld/%ld: its solution %s",
                         r->part.index, r->part.count, why), -1;
  return 0;
}

/* The lowest part's solution is the one shown. */
static int
keep_solution (ss_merge *m, const rec *r, ss_error *err)
{
  if (m->solution && m->solution_part < r->part.index)
    return 0;
  char *copy = strdup (r->solution);
  if (!copy)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  free (m->solution);
  m->solution = copy;
  m->solution_part = r->part.index;
  return 0;
}

/* ---- adding a line ------------------------------------------------------- */

static int
take (ss_merge *m, const char *file, long line, const rec *r, ss_error *err)
{
  slot *s;
  uint64_t hash = 0;
  if (adopt (m, &r->part, err) || read_as (m, r->box, r->alphabet, err))
    return -1;
  s = &m->slot[r->part.index - 1];
  if (s->file)
    return ss_error_set (err, 0, 0, "part %ld/%ld again (first in %s line "
                         "%ld)", r->part.index, r->part.count, s->file,
                         s->line), -1;
  if (consistent (r, err)
      || (r->solution && (check_solution (m, r, &hash, err)
                          || keep_solution (m, r, err))))
    return -1;
  *s = (slot) { file, line, r->count, hash, r->status, r->exhausted,
                r->certified };
  m->wrong += r->wrong;
  m->ms += r->ms;
  return 0;
}

int
ss_merge_add (ss_merge *m, const char *file, long line, const char *text,
              size_t len, ss_error *err)
{
  rec r;
  int got = ss_merge_read (text, len, &r, err) || take (m, file, line, &r, err)
            ? -1 : 0;
  ss_merge_rec_free (&r);
  return got;
}

/* ---- the verdict --------------------------------------------------------- */

static int
by_hash (const void *a, const void *b)
{
  uint64_t x = ((const slot *) a)->hash, y = ((const slot *) b)->hash;
  return x < y ? -1 : x > y;
}

/* Two parts showing the same solution do not partition anything. */
static int
distinct (const ss_merge *m, ss_error *err)
{
  long k = m->parent.count, n = 0;
  slot *shown = malloc ((size_t) k * sizeof *shown);
  if (!shown)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  for (long i = 0; i < k; i++)
    if (m->slot[i].hash)
      shown[n] = m->slot[i], shown[n++].line = i + 1; /* line: the part */
  qsort (shown, (size_t) n, sizeof *shown, by_hash);
  int bad = 0;
  for (long i = 1; i < n && !bad; i++)
    if (shown[i].hash == shown[i - 1].hash)
      bad = 1, ss_error_set (err, 0, 0, "parts %ld and %ld of %ld show the "
                             "same solution: they are not the disjoint parts "
                             "split writes", shown[i - 1].line, shown[i].line,
                             k);
  free (shown);
  return bad ? -1 : 0;
}

static void
tally (ss_merge *m, ss_merge_verdict *v)
{
  v->exhausted = 1;
  v->certified = 1;
  for (long i = 0; i < m->parent.count; i++)
    {
      const slot *s = &m->slot[i];
      if (!s->file)
        {
          m->missing[v->missing++] = i + 1;
          v->exhausted = v->certified = 0;
          continue;
        }
      v->results++;
      if (s->status == SS_UNKNOWN)
        m->unknown[v->unknown++] = i + 1;
      v->count = v->count + s->count < v->count ? UINT64_MAX
                 : v->count + s->count;
      v->exhausted &= s->exhausted;
      v->cert_asked |= s->certified >= 0;
      if (s->certified != 1 && v->certified)
        v->certified = 0, v->uncertified = i + 1;
    }
}

/* The single solution's part decides between unique and found. */
static ss_status
status_of (const ss_merge *m, const ss_merge_verdict *v)
{
  if (v->count >= 2)
    return SS_MULTIPLE;
  if (v->missing || v->unknown)
    return SS_UNKNOWN;
  if (!v->count)
    return SS_UNSAT;
  return m->slot[m->solution_part - 1].status == SS_UNIQUE ? SS_UNIQUE
                                                           : SS_FOUND;
}

int
ss_merge_verdict_of (ss_merge *m, ss_merge_verdict *v, ss_error *err)
{
  memset (v, 0, sizeof *v);
  ss_error_clear (err);
  if (!m->parent.count)
    return ss_error_set (err, 0, 0, "no part's result"), -1;
  if (distinct (m, err))
    return -1;
  size_t k = (size_t) m->parent.count;
  free (m->missing), free (m->unknown);
  m->missing = malloc (k * sizeof *m->missing);
  m->unknown = malloc (k * sizeof *m->unknown);
  if (!m->missing || !m->unknown)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  tally (m, v);
  v->status = status_of (m, v);
  v->certified &= v->status == SS_UNSAT || v->status == SS_UNIQUE;
  v->parts = m->parent.count;
  v->missing_list = m->missing;
  v->unknown_list = m->unknown;
  v->wrong = m->wrong;
  v->parts_ms = m->ms;
  v->solution = m->solution;
  v->box = m->box;
  v->alphabet = m->alphabet;
  v->parent = m->parent.parent;
  return 0;
}
