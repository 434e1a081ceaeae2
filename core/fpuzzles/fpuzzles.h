/* fpuzzles.h -- the f-puzzles format: reading it into a grid and its
 * model, and writing a grid back (docs/model.md "f-puzzles").
 *
 * Model: an f-puzzles puzzle is a JSON object ({"size":9,"grid":[[{
 * "value":5,"given":true,"region":0}, ...]], "thermometer":[...], ...}).
 * A link carries it compressed (LZString to base64, lzstring.h) after
 * "?load=" (f-puzzles.com) or "fpuzzles" (SudokuPad's links, which also
 * carry SudokuPad's own format: sudokupad.h); the bare compressed string
 * is read too.  Every top-level key, and every member
 * of a grid cell and of a rule's entry, is looked up in one table
 * (keys.c): a rule key becomes constraints of a kind of kinds.h (and a
 * cell's given pencil marks or "parity" its rule); a drawing key (text,
 * line, circle, colours, centre and corner pencil marks, the editor's
 * highlightConflicts, ...) is
 * ignored and listed in the model (ss_model_ignore, --verbose); any
 * other name is a rule sudosat does not know, and the puzzle is refused
 * by name with the error's unknown flag set (exit 2).
 *
 * An f-puzzles record always gets a model, even a classic one, so its
 * metadata and its ignored keys travel with it.
 */
#ifndef SS_FPUZZLES_H
#define SS_FPUZZLES_H

#include <stddef.h>
#include <stdio.h>

#include "../error.h"
#include "../grid.h"
#include "../lines.h"

/* Sides f-puzzles draws. */
#define SS_FP_MIN_N 4
#define SS_FP_MAX_N 16
/* The longest title, author or ruleset kept (they become one line of the
 * text form, which has its own limit). */
#define SS_FP_MAX_TEXT 65536

/* Where a text came from, for error positions: the JSON of a file
 * (offsets map to lines and columns from line, col), or a decompressed
 * text (every error points at line, col: the compressed string). */
typedef struct ss_fp_origin {
  long line, col;
  int mapped;
  int box_rows, box_cols; /* --box: the boxes of cells with no "region"
                             (0: f-puzzles' own, R x C as ss_default_box) */
  const struct ss_alphabet *symbols; /* --alphabet (0: none): the
                             symbols a classic line spells its grid in */
} ss_fp_origin;

/* The record at the head of lines, when it is f-puzzles or any JSON:
 * 0 when it is neither (nothing consumed); 1 with g read (its model
 * attached); -1 with err set (JSON that is not an f-puzzles object is
 * refused with the reader's usual words).  The record's lines are
 * consumed either way.  o gives the box option only; positions come from
 * the lines. */
int ss_fpuzzles_record (ss_lines *lines, const ss_fp_origin *o, ss_grid *g,
                        ss_error *err);

/* Reads the JSON text[0, len) into g (a grid with its model attached).
 * 1 on success; 0 when the text is JSON but not an f-puzzles object (it
 * has neither "size" nor "grid": the caller says so in its own words);
 * -1 with err set (line and column from o; err->unknown when a rule is
 * not known). */
int ss_fpuzzles_read_json (const char *text, size_t len,
                           const ss_fp_origin *o, ss_grid *g,
                           ss_error *err);

/* The same from a compressed string (base64 of LZString): -1 also for a
 * bad string, and for one that decompresses to anything but an
 * f-puzzles object. */
int ss_fpuzzles_read_string (const char *s, size_t len,
                             const ss_fp_origin *o, ss_grid *g,
                             ss_error *err);

/* What a line of input is: SS_FP_URL (a web address, f-puzzles' or
 * SudokuPad's, or a SudokuPad payload on its own such as "scl..." or
 * "fpuzzles...": link.c), SS_FP_STRING (a compressed f-puzzles string on its own),
 * SS_FP_MAYBE (a string that may also be a classic line: read it as
 * f-puzzles only if it decompresses to a JSON object), or SS_FP_NONE.
 * text[0, len) is the line without its ending. */
enum { SS_FP_NONE, SS_FP_URL, SS_FP_STRING, SS_FP_MAYBE };
int ss_fpuzzles_line_kind (const char *text, size_t len);

/* 1 when the line is an f-puzzles or SudokuPad record of its own: a
 * link, a payload, a compressed string (one that could not spell a
 * classic grid in symbols, ss_fpuzzles_may_be_grid), or the start of
 * JSON.  The classic reader asks it of the line after a line that is no
 * puzzle, to tell a header above such records (reader.c). */
int ss_fpuzzles_line_is (const ss_line *ln, const struct ss_alphabet *symbols);

/* 1 when the string decompresses to text that opens a JSON object. */
int ss_fpuzzles_string_is_json (const char *s, size_t len);
/* 1 when s[0, len) (a square number of characters) could be a classic
 * grid's line: in the default alphabets (detect.c), letters of one case,
 * none above the side, no character outside digits, letters and blanks
 * (a compressed string, "N4Ig...", has both cases: never); with
 * symbols (--alphabet), its symbols and blanks only. */
int ss_fpuzzles_may_be_grid (const char *s, size_t len,
                             const struct ss_alphabet *symbols);

/* Reads the puzzle a URL line (SS_FP_URL) carries, percent-decoded.  As
 * ss_fpuzzles_read_string; err explains a URL with no puzzle in it, and
 * refuses a short id or a shortened link (they need the network). */
int ss_fpuzzles_read_url (const char *text, size_t len,
                          const ss_fp_origin *o, ss_grid *g, ss_error *err);

/* Writes g as an f-puzzles JSON object on one line (no newline): its
 * given digits (the puzzle's cells), the other digits of `filled` (a
 * solution, or 0) as non-given values, its regions and rules, its
 * metadata, and "solution" when `filled` is complete.  0, or -1 with err
 * set when g cannot be written (a side outside 4..16). */
int ss_fpuzzles_write_json (FILE *, const ss_grid *g, const ss_grid *filled,
                            ss_error *err);
/* The same compressed (the string a link carries after "?load="). */
int ss_fpuzzles_write_string (FILE *, const ss_grid *g,
                              const ss_grid *filled, ss_error *err);

/* For tests and the writer: the f-puzzles key that writes constraint
 * kind k with first parameter p, or 0 when none does. */
const char *ss_fpuzzles_key_of (int kind, int param);

#endif
