/* model_text.h -- the text form of variant puzzles, for people who write
 * them by hand (README "Variant puzzles", docs/model.md).
 *
 * Model: a grid in any form the reader knows, then, with no blank line
 * between, directive lines:
 *
 *   regions                 then N rows of N region symbols (one region
 *                           per distinct symbol; spaces and '|' ignored),
 *   regions SYMBOLS         or the N*N symbols on the same line;
 *   title|author|rules TEXT metadata, kept for writing back;
 *   KEYWORD [ARGS]          one constraint (kinds.h, SS_KEYWORDS):
 *                           numbers are parameters, rRcC cells (1-based),
 *                           '>' ends an arrow's circle, '=' a clone's
 *                           first shape; a cell in the frame around the
 *                           grid (row or column 0 or N+1) is an outside
 *                           clue; dr/dl/ur/ul a little killer's
 *                           direction; white/black/xv a negative's family;
 *   windoku                 the extra regions one cell in from the boxes.
 *
 * '#' starts a comment; a blank line ends the record.  A line whose
 * first word is no keyword but is followed by a cell or a number is
 * refused as an unknown constraint, by name: never skipped.
 */
#ifndef SS_MODEL_TEXT_H
#define SS_MODEL_TEXT_H

#include <stdio.h>

#include "alphabet.h"
#include "error.h"
#include "grid.h"
#include "lines.h"
#include "model.h"

/* 1 when ln is a directive line (a keyword, or a word followed by a cell
 * or a number). */
int ss_model_text_directive (const ss_line *ln);

/* Reads the directive lines at the head of lines into a model for g
 * (attached to it) and consumes them.  0 when there were none (g stays
 * classic), 1 when g now has a model, -1 with err set (file name left to
 * the caller) after consuming the record's directive lines. */
int ss_model_text_read (ss_lines *lines, ss_grid *g, ss_error *err);

/* Drops the directive lines at the head of lines (after a record that
 * could not be read, so its rules do not become records of their own). */
void ss_model_text_skip (ss_lines *lines);

/* Writes g as the text form: its grid in block form, then its regions,
 * metadata and constraints, one per line.  A classic grid is its block
 * alone. */
/* Parameter i of c as the text form writes it, after a space: a number,
 * a negative constraint's family (white, black, xv) or a little
 * killer's direction (dr, dl, ur, ul). */
void ss_model_text_param (FILE *, const ss_con *c, int i);
void ss_model_text_write (FILE *, const ss_grid *, const ss_alphabet *,
                          char blank);

#endif
