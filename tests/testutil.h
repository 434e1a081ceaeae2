/* testutil.h -- helpers shared by the Check suites (one suite per module).
 *
 * Suites run from the repository's top directory (make check does that),
 * so data paths are relative to it: "data/top95.txt". */
#ifndef SS_TESTUTIL_H
#define SS_TESTUTIL_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/reader.h"

/* Calls fn on every record of a data file; fails the test if the file
 * cannot be opened.  Returns the number of records. */
typedef void tu_record_fn (void *ctx, ss_record *rec);

static inline long
tu_each_record (const char *path, const ss_read_opts *opts, tu_record_fn *fn,
                void *ctx)
{
  FILE *f = fopen (path, "r");
  ck_assert_msg (f != NULL, "cannot open %s", path);
  ss_reader *r = ss_reader_new (f, path, opts);
  ck_assert_ptr_nonnull (r);
  ss_record rec = { 0 };
  long n = 0;
  while (ss_reader_next (r, &rec) == 1)
    {
      n++;
      fn (ctx, &rec);
    }
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  return n;
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

#endif
