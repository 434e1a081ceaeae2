/* encode.c -- the encodings table and the two-pass streaming encoder.
 *
 * One routine, walk(), produces every clause.  The counting pass runs it
 * with no sink and adds up what it would have written; the real pass runs
 * it again with the caller's sink.  Counts therefore cannot disagree with
 * the clauses, whatever the encoding, AMO kind or givens.
 *
 * Givens are applied group by group, before the AMO sees the literals:
 * a group with a given (true) member is satisfied, fixed-false members
 * drop out, and only the free ones get clauses (and auxiliaries).  For
 * the identity map nothing is fixed, so this changes nothing.  Groups
 * over triads (the augmented encoding, triads.h) follow the same rule:
 * a triad is fixed exactly when all of its cells are.
 */
#include "encode.h"

#include <string.h>

#include "variant.h"

/* Families are counted in one 64-bit set by --family. */
_Static_assert (SS_FAMILY_ALL <= 128, "too many families for ss_famset");
_Static_assert (SS_FAMILY_ALL - SS_FAMILY_COUNT <= 64,
                "too many variant families for ss_encode_info.vfamilies");

typedef struct family_row {
  const char *name, *help;
  int rule, at_least;
} family_row;

static const family_row families[] = {
#define SS_FAMILY_ROW(id, name, rule, alo, help) { name, help, rule, alo },
  SS_FAMILIES (SS_FAMILY_ROW)
#undef SS_FAMILY_ROW
};

typedef struct encoding_row {
  const char *name, *help;
  unsigned families;
  int reduced;
} encoding_row;

static const encoding_row encodings[] = {
#define SS_ENCODING_ROW(id, name, fams, reduced, help)                     \
  { name, help, fams, reduced },
  SS_ENCODINGS (SS_ENCODING_ROW)
#undef SS_ENCODING_ROW
};

const char *
ss_encoding_name (ss_encoding e)
{
  return encodings[e].name;
}

const char *
ss_encoding_help (ss_encoding e)
{
  return encodings[e].help;
}

unsigned
ss_encoding_families (ss_encoding e)
{
  return encodings[e].families;
}

int
ss_encoding_reduced (ss_encoding e)
{
  return encodings[e].reduced;
}

/* The variant families (encode.h): three shared ones, one per kind, and
 * the order literals. */
static const family_row vfamilies[] = {
  { "extra-at-least-once", "each digit at least once in each extra house",
    -2, 1 },
  { "extra-at-most-once", "each digit at most once in each extra house",
    -2, 0 },
  { "group-at-most-once", "no digit twice in a cage, renban or small "
    "extra region", -2, 0 },
};

const char *
ss_family_name (ss_family f)
{
  if ((int) f < SS_FAMILY_COUNT)
    return families[f].name;
  if ((int) f < SS_VFAM_KINDS)
    return vfamilies[f - SS_FAMILY_COUNT].name;
  if ((int) f < SS_VFAM_ORDER)
    return ss_kind_name (f - SS_VFAM_KINDS + 1);
  return "order";
}

const char *
ss_family_help (ss_family f)
{
  if ((int) f < SS_FAMILY_COUNT)
    return families[f].help;
  if ((int) f < SS_VFAM_KINDS)
    return vfamilies[f - SS_FAMILY_COUNT].help;
  if ((int) f < SS_VFAM_ORDER)
    return ss_kind_enc_of (f - SS_VFAM_KINDS + 1)->summary;
  return "[cell>=k] literals, defined by the cell's digits";
}

int
ss_family_lookup (const char *name)
{
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    if (!strcmp (name, ss_family_name ((ss_family) f)))
      return f;
  return -1;
}

int
ss_family_rule (ss_family f)
{
  return (int) f < SS_FAMILY_COUNT ? families[f].rule : -2;
}

int
ss_family_at_least (ss_family f)
{
  if ((int) f < SS_FAMILY_COUNT)
    return families[f].at_least;
  return f == (ss_family) SS_VFAM_EXTRA_ALO;
}

int
ss_encoding_reduced_form (ss_encoding e)
{
  for (int k = 0; k < SS_ENCODING_COUNT; k++)
    if (encodings[k].reduced && encodings[k].families == encodings[e].families)
      return k;
  return -1;
}

int
ss_encoding_lookup (const char *s)
{
  for (int e = 0; e < SS_ENCODING_COUNT; e++)
    if (!strcmp (s, encodings[e].name))
      return e;
  return -1;
}

void
ss_encode_opts_default (ss_encode_opts *o, int n)
{
  o->encoding = SS_ENCODING_DEFAULT;
  o->amo = ss_amo_default (n);
  o->givens = 1;
  o->sum = SS_SUM_AUTO;
  o->no_implied = 0;
}

/* One pass over the families.  In the counting pass tally is set and
 * sink is null; in the real pass counts holds what the first one found. */
typedef struct encoder {
  const ss_varmap *map;
  const ss_grid *shape; /* the map's givens */
  const ss_encode_opts *o;
  const ss_sink *sink;
  ss_encode_info *tally;
  const ss_encode_info *counts;
  const ss_triads *triads; /* the augmented encoding's, or 0 */
  ss_venc *venc;           /* a variant puzzle's rules, or 0 */
  const int *regions;      /* irregular regions: house lists (model.h) of
                              the regions, which the box rule walks;
                              0 for boxes */
  int nregions;            /* how many: N, or fewer when some cells are
                              in no region (the box rule's groups of the
                              missing regions write nothing) */
  int fam;                 /* an ss_family, classic or variant */
  const ss_sink *poller;   /* the counting pass: whose poll it asks */
  long counted;            /* clauses tallied, for that poll */
  ss_clause_out out;
} encoder;

static int
emit (void *ctx, const int *lits, int len)
{
  encoder *e = ctx;
  if (e->tally)
    {
      e->tally->family_clauses[e->fam]++;
      e->tally->nlits += len;
      e->tally->empty_clauses += len == 0;
      return e->poller && e->poller->poll && !(++e->counted & 255)
             ? e->poller->poll (e->poller->ctx) : 0;
    }
  return e->sink->clause ? e->sink->clause (e->sink->ctx, lits, len) : 0;
}

/* Member k of region group g (region g / N, digit g % N + 1). */
static void
region_member (const encoder *e, int g, int k, int *r, int *c, int *d)
{
  int n = e->shape->n, cell = e->regions[(g / n) * n + k];
  *r = cell / n;
  *c = cell % n;
  *d = g % n + 1;
}

/* The free members of group g of a rule or triad kind into lits[];
 * *trues counts the members fixed true (givens). */
static int
collect (const encoder *e, int rule, int g, int *lits, int *trues)
{
  int count = 0, r, c, d;
  if (rule >= SS_RULE_COUNT)
    return ss_triad_members (e->triads, e->map, rule, g, lits, trues);
  *trues = 0;
  for (int k = 0; k < e->shape->n; k++)
    {
      if (rule == SS_RULE_BOX && e->regions)
        region_member (e, g, k, &r, &c, &d);
      else
        ss_rule_member (e->shape, (ss_rule) rule, g, k, &r, &c, &d);
      long v = ss_varmap_var (e->map, r, c, d);
      if (v)
        lits[count++] = (int) v;
      else
        *trues += ss_varmap_fixed_true (e->map, r, c, d);
    }
  return count;
}

/* The same for a reduced map, whose tally knows the givens: a satisfied
 * group is not walked at all, and of the others only the blank cells
 * (the map lists them per unit) are read from the dense array. */
static int
collect_reduced (const encoder *e, ss_rule rule, int g, int *lits,
                 int *trues)
{
  const ss_varmap *m = e->map;
  const ss_grid *shape = e->shape;
  const int n = shape->n, a = g / n, b = g % n, *dense = m->dense;
  int count = 0;
  *trues = m->tally[(long) rule * n * n + g];
  if (*trues)
    return 0;
  if (rule == SS_RULE_CELL)
    {
      const int *v = dense + ss_var (n, a, b, 1);
      for (int k = 0; k < n; k++)
        if (v[k])
          lits[count++] = v[k];
      return count;
    }
  int unit = (rule - SS_RULE_ROW) * n + a, C = shape->box_cols;
  const unsigned char *at = m->blank_at + (long) unit * n;
  for (int i = 0; i < m->open[unit]; i++)
    {
      int k = at[i], r, c;
      if (rule == SS_RULE_ROW)
        r = a, c = k;
      else if (rule == SS_RULE_COL)
        r = k, c = a;
      else if (e->regions)
        r = e->regions[a * n + k] / n, c = e->regions[a * n + k] % n;
      else
        r = ss_box_cell_row (shape, a, 0) + k / C,
        c = ss_box_cell_col (shape, a, 0) + k % C;
      int v = dense[ss_var (n, r, c, b + 1)];
      if (v)
        lits[count++] = v;
    }
  return count;
}

/* A group with one given member is satisfied: its other members are
 * fixed false (varmap.h), so "at most one" holds too.  Two givens in one
 * group break it, which is the empty clause. */
static int
encode_group (encoder *e, int g)
{
  int lits[SS_MAX_N + 1], trues;
  int rule = ss_family_rule (e->fam);
  /* The tally covers the four exact-cover rules, not the triads. */
  int count = e->map->tally && rule < SS_RULE_COUNT
              ? collect_reduced (e, (ss_rule) rule, g, lits, &trues)
              : collect (e, rule, g, lits, &trues);
  if (ss_family_at_least (e->fam))
    return trues ? 0 : emit (e, lits, count);
  if (trues > 1)
    return emit (e, lits, 0);
  return trues ? 0 : ss_amo_encode (e->o->amo, lits, count, &e->out);
}

static int
encode_givens (encoder *e)
{
  const ss_grid *g = e->shape;
  int stop = 0;
  for (int i = 0; i < g->n * g->n && !stop; i++)
    if (g->cell[i])
      {
        int lit = (int) ss_varmap_var (e->map, i / g->n, i % g->n, g->cell[i]);
        stop = emit (e, &lit, 1);
      }
  return stop;
}

static int
sink_group (const encoder *e, int g)
{
  if (!e->sink || !e->sink->group)
    return 0;
  return e->sink->group (e->sink->ctx, e->fam, g);
}

/* 1 when group g writes nothing and nobody wants to hear of it: a
 * reduced map's group satisfied by one given (or, for "at least one",
 * by any), and no sink listening for groups. */
static int
silent_group (const encoder *e, const unsigned char *tally, int g)
{
  return tally && tally[g] && (tally[g] == 1 || ss_family_at_least (e->fam))
         && (!e->sink || !e->sink->group);
}

/* 1 when group g of the box rule belongs to a region no cell is in. */
static int
no_such_region (const encoder *e, int rule, int g)
{
  return rule == SS_RULE_BOX && e->regions && g / e->shape->n >= e->nregions;
}

static int
encode_family (encoder *e)
{
  long aux_before = e->out.next_var;
  int stop = 0, rule = ss_family_rule (e->fam);
  long groups = ss_group_count (e->shape, rule);
  const unsigned char *tally = e->map->tally && rule < SS_RULE_COUNT
    ? e->map->tally + (long) rule * e->shape->n * e->shape->n : 0;
  if (e->fam == SS_FAM_GIVENS)
    stop = encode_givens (e);
  else
    for (int g = 0; g < groups && !stop; g++)
      {
        if (silent_group (e, tally, g) || no_such_region (e, rule, g))
          continue;
        stop = sink_group (e, g);
        stop = stop ? stop : encode_group (e, g);
      }
  if (e->tally)
    e->tally->family_aux[e->fam] = e->out.next_var - aux_before;
  return stop;
}

static int
sink_family (const encoder *e)
{
  if (!e->sink || !e->sink->family)
    return 0;
  return e->sink->family (e->sink->ctx, e->fam,
                          e->counts->family_clauses[e->fam]);
}

/* The classic families, then a variant puzzle's (variant.c), which
 * share the clause output and so the numbering of new variables. */
static int
walk (encoder *e, unsigned fams, uint64_t vfams)
{
  int stop = 0;
  long triads = e->triads ? e->triads->count : 0;
  e->out = (ss_clause_out) { emit, e, e->map->primary + triads + 1 };
  for (int f = 0; f < SS_FAMILY_COUNT && !stop; f++)
    if (fams & (1u << f))
      {
        e->fam = (ss_family) f;
        stop = sink_family (e);
        stop = stop ? stop : encode_family (e);
      }
  if (stop || !e->venc)
    return stop;
  ss_venc *k = e->venc;
  ss_venc_rewind (k);
  k->out = &e->out;
  k->fam = &e->fam;
  k->sink = e->sink;
  k->tally = e->tally;
  k->counts = e->counts;
  return ss_venc_walk (k, vfams);
}

/* The families an options set writes: the encoding's, and the givens as
 * units when there are any and they are neither left out nor applied
 * (reduced). */
static unsigned
families_of (const ss_encode_opts *o, int givens)
{
  unsigned fams = ss_encoding_families (o->encoding);
  if (givens && o->givens && !ss_encoding_reduced (o->encoding))
    fams |= SS_FAM_BIT (GIVENS);
  return fams;
}

static int
check_opts (const ss_varmap *m, const ss_encode_opts *o, ss_error *err)
{
  if (o->encoding < 0 || o->encoding >= SS_ENCODING_COUNT || o->amo < 0
      || o->amo >= SS_AMO_COUNT)
    return ss_error_set (err, 0, 0, "unknown encoding or AMO kind"), -1;
  if (!o->givens && ss_encoding_reduced (o->encoding))
    return ss_error_set (err, 0, 0, "the reduced encoding applies the "
                         "givens, so they cannot be left out"), -1;
  if (ss_encoding_reduced (o->encoding) != (m->dense != 0))
    return ss_error_set (err, 0, 0, "the variable map does not fit the %s "
                         "encoding", ss_encoding_name (o->encoding)), -1;
  const ss_model *md = m->givens.model;
  if (md && md->irregular
      && (ss_encoding_families (o->encoding) & SS_FAMS_TRIADS))
    return ss_error_set (err, 0, 0, "the %s encoding needs boxes (its "
                         "triads are mini-rows of a box), and this puzzle "
                         "has irregular regions", ss_encoding_name
                         (o->encoding)), -1;
  return 0;
}

static const int *
regions_of (const ss_varmap *m)
{
  const ss_model *md = m->givens.model;
  return md && md->irregular ? md->house + 2L * md->n * md->n : 0;
}

static int
nregions_of (const ss_varmap *m)
{
  const ss_model *md = m->givens.model;
  return md ? md->nregions : m->givens.n;
}

/* The counting pass; the sink, when there is one, only for its poll:
 * nonzero when that stopped it. */
static int
count_pass (const ss_varmap *m, const ss_encode_opts *o,
            const ss_triads *t, ss_venc *k, ss_encode_info *info,
            const ss_sink *sink)
{
  encoder e = { .map = m, .shape = &m->givens, .o = o, .tally = info,
                .poller = sink,
                .triads = t, .venc = k, .regions = regions_of (m),
                .nregions = nregions_of (m) };
  memset (info, 0, sizeof *info);
  info->n = m->givens.n;
  info->box_rows = m->givens.box_rows;
  info->box_cols = m->givens.box_cols;
  info->givens = ss_grid_givens (&m->givens);
  info->opts = *o;
  info->families = families_of (o, info->givens);
  info->primary = m->primary;
  info->triads = t ? t->count : 0;
  info->vfamilies = k ? ss_venc_families (m->givens.model) : 0;
  int stop = walk (&e, info->families, info->vfamilies);
  info->nvars = e.out.next_var - 1;
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    info->nclauses += info->family_clauses[f];
  return stop;
}

static int
send_map (const ss_varmap *m, const ss_sink *sink)
{
  int r, c, d, stop = 0;
  for (long v = 1; v <= m->primary && !stop; v++)
    if (ss_varmap_cell (m, v, &r, &c, &d))
      stop = sink->map (sink->ctx, v, r, c, d);
  return stop;
}

/* The triads of the augmented encodings, numbered after the map's
 * primary variables; t->var stays 0 for the others.  -1 when out of
 * memory. */
static int
triads_for (ss_triads *t, const ss_varmap *m, const ss_encode_opts *o,
            ss_error *err)
{
  t->var = 0;
  if (!(ss_encoding_families (o->encoding) & SS_FAMS_TRIADS))
    return 0;
  if (ss_triads_init (t, m, ss_encoding_reduced (o->encoding), m->primary))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  return 0;
}

/* The counting pass stops only when a kind's encoder fails (the sink
 * is not there yet); then nothing is written. */
static int
encode_with (const ss_varmap *m, const ss_encode_opts *o,
             const ss_triads *t, ss_venc *k, const ss_sink *sink)
{
  ss_encode_info info;
  int polled = count_pass (m, o, t, k, &info, sink);
  if (k && k->failed)
    return -1;
  if (polled)
    return polled;
  encoder e = { .map = m, .shape = &m->givens, .o = o, .sink = sink,
                .counts = &info, .triads = t, .venc = k,
                .regions = regions_of (m),
                .nregions = nregions_of (m) };
  int stop = sink->begin ? sink->begin (sink->ctx, &info) : 0;
  stop = stop || !sink->map ? stop : send_map (m, sink);
  return stop ? stop : walk (&e, info.families, info.vfamilies);
}

/* A variant puzzle's walker, or none (k->m stays 0) for a classic one;
 * -1 with err set when out of memory. */
static int
venc_for (ss_venc *k, const ss_varmap *m, const ss_encode_opts *o,
          ss_error *err)
{
  k->m = 0;
  if (!m->givens.model)
    return 0;
  if (ss_venc_init (k, m, o))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  return 0;
}

/* A kind that could not be encoded, or a sink that stopped. */
static void
stopped (const ss_venc *k, ss_error *err)
{
  if (k->m && k->failed)
    ss_error_set (err, 0, 0, "%s", k->why);
  else
    ss_error_set (err, 0, 0, "encoding stopped by its output");
}

int
ss_encode_map (const ss_varmap *m, const ss_encode_opts *o,
               const ss_sink *sink, ss_error *err)
{
  ss_triads t;
  ss_venc k;
  if (check_opts (m, o, err) || venc_for (&k, m, o, err))
    return -1;
  if (triads_for (&t, m, o, err))
    return k.m ? (ss_venc_free (&k), -1) : -1;
  int stop = encode_with (m, o, t.var ? &t : 0, k.m ? &k : 0, sink);
  ss_triads_free (&t);
  if (stop)
    stopped (&k, err);
  if (k.m)
    ss_venc_free (&k);
  return stop;
}

int
ss_encode (const ss_grid *puzzle, const ss_encode_opts *o,
           const ss_sink *sink, ss_error *err)
{
  ss_varmap m;
  if (o->encoding < 0 || o->encoding >= SS_ENCODING_COUNT)
    return ss_error_set (err, 0, 0, "unknown encoding"), -1;
  if (ss_varmap_init (&m, puzzle, ss_encoding_reduced (o->encoding)))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  int got = ss_encode_map (&m, o, sink, err);
  ss_varmap_free (&m);
  return got;
}

int
ss_encode_count (const ss_grid *puzzle, const ss_encode_opts *o,
                 ss_encode_info *info, ss_error *err)
{
  ss_varmap m;
  if (o->encoding < 0 || o->encoding >= SS_ENCODING_COUNT)
    return ss_error_set (err, 0, 0, "unknown encoding"), -1;
  if (ss_varmap_init (&m, puzzle, ss_encoding_reduced (o->encoding)))
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  ss_triads t = { 0 };
  ss_venc k = { 0 };
  int got = check_opts (&m, o, err) || venc_for (&k, &m, o, err)
            || triads_for (&t, &m, o, err) ? -1 : 0;
  if (!got)
    count_pass (&m, o, t.var ? &t : 0, k.m ? &k : 0, info, 0);
  if (!got && k.m && k.failed)
    got = -1, stopped (&k, err);
  if (k.m)
    ss_venc_free (&k);
  ss_triads_free (&t);
  ss_varmap_free (&m);
  return got;
}
