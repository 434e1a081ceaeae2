/* clauses.c -- a CNF as a list of clauses that shrinking can take apart
 * (see fuzz_int.h). */
#include "fuzz_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
grow (void **p, long *cap, long need, size_t elem)
{
  if (need <= *cap)
    return 0;
  long c = *cap ? *cap : 64;
  while (c < need)
    c *= 2;
  void *q = realloc (*p, (size_t) c * elem);
  if (!q)
    return -1;
  *p = q;
  *cap = c;
  return 0;
}

int
ss_fz_cnf_add (ss_fz_cnf *f, const int *lits, int len)
{
  if (grow ((void **) &f->start, &f->cap, f->n + 2, sizeof *f->start)
      || grow ((void **) &f->lits, &f->cap_lits, f->nlits + len + 1,
               sizeof *f->lits))
    return -1;
  if (!f->n)
    f->start[0] = 0;
  for (int k = 0; k < len; k++)
    {
      long v = lits[k] < 0 ? -(long) lits[k] : lits[k];
      f->lits[f->nlits++] = lits[k];
      if (v > f->nvars)
        f->nvars = v;
    }
  f->start[++f->n] = f->nlits;
  return 0;
}

int
ss_fz_cnf_from (ss_fz_cnf *f, const ss_cnf *src)
{
  memset (f, 0, sizeof *f);
  for (long i = 0; i < src->info.nclauses; i++)
    {
      int len;
      const int *l = ss_cnf_clause (src, i, &len);
      if (ss_fz_cnf_add (f, l, len))
        return -1;
    }
  if (src->info.nvars > f->nvars)
    f->nvars = src->info.nvars;
  return 0;
}

int
ss_fz_cnf_copy (ss_fz_cnf *dst, const ss_fz_cnf *src)
{
  unsigned char *all = malloc ((size_t) src->n + 1);
  if (!all)
    return -1;
  memset (all, 1, (size_t) src->n + 1);
  int rc = ss_fz_cnf_subset (dst, src, all);
  dst->nvars = src->nvars;
  free (all);
  return rc;
}

void
ss_fz_cnf_free (ss_fz_cnf *f)
{
  free (f->lits);
  free (f->start);
  memset (f, 0, sizeof *f);
}

int
ss_fz_cnf_subset (ss_fz_cnf *dst, const ss_fz_cnf *src,
                  const unsigned char *keep)
{
  memset (dst, 0, sizeof *dst);
  for (long i = 0; i < src->n; i++)
    {
      int len;
      const int *l = ss_fz_clause (src, i, &len);
      if (keep[i] && ss_fz_cnf_add (dst, l, len))
        return ss_fz_cnf_free (dst), -1;
    }
  return 0;
}

int
ss_fz_cnf_renumber (ss_fz_cnf *dst, const ss_fz_cnf *src)
{
  long *to = calloc ((size_t) src->nvars + 1, sizeof *to), next = 0;
  int *l = malloc (((size_t) src->nlits + 1) * sizeof *l);
  int rc = to && l ? 0 : -1;
  memset (dst, 0, sizeof *dst);
  for (long i = 0; !rc && i < src->n; i++)
    {
      int len;
      const int *c = ss_fz_clause (src, i, &len);
      for (int k = 0; k < len; k++)
        {
          long v = c[k] < 0 ? -(long) c[k] : c[k];
          if (!to[v])
            to[v] = ++next;
          l[k] = c[k] < 0 ? -(int) to[v] : (int) to[v];
        }
      rc = ss_fz_cnf_add (dst, l, len);
    }
  free (to);
  free (l);
  return rc;
}

int
ss_fz_cnf_write (const ss_fz_cnf *f, const char *path, const char *comment)
{
  FILE *out = fopen (path, "w");
  if (!out)
    return -1;
  if (comment)
    fprintf (out, "c %s\n", comment);
  fprintf (out, "p cnf %ld %ld\n", f->nvars, f->n);
  for (long i = 0; i < f->n; i++)
    {
      int len;
      const int *l = ss_fz_clause (f, i, &len);
      for (int k = 0; k < len; k++)
        fprintf (out, "%d ", l[k]);
      fputs ("0\n", out);
    }
  return fclose (out) ? -1 : 0;
}

long
ss_fz_cnf_false_clause (const ss_fz_cnf *f, const ss_model *m)
{
  for (long i = 0; i < f->n; i++)
    {
      int len, sat = 0;
      const int *l = ss_fz_clause (f, i, &len);
      for (int k = 0; k < len && !sat; k++)
        {
          long v = l[k] < 0 ? -(long) l[k] : l[k];
          int val = v <= m->nvars ? m->value[v] : 0;
          sat = l[k] < 0 ? val < 0 : val > 0;
        }
      if (!sat)
        return i;
    }
  return -1;
}
