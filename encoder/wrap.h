/* wrap.h -- words to lines of a fixed width, for the teaching texts.
 *
 * Model: text is words separated by single spaces.  Lines are filled
 * greedily up to width columns; the first starts with first, the rest
 * with rest (a hanging indent, or "c   " inside a DIMACS header).  A word
 * longer than a line stands alone on its line.
 */
#ifndef SS_WRAP_H
#define SS_WRAP_H

#include <stdio.h>

void ss_wrap (FILE *out, const char *first, const char *rest, int width,
              const char *text);

#endif
