/* fuzz_xc.c -- the xc reader (xc/xc_read.h) and the dancing-links search
 * on whatever it reads (xc/xc.h), with the link checker before and after.
 *
 * Oracles: a problem that reads has distinct column and row names (as
 * many as it says), rows of at least one known column each, none twice;
 * its links pass ss_xc_check; every cover the search reports covers each
 * column exactly once; after the search (within a node budget, so every
 * input ends quickly) and after a select/unselect round, the links pass
 * ss_xc_check again.  Up to 14 rows, the covers are also counted by
 * trying every subset of rows, and an exhausted search must find exactly
 * that many.
 */
#include "fuzz.h"

#include "../../xc/xc_read.h"

#define BRUTE_ROWS 14

typedef struct covers {
  const ss_xc_problem *p;
  int *hits; /* per column, scratch */
  unsigned long found;
} covers;

static int
on_cover (void *ctx, const int *rows, int count)
{
  covers *c = ctx;
  const ss_xc *x = c->p->xc;
  memset (c->hits, 0, sizeof *c->hits * (size_t) c->p->ncols);
  for (int i = 0; i < count; i++)
    for (int k = 0; k < ss_xc_row_size (x, rows[i]); k++)
      c->hits[ss_xc_row_column (x, rows[i], k)]++;
  for (int col = 0; col < c->p->ncols; col++)
    FUZZ_CHECK (c->hits[col] == 1, "a cover hits column %d %d times", col,
                c->hits[col]);
  c->found++;
  return 0;
}

static void
check_links (const ss_xc *x, const char *when)
{
  char why[200];
  FUZZ_CHECK (ss_xc_check (x, why, sizeof why) == 0, "links broken %s: %s",
              when, why);
}

static void
check_names (const ss_xc_problem *p)
{
  FUZZ_CHECK (p->ncols >= 1 && ss_xc_rows (p->xc) == p->nrows,
              "%d columns, %d rows", p->ncols, p->nrows);
  for (int i = 0; i < p->ncols; i++)
    for (int j = 0; j < i && p->ncols <= 64; j++)
      FUZZ_CHECK (strcmp (p->col_name[i], p->col_name[j]), "column twice");
  for (int i = 0; i < p->nrows && p->nrows <= 64; i++)
    for (int j = 0; j < i; j++)
      FUZZ_CHECK (strcmp (p->row_name[i], p->row_name[j]), "row twice");
  for (int r = 0; r < p->nrows; r++)
    FUZZ_CHECK (ss_xc_row_size (p->xc, r) >= 1, "an empty row");
}

/* Exact covers by trying every subset of rows. */
static unsigned long
brute_force (const ss_xc_problem *p, int *hits)
{
  unsigned long count = 0;
  for (unsigned long set = 0; set < 1ul << p->nrows; set++)
    {
      int ok = 1;
      memset (hits, 0, sizeof *hits * (size_t) p->ncols);
      for (int r = 0; r < p->nrows && ok; r++)
        if (set >> r & 1)
          for (int k = 0; k < ss_xc_row_size (p->xc, r); k++)
            ok &= ++hits[ss_xc_row_column (p->xc, r, k)] == 1;
      for (int col = 0; col < p->ncols && ok; col++)
        ok = hits[col] == 1;
      count += ok;
    }
  return count;
}

static void
search_all (ss_xc_problem *p)
{
  covers c = { p, calloc ((size_t) p->ncols, sizeof (int)), 0 };
  ss_xc_opts o = { .limit = 0, .max_nodes = 5000, .on_solution = on_cover,
                   .ctx = &c };
  ss_xc_stats st;
  FUZZ_CHECK (c.hits, "out of memory");
  check_links (p->xc, "after reading");
  ss_xc_end end = ss_xc_search (p->xc, &o, &st);
  check_links (p->xc, "after the search");
  FUZZ_CHECK (st.solutions == c.found, "%lu covers counted, %lu reported",
              (unsigned long) st.solutions, c.found);
  if (end == SS_XC_EXHAUSTED && p->nrows <= BRUTE_ROWS)
    FUZZ_CHECK (c.found == brute_force (p, c.hits), "search found %lu "
                "covers, brute force %lu", c.found, brute_force (p, c.hits));
  if (p->nrows && ss_xc_select (p->xc, p->nrows - 1) == 0)
    {
      ss_xc_opts rest = { .limit = 0, .max_nodes = 5000 };
      ss_xc_search (p->xc, &rest, &st); /* covers without the selected row */
      ss_xc_unselect_all (p->xc);
    }
  check_links (p->xc, "after select and unselect");
  free (c.hits);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ss_xc_problem p;
  ss_error err;
  FILE *f = fuzz_stream (data, size);
  if (!f)
    return 0;
  int got = ss_xc_read (f, "fuzz.xc", &p, &err);
  fclose (f);
  FUZZ_CHECK (got == 0 || (got == -1 && err.msg[0]), "returned %d", got);
  if (got)
    return 0;
  FUZZ_CHECK (!memchr (data, 0, size), "a NUL byte read as xc");
  check_names (&p);
  search_all (&p);
  ss_xc_problem_free (&p);
  return 0;
}
