/* cli.h -- what the subcommands share: options, input loops, exit codes.
 *
 * Model (after git): main() looks the subcommand up in a sorted table and
 * hands it argc/argv; each cmd_<name>.c parses its own options with the
 * helpers here.  Only the CLI writes to stdout and stderr or chooses an
 * exit code; the library below it returns values and errors.
 */
#ifndef SS_CLI_H
#define SS_CLI_H

#include <getopt.h>
#include <pthread.h>
#include <stdio.h>

#include "../core/alphabet.h"
#include "../core/reader.h"

/* Exit codes, the same for every subcommand (docs/reference.md "Exit codes";
 * tests/cli/test_exit_codes.sh checks it, this table and every
 * subcommand against tests/cli/exit_codes.table). */
enum {
  SS_EXIT_OK = 0,       /* everything read and, where checked, right */
  SS_EXIT_FINDING = 1,  /* a record was invalid or unreadable, or solvers
                           disagreed / a solution was wrong */
  SS_EXIT_USAGE = 2,    /* bad options, a file that cannot be opened, or
                           a record naming a rule sudosat does not know
                           (a kind, an f-puzzles key, a parameter word:
                           cli_record_code) */
  SS_EXIT_INTERNAL = 3, /* out of memory, or a tool we drive failed */
  SS_EXIT_INTERRUPTED = 130 /* SIGINT (Ctrl-C): the report, if any, is
                               partial; the process ends by the signal */
};

/* The subcommand running ("verify"), for messages; main sets it. */
extern const char *cli_command;

typedef struct cli_input {
  ss_read_opts read;
  ss_alphabet alphabet;
  int verbose; /* --verbose: what an f-puzzles record's reading ignored */
  int numbers;  /* pictures write 10 and up as numbers (an f-puzzles
                   record: cli_picture_alphabet) */
} cli_input;

typedef enum { CLI_LINE, CLI_BLOCK, CLI_JSON, CLI_TABLE, CLI_CSV, CLI_SVG,
               CLI_VARIANT,      /* the text form of variant puzzles */
               CLI_FPUZZLES,     /* an f-puzzles link's compressed string */
               CLI_FPUZZLES_JSON, /* an f-puzzles JSON object per line */
               CLI_DIMACS        /* a CNF (generate --format dimacs) */
} cli_format;
/* The human form, the default of every command, is called "text"
 * everywhere; "line", "table" and "words" are its older names. */
#define CLI_TEXT CLI_LINE

void cli_input_init (cli_input *);
/* Keeps the most serious exit code seen so far. */
void cli_exit_raise (int *code, int value);
/* Handles --box RxC and --alphabet S; 0, or -1 after printing why. */
int cli_set_box (cli_input *, const char *arg);
int cli_set_alphabet (cli_input *, const char *arg);
/* Parses --format against the allowed names ("text,block,json,csv"). */
int cli_set_format (cli_format *, const char *arg, const char *allowed);
/* Says that arg is not one of allowed (and, for line, table or words,
 * that the text form is --format text). */
void cli_format_refused (const char *arg, const char *allowed);
/* A name from a table (lookup returns -1 when unknown) into *out. */
int cli_lookup (const char *opt, const char *arg,
                int (*lookup) (const char *), int *out);
int cli_parse_u64 (const char *opt, const char *arg, unsigned long long *out);
int cli_parse_seconds (const char *opt, const char *arg, double *out);
/* --certify[=PROVER]: arg 0 keeps the default (cadical).  *prover is an
 * ss_cert_prover (sat/certify.h). */
int cli_set_prover (const char *arg, void *prover);

/* The options every record-reading command takes, for its option table. */
#define CLI_INPUT_OPTIONS                                                  \
  { "box", required_argument, 0, 'b' },                                    \
  { "alphabet", required_argument, 0, 'a' },                               \
  { "help", no_argument, 0, 'h' }

/* --verbose, for the commands that read puzzles: one line on stderr per
 * f-puzzles record, naming the drawing keys it ignored (cli_note_read). */
#define CLI_VERBOSE_OPT 0x5642
#define CLI_VERBOSE_OPTION { "verbose", no_argument, 0, CLI_VERBOSE_OPT }

#define CLI_HELPED (-1) /* cli_parse answered --help: exit 0 */

/* One option of a command: 0, or -1 after printing why it is wrong. */
typedef int cli_option_fn (void *ctx, int opt, const char *arg);

/* Parses argv with getopt_long.  -h/--help prints usage on stdout, then
 * lets fn add to it (opt 'h'), and returns CLI_HELPED.  --box and
 * --alphabet go to `in` when it is non-null; every other option to fn.
 * A bad option is said in one line (usage.c) and returns SS_EXIT_USAGE.
 * On 0, optind names the first operand. */
int cli_parse (int argc, char **argv, const char *shorts,
               const struct option *longs, const char *usage, cli_input *in,
               cli_option_fn *fn, void *ctx);
/* Every "--name" in argv is a long option spelled in full (getopt_long
 * would take a prefix); 0, or -1 after saying which word is not
 * (options.c).  cli_parse calls it first. */
int cli_exact_options (int argc, char **argv, const char *shorts,
                       const struct option *longs);
/* --solver and --solvers are one option everywhere; solve and generate
 * run one solver, so a list there is refused: 0, or -1 after saying so. */
int cli_one_solver (const char *cmd, const char *arg);

/* Calls fn for each record of each file ("-" or no files = stdin).  A
 * file that cannot be opened or read, is a directory, or holds no puzzle
 * record is reported on stderr and raises *exit_code to SS_EXIT_USAGE.
 * Records pass cli_check_record first.  Returns the records seen. */
typedef void cli_record_fn (void *ctx, const char *file, ss_record *);
long cli_each_record (int nfiles, char **files, const cli_input *,
                      cli_record_fn *fn, void *ctx, int *exit_code);

/* A puzzle operand (operand.c): an existing file, "-", or else the
 * puzzle itself (a pasted link or string), read from memory under the
 * name cli_operand_label(); *name is the name its records carry.  0 with
 * err set (file = the word, cut to 60 characters) when it is none. */
FILE *cli_operand_open (const char *word, const cli_input *, const char **name,
                        ss_error *err);
/* 1 when word names no file and is read as the puzzle itself. */
int cli_operand_pasted (const char *word, const cli_input *);
const char *cli_operand_label (void);
/* 1 for the name of a pasted puzzle's records (JSON writes null). */
int cli_operand_is_text (const char *file);
/* The word, or its first 57 characters and "..." (a static buffer). */
const char *cli_operand_shown (const char *word);

/* Opens name for reading ("-" is stdin); 0 with err set (file = name)
 * when it cannot be opened or is a directory.  cli_close spares stdin. */
FILE *cli_open (const char *name, ss_error *err);
void cli_close (FILE *);
/* "sudosat CMD: FILE: reason" on stderr; returns SS_EXIT_USAGE. */
int cli_open_failed (const ss_error *);
/* For an f-puzzles record rec of file: with --verbose, the line of what
 * its reading ignored; without, a note when digits without "given": true
 * were left out (they change the puzzle, so they are always said). */
void cli_note_read (const cli_input *, const char *file, const ss_record *);
/* What the reader cannot know: an --alphabet whose length is not the
 * record's N.  Makes rec an error record and returns 1 when so. */
int cli_check_record (const cli_input *, ss_record *);
/* The alphabet rec was read with (the reader's), else the options'. */
const ss_alphabet *cli_alphabet_of (const ss_record *, const cli_input *);
/* The alphabet a picture of rec spells digits with: a record read from
 * f-puzzles is drawn as f-puzzles draws it, 10 and up as numbers (0: the
 * picture writes numbers), unless --alphabet chose; else rec's. */
const ss_alphabet *cli_picture_alphabet (const ss_record *,
                                         const cli_input *);
/* ,"box":"RxC","alphabet":"S" for a record that was read. */
void cli_json_read_as (FILE *, const ss_record *, const cli_input *);
/* --alphabet against a grid of R x C boxes: 0, or -1 after saying why. */
int cli_alphabet_fits (const cli_input *, int box_rows, int box_cols);
/* Can the program of a --sat-cmd be started at all?  It is spawned with
 * no arguments and killed at once.  0, or an exit code after saying why
 * on stderr: 2 for a command that does not parse, 3 when it cannot be
 * started. */
int cli_probe_command (const char *sat_cmd);
/* A warning on stderr: "sudosat CMD: warning: ...". */
void cli_warn (const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 1, 2)))
#endif
  ;

/* The JSON record head (json.c, docs/json.md): {"record":N,"file":F,
 * "line":L,"box":..,"alphabet":..,"status":"W" -- the caller goes on. */
void cli_json_record (FILE *, const char *file, const ss_record *,
                      const cli_input *, const char *status);
/* The same for a record no input holds (a generated puzzle): file and
 * line are null. */
void cli_json_made (FILE *, long record, const ss_grid *,
                    const ss_alphabet *, const char *status);
/* ,"NAME":MS -- seconds as milliseconds, three decimals. */
void cli_json_ms (FILE *, const char *name, double seconds);
/* ,"NAME":["a","b"] from the list "a; b" (sep "; "). */
void cli_json_list (FILE *, const char *name, const char *joined,
                    const char *sep);
/* CSV (csv.c): the head columns, as a header and as values, a quoted
 * cell, and a whole row for an unreadable record (empty: the command's
 * own columns, left empty before the note). */
#define CLI_CSV_HEAD "record,file,line,box,alphabet,status"
void cli_csv_record (FILE *, const char *file, const ss_record *,
                     const cli_input *, const char *status);
void cli_csv_string (FILE *, const char *s);
void cli_csv_error (FILE *, const char *file, const ss_record *,
                    const ss_error *, int empty);

/* The exit code an unreadable record raises: SS_EXIT_USAGE when it names
 * a rule sudosat does not know (err->unknown), else SS_EXIT_FINDING. */
int cli_record_code (const ss_error *);
/* "error: FILE:LINE:COL: reason" as a line-form record. */
void cli_write_error_line (FILE *, const ss_error *);
/* {"record":N,"file":"F","line":L  -- the caller continues the object. */
void cli_json_head (FILE *, const char *file, const ss_record *);
/* A whole JSON Lines error record for an unreadable input record. */
void cli_write_error_json (FILE *, const char *file, const ss_record *,
                           const ss_error *);
/* A usage error in one line on stderr (usage.c): "sudosat CMD: ...", or
 * "sudosat CMD: --opt: ..." when cmd is an option.  The command then
 * returns SS_EXIT_USAGE, and main adds the pointer to --help
 * (cli_usage_pointer: only when a usage error was said and code is 2). */
void cli_usage_error (const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 2, 3)))
#endif
  ;
void cli_usage_pointer (int code);
/* getopt's '?' (unknown short option) or ':' (no value): said, and
 * SS_EXIT_USAGE. */
int cli_getopt_refused (int opt);
void cli_write_grid (FILE *, const ss_grid *, const ss_alphabet *,
                     char blank, cli_format);
/* Every rule the grid breaks (with a solution: every way it fails the
 * puzzle), joined by "; " and in the alphabet a, as verify prints them;
 * malloc'd, 0 when memory ran out. */
char *cli_problems (const ss_grid *puzzle, const ss_grid *solution,
                    const ss_alphabet *a);

/* Ctrl-C (interrupt.c).  main installs the plain handler for every
 * command (say "interrupted", die by SIGINT); a command that streams
 * records switches to the graceful one, polls cli_interrupted() between
 * records, reports what it finished and returns SS_EXIT_INTERRUPTED,
 * which main turns into death by SIGINT (cli_die_interrupted). */
void cli_interrupt_plain (void);
void cli_interrupt_graceful (void);
int cli_interrupted (void);
int cli_die_interrupted (void);
/* pthread_create with SIGINT blocked in the new thread: the main thread,
 * which draws the progress bar, is the one the handler interrupts. */
int cli_thread_start (pthread_t *, void *(*) (void *), void *);
/* 1 when the input is standard input ("-", or no file) and it is a
 * terminal: the user is typing, so no progress bar is drawn over it. */
int cli_reads_terminal (int nfiles, char **files);

/* Subcommands: int cmd_NAME (int argc, char **argv), argv[0] = "NAME".
 * An underscore in NAME is a hyphen on the command line (check-proof). */
#define SS_COMMANDS(X)                                                   \
  X (check_proof, "check a DRAT proof that a CNF is unsatisfiable")      \
  X (compare, "run solvers on the same puzzles and cross-check them")     \
  X (decode, "read a SAT solver's model back into a checked grid")       \
  X (encode, "write a puzzle as DIMACS CNF, or explain the encoding")    \
  X (explain, "show a puzzle's solve path, or why it has no solution")   \
  X (fuzz, "test a SAT solver on Sudoku instances; shrink what fails")   \
  X (generate, "make puzzles with exactly one solution")                 \
  X (lesson, "write a puzzle as a self-contained HTML lesson page")      \
  X (merge, "add up the parts' results of a split puzzle to its verdict") \
  X (rate, "rate puzzles by the weakest method that solves them")        \
  X (solve, "solve puzzles with one solver; print verdicts")             \
  X (solvers, "list the solvers and what they return")                   \
  X (split, "cut a hard puzzle into parts any machine can solve")        \
  X (verify, "check puzzles, and solutions, against the rules")          \
  X (xc, "solve an exact-cover problem with dancing links")

#define SS_COMMAND_DECL(name, help) int cmd_##name (int argc, char **argv);
SS_COMMANDS (SS_COMMAND_DECL)
#undef SS_COMMAND_DECL

#endif
