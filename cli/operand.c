/* operand.c -- a puzzle operand is a file, "-", or the puzzle itself.
 *
 * Model: every command that reads puzzles (solve, verify, rate, compare,
 * explain, lesson, encode, split, decode's PUZZLE) opens its operands
 * here.  A word that names an existing file is that file, whatever it
 * looks like.  Otherwise it is read as the puzzle itself (a link, one
 * in the angle brackets chat programs paste around it, a compressed
 * f-puzzles or SudokuPad string, JSON, a line of a grid) when it holds
 * a puzzle record that reads, or when it plainly is meant as one (a
 * link, such a string, JSON, a long line of digits and dots): then its
 * records are read and an unreadable one says why, as a record of a
 * file would.  Anything else is one short line on stderr: no such file,
 * and not a puzzle or a link either.  Messages never echo more than
 * SHOWN characters of a word (a link is 900 of them).
 *
 * The records of a word read as text come from the file "(argument)"
 * (cli_operand_label); JSON writes its file as null, as for explain.
 */
#include <errno.h>
#include <string.h>
#include <strings.h>

#include <sys/stat.h>

#include "cli.h"

#define SHOWN 60

static const char label[] = "(argument)";

const char *
cli_operand_label (void)
{
  return label;
}

int
cli_operand_is_text (const char *file)
{
  return file == label;
}

const char *
cli_operand_shown (const char *word)
{
  static char buf[SHOWN + 4];
  if (strlen (word) <= SHOWN)
    return word;
  snprintf (buf, sizeof buf, "%.*s...", SHOWN - 3, word);
  return buf;
}

static int
starts (const char *s, const char *prefix)
{
  return !strncasecmp (s, prefix, strlen (prefix));
}

/* A link, as link.c reads them (an address, a SudokuPad payload, a
 * compressed f-puzzles string), or JSON: never a file's name. */
static int
plainly_meant (const char *s)
{
  static const char *const starts_so[] = {
    "http://", "https://", "www.", "f-puzzles.com", "sudokupad.",
    "beta.sudokupad.", "app.crackingthecryptic.com", "N4Ig", "{", "[",
  };
  while (*s == ' ' || *s == '\t' || *s == '<')
    s++;
  for (size_t i = 0; i < sizeof starts_so / sizeof *starts_so; i++)
    if (starts (s, starts_so[i]))
      return 1;
  return 0;
}

/* A line of a grid: 16 characters or more, at least half of them digits
 * or dots, the rest letters, '0', '*', '_', '-' or spaces; a name with a
 * '/' is a path. */
static int
grid_line (const char *s)
{
  size_t len = strlen (s), digits = 0;
  if (len < 16 || strchr (s, '/'))
    return 0;
  for (const char *p = s; *p; p++)
    if ((*p >= '0' && *p <= '9') || *p == '.')
      digits++;
    else if (!strchr ("*_- \tabcdefghijklmnopqrstuvwxyz"
                      "ABCDEFGHIJKLMNOPQRSTUVWXYZ", *p))
      return 0;
  return digits * 2 >= len;
}

/* Does the text hold a puzzle record that reads? */
static int
reads (const char *text, const cli_input *in)
{
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  ss_reader *r = f ? ss_reader_new (f, label, &in->read) : 0;
  ss_record rec = { 0 };
  int ok = r && ss_reader_next (r, &rec) == 1 && rec.ok;
  ss_record_free (&rec);
  ss_reader_free (r);
  if (f)
    fclose (f);
  return ok;
}

/* Is the word, which names no file, meant as the puzzle itself? */
static int
meant (const char *word, const cli_input *in)
{
  return plainly_meant (word) || grid_line (word) || strchr (word, '\n')
         || reads (word, in);
}

int
cli_operand_pasted (const char *word, const cli_input *in)
{
  struct stat st;
  if (!*word || !strcmp (word, "-") || stat (word, &st) == 0)
    return 0;
  return meant (word, in);
}

FILE *
cli_operand_open (const char *word, const cli_input *in, const char **name,
                  ss_error *err)
{
  struct stat st;
  *name = word;
  if (!*word || !strcmp (word, "-") || stat (word, &st) == 0)
    return cli_open (word, err);
  int why = errno;
  ss_error_clear (err);
  if (meant (word, in))
    {
      FILE *f = fmemopen ((void *) word, strlen (word), "r");
      err->file = label;
      if (!f)
        ss_error_set (err, 0, 0, "%s", strerror (errno));
      return *name = label, f;
    }
  int path = strchr (word, '/') && why != ENAMETOOLONG;
  err->file = path ? word : cli_operand_shown (word); /* a path is whole */
  if (path)
    ss_error_set (err, 0, 0, "%s", strerror (why));
  else
    ss_error_set (err, 0, 0, "no such file, and not a puzzle or a link "
                  "either");
  return 0;
}
