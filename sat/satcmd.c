/* satcmd.c -- a DIMACS solver program run on CNF files (see satcmd.h). */
#include "satcmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *
ss_satcmd_answer_name (ss_satcmd_answer a)
{
  static const char *const names[] = {
#define SS_SATCMD_NAME(id, name) name,
    SS_SATCMD_ANSWERS (SS_SATCMD_NAME)
#undef SS_SATCMD_NAME
  };
  return names[a];
}

/* Makes an empty temporary file from a template; 0 or -1. */
static int
temp_file (char *path, const char *what)
{
  const char *dir = getenv ("TMPDIR");
  snprintf (path, SS_SATCMD_PATH, "%s/sudosat-%s-XXXXXX",
            dir && *dir ? dir : "/tmp", what);
  int fd = mkstemp (path);
  if (fd < 0)
    return path[0] = 0, -1;
  close (fd);
  return 0;
}

/* The path %i, %c, %o or %p stands for, or 0 for another letter. */
static const char *
path_of (const ss_satcmd *c, char letter)
{
  switch (letter)
    {
    case 'i': case 'c': return c->cnf;
    case 'o': return c->result;
    case 'p': return c->proof;
    default: return 0;
    }
}

/* The word with every %i, %c, %o and %p replaced; 0 when out of
 * memory. */
static char *
substitute (const char *word, const ss_satcmd *c)
{
  size_t room = strlen (word) + 1;
  for (const char *s = word; (s = strchr (s, '%')); s++)
    room += SS_SATCMD_PATH;
  char *out = malloc (room), *d = out;
  for (const char *s = word; out && *s; s++)
    if (s[0] == '%' && path_of (c, s[1]))
      {
        const char *path = path_of (c, *++s);
        strcpy (d, path);
        d += strlen (path);
      }
    else
      *d++ = *s;
  if (out)
    *d = 0;
  return out;
}

/* c->argv from the command's words: paths put in, the CNF placed. */
static int
build_argv (ss_satcmd *c, const ss_argv *cmd)
{
  int has_i = 0, at_o = -1;
  for (int k = 0; k < cmd->count; k++)
    {
      has_i |= strstr (cmd->word[k], "%i") || strstr (cmd->word[k], "%c");
      if (at_o < 0 && strstr (cmd->word[k], "%o"))
        at_o = k;
    }
  int insert = has_i ? -1 : at_o >= 0 ? at_o : cmd->count;
  c->argv.word = calloc ((size_t) cmd->count + 2, sizeof *c->argv.word);
  if (!c->argv.word)
    return -1;
  for (int k = 0; k <= cmd->count; k++)
    {
      if (k == insert && !(c->argv.word[c->argv.count++] = strdup (c->cnf)))
        return -1;
      if (k < cmd->count
          && !(c->argv.word[c->argv.count++] = substitute (cmd->word[k], c)))
        return -1;
    }
  return 0;
}

int
ss_satcmd_open (ss_satcmd *c, const char *cmd, ss_error *err)
{
  ss_argv words;
  memset (c, 0, sizeof *c);
  ss_error_clear (err);
  if (ss_argv_split (cmd, &words, err))
    {
      char why[sizeof err->msg];
      snprintf (why, sizeof why, "%s", err->msg);
      ss_error_set (err, 0, 0, "--sat-cmd: %.200s", why);
      return ss_argv_free (&words), -1;
    }
  int uses_o = strstr (cmd, "%o") != 0, uses_p = strstr (cmd, "%p") != 0;
  int rc = 0;
  if (temp_file (c->cnf, "cnf") || temp_file (c->out, "out")
      || temp_file (c->err, "err") || (uses_o && temp_file (c->result, "res"))
      || (uses_p && temp_file (c->proof, "proof")))
    rc = -1, ss_error_set (err, 0, 0, "cannot make a temporary file in %s",
                           getenv ("TMPDIR") ? getenv ("TMPDIR") : "/tmp");
  else if (build_argv (c, &words))
    rc = -1, ss_error_set (err, 0, 0, "out of memory");
  ss_argv_free (&words);
  return rc;
}

void
ss_satcmd_close (ss_satcmd *c)
{
  const char *paths[] = { c->cnf, c->out, c->err, c->result, c->proof };
  for (int k = 0; k < 5; k++)
    if (paths[k][0])
      unlink (paths[k]);
  for (int k = 0; k < c->argv.count; k++)
    free (c->argv.word[k]);
  free (c->argv.word);
  c->argv.word = 0, c->argv.count = 0;
}

/* The first line the solver wrote on stderr, for notes, in printable
 * ASCII (a localised message's quotes become '?'). */
static void
first_err_line (const ss_satcmd *c, char *line, size_t room)
{
  FILE *f = fopen (c->err, "r");
  line[0] = 0;
  if (f && fgets (line, (int) room, f))
    line[strcspn (line, "\r\n")] = 0;
  if (f)
    fclose (f);
  for (char *s = line; *s; s++)
    if (*s < ' ' || *s > '~')
      *s = '?';
}

/* How the process ended, when that says it all: TIMEOUT or CRASH with
 * the note; SAT when the answer is worth reading. */
static ss_satcmd_answer
ended (const ss_satcmd *c, const ss_spawn_result *run, char *note,
       size_t size)
{
  char line[100];
  if (run->timed_out)
    return snprintf (note, size, "timeout: %.100s killed", c->argv.word[0]),
           SS_ANSWER_TIMEOUT;
  if (!run->exited)
    return snprintf (note, size, "solver killed by signal %d", run->code),
           SS_ANSWER_CRASH;
  if (run->code == 0 || run->code == 10 || run->code == 20)
    return SS_ANSWER_SAT;
  first_err_line (c, line, sizeof line);
  snprintf (note, size, "solver exited with status %d%s%s", run->code,
            line[0] ? ": " : "", line);
  return SS_ANSWER_CRASH;
}

/* Reads the answer file into m; 0, or -1 with the note set. */
static int
parse_answer (const ss_satcmd *c, long nvars, ss_model *m, char *note,
              size_t size)
{
  ss_error err;
  const char *path = c->result[0] ? c->result : c->out;
  FILE *f = fopen (path, "r");
  int bad = !f || ss_model_read (f, c->result[0] ? "result file" : "stdout",
                                 nvars, m, &err);
  if (f)
    fclose (f);
  if (!bad)
    return 0;
  char *text = 0;
  size_t len = 0;
  FILE *mem = f ? open_memstream (&text, &len) : 0;
  if (mem)
    ss_error_write (mem, &err), fclose (mem);
  snprintf (note, size, "unreadable answer: %.150s",
            text ? text : "no output file");
  free (text);
  return -1;
}

/* Empties the proof file, so no earlier proof is taken for this run's. */
static int
clear_proof (const ss_satcmd *c)
{
  FILE *f = c->proof[0] ? fopen (c->proof, "w") : 0;
  return f ? fclose (f) : c->proof[0] ? -1 : 0;
}

ss_satcmd_answer
ss_satcmd_run (ss_satcmd *c, long nvars, double deadline, ss_model *m,
               char *note, size_t size)
{
  ss_spawn_result run;
  ss_error err;
  memset (m, 0, sizeof *m);
  note[0] = 0;
  if (clear_proof (c))
    return snprintf (note, size, "cannot write %.150s", c->proof),
           SS_ANSWER_NOSTART;
  if (ss_spawn_run (c->argv.word, c->out, c->err, deadline, &run, &err))
    return snprintf (note, size, "%.190s", err.msg), SS_ANSWER_NOSTART;
  c->last = run;
  ss_satcmd_answer a = ended (c, &run, note, size);
  if (a != SS_ANSWER_SAT)
    return a;
  if (parse_answer (c, nvars, m, note, size))
    return SS_ANSWER_MALFORMED;
  int says = m->status == SS_MODEL_SAT ? 10
             : m->status == SS_MODEL_UNSAT ? 20 : 0;
  if (!says)
    return snprintf (note, size, "%.100s answered UNKNOWN", c->argv.word[0]),
           SS_ANSWER_UNKNOWN;
  if (run.code && run.code != says)
    return snprintf (note, size, "exit code %d disagrees with the answer %s",
                     run.code, says == 10 ? "SAT" : "UNSAT"),
           SS_ANSWER_MALFORMED;
  return says == 10 ? SS_ANSWER_SAT : SS_ANSWER_UNSAT;
}
