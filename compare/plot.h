/* plot.h -- the cactus plot of a comparison, drawn by gnuplot.
 *
 * Model: as is standard in the SAT community, one line per solver: the
 * x axis counts puzzles solved (a verdict reached), the y axis is the time
 * the i-th fastest of them took.  gnuplot is optional: without it the
 * call fails with a message that says so, and nothing else changes. */
#ifndef SS_COMPARE_PLOT_H
#define SS_COMPARE_PLOT_H

#include "../core/error.h"
#include "summary.h"

/* path ends in .png or .svg.  Returns 0, or -1 with err set. */
int ss_cmp_plot (const ss_cmp_summary *, int n, const char *path,
                 ss_error *err);
/* Before any work: does path end in .png or .svg, and could it be
 * written (its folder exists and is writable, or the file is)?  0, or -1
 * with err set. */
int ss_cmp_plot_path_ok (const char *path, ss_error *err);
/* 1 when a gnuplot executable is on PATH. */
int ss_cmp_have_gnuplot (void);

#endif
