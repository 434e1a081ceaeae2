/* sudosat.h -- the whole sudosat library in one include.
 *
 * Model: C programs that link libsudosat.a write
 *
 *     #include <sudosat/sudosat.h>
 *
 * and build with `pkg-config --cflags --libs sudosat`.  The headers keep
 * the source tree's layout under include/sudosat/ (core/, encoder/,
 * solvers/, ...), so each one's own includes still resolve; this file
 * pulls in the parts a caller meets first: grids, the record reader, the
 * verifier and printers, the encoder and DIMACS, the solver table and the
 * solve wrapper, generation and rating, cross-checking, exact cover.
 * The library never prints: it returns ss_error values and writes only
 * to a FILE * its caller passes.  Every exported name starts with ss_.
 *
 * SUDOSAT_VERSION is the one version number of the project: the Makefile
 * reads it from here, so the program, the library, the man page's
 * version and sudosat.pc cannot disagree.
 */
#ifndef SUDOSAT_H
#define SUDOSAT_H

#define SUDOSAT_VERSION "0.1.0"
#define SUDOSAT_VERSION_MAJOR 0
#define SUDOSAT_VERSION_MINOR 1
#define SUDOSAT_VERSION_PATCH 0
/* One number that orders versions: 0.1.0 is 100, 1.2.3 is 10203. */
#define SUDOSAT_VERSION_NUMBER                                            \
  (SUDOSAT_VERSION_MAJOR * 10000 + SUDOSAT_VERSION_MINOR * 100            \
   + SUDOSAT_VERSION_PATCH)

#include "core/grid.h"
#include "core/error.h"
#include "core/alphabet.h"
#include "core/reader.h"
#include "core/verify.h"
#include "core/print.h"
#include "encoder/encode.h"
#include "encoder/dimacs_write.h"
#include "encoder/decode.h"
#include "solvers/solver.h"
#include "engines/table.h"
#include "gen/generate.h"
#include "compare/compare.h"
#include "xc/xc.h"

#endif
