/* generate_variant.h -- sudosat generate --variant: the variant half of
 * cmd_generate.c (option parsing, the engines, one puzzle, its output).
 */
#ifndef SS_CLI_GENERATE_VARIANT_H
#define SS_CLI_GENERATE_VARIANT_H

#include <stdio.h>

#include "../gen/generate.h"
#include "cli.h"

typedef struct cli_variant {
  ss_variant_opts o;        /* o.variants 0: a classic run */
  uint64_t kinds;           /* the kinds the puzzles hold */
  const ss_solver *dig;     /* digs (or refines the cages) */
  const ss_solver *confirm; /* confirms uniqueness: another engine */
  int givens_set;           /* --givens given */
} cli_variant;

/* --variant LIST (comma-separated names): 0, or -1 after a usage error. */
int cli_variant_parse (cli_variant *, const char *arg);
/* The engines for the run (named: --solver, or 0), and the options that
 * do not go with the variants asked: 0, or an exit code after a usage
 * error. */
int cli_variant_settle (cli_variant *, int box_rows, int box_cols,
                        const ss_solver *named, int dig_options);
/* Puzzle o->seed into p and sol, confirmed unique by v->confirm: 0; or
 * the exit code after a message on f (none exists, none found, not
 * confirmed, out of memory). */
int cli_variant_make (const cli_variant *, int box_rows, int box_cols,
                      const ss_gen_opts *o, FILE *f, ss_grid *p,
                      ss_grid *sol, ss_gen_stats *st);
/* The text form of p (grid, then its rules), and a blank line. */
void cli_variant_text (FILE *, const ss_grid *p, const ss_alphabet *);
/* p in a variant format: the text form, or f-puzzles (the compressed
 * string of a link, or the JSON object), one record a line (the text
 * form: a blank line after it); the side is 4..16 (checked before). */
void cli_variant_puzzle (FILE *, const ss_grid *p, const ss_alphabet *,
                         cli_format format);
/* A variant run's CSV columns after the solution: rating ...
 * confirmed_by, variant (names joined by "; "), dug_by, the f-puzzles
 * string (sides 4..16; else empty and a note), note; and the newline. */
void cli_variant_csv (FILE *, const cli_variant *, const ss_grid *p,
                      const ss_gen_stats *);
/* The JSON fields of a variant puzzle: variant, rules (the text form),
 * cages, method and counts, confirmed_by. */
void cli_variant_json (FILE *, const cli_variant *, const ss_grid *p,
                       const ss_alphabet *, const ss_gen_stats *);

#endif
