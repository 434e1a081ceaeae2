/* cmd_split.c -- sudosat split: one hard puzzle cut into K parts that any
 * machine can solve (cube and conquer across machines, issue 22).
 *
 * Model: the split engine's cutter (engines/cubes.c) cuts the puzzle's
 * search where fast would branch, until there are K parts; each part is
 * the puzzle plus its cube's givens, so the parts' solution sets
 * partition the puzzle's.  Each is written as an ordinary puzzle record,
 * one a line, in the puzzle's alphabet, tagged "part I/K of ID" after a
 * ':' (engines/part.h): `sudosat solve --format json` on a part says
 * which part it solved, and `sudosat merge` adds the parts' results up
 * to the puzzle's verdict.  --icnf writes the cubes as an iCNF instead:
 * the CNF of the puzzle (encode's), "p inccnf", then one "a LITS 0" line
 * per cube, the format incremental solvers of the cube-and-conquer
 * literature read.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/print.h"
#include "../core/verify.h"
#include "../encoder/dimacs_write.h"
#include "../engines/cubes.h"
#include "../engines/part.h"
#include "cli.h"
#include "one_puzzle.h"
#include "variant.h"

#define SPLIT_DEFAULT_PARTS 16
#define SPLIT_MAX_PARTS 65536

typedef struct split_args {
  cli_input in;
  cli_format format;
  unsigned long long parts, depth;
  int icnf, encoding;
} split_args;

typedef struct split_run {
  const split_args *a;
  const char *file;
  ss_grid p, q;         /* the puzzle; a part, rebuilt per cube */
  cli_read_as as;
  ss_cubes cubes;
  char id[SS_PART_ID_LEN + 1];
} split_run;

static const char usage[] =
  "usage: sudosat split [--parts K] [--depth D] [--format text|json]\n"
  "                     [--icnf [--encoding E]] [--box RxC] [--alphabet S]\n"
  "                     PUZZLE|-\n"
  "Cuts one puzzle's search into K parts (default 16) whose solution sets\n"
  "partition the puzzle's: each part is the puzzle plus the givens of one\n"
  "cube, cut where the fast solver would branch, at most D givens deep\n"
  "(default and most 24).  The parts come one a line, in the puzzle's\n"
  "alphabet, each tagged ':part I/K of ID' (ID names the puzzle).  Each\n"
  "is an ordinary puzzle: solve them anywhere with 'sudosat solve\n"
  "--format json', then 'sudosat merge' their results.  K is a floor: a\n"
  "cut into a cell's candidates may pass it; fewer parts come (with a\n"
  "warning) when the search cannot be cut that far.  --icnf writes the\n"
  "puzzle's CNF (encode's, --encoding E) as an iCNF, 'p inccnf', with one\n"
  "'a LITS 0' line per cube.\n"
  "Exit: 0 parts written; 1 the record is unreadable or its givens break a\n"
  "rule; 2 usage error or unreadable file; 3 out of memory or output that\n"
  "cannot be written; 130 Ctrl-C.\n";

/* ---- writing the parts --------------------------------------------------- */

static void
write_cells (FILE *out, const split_run *s)
{
  if (!s->as.tokens)
    {
      ss_write_line (out, &s->q, &s->as.alphabet, '.');
      return;
    }
  for (int i = 0; i < s->q.n * s->q.n; i++)
    fprintf (out, i ? " %d" : "%d", s->q.cell[i]);
}

/* ,"cube":["r1c5=3",...]: the givens the part adds, 1-based. */
static void
write_cube_json (FILE *out, const ss_cube *c, int n)
{
  fputs (",\"cube\":[", out);
  for (int i = 0; i < c->depth; i++)
    fprintf (out, "%s\"r%dc%d=%d\"", i ? "," : "", c->cell[i] / n + 1,
             c->cell[i] % n + 1, c->digit[i]);
  fputc (']', out);
}

/* Part i (0-based) as a record: the puzzle with its cube, and its tag. */
static void
write_part (FILE *out, split_run *s, int i)
{
  const ss_cube *c = &s->cubes.cube[i];
  ss_part part = { i + 1, s->cubes.count, "" };
  memcpy (part.parent, s->id, sizeof s->id);
  memcpy (s->q.cell, s->p.cell, (size_t) s->p.n * s->p.n);
  ss_cube_apply (c, &s->q);
  if (s->a->format != CLI_JSON)
    {
      write_cells (out, s);
      fputc (':', out);
      ss_part_write_tag (out, &part);
      fputc ('\n', out);
      return;
    }
  fprintf (out, "{\"record\":%d,\"file\":", i + 1);
  if (cli_operand_is_text (s->file))
    fputs ("null", out);
  else
    ss_write_json_string (out, s->file);
  fprintf (out, ",\"line\":%ld,", s->as.line);
  ss_write_json_read_as (out, &s->q, &s->as.alphabet, s->as.tokens);
  fprintf (out, ",\"part\":\"%d/%d\",\"parent\":\"%s\",\"status\":\"ok\","
           "\"givens\":%d,\"puzzle\":\"", i + 1, s->cubes.count, s->id,
           ss_grid_givens (&s->q));
  write_cells (out, s);
  fputc ('"', out);
  write_cube_json (out, c, s->p.n);
  fputs ("}\n", out);
}

/* ---- the iCNF ------------------------------------------------------------ */

/* "a LITS 0": the cube's givens as the CNF's cell-digit variables. */
static int
write_cube_line (FILE *out, const ss_varmap *map, const ss_cube *c, int n)
{
  fputc ('a', out);
  for (int i = 0; i < c->depth; i++)
    {
      long v = ss_varmap_var (map, c->cell[i] / n, c->cell[i] % n,
                              c->digit[i]);
      if (!v)
        return -1; /* a cube given is a free candidate: cannot happen */
      fprintf (out, " %ld", v);
    }
  fputs (" 0\n", out);
  return 0;
}

static int
write_icnf (split_run *s)
{
  ss_encode_opts o;
  ss_varmap map;
  ss_error err;
  ss_encode_opts_default (&o, s->p.n);
  if (s->a->encoding >= 0)
    o.encoding = (ss_encoding) s->a->encoding;
  printf ("c sudosat split --icnf: %d cubes of puzzle %s, cut where fast "
          "branches;\nc   after the CNF, one \"a LITS 0\" line per cube: "
          "its givens, as cell-digit\nc   variables\n", s->cubes.count,
          s->id);
  if (ss_dimacs_write_icnf (stdout, &s->p, &o, 0, &err))
    return fprintf (stderr, "sudosat split: %s\n", err.msg), SS_EXIT_INTERNAL;
  if (ss_varmap_init (&map, &s->p, ss_encoding_reduced (o.encoding)))
    return fputs ("sudosat split: out of memory\n", stderr), SS_EXIT_INTERNAL;
  int bad = 0;
  for (int i = 0; i < s->cubes.count && !bad; i++)
    bad = write_cube_line (stdout, &map, &s->cubes.cube[i], s->p.n);
  ss_varmap_free (&map);
  if (bad)
    fputs ("sudosat split: a cube's given has no variable\n", stderr);
  return bad ? SS_EXIT_INTERNAL : SS_EXIT_OK;
}

/* ---- the run ------------------------------------------------------------- */

/* The cubes; none (the kernel refutes the puzzle) leaves the puzzle
 * itself as the one part, so the results still merge to a verdict. */
static int
cut (split_run *s)
{
  ss_solve_opts o;
  memset (&o, 0, sizeof o);
  if (ss_cubes_make (&s->p, &o, (int) s->a->parts, (int) s->a->depth,
                     &s->cubes))
    return fputs ("sudosat split: out of memory\n", stderr), SS_EXIT_INTERNAL;
  if (!s->cubes.count)
    {
      s->cubes.cube = calloc (1, sizeof *s->cubes.cube);
      if (!s->cubes.cube)
        return fputs ("sudosat split: out of memory\n", stderr),
               SS_EXIT_INTERNAL;
      s->cubes.count = s->cubes.room = 1;
    }
  if ((unsigned long long) s->cubes.count < s->a->parts)
    cli_warn ("%d part%s, not %llu: the search cannot be cut further%s",
              s->cubes.count, s->cubes.count > 1 ? "s" : "", s->a->parts,
              s->a->depth < SS_CUBE_MAX_DEPTH ? " within --depth" : "");
  return SS_EXIT_OK;
}

/* The puzzle: readable, one record, givens that break no rule. */
static int
read_puzzle (split_run *s)
{
  ss_error err;
  int pasted = cli_operand_pasted (s->file, &s->a->in);
  int code = cli_one_puzzle (s->file, &s->a->in, &s->p, &s->as, &err);
  if (pasted)
    s->file = cli_operand_label (); /* JSON's file: null */
  if (code != SS_EXIT_OK)
    {
      fputs ("sudosat split: error: ", stderr);
      ss_error_write (stderr, &err);
      fputc ('\n', stderr);
      return code;
    }
  if ((code = cli_refuse_variant ("split", s->file, &s->p)))
    return code; /* the cut is fast's kernel: classic rules only */
  if (!ss_verify_conflicts (&s->p, 0, 0))
    return SS_EXIT_OK;
  fputs ("sudosat split: the givens break a rule (", stderr);
  ss_verify_write (&s->p, stderr);
  fputs ("): the puzzle has no solution and no parts\n", stderr);
  return SS_EXIT_FINDING;
}

static int
run_split (split_run *s)
{
  int code = read_puzzle (s);
  if (code)
    return code;
  ss_part_id (&s->p, s->id);
  if ((code = cut (s)))
    return code;
  if (s->a->icnf)
    return write_icnf (s);
  if (ss_grid_copy (&s->q, &s->p))
    return fputs ("sudosat split: out of memory\n", stderr), SS_EXIT_INTERNAL;
  for (int i = 0; i < s->cubes.count; i++)
    write_part (stdout, s, i);
  return SS_EXIT_OK;
}

/* ---- options ------------------------------------------------------------- */

static int
parse_option (void *ctx, int opt, const char *arg)
{
  split_args *a = ctx;
  switch (opt)
    {
    case 'k':
      if (cli_parse_u64 ("--parts", arg, &a->parts) || a->parts < 1
          || a->parts > SPLIT_MAX_PARTS)
        return cli_usage_error ("split", "--parts takes 1 to %d",
                                SPLIT_MAX_PARTS), -1;
      return 0;
    case 'd':
      if (cli_parse_u64 ("--depth", arg, &a->depth) || a->depth < 1
          || a->depth > SS_CUBE_MAX_DEPTH)
        return cli_usage_error ("split", "--depth takes 1 to %d",
                                SS_CUBE_MAX_DEPTH), -1;
      return 0;
    case 'f': return cli_set_format (&a->format, arg, "text,json");
    case 'I': a->icnf = 1; return 0;
    case 'e':
      return cli_lookup ("--encoding", arg, ss_encoding_lookup, &a->encoding);
    default: return -1;
    }
}

static int
check_options (const split_args *a, int operands)
{
  const char *why = 0;
  if (operands != 1)
    why = "one PUZZLE, please (or - for standard input)";
  else if (a->encoding >= 0 && !a->icnf)
    why = "--encoding is for --icnf: the parts are puzzles, not CNF";
  else if (a->icnf && a->format == CLI_JSON)
    why = "--icnf writes DIMACS, not records: no --format json";
  if (why)
    cli_usage_error ("split", "%s", why);
  return why ? SS_EXIT_USAGE : SS_EXIT_OK;
}

int
cmd_split (int argc, char **argv)
{
  static const struct option longs[] = {
    { "parts", required_argument, 0, 'k' },
    { "depth", required_argument, 0, 'd' },
    { "format", required_argument, 0, 'f' },
    { "icnf", no_argument, 0, 'I' },
    { "encoding", required_argument, 0, 'e' },
    CLI_INPUT_OPTIONS,
    { 0, 0, 0, 0 },
  };
  split_args a = { .format = CLI_TEXT, .parts = SPLIT_DEFAULT_PARTS,
                   .depth = SS_CUBE_MAX_DEPTH, .encoding = -1 };
  cli_input_init (&a.in);
  int rc = cli_parse (argc, argv, "h", longs, usage, &a.in, parse_option, &a);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if ((rc = check_options (&a, argc - optind)))
    return rc;
  split_run s;
  memset (&s, 0, sizeof s);
  s.a = &a;
  s.file = argv[optind];
  rc = run_split (&s);
  ss_cubes_free (&s.cubes);
  ss_grid_free (&s.p);
  ss_grid_free (&s.q);
  return rc;
}
