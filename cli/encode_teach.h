/* encode_teach.h -- the teaching options of sudosat encode (--propagate,
 * --family, --format), kept apart from cmd_encode.c so the command's own
 * code stays small: encode_propagate.c and encode_family.c. */
#ifndef SS_CLI_ENCODE_TEACH_H
#define SS_CLI_ENCODE_TEACH_H

#include "../encoder/encode.h"
#include "cli.h"
#include "svg_out.h"

typedef struct cli_prop_opts {
  int encoding;      /* one encoding, or -1: every one but reduced */
  int amo;           /* -1: the default for the size */
  int probe;         /* 1: failed literals too */
  cli_format format; /* CLI_LINE, CLI_JSON, CLI_TABLE or CLI_SVG */
  int cells;         /* --cells: the candidates each encoding keeps */
  int sum;           /* one sum encoding, or 0: every one (variant
                        puzzles with sums) */
} cli_prop_opts;

/* Runs over every record of the files; returns the exit code. */
int cli_encode_propagate (int nfiles, char **files, const cli_input *,
                          const cli_prop_opts *);

/* The candidates one record's runs keep (encode_cells.c): run r's
 * keep[r][0] after unit propagation, keep[r][1] after probing too (0
 * without --probe), N*N*N bytes as ss_propagate_keep fills them. */
#define CLI_CELLS_RUNS (SS_ENCODING_COUNT * SS_SUM_END)
typedef struct cli_cells {
  int runs;
  char name[CLI_CELLS_RUNS][48];    /* "extended/totalizer" */
  char result[CLI_CELLS_RUNS][2][64]; /* "20/64 fixed, stuck" */
  unsigned char *keep[CLI_CELLS_RUNS][2];
} cli_cells;

/* Text: a grid of each run's kept digits under its name. */
void cli_cells_text (FILE *, int n, const ss_alphabet *, const cli_cells *);
/* JSON: ,"candidates":[...] of one run. */
void cli_cells_json (FILE *, int n, const ss_alphabet *,
                     const unsigned char *keep);
/* SVG: a picture per run; 0, or -1 when out of memory. */
int cli_cells_svg (cli_svg *, const ss_record *, const ss_alphabet *,
                   const cli_cells *);

/* --family NAME: adds the family's bit to *set; 0, or -1 after saying
 * why (the names are listed). */
int cli_encode_family (const char *arg, ss_famset *set);
/* 0 when every family of set is written by the options for g; otherwise
 * says which is not and returns -1. */
int cli_encode_family_fits (const ss_famset *set, const ss_encode_opts *,
                            const ss_grid *g);
/* 1 when --format f is allowed: dimacs or xc; with --propagate text,
 * json, table or svg. */
int cli_encode_format_ok (const char *f, int propagate);

#endif
