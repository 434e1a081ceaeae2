/* model.c -- building, sharing and freeing a variant puzzle's rules (see
 * model.h).  The houses are derived once, when the model is finished, so
 * every reader of a model sees the same arrays and none builds its own.
 */
#include "model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/meaning.h"

ss_model *
ss_model_new (int box_rows, int box_cols)
{
  int n = box_rows * box_cols;
  if (box_rows < 1 || box_cols < 1 || n > SS_MAX_N)
    return 0;
  ss_model *m = calloc (1, sizeof *m);
  if (!m || !(m->region = malloc ((size_t) n * n)))
    return free (m), (ss_model *) 0;
  m->n = n;
  m->box_rows = box_rows;
  m->box_cols = box_cols;
  m->refs = 1;
  m->nregions = n;
  ss_grid shape = { box_rows, box_cols, n, 0, 0 };
  for (int i = 0; i < n * n; i++)
    m->region[i] = (uint8_t) ss_box_of (&shape, i / n, i % n);
  return m;
}

ss_model *
ss_model_ref (ss_model *m)
{
  if (m)
    __atomic_add_fetch (&m->refs, 1, __ATOMIC_RELAXED);
  return m;
}

static void
free_con (ss_con *c)
{
  free (c->cell);
  free (c->val);
}

static void
free_model (ss_model *m)
{
  for (int i = 0; i < m->ncons; i++)
    free_con (&m->con[i]);
  for (int i = 0; i < m->nignored; i++)
    free (m->ignored[i]);
  free (m->ignored);
  free (m->con);
  free (m->region);
  free (m->house);
  free (m->house_con);
  free (m->title);
  free (m->author);
  free (m->rules);
  free (m);
}

void
ss_model_unref (ss_model *m)
{
  if (m && __atomic_sub_fetch (&m->refs, 1, __ATOMIC_ACQ_REL) == 0)
    free_model (m);
}

void
ss_grid_set_model (ss_grid *g, ss_model *m)
{
  ss_model *old = g->model;
  g->model = ss_model_ref (m);
  ss_model_unref (old);
}

/* ---- regions ------------------------------------------------------------ */

/* ids[] as dense region numbers in order of first appearance (a
 * negative id: SS_NO_REGION); their count, or -1 with err set unless each
 * region has N cells.  A region is named by its place in that order. */
static int
dense_regions (int n, const int *ids, uint8_t *out, ss_error *err)
{
  int seen[SS_MAX_N], size[SS_MAX_N] = { 0 }, count = 0;
  for (int i = 0; i < n * n; i++)
    {
      int k = 0;
      out[i] = SS_NO_REGION;
      if (ids[i] < 0)
        continue;
      while (k < count && seen[k] != ids[i])
        k++;
      if (k == count && count++ == n)
        return ss_error_set (err, 0, 0, "the region map has more than %d "
                             "regions", n), -1;
      seen[k] = ids[i];
      size[k]++;
      out[i] = (uint8_t) k;
    }
  for (int k = 0; k < count; k++)
    if (size[k] != n)
      return ss_error_set (err, 0, 0, "region %d of the map has %d cells; "
                           "every region needs %d", k + 1, size[k], n), -1;
  return count;
}

int
ss_model_set_regions (ss_model *m, const int *ids, ss_error *err)
{
  int n = m->n, count;
  uint8_t *r = malloc ((size_t) n * n);
  if (!r)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  if ((count = dense_regions (n, ids, r, err)) < 0)
    return free (r), -1;
  /* Irregular when the map is not the boxes -- not when it differs from
   * the map it replaces, which may be irregular itself (a jigsaw walk's
   * round that traded no cell kept its layout, and was taken for boxes). */
  ss_grid shape = { m->box_rows, m->box_cols, n, 0, 0 };
  m->irregular = 0;
  for (int i = 0; i < n * n; i++)
    m->irregular |= r[i] != ss_box_of (&shape, i / n, i % n);
  free (m->region);
  m->region = r;
  m->nregions = count;
  return 0;
}

/* ---- constraints -------------------------------------------------------- */

static int *
copy_ints (const int *a, int count)
{
  int *b = malloc ((size_t) (count > 0 ? count : 1) * sizeof *b);
  if (b && count > 0)
    memcpy (b, a, (size_t) count * sizeof *b);
  return b;
}

void
ss_con_where (const ss_con *c, char *buf, size_t size)
{
  int at = 0;
  *buf = 0;
  if (c->line && (c->col || !c->key))
    at = snprintf (buf, size, c->key ? "line %ld, column %ld" : "line %ld",
                   c->line, c->col);
  if (!c->key || at < 0 || (size_t) at >= size)
    return;
  at += snprintf (buf + at, size - (size_t) at, "%s\"%s\"", at ? ", " : "",
                  c->key);
  if (c->entry && (size_t) at < size)
    snprintf (buf + at, size - (size_t) at, " entry %d", c->entry);
}

int
ss_model_add (ss_model *m, const ss_con *c)
{
  if (m->ncons == m->cap)
    {
      int cap = m->cap ? 2 * m->cap : 16;
      ss_con *more = realloc (m->con, (size_t) cap * sizeof *more);
      if (!more)
        return -1;
      m->con = more;
      m->cap = cap;
    }
  ss_con d = *c;
  d.cell = copy_ints (c->cell, c->ncells);
  d.val = copy_ints (c->val, c->nvals);
  if (!d.cell || !d.val)
    return free_con (&d), -1;
  m->con[m->ncons++] = d;
  return 0;
}

static char **
text_slot (ss_model *m, int which)
{
  return which == 't' ? &m->title : which == 'a' ? &m->author : &m->rules;
}

int
ss_model_set_text (ss_model *m, int which, const char *text)
{
  char *copy = strdup (text);
  if (!copy)
    return -1;
  char **slot = text_slot (m, which);
  free (*slot);
  *slot = copy;
  return 0;
}

int
ss_model_ignore (ss_model *m, const char *key)
{
  for (int i = 0; i < m->nignored; i++)
    if (!strcmp (m->ignored[i], key))
      return 0;
  char **more = realloc (m->ignored, (size_t) (m->nignored + 1)
                                       * sizeof *more);
  if (!more)
    return -1;
  m->ignored = more;
  if (!(more[m->nignored] = strdup (key)))
    return -1;
  m->nignored++;
  return 0;
}

static int
copy_regions (ss_model *sub, const ss_model *m)
{
  ss_error err;
  int nn = m->n * m->n, bad;
  int *ids = malloc ((size_t) nn * sizeof *ids);
  if (!ids)
    return -1;
  for (int i = 0; i < nn; i++)
    ids[i] = m->region[i] == SS_NO_REGION ? -1 : m->region[i];
  bad = ss_model_set_regions (sub, ids, &err) != 0;
  free (ids);
  return bad ? -1 : 0;
}

ss_model *
ss_model_derive (const ss_model *m, int box_rows, int box_cols,
                 const unsigned char *keep, const ss_con *extra, int nextra)
{
  ss_error err;
  ss_model *sub = m ? ss_model_new (m->box_rows, m->box_cols)
                    : ss_model_new (box_rows, box_cols);
  int bad = !sub || (m && m->irregular && copy_regions (sub, m) < 0);
  for (int c = 0; !bad && m && c < m->ncons; c++)
    if (!keep || keep[c])
      bad = ss_model_add (sub, &m->con[c]) != 0;
  for (int i = 0; !bad && i < nextra; i++)
    bad = ss_model_add (sub, &extra[i]) != 0;
  bad = bad || ss_model_finish (sub, &err) != 0;
  if (bad && sub)
    ss_model_unref (sub), sub = 0;
  return sub;
}
