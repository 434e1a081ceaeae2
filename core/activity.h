/* activity.h -- what the engines are doing now, in a few words, for a
 * caller that shows it (the CLI's progress line).
 *
 * Model: one process-wide line of text, set by whoever knows (the CLI
 * names the engine it runs; a portfolio's race says which entrants are
 * racing, which dropped out and which answered) and read, copied, by a
 * thread that draws it.  The library never prints: it only sets the
 * text.  With several races at once (-j N) the line is the latest one's,
 * which is what a person watching wants to know: something moves.
 */
#ifndef SS_ACTIVITY_H
#define SS_ACTIVITY_H

#include <stddef.h>

/* printf-style; the text is cut at 63 characters. */
void ss_activity_set (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));
/* The same for a name that lives as long as the program (a solver's):
 * cheap enough for every solve. */
void ss_activity_name (const char *name);
/* Copies the text into buf ("" when none was set). */
void ss_activity_get (char *buf, size_t size);

#endif
