/* svg_out.h -- --format svg for the batch commands (solve, generate): the
 * grids of all records in one SVG document, one under the other, each
 * with a caption.  The document's size is known only at the end, so the
 * pictures are kept in memory until cli_svg_close writes them. */
#ifndef SS_CLI_SVG_OUT_H
#define SS_CLI_SVG_OUT_H

#include <stdio.h>

#include "cli.h"

typedef struct cli_svg {
  FILE *body;
  char *text;
  size_t len;
  int width, height;
} cli_svg;

int cli_svg_open (cli_svg *);
/* Adds shown, with the digits of puzzle (0: all) as givens, spelled in
 * the alphabet (the record's). */
void cli_svg_add (cli_svg *, const ss_grid *shown, const ss_grid *puzzle,
                  const ss_alphabet *, const char *caption);
/* The same with the cells where marked[] is nonzero shaded (solve
 * --limit K: where the solutions differ). */
void cli_svg_add_marked (cli_svg *, const ss_grid *shown,
                         const ss_grid *puzzle, const ss_alphabet *,
                         const char *caption, const unsigned char *marked);
/* The same with every drawing option of core/svg.h. */
struct ss_svg_opts;
void cli_svg_add_opts (cli_svg *, const ss_grid *shown,
                       const struct ss_svg_opts *);
/* A record's caption: "record 3: unique", or for a variant puzzle with a
 * title, "TITLE: unique". */
void cli_svg_caption (char *buf, size_t len, const ss_record *rec,
                      const char *status);
/* Writes the document to out and frees everything; 0 or -1. */
int cli_svg_close (cli_svg *, FILE *out);

#endif
