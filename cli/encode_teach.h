/* encode_teach.h -- the teaching options of sudosat encode (--propagate,
 * --family, --format), kept apart from cmd_encode.c so the command's own
 * code stays small: encode_propagate.c and encode_family.c. */
#ifndef SS_CLI_ENCODE_TEACH_H
#define SS_CLI_ENCODE_TEACH_H

#include "../encoder/encode.h"
#include "cli.h"

typedef struct cli_prop_opts {
  int encoding;      /* one encoding, or -1: every one but reduced */
  int amo;           /* -1: the default for the size */
  int probe;         /* 1: failed literals too */
  cli_format format; /* CLI_LINE, CLI_JSON or CLI_TABLE */
} cli_prop_opts;

/* Runs over every record of the files; returns the exit code. */
int cli_encode_propagate (int nfiles, char **files, const cli_input *,
                          const cli_prop_opts *);

/* --family NAME: adds the family's bit to *set; 0, or -1 after saying
 * why (the names are listed). */
int cli_encode_family (const char *arg, uint64_t *set);
/* 0 when every family of set is written by the options for g; otherwise
 * says which is not and returns -1. */
int cli_encode_family_fits (uint64_t set, const ss_encode_opts *,
                            const ss_grid *g);
/* 1 when --format f is allowed: dimacs or xc; with --propagate line,
 * json or table. */
int cli_encode_format_ok (const char *f, int propagate);

#endif
