/* testutil.h -- helpers shared by the Check suites (one suite per module).
 *
 * Suites run from the repository's top directory (make check does that),
 * so data paths are relative to it: "data/top95.txt". */
#ifndef SS_TESTUTIL_H
#define SS_TESTUTIL_H

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/reader.h"
#include "../core/verify.h"

/* Calls fn on every record of a data file; fails the test if the file
 * cannot be opened.  Returns the number of records. */
typedef void tu_record_fn (void *ctx, ss_record *rec);

/* ---- fewer inputs under make check-san ---------------------------------
 * make check-san sets SUDOSAT_SANITIZED: the sanitizers look for memory
 * errors along code paths, which the hundredth puzzle of a set takes
 * again; the full counts and sets run in make check.  tu_trials (n) is
 * n, or a quarter of it (at least 4) under the sanitizers;
 * tu_each_sampled_record reads every record, or the first 8. */
static inline int
tu_sanitized (void)
{
  const char *e = getenv ("SUDOSAT_SANITIZED");
  return e && *e;
}

static inline int
tu_trials (int n)
{
  return tu_sanitized () && n > 4 ? (n + 3) / 4 < 4 ? 4 : (n + 3) / 4 : n;
}

static inline long
tu_each_record_upto (const char *path, const ss_read_opts *opts,
                     tu_record_fn *fn, void *ctx, long most)
{
  FILE *f = fopen (path, "r");
  ck_assert_msg (f != NULL, "cannot open %s", path);
  ss_reader *r = ss_reader_new (f, path, opts);
  ck_assert_ptr_nonnull (r);
  ss_record rec = { 0 };
  long n = 0;
  while ((!most || n < most) && ss_reader_next (r, &rec) == 1)
    {
      n++;
      fn (ctx, &rec);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return n;
}

static inline long
tu_each_record (const char *path, const ss_read_opts *opts, tu_record_fn *fn,
                void *ctx)
{
  return tu_each_record_upto (path, opts, fn, ctx, 0);
}

static inline long
tu_each_sampled_record (const char *path, const ss_read_opts *opts,
                        tu_record_fn *fn, void *ctx)
{
  return tu_each_record_upto (path, opts, fn, ctx, tu_sanitized () ? 8 : 0);
}

/* The first record of a data file (any form the reader knows), which
 * must be readable; the caller frees it. */
static inline ss_grid
tu_first_grid (const char *path)
{
  FILE *f = fopen (path, "r");
  ck_assert_msg (f != NULL, "cannot open %s", path);
  ss_reader *r = ss_reader_new (f, path, 0);
  ck_assert_ptr_nonnull (r);
  ss_record rec = { 0 };
  ck_assert_int_eq (ss_reader_next (r, &rec), 1);
  ck_assert_msg (rec.ok, "%s: first record unreadable", path);
  ss_grid g;
  ss_grid_copy (&g, &rec.grid);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return g;
}

/* Parses text or fails the test with the parser's message. */
static inline ss_grid
tu_parse (const char *text)
{
  ss_grid g;
  ss_error err;
  if (ss_parse_text (text, 0, &g, &err) < 0)
    ck_abort_msg ("parse failed: %ld:%ld: %s", err.line, err.col, err.msg);
  return g;
}

/* Runs one suite; the exit status is the number of failures. */
static inline int
tu_run (Suite *s)
{
  SRunner *sr = srunner_create (s);
  srunner_run_all (sr, CK_ENV);
  int failed = srunner_ntests_failed (sr);
  srunner_free (sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* ---- random full grids ----------------------------------------------- */

/* xorshift64: the tests' own generator (each suite seeds its state). */
static inline uint64_t
tu_rng (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

static inline void
tu_shuffle (uint64_t *state, int *a, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) (tu_rng (state) % (uint64_t) (i + 1)), t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}

/* A full valid R x C grid: the shifted pattern, then random digit names,
 * rows within bands, bands, columns within stacks and stacks. */
static inline void
tu_random_full_grid (uint64_t *state, ss_grid *g, int R, int C)
{
  int n = R * C, digit[SS_MAX_N], row[SS_MAX_N], col[SS_MAX_N];
  int band[SS_MAX_N], stack[SS_MAX_N], within[SS_MAX_N];
  ck_assert_int_eq (ss_grid_init (g, R, C), 0);
  for (int i = 0; i < n; i++)
    digit[i] = i, band[i] = i, stack[i] = i;
  tu_shuffle (state, digit, n);
  tu_shuffle (state, band, C); /* N / R = C bands of R rows */
  tu_shuffle (state, stack, R); /* N / C = R stacks of C columns */
  for (int b = 0; b < C; b++)
    {
      for (int i = 0; i < R; i++)
        within[i] = i;
      tu_shuffle (state, within, R);
      for (int i = 0; i < R; i++)
        row[b * R + i] = band[b] * R + within[i];
    }
  for (int s = 0; s < R; s++)
    {
      for (int j = 0; j < C; j++)
        within[j] = j;
      tu_shuffle (state, within, C);
      for (int j = 0; j < C; j++)
        col[s * C + j] = stack[s] * C + within[j];
    }
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      {
        int pr = row[r], pc = col[c];
        g->cell[r * n + c] = (uint8_t) (digit[(C * (pr % R) + pr / R + pc)
                                              % n] + 1);
      }
  ck_assert_int_eq (ss_verify_conflicts (g, 0, 0), 0);
}

#endif
