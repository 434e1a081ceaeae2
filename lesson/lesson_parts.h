/* lesson_parts.h -- the lesson page's parts for a variant puzzle, shared
 * by the files of lesson/ only (see lesson.h).
 *
 * Model: a variant puzzle's page draws its rules, says what each kind
 * means (lesson_kinds.c) and shows what the rest of sudosat can do with
 * them in this build, asking rather than assuming: the verdict comes
 * from the first complete engine that handles every rule of the puzzle
 * (none: the verdict is unknown, and the page says which rule no engine
 * handles); the clauses are shown when the encoder handles every rule
 * (the SAT backends claim exactly the kinds it encodes).  The solve path
 * is the steps engine's (steps/), which reasons with every rule, its
 * search steps asked of the same engine as the verdict; a placement
 * strikes candidates through the rules as well as through the houses,
 * and the page's data lists them (core/pairs.h, as steps/links.c strikes
 * them), so the script's pencil marks are the engine's.  A classic
 * puzzle's page never reaches this file.
 */
#ifndef SS_LESSON_PARTS_H
#define SS_LESSON_PARTS_H

#include <stdint.h>
#include <stdio.h>

#include "../core/grid.h"
#include "../core/pairs.h"
#include "../encoder/encode.h"
#include "../solvers/solver.h"
#include "../steps/steps.h"

/* The families a page lists: the classic ones, and after them the
 * variant ones (extra houses, one family per kind) once the encoder names
 * them (SS_VFAM_OF_KIND in encoder/encode.h). */
#ifdef SS_VFAM_OF_KIND
#define SS_LESSON_FAMILIES ((int) SS_FAMILY_ALL)
#else
#define SS_LESSON_FAMILIES ((int) SS_FAMILY_COUNT)
#endif

typedef struct ss_lesson_variant {
  ss_status status;      /* the verdict, or SS_UNKNOWN */
  const char *engine;    /* the engine that gave it, or 0 */
  uint64_t unhandled;    /* kinds no engine here handles */
  uint64_t unencoded;    /* kinds the encoder does not encode */
  const ss_solver *decider; /* the engine asked, or 0 */
  ss_pairs pairs;        /* what each rule forbids between two cells */
} ss_lesson_variant;

/* The verdict, what this build handles, and the pairs.  -1 with err set
 * when memory runs out.  Free with ss_lesson_variant_free. */
int ss_lesson_variant_check (const ss_grid *, double timeout,
                             ss_lesson_variant *, ss_error *err);
/* The lead paragraph, and the rules section (the houses, each kind with
 * its meaning, its picture and its count, then the clause families when
 * info is non-null). */
void ss_lesson_variant_lead (FILE *, const ss_grid *,
                             const ss_lesson_variant *);
void ss_lesson_variant_rules (FILE *, const ss_grid *,
                              const ss_lesson_variant *,
                              const ss_encode_info *info);
void ss_lesson_variant_free (ss_lesson_variant *);
/* The solve path section: the steps, or why the path stops. */
void ss_lesson_variant_path (FILE *, const ss_path *);
/* ,"KEY":[...]: the candidates the placements of facts from..to-1
 * strike through the rules (cell*n + d-1; a house peer's strike is the
 * script's own). */
void ss_lesson_variant_strikes (FILE *, const char *key,
                                const ss_lesson_variant *, const ss_path *,
                                int from, int to);
/* The data the script needs beyond a classic page's: the houses, what
 * the givens strike through the rules ("gx"), and why the cell panel
 * lists no clauses. */
void ss_lesson_variant_data (FILE *, const ss_grid *,
                             const ss_lesson_variant *, const ss_path *);

/* The words for one kind (lesson_kinds.c). */
const char *ss_lesson_kind_words (int kind);
/* Text escaped for HTML, and as a JavaScript string (lesson.c). */
void ss_lesson_html (FILE *, const char *s);
void ss_lesson_js_string (FILE *, const char *s);

#endif
