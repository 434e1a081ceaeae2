/* external.c -- any DIMACS SAT solver as a sudosat solver (--sat-cmd).
 *
 * Model: the puzzle's CNF (extended with the givens as unit clauses, or
 * with --sat-mode reduced the reduced encoding) is written to a temporary
 * file and the command runs on it, once per solution sought: after each
 * model a blocking clause over the blank cells is added and the file is
 * written again.  The command runs through satcmd.h, which says where
 * the CNF's path goes (appended, or at %i or %c; before %o), reads the
 * answer (stdout in the SAT competition format, or minisat's %o result
 * file) and judges how the process ended.
 *
 * %p is replaced by a file for the solver's own DRAT proof (text or
 * binary).  Every UNSAT answer -- unsat, and the blocking-clause call
 * that proves unique -- then has its proof checked against the very CNF
 * file the solver read (own_proof.h): res->own_proof says how it went,
 * and a missing or rejected proof keeps the CNF, the proof and the
 * solver's output in a folder the note names.  The verdict stands
 * either way (the solver may be right for the wrong reasons); the
 * caller reports the proof.
 *
 * The solver is believed only as far as it is consistent: an exit code
 * other than 0, 10 or 20, a signal, a timeout, unreadable output, an
 * exit code that disagrees with the "s" line, or a model that is not a
 * solution all end the count with SS_GAVE_UP, a note saying which and
 * res->why saying the kind (an error exit, a crash, the budget,
 * malformed, wrong): compare and solve judge the kind, never the note.
 * Only --timeout limits an external solver (it kills the process group);
 * --budget-nodes has no unit to count here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../encoder/cnf.h"
#include "../encoder/decode.h"
#include "own_proof.h"
#include "satcmd.h"
#include "sat.h"

typedef struct ext {
  const ss_grid *p;
  const ss_solve_opts *o;
  ss_result *res;
  ss_cnf f;
  int *blocks;         /* blocking clauses, each ended by 0 */
  long nblocks, block_lits;
  ss_satcmd cmd;       /* the program, its files */
  double deadline;
} ext;

static ss_outcome
give_up (ext *e, ss_why why, const char *fmt, const char *detail)
{
  snprintf (e->res->note, sizeof e->res->note, fmt, detail);
  e->res->why = why;
  return SS_GAVE_UP;
}

/* The kind of a run that gave no answer: a signal is a crash, any other
 * end the program chose (an exit code) an error. */
static ss_why
why_of (const ext *e, ss_satcmd_answer a)
{
  switch (a)
    {
    case SS_ANSWER_TIMEOUT: return SS_WHY_BUDGET;
    case SS_ANSWER_UNKNOWN: return SS_WHY_GAVE_UP;
    case SS_ANSWER_MALFORMED: return SS_WHY_MALFORMED;
    case SS_ANSWER_CRASH:
      return e->cmd.last.exited ? SS_WHY_ERROR : SS_WHY_CRASH;
    case SS_ANSWER_NOSTART: return SS_WHY_ERROR;
    default: return SS_WHY_NONE;
    }
}

/* The CNF and this puzzle's blocking clauses, as one DIMACS file. */
static int
write_cnf (const ext *e)
{
  FILE *out = fopen (e->cmd.cnf, "w");
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
    go = -1, give_up (e, SS_WHY_ERROR, "%s", "out of memory");
  else if (ss_result_found (e->res, g.cell))
    go = 0;
  else if (missing || e->res->wrong != wrong)
    go = -1, give_up (e, SS_WHY_WRONG, "%s gave a model that is not a "
                      "solution", e->cmd.argv.word[0]);
  else if ((go = block (e, &g)) < 0)
    give_up (e, SS_WHY_ERROR, "%s", "out of memory");
  ss_grid_free (&g);
  return go;
}

/* An UNSAT answer with %p: its proof checked against the CNF file.  A
 * proof that does not check keeps the files in a folder of their own. */
static void
check_own_proof (ext *e)
{
  char why[160], dir[SS_SATCMD_PATH];
  long lemmas;
  if (ss_own_proof_check (e->cmd.cnf, e->cmd.proof, why, sizeof why,
                          &lemmas) == 1)
    {
      e->res->own_proof = SS_OWN_PROOF_VERIFIED;
      return;
    }
  e->res->own_proof = SS_OWN_PROOF_REJECTED;
  e->res->why = SS_WHY_PROOF; /* beside the verdict, which stands */
  const char *paths[] = { e->cmd.cnf, e->cmd.proof, e->cmd.out,
                          e->cmd.err };
  const char *names[] = { "formula.cnf", "proof", "stdout.txt",
                          "stderr.txt" };
  if (ss_own_proof_keep ("proof", paths, names, 4, dir, sizeof dir))
    snprintf (e->res->note, sizeof e->res->note, "own proof rejected: "
              "%.120s (the files could not be kept)", why);
  else
    {
      /* The folder's path whole where it fits (a cut one is of no use):
       * the reason gives way to it.  45: the note's own words and 0. */
      int len = (int) strlen (dir), most = (int) sizeof e->res->note - 65;
      int path = len < most ? len : most;
      snprintf (e->res->note, sizeof e->res->note, "own proof rejected: "
                "%.*s; CNF and proof kept in %.*s",
                (int) sizeof e->res->note - 45 - path, why, path, dir);
    }
}

static ss_outcome
count (ext *e)
{
  for (;;)
    {
      ss_model m;
      if (e->deadline > 0 && ss_now () >= e->deadline)
        return give_up (e, SS_WHY_BUDGET, "timeout before running %.100s",
                        e->cmd.argv.word[0]);
      int wrote = write_cnf (e);
      if (wrote == -2)
        return give_up (e, SS_WHY_BUDGET, "timeout while writing %.150s",
                        e->cmd.cnf);
      if (wrote)
        return give_up (e, SS_WHY_ERROR, "cannot write %.150s", e->cmd.cnf);
      ss_satcmd_answer a = ss_satcmd_run (&e->cmd, e->f.info.nvars,
                                          e->deadline, &m, e->res->note,
                                          sizeof e->res->note);
      e->res->stats.nodes += a != SS_ANSWER_NOSTART;
      int go = a == SS_ANSWER_SAT ? take_model (e, &m) : 0;
      ss_model_free (&m);
      if (a == SS_ANSWER_UNSAT && e->cmd.proof[0])
        check_own_proof (e);
      if (a != SS_ANSWER_SAT && a != SS_ANSWER_UNSAT)
        e->res->why = why_of (e, a);
      if (a != SS_ANSWER_SAT)
        return a == SS_ANSWER_UNSAT ? SS_DONE : SS_GAVE_UP;
      if (go <= 0)
        return go == 0 ? SS_DONE : SS_GAVE_UP;
    }
}

static int
prepare (ext *e)
{
  ss_encode_opts eo;
  ss_error err;
  char note[160];
  int reduced = e->o->sat_mode && !strcmp (e->o->sat_mode, "reduced");
  if (ss_sat_encode_opts (e->o, e->p, reduced ? SS_SAT_REDUCED
                                                 : SS_SAT_ASSUME, &eo, note,
                          sizeof note))
    return give_up (e, SS_WHY_ERROR, "%s", note), -1;
  eo.givens = 1; /* a file: the givens as unit clauses */
  if (ss_cnf_build_by (&e->f, e->p, &eo, e->deadline, &err))
    return give_up (e, e->deadline > 0 && ss_now () >= e->deadline
                       ? SS_WHY_BUDGET : SS_WHY_ERROR, "%.190s", err.msg),
           -1;
  if (ss_satcmd_open (&e->cmd, e->o->sat_cmd, &err))
    return give_up (e, SS_WHY_ERROR, "%.190s", err.msg), -1;
  return 0;
}

ss_outcome
ss_external_solve (const ss_grid *p, const ss_solve_opts *o, ss_result *res)
{
  ext e = { .p = p, .o = o, .res = res };
  if (!o->sat_cmd)
    return give_up (&e, SS_WHY_ERROR, "%s", "no --sat-cmd given");
  if (o->sat_mode && ss_sat_mode_lookup (o->sat_mode) < 0)
    return give_up (&e, SS_WHY_ERROR, "unknown SAT mode '%.60s' (assume or reduced)",
                    o->sat_mode);
  e.deadline = o->deadline > 0 ? o->deadline /* from ss_solve's start */
               : o->timeout > 0 ? ss_now () + o->timeout : 0;
  ss_outcome out = prepare (&e) ? SS_GAVE_UP : count (&e);
  res->stats.variables = (uint64_t) e.f.info.nvars;
  res->stats.clauses = (uint64_t) (e.f.info.nclauses + e.nblocks);
  ss_satcmd_close (&e.cmd);
  free (e.blocks);
  if (e.f.start)
    ss_cnf_free (&e.f);
  return out;
}
