/* link.c -- puzzles on one line: a web address carrying one
 * (f-puzzles.com/?load=..., SudokuPad's links), a SudokuPad payload on
 * its own (scl..., fpuzzles...), or the bare compressed f-puzzles string
 * (see fpuzzles.h).
 *
 * An address is a line that starts with http://, https://, www., or one
 * of the hosts below (chat programs paste a link in angle brackets,
 * which are dropped).  On f-puzzles.com the puzzle follows "load=".  On
 * SudokuPad's hosts (sudokupad.app and beta.sudokupad.app, the Cracking
 * the Cryptic app, sudokupad.svencodes.com) it is the value of
 * "puzzleid=" or else the path (after the app's "sudoku/" or
 * "puzzle/"), and its prefix says what it is: "fpuzzles" or "fpuz" an
 * f-puzzles string, "scl" or "ctc" SudokuPad's own object, "scf" its
 * short classic form (sudokupad.h); a path with no prefix is a short id
 * kept on the site, and a link shortener's address stands for another:
 * both need the network, and sudosat refuses them in one line that asks
 * for the long link.
 *
 * A compressed f-puzzles string starts "N4I": that is LZString's
 * encoding of '{"', the start of every object f-puzzles writes.  A token
 * of base64 characters with that start is taken for one, unless its
 * length is a square and its characters could spell a classic grid of
 * that side (ss_fpuzzles_may_be_grid: one case, no letter above the
 * side; never so for "N4Ig...", whose 'g' is lower case; with
 * --alphabet, only its symbols and blanks): such a line is read as
 * f-puzzles only if it decompresses to a JSON object.  So a string cut
 * to 81 or 100 characters is told it was cut, not that its letters are
 * no grid's.  A
 * SudokuPad payload on its own is its prefix and then "N" (every object
 * compresses to a string that starts so), or "scf" and letters and
 * digits.
 */
#include "fpuzzles.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../alphabet.h"
#include "lzstring.h"
#include "sudokupad.h"

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Spaces around a line, and the angle brackets chat programs put around
 * a link. */
static void
trim (const char **text, size_t *len)
{
  while (*len && is_space (**text))
    ++*text, --*len;
  while (*len && is_space ((*text)[*len - 1]))
    --*len;
  if (*len >= 2 && **text == '<' && (*text)[*len - 1] == '>')
    {
      ++*text, *len -= 2;
      trim (text, len);
    }
}

static const char *
find (const char *text, size_t len, const char *word)
{
  size_t w = strlen (word);
  for (size_t i = 0; i + w <= len; i++)
    if (!strncasecmp (text + i, word, w))
      return text + i;
  return 0;
}

static int
starts (const char *text, size_t len, const char *word)
{
  return len >= strlen (word) && !strncasecmp (text, word, strlen (word));
}

static int
is_square (size_t k)
{
  size_t r = 1;
  while (r * r < k)
    r++;
  return r * r == k;
}

static int
printable (const char *t, size_t len)
{
  for (size_t i = 0; i < len; i++)
    if (t[i] <= ' ' || t[i] > '~')
      return 0;
  return 1;
}

/* SS_FP_STRING, SS_FP_MAYBE (it may be a classic line), or none: a
 * token of printable characters that starts "N4I" (a character outside
 * base64's alphabet is then the string's error, not a classic one's). */
static int
string_kind (const char *t, size_t len)
{
  if (len < 4 || strncmp (t, "N4I", 3) || !printable (t, len))
    return SS_FP_NONE;
  return is_square (len) ? SS_FP_MAYBE : SS_FP_STRING;
}

/* SudokuPad's prefixes, the longer first. */
enum { PAD_FPUZZLES, PAD_SCL, PAD_SCF, PAD_NONE };
static const struct { const char *prefix; int kind; } pad_prefixes[] = {
  { "fpuzzles", PAD_FPUZZLES }, { "fpuz", PAD_FPUZZLES },
  { "scl", PAD_SCL },           { "ctc", PAD_SCL },
  { "scf", PAD_SCF },
};

static int
pad_prefix (const char *t, size_t len, size_t *plen)
{
  for (size_t k = 0; k < sizeof pad_prefixes / sizeof *pad_prefixes; k++)
    if (len >= strlen (pad_prefixes[k].prefix)
        && !strncmp (t, pad_prefixes[k].prefix,
                     strlen (pad_prefixes[k].prefix)))
      return *plen = strlen (pad_prefixes[k].prefix), pad_prefixes[k].kind;
  return PAD_NONE;
}

/* A SudokuPad payload on its own line: its prefix, then "N" and more
 * printable characters (scf: letters and digits, a classic's length). */
static int
payload_line (const char *t, size_t len)
{
  size_t p;
  int kind = pad_prefix (t, len, &p);
  if (kind == PAD_NONE || len < p + 4 || !printable (t, len))
    return 0;
  if (kind != PAD_SCF)
    return t[p] == 'N';
  for (size_t i = p; i < len; i++)
    if (!((t[i] >= '0' && t[i] <= '9') || (t[i] >= 'a' && t[i] <= 'z')
          || (t[i] >= 'A' && t[i] <= 'Z')))
      return 0;
  return len < 160;
}

static const char *const hosts[] = {
  "f-puzzles.com", "sudokupad.app", "beta.sudokupad.app",
  "app.crackingthecryptic.com", "sudokupad.svencodes.com",
};
static const char *const shorteners[] = {
  "tinyurl.com", "bit.ly", "tiny.cc", "is.gd", "t.co", "goo.gl",
  "rb.gy", "shorturl.at", "cutt.ly", "ow.ly",
};

/* Only lines that start like an address, a payload or "N4I" are looked
 * at further, so a classic puzzle line costs one comparison. */
int
ss_fpuzzles_line_kind (const char *text, size_t len)
{
  static const char *const schemes[] = { "http://", "https://", "www." };
  trim (&text, &len);
  if (!len || !text[0] || !strchr ("hHwWfFsSbBaAcCtTgGiIrRoON", text[0]))
    return SS_FP_NONE;
  for (size_t k = 0; k < sizeof schemes / sizeof *schemes; k++)
    if (starts (text, len, schemes[k]))
      return SS_FP_URL;
  for (size_t k = 0; k < sizeof hosts / sizeof *hosts; k++)
    if (starts (text, len, hosts[k]) && len > strlen (hosts[k])
        && strchr ("/?", text[strlen (hosts[k])]))
      return SS_FP_URL;
  for (size_t k = 0; k < sizeof shorteners / sizeof *shorteners; k++)
    if (starts (text, len, shorteners[k]) && len > strlen (shorteners[k])
        && text[strlen (shorteners[k])] == '/')
      return SS_FP_URL;
  if (payload_line (text, len))
    return SS_FP_URL;
  return string_kind (text, len);
}

/* ---- the compressed string ---------------------------------------------- */

static int
string_error (const ss_fp_origin *o, long at, ss_error *err, const char *what)
{
  ss_error_set (err, o->line, o->col + at, "f-puzzles string: %s", what);
  return -1;
}

/* The JSON a string holds: 1, or -1 (0 never: not an f-puzzles object is
 * an error here, since nothing else is compressed like this). */
static int
read_text (const char *json, size_t len, const ss_fp_origin *o, ss_grid *g,
           ss_error *err)
{
  ss_fp_origin at = *o;
  at.mapped = 0;
  size_t i = 0;
  int rc = ss_fpuzzles_read_json (json, len, &at, g, err);
  if (rc != 0)
    return rc;
  while (i < len && strchr (" \t\r\n", json[i]) && json[i])
    i++;
  return string_error (o, 0, err, i < len && json[i] == '{'
                       ? "it holds a JSON object that is not an f-puzzles "
                         "puzzle (no \"size\" or \"grid\")"
                       : "it holds JSON that is not an object");
}

int
ss_fpuzzles_read_string (const char *s, size_t len, const ss_fp_origin *o,
                         ss_grid *g, ss_error *err)
{
  char *json, msg[160];
  size_t jlen;
  long at;
  g->cell = 0;
  g->model = 0;
  if (ss_lz_decompress_base64 (s, len, &json, &jlen, &at, msg) < 0)
    return string_error (o, at, err, msg);
  int rc = read_text (json, jlen, o, g, err);
  free (json);
  return rc;
}

int
ss_fpuzzles_string_is_json (const char *s, size_t len)
{
  char *json, msg[160];
  size_t jlen, i = 0;
  long at;
  if (ss_lz_decompress_base64 (s, len, &json, &jlen, &at, msg) < 0)
    return 0;
  while (i < jlen && strchr (" \t\r\n", json[i]) && json[i])
    i++;
  int object = i < jlen && json[i] == '{';
  free (json);
  return object;
}

/* In the symbols --alphabet gave: every character a symbol or a blank. */
static int
spelled (const char *s, size_t len, const ss_alphabet *a)
{
  for (size_t i = 0; i < len; i++)
    if (a->value[(unsigned char) s[i]] < 0)
      return 0;
  return 1;
}

int
ss_fpuzzles_may_be_grid (const char *s, size_t len, const ss_alphabet *symbols)
{
  size_t side = 1;
  int lower = 0, upper = 0;
  if (symbols)
    return spelled (s, len, symbols);
  while (side * side < len)
    side++;
  for (size_t i = 0; i < len; i++)
    {
      int c = (unsigned char) s[i];
      if (c >= 'a' && c <= 'z')
        lower = 1, c -= 'a' - 'A';
      else if (c >= 'A' && c <= 'Z')
        upper = 1;
      else if ((c >= '0' && c <= '9') || strchr (".-_", c))
        continue;
      else
        return 0;
      if ((size_t) (c - 'A' + 10) > side)
        return 0;
    }
  return !(lower && upper);
}

/* ---- web addresses ------------------------------------------------------ */

static int
hex (int c)
{
  return c >= '0' && c <= '9' ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* p[0, len) percent-decoded into out (as long); a space, which is what
 * some tools make of a '+', is a '+' again. */
static long
percent_decode (const char *p, size_t len, char *out)
{
  size_t k = 0;
  for (size_t i = 0; i < len; i++)
    {
      int c = (unsigned char) p[i];
      if (c == '%')
        {
          int h = i + 2 < len ? hex ((unsigned char) p[i + 1]) : -1;
          int l = i + 2 < len ? hex ((unsigned char) p[i + 2]) : -1;
          if (h < 0 || l < 0)
            return -(long) i - 1;
          c = 16 * h + l;
          i += 2;
        }
      out[k++] = (char) (c == ' ' ? '+' : c);
    }
  return (long) k;
}

static int
link_error (const ss_fp_origin *o, long at, ss_error *err, const char *fmt,
            const char *what, int len)
{
  char msg[240];
  snprintf (msg, sizeof msg, fmt, len, what);
  ss_error_set (err, o->line, o->col + at, "%s", msg);
  return -1;
}

/* An address: its host (without "www.") and what follows it (from the
 * first '/', '?' or '#'). */
typedef struct address {
  const char *host, *rest;
  size_t hlen, rlen;
} address;

static void
split (const char *t, size_t len, address *a)
{
  size_t i = starts (t, len, "http://") ? 7 : starts (t, len, "https://")
                                              ? 8 : 0;
  i += starts (t + i, len - i, "www.") ? 4 : 0;
  a->host = t + i;
  while (i < len && !strchr ("/?#", t[i]))
    i++;
  a->hlen = (size_t) (t + i - a->host);
  a->rest = t + i;
  a->rlen = len - i;
}

static int
host_in (const address *a, const char *const *list, size_t count)
{
  for (size_t k = 0; k < count; k++)
    if (a->hlen == strlen (list[k])
        && !strncasecmp (a->host, list[k], a->hlen))
      return 1;
  return 0;
}

/* The value of name= in a query, up to '&' or '#'; 0 when absent. */
static const char *
query (const char *t, size_t len, const char *name, size_t *vlen)
{
  char q[24], r[24];
  snprintf (q, sizeof q, "?%s=", name);
  snprintf (r, sizeof r, "&%s=", name);
  const char *p = find (t, len, q), *p2 = find (t, len, r);
  p = p ? p : p2;
  if (!p)
    return 0;
  p += strlen (q);
  for (*vlen = 0; p + *vlen < t + len && !strchr ("&#", p[*vlen]); ++*vlen)
    ;
  return p;
}

/* Where the f-puzzles puzzle starts in a URL (after load=, or
 * "/fpuzzles" on a host sudosat does not know), and its length; 0 when
 * none. */
static const char *
payload (const char *text, size_t len, size_t *plen)
{
  const char *p = query (text, len, "load", plen);
  if (p)
    return *plen ? p : 0;
  if (!(p = find (text, len, "/fpuzzles")))
    return 0;
  p += 9;
  size_t n = 0;
  while (p + n < text + len && !strchr ("&#?", p[n]))
    n++;
  *plen = n;
  return n ? p : 0;
}

/* SudokuPad's puzzle in an address: the value of puzzleid=, else the
 * path after the app's "sudoku/" or "puzzle/", up to a query. */
static const char *
pad_id (const address *a, size_t *n)
{
  const char *p = query (a->rest, a->rlen, "puzzleid", n), *end;
  if (p)
    return p;
  p = a->rest;
  end = a->rest + a->rlen;
  p += p < end && *p == '/';
  if (starts (p, (size_t) (end - p), "sudoku/")
      || starts (p, (size_t) (end - p), "puzzle/"))
    p += 7;
  for (*n = 0; p + *n < end && !strchr ("?#", p[*n]); ++*n)
    ;
  return p;
}

/* A payload percent-decoded and read by its prefix; at is where it
 * starts on the line.  No prefix: a short id. */
static int
read_payload (const char *p, size_t n, long at, const ss_fp_origin *o,
              ss_grid *g, ss_error *err)
{
  size_t pl = 0;
  int kind = pad_prefix (p, n, &pl);
  ss_fp_origin here = *o;
  here.col += at + (long) pl;
  here.mapped = 0;
  if (kind == PAD_NONE)
    return link_error (o, at, err, n ? "SudokuPad: '%.*s' is a short id "
                       "for a puzzle kept on the site: fetching it needs the "
                       "network, which sudosat does not use; give the long "
                       "link (sudokupad.app/scl... or ?puzzleid=...)"
                       : "SudokuPad: an address with no puzzle in it%.*s",
                       p, n > 40 ? 40 : (int) n);
  char *s = malloc (n + 1);
  if (!s)
    return string_error (o, 0, err, "out of memory");
  long got = percent_decode (p + pl, n - pl, s);
  int rc = got < 0 ? link_error (&here, -got - 1, err, "SudokuPad link: a "
                                 "'%%' that is not followed by two hex "
                                 "digits%.*s", "", 0)
           : kind == PAD_FPUZZLES
           ? ss_fpuzzles_read_string (s, (size_t) got, &here, g, err)
           : kind == PAD_SCL ? ss_sp_read_string (s, (size_t) got, &here, g,
                                                  err)
           : ss_sp_read_scf (s, (size_t) got, &here, g, err);
  free (s);
  return rc;
}

static int
read_load (const char *text, size_t len, long at, const ss_fp_origin *o,
           ss_grid *g, ss_error *err)
{
  size_t plen;
  const char *p = payload (text, len, &plen);
  if (!p && (find (text, len, "?id=") || find (text, len, "&id=")))
    return link_error (o, at, err, "f-puzzles: a short link (?id=...) "
                       "names a puzzle kept on the site: open it and copy "
                       "the long link (?load=...)%.*s", "", 0);
  if (!p)
    return link_error (o, at, err, "a web address with no puzzle sudosat "
                       "can read in it (expected f-puzzles' ?load=..., or "
                       "SudokuPad's sudokupad.app/scl..., /fpuzzles... or "
                       "?puzzleid=...)%.*s", "", 0);
  char *s = malloc (plen + 1);
  if (!s)
    return string_error (o, 0, err, "out of memory");
  long got = percent_decode (p, plen, s);
  ss_fp_origin here = *o;
  here.col += at + (p - text);
  here.mapped = 0;
  int rc = got < 0 ? string_error (&here, -got - 1, err, "a '%' that is "
                                   "not followed by two hex digits")
           : ss_fpuzzles_read_string (s, (size_t) got, &here, g, err);
  free (s);
  return rc;
}

int
ss_fpuzzles_read_url (const char *text, size_t len, const ss_fp_origin *o,
                      ss_grid *g, ss_error *err)
{
  const char *start = text;
  address a;
  size_t n;
  g->cell = 0;
  g->model = 0;
  trim (&text, &len);
  long at = text - start;
  if (payload_line (text, len))
    return read_payload (text, len, at, o, g, err);
  split (text, len, &a);
  if (host_in (&a, shorteners, sizeof shorteners / sizeof *shorteners))
    return link_error (o, at, err, "a shortened link (%.*s) stands for "
                       "another, and expanding it needs the network, which "
                       "sudosat does not use: give the long link instead",
                       text, len > 60 ? 60 : (int) len);
  if (!query (text, len, "load", &n)
      && (host_in (&a, hosts + 1, sizeof hosts / sizeof *hosts - 1)
          || (a.hlen > 14 && !strncasecmp (a.host + a.hlen - 14,
                                           ".sudokupad.app", 14))))
    {
      const char *p = pad_id (&a, &n);
      return read_payload (p, n, at + (p - text), o, g, err);
    }
  return read_load (text, len, at, o, g, err);
}
