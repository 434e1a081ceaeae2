/* merge_read.h -- one line of a split puzzle's results, read: the JSON
 * record `sudosat solve --format json` writes for a part (merge.h). */
#ifndef SS_MERGE_READ_H
#define SS_MERGE_READ_H

#include <stddef.h>
#include <stdint.h>

#include "../core/error.h"
#include "../core/fpuzzles/json.h"
#include "../solvers/solver.h"
#include "part.h"

typedef struct ss_merge_rec {
  ss_json_doc doc;        /* the strings below point into it */
  ss_part part;
  ss_status status;
  uint64_t count, wrong;
  int exhausted, certified; /* certified: -1 not said */
  double ms;
  const char *box, *alphabet;
  const char *solution;   /* or 0 */
  long solution_col;
} ss_merge_rec;

/* Reads text[0, len) into r (free it with ss_merge_rec_free, even on
 * failure).  0, or -1 with err's column and reason: not one JSON object,
 * a member named twice, not solve's record, not a part's, a field of the
 * wrong type. */
int ss_merge_read (const char *text, size_t len, ss_merge_rec *r,
                   ss_error *err);
void ss_merge_rec_free (ss_merge_rec *r);

#endif
