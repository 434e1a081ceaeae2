/* sudokupad.h -- SudokuPad's own puzzle format inside core/fpuzzles/
 * (docs/model.md "SudokuPad").
 *
 * Model: a SudokuPad link carries its puzzle after a prefix: "fpuzzles"
 * or "fpuz" (an f-puzzles object, read by read.c), "scl" or "ctc"
 * (SudokuPad's own object), "scf" (its short classic form); anything
 * else after the host is a short id kept on the site.  The scl and ctc
 * payloads are LZString to base64 (lzstring.h) of a JSON object, most
 * often "zipped" first: keys unquoted and shortened ("ce" for "cells"),
 * single quotes for double, true and false as t and f, an empty object
 * left out, colours without their quotes and '#'.  sudokupad_unzip.c
 * undoes the zipping; sudokupad.c reads the object into a grid and its
 * model.
 */
#ifndef SS_FP_SUDOKUPAD_H
#define SS_FP_SUDOKUPAD_H

#include <stddef.h>

#include "fpuzzles.h"

/* SudokuPad's zipped JSON text s[0, len) as strict JSON with its keys at
 * their full names, in a malloc'd NUL-terminated string (*out,
 * *out_len).  0, or -1 with *at (the offset in s) and msg (at most 160
 * bytes) saying why. */
int ss_sp_unzip (const char *s, size_t len, char **out, size_t *out_len,
                 long *at, char msg[160]);

/* The JSON text[0, len) of a SudokuPad puzzle (zipped or plain) into g.
 * 1; 0 when it is a JSON object with no "cells" (not SudokuPad's: the
 * caller says so); -1 with err set (err->unknown when the puzzle holds
 * what sudosat cannot read).  Positions come from o as in read.c. */
int ss_sp_read_json (const char *text, size_t len, const ss_fp_origin *o,
                     ss_grid *g, ss_error *err);

/* An scl or ctc payload (the compressed string after its prefix). */
int ss_sp_read_string (const char *s, size_t len, const ss_fp_origin *o,
                       ss_grid *g, ss_error *err);

/* An scf payload (SudokuPad's short classic form, after "scf"). */
int ss_sp_read_scf (const char *s, size_t len, const ss_fp_origin *o,
                    ss_grid *g, ss_error *err);

#endif
