/* merge_read.c -- a part's result record, read (merge_read.h).
 *
 * The line goes through the JSON reader of core/fpuzzles/json.h (strict,
 * bounded); then the record must be one object whose members merge
 * reads appear once each, with the types solve writes: what makes it a
 * part's result (status, solver, part, parent) first, then the verdict's
 * fields.  Nothing here judges the verdict; merge.c does.
 */
#include "merge_read.h"

#include <math.h>
#include <string.h>

typedef struct line {
  const char *text;
  size_t len;
  ss_merge_rec *r;
  ss_error *err;
} line;

static const char *
type_name (ss_json_type t)
{
  static const char *names[] = { "null", "a boolean", "a boolean",
                                 "a number", "a string", "an array",
                                 "an object" };
  return names[t];
}

static long
column (const line *l, long at)
{
  long ln, col;
  ss_json_position (l->text, l->len, at, &ln, &col);
  return col;
}

/* The root's member called name, or 0; -1 after failing when it is
 * there twice. */
static int
find (const line *l, const char *name, const ss_json_node **out)
{
  const ss_json_doc *d = &l->r->doc;
  *out = 0;
  for (int i = d->node[0].first; i >= 0; i = d->node[i].next)
    if (!strcmp (ss_json_key (d, &d->node[i]), name))
      {
        if (*out)
          return ss_error_set (l->err, 0, column (l, d->node[i].key_at),
                               "\"%s\" is there twice", name), -1;
        *out = &d->node[i];
      }
  return 0;
}

static int
is (ss_json_type t, ss_json_type want)
{
  return t == want || (want == SS_JSON_TRUE && t == SS_JSON_FALSE);
}

/* Member name of type want (SS_JSON_TRUE: a boolean): *out is 0 when it
 * is absent and optional. */
static int
get (const line *l, const char *name, ss_json_type want, int required,
     const ss_json_node **out)
{
  if (find (l, name, out))
    return -1;
  if (!*out && required)
    return ss_error_set (l->err, 0, 0, "no \"%s\"", name), -1;
  if (*out && !is ((*out)->type, want))
    return ss_error_set (l->err, 0, column (l, (*out)->at), "\"%s\" is %s, "
                         "not %s", name, type_name ((*out)->type),
                         type_name (want)), -1;
  return 0;
}

static const char *
str (const line *l, const ss_json_node *n)
{
  return n ? ss_json_str (&l->r->doc, n) : 0;
}

/* A count as solve writes one: a whole number from 0 up. */
static int
get_count (const line *l, const char *name, int required, uint64_t *out)
{
  const ss_json_node *n;
  *out = 0;
  if (get (l, name, SS_JSON_NUMBER, required, &n))
    return -1;
  if (n && (n->num < 0 || n->num != floor (n->num) || n->num >= 0x1p63))
    return ss_error_set (l->err, 0, column (l, n->at), "\"%s\" is not a "
                         "count: %g", name, n->num), -1;
  *out = n ? (uint64_t) n->num : 0;
  return 0;
}

/* An error record of solve: the part could not be read where it ran. */
static int
error_record (const line *l)
{
  const ss_json_node *e;
  if (find (l, "error", &e))
    return -1;
  return ss_error_set (l->err, 0, 0, "a record solve could not read: %.160s",
                       e && e->type == SS_JSON_STRING ? str (l, e)
                       : "(no message)"), -1;
}

/* What makes the record a part's result of `sudosat solve`. */
static int
identity (const line *l)
{
  const ss_json_node *status, *solver, *part, *parent;
  ss_merge_rec *r = l->r;
  if (get (l, "status", SS_JSON_STRING, 1, &status))
    return -1;
  if (!strcmp (str (l, status), "error"))
    return error_record (l);
  if (get (l, "solver", SS_JSON_STRING, 0, &solver)
      || get (l, "part", SS_JSON_STRING, 0, &part)
      || get (l, "parent", SS_JSON_STRING, 0, &parent))
    return -1;
  if (!solver)
    return ss_error_set (l->err, 0, 0, "not a result of 'sudosat solve' (it "
                         "has no \"solver\")"), -1;
  if (!part || !parent)
    return ss_error_set (l->err, 0, 0, "not a part's result (no \"%s\"): "
                         "solve the records 'sudosat split' writes",
                         part ? "parent" : "part"), -1;
  if (!ss_part_parse_number (str (l, part), &r->part))
    return ss_error_set (l->err, 0, column (l, part->at), "\"part\" should "
                         "read I/K (1 <= I <= K <= %ld), not \"%.20s\"",
                         SS_PART_MAX, str (l, part)), -1;
  if (!ss_part_id_ok (str (l, parent)))
    return ss_error_set (l->err, 0, column (l, parent->at), "\"parent\" "
                         "should be 16 hex digits, not \"%.20s\"",
                         str (l, parent)), -1;
  strcpy (r->part.parent, str (l, parent));
  if (ss_status_parse (str (l, status), &r->status))
    return ss_error_set (l->err, 0, column (l, status->at), "status "
                         "\"%.20s\" is not one of solve's", str (l, status)),
           -1;
  return 0;
}

/* The verdict's fields: box, alphabet, count, exhausted, solution, ... */
static int
fields (const line *l)
{
  const ss_json_node *box, *abc, *exhausted, *solution, *cert, *ms;
  ss_merge_rec *r = l->r;
  if (get (l, "box", SS_JSON_STRING, 1, &box)
      || get (l, "alphabet", SS_JSON_STRING, 1, &abc)
      || get_count (l, "count", 1, &r->count)
      || get (l, "exhausted", SS_JSON_TRUE, 1, &exhausted)
      || get (l, "solution", SS_JSON_STRING, 0, &solution)
      || get (l, "certified", SS_JSON_TRUE, 0, &cert)
      || get_count (l, "wrong_solutions", 0, &r->wrong)
      || get (l, "time_ms", SS_JSON_NUMBER, 0, &ms))
    return -1;
  r->box = str (l, box);
  r->alphabet = str (l, abc);
  r->exhausted = exhausted->type == SS_JSON_TRUE;
  r->solution = str (l, solution);
  r->solution_col = solution ? column (l, solution->at) : 0;
  r->certified = cert ? cert->type == SS_JSON_TRUE : -1;
  r->ms = ms ? ms->num : 0;
  return 0;
}

int
ss_merge_read (const char *text, size_t len, ss_merge_rec *r, ss_error *err)
{
  line l = { text, len, r, err };
  long at;
  char msg[160];
  memset (r, 0, sizeof *r);
  ss_error_clear (err);
  if (ss_json_parse (text, len, &r->doc, &at, msg))
    return ss_error_set (err, 0, column (&l, at), "not JSON: %s", msg), -1;
  if (r->doc.node[0].type != SS_JSON_OBJECT)
    return ss_error_set (err, 0, 1, "not a JSON object"), -1;
  return identity (&l) || fields (&l) ? -1 : 0;
}

void
ss_merge_rec_free (ss_merge_rec *r)
{
  ss_json_free (&r->doc);
}
