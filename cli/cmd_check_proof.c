/* cmd_check_proof.c -- sudosat check-proof CNF PROOF: is the proof a
 * DRAT refutation of the CNF?
 *
 * Model: one answer line, from proof/drat.h: "verified" (exit 0) or
 * "rejected: ..." (exit 1); a CNF or proof that cannot be read is an
 * "error: FILE:LINE:COL: reason" line (exit 1, a finding like every
 * unreadable record), a file that cannot be opened exit 2, memory
 * exit 3.  Any DIMACS CNF and any DRAT proof will do, not only
 * sudosat's.  Remarks that do not change the answer (deletions of
 * clauses that were never there) go to stderr as notes.
 *
 * --lrat FILE writes the verified refutation as LRAT (proof/drat.h);
 * --lrat-check reads the second operand as LRAT instead and checks it
 * with the independent forward checker of proof/lrat.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../core/print.h"
#include "../proof/drat.h"
#include "../proof/lrat.h"
#include "cli.h"

typedef struct check_ctx {
  cli_format format;
  ss_drat_opts opts;
  const char *names[2]; /* cnf, proof */
  const char *core;     /* --core-proof FILE, or 0 */
  const char *lrat;     /* --lrat FILE, or 0 */
  int lrat_check;       /* --lrat-check: the proof is LRAT */
  int format_given;     /* --proof-format was given */
} check_ctx;

static const char usage[] =
  "usage: sudosat check-proof [--proof-format auto|text|binary]\n"
  "                           [--max-memory MIB] [--format text|json]\n"
  "                           [--core-proof FILE] [--lrat FILE]\n"
  "                           CNF PROOF\n"
  "       sudosat check-proof --lrat-check [--max-memory MIB]\n"
  "                           [--format text|json] CNF LRAT\n"
  "Checks that PROOF, a DRAT proof (text or binary, told apart by its\n"
  "first bytes unless --proof-format says), refutes CNF, a DIMACS file:\n"
  "backward checking, RUP and RAT, deletions honoured.  Prints 'verified'\n"
  "or 'rejected: ...' with the lemma and its line (or byte).  Either file\n"
  "may be - (standard input).  Memory is limited to MIB (default 4096).\n"
  "--core-proof writes the proof trimmed to the lemmas the check used,\n"
  "for another checker to confirm; --lrat writes it as LRAT (each lemma\n"
  "with the clause IDs of its derivation), for verified checkers such as\n"
  "cake_lpr.  --lrat-check checks an LRAT proof instead, with a second,\n"
  "independent checker that follows its hints forward.\n"
  "Exit: 0 verified, 1 rejected or unreadable, 2 usage error or a file\n"
  "that cannot be opened, 3 out of memory; 130 Ctrl-C.\n";

static int
parse_option (void *ctx, int opt, const char *arg)
{
  check_ctx *c = ctx;
  unsigned long long u;
  switch (opt)
    {
    case 'f': return cli_set_format (&c->format, arg, "text,json");
    case 'c': c->core = arg; return 0;
    case 'l': c->lrat = arg; c->opts.lrat = 1; return 0;
    case 'L': c->lrat_check = 1; return 0;
    case 'p':
      c->format_given = 1;
      if (!strcmp (arg, "auto") || !strcmp (arg, "text")
          || !strcmp (arg, "binary"))
        {
          c->opts.format = arg[0] == 'a' ? SS_DRAT_AUTO
                           : arg[0] == 't' ? SS_DRAT_TEXT : SS_DRAT_BINARY;
          return 0;
        }
      return cli_usage_error ("--proof-format", "'%s' is not auto, text "
                              "or binary", arg), -1;
    case 'm':
      if (cli_parse_u64 ("--max-memory", arg, &u))
        return -1;
      if (u < 1 || u > ((size_t) -1 >> 21))
        return cli_usage_error ("--max-memory", "'%s' MiB is out of range",
                                arg), -1;
      c->opts.max_bytes = (size_t) u << 20;
      return 0;
    default: return -1;
    }
}

/* Opens a named file or standard input; 0 after saying why not. */
static FILE *
open_input (const char *name)
{
  struct stat st;
  if (!strcmp (name, "-"))
    return stdin;
  FILE *f = fopen (name, "rb");
  if (!f)
    fprintf (stderr, "sudosat check-proof: %s: %s\n", name, strerror (errno));
  else if (fstat (fileno (f), &st) == 0 && S_ISDIR (st.st_mode))
    {
      fprintf (stderr, "sudosat check-proof: %s: is a directory\n", name);
      fclose (f);
      f = 0;
    }
  return f;
}

static void
json_field (const char *name, long value)
{
  printf (",\"%s\":%ld", name, value);
}

static void
write_json_stats (const ss_drat_result *r)
{
  const ss_drat_stats *s = &r->stats;
  printf (",\"format\":\"%s\"", r->binary ? "binary" : "text");
  json_field ("variables", s->variables);
  json_field ("cnf_variables", s->input_vars);
  json_field ("clauses", s->input_clauses);
  json_field ("lemmas", s->lemmas);
  json_field ("deletions", s->deletions);
  json_field ("checked", s->checked);
  json_field ("rat", s->rat);
  json_field ("core_clauses", s->core_inputs);
  json_field ("ignored_reason_deletions", s->reason_deletions);
  json_field ("absent_deletions", s->absent_deletions);
  json_field ("tautologies", s->tautologies);
  json_field ("duplicate_literals", s->duplicates);
  json_field ("unused_steps", s->unused_steps);
  printf (",\"propagations\":%llu,\"read_ms\":%.3f,\"check_ms\":%.3f",
          (unsigned long long) s->propagations, s->read_seconds * 1e3,
          s->check_seconds * 1e3);
}

/* The shared head (docs/json.md): the verdict is record 1 of the proof
 * file, which no one line holds; then the two files by name. */
static void
write_head (const check_ctx *c, const char *status)
{
  fputs ("{\"record\":1,\"file\":", stdout);
  ss_write_json_string (stdout, c->names[1]);
  printf (",\"line\":null,\"status\":\"%s\",\"cnf\":", status);
  ss_write_json_string (stdout, c->names[0]);
  fputs (",\"proof\":", stdout);
  ss_write_json_string (stdout, c->names[1]);
}

static void
write_result (const check_ctx *c, const ss_drat_result *r)
{
  char text[240];
  ss_drat_describe (r, text, sizeof text);
  if (c->format != CLI_JSON)
    {
      puts (text);
      return;
    }
  write_head (c, r->verdict == SS_DRAT_VERIFIED ? "verified" : "rejected");
  if (r->verdict != SS_DRAT_VERIFIED)
    {
      fputs (",\"reason\":", stdout);
      ss_write_json_string (stdout, text + strlen ("rejected: "));
    }
  if (r->lemma)
    {
      json_field ("lemma", r->lemma);
      json_field (r->binary ? "lemma_byte" : "lemma_line", r->at);
    }
  write_json_stats (r);
  fputs ("}\n", stdout);
}

static void
write_error (const check_ctx *c, const ss_error *err)
{
  if (c->format != CLI_JSON)
    {
      cli_write_error_line (stdout, err);
      return;
    }
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (m)
    {
      ss_error_write (m, err);
      fclose (m);
    }
  write_head (c, "error");
  fputs (",\"error\":", stdout);
  ss_write_json_string (stdout, text ? text : err->msg);
  fputs ("}\n", stdout);
  free (text);
}

static void
write_notes (const check_ctx *c, const ss_drat_result *r)
{
  const ss_drat_stats *s = &r->stats;
  if (s->absent_deletions)
    fprintf (stderr, "sudosat check-proof: note: %s: %ld deletion%s of "
             "clauses not present ignored (the first at %s %ld)\n",
             c->names[1], s->absent_deletions,
             s->absent_deletions == 1 ? "" : "s",
             r->binary ? "byte" : "line", r->absent_at);
}

/* Writes the trimmed proof (lrat 0) or the LRAT proof to path. */
static int
write_trimmed (const char *path, int lrat, const ss_drat *ck,
               const ss_drat_result *r)
{
  FILE *out = fopen (path, "w");
  int bad = !out || (lrat ? ss_drat_write_lrat (ck, r, out)
                          : ss_drat_write_core (ck, r, out)) < 0;
  if (out && fclose (out))
    bad = 1;
  if (bad)
    fprintf (stderr, "sudosat check-proof: %s: cannot write the %s "
             "proof\n", path, lrat ? "LRAT" : "core");
  return bad ? 1 : 0;
}

/* Reads both files and checks; the exit code. */
static int
check (check_ctx *c, FILE *cnf, FILE *proof)
{
  ss_error err;
  ss_drat_result res;
  ss_drat *ck = ss_drat_new (&c->opts);
  int rc = ck ? 0 : SS_DRAT_ENOMEM;
  err.file = 0;
  ss_error_clear (&err);
  if (!rc)
    rc = ss_drat_read_cnf (ck, cnf, c->names[0], &err);
  if (!rc)
    rc = ss_drat_read_proof (ck, proof, c->names[1], &err);
  if (!rc)
    rc = ss_drat_check (ck, &res, &err);
  if (!rc && c->core && res.verdict == SS_DRAT_VERIFIED)
    rc = write_trimmed (c->core, 0, ck, &res);
  if (!rc && c->lrat && res.verdict == SS_DRAT_VERIFIED)
    rc = write_trimmed (c->lrat, 1, ck, &res);
  ss_drat_free (ck);
  if (rc == 1)
    return SS_EXIT_USAGE;
  if (rc == SS_DRAT_EINPUT)
    return write_error (c, &err), SS_EXIT_FINDING;
  if (rc)
    {
      fprintf (stderr, "sudosat check-proof: %s\n", ck ? err.msg
                                                    : "out of memory");
      return SS_EXIT_INTERNAL;
    }
  write_result (c, &res);
  write_notes (c, &res);
  return res.verdict == SS_DRAT_VERIFIED ? SS_EXIT_OK : SS_EXIT_FINDING;
}

/* ---- --lrat-check ------------------------------------------------------ */

static void
write_lrat_result (const check_ctx *c, const ss_lrat_result *r)
{
  char text[240];
  const ss_lrat_stats *s = &r->stats;
  ss_lrat_describe (r, text, sizeof text);
  if (c->format != CLI_JSON)
    {
      puts (text);
      return;
    }
  write_head (c, r->verdict == SS_LRAT_VERIFIED ? "verified" : "rejected");
  if (r->verdict != SS_LRAT_VERIFIED)
    {
      fputs (",\"reason\":", stdout);
      ss_write_json_string (stdout, text + strlen ("rejected: "));
    }
  if (r->verdict == SS_LRAT_REJECTED)
    printf (",\"lemma\":%lld,\"lemma_line\":%ld", r->id, r->line);
  printf (",\"format\":\"lrat\"");
  json_field ("clauses", s->input_clauses);
  json_field ("lemmas", s->lemmas);
  json_field ("deletions", s->deletions);
  json_field ("absent_deletions", s->absent_deletions);
  json_field ("rat", s->rat);
  json_field ("hints", s->hints);
  printf (",\"check_ms\":%.3f}\n", s->seconds * 1e3);
}

/* Reads the CNF and checks the LRAT proof; the exit code. */
static int
check_lrat (check_ctx *c, FILE *cnf, FILE *proof)
{
  ss_error err;
  ss_lrat_result res;
  ss_lrat_opts o = { .max_bytes = c->opts.max_bytes };
  ss_lrat *lr = ss_lrat_new (&o);
  int rc = lr ? 0 : SS_LRAT_ENOMEM;
  err.file = 0;
  ss_error_clear (&err);
  if (!rc)
    rc = ss_lrat_read_cnf (lr, cnf, c->names[0], &err);
  if (!rc)
    rc = ss_lrat_check (lr, proof, c->names[1], &res, &err);
  ss_lrat_free (lr);
  if (rc == SS_LRAT_EINPUT)
    return write_error (c, &err), SS_EXIT_FINDING;
  if (rc)
    {
      fprintf (stderr, "sudosat check-proof: %s\n", lr ? err.msg
                                                    : "out of memory");
      return SS_EXIT_INTERNAL;
    }
  write_lrat_result (c, &res);
  if (res.stats.absent_deletions)
    fprintf (stderr, "sudosat check-proof: note: %s: %ld deletion%s of "
             "clauses not present ignored\n", c->names[1],
             res.stats.absent_deletions,
             res.stats.absent_deletions == 1 ? "" : "s");
  return res.verdict == SS_LRAT_VERIFIED ? SS_EXIT_OK : SS_EXIT_FINDING;
}

/* Options that --lrat-check would ignore are refused. */
static int
lrat_check_conflicts (const check_ctx *c)
{
  const char *which = c->core ? "--core-proof" : c->lrat ? "--lrat"
                      : c->format_given ? "--proof-format" : 0;
  if (!c->lrat_check || !which)
    return 0;
  cli_usage_error ("check-proof", "%s does not apply to --lrat-check "
                   "(an LRAT proof is text, and is not trimmed)", which);
  return SS_EXIT_USAGE;
}

int
cmd_check_proof (int argc, char **argv)
{
  static const struct option longs[] = {
    { "format", required_argument, 0, 'f' },
    { "proof-format", required_argument, 0, 'p' },
    { "max-memory", required_argument, 0, 'm' },
    { "core-proof", required_argument, 0, 'c' },
    { "lrat", required_argument, 0, 'l' },
    { "lrat-check", no_argument, 0, 'L' },
    { "help", no_argument, 0, 'h' },
    { 0, 0, 0, 0 },
  };
  check_ctx c = { .format = CLI_LINE };
  int rc = cli_parse (argc, argv, "h", longs, usage, 0, parse_option, &c);
  if (rc)
    return rc == CLI_HELPED ? SS_EXIT_OK : rc;
  if (argc - optind != 2)
    return cli_usage_error ("check-proof", "name a CNF and a proof"),
           SS_EXIT_USAGE;
  if ((rc = lrat_check_conflicts (&c)))
    return rc;
  c.names[0] = argv[optind], c.names[1] = argv[optind + 1];
  if (!strcmp (c.names[0], "-") && !strcmp (c.names[1], "-"))
    return cli_usage_error ("check-proof", "the CNF and the proof cannot "
                            "both be standard input"), SS_EXIT_USAGE;
  FILE *cnf = open_input (c.names[0]);
  FILE *proof = cnf ? open_input (c.names[1]) : 0;
  if (!proof)
    {
      if (cnf && cnf != stdin)
        fclose (cnf);
      return SS_EXIT_USAGE;
    }
  rc = c.lrat_check ? check_lrat (&c, cnf, proof) : check (&c, cnf, proof);
  if (cnf != stdin)
    fclose (cnf);
  if (proof != stdin)
    fclose (proof);
  return rc;
}
