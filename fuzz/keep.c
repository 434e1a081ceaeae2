/* keep.c -- a failure's folder: everything needed to look at it again.
 *
 * OUT/fail-INDEX-KIND/ holds
 *
 *   README.txt     what failed and how, the instance (seed, index, box,
 *                  density, mutation, encoding), the reduction (givens,
 *                  box, clauses and literals before and after) and the
 *                  sudosat command that finds it again;
 *   puzzle.txt     the puzzle as found, then as shrunk (line form, or
 *                  with rules the text form);
 *   shrunk.txt     the shrunk puzzle alone;
 *   found.cnf      (a program) the CNF of the failing call as found;
 *   shrunk.cnf     the CNF as shrunk;
 *   stdout.txt, stderr.txt, proof
 *                  (a program) what it wrote on shrunk.cnf, run once
 *                  more for this folder;
 *   reproduce.sh   one line: the program on shrunk.cnf (an engine:
 *                  sudosat solve on shrunk.txt).
 */
#include "fuzz_int.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/alphabet.h"
#include "../core/print.h"
#include "variant.h"

typedef struct folder {
  char dir[600];
  char path[700];
} folder;

static const char *
at (folder *f, const char *name)
{
  snprintf (f->path, sizeof f->path, "%s/%s", f->dir, name);
  return f->path;
}

/* A copy of file from into to; 0 or -1 (a missing from is no copy). */
static int
copy (const char *from, const char *to)
{
  FILE *in = fopen (from, "rb");
  if (!in)
    return errno == ENOENT ? 0 : -1;
  FILE *out = fopen (to, "wb");
  char buf[65536];
  size_t n;
  int bad = !out;
  while (!bad && (n = fread (buf, 1, sizeof buf, in)))
    bad = fwrite (buf, 1, n, out) != n;
  fclose (in);
  if (out && fclose (out))
    bad = 1;
  return bad ? -1 : 0;
}

/* The word with the CNF's, the result file's and the proof's paths
 * relative to the folder. */
static void
put_word (FILE *out, const char *w, int *placed)
{
  for (; *w; w++)
    if (w[0] == '%' && (w[1] == 'i' || w[1] == 'c'))
      fputs ("shrunk.cnf", out), w++, *placed = 1;
    else if (w[0] == '%' && w[1] == 'o')
      fputs ("result.txt", out), w++;
    else if (w[0] == '%' && w[1] == 'p')
      fputs ("proof", out), w++;
    else
      fputc (*w, out);
}

/* The program's command line on shrunk.cnf (satcmd.h's placement rule,
 * on the words as the user wrote them); a program named by a relative
 * path gets the current folder in front, since reproduce.sh runs in
 * the failure's. */
static void
program_line (FILE *out, const char *cmd)
{
  char here[4096];
  while (*cmd == ' ' || *cmd == '\t')
    cmd++;
  if (*cmd != '/' && *cmd != '\'' && *cmd != '"'
      && strcspn (cmd, "/") < strcspn (cmd, " \t") && getcwd (here, sizeof here))
    fprintf (out, "%s/", here);
  int placed = strstr (cmd, "%i") || strstr (cmd, "%c");
  const char *o = placed ? 0 : strstr (cmd, "%o");
  while (o && o > cmd && o[-1] != ' ')
    o--;
  for (const char *s = cmd; *s; s++)
    {
      if (s == o)
        fputs ("shrunk.cnf ", out), placed = 1;
      char word[2] = { *s, 0 };
      if (*s == '%' && s[1])
        {
          char pair[3] = { s[0], s[1], 0 };
          put_word (out, pair, &placed);
          s++;
        }
      else
        fputs (word, out);
    }
  if (!placed)
    fputs (" shrunk.cnf", out);
}

static void
engine_line (FILE *out, const ss_fz_opts *o, const ss_fz_instance *in)
{
  fprintf (out, "sudosat solve --solver %s --limit 2 --box %dx%d",
           o->solver->name, in->box_rows, in->box_cols);
  if (o->solver->flags & SS_SAT)
    fprintf (out, " --sat-encoding %s --sat-amo %s --sat-mode %s",
             ss_encoding_name (in->encoding), ss_amo_name (in->amo),
             in->reduced ? "reduced" : "assume");
  if ((o->solver->flags & SS_SAT) && in->sum && ss_fz_rules_sum (in->kinds))
    fprintf (out, " --sat-sum %s", ss_sum_name (in->sum));
  if (o->ipasir_lib)
    fprintf (out, " --ipasir-lib '%s'", o->ipasir_lib);
  if (o->timeout > 0)
    fprintf (out, " --timeout %g", o->timeout);
  fputs (" shrunk.txt", out);
}

static int
write_reproduce (folder *f, const ss_fz_opts *o, const ss_fz_instance *in)
{
  FILE *out = fopen (at (f, "reproduce.sh"), "w");
  if (!out)
    return -1;
  fputs ("#!/bin/sh\n# the failure, again (sudosat fuzz, README.txt)\n"
         "cd \"$(dirname \"$0\")\" && ", out);
  if (o->sat_cmd)
    program_line (out, o->sat_cmd);
  else
    engine_line (out, o, in);
  fputc ('\n', out);
  return fclose (out) || chmod (f->path, 0755) ? -1 : 0;
}

/* g in the form sudosat reads it: a line, or with rules the text form. */
static void
write_one (FILE *out, const ss_grid *g)
{
  ss_alphabet abc;
  ss_alphabet_default (&abc);
  if (g->model)
    ss_fz_variant_write (out, g);
  else
    ss_write_line (out, g, &abc, '.'), fputc ('\n', out);
}

static int
write_puzzles (folder *f, const ss_grid *found, const ss_grid *shrunk)
{
  FILE *out = fopen (at (f, "puzzle.txt"), "w");
  if (!out)
    return -1;
  write_one (out, found);
  if (found->model)
    fputc ('\n', out);
  write_one (out, shrunk);
  if (fclose (out) || !(out = fopen (at (f, "shrunk.txt"), "w")))
    return -1;
  write_one (out, shrunk);
  return fclose (out) ? -1 : 0;
}

static void
readme_body (FILE *out, const ss_fz_opts *o, const ss_fz_result *r)
{
  const ss_fz_instance *in = &r->inst;
  char rules[400];
  ss_fz_rules_text (in->kinds, rules, sizeof rules);
  fprintf (out, "%s: %s\n\n%s\n\n", ss_fz_failure_name (r->failure),
           ss_fz_failure_help (r->failure), r->note);
  fprintf (out, "instance %llu of seed %llu: %s, %s, density %d%%, "
           "reference %s\n", (unsigned long long) in->index,
           (unsigned long long) o->seed, ss_fz_mutation_name (in->mutation),
           rules, in->density,
           ss_status_name (r->reference));
  fprintf (out, "encoding %s, amo %s, mode %s",
           ss_encoding_name (in->encoding), ss_amo_name (in->amo),
           in->reduced ? "reduced" : "assume");
  if (ss_fz_rules_sum (in->kinds))
    fprintf (out, ", sums %s", ss_sum_name (in->sum));
  fputc ('\n', out);
  fprintf (out, "shrunk in %.1f s: box %dx%d -> %dx%d, givens %d -> %d",
           r->shrink_seconds, r->found_rows, r->found_cols, r->box_rows,
           r->box_cols, r->givens_before, r->givens_after);
  if (o->sat_cmd)
    fprintf (out, ", clauses %ld -> %ld (puzzle) -> %ld, literals %ld -> "
             "%ld", r->clauses_before, r->clauses_puzzle, r->clauses_after,
             r->lits_before, r->lits_after);
  fprintf (out, "\n\nfound again by: %s fuzz ", o->argv0 ? o->argv0
                                                          : "sudosat");
  if (o->sat_cmd)
    fprintf (out, "--sat-cmd '%s'", o->sat_cmd);
  else
    fprintf (out, "--solver %s", o->solver->name);
  fprintf (out, " --seed %llu --only %llu", (unsigned long long) o->seed,
           (unsigned long long) in->index);
  if (o->box_rows)
    fprintf (out, " --box %dx%d", o->box_rows, o->box_cols);
  fprintf (out, "\n");
}

static int
write_readme (folder *f, const ss_fz_opts *o, const ss_fz_result *r)
{
  FILE *out = fopen (at (f, "README.txt"), "w");
  if (!out)
    return -1;
  readme_body (out, o, r);
  return fclose (out) ? -1 : 0;
}

/* The program on the shrunk CNF once more, its output kept. */
static int
program_files (ss_fz_ctx *x, folder *f, const ss_fz_cnf *before,
               const ss_fz_cnf *after)
{
  ss_fz_answer a;
  ss_model m;
  if (ss_fz_cnf_write (before, at (f, "found.cnf"), "the failing CNF as "
                       "sudosat fuzz found it")
      || ss_fz_cnf_write (after, at (f, "shrunk.cnf"), "the failing CNF, "
                          "shrunk"))
    return -1;
  int got = ss_fz_judge_cnf (x, after, 0, &a, &m);
  ss_model_free (&m);
  if (got < 0)
    return -1;
  if (copy (x->cmd.out, at (f, "stdout.txt"))
      || copy (x->cmd.err, at (f, "stderr.txt"))
      || (x->cmd.proof[0] && copy (x->cmd.proof, at (f, "proof"))))
    return -1;
  return 0;
}

int
ss_fz_keep (ss_fz_ctx *x, ss_fz_result *r, const ss_grid *found,
            const ss_fz_cnf *before, const ss_fz_cnf *after)
{
  folder f;
  char kind[40];
  snprintf (kind, sizeof kind, "%s", ss_fz_failure_name (r->failure));
  for (char *s = kind; *s; s++)
    if (*s == ' ')
      *s = '-';
  if (mkdir (x->o->out_dir, 0777) && errno != EEXIST)
    return snprintf (r->note, sizeof r->note, "cannot make %.200s",
                     x->o->out_dir), -1;
  snprintf (f.dir, sizeof f.dir, "%s/fail-%llu-%s", x->o->out_dir,
            (unsigned long long) r->inst.index, kind);
  if (mkdir (f.dir, 0777) && errno != EEXIST)
    return snprintf (r->note, sizeof r->note, "cannot make %.200s", f.dir),
           -1;
  snprintf (r->dir, sizeof r->dir, "%s", f.dir);
  int rc = write_puzzles (&f, found, &r->inst.puzzle);
  if (!rc && x->have_cmd)
    rc = program_files (x, &f, before, after);
  if (!rc)
    rc = write_reproduce (&f, x->o, &r->inst);
  if (!rc)
    rc = write_readme (&f, x->o, r);
  if (rc)
    snprintf (r->note, sizeof r->note, "cannot write %.200s", f.path);
  return rc;
}
