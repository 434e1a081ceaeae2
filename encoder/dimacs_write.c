/* dimacs_write.c -- the DIMACS writer: an ss_sink that prints.
 *
 * Millions of clauses go through here for the big grids, so literals are
 * formatted by hand into a 64 KiB buffer and written with fwrite, not one
 * fprintf each.  The "p cnf" line is held back until the first family,
 * so the map lines (which come between begin and the first family) stay
 * in the header, before it: some older readers want every comment there.
 */
#include "dimacs_write.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "../core/model_text.h"
#include "../core/print.h"
#include "wrap.h"

typedef struct writer {
  FILE *out;
  const ss_grid *puzzle;
  int with_map, p_written, failed;
  int icnf;       /* "p inccnf": the caller's cube lines follow */
  ss_famset only; /* empty: every family; else the families written
                     (ss_dimacs_write_only) */
  int some;       /* only is not empty */
  int skipping;   /* inside a family left out */
  ss_encode_info info;
  size_t len;
  char buf[1 << 16];
} writer;

static int
flush (writer *w)
{
  if (w->len && fwrite (w->buf, 1, w->len, w->out) != w->len)
    w->failed = 1;
  w->len = 0;
  return w->failed;
}

/* Makes room for need bytes; returns nonzero once writing has failed. */
static int
room (writer *w, size_t need)
{
  return sizeof w->buf - w->len < need ? flush (w) : w->failed;
}

/* One formatted piece; every caller's text is well under 1 KiB. */
static int
put_fmt (writer *w, const char *fmt, ...)
{
  va_list ap;
  if (room (w, 1024))
    return 1;
  va_start (ap, fmt);
  int got = vsnprintf (w->buf + w->len, 1024, fmt, ap);
  va_end (ap);
  w->len += got < 0 ? 0 : got >= 1024 ? 1023 : (size_t) got;
  return 0;
}

static void
put_int (writer *w, int v)
{
  char digits[12];
  int k = 0;
  unsigned u = v < 0 ? 0u - (unsigned) v : (unsigned) v;
  if (v < 0)
    w->buf[w->len++] = '-';
  do
    digits[k++] = (char) ('0' + u % 10);
  while (u /= 10);
  while (k)
    w->buf[w->len++] = digits[--k];
}

/* A variant puzzle's rules in the text form, one "c rule" line each
 * (the grid's block, which the text form opens with, is left out): the
 * CNF then says everything decode needs to check a model. */
static void
header_rules (writer *w)
{
  char *text = 0, *line, *next;
  size_t len = 0;
  ss_alphabet a;
  const ss_grid *g = w->puzzle;
  int irregular = g->model && g->model->irregular; /* no box lines */
  int skip = g->n + (irregular ? 0 : g->n / g->box_rows - 1);
  FILE *mem = open_memstream (&text, &len);
  if (!mem)
    return;
  ss_alphabet_default (&a);
  ss_model_text_write (mem, g, &a, '.');
  fclose (mem);
  fputs ("c rules of this variant puzzle (the text form, README \"Variant "
         "puzzles\"):\n", w->out);
  for (line = text; line && *line; line = next)
    {
      next = strchr (line, '\n');
      if (next)
        *next++ = 0;
      if (skip-- <= 0)
        fprintf (w->out, "c rule %s\n", line);
    }
  free (text);
}

static void
header_top (writer *w, const ss_encode_info *in)
{
  put_fmt (w, "c sudosat %s: a Sudoku as CNF (DIMACS)\n", SS_VERSION);
  put_fmt (w, "c grid %dx%d in %dx%d boxes, %d givens\n", in->n, in->n,
           in->box_rows, in->box_cols, in->givens);
  ss_alphabet a;
  ss_alphabet_default (&a);
  if (flush (w))
    return;
  if (in->givens && ss_spellable (w->puzzle, &a))
    {
      fputs ("c puzzle ", w->out);
      ss_write_line (w->out, w->puzzle, &a, '.');
      fputc ('\n', w->out);
    }
  if (w->puzzle->model)
    header_rules (w);
}

static const char *
givens_text (const ss_encode_info *in)
{
  if (ss_encoding_reduced (in->opts.encoding))
    return "applied while encoding (reduced), so no unit clauses";
  if (!in->givens)
    return "none (the empty grid: only the rules)";
  return in->opts.givens ? "unit clauses, family \"givens\""
                         : "left out (--no-givens): pass them as assumptions";
}

/* 1 when a variant puzzle has a sum (its clauses depend on --sum). */
static int
has_sums (const ss_grid *g)
{
  for (int k = 1; g->model && k < SS_KIND_COUNT; k++)
    if ((g->model->kinds & SS_KIND_BIT (k)) && (ss_kind_flags (k) & SS_KF_SUM))
      return 1;
  return 0;
}

/* Long lines are wrapped (at 78 columns, "c   " going on), so the
 * header reads well in an editor or on a projector. */
static void
header_encoding (writer *w, const ss_encode_info *in)
{
  char text[512];
  if (flush (w))
    return;
  snprintf (text, sizeof text, "encoding %s: %s",
            ss_encoding_name (in->opts.encoding),
            ss_encoding_help (in->opts.encoding));
  ss_wrap (w->out, "c ", "c   ", 78, text);
  snprintf (text, sizeof text, "at-most-one %s: %s",
            ss_amo_name (in->opts.amo), ss_amo_help (in->opts.amo));
  ss_wrap (w->out, "c ", "c   ", 78, text);
  fprintf (w->out, "c givens: %s\n", givens_text (in));
  if (has_sums (w->puzzle))
    {
      snprintf (text, sizeof text, "sums %s: %s", ss_sum_name (in->opts.sum),
                ss_sum_help (in->opts.sum));
      ss_wrap (w->out, "c ", "c   ", 78, text);
    }
}

/* The triad numbering of triads.h (augmented encodings). */
static void
header_triads (writer *w, const ss_encode_info *in)
{
  long p = in->primary;
  int n = in->n, rr = in->box_rows, cc = in->box_cols;
  put_fmt (w, "c   triads %ld..%ld: h(r,j,d) = \"d in mini-row j of row r\" "
           "(j from 0 to %d),\nc   then v(c,i,d) = \"d in mini-column i of "
           "column c\" (i from 0 to %d)", p + 1, p + in->triads, rr - 1,
           cc - 1);
  if (ss_encoding_reduced (in->opts.encoding))
    put_fmt (w, ",\nc   only the ones the givens leave open, in that order\n");
  else
    put_fmt (w, ":\nc   h is %ld + (r*%d + j)*%d + d, v is %ld + (c*%d + i)*%d "
             "+ d\n", p, rr, n, p + (long) n * n * rr, cc, n);
}

/* The formula of vars.h, said once more for whoever reads the file. */
static void
header_formula (writer *w, const ss_encode_info *in)
{
  int n = in->n, r = n > 3 ? 3 : n - 1, c = n > 6 ? 6 : n - 1;
  int d = n > 1 ? 2 : 1;
  put_fmt (w, "c variable x(r,c,d) = \"cell (r,c) holds d\" is number "
           "v = (r*%d + c)*%d + d,\n", n, n);
  put_fmt (w, "c   r and c from 0 to %d, d from 1 to %d (r%dc%d = %d is v = "
           "%ld)\n", n - 1, n, r + 1, c + 1, d, ss_var (n, r, c, d));
  if (ss_encoding_reduced (in->opts.encoding))
    put_fmt (w, "c   reduced: only the %ld free candidates are variables, "
             "renumbered 1..%ld\nc   in that order; the \"c var V rR cC dD\" "
             "lines name each one\n", in->primary, in->primary);
  put_fmt (w, "c variables %ld: %ld cell-digit, %ld auxiliary", in->nvars,
           in->primary, in->nvars - in->primary);
  if (in->nvars > in->primary)
    put_fmt (w, " (%ld..%ld)", in->primary + 1, in->nvars);
  put_fmt (w, "\n");
  if (in->triads)
    header_triads (w, in);
}

/* 1 when the info writes family f (classic or variant). */
static int
has_family (const ss_encode_info *in, int f)
{
  if (f < SS_FAMILY_COUNT)
    return (in->families >> f) & 1;
  return (in->vfamilies & SS_VFAM_BIT (f)) != 0;
}

static void
header_counts (writer *w, const ss_encode_info *in)
{
  put_fmt (w, "c clauses %ld, by family (clauses, new variables, name, "
           "meaning):\n", in->nclauses);
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    if (has_family (in, f))
      put_fmt (w, "c %9ld %7ld  %-21s %s\n", in->family_clauses[f],
               in->family_aux[f], ss_family_name ((ss_family) f),
               ss_family_help ((ss_family) f));
  if (in->empty_clauses)
    put_fmt (w, "c %ld empty clauses: the givens contradict each other or "
             "leave a cell or unit\nc   without a candidate, so this CNF is "
             "unsatisfiable\n", in->empty_clauses);
}

/* --family: the header and the p line count the families written only. */
static void
keep_only (writer *w)
{
  unsigned fams = 0;
  uint64_t vfams = 0;
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    if (ss_famset_has (&w->only, f) && f < SS_FAMILY_COUNT)
      fams |= 1u << f;
    else if (ss_famset_has (&w->only, f))
      vfams |= SS_VFAM_BIT (f);
  w->info.families &= fams;
  w->info.vfamilies &= vfams;
  w->info.nclauses = 0;
  for (int f = 0; f < SS_FAMILY_ALL; f++)
    if (has_family (&w->info, f))
      w->info.nclauses += w->info.family_clauses[f];
  put_fmt (w, "c only the families asked for (--family); variables are "
           "numbered as in the\nc   whole encoding\n");
}

static int
on_begin (void *ctx, const ss_encode_info *in)
{
  writer *w = ctx;
  w->info = *in;
  header_top (w, in);
  header_encoding (w, in);
  header_formula (w, in);
  if (w->some)
    keep_only (w);
  header_counts (w, &w->info);
  if (w->with_map)
    put_fmt (w, "c map: \"c var V rR cC dD\" says variable V is \"row R, "
             "column C holds D\"\n");
  return w->failed;
}

static int
on_map (void *ctx, long var, int r, int c, int d)
{
  writer *w = ctx;
  return w->with_map ? put_fmt (w, "c var %ld r%d c%d d%d\n", var, r + 1,
                                c + 1, d)
                     : 0;
}

static int
write_p (writer *w)
{
  w->p_written = 1;
  if (w->icnf)
    return put_fmt (w, "p inccnf\n");
  return put_fmt (w, "p cnf %ld %ld\n", w->info.nvars, w->info.nclauses);
}

static int
on_family (void *ctx, ss_family f, long nclauses)
{
  writer *w = ctx;
  w->skipping = w->some && !ss_famset_has (&w->only, f);
  if (w->skipping)
    return 0;
  if (!w->p_written && write_p (w))
    return 1;
  put_fmt (w, "c family %s: %s (%ld clauses", ss_family_name (f),
           ss_family_help (f), nclauses);
  if (!ss_family_at_least (f) && (f < SS_FAMILY_COUNT
                                  || f == (ss_family) SS_VFAM_EXTRA_AMO
                                  || f == (ss_family) SS_VFAM_GROUP_AMO))
    put_fmt (w, ", %s", ss_amo_name (w->info.opts.amo));
  if (f >= SS_FAMILY_COUNT && w->info.family_aux[f])
    put_fmt (w, ", %ld new variables", w->info.family_aux[f]);
  return put_fmt (w, ")\n");
}

static int
on_clause (void *ctx, const int *lits, int len)
{
  writer *w = ctx;
  if (w->skipping)
    return 0;
  for (int i = 0; i < len; i++)
    {
      if (room (w, 16))
        return 1;
      put_int (w, lits[i]);
      w->buf[w->len++] = ' ';
    }
  if (room (w, 2))
    return 1;
  w->buf[w->len++] = '0';
  w->buf[w->len++] = '\n';
  return 0;
}

static int
write_error (ss_error *err)
{
  ss_error_set (err, 0, 0, "write error: %s", strerror (errno));
  return -1;
}

int
ss_dimacs_write (FILE *out, const ss_grid *puzzle, const ss_encode_opts *o,
                 int with_map, ss_error *err)
{
  return ss_dimacs_write_only (out, puzzle, o, with_map, 0, err);
}

static int
write_cnf (FILE *out, const ss_grid *puzzle, const ss_encode_opts *o,
           int with_map, const ss_famset *only, int icnf, ss_error *err)
{
  writer *w = calloc (1, sizeof *w); /* 64 KiB: off the stack */
  if (!w)
    return ss_error_set (err, 0, 0, "out of memory"), -1;
  w->icnf = icnf;
  w->some = only && !ss_famset_empty (only);
  if (w->some)
    w->only = *only;
  w->out = out;
  w->puzzle = puzzle;
  w->with_map = with_map || ss_encoding_reduced (o->encoding);
  ss_sink sink = { w, on_begin, on_map, on_family, 0, on_clause, 0, 0 };
  int got = ss_encode (puzzle, o, &sink, err);
  if (!w->failed && got == 0 && !w->p_written)
    write_p (w);
  int failed = flush (w) || fflush (out) || ferror (out);
  free (w);
  if (failed)
    return write_error (err);
  return got ? -1 : 0;
}

int
ss_dimacs_write_only (FILE *out, const ss_grid *puzzle,
                      const ss_encode_opts *o, int with_map,
                      const ss_famset *only, ss_error *err)
{
  return write_cnf (out, puzzle, o, with_map, only, 0, err);
}

int
ss_dimacs_write_icnf (FILE *out, const ss_grid *puzzle,
                      const ss_encode_opts *o, int with_map, ss_error *err)
{
  return write_cnf (out, puzzle, o, with_map, 0, 1, err);
}

/* ---- the size before writing ---- */

static int
digits (long v)
{
  int k = 1;
  while (v >= 10)
    v /= 10, k++;
  return k;
}

/* Every literal is at most a sign, the digits of the largest variable
 * and a blank; every clause ends "0\n"; a map line is "c var V rR cC
 * dD\n"; the header and family comments are a few KiB and the puzzle
 * line N^2 bytes. */
double
ss_dimacs_size_bound (const ss_encode_info *in, int with_map)
{
  double lits = (double) in->nlits * (digits (in->nvars) + 2);
  double clauses = 2.0 * (double) in->nclauses;
  double map = 0;
  if (with_map || ss_encoding_reduced (in->opts.encoding))
    map = (double) in->primary * (14 + digits (in->primary)
                                  + 3 * digits (in->n));
  return lits + clauses + map + (double) in->n * in->n + 8192;
}
