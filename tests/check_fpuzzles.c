/* check_fpuzzles.c -- the f-puzzles format (core/fpuzzles/): the JSON
 * reader and its limits, LZString to and from base64, the key table
 * (every rule key to its constraints, drawings ignored, unknown keys
 * refused with the unknown flag), detection in the record reader, and
 * the writer's round trips for every kind.
 *
 * Model: test vectors for LZString were made by the JavaScript library
 * (lz-string 1.5, compressToBase64), and three are real f-puzzles links
 * (tests/fpuzzles/SOURCES.md); everything else is built here, so each
 * case shows the text under test.
 */
#include "testutil.h"

#include "../core/fpuzzles/fpuzzles.h"
#include "../core/fpuzzles/json.h"
#include "../core/fpuzzles/lzstring.h"
#include "../core/fpuzzles/sudokupad.h"
#include "../core/kinds.h"
#include "../core/model.h"
#include "../core/model_text.h"

/* ---- helpers ------------------------------------------------------------ */

/* The first record of text through the record reader. */
static int
read_record (const char *text, ss_grid *g, ss_error *err)
{
  ss_error_clear (err);
  return ss_parse_text (text, 0, g, err) == 0;
}

static char *
decompress (const char *s, char *msg)
{
  char *out;
  size_t len;
  long at;
  return ss_lz_decompress_base64 (s, strlen (s), &out, &len, &at, msg) == 0
         ? out : 0;
}

/* An empty N x N f-puzzles object with extra members ("" or ",..."). */
static char *
fp_empty (int n, const char *extra)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  fprintf (m, "{\"size\":%d,\"grid\":[", n);
  for (int r = 0; r < n; r++)
    {
      fputs (r ? ",[" : "[", m);
      for (int c = 0; c < n; c++)
        fputs (c ? ",{}" : "{}", m);
      putc (']', m);
    }
  fprintf (m, "]%s}", extra);
  fclose (m);
  return text;
}

/* The text form's rule lines of a variant grid: its directive lines. */
static char *
rules_text (const ss_grid *g)
{
  char *text = 0, *rules = malloc (1 << 16);
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_alphabet a;
  ss_alphabet_default (&a);
  ss_model_text_write (m, g, &a, '.');
  fclose (m);
  rules[0] = 0;
  for (char *line = strtok (text, "\n"); line; line = strtok (0, "\n"))
    if (*line >= 'a' && *line <= 'z')
      strcat (strcat (rules, line), "\n");
  free (text);
  return rules;
}

/* A model as sorted lines, one per cell of a parity or extreme (which
 * f-puzzles writes per cell), for comparing models read two ways. */
static int
by_string (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static char *
canonical (const ss_grid *g)
{
  const ss_model *m = g->model;
  char *lines[4096], *out = calloc (1, 1 << 18);
  int count = 0;
  for (int i = 0; m && i < m->ncons; i++)
    {
      const ss_con *c = &m->con[i];
      int per_cell = c->kind == SS_KIND_PARITY || c->kind == SS_KIND_EXTREME;
      for (int k = 0; k < (per_cell ? c->ncells : 1); k++)
        {
          char *s = malloc (4096);
          int at = snprintf (s, 4096, "%s split %d clue %d,%d vals",
                             ss_kind_name (c->kind), c->split, c->clue_r,
                             c->clue_c);
          for (int v = 0; v < c->nvals; v++)
            at += snprintf (s + at, (size_t) (4096 - at), " %d", c->val[v]);
          at += snprintf (s + at, (size_t) (4096 - at), " cells");
          for (int j = per_cell ? k : 0; j < (per_cell ? k + 1 : c->ncells);
               j++)
            at += snprintf (s + at, (size_t) (4096 - at), " %d", c->cell[j]);
          lines[count++] = s;
        }
    }
  qsort (lines, (size_t) count, sizeof *lines, by_string);
  for (int i = 0; i < count; i++)
    strcat (strcat (out, lines[i]), "\n"), free (lines[i]);
  for (int i = 0; m && i < g->n * g->n; i++)
    sprintf (out + strlen (out), "%c", 'A' + m->region[i]);
  for (int i = 0; i < g->n * g->n; i++)
    sprintf (out + strlen (out), "%d", g->cell[i]);
  if (m && m->title)
    strcat (strcat (out, "\ntitle "), m->title);
  return out;
}

static char *
write_json (const ss_grid *g, const ss_grid *filled)
{
  char *text = 0;
  size_t len = 0;
  ss_error err;
  FILE *m = open_memstream (&text, &len);
  ck_assert_int_eq (ss_fpuzzles_write_json (m, g, filled, &err), 0);
  fclose (m);
  return text;
}

/* ---- LZString and base64 ------------------------------------------------ */

typedef struct lz_vector {
  const char *text, *compressed;
} lz_vector;

/* Made by lz-string 1.5's compressToBase64. */
static const lz_vector lz_vectors[] = {
  { "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],[{},{},"
    "{},{}],[{},{},{},{}],[{},{},{},{}]],\"thermometer\":[{\"lines\":[["
    "\"R1C1\",\"R1C2\",\"R1C3\"]]}]}",
    "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6"
    "yQv3GCRYwTL5SBC8UJEg2ACxgYAtgHstMNpvygyEZjDD48IAEo0AwjRCo79gEzPbDgMwhl"
    "wriA=" },
  { "{\"size\":6,\"title\":\"Caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x98\x80\","
    "\"grid\":[[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],"
    "[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}]]}",
    "N4IgzglgXgpiBcA2ANCALhNAbO8QGEBDAMwEuACQFAJzBeDcAA9kVAcwCcIATBAbS+AF9k"
    "/QQKGi+AXWS8RM4XP6Tp82WMVjlytSu3CtG9QvF8gA" },
  { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "aaaaaaaa", "IY18ZXTu0A==" },
  { "a", "IZA=" },
  { "ab", "IYIyA===" },
  { "abc", "IYIwxkA=" },
  { "", "Q===" },
};

START_TEST (lz_matches_the_javascript_library)
{
  const lz_vector *v = &lz_vectors[_i];
  char *c = ss_lz_compress_base64 (v->text, strlen (v->text)), msg[160];
  ck_assert_str_eq (c, v->compressed);
  char *d = decompress (v->compressed, msg);
  ck_assert_msg (d, "%s", msg);
  ck_assert_str_eq (d, v->text);
  free (c);
  free (d);
}
END_TEST

/* Real f-puzzles links (tests/fpuzzles/SOURCES.md), decompressed by
 * lz-string 1.5 and read by hand: a 1 at r1c1; 1 at r3c3 and 2 at r7c7;
 * two killer cages (and the add-on's "activeConstraints"). */
static const lz_vector links[] = {
  { "{\"size\":9,\"grid\":[[{\"value\":1,\"given\":true},{},{},{},{},{},{},"
    "{},{}]",
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCR"
    "fALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A" },
  { "[{},{},{\"value\":1,\"given\":true},{},{},{},{},{},{}]",
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4A"
    "RlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA"
    "=" },
  { "\"killercage\":[{\"cells\":[\"R1C1\",\"R2C1\"],\"value\":\"9\"},"
    "{\"cells\":[\"R1C2\",\"R1C3\",\"R2C2\",\"R2C3\",\"R3C2\"],\"value\":"
    "\"33\"}],\"activeConstraints\":[\"Killer Cage\"]}",
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3P"
    "gIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1o"
    "ArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgV"
    "RiGEE1VMXggANLauhgABE7GcLREQA=" },
};

START_TEST (lz_reads_real_links)
{
  char msg[160], *d = decompress (links[_i].compressed, msg);
  ck_assert_msg (d, "%s", msg);
  ck_assert_msg (strstr (d, links[_i].text), "%s", d);
  free (d);
}
END_TEST

/* Random text (every width of UTF-8) survives the round trip. */
START_TEST (lz_round_trip)
{
  static const char *const pieces[] = { "a", "b", "{\"", "\xc3\xa9",
                                        "\xe2\x82\xac", "\xf0\x9f\x98\x80",
                                        "1", "R1C1" };
  unsigned seed = 12345;
  for (int round = 0; round < 200; round++)
    {
      char text[4096] = "";
      int len = (int) ((seed = seed * 1103515245 + 12345) >> 16) % 400;
      for (int k = 0; k < len; k++)
        strcat (text, pieces[((seed = seed * 1103515245 + 12345) >> 16)
                             % (1 + round % 8)]);
      char *c = ss_lz_compress_base64 (text, strlen (text)), msg[160];
      char *d = decompress (c, msg);
      ck_assert_msg (d && !strcmp (d, text), "round %d", round);
      free (c);
      free (d);
    }
}
END_TEST

typedef struct lz_bad {
  const char *s, *msg;
  long at;
} lz_bad;

static const lz_bad lz_bads[] = {
  { "N4Ig-zgl", "'-' is not in base64's alphabet: f-puzzles links use", 4 },
  { "N4Ig_zgl", "'_' is not in base64's alphabet", 4 },
  { "N4Ig zgl", "' ' is not in base64's alphabet", 4 },
  { "N4Ig=zgl", "'=' inside the base64 text", 4 },
  { "N4IgzglgXgpiBcBO", "the compressed data ends before its end mark", 16 },
  { "", "no compressed data", 0 },
  { "////", "the data does not start with a character (not LZString)",
    0 },
};

START_TEST (lz_refuses_bad_input)
{
  const lz_bad *b = &lz_bads[_i];
  char *out = 0, msg[160];
  size_t len;
  long at = -2;
  ck_assert_int_eq (ss_lz_decompress_base64 (b->s, strlen (b->s), &out, &len,
                                             &at, msg), -1);
  ck_assert_ptr_null (out);
  ck_assert_msg (strstr (msg, b->msg), "%s", msg);
  if (b->at >= 0)
    ck_assert_int_eq (at, b->at);
}
END_TEST

/* A string that expands past the limit is refused, not kept. */
START_TEST (lz_output_is_bounded)
{
  size_t n = (size_t) SS_LZ_MAX_UNITS + 16;
  char *text = malloc (n + 1), msg[160];
  memset (text, 'a', n);
  text[n] = 0;
  char *c = ss_lz_compress_base64 (text, n);
  ck_assert_ptr_nonnull (c);
  ck_assert_ptr_null (decompress (c, msg));
  ck_assert_msg (strstr (msg, "expands past 4 Mi characters"), "%s", msg);
  free (c);
  free (text);
}
END_TEST

/* ---- JSON --------------------------------------------------------------- */

START_TEST (json_reads_values)
{
  static const char text[] = " {\"a\": [1, -2.5e1, true, false, null],"
                             " \"b\\u00e9\": \"x\\n\\ud83d\\ude00\\u0041\","
                             " \"c\": {}} ";
  ss_json_doc d;
  long at;
  char msg[160];
  ck_assert_int_eq (ss_json_parse (text, strlen (text), &d, &at, msg), 0);
  const ss_json_node *root = ss_json_at (&d, 0);
  ck_assert_int_eq (root->type, SS_JSON_OBJECT);
  ck_assert_int_eq (root->count, 3);
  const ss_json_node *a = ss_json_at (&d, ss_json_member (&d, 0, "a"));
  ck_assert_int_eq (a->count, 5);
  ck_assert (ss_json_at (&d, ss_json_at (&d, a->first)->next)->num == -25);
  int b = ss_json_member (&d, 0, "b\xc3\xa9");
  ck_assert_int_ge (b, 0);
  ck_assert_str_eq (ss_json_str (&d, ss_json_at (&d, b)),
                    "x\n\xf0\x9f\x98\x80" "A");
  ck_assert_int_eq (ss_json_member (&d, 0, "zz"), -1);
  ss_json_free (&d);
}
END_TEST

typedef struct json_bad {
  const char *text, *msg;
  long at;
} json_bad;

static const json_bad json_bads[] = {
  { "{\"a\" 1}", "expected ':' after a key", 5 },
  { "[1, 2", "the text ends inside an array or object", 5 },
  { "[01]", "a number with a leading zero", 1 },
  { "[1.]", "a number with no digit after its '.'", 1 },
  { "[1e]", "a number with no digit in its exponent", 1 },
  { "[\"a\tb\"]", "a control character inside a string", 3 },
  { "[\"\\x\"]", "an unknown escape in a string", 2 },
  { "[\"ab", "a string that is never closed", 1 },
  { "{1: 2}", "an object member must start with a string key", 1 },
  { "[tru]", "not a JSON value", 1 },
  { "{} {}", "text after the JSON value", 3 },
  { "[1 2]", "expected ',' or the closing bracket", 3 },
  { "", "the text ends where a value should be", 0 },
};

START_TEST (json_refuses_bad_text)
{
  const json_bad *b = &json_bads[_i];
  ss_json_doc d;
  long at = -1;
  char msg[160];
  ck_assert_int_eq (ss_json_parse (b->text, strlen (b->text), &d, &at, msg),
                    -1);
  ck_assert_msg (strstr (msg, b->msg), "%s: %s", b->text, msg);
  ck_assert_int_eq (at, b->at);
  ck_assert_ptr_null (d.node);
}
END_TEST

/* Each limit with its own message, and just under it, reads. */
static int
parse_fails_with (const char *text, size_t len, const char *msg_part)
{
  ss_json_doc d;
  long at;
  char msg[160];
  int rc = ss_json_parse (text, len, &d, &at, msg);
  if (rc == 0)
    ss_json_free (&d);
  return rc < 0 && strstr (msg, msg_part) != 0;
}

START_TEST (json_limits)
{
  char deep[2 * SS_JSON_MAX_DEPTH + 8];
  for (int d = SS_JSON_MAX_DEPTH; d <= SS_JSON_MAX_DEPTH + 1; d++)
    {
      memset (deep, '[', (size_t) d);
      memset (deep + d, ']', (size_t) d);
      ck_assert_int_eq (parse_fails_with (deep, 2 * (size_t) d, "nested "
                                          "deeper than 32 levels"),
                        d > SS_JSON_MAX_DEPTH);
    }
  size_t n = SS_JSON_MAX_VALUES; /* an array and n - 1 or n numbers */
  char *many = malloc (2 * n + 4);
  for (size_t k = 0; k <= 1; k++)
    {
      size_t items = n - 1 + k, at = 0;
      many[at++] = '[';
      for (size_t i = 0; i < items; i++)
        many[at++] = '0', many[at++] = ',';
      many[at - 1] = ']';
      ck_assert_int_eq (parse_fails_with (many, at, "more than 200000 "
                                          "values"), (int) k);
    }
  free (many);
  char num[64] = "[";
  memset (num + 1, '1', 41);
  strcpy (num + 42, "]");
  ck_assert (parse_fails_with (num, strlen (num), "a number longer than 40"));
  num[41] = ']', num[42] = 0;
  ck_assert (!parse_fails_with (num, strlen (num), "longer"));
  size_t big = (size_t) SS_JSON_MAX_BYTES + 1;
  char *text = malloc (big);
  memset (text, ' ', big);
  text[0] = '0';
  ck_assert (parse_fails_with (text, big, "JSON text longer than 4 MiB"));
  ck_assert (!parse_fails_with (text, big - 1, "longer"));
  free (text);
}
END_TEST

/* ---- the key table: one case per key ------------------------------------ */

typedef struct key_case {
  int n;
  const char *extra; /* members after "grid" */
  const char *rules; /* the text form's rule lines of the model */
} key_case;

static const key_case keys[] = {
  { 4, ",\"diagonal+\":true,\"diagonal-\":true", "diagonal+\ndiagonal-\n" },
  { 4, ",\"diagonal+\":false", "" },
  { 4, ",\"antiknight\":true,\"antiking\":true", "antiknight\nantiking\n" },
  { 4, ",\"disjointgroups\":true,\"nonconsecutive\":true",
    "disjoint\nnonconsecutive\n" },
  { 4, ",\"negative\":[\"ratio\",\"xv\",\"ratio\"]",
    "negative black\nnegative xv\n" },
  { 4, ",\"negative\":[\"difference\"]", "negative white\n" },
  { 4, ",\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"]}]",
    "extra r1c1 r1c2 r2c1\n" },
  { 4, ",\"odd\":[{\"cell\":\"R1C1\"},{\"cell\":\"r1c3\"}],\"even\":[{\"cell\""
    ":\"R2C2\"}]", "odd r1c1\nodd r1c3\neven r2c2\n" },
  { 4, ",\"minimum\":[{\"cell\":\"R1C1\"}],\"maximum\":[{\"cell\":\"R4C4\"}]",
    "min r1c1\nmax r4c4\n" },
  { 4, ",\"quadruple\":[{\"cells\":[\"R2C2\",\"R1C1\",\"R1C2\",\"R2C1\"],"
    "\"values\":[1,\"4\"]}]", "quad 1 4 r1c1 r1c2 r2c1 r2c2\n" },
  { 4, ",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R1C1\","
    "\"R2C1\"],\"value\":\"2\"},{\"cells\":[\"R3C1\",\"R3C2\"],"
    "\"value\":\"\"}]",
    "white r1c1 r1c2\ndifference 2 r1c1 r2c1\nwhite r3c1 r3c2\n" },
  { 4, ",\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R1C1\","
    "\"R2C1\"],\"value\":3}]", "black r1c1 r1c2\nratio 3 r1c1 r2c1\n" },
  { 4, ",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"X\"},{\"cells\":"
    "[\"R1C1\",\"R2C1\"],\"value\":\"v\"}]", "x r1c1 r1c2\nv r1c1 r2c1\n" },
  { 4, ",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"],[\"R1C1\","
    "\"R2C1\"]]}]", "thermo r1c1 r1c2 r1c3\nthermo r1c1 r2c1\n" },
  { 4, ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]},{\"lines\":[[\"R3C3\""
    ",\"R4C4\"]],\"value\":\"3\"}]",
    "whisper r1c1 r2c2\nwhisper 3 r3c3 r4c4\n" },
  { 4, ",\"betweenline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}]",
    "between r1c1 r1c2 r1c3\n" },
  { 4, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"palindrome\":[{"
    "\"lines\":[[\"R2C1\",\"R2C2\",\"R2C3\"]]}]",
    "renban r1c1 r1c2\npalindrome r2c1 r2c2 r2c3\n" },
  { 6, ",\"entropicline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}]",
    "entropic r1c1 r1c2 r1c3\n" },
  { 4, ",\"regionsumline\":[{\"lines\":[[\"R1C2\",\"R1C3\"]]}]",
    "regionsum r1c2 r1c3\n" },
  { 4, ",\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R4C4\","
    "\"R4C3\"]}]", "clone r1c1 r1c2 = r4c4 r4c3\n" },
  { 4, ",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"},{"
    "\"cells\":[\"R2C1\"]},{\"cells\":[\"R3C1\"],\"value\":\"\"}]",
    "killer 3 r1c1 r1c2\nkiller r2c1\nkiller r3c1\n" },
  { 4, ",\"littlekillersum\":[{\"cell\":\"R0C1\",\"cells\":[\"R1C2\",\"R2C3\""
    ",\"R3C4\"],\"direction\":\"DR\",\"value\":\"9\"},{\"cell\":\"R5C2\","
    "\"direction\":\"UL\",\"value\":\"\"}]", "littlekiller 9 r0c1 dr\n" },
  { 4, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R1C3\"],[\"R1C1\",\"R2C1\"]]}]",
    "arrow r1c1 > r1c2 r1c3\narrow r1c1 > r2c1\n" },
  /* a pill reads in the order its cells are listed, as the solver
   * behind f-puzzles reads it: R1C2 then R1C1 */
  { 9, ",\"arrow\":[{\"cells\":[\"R1C2\",\"R1C1\"],\"lines\":[[\"R1C2\","
    "\"R2C3\",\"R3C4\"]]}]", "arrow r1c2 r1c1 > r2c3 r3c4\n" },
  /* lines that close a loop, as f-puzzles lists them: the first cell
   * again at the end */
  { 4, ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\",\"R2C1\","
    "\"R1C1\"]]}],\"palindrome\":[{\"lines\":[[\"R1C2\",\"R1C3\",\"R2C3\","
    "\"R2C2\",\"R1C2\"]]}]", "whisper r1c1 r1c2 r2c2 r2c1 r1c1\n"
    "palindrome r1c2 r1c3 r2c3 r2c2 r1c2\n" },
  { 6, ",\"entropicline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C1\","
    "\"R1C1\"]]}],\"betweenline\":[{\"lines\":[[\"R3C1\",\"R3C2\",\"R4C2\","
    "\"R3C2\",\"R3C3\"]]}]", "entropic r1c1 r1c2 r2c1 r1c1\n"
    "between r3c1 r3c2 r4c2 r3c2 r3c3\n" },
  { 4, ",\"sandwichsum\":[{\"cell\":\"R0C2\",\"value\":\"3\"},{\"cell\":"
    "\"R1C0\",\"value\":\"\"}],\"xsum\":[{\"cell\":\"R2C5\",\"value\":\"7\"}],"
    "\"skyscraper\":[{\"cell\":\"R5C1\",\"value\":2}]",
    "sandwich 3 r0c2\nxsum 7 r2c5\nskyscraper 2 r5c1\n" },
  { 4, ",\"rowindexer\":[{\"cells\":[\"R1C1\",\"R1C2\"]}],\"columnindexer\":[{"
    "\"cells\":[\"R2C1\"]}],\"boxindexer\":[{\"cells\":[\"R3C3\"],\"value\":"
    "\"\"}]", "rowindexer r1c1 r1c2\ncolindexer r2c1\nboxindexer r3c3\n" },
  { 4, ",\"title\":\"T\",\"author\":\"A\",\"ruleset\":\"R\",\"solution\":[1],"
    "\"text\":[{\"cells\":[\"R1C1\"],\"value\":\"hi\"}],\"line\":[{\"lines\":"
    "[[\"R1C1\",\"R1C2\"]]}],\"circle\":[],\"rectangle\":[],\"cage\":[{"
    "\"cells\":[\"R1C1\"],\"value\":\"A\"}],\"disabledlogic\":[],"
    "\"truecandidatesoptions\":[]", "title T\nauthor A\nrules R\n" },
  { 4, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"line\":[{\"lines\":"
    "[[\"R1C1\",\"R1C2\"]],\"fromConstraint\":\"Renban\"}],\"cage\":[{"
    "\"cells\""
    ":[\"R1C1\"],\"fromConstraint\":\"Row Indexer\"}],\"rowindexer\":[{"
    "\"cells\":[\"R1C1\"]}]", "renban r1c1 r1c2\nrowindexer r1c1\n" },
  /* The editor's display switch, and rule keys left null. */
  { 4, ",\"highlightConflicts\":false,\"odd\":null,\"thermometer\":null,"
    "\"diagonal+\":null", "" },
  { 4, ",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":null,"
    "\"outlineC\":null}]", "killer r1c1 r1c2\n" },
  /* The add-on's older lines: a line a key carries (any colour, either
   * way round) only draws it; one no key carries is the rule its colour
   * names. */
  { 4, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"line\":[{"
    "\"lines\":[[\"R1C2\",\"R1C1\"]],\"outlineC\":\"#F067F0\","
    "\"isNewConstraint\":true}]", "renban r1c1 r1c2\n" },
  { 4, ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"outlineC\":"
    "\"#C060C0\",\"width\":0.4,\"isNewConstraint\":true}]",
    "renban r1c1 r1c2\n" },
  { 4, ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]}],\"line\":[{"
    "\"lines\":[[\"R1C1\",\"R2C2\"],[\"R3C3\",\"R4C4\"]],\"outlineC\":"
    "\"#67F067\",\"isNewConstraint\":true}]",
    "whisper r1c1 r2c2\nwhisper r3c3 r4c4\n" },
  { 4, ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"outlineC\":"
    "\"#123456\",\"isNewConstraint\":false}]", "" },
  /* the add-on's slow thermometer colour, with no key carrying the
   * line: the slow thermometer it draws */
  { 4, ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"isNewConstraint\":true,"
    "\"outlineC\":\"#6495ED\"}]", "slowthermo r1c1 r1c2\n" },
  /* the add-on's keys of lines, each with the drawings it adds for
   * players without it (fromConstraint: ignored, the key is there) */
  { 4, ",\"slowthermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\"],"
    "[\"R4C4\",\"R4C3\"]]}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C2\"],[\"R4C4\",\"R4C3\"]],\"outlineC\":\"#6495ED\",\"width\":0.3,"
    "\"fromConstraint\":\"Slow Thermometer\"}],\"circle\":[{\"cells\":"
    "[\"R1C1\"],\"fromConstraint\":\"Slow Thermometer\"}]",
    "slowthermo r1c1 r1c2 r2c2\nslowthermo r4c4 r4c3\n" },
  { 4, ",\"zipperline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"],"
    "[\"R4C1\",\"R4C2\"]]}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C3\"]],\"outlineC\":\"#cdb1ec\",\"fromConstraint\":\"Zipper Line\"}]",
    "zipper r1c1 r1c2 r2c3\nzipper r4c1 r4c2\n" },
  /* A digital-root cage: every total of its root its cells can make. */
  { 9, ",\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"],\"value\":"
    "\"DR7\",\"outlineC\":\"#000000\"},{\"cells\":[\"R5C5\"]}]",
    "multikiller 7 16 r1c1 r1c2 r2c1\n" },
  { 4, ",\"doublearrow\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"],"
    "[\"R4C1\",\"R4C2\"]]}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C3\"]],\"outlineC\":\"#C54B8B\",\"fromConstraint\":"
    "\"Double Arrow\"}]",
    "doublearrow r1c1 r1c2 r2c3\ndoublearrow r4c1 r4c2\n" },
  { 4, ",\"modularline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"],"
    "[\"R4C1\",\"R4C2\"]]}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C3\"]],\"outlineC\":\"#33BBBB\",\"fromConstraint\":"
    "\"Modular Line\"}]",
    "modular r1c1 r1c2 r2c3\nmodular r4c1 r4c2\n" },
  { 4, ",\"nabner\":[{\"lines\":[[\"R1C1\",\"R1C2\"],[\"R4C1\","
    "\"R3C2\"]]}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],"
    "\"outlineC\":\"#C9C883\",\"fromConstraint\":\"Nabner\"}]",
    "nabner r1c1 r1c2\nnabner r4c1 r3c2\n" },
  /* A cage with a word that is no digital root is a drawing. */
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\"],\"value\":\"DRY\"}]", "" },
};

START_TEST (each_key_maps_to_its_rules)
{
  const key_case *k = &keys[_i];
  char *text = fp_empty (k->n, k->extra);
  ss_grid g;
  ss_error err;
  ck_assert_msg (read_record (text, &g, &err), "%s: %s", k->extra, err.msg);
  ck_assert_ptr_nonnull (g.model);
  char *rules = rules_text (&g);
  ck_assert_str_eq (rules, k->rules);
  free (rules);
  free (text);
  ss_grid_free (&g);
}
END_TEST

/* Givens, a solver's entries, regions and what is ignored. */
START_TEST (grid_cells)
{
  static const char text[] =
    "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true,\"region\":0,\"c\":"
    "\"#FF0000\"},{\"value\":2,\"region\":0},{\"region\":1},{\"region\":1}],"
    "[{\"region\":0},{\"region\":0},{\"region\":1},{\"region\":1}],"
    "[{\"region\":2},{\"region\":3},{\"region\":2},{\"region\":3}],"
    "[{\"region\":2},{\"region\":3},{\"region\":2},{\"centerPencilMarks\":"
    "[1,2],\"given\":true}]]}";
  ss_grid g;
  ss_error err;
  ck_assert_msg (read_record (text, &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.cell[0], 1);
  ck_assert_int_eq (g.cell[1], 0); /* a value without "given" */
  ck_assert_int_eq (g.model->irregular, 1);
  ck_assert (g.model->kinds & SS_KIND_BIT (SS_KIND_REGIONS));
  ck_assert_int_eq (g.model->region[8], g.model->region[10]);
  ck_assert_int_eq (g.model->nignored, 3);
  ck_assert_str_eq (g.model->ignored[0], "grid.c");
  ck_assert_str_eq (g.model->ignored[1], "grid.value (a solver's entries, "
                    "not givens)");
  ck_assert_str_eq (g.model->ignored[2], "grid.centerPencilMarks");
  ss_grid_free (&g);
}
END_TEST

/* A cell's rules: "parity" (f-puzzles' older odd and even cells, in any
 * case) and "givenPencilMarks" (the digits the cell may hold; null or
 * [] restrict nothing, and marks on a given digit are not read, as
 * rangsk's solver reads them); null members restrict nothing. */
START_TEST (grid_cell_rules)
{
  static const char text[] =
    "{\"size\":4,\"grid\":[[{\"parity\":\"Odd\"},{\"parity\":\"even\"},"
    "{\"givenPencilMarks\":[4,2,4]},{\"givenPencilMarks\":null,\"parity\":"
    "null,\"given\":null,\"c\":null}],[{\"givenPencilMarks\":[]},{\"value\":3,"
    "\"givenPencilMarks\":[1,3]},{\"value\":2,\"given\":true,"
    "\"givenPencilMarks\":[1]},{}],[{},{},{},{}],[{},{},{},{}]]}";
  ss_grid g;
  ss_error err;
  ck_assert_msg (read_record (text, &g, &err), "%s", err.msg);
  char *rules = rules_text (&g);
  ck_assert_str_eq (rules, "odd r1c1\neven r1c2\npencilmarks 4 2 r1c3\n"
                    "pencilmarks 1 3 r2c2\n");
  ck_assert_int_eq (g.cell[6], 2);
  ck_assert_int_eq (g.model->kinds & SS_KIND_BIT (SS_KIND_PENCILMARKS),
                    SS_KIND_BIT (SS_KIND_PENCILMARKS));
  int noted = 0;
  for (int i = 0; i < g.model->nignored; i++)
    noted |= !strcmp (g.model->ignored[i],
                      "grid.givenPencilMarks (on a given digit)");
  ck_assert (noted);
  free (rules);
  /* written back in the cells, and read again as the same rules */
  char *json = write_json (&g, 0);
  ck_assert_msg (strstr (json, "{\"givenPencilMarks\":[4,2]}"), "%s", json);
  ck_assert_msg (strstr (json, "\"odd\":[{\"cell\":\"R1C1\"}]"), "%s", json);
  ss_grid h;
  ck_assert_msg (read_record (json, &h, &err), "%s", err.msg);
  char *a = canonical (&g), *b = canonical (&h);
  ck_assert_str_eq (a, b);
  free (a), free (b), free (json);
  ss_grid_free (&g), ss_grid_free (&h);
}
END_TEST

typedef struct bad_case {
  int n;
  const char *extra, *msg;
  int unknown;
} bad_case;

static const bad_case bads[] = {
  { 9, ",\"clock\":[]", "\"clock\" is a rule sudosat does not know", 1 },
  { 4, ",\"odd\":[{\"cell\":\"R1C1\"}],\"odd\":[]", "appears twice", 0 },
  { 9, ",\"odd\":[{\"cell\":\"R10C1\"}]", "R10C1 is outside the 9x9 grid", 0 },
  { 9, ",\"odd\":[{\"cell\":\"B2\"}]", "'B2' is not a cell", 0 },
  { 4, ",\"thermometer\":[{\"lines\":[[\"R1C1\"]]}]",
    "\"thermometer\" entry 1: thermo: 1 cells", 0 },
  { 4, ",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R3C3\"]]}]",
    "are not neighbours", 0 },
  { 4, ",\"thermometer\":[{\"lines\":[]}]", "\"lines\" must be an array", 0 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\"],\"value\":\"12\"}]",
    "a cage with a number is ambiguous", 1 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\"],\"value\":7}]",
    "use \"killercage\" for a sum", 1 },
  { 4, ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"fromConstraint\":"
    "\"Nabner\"}]", "draws a rule (\"nabner\") the puzzle does not hold", 1 },
  { 4, ",\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"isNewConstraint\":true,"
    "\"outlineC\":\"#60C060\"}]", "in colour '#60C060', which names no rule",
    1 },
  { 4, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"line\":[{"
    "\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]],\"isNewConstraint\":true,"
    "\"outlineC\":\"#ABCDEF\"}]", "in colour '#ABCDEF'", 1 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R1C2\"],\"value\":"
    "\" DR12\"}]", "\"cage\" entry 2: value ' DR12' names no digital root "
    "(1 to 9)", 1 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\"],\"value\":\"DR5\"}]",
    "value 'DR5': no total of digital root 5 fits 1 cells", 1 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"],"
    "\"value\":\"DR2\"}]", "value 'DR2': no total of digital root 2 fits "
    "4 cells", 1 },
  { 4, ",\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\","
    "\"R2C1\"],\"value\":\"DR2\"}]", "a digital-root cage of 5 cells: it "
    "takes 1 to 4", 1 },
  { 4, ",\"givenPencilMarks\":[]", "\"givenPencilMarks\" is a rule sudosat "
    "does not know", 1 },
  { 4, ",\"negative\":[\"sum\"]", "'sum' is not a negative constraint", 1 },
  { 4, ",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Y\"}]",
    "'Y' is not X or V", 1 },
  { 4, ",\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"DD\","
    "\"value\":\"5\"}]", "direction 'DD' is not", 1 },
  { 4, ",\"littlekillersum\":[{\"cell\":\"R0C1\",\"cells\":[\"R1C1\"],"
    "\"direction\":\"DR\",\"value\":\"5\"}]", "not the diagonal", 0 },
  { 4, ",\"sandwichsum\":[{\"cell\":\"R2C2\",\"value\":\"5\"}]",
    "R2C2 is not outside the grid", 0 },
  { 4, ",\"killercage\":[{\"cells\":[\"R1C1\"],\"value\":\"abc\"}]",
    "value 'abc' is not a whole number", 0 },
  { 4, ",\"killercage\":[{\"cells\":[\"R1C1\"],\"sum\":\"3\"}]",
    "member \"sum\" is not one sudosat knows", 1 },
  { 4, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[]}]",
    "a circle with no arrow", 0 },
  { 4, ",\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"]}]",
    "needs \"values\"", 0 },
  { 4, ",\"diagonal+\":1", "must be true or false", 0 },
  /* loops a kind cannot read, each refused saying why */
  { 4, ",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\","
    "\"R1C1\"]]}]", "thermo: the line comes back to r1c1, but a "
    "thermometer's digits strictly increase", 0 },
  { 9, ",\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\",\"R2C1\","
    "\"R1C1\"]]}]", "renban: the line comes back to r1c1: the solver behind "
    "f-puzzles counts every listed cell, so this renban would need 5 "
    "consecutive digits on 4 cells", 0 },
  { 4, ",\"regionsumline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\","
    "\"R1C1\"]]}]", "regionsum: the line comes back to r1c1, which the solver",
    0 },
  { 4, ",\"betweenline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\","
    "\"R1C1\"]]}]", "between: the line comes back to its end r1c1", 0 },
  { 6, ",\"entropicline\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\","
    "\"R2C1\",\"R1C1\"]]}]", "entropic: the line comes back to r1c1 after 4 "
    "steps", 0 },
  { 4, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C2\",\"R2C1\",\"R1C1\"]]}]", "the arrow comes back into its circle "
    "at R1C1", 0 },
  { 4, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R1C2\","
    "\"R2C2\",\"R2C1\",\"R1C2\"]]}]", "arrow: the line comes back to r1c2, "
    "which the solver behind f-puzzles would count twice", 0 },
  /* a line may list a cell twice, but no more than N^2 cells */
  { 4, ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C1\",\"R1C2\","
    "\"R1C1\",\"R1C2\",\"R1C1\",\"R1C2\",\"R1C1\",\"R1C2\",\"R1C1\","
    "\"R1C2\",\"R1C1\",\"R1C2\",\"R1C1\",\"R1C2\",\"R1C1\"]]}]",
    "more cells than the grid has", 0 },
};

START_TEST (bad_keys_are_refused)
{
  const bad_case *b = &bads[_i];
  char *text = fp_empty (b->n, b->extra);
  ss_grid g;
  ss_error err;
  ck_assert (!read_record (text, &g, &err));
  ck_assert_msg (strstr (err.msg, b->msg), "%s", err.msg);
  ck_assert_int_eq (err.unknown, b->unknown);
  ck_assert_int_eq (err.line, 1);
  free (text);
}
END_TEST

typedef struct bad_text {
  const char *text, *msg;
  int unknown;
} bad_text;

static const bad_text bad_texts[] = {
  { "{\"size\":17,\"grid\":[]}", "\"size\" must be 4 to 16", 0 },
  { "{\"grid\":[]}", "no \"size\"", 0 },
  { "{\"size\":4}", "no \"grid\"", 0 },
  { "{\"size\":4,\"grid\":[[{},{},{},{}]]}", "must be 4 rows", 0 },
  { "{\"size\":4,\"grid\":[[{\"region\":1},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "\"grid\": region 0 has 3 cells, "
    "expected 4, region 1 has 5 cells, expected 4 (regions count from 0)",
    0 },
  { "{\"size\":4,\"grid\":[[{\"givenPencilMarks\":[1,5]},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "a given pencil mark must be a digit "
    "of a 4x4 grid", 0 },
  { "{\"size\":4,\"grid\":[[{\"givenPencilMarks\":\"12\"},{},{},{}],[{},{},"
    "{},{}],[{},{},{},{}],[{},{},{},{}]]}", "must be a list of digits", 0 },
  { "{\"size\":4,\"grid\":[[{\"parity\":\"Prime\"},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "R1C1: \"parity\" is 'Prime': sudosat "
    "knows Odd and Even", 1 },
  { "{\"size\":4,\"grid\":[[{\"extreme\":\"Minimum\"},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "member \"extreme\" is not one", 1 },
  { "{\"size\":4,\"grid\":[[{\"value\":5,\"given\":true},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "value 5 is not a digit", 0 },
  { "{\"size\":4,\"grid\":[[{\"region\":null},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "region 0 has 3 cells, expected 4",
    0 },
  { "{\"size\":4,\"grid\":[[{\"region\":\"A\"},{},{},{}],[{},{},{},"
    "{}],[{},{},{},{}],[{},{},{},{}]]}", "region must be a number 0..3, or "
    "null for a cell in no region", 0 },
  { "{\"size\":4,\n\"grid\" 5}", "JSON: expected ':' after a key", 0 },
  { "N4IgHiBcDMC+Q===", "holds a JSON object that is not an f-puzzles", 0 },
  { "N4IgzglgXgpiBcBOANCA5", "the compressed data ends before its end", 0 },
  { "N4Ig-zglgXgpiBcBOANCA5", "'-' is not in base64's alphabet", 0 },
  { "https://f-puzzles.com/?id=abc", "a short link (?id=...)", 0 },
  { "https://example.com/puzzle", "a web address with no puzzle sudosat "
    "can read", 0 },
  { "https://f-puzzles.com/?load=N4Ig%2", "a '%' that is not followed", 0 },
};

START_TEST (bad_records_are_refused)
{
  const bad_text *b = &bad_texts[_i];
  ss_grid g;
  ss_error err;
  ck_assert (!read_record (b->text, &g, &err));
  ck_assert_msg (strstr (err.msg, b->msg), "%s", err.msg);
  ck_assert_int_eq (err.unknown, b->unknown);
}
END_TEST

/* Error positions: a JSON document's are its own; a string's is where
 * in the line the problem is. */
START_TEST (errors_point_into_the_file)
{
  ss_grid g;
  ss_error err;
  ck_assert (!read_record ("\n  {\"size\":4,\n\"grid\":[],\n  \"clock\":1}\n",
                           &g, &err));
  ck_assert_int_eq (err.line, 4); /* keys are classified first */
  ck_assert_int_eq (err.col, 3);
  ck_assert (!read_record ("{\"size\":4,\n\"grid\":[]}", &g, &err));
  ck_assert_int_eq (err.line, 2);
  ck_assert_int_eq (err.col, 8);
  ck_assert (!read_record ("# c\n  N4Ig-zgl\n", &g, &err));
  ck_assert_int_eq (err.line, 2);
  ck_assert_int_eq (err.col, 7);
}
END_TEST

/* ---- detection ---------------------------------------------------------- */

START_TEST (line_kinds)
{
  static const struct { const char *line; int kind; } k[] = {
    { "https://f-puzzles.com/?load=N4Ig", SS_FP_URL },
    { "  http://www.f-puzzles.com/?a=1&load=N4Ig ", SS_FP_URL },
    { "sudokupad.app/fpuzzlesN4Ig", SS_FP_URL },
    { "N4IgzglgXgpiBcBOANCA5g+/", SS_FP_STRING },
    { "N4IgzglgXgpiBcBOANCA5gJwgEwQbT", SS_FP_STRING },
    { "N4IgzglgXgpiBcBO", SS_FP_MAYBE }, /* 16 letters: a 4x4 line too */
    { "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2."
      "....1.4......", SS_FP_NONE },
    { "N4Ig.zgl", SS_FP_STRING },
    { "N4Ig zgl", SS_FP_NONE },
    { "hello", SS_FP_NONE },
  };
  for (size_t i = 0; i < sizeof k / sizeof *k; i++)
    ck_assert_msg (ss_fpuzzles_line_kind (k[i].line, strlen (k[i].line))
                   == k[i].kind, "%s", k[i].line);
}
END_TEST

/* A square-length string is a classic line only when its characters can
 * spell one: "N4Ig" mixes cases, so a cut f-puzzles string never can. */
START_TEST (may_be_grid)
{
  static const struct { const char *line; int grid; } k[] = {
    { "N4IgzglgXgpiBcBO", 0 },       /* both cases */
    { "N4IGZGLGXGPIBCBO", 0 },       /* 'Z' is 35, above a 4x4's 4 */
    { "1.3.2..4.4.1.2..", 1 },
    { "N4I+", 0 },                    /* '+' spells no digit */
  };
  for (size_t i = 0; i < sizeof k / sizeof *k; i++)
    ck_assert_msg (ss_fpuzzles_may_be_grid (k[i].line, strlen (k[i].line), 0)
                   == k[i].grid, "%s", k[i].line);
  char big[626]; /* a 25x25 line that starts "N4I" in 1-9 A-P, '0' blank */
  memset (big, '0', 625);
  memcpy (big, "N4IA", 4);
  ck_assert (ss_fpuzzles_may_be_grid (big, 625, 0));
  ss_alphabet mixed;
  ss_error err;
  ck_assert_int_eq (ss_alphabet_custom (&mixed, "N4Ig", &err), 0);
  ck_assert (ss_fpuzzles_may_be_grid ("N4IgN4IgN4IgN4Ig", 16, &mixed));
  ck_assert (!ss_fpuzzles_may_be_grid ("N4IgzglgXgpiBcBO", 16, &mixed));
}
END_TEST

/* Every form of one puzzle reads to the same grid and rules; several
 * links, one per line, are several records. */
START_TEST (every_form_reads)
{
  char *json = fp_empty (4, ",\"thermometer\":[{\"lines\":[[\"R1C1\","
                            "\"R1C2\"]]}]");
  char *c = ss_lz_compress_base64 (json, strlen (json));
  char text[4096];
  snprintf (text, sizeof text, "%s\n\n%s\nhttps://f-puzzles.com/?load=%s\n"
            "https://sudokupad.app/fpuzzles%s\nhttps://f-puzzles.com/?x=1&"
            "load=%s#top\n", json, c, c, c, c);
  FILE *f = fmemopen (text, strlen (text), "r");
  ss_reader *r = ss_reader_new (f, "t", 0);
  ss_record rec = { 0 };
  char *first = 0;
  int count = 0;
  while (ss_reader_next (r, &rec) == 1)
    {
      ck_assert_msg (rec.ok, "record %d: %s", count + 1, rec.err.msg);
      ck_assert_int_eq (rec.form, SS_FORM_FPUZZLES);
      ck_assert_int_eq (rec.line, count ? count + 2 : 1);
      char *now = canonical (&rec.grid);
      if (!first)
        first = now;
      else
        {
          ck_assert_str_eq (now, first);
          free (now);
        }
      count++;
    }
  ck_assert_int_eq (count, 5);
  free (first);
  ss_record_free (&rec);
  ss_reader_free (r);
  fclose (f);
  free (c);
  free (json);
}
END_TEST

/* Percent-escapes in an address are decoded, and a space (a '+' some
 * tools mangled) is a '+' again. */
START_TEST (addresses_are_decoded)
{
  char *json = fp_empty (4, ",\"title\":\"dvL?jfH~l5Dp\"");
  char *c = ss_lz_compress_base64 (json, strlen (json)), text[4096] = "";
  ck_assert (strchr (c, '+') || strchr (c, '/'));
  strcat (text, "https://f-puzzles.com/?load=");
  for (const char *p = c; *p; p++)
    sprintf (text + strlen (text), *p == '+' ? " " : *p == '/' ? "%%2F"
             : *p == '=' ? "%%3d" : "%c", *p);
  ss_grid g;
  ss_error err;
  ck_assert_msg (read_record (text, &g, &err), "%s: %s", text, err.msg);
  ck_assert_str_eq (g.model->title, "dvL?jfH~l5Dp");
  ss_grid_free (&g);
  free (c);
  free (json);
}
END_TEST

/* Today's words for JSON that is not f-puzzles, and rules after an
 * f-puzzles record are refused with it. */
START_TEST (other_json_and_mixed_rules)
{
  ss_grid g;
  ss_error err;
  ck_assert (!read_record ("{\"puzzles\": [\"4.....8.5\"]}\n", &g, &err));
  ck_assert_str_eq (err.msg, "JSON input is not read: extract the puzzles "
                    "as lines of text first (for example with jq -r)");
  char *json = fp_empty (4, ""), text[2048];
  snprintf (text, sizeof text, "%s\nthermo r1c1 r1c2\n", json);
  ck_assert (!read_record (text, &g, &err));
  ck_assert_msg (strstr (err.msg, "text-form rule lines after an f-puzzles"),
                 "%s", err.msg);
  free (json);
}
END_TEST

/* --box gives the boxes of a 6x6 that has no regions of its own. */
START_TEST (box_option)
{
  char *json = fp_empty (6, "");
  ss_read_opts o = { 3, 2, 0 };
  ss_grid g;
  ss_error err;
  ck_assert_msg (ss_parse_text (json, &o, &g, &err) == 0, "%s", err.msg);
  ck_assert_int_eq (g.box_rows, 3);
  ck_assert_int_eq (g.model->region[2], 1); /* r1c3 is in box 2 */
  ss_grid_free (&g);
  o.box_rows = 2, o.box_cols = 2;
  ck_assert (ss_parse_text (json, &o, &g, &err) < 0);
  ck_assert_msg (strstr (err.msg, "--box 2x2 does not fit"), "%s", err.msg);
  free (json);
}
END_TEST

/* ---- writing back: every kind round-trips both ways --------------------- */

#define GRID4 "1234\n3412\n2143\n4321\n"
#define BLANK4 "....\n....\n....\n....\n"
#define BLANK6 "......\n......\n......\n......\n......\n......\n"
#define BLANK9 ".........\n.........\n.........\n.........\n.........\n" \
               ".........\n.........\n.........\n.........\n"

/* Text-form puzzles that hold every kind between them. */
static const char *const round_trips[] = {
  GRID4 "title Every kind\nauthor Me\nrules Some rules\ndiagonal+\n"
  "diagonal-\nantiknight\nantiking\nnonconsecutive\n",
  BLANK4 "disjoint\nextra r1c1 r1c2 r2c2\nodd r1c1 r1c3\neven r2c2\nmin r1c1\n"
  "max r4c4\nquad 1 4 r1c1\n",
  BLANK4 "white r1c1 r1c2\ndifference 2 r1c1 r2c1\nblack r1c2 r1c3\n"
  "ratio 3 r2c1 r2c2\nx r3c1 r3c2\nv r4c1 r4c2\nnegative white\n"
  "negative black\nnegative xv\n",
  BLANK4 "thermo r1c1 r1c2 r1c3\nwhisper r1c1 r2c2\nwhisper 1 r3c3 r4c4\n"
  "between r1c1 r1c2 r1c3\nrenban r2c1 r2c2\npalindrome r3c1 r3c2 r3c3\n"
  "clone r1c1 r1c2 = r4c4 r4c3\nregionsum r1c2 r1c3\n",
  BLANK6 "entropic r1c1 r1c2 r1c3\npencilmarks 2 5 6 r2c2\n"
  "pencilmarks 1 r6c6\n",
  BLANK4 "killer 3 r1c1 r1c2\nkiller r3c3 r3c4\nlittlekiller 9 r0c1 dr\n"
  "littlekiller 4 r5c4 ul\narrow r1c1 > r1c2 r1c3\nsandwich 3 r0c2\n"
  "xsum 7 r2c5\nskyscraper 2 r5c1\nrowindexer r1c1 r1c2\ncolindexer r2c1\n"
  "boxindexer r3c3\n",
  BLANK9 "arrow r1c1 r1c2 > r2c3 r3c4\n",
  BLANK9 "arrow r1c2 r1c1 > r2c3 r3c4\narrow r2c1 r1c2 > r3c3\n",
  BLANK4 "whisper r1c1 r1c2 r2c2 r2c1 r1c1\n"
  "palindrome r1c2 r1c3 r2c3 r2c2 r1c2\nbetween r3c1 r3c2 r4c2 r3c2 r3c3\n",
  BLANK6 "entropic r1c1 r1c2 r2c1 r1c1\n",
  BLANK4 "slowthermo r1c1 r1c2 r2c2\nslowthermo r3c3 r3c4 r4c4 r4c3 r3c3\n"
  "zipper r1c3 r1c4 r2c4 r2c3\ndoublearrow r3c1 r4c2 r4c3\n"
  "modular r3c3 r3c4 r4c4 r3c3\nnabner r2c1 r2c2\n",
  "1.|..\n..|..\n--+--\n..|..\n..|.4\nregions\nAABB\nACBB\nCCDD\nCADD\n"
  "thermo r1c1 r2c1\n",
};

START_TEST (text_to_fpuzzles_and_back)
{
  ss_grid g, h, k;
  ss_error err;
  ck_assert_msg (read_record (round_trips[_i], &g, &err), "%s", err.msg);
  char *json = write_json (&g, 0);
  ck_assert_msg (read_record (json, &h, &err), "%s: %s", json, err.msg);
  char *a = canonical (&g), *b = canonical (&h);
  ck_assert_str_eq (a, b);
  /* and f-puzzles -> text -> f-puzzles writes the same object */
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  ss_alphabet abc;
  ss_alphabet_default (&abc);
  ss_model_text_write (m, &h, &abc, '.');
  fclose (m);
  ck_assert_msg (read_record (text, &k, &err), "%s: %s", text, err.msg);
  char *again = write_json (&k, 0);
  ck_assert_str_eq (again, json);
  free (again), free (text), free (a), free (b), free (json);
  ss_grid_free (&g), ss_grid_free (&h), ss_grid_free (&k);
}
END_TEST

/* An N x N f-puzzles object whose cells' regions come from map (one
 * character a cell: '.' null, a digit that region). */
static char *
fp_regions (int n, const char *map)
{
  char *text = 0;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  fprintf (m, "{\"size\":%d,\"grid\":[", n);
  for (int i = 0; i < n * n; i++)
    {
      fputs (i % n ? "," : i ? "],[" : "[", m);
      if (map[i] == '.')
        fputs ("{\"region\":null}", m);
      else
        fprintf (m, "{\"region\":%c}", map[i]);
    }
  fputs ("]]}", m);
  fclose (m);
  return text;
}

/* "region": null is a cell in no region, as the solver behind f-puzzles
 * reads it: all null is a Latin square; some regions may stay whole. */
START_TEST (region_null_is_no_region)
{
  ss_grid g, h;
  ss_error err;
  char *json = fp_regions (4, "................");
  ck_assert_msg (read_record (json, &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.model->nregions, 0);
  ck_assert_int_eq (g.model->nhouses, 8);
  ck_assert (g.model->kinds & SS_KIND_BIT (SS_KIND_NOREGION));
  char *back = write_json (&g, 0);
  ck_assert_msg (strstr (back, "[{\"region\":null},{\"region\":null},"),
                 "%s", back);
  ck_assert_msg (read_record (back, &h, &err), "%s", err.msg);
  ck_assert_int_eq (h.model->nregions, 0);
  free (back), free (json);
  ss_grid_free (&g), ss_grid_free (&h);
  /* a 9x9 with its top band's boxes and nothing else */
  json = fp_regions (9, "000111222000111222000111222..............................."
                        "..........................");
  ck_assert_msg (read_record (json, &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.model->nregions, 3);
  ck_assert_int_eq (g.model->region[0], 0);
  ck_assert_int_eq (g.model->region[27], SS_NO_REGION);
  back = write_json (&g, 0);
  ck_assert_msg (read_record (back, &h, &err), "%s", err.msg);
  ck_assert (!memcmp (g.model->region, h.model->region, 81));
  free (back), free (json);
  ss_grid_free (&g), ss_grid_free (&h);
  /* a region of 8 cells is refused, as the reference refuses it */
  json = fp_regions (9, "000111222000111222000111223..............................."
                        "..........................");
  ck_assert (!read_record (json, &g, &err));
  ck_assert_msg (strstr (err.msg, "region 2 has 8 cells, expected 9, region "
                         "3 has 1 cell, expected 9"), "%s", err.msg);
  free (json);
}
END_TEST

/* The reference solver's console rules f-puzzles has no key for: the
 * writer refuses them by name (console_rules_are_refused). */
static int
console_only (int kind)
{
  return kind == SS_KIND_CHESS || kind == SS_KIND_TAXICAB
         || kind == SS_KIND_KNIGHTMARE || kind == SS_KIND_DIAGNONCONSECUTIVE
         || kind == SS_KIND_SELFTAXICAB || kind == SS_KIND_DISJOINTGROUP
         || kind == SS_KIND_PARITYLINE || kind == SS_KIND_LOCKOUT
         || kind == SS_KIND_SUMLINE
         || kind == SS_KIND_RELLIK || kind == SS_KIND_LUNCHBOX
         || kind == SS_KIND_NUMBEREDROOM || kind == SS_KIND_HIDDENSKYSCRAPER
         || kind == SS_KIND_GLOBALENTROPY || kind == SS_KIND_GLOBALMOD
         || kind == SS_KIND_DUTCHFLATMATES
         || kind == SS_KIND_COUNTINGCIRCLES || kind == SS_KIND_FULLRANK
         || kind == SS_KIND_FULLRANKTIES;
}

/* Every kind has a key to write it with, but the console rules. */
START_TEST (every_kind_has_a_key)
{
  static const int params[] = { SS_NO_PARAM, -1, 0, 1, 2 };
  for (int kind = 1; kind < SS_KIND_COUNT; kind++)
    {
      int found = 0;
      if (console_only (kind))
        continue;
      for (size_t p = 0; p < sizeof params / sizeof *params; p++)
        found |= ss_fpuzzles_key_of (kind, params[p]) != 0;
      ck_assert_msg (found, "%s has no f-puzzles key", ss_kind_name (kind));
    }
  ck_assert_str_eq (ss_fpuzzles_key_of (SS_KIND_INDEXER, 1),
                    "columnindexer");
  ck_assert_str_eq (ss_fpuzzles_key_of (SS_KIND_DIAGONAL, -1), "diagonal-");
}
END_TEST

/* A console rule is never dropped from an f-puzzles file: the writer
 * names it and refuses. */
START_TEST (console_rules_are_refused)
{
  static const char *const rules[] = { "chess 1 3\n", "taxicab 3\n",
    "knightmare\n", "diagnonconsecutive\n", "selftaxicab\n",
    "disjointgroup 2\n", "parityline r1c1 r1c2\n",
    "lockout 2 r1c1 r1c2\n", "sumline r1c1 r1c2 r1c3 r1c4\n",
    "rellik 5 r1c1 r1c2\n",
    "lunchbox 0 r1c1 r1c2\n", "numberedroom 2 r0c1\n",
    "hiddenskyscraper 2 r0c1\n", "globalentropy\n", "globalmod\n",
    "dutchflatmates\n", "countingcircles r1c1 r2c3\n",
    "fullrank 5 r0c1\n", "fullrankties none\n" };
  FILE *m = fopen ("/dev/null", "w");
  for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
    {
      ss_grid g;
      ss_error err;
      char text[64], word[32];
      snprintf (text, sizeof text, BLANK4 "%s", rules[i]);
      ck_assert (read_record (text, &g, &err));
      ck_assert (console_only (g.model->con[0].kind));
      ck_assert_int_eq (ss_fpuzzles_write_json (m, &g, 0, &err), -1);
      snprintf (word, sizeof word, "no key for this %s",
                ss_kind_name (g.model->con[0].kind));
      ck_assert_msg (strstr (err.msg, word), "%s", err.msg);
      ss_grid_free (&g);
    }
  fclose (m);
}
END_TEST

/* A solution is written as non-given values and "solution"; the string
 * form is the JSON compressed. */
START_TEST (solution_and_string)
{
  ss_grid g, s;
  ss_error err;
  ck_assert (read_record ("1...\n....\n....\n...1\nthermo r1c1 r1c2\n", &g,
                          &err));
  ck_assert (read_record (GRID4, &s, &err));
  char *json = write_json (&g, &s);
  ck_assert_msg (strstr (json, "{\"value\":1,\"given\":true},{\"value\":2}"),
                 "%s", json);
  ck_assert_msg (strstr (json, ",\"solution\":[1,2,3,4,3,4,1,2,"), "%s",
                 json);
  char *str = 0;
  size_t len = 0;
  FILE *m = open_memstream (&str, &len);
  ck_assert_int_eq (ss_fpuzzles_write_string (m, &g, &s, &err), 0);
  fclose (m);
  char msg[160], *back = decompress (str, msg);
  ck_assert_str_eq (back, json);
  free (back), free (str), free (json);
  ss_grid_free (&g), ss_grid_free (&s);
}
END_TEST

/* A pill's circle is written in its own order, which is the order the
 * solver behind f-puzzles reads its digits in (so a circle out of
 * reading order is no longer refused).  An empty author is left out, as
 * the reader leaves it out (found by fuzz_model_text). */
START_TEST (what_fpuzzles_cannot_say)
{
  ss_grid g;
  ss_error err;
  ck_assert (read_record (BLANK9 "arrow r2c1 r1c2 > r2c3 r3c4\n", &g, &err));
  char *pill = write_json (&g, 0);
  ck_assert_msg (strstr (pill, "\"arrow\":[{\"cells\":[\"R2C1\",\"R1C2\"],"
                         "\"lines\":[[\"R2C1\",\"R2C3\",\"R3C4\"]]}]"), "%s",
                 pill);
  free (pill);
  ss_grid_free (&g);
  FILE *m = fopen ("/dev/null", "w");
  ck_assert (read_record (BLANK4 "pencilmarks 1 r1c1\npencilmarks 2 3 r1c1\n",
                          &g, &err));
  ck_assert_int_eq (ss_fpuzzles_write_json (m, &g, 0, &err), -1);
  ck_assert_msg (strstr (err.msg, "one list of given pencil marks per cell, "
                         "and r1c1 has two"), "%s", err.msg);
  ss_grid_free (&g);
  ck_assert (read_record (GRID4 "pencilmarks 1 2 r1c1\n", &g, &err));
  ck_assert_int_eq (ss_fpuzzles_write_json (m, &g, 0, &err), -1);
  ck_assert_msg (strstr (err.msg, "on a given digit (r1c1)"), "%s", err.msg);
  fclose (m);
  ss_grid_free (&g);
  ck_assert (read_record (BLANK4 "author \ntitle T\n", &g, &err));
  char *json = write_json (&g, 0);
  ck_assert_msg (!strstr (json, "author") && strstr (json, "\"title\":\"T\""),
                 "%s", json);
  free (json);
  ss_grid_free (&g);
}
END_TEST

START_TEST (sizes_outside_fpuzzles_are_refused)
{
  ss_grid g;
  ss_error err;
  ck_assert_int_eq (ss_grid_init (&g, 5, 5), 0);
  FILE *m = fopen ("/dev/null", "w");
  ck_assert_int_eq (ss_fpuzzles_write_json (m, &g, 0, &err), -1);
  ck_assert_str_eq (err.msg, "f-puzzles holds sides 4 to 16, not 25");
  fclose (m);
  ss_grid_free (&g);
}
END_TEST

/* ---- SudokuPad ---------------------------------------------------------- */

/* SudokuPad's zipping undone: keys at their full names, its quoting,
 * t and f, colours, left-out objects; the same forms inside a string,
 * or in an array where SudokuPad does not write them, stay as they are
 * (or are refused). */
static const struct { const char *zipped, *json; } unzips[] = {
  { "{ce:[[,{v:5},]],re:[]}",
    "{\"cells\":[[{},{\"value\":5},{}]],\"regions\":[{}]}" },
  { "{t:'It\\'s',rules:'a,b:c t',c:#0,c2:#F,c1:a0B1c2,r:t,u:f,x:123456}",
    "{\"title\":\"It's\",\"rules\":\"a,b:c t\",\"color\":\"#000000\","
    "\"backgroundColor\":\"#FFFFFF\",\"borderColor\":\"#a0B1c2\","
    "\"rounded\":true,\"underlays\":false,\"x\":\"#123456\"}" },
  { "{'ca':[{ce:[[0,1]],v:-2.5e1,d2:'M0',d:3}],n:null,'a-b':true}",
    "{\"cages\":[{\"cells\":[[0,1]],\"value\":-2.5e1,\"d\":\"M0\","
    "\"duration\":3}],\"n\":null,\"a-b\":true}" },
  { "{\"t\":\"x'y\",ce:[]}", "{\"title\":\"x'y\",\"cells\":[{}]}" },
  { " { a : [ 1 , 2 ] } ", "{\"arrows\":[1,2]}" },
};

START_TEST (sudokupad_unzips)
{
  char *out, msg[160];
  size_t len;
  long at;
  const char *z = unzips[_i].zipped;
  ck_assert_int_eq (ss_sp_unzip (z, strlen (z), &out, &len, &at, msg), 0);
  ck_assert_str_eq (out, unzips[_i].json);
  ck_assert_int_eq ((int) len, (int) strlen (unzips[_i].json));
  free (out);
}
END_TEST

static const struct { const char *zipped, *msg; long at; } unzip_bads[] = {
  { "{t:'open}", "a string with no closing quote", 3 },
  { "{ce:[t]}", "'t' is not a value", 5 },
  { "{ce:[1,2}", "expected ',' or ']' in an array", 8 },
  { "{ce 1}", "expected ':' after a key", 4 },
  { "{a:1,}", "expected a key", 5 },
  { "{a:1} x", "text after the puzzle's object", 6 },
  { "{\"a\":'x'}", "a string in quotes of the other kind", 5 },
  { "", "expected a value", 0 },
};

START_TEST (sudokupad_unzip_refuses)
{
  char *out = 0, msg[160];
  size_t len;
  long at = -1;
  const char *z = unzip_bads[_i].zipped;
  ck_assert_int_eq (ss_sp_unzip (z, strlen (z), &out, &len, &at, msg), -1);
  ck_assert_msg (strstr (msg, unzip_bads[_i].msg), "%s", msg);
  ck_assert_int_eq (at, unzip_bads[_i].at);
  ck_assert_ptr_null (out);
}
END_TEST

START_TEST (sudokupad_unzip_is_bounded)
{
  char deep[SS_JSON_MAX_DEPTH * 2 + 8], *out, msg[160];
  size_t len, k = 0;
  long at;
  for (int i = 0; i < SS_JSON_MAX_DEPTH + 2; i++)
    deep[k++] = '[';
  deep[k] = 0;
  ck_assert_int_eq (ss_sp_unzip (deep, k, &out, &len, &at, msg), -1);
  ck_assert_msg (strstr (msg, "nested deeper"), "%s", msg);
  /* Left-out objects triple a text of commas: past 4 MiB, refused. */
  size_t n = (size_t) SS_JSON_MAX_BYTES / 2;
  char *commas = malloc (n + 3);
  commas[0] = '[';
  memset (commas + 1, ',', n);
  commas[n + 1] = ']';
  commas[n + 2] = 0;
  ck_assert_int_eq (ss_sp_unzip (commas, n + 2, &out, &len, &at, msg), -1);
  ck_assert_msg (strstr (msg, "longer than 4 MiB (the limit)"), "%s", msg);
  free (commas);
}
END_TEST

/* "Parity Fish" by Marty Sears, its scl payload as the card of SakanaAI's
 * Sudoku-Bench dataset prints it (tests/fpuzzles/SOURCES.md). */
static const char parity_fish[] =
  "N4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAj"
  "OkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAd"
  "LM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3"
  "QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKG"
  "xbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXV"
  "qGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMo"
  "bD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLK"
  "wVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2H"
  "w6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83x"
  "GRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/"
  "Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOF"
  "KHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUo"
  "QkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6"
  "UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQ"
  "VGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9R"
  "FFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLm"
  "jW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcN"
  "gXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2D"
  "MgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0f"
  "V9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ov"
  "tBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea4"
  "7Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vav"
  "l2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9"
  "f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6"
  "kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA";

START_TEST (sudokupad_reads_a_published_payload)
{
  char *text, *json, msg[160];
  size_t tlen, jlen;
  long at;
  ck_assert_int_eq (ss_lz_decompress_base64 (parity_fish, strlen (parity_fish),
                                             &text, &tlen, &at, msg), 0);
  ck_assert_int_eq (ss_sp_unzip (text, tlen, &json, &jlen, &at, msg), 0);
  ck_assert_msg (strstr (json, "\"title\":\"Parity Fish\"")
                 && strstr (json, "\"author\":\"Marty Sears\"")
                 && strstr (json, "\"solution\":\"854369172976251834123478956"
                            "419582367568937421237146598785694213691823745342"
                            "715689\"")
                 && strstr (json, "digits don't repeat"), "%s", json);
  free (text);
  free (json);
  /* Its 21 kropki dots are overlays: refused, by name. */
  char link[4096];
  ss_grid g;
  ss_error err;
  snprintf (link, sizeof link, "https://sudokupad.app/scl%s", parity_fish);
  ck_assert (!read_record (link, &g, &err));
  ck_assert_msg (strstr (err.msg, "21 overlays: pictures whose meaning is "
                         "only in the rules text"), "%s", err.msg);
  ck_assert_int_eq (err.unknown, 1);
}
END_TEST

#define SP_REGIONS4                                                          \
  "re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],"  \
  "[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]"
#define SP_EMPTY4 "ce:[[,,,],[,,,],[,,,],[,,,]]," SP_REGIONS4

/* A zipped object compressed as SudokuPad's payload, behind a prefix. */
static char *
sp_payload (const char *prefix, const char *zipped)
{
  char *c = ss_lz_compress_base64 (zipped, strlen (zipped));
  char *s = malloc (strlen (prefix) + strlen (c) + 1);
  strcpy (s, prefix);
  strcat (s, c);
  free (c);
  return s;
}

static int
sp_read (const char *prefix, const char *zipped, ss_grid *g, ss_error *err)
{
  char *s = sp_payload (prefix, zipped);
  int ok = read_record (s, g, err);
  free (s);
  return ok;
}

static int
ignored (const ss_model *m, const char *what)
{
  for (int i = 0; i < m->nignored; i++)
    if (strstr (m->ignored[i], what))
      return 1;
  return 0;
}

/* The 4x4 killer of tests/fpuzzles/sudokupad.txt: its eight cages, its
 * givens, its metadata and its embedded solution. */
START_TEST (sudokupad_reads_a_killer)
{
  static const char k4[] =
    "{id:'k4',metadata:{t:'Killer 4x4',author:'sudosat tests',rules:'Cages "
    "sum.',solution:1234341221434321},ce:[[{v:1},{v:2},,],[,,,],[{v:2},"
    "{v:1},,],[,,,]]," SP_REGIONS4 ",ca:[{ce:[[0,0],[1,0]],v:4},{ce:[[0,1],"
    "[0,2]],v:5},{ce:[[0,3],[1,3]],v:6},{ce:[[1,1],[1,2]],v:'5'},{ce:[[2,0],"
    "[3,0]],v:6},{ce:[[2,1],[2,2]],v:5},{ce:[[2,3],[3,3]],sum:4},{ce:[[3,1],"
    "[3,2]],v:5,unique:t}]}";
  static const int totals[] = { 4, 5, 6, 5, 6, 5, 4, 5 };
  ss_grid g;
  ss_error err;
  ck_assert_msg (sp_read ("scl", k4, &g, &err), "%s", err.msg);
  const ss_model *m = g.model;
  ck_assert_int_eq (g.n, 4);
  ck_assert_int_eq (g.cell[0] * 10 + g.cell[1], 12);
  ck_assert_int_eq (g.cell[8] * 10 + g.cell[9], 21);
  ck_assert_int_eq (m->irregular, 0);
  ck_assert_int_eq (m->ncons, 8);
  for (int i = 0; i < 8; i++)
    {
      ck_assert_int_eq (m->con[i].kind, SS_KIND_KILLER);
      ck_assert_int_eq (m->con[i].ncells, 2);
      ck_assert_int_eq (m->con[i].val[0], totals[i]);
    }
  ck_assert_int_eq (m->con[0].cell[0] * 100 + m->con[0].cell[1], 4);
  ck_assert_str_eq (m->title, "Killer 4x4");
  ck_assert_str_eq (m->author, "sudosat tests");
  ck_assert_str_eq (m->rules, "Cages sum.");
  ck_assert (ignored (m, "metadata.solution (it agrees with the puzzle)"));
  /* The solution the cages force, found by hand. */
  static const uint8_t sol[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3,
                                   4, 3, 2, 1 };
  ss_grid s;
  ck_assert_int_eq (ss_grid_copy (&s, &g), 0);
  memcpy (s.cell, sol, 16);
  ck_assert_int_eq (ss_verify_solution (&g, &s, 0), 0);
  s.cell[0] = 3, s.cell[4] = 1; /* keeps rows and cage 1, breaks a given */
  ck_assert_int_ne (ss_verify_solution (&g, &s, 0), 0);
  ss_grid_free (&s);
  ss_grid_free (&g);
}
END_TEST

/* Every form of a payload reads to the same puzzle. */
START_TEST (sudokupad_links_in_every_form)
{
  static const char *const forms[] = {
    "%s%s", "https://sudokupad.app/%s%s", "  <https://sudokupad.app/%s%s> ",
    "https://beta.sudokupad.app/%s%s", "http://www.sudokupad.app/%s%s",
    "https://app.crackingthecryptic.com/sudoku/?puzzleid=%s%s",
    "https://sudokupad.app/?puzzleid=%s%s&setting-x=1",
    "https://sudokupad.svencodes.com/puzzle/%s%s",
    "app.crackingthecryptic.com/%s%s",
  };
  static const char *const prefixes[] = { "scl", "ctc" };
  char *c = sp_payload ("", "{ce:[[{v:3},,,],[,,,],[,,,],[,,{v:4},]]," 
                        SP_REGIONS4 ",ca:[{ce:[[0,0],[0,1]],v:7}]}");
  char line[4096];
  for (size_t f = 0; f < sizeof forms / sizeof *forms; f++)
    for (int p = 0; p < 2; p++)
      {
        ss_grid g;
        ss_error err;
        snprintf (line, sizeof line, forms[f], prefixes[p], c);
        ck_assert_msg (read_record (line, &g, &err), "%s: %s", line, err.msg);
        ck_assert_int_eq (g.cell[0], 3);
        ck_assert_int_eq (g.cell[14], 4);
        ck_assert_int_eq (g.model->ncons, 1);
        ck_assert_int_eq (g.model->con[0].val[0], 7);
        ss_grid_free (&g);
      }
  /* Percent-encoded, as encodeURIComponent writes it. */
  char enc[2048];
  size_t k = 0;
  for (const char *p = c; *p; p++)
    k += strchr ("+/=", *p) ? (size_t) sprintf (enc + k, "%%%02X", *p)
                            : (enc[k] = *p, 1);
  enc[k] = 0;
  snprintf (line, sizeof line, "https://sudokupad.app/?puzzleid=scl%s", enc);
  ss_grid g;
  ss_error err;
  ck_assert_msg (read_record (line, &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.cell[0], 3);
  ss_grid_free (&g);
  free (c);
}
END_TEST

/* fpuzzles and fpuz carry f-puzzles' strings: the same puzzle as the
 * bare string. */
START_TEST (sudokupad_carries_fpuzzles)
{
  char *json = fp_empty (4, ",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],"
                         "\"value\":\"5\"}]");
  char *c = ss_lz_compress_base64 (json, strlen (json));
  static const char *const forms[] = {
    "https://sudokupad.app/?puzzleid=fpuzzles%s",
    "https://sudokupad.app/fpuz%s", "fpuzzles%s", "fpuz%s",
    "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles%s",
    "https://beta.sudokupad.app/fpuzzles%s",
  };
  for (size_t f = 0; f < sizeof forms / sizeof *forms; f++)
    {
      char line[2048];
      ss_grid g;
      ss_error err;
      snprintf (line, sizeof line, forms[f], c);
      ck_assert_msg (read_record (line, &g, &err), "%s: %s", line, err.msg);
      ck_assert_int_eq (g.model->ncons, 1);
      ck_assert_int_eq (g.model->con[0].kind, SS_KIND_KILLER);
      ck_assert_int_eq (g.model->con[0].val[0], 5);
      ss_grid_free (&g);
    }
  free (c);
  free (json);
}
END_TEST

/* SudokuPad's cage convention, and its metadata in cages. */
START_TEST (sudokupad_cages)
{
  ss_grid g;
  ss_error err;
  ck_assert_msg (sp_read ("scl", "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[1,1],[2,2],"
                          "[3,3]],unique:t,hidden:t},{ce:[[0,3],[1,2]],unique:"
                          "t,outlineC:'#000'},{ce:[[3,0],[2,1]],unique:f},"
                          "{v:'title: Cage meta'},{v:'author: Me'},{v:"
                          "'antiking: true'},{v:'msgcorrect: Yes!'},{v:''}]}",
                          &g, &err), "%s", err.msg);
  const ss_model *m = g.model;
  ck_assert_int_eq (m->ncons, 3);
  ck_assert_int_eq (m->con[0].kind, SS_KIND_EXTRA);  /* N cells: a region */
  ck_assert_int_eq (m->con[0].ncells, 4);
  ck_assert_int_eq (m->con[1].kind, SS_KIND_KILLER); /* no repeats, no sum */
  ck_assert_int_eq (m->con[1].nvals, 0);
  ck_assert_int_eq (m->con[2].kind, SS_KIND_ANTIKING);
  ck_assert_str_eq (m->title, "Cage meta");
  ck_assert_str_eq (m->author, "Me");
  ck_assert (ignored (m, "unique: false"));
  ck_assert (ignored (m, "metadata.msgcorrect"));
  ss_grid_free (&g);
  /* Plain JSON is read as it is: no key is renamed. */
  ck_assert_msg (sp_read ("scl", "{\"cells\":[[{},{},{},{}],[{},{},{},{}],"
                          "[{},{},{},{}],[{},{},{},{\"value\":\"2\"}]],"
                          "\"regions\":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],"
                          "[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],"
                          "[[2,2],[2,3],[3,2],[3,3]]],\"metadata\":{"
                          "\"antiknight\":true}}", &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.cell[15], 2);
  ck_assert_int_eq (g.model->ncons, 1);
  ck_assert_int_eq (g.model->con[0].kind, SS_KIND_ANTIKNIGHT);
  ss_grid_free (&g);
  /* Irregular regions. */
  ck_assert_msg (sp_read ("scl", "{ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],"
                          "[0,1],[0,2],[1,0]],[[0,3],[1,3],[2,3],[3,3]],[[1,1],"
                          "[1,2],[2,1],[2,2]],[[2,0],[3,0],[3,1],[3,2]]]}",
                          &g, &err), "%s", err.msg);
  ck_assert_int_eq (g.model->irregular, 1);
  ck_assert_int_eq (g.model->region[3], g.model->region[7]);
  ss_grid_free (&g);
}
END_TEST

START_TEST (sudokupad_solution_is_checked)
{
  static const struct { const char *solution, *note; } s[] = {
    { "solution:'1234341221434321'", "(it agrees with the puzzle)" },
    { "solution:1234341221434321", "(it agrees with the puzzle)" },
    { "solution:'2134341221434321'", "(it does NOT agree with the puzzle: "
      "duplicate 2 in column 1" },
    { "solution:'12343412214343'", "(not 16 digits of the grid: not "
      "checked)" },
    { "solution:'123434122143432?'", "not checked" },
  };
  for (size_t i = 0; i < sizeof s / sizeof *s; i++)
    {
      char z[512];
      ss_grid g;
      ss_error err;
      snprintf (z, sizeof z, "{" SP_EMPTY4 ",metadata:{%s}}", s[i].solution);
      ck_assert_msg (sp_read ("scl", z, &g, &err), "%s", err.msg);
      ck_assert_msg (ignored (g.model, s[i].note), "%s", s[i].solution);
      ss_grid_free (&g);
    }
  /* In a cage, as older puzzles keep it; the givens count. */
  ss_grid g;
  ss_error err;
  ck_assert (sp_read ("scl", "{ce:[[{v:2},,,],[,,,],[,,,],[,,,]],"
                      SP_REGIONS4 ",ca:[{v:'solution: 1234341221434321'}]}",
                      &g, &err));
  ck_assert (ignored (g.model, "does NOT agree"));
  ss_grid_free (&g);
}
END_TEST

static const struct { const char *zipped, *msg; int unknown; } sp_bads[] = {
  { "{" SP_EMPTY4 ",l:[{wp:[[0.5,0.5],[1.5,0.5]]}],o:[{},{}],u:[{}],"
    "a:[{}]}", "1 line, 2 overlays, 1 underlay, 1 arrow: pictures", 1 },
  /* An empty list draws nothing (zipped, "[]" is SudokuPad's "[{}]"). */
  { "{\"cells\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
    "\"regions\":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],"
    "[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],\"lines\":[]}", 0,
    0 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]]}]}", "a cage with no sum and no "
    "\"unique\" says nothing by itself", 1 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]],v:'DR5'}]}", "its clue 'DR5' is "
    "not a sum", 1 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]],v:3,unique:f}]}", "a sum cage "
    "whose digits may repeat", 1 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]],v:3,sum:4}]}", "its value 3 and "
    "its sum 4 differ", 0 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]],unique:t,style:'box'}]}", "a "
    "cage with a \"style\"", 1 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,1]],v:3,glow:t}]}", "member \"glow\" "
    "is not one sudosat knows for a cage", 1 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,4]],v:3}]}", "[0, 4] is outside the "
    "4x4 grid", 0 },
  { "{" SP_EMPTY4 ",ca:[{ce:[[0,0],[0,0]],v:3}]}", "r1c1 is listed twice",
    0 },
  { "{" SP_EMPTY4 ",metadata:{bgimage:'x.png'}}", "a background image", 1 },
  { "{" SP_EMPTY4 ",metadata:{norowcol:t}}", "rows and columns without "
    "their rule", 1 },
  { "{" SP_EMPTY4 ",metadata:{fogofwar:t}}", "metadata \"fogofwar\" is not "
    "one sudosat knows", 1 },
  { "{" SP_EMPTY4 ",ca:[{v:'foglight: r1c1'}]}", "metadata \"foglight\"",
    1 },
  { "{" SP_EMPTY4 ",puzzle:1}", "\"puzzle\" is not a key sudosat knows", 1 },
  { "{ce:[[,,,],[,,,],[,,,],[,,,]]}", "the puzzle has no \"regions\"", 1 },
  { "{ce:[[,,,],[,,,],[,,,]]," SP_REGIONS4 "}", "a grid of 3 rows", 0 },
  { "{ce:[[,,,],[,,,],[,,,],[,,]]," SP_REGIONS4 "}", "row 4 must be 4 "
    "cells", 0 },
  { "{ce:[[{v:5},,,],[,,,],[,,,],[,,,]]," SP_REGIONS4 "}", "r1c1: value is "
    "not a digit of a 4x4 grid", 0 },
  { "{ce:[[{v:1,pm:[2]},,,],[,,,],[,,,],[,,,]]," SP_REGIONS4 "}", "cell "
    "member \"pm\" is not one", 1 },
  { "{" "ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],"
    "[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]]]}", "must be 4 regions",
    0 },
  { "{" "ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],"
    "[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],"
    "[0,0]]]}", "r1c1 is in regions 1 and 4", 0 },
  { "{" SP_EMPTY4 ",t:'x}", "holds no puzzle SudokuPad writes (at character",
    0 },
  { "{\"size\":4}", "JSON that is not a SudokuPad puzzle (no \"cells\")", 0 },
};

START_TEST (sudokupad_refuses)
{
  ss_grid g;
  ss_error err;
  int ok = sp_read ("scl", sp_bads[_i].zipped, &g, &err);
  if (!sp_bads[_i].msg)
    {
      ck_assert_msg (ok, "%s", err.msg);
      ss_grid_free (&g);
      return;
    }
  ck_assert_msg (!ok, "%s", sp_bads[_i].zipped);
  ck_assert_msg (strstr (err.msg, sp_bads[_i].msg), "%s", err.msg);
  ck_assert_int_eq (err.unknown, sp_bads[_i].unknown);
  ck_assert_int_eq (err.line, 1);
}
END_TEST

/* Links that need the network, and addresses with nothing in them. */
START_TEST (sudokupad_needs_no_network)
{
  static const struct { const char *line, *msg; } n[] = {
    { "https://sudokupad.app/wsj7iunsg6", "'wsj7iunsg6' is a short id" },
    { "<https://sudokupad.app/pdyxs/whispers-in-the-mist>", "'pdyxs/whispers"
      "-in-the-mist' is a short id" },
    { "https://app.crackingthecryptic.com/sudoku/qjMdqn3NLj", "'qjMdqn3NLj' "
      "is a short id" },
    { "https://sudokupad.app/?puzzleid=RPBnQFRLR8", "'RPBnQFRLR8' is a short "
      "id" },
    { "https://tinyurl.com/2p8cfbxd", "a shortened link (https://tinyurl.com/"
      "2p8cfbxd) stands for another" },
    { "bit.ly/3xyz", "a shortened link" },
    { "https://sudokupad.app/", "SudokuPad: an address with no puzzle" },
    { "https://sudokupad.app/scl%G1", "a '%' that is not followed" },
    { "https://example.com/sclN4Ig", "a web address with no puzzle sudosat "
      "can read" },
  };
  for (size_t i = 0; i < sizeof n / sizeof *n; i++)
    {
      ss_grid g;
      ss_error err;
      ck_assert_msg (!read_record (n[i].line, &g, &err), "%s", n[i].line);
      ck_assert_msg (strstr (err.msg, n[i].msg), "%s: %s", n[i].line,
                     err.msg);
      ck_assert_msg (strstr (err.msg, "network") || i >= 6, "%s", err.msg);
      ck_assert_int_eq (err.unknown, 0);
    }
}
END_TEST

START_TEST (sudokupad_line_kinds)
{
  static const struct { const char *line; int kind; } k[] = {
    { "sclN4Ig", SS_FP_URL },      { "ctcN4IgAB", SS_FP_URL },
    { "fpuzN4Ig", SS_FP_URL },     { "fpuzzlesN4Ig", SS_FP_URL },
    { "scfsIFrev0", SS_FP_URL },   { "<sudokupad.app/abc>", SS_FP_URL },
    { "app.crackingthecryptic.com/x", SS_FP_URL },
    { "tinyurl.com/x", SS_FP_URL }, { "sclX4Ig", SS_FP_NONE },
    { "scl", SS_FP_NONE },          { "scf-1234", SS_FP_NONE },
    { "ctc N4Ig", SS_FP_NONE },     { "sudokupad.appx", SS_FP_NONE },
  };
  for (size_t i = 0; i < sizeof k / sizeof *k; i++)
    ck_assert_msg (ss_fpuzzles_line_kind (k[i].line, strlen (k[i].line))
                   == k[i].kind, "%s", k[i].line);
}
END_TEST

/* SudokuPad's short classic form: top95's first puzzle, and the rule
 * letters. */
START_TEST (sudokupad_scf)
{
  static const char top95[] = "4.....8.5.3..........7......2.....6.....8.4."
                              ".....1.......6.3.7.5..2.....1.4......";
  ss_grid g, want;
  ss_error err;
  ck_assert (read_record (top95, &want, &err));
  ck_assert_msg (read_record ("https://sudokupad.app/scfsIFrev0quIs0pAGDHPqBs0",
                              &g, &err), "%s", err.msg);
  ck_assert_int_eq (memcmp (g.cell, want.cell, 81), 0);
  ck_assert_int_eq (g.model->ncons, 0);
  ss_grid_free (&g);
  ck_assert_msg (read_record ("scfsIFrev0quIs0pAGDHPqBs0xw", &g, &err), "%s",
                 err.msg);
  ck_assert_int_eq (memcmp (g.cell, want.cell, 81), 0);
  const ss_model *m = g.model;
  ck_assert_int_eq (m->ncons, 6);
  ck_assert_int_eq (m->con[0].kind, SS_KIND_DIAGONAL);
  ck_assert_int_eq (m->con[1].kind, SS_KIND_DIAGONAL);
  ck_assert_int_eq (m->con[0].val[0] + m->con[1].val[0], 0);
  for (int b = 2; b < 6; b++)
    ck_assert_int_eq (m->con[b].kind, SS_KIND_EXTRA);
  /* Windoku's first window: rows and columns 2-4. */
  ck_assert_int_eq (m->con[2].cell[0], 10);
  ck_assert_int_eq (m->con[2].cell[8], 30);
  ck_assert_int_eq (m->con[5].cell[8], 70);
  ss_grid_free (&g);
  ss_grid_free (&want);
  static const struct { const char *line, *msg; int unknown; } bad[] = {
    { "scfsIFrev0quIs0pAGDHPqBs0q", "a rule letter", 1 },
    { "scfsIFrev0quIs0pAGDHPqBs0xwx", "a rule letter given twice", 0 },
    { "scfsIFrev0quIs0pAGDHPqB", "fewer than 81 cells", 0 },
    { "scfzzzzzzzzzzzzzzzzzzzzzzzz", "its blanks run past the 81st cell",
      0 },
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      ck_assert (!read_record (bad[i].line, &g, &err));
      ck_assert_msg (strstr (err.msg, bad[i].msg), "%s", err.msg);
      ck_assert_int_eq (err.unknown, bad[i].unknown);
    }
}
END_TEST

static Suite *
fpuzzles_suite (void)
{
  Suite *s = suite_create ("fpuzzles");
  TCase *t = tcase_create ("core");
#define COUNT(a) ((int) (sizeof a / sizeof *a))
  tcase_set_timeout (t, 60);
  tcase_add_loop_test (t, lz_matches_the_javascript_library, 0,
                       COUNT (lz_vectors));
  tcase_add_loop_test (t, lz_reads_real_links, 0, COUNT (links));
  tcase_add_test (t, lz_round_trip);
  tcase_add_loop_test (t, lz_refuses_bad_input, 0, COUNT (lz_bads));
  tcase_add_test (t, lz_output_is_bounded);
  tcase_add_test (t, json_reads_values);
  tcase_add_loop_test (t, json_refuses_bad_text, 0, COUNT (json_bads));
  tcase_add_test (t, json_limits);
  tcase_add_loop_test (t, each_key_maps_to_its_rules, 0, COUNT (keys));
  tcase_add_test (t, grid_cells);
  tcase_add_test (t, grid_cell_rules);
  tcase_add_loop_test (t, bad_keys_are_refused, 0, COUNT (bads));
  tcase_add_loop_test (t, bad_records_are_refused, 0, COUNT (bad_texts));
  tcase_add_test (t, errors_point_into_the_file);
  tcase_add_test (t, line_kinds);
  tcase_add_test (t, may_be_grid);
  tcase_add_test (t, every_form_reads);
  tcase_add_test (t, addresses_are_decoded);
  tcase_add_test (t, other_json_and_mixed_rules);
  tcase_add_test (t, box_option);
  tcase_add_loop_test (t, text_to_fpuzzles_and_back, 0, COUNT (round_trips));
  tcase_add_test (t, region_null_is_no_region);
  tcase_add_test (t, every_kind_has_a_key);
  tcase_add_test (t, console_rules_are_refused);
  tcase_add_test (t, solution_and_string);
  tcase_add_test (t, what_fpuzzles_cannot_say);
  tcase_add_test (t, sizes_outside_fpuzzles_are_refused);
  suite_add_tcase (s, t);
  TCase *p = tcase_create ("sudokupad");
  tcase_add_loop_test (p, sudokupad_unzips, 0, COUNT (unzips));
  tcase_add_loop_test (p, sudokupad_unzip_refuses, 0, COUNT (unzip_bads));
  tcase_add_test (p, sudokupad_unzip_is_bounded);
  tcase_add_test (p, sudokupad_reads_a_published_payload);
  tcase_add_test (p, sudokupad_reads_a_killer);
  tcase_add_test (p, sudokupad_links_in_every_form);
  tcase_add_test (p, sudokupad_carries_fpuzzles);
  tcase_add_test (p, sudokupad_cages);
  tcase_add_test (p, sudokupad_solution_is_checked);
  tcase_add_loop_test (p, sudokupad_refuses, 0, COUNT (sp_bads));
  tcase_add_test (p, sudokupad_needs_no_network);
  tcase_add_test (p, sudokupad_line_kinds);
  tcase_add_test (p, sudokupad_scf);
  suite_add_tcase (s, p);
  return s;
}

int
main (void)
{
  return tu_run (fpuzzles_suite ());
}
