/* external.c -- any DIMACS SAT solver as a sudosat solver (--sat-cmd).
 *
 * Model: the puzzle's CNF (extended with the givens as unit clauses, or
 * with --sat-mode reduced the reduced encoding) is written to a temporary
 * file and the command runs on it, once per solution sought: after each
 * model a blocking clause over the blank cells is added and the file is
 * written again.  Where the CNF's path goes on the command line:
 *
 *   %i        replaced by it, wherever it stands;
 *   %o        (without %i) it goes just before the %o word, minisat's
 *             order: 'minisat %o' runs minisat CNF RESULT;
 *   neither   it is appended as the last argument.
 *
 * %o is replaced by a temporary result file, which is read afterwards
 * (minisat's SAT/UNSAT/INDET format); otherwise the answer is read from
 * stdout in the SAT competition format.  Both formats are read by
 * encoder/model.c and decoded through the CNF's variable map.
 *
 * The solver is believed only as far as it is consistent: an exit code
 * other than 0, 10 or 20, a signal, a timeout, unreadable output, an
 * exit code that disagrees with the "s" line, or a model that is not a
 * solution all end the count with SS_GAVE_UP and a note saying which.
 * Only --timeout limits an external solver (it kills the process group);
 * --budget-nodes has no unit to count here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../encoder/cnf.h"
#include "../encoder/decode.h"
#include "sat.h"
#include "spawn.h"

#define PATH_ROOM 512

typedef struct ext {
  const ss_grid *p;
  const ss_solve_opts *o;
  ss_result *res;
  ss_cnf f;
  int *blocks;         /* blocking clauses, each ended by 0 */
  long nblocks, block_lits;
  char cnf[PATH_ROOM], out[PATH_ROOM], err[PATH_ROOM], result[PATH_ROOM];
  ss_argv argv;        /* the command with the paths put in */
  double deadline;
} ext;

static ss_outcome
give_up (ext *e, const char *fmt, const char *detail)
{
  snprintf (e->res->note, sizeof e->res->note, fmt, detail);
  return SS_GAVE_UP;
}

/* Makes an empty temporary file from a template; 0 or -1. */
static int
temp_file (char *path, const char *what)
{
  const char *dir = getenv ("TMPDIR");
  snprintf (path, PATH_ROOM, "%s/sudosat-%s-XXXXXX",
            dir && *dir ? dir : "/tmp", what);
  int fd = mkstemp (path);
  if (fd < 0)
    return path[0] = 0, -1;
  close (fd);
  return 0;
}

/* The word with every %i and %o replaced; 0 when out of memory. */
static char *
substitute (const char *word, const ext *e)
{
  size_t room = strlen (word) + 1;
  for (const char *s = word; (s = strchr (s, '%')); s++)
    room += PATH_ROOM;
  char *out = malloc (room), *d = out;
  for (const char *s = word; out && *s; s++)
    if (s[0] == '%' && (s[1] == 'i' || s[1] == 'o'))
      {
        const char *path = *++s == 'i' ? e->cnf : e->result;
        strcpy (d, path);
        d += strlen (path);
      }
    else
      *d++ = *s;
  if (out)
    *d = 0;
  return out;
}

/* Builds e->argv from the command: paths put in, CNF placed (see top). */
static int
build_argv (ext *e, const ss_argv *cmd)
{
  int has_i = 0, at_o = -1;
  for (int k = 0; k < cmd->count; k++)
    {
      has_i |= strstr (cmd->word[k], "%i") != 0;
      if (at_o < 0 && strstr (cmd->word[k], "%o"))
        at_o = k;
    }
  int insert = has_i ? -1 : at_o >= 0 ? at_o : cmd->count;
  e->argv.word = calloc ((size_t) cmd->count + 2, sizeof *e->argv.word);
  if (!e->argv.word)
    return -1;
  for (int k = 0; k <= cmd->count; k++)
    {
      if (k == insert && !(e->argv.word[e->argv.count++] = strdup (e->cnf)))
        return -1;
      if (k < cmd->count
          && !(e->argv.word[e->argv.count++] = substitute (cmd->word[k], e)))
        return -1;
    }
  return 0;
}

static void
free_argv (ext *e)
{
  for (int k = 0; k < e->argv.count; k++)
    free (e->argv.word[k]);
  free (e->argv.word);
}

/* The CNF and this puzzle's blocking clauses, as one DIMACS file. */
static int
write_cnf (const ext *e)
{
  FILE *out = fopen (e->cnf, "w");
  if (!out)
    return -1;
  fprintf (out, "c sudosat: a %dx%d puzzle, %s encoding, %ld blocking "
           "clause(s)\np cnf %ld %ld\n", e->p->n, e->p->n,
           ss_encoding_name (e->f.info.opts.encoding), e->nblocks,
           e->f.info.nvars, e->f.info.nclauses + e->nblocks);
  for (long i = 0; i < e->f.info.nclauses; i++)
    {
      int len;
      const int *lits = ss_cnf_clause (&e->f, i, &len);
      for (int k = 0; k < len; k++)
        fprintf (out, "%d ", lits[k]);
      fputs ("0\n", out);
      if (e->deadline > 0 && !(i & 65535) && ss_now () >= e->deadline)
        return fclose (out), -2; /* a 100x100 CNF takes seconds */
    }
  for (long k = 0; k < e->block_lits; k++)
    fprintf (out, e->blocks[k] ? "%d " : "0\n", e->blocks[k]);
  return fclose (out) ? -1 : 0;
}

/* The first line the solver wrote on stderr, for notes, in printable
 * ASCII (a localised message's quotes become '?'). */
static void
first_err_line (const ext *e, char *line, size_t room)
{
  FILE *f = fopen (e->err, "r");
  line[0] = 0;
  if (f && fgets (line, (int) room, f))
    line[strcspn (line, "\r\n")] = 0;
  if (f)
    fclose (f);
  for (char *c = line; *c; c++)
    if (*c < ' ' || *c > '~')
      *c = '?';
}

/* 1 when the process ended in a way worth reading (exit 0, 10 or 20);
 * otherwise 0 with the note saying how it ended. */
static int
ended_well (ext *e, const ss_spawn_result *run)
{
  char line[100];
  if (run->timed_out)
    return give_up (e, "timeout: %.100s killed", e->argv.word[0]), 0;
  if (!run->exited)
    return snprintf (e->res->note, sizeof e->res->note, "solver killed by "
                     "signal %d", run->code), 0;
  if (run->code == 0 || run->code == 10 || run->code == 20)
    return 1;
  first_err_line (e, line, sizeof line);
  snprintf (e->res->note, sizeof e->res->note, "solver exited with status "
            "%d%s%s", run->code, line[0] ? ": " : "", line);
  return 0;
}

/* Reads the answer file into m; 0, or -1 with the note set. */
static int
parse_answer (ext *e, ss_model *m)
{
  ss_error err;
  const char *path = e->result[0] ? e->result : e->out;
  FILE *f = fopen (path, "r");
  int bad = !f || ss_model_read (f, e->result[0] ? "result file" : "stdout",
                                 e->f.info.nvars, m, &err);
  if (f)
    fclose (f);
  if (!bad)
    return 0;
  char *text = 0;
  size_t len = 0;
  FILE *mem = f ? open_memstream (&text, &len) : 0;
  if (mem)
    ss_error_write (mem, &err), fclose (mem);
  give_up (e, "unreadable answer: %.150s", text ? text : "no output file");
  free (text);
  return -1;
}

/* 10, 20, or 0 with the note set; the model is read into m.  The exit
 * code and the answer must agree where the code says anything. */
static int
read_answer (ext *e, const ss_spawn_result *run, ss_model *m)
{
  if (!ended_well (e, run) || parse_answer (e, m))
    return 0;
  int says = m->status == SS_MODEL_SAT ? 10
             : m->status == SS_MODEL_UNSAT ? 20 : 0;
  if (!says)
    return give_up (e, "%.100s answered UNKNOWN", e->argv.word[0]), 0;
  if (run->code && run->code != says)
    return snprintf (e->res->note, sizeof e->res->note, "exit code %d "
                     "disagrees with the answer %s", run->code,
                     says == 10 ? "SAT" : "UNSAT"), 0;
  return says;
}

/* Adds "not this filling of the blank cells".  1 when added, 0 when no
 * cell is blank (so nothing else could differ), -1 out of memory. */
static int
block (ext *e, const ss_grid *g)
{
  int n = e->p->n;
  int *room = realloc (e->blocks, (size_t) (e->block_lits + n * n + 1)
                                  * sizeof *room);
  if (!room)
    return -1;
  e->blocks = room;
  long start = e->block_lits;
  for (int i = 0; i < n * n; i++)
    if (!e->p->cell[i])
      {
        long v = ss_varmap_var (&e->f.map, i / n, i % n, g->cell[i]);
        if (v)
          e->blocks[e->block_lits++] = (int) -v;
      }
  if (e->block_lits == start)
    return 0;
  e->blocks[e->block_lits++] = 0;
  e->nblocks++;
  return 1;
}

/* Reads the grid, reports it, blocks it.  1 to go on; 0 when done (K
 * reached, or nothing to block); -1 on a bad model (note set). */
static int
take_model (ext *e, const ss_model *m)
{
  ss_grid g;
  ss_error err;
  uint64_t wrong = e->res->wrong;
  int missing = ss_varmap_grid (&e->f.map, ss_model_value, (void *) m, &g,
                                &err);
  int go;
  if (missing < 0)
    go = -1, give_up (e, "%s", "out of memory");
  else if (ss_result_found (e->res, g.cell))
    go = 0;
  else if (missing || e->res->wrong != wrong)
    go = -1, give_up (e, "%s gave a model that is not a solution",
                      e->argv.word[0]);
  else if ((go = block (e, &g)) < 0)
    give_up (e, "%s", "out of memory");
  ss_grid_free (&g);
  return go;
}

static ss_outcome
count (ext *e)
{
  for (;;)
    {
      ss_spawn_result run;
      ss_model m = { 0 };
      ss_error err;
      if (e->deadline > 0 && ss_now () >= e->deadline)
        return give_up (e, "timeout before running %.100s", e->argv.word[0]);
      int wrote = write_cnf (e);
      if (wrote == -2)
        return give_up (e, "timeout while writing %.150s", e->cnf);
      if (wrote)
        return give_up (e, "cannot write %.150s", e->cnf);
      if (ss_spawn_run (e->argv.word, e->out, e->err, e->deadline, &run,
                        &err))
        return give_up (e, "%.190s", err.msg);
      e->res->stats.nodes++;
      int says = read_answer (e, &run, &m);
      int go = says == 10 ? take_model (e, &m) : 0;
      ss_model_free (&m);
      if (says != 10)
        return says == 20 ? SS_DONE : SS_GAVE_UP;
      if (go <= 0)
        return go == 0 ? SS_DONE : SS_GAVE_UP;
    }
}

static int
prepare (ext *e, const ss_argv *cmd)
{
  ss_encode_opts eo;
  ss_error err;
  char note[160];
  int reduced = e->o->sat_mode && !strcmp (e->o->sat_mode, "reduced");
  if (ss_sat_encode_opts (e->o, e->p, reduced ? SS_SAT_REDUCED
                                                 : SS_SAT_ASSUME, &eo, note,
                          sizeof note))
    return give_up (e, "%s", note), -1;
  eo.givens = 1; /* a file: the givens as unit clauses */
  if (ss_cnf_build_by (&e->f, e->p, &eo, e->deadline, &err))
    return give_up (e, "%.190s", err.msg), -1;
  int uses_o = strstr (e->o->sat_cmd, "%o") != 0;
  if (temp_file (e->cnf, "cnf") || temp_file (e->out, "out")
      || temp_file (e->err, "err") || (uses_o && temp_file (e->result, "res")))
    return give_up (e, "cannot make a temporary file in %s",
                    getenv ("TMPDIR") ? getenv ("TMPDIR") : "/tmp"), -1;
  if (build_argv (e, cmd))
    return give_up (e, "%s", "out of memory"), -1;
  return 0;
}

static void
clean_up (ext *e)
{
  const char *paths[] = { e->cnf, e->out, e->err, e->result };
  for (int k = 0; k < 4; k++)
    if (paths[k][0])
      unlink (paths[k]);
  free_argv (e);
  free (e->blocks);
  if (e->f.start)
    ss_cnf_free (&e->f);
}

ss_outcome
ss_external_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ss_argv cmd;
  ss_error err;
  ext e = { .p = p, .o = o, .res = res };
  if (!o->sat_cmd)
    return give_up (&e, "%s", "no --sat-cmd given");
  if (o->sat_mode && ss_sat_mode_lookup (o->sat_mode) < 0)
    return give_up (&e, "unknown SAT mode '%.60s' (assume or reduced)",
                    o->sat_mode);
  if (ss_argv_split (o->sat_cmd, &cmd, &err))
    return ss_argv_free (&cmd), give_up (&e, "--sat-cmd: %.150s", err.msg);
  e.deadline = o->deadline > 0 ? o->deadline /* from ss_solve's start */
               : o->timeout > 0 ? ss_now () + o->timeout : 0;
  ss_outcome out = prepare (&e, &cmd) ? SS_GAVE_UP : count (&e);
  res->stats.variables = (uint64_t) e.f.info.nvars;
  res->stats.clauses = (uint64_t) (e.f.info.nclauses + e.nblocks);
  clean_up (&e);
  ss_argv_free (&cmd);
  return out;
}
