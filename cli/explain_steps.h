/* explain_steps.h -- the --steps view of sudosat explain (a helper of
 * cmd_explain.c, kept apart so the command's option parsing stays its
 * own). */
#ifndef SS_CLI_EXPLAIN_STEPS_H
#define SS_CLI_EXPLAIN_STEPS_H

#include <stdio.h>

#include "cli.h"
#include "../solvers/solver.h"

typedef enum { CLI_STEPS_WORDS, CLI_STEPS_JSON, CLI_STEPS_SVG } cli_steps_format;

/* Writes the solve path of g to out; returns an exit code.  head opens
 * every JSON line: the record's head up to its status ({"record":1,
 * "file":..,"line":..,"box":..,"alphabet":..), which status follows. */
int cli_explain_steps (FILE *out, const ss_grid *g, const cli_input *in,
                       cli_steps_format format, double timeout,
                       const char *head);

/* The complete engine that decides a variant puzzle for the steps (its
 * verdict and search steps), or 0 after a warning naming the kind no
 * engine handles. */
const ss_solver *cli_steps_engine (const ss_grid *g);

/* A unique variant puzzle's rating (easy, medium, hard) read from its
 * solve path's grade: the singles it needs, or more. */
struct ss_grade;
int cli_rating_by_path (const struct ss_grade *g);
/* The path's branches: its search and guess steps. */
int cli_path_guesses (const struct ss_grade *g);

/* --orders K: 1..1000, into *out; 0, or -1 after saying why. */
int cli_parse_orders (const char *arg, int *out);
/* The option combinations explain refuses; 0 or SS_EXIT_USAGE. */
int cli_explain_check (int steps, int minimal, int line, int svg,
                       int pencil);
/* The puzzle as SVG: the core's cells shaded (core may be 0), pencil
 * marks from the givens when asked, a title line; an exit code. */
int cli_explain_svg (FILE *out, const ss_grid *puzzle, const ss_grid *core,
                     const cli_input *in, int pencil, const char *title);

/* The steps of an unsat core's chain (0: nothing): indented lines, or
 * (json) a ,"steps":[...] member. */
struct ss_path;
void cli_explain_chain (FILE *out, const struct ss_path *chain, int json);

#endif
