/* plot.h -- the cactus plot of a comparison, drawn by gnuplot.
 *
 * Model: as is standard in the SAT community, one line per solver: the
 * x axis counts puzzles solved (a verdict reached), the y axis is the time
 * the i-th fastest of them took.  gnuplot is optional: without it the
 * call fails with a message that says so, and nothing else changes.
 *
 * Readable by everyone: Okabe and Ito's colour-blind-safe palette (no
 * yellow on white), solid lines; beyond its seven colours the lines are
 * dashed.  The title names the data set, the record count and the
 * date; the key says how many records each solver decided, since
 * unknowns are not plotted.  Times below the clock's resolution are drawn
 * at the lowest time measured, the axis floor, not as a drop to 0. */
#ifndef SS_COMPARE_PLOT_H
#define SS_COMPARE_PLOT_H

#include "../core/error.h"
#include "summary.h"

/* What the title says: the data set (the inputs' names), how many
 * records, and the date (YYYY-MM-DD). */
typedef struct ss_cmp_plot_title {
  const char *dataset;
  uint64_t records;
  const char *date;
} ss_cmp_plot_title;

/* path ends in .png or .svg.  Returns 0, or -1 with err set. */
int ss_cmp_plot (const ss_cmp_summary *, int n, const char *path,
                 const ss_cmp_plot_title *, ss_error *err);
/* Before any work: does path end in .png or .svg, and could it be
 * written (its folder exists and is writable, or the file is)?  0, or -1
 * with err set. */
int ss_cmp_plot_path_ok (const char *path, ss_error *err);
/* 1 when a gnuplot executable is on PATH. */
int ss_cmp_have_gnuplot (void);

#endif
