/* fuzz_variant.c -- the variant oracle: random models through every
 * layer that a real puzzle reaches (issue 28 §3).
 *
 * Input: byte 0 picks the box (2x2, 2x3, 3x2, 2x4, 3x3, 3x4, 4x4) and
 * whether the regions are a jigsaw (two cells of different boxes
 * swapped); byte 1 the number of givens, then a (cell, digit) pair each;
 * then rules until the input ends, each: a kind byte (a keyword of
 * SS_KEYWORDS), a length byte, a start cell, one king-move step per
 * further cell (a path may come back on itself, or leave the grid into
 * the frame where outside clues sit), and two parameter bytes.  The
 * rules are written in the text form and read by ss_parse_text, so only
 * what the reader accepts goes on (a refusal is not a finding).
 *
 * On every accepted puzzle:
 *   - ss_cnf_build in two encodings and every --sat-sum encoding (the
 *     encoders under ASan and UBSan, sides up to 16);
 *   - cp, and a SAT engine with every sum encoding, through ss_solve
 *     (which verifies every solution) within a node budget: no wrong
 *     solution, and any two exhausted counts are equal;
 *   - on 4x4, and 6x6 with 8 givens or more, a brute-force count (the
 *     verifier, core/kinds' checks, on every partial filling, within a
 *     node cap): every exhausted count equals it (counts stop at K).
 */
#include "fuzz.h"

#include <stdarg.h>

#include "../../core/grid.h"
#include "../../core/kinds.h"
#include "../../core/model.h"
#include "../../core/reader.h"
#include "../../core/verify.h"
#include "../../encoder/cnf.h"
#include "../../encoder/sums.h"
#include "../../engines/table.h"

#define MAX_RULES 6
#define MAX_CELLS 12

static const int boxes[7][2] = {
  { 2, 2 }, { 2, 3 }, { 3, 2 }, { 2, 4 }, { 3, 3 }, { 3, 4 }, { 4, 4 },
};

static const char *const keywords[] = {
#define KW(word, kind, fixed) word,
  SS_KEYWORDS (KW)
#undef KW
};
#define NKEYWORDS ((int) (sizeof keywords / sizeof *keywords))

typedef struct input {
  const uint8_t *data;
  size_t size, at;
} input;

static int
take (input *in)
{
  return in->at < in->size ? in->data[in->at++] : -1;
}

/* ---- the text ---- */

typedef struct text {
  char buf[8192];
  size_t len;
} text;

static void
put (text *t, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  if (t->len < sizeof t->buf)
    {
      int w = vsnprintf (t->buf + t->len, sizeof t->buf - t->len, fmt, ap);
      t->len = w < 0 ? sizeof t->buf : t->len + (size_t) w;
    }
  va_end (ap);
}

/* The grid (givens) and, for a jigsaw, the region map. */
static void
put_grid (text *t, input *in, int R, int C, int jigsaw)
{
  int n = R * C, nn = n * n, givens = take (in);
  char cells[256], map[256];
  memset (cells, '.', sizeof cells);
  for (int i = 0; i < (givens < 0 ? 0 : givens % (nn / 2 + 1)); i++)
    {
      int at = take (in), d = take (in);
      if (d < 0)
        break;
      cells[at % nn] = "123456789ABCDEFG"[d % n];
    }
  for (int i = 0; i < nn; i++)
    map[i] = (char) ('A' + (i / n / R) * R + (i % n) / C);
  if (jigsaw)
    {
      int a = take (in), b = take (in);
      if (b >= 0)
        {
          char x = map[a % nn];
          map[a % nn] = map[b % nn], map[b % nn] = x;
        }
    }
  for (int r = 0; r < n; r++)
    put (t, "%.*s\n", n, cells + r * n);
  if (jigsaw)
    {
      put (t, "regions\n");
      for (int r = 0; r < n; r++)
        put (t, "%.*s\n", n, map + r * n);
    }
}

/* One rule: keyword, parameters, 0 to MAX_CELLS cells along a king-move
 * walk that may step into the frame (row or column 0 or N+1). */
static int
put_rule (text *t, input *in, int n)
{
  static const int step[8][2] = { { -1, -1 }, { -1, 0 }, { -1, 1 },
                                  { 0, -1 },  { 0, 1 },  { 1, -1 },
                                  { 1, 0 },   { 1, 1 } };
  static const char *const words[] = { "white", "black", "xv",
                                       "dr", "dl", "ur", "ul" };
  int k = take (in), len = take (in), start = take (in);
  int p0 = take (in), p1 = take (in);
  if (p1 < 0)
    return 0;
  const char *kw = keywords[k % NKEYWORDS];
  int r = start % (n + 2), c = start / (n + 2) % (n + 2);
  len %= MAX_CELLS + 1; /* 0 for the global kinds */
  put (t, "%s", kw);
  if (!strcmp (kw, "negative"))
    return put (t, " %s\n", words[p0 % 3]), 1;
  if (p0 & 0x80)
    put (t, " %d", (p0 & 0x7f) % (3 * n + 4) - 2);
  if (p1 & 0x80)
    put (t, " %d", (p1 & 0x7f) % (n + 2));
  for (int i = 0; i < len; i++)
    {
      put (t, " r%dc%d", r, c);
      if (i + 1 < len && (p1 & 0x40) && i == (p1 & 0x3f) % len
          && (!strcmp (kw, "arrow") || !strcmp (kw, "clone")))
        put (t, " %s", kw[0] == 'a' ? ">" : "=");
      int s = take (in);
      if (s < 0)
        break;
      r += step[s % 8][0], c += step[s % 8][1];
      r = r < 0 ? 0 : r > n + 1 ? n + 1 : r;
      c = c < 0 ? 0 : c > n + 1 ? n + 1 : c;
    }
  if (!strcmp (kw, "littlekiller"))
    put (t, " %s", words[3 + p0 % 4]);
  put (t, "\n");
  return 1;
}

/* ---- the oracles ---- */

static long brute_nodes;
static const char *puzzle_text; /* for the messages */

/* Solutions of g from cell on, up to a node cap (-1 when hit). */
static long
brute (ss_grid *g, int cell)
{
  int nn = g->n * g->n;
  long total = 0;
  while (cell < nn && g->cell[cell])
    cell++;
  if (cell == nn)
    return 1;
  for (int d = 1; d <= g->n && total >= 0; d++)
    {
      if (++brute_nodes > 20000)
        total = -1;
      g->cell[cell] = (uint8_t) d;
      if (total >= 0 && ss_verify_conflicts (g, 0, 0) == 0)
        {
          long more = brute (g, cell + 1);
          total = more < 0 ? -1 : total + more;
        }
    }
  g->cell[cell] = 0;
  return total;
}

/* Every encoder of the model's kinds, in two encodings and every sum
 * encoding: built and freed (memory safety; the counts are below). */
static void
encode_all (const ss_grid *g)
{
  static const ss_encoding enc[2] = { SS_ENC_EXTENDED, SS_ENC_REDUCED };
  for (int s = 0; s < SS_SUM_END; s++)
    for (int e = 0; e < 2; e++)
      {
        ss_encode_opts o = { enc[e], SS_AMO_PAIRWISE, 1, s, 0 };
        ss_cnf f;
        ss_error err;
        if (ss_cnf_build (&f, g, &o, &err) == 0)
          ss_cnf_free (&f);
      }
}

/* Counts stop at K solutions (fewer on the larger sides, where the
 * point is memory safety). */
static uint64_t
limit_for (const ss_grid *g)
{
  return g->n <= 6 ? 16 : 2;
}

/* One engine's count within a budget, up to K: -1 when not exhausted. */
static long
count_with (const char *name, const ss_grid *g, const char *sum,
            long want)
{
  const ss_solver *s = ss_solver_find (name);
  ss_solve_opts o = { 0 };
  ss_result res;
  if (!s || ss_solver_lacks (s, g))
    return -1;
  o.limit = limit_for (g);
  o.max_nodes = 20000;
  o.timeout = 5;
  o.sat_sum = sum;
  FUZZ_CHECK (ss_solve (s, g, &o, &res) == 0, "%s: ss_solve failed on\n%s",
              name, puzzle_text);
  FUZZ_CHECK (res.wrong == 0, "%s (sum %s) reported %llu wrong solutions "
              "on\n%s", name, sum ? sum : "default",
              (unsigned long long) res.wrong, puzzle_text);
  long got = res.exhausted ? (long) res.count : -1;
  ss_result_free (&res);
  FUZZ_CHECK (got < 0 || want < 0 || got == want, "%s (sum %s) counted "
              "%ld, the reference %ld, on\n%s", name, sum ? sum : "default",
              got, want, puzzle_text);
  return got;
}

static void
check_counts (const ss_grid *g)
{
  long want = -1;
  if (g->n <= 4 || (g->n <= 6 && ss_grid_givens (g) >= 8))
    {
      ss_grid copy;
      if (ss_grid_copy (&copy, g))
        return;
      brute_nodes = 0;
      want = ss_verify_conflicts (&copy, 0, 0) ? 0 : brute (&copy, 0);
      ss_grid_free (&copy);
      if (want > (long) limit_for (g))
        want = (long) limit_for (g);
    }
  if (ss_verify_conflicts (g, 0, 0))
    return; /* ss_solve takes consistent givens only */
  long cp = count_with ("cp", g, 0, want);
  want = want < 0 ? cp : want;
  int sums = 0;
  for (int i = 0; i < g->model->ncons; i++)
    sums |= (ss_kind_flags (g->model->con[i].kind) & SS_KF_SUM) != 0;
  for (int s = 0; s < (sums ? SS_SUM_END : 1); s++)
    count_with ("cadical", g, sums ? ss_sum_name (s) : 0, want);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  input in = { data, size, 0 };
  text t = { .len = 0 };
  int b = take (&in);
  if (b < 0)
    return 0;
  int R = boxes[(b & 0x7f) % 7][0], C = boxes[(b & 0x7f) % 7][1];
  put_grid (&t, &in, R, C, b >> 7);
  for (int i = 0; i < MAX_RULES && put_rule (&t, &in, R * C); i++)
    ;
  ss_grid g;
  ss_error err;
  puzzle_text = t.buf;
  if (getenv ("FUZZ_VARIANT_SHOW"))
    fprintf (stderr, "%s", t.buf);
  if (t.len >= sizeof t.buf || ss_parse_text (t.buf, 0, &g, &err) < 0)
    {
      if (getenv ("FUZZ_VARIANT_SHOW"))
        fprintf (stderr, "refused: %s\n", err.msg);
      return 0;
    }
  if (g.model)
    {
      encode_all (&g);
      check_counts (&g);
    }
  ss_grid_free (&g);
  return 0;
}
