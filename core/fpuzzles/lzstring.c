/* lzstring.c -- LZString to and from base64 (see lzstring.h).
 *
 * Decompressing: every dictionary entry is a piece of the output already
 * written (a new character is written right after it enters, and "w plus
 * the first character of the next entry" sits where w ended), so an entry
 * is an offset and a length, and the output is the only text kept.
 *
 * Compressing: the dictionary is a trie of code units, its edges in one
 * open-addressing hash table keyed by (node, unit); a node's number is
 * its code.  Single units are the root's children, each first written
 * out as a literal (the "to create" flag).
 */
#include "lzstring.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
ss_base64_value (int c)
{
  if (c >= 'A' && c <= 'Z')
    return c - 'A';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 26;
  if (c >= '0' && c <= '9')
    return c - '0' + 52;
  return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* ---- UTF-16 and UTF-8 ------------------------------------------------------ */

typedef struct units {
  uint16_t *u;
  size_t n, cap;
} units;

static int
push_unit (units *s, unsigned v)
{
  if (s->n == s->cap)
    {
      size_t cap = s->cap ? 2 * s->cap : 1024;
      uint16_t *more = realloc (s->u, cap * sizeof *more);
      if (!more)
        return -1;
      s->u = more;
      s->cap = cap;
    }
  s->u[s->n++] = (uint16_t) v;
  return 0;
}

/* The code point at s[*i] (advancing *i), U+FFFD for a bad sequence. */
static unsigned long
utf8_next (const unsigned char *s, size_t len, size_t *i)
{
  unsigned c = s[(*i)++];
  int more = c >= 0xf0 && c < 0xf5 ? 3 : c >= 0xe0 ? 2 : c >= 0xc2 ? 1 : 0;
  unsigned long u = more == 3 ? c & 7 : more == 2 ? c & 15 : c & 31;
  if (c < 0x80)
    return c;
  if (!more || (c >= 0xf5))
    return 0xfffd;
  for (int k = 0; k < more; k++, ++*i)
    {
      if (*i >= len || (s[*i] & 0xc0) != 0x80)
        return 0xfffd;
      u = u << 6 | (s[*i] & 0x3f);
    }
  if ((more == 2 && u < 0x800) || (more == 3 && (u < 0x10000 || u > 0x10ffff))
      || (u >= 0xd800 && u < 0xe000))
    return 0xfffd;
  return u;
}

static int
utf8_to_units (const char *s, size_t len, units *out)
{
  for (size_t i = 0; i < len;)
    {
      unsigned long u = utf8_next ((const unsigned char *) s, len, &i);
      if (u >= 0x10000
          && (push_unit (out, 0xd800 + ((u - 0x10000) >> 10)) < 0
              || push_unit (out, 0xdc00 + ((u - 0x10000) & 0x3ff)) < 0))
        return -1;
      if (u < 0x10000 && push_unit (out, (unsigned) u) < 0)
        return -1;
    }
  return 0;
}

/* UTF-8 of units u[0, n) into a malloc'd string; a lone surrogate
 * becomes U+FFFD.  0 when out of memory. */
static char *
units_to_utf8 (const uint16_t *u, size_t n, size_t *len)
{
  char *s = malloc (3 * n + 1), *o = s;
  for (size_t i = 0; s && i < n; i++)
    {
      unsigned long c = u[i];
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && u[i + 1] >= 0xdc00
          && u[i + 1] < 0xe000)
        c = 0x10000 + ((c - 0xd800) << 10) + (u[++i] - 0xdc00);
      else if (c >= 0xd800 && c < 0xe000)
        c = 0xfffd;
      if (c < 0x80)
        *o++ = (char) c;
      else if (c < 0x800)
        *o++ = (char) (0xc0 | c >> 6), *o++ = (char) (0x80 | (c & 0x3f));
      else if (c < 0x10000)
        *o++ = (char) (0xe0 | c >> 12),
        *o++ = (char) (0x80 | ((c >> 6) & 0x3f)),
        *o++ = (char) (0x80 | (c & 0x3f));
      else
        *o++ = (char) (0xf0 | c >> 18),
        *o++ = (char) (0x80 | ((c >> 12) & 0x3f)),
        *o++ = (char) (0x80 | ((c >> 6) & 0x3f)),
        *o++ = (char) (0x80 | (c & 0x3f));
    }
  if (s)
    *o = 0, *len = (size_t) (o - s);
  return s;
}

/* ---- decompressing ---------------------------------------------------------- */

typedef struct bits_in {
  const char *s;
  size_t len, i; /* next character to load */
  int val, pos;  /* the loaded group and its next bit (32 .. 1, 0: load) */
} bits_in;

typedef struct entry {
  size_t at, len; /* in the output */
} entry;

typedef struct dec {
  bits_in in;
  units out;
  entry *dict;
  size_t ndict, cap;
  int nbits;
  size_t enlarge;
  long err_at;
  char *msg;
} dec;

static int
dec_fail (dec *d, long at, const char *msg)
{
  d->err_at = at;
  snprintf (d->msg, 160, "%s", msg);
  return -1;
}

/* n bits, the first read being the lowest; -1 past the end of the data. */
static long
read_bits (dec *d, int n)
{
  long v = 0;
  for (int k = 0; k < n; k++)
    {
      if (d->in.pos == 0)
        {
          if (d->in.i >= d->in.len)
            return dec_fail (d, (long) d->in.len, "the compressed data ends "
                             "before its end mark (cut short?)");
          char c = d->in.s[d->in.i++];
          d->in.val = c == '=' ? 0 : ss_base64_value ((unsigned char) c);
          d->in.pos = 32;
        }
      if (d->in.val & d->in.pos)
        v |= 1L << k;
      d->in.pos >>= 1;
    }
  return v;
}

static int
add_entry (dec *d, size_t at, size_t len)
{
  if (d->ndict == d->cap)
    {
      size_t cap = d->cap ? 2 * d->cap : 1024;
      entry *more = realloc (d->dict, cap * sizeof *more);
      if (!more)
        return dec_fail (d, 0, "out of memory");
      d->dict = more;
      d->cap = cap;
    }
  d->dict[d->ndict].at = at;
  d->dict[d->ndict++].len = len;
  return 0;
}

/* The code width grows once 2^nbits codes have been handed out. */
static void
count_code (dec *d)
{
  if (--d->enlarge == 0)
    d->enlarge = (size_t) 1 << d->nbits++;
}

/* Appends out[at, at + len) to the output, then one more unit when
 * extra >= 0. */
static int
emit (dec *d, size_t at, size_t len, long extra)
{
  if (d->out.n + len + 1 > (size_t) SS_LZ_MAX_UNITS)
    return dec_fail (d, (long) d->in.i, "the compressed data expands past "
                     "4 Mi characters (the limit)");
  for (size_t k = 0; k < len; k++)
    if (push_unit (&d->out, d->out.u[at + k]) < 0)
      return dec_fail (d, 0, "out of memory");
  if (extra >= 0 && push_unit (&d->out, (unsigned) extra) < 0)
    return dec_fail (d, 0, "out of memory");
  return 0;
}

/* A literal: 8 or 16 bits of a unit, written out and entered; its
 * entry's number. */
static long
literal (dec *d, int wide)
{
  long u = read_bits (d, wide ? 16 : 8);
  if (u < 0 || add_entry (d, d->out.n, 1) < 0 || emit (d, 0, 0, u) < 0)
    return -1;
  count_code (d);
  return (long) d->ndict - 1;
}

/* One code after the first; 1 at the end mark, 0 to go on.  w is the
 * entry written last, at the end of the output. */
static int
step (dec *d, size_t *w_at, size_t *w_len)
{
  long c = read_bits (d, d->nbits);
  size_t at = d->out.n;
  int rc;
  if (c < 0)
    return -1;
  if (c == 2)
    return 1;
  if (c < 2)
    rc = (c = literal (d, (int) c)) < 0 ? -1 : 0;
  else if ((size_t) c < d->ndict)
    rc = emit (d, d->dict[c].at, d->dict[c].len, -1);
  else if ((size_t) c == d->ndict) /* w, then w's first unit */
    rc = emit (d, *w_at, *w_len, d->out.u[*w_at]);
  else
    return dec_fail (d, (long) d->in.i, "a code the dictionary does not "
                     "have (the data is not LZString)");
  if (rc < 0 || add_entry (d, *w_at, *w_len + 1) < 0)
    return -1;
  count_code (d);
  *w_at = at;
  *w_len = d->out.n - at;
  return 0;
}

static int
decompress (dec *d)
{
  long first = read_bits (d, 2);
  size_t w_at = 0, w_len = 1;
  for (int k = 0; k < 3; k++) /* codes 0, 1, 2 are not entries */
    if (add_entry (d, 0, 0) < 0)
      return -1;
  if (first == 2)
    return 0; /* an empty string */
  if (first < 0 || first > 2)
    return first < 0 ? -1 : dec_fail (d, 0, "the data does not start "
                                      "with a character (not LZString)");
  long u = read_bits (d, first ? 16 : 8);
  if (u < 0 || add_entry (d, 0, 1) < 0 || push_unit (&d->out, (unsigned) u))
    return -1;
  d->nbits = 3;
  d->enlarge = 4;
  int rc;
  while ((rc = step (d, &w_at, &w_len)) == 0)
    ;
  return rc < 0 ? -1 : 0;
}

/* Checks the alphabet: base64 characters, then at most three '='. */
static int
check_alphabet (const char *s, size_t len, long *at, char *msg)
{
  size_t end = len;
  while (end > 0 && len - end < 3 && s[end - 1] == '=')
    end--;
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = (unsigned char) s[i];
      if (i >= end || ss_base64_value (c) >= 0)
        continue;
      *at = (long) i;
      if (c == '-' || c == '_' || c == '$')
        snprintf (msg, 160, "'%c' is not in base64's alphabet: f-puzzles "
                  "links use A-Z a-z 0-9 + / (this looks like a URL-safe "
                  "variant, which f-puzzles does not write)", c);
      else if (c == '=')
        snprintf (msg, 160, "'=' inside the base64 text (it may only pad "
                  "the end)");
      else if (c < 0x20 || c >= 0x7f)
        snprintf (msg, 160, "byte 0x%02x is not in base64's alphabet "
                  "(A-Z a-z 0-9 + /)", c);
      else
        snprintf (msg, 160, "'%c' is not in base64's alphabet (A-Z a-z "
                  "0-9 + /)", c);
      return -1;
    }
  return 0;
}

int
ss_lz_decompress_base64 (const char *s, size_t len, char **out,
                         size_t *out_len, long *at, char msg[160])
{
  dec d;
  memset (&d, 0, sizeof d);
  d.in.s = s;
  d.in.len = len;
  d.msg = msg;
  *out = 0;
  msg[0] = 0;
  if (check_alphabet (s, len, at, msg) < 0)
    return -1;
  if (len == 0)
    return snprintf (msg, 160, "no compressed data"), *at = 0, -1;
  int rc = decompress (&d);
  if (rc == 0 && !(*out = units_to_utf8 (d.out.u, d.out.n, out_len)))
    rc = dec_fail (&d, 0, "out of memory");
  if (rc == 0 && *out_len > (size_t) SS_LZ_MAX_UNITS)
    {
      free (*out), *out = 0;
      rc = dec_fail (&d, 0, "the decompressed text is longer than 4 MiB "
                     "(the limit)");
    }
  if (rc < 0)
    *at = d.err_at;
  free (d.out.u);
  free (d.dict);
  return rc;
}

/* ---- compressing ------------------------------------------------------------- */

typedef struct bits_out {
  char *s;
  size_t n, cap;
  int val, pos; /* the group being filled and its bits so far */
} bits_out;

typedef struct trie {
  uint32_t *key_node; /* (node + 1), 0 = empty slot */
  uint16_t *key_unit;
  uint32_t *child;
  uint8_t *create;    /* per code: a single unit not yet written out */
  size_t mask, used, ncreate;
} trie;

typedef struct enc {
  bits_out out;
  trie t;
  uint32_t size;     /* next code */
  int nbits;
  size_t enlarge;
  int oom;
} enc;

static const char alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static void
push_char (enc *e, char c)
{
  bits_out *o = &e->out;
  if (o->n + 2 > o->cap)
    {
      size_t cap = o->cap ? 2 * o->cap : 256;
      char *more = realloc (o->s, cap);
      if (!more)
        {
          e->oom = 1;
          return;
        }
      o->s = more;
      o->cap = cap;
    }
  o->s[o->n++] = c;
}

/* Bits fill a group from its highest; a full group is one character. */
static void
put_bit (enc *e, int bit)
{
  bits_out *o = &e->out;
  o->val = o->val << 1 | bit;
  if (++o->pos < 6)
    return;
  push_char (e, alphabet[o->val]);
  o->val = o->pos = 0;
}

static void
put_value (enc *e, unsigned long v, int n)
{
  for (int k = 0; k < n; k++, v >>= 1)
    put_bit (e, (int) (v & 1));
}

static void
enc_count (enc *e)
{
  if (--e->enlarge == 0)
    e->enlarge = (size_t) 1 << e->nbits++;
}

static size_t
slot (const trie *t, uint32_t node, uint16_t unit)
{
  uint64_t h = ((uint64_t) node * 0x9e3779b1u) ^ (unit * 0x85ebca6bu);
  size_t i = (size_t) (h ^ (h >> 17)) & t->mask;
  while (t->key_node[i]
         && (t->key_node[i] != node + 1 || t->key_unit[i] != unit))
    i = (i + 1) & t->mask;
  return i;
}

/* The child of node by unit, or 0 (the root is never a child). */
static uint32_t
trie_get (const trie *t, uint32_t node, uint16_t unit)
{
  size_t i = slot (t, node, unit);
  return t->key_node[i] ? t->child[i] : 0;
}

static void
trie_put (enc *e, uint32_t node, uint16_t unit, uint32_t child)
{
  trie *t = &e->t;
  size_t i = slot (t, node, unit);
  t->key_node[i] = node + 1;
  t->key_unit[i] = unit;
  t->child[i] = child;
  t->used++;
}

/* Writes code w (a literal the first time a single unit is written). */
static void
write_code (enc *e, uint32_t w, uint16_t unit)
{
  if (w < e->t.ncreate && e->t.create[w])
    {
      put_value (e, unit < 256 ? 0 : 1, e->nbits);
      put_value (e, unit, unit < 256 ? 8 : 16);
      enc_count (e);
      e->t.create[w] = 0;
    }
  else
    put_value (e, w, e->nbits);
  enc_count (e);
}

/* Room for the codes of n units: at most a single and a pair per unit. */
static int
trie_alloc (trie *t, size_t n)
{
  size_t entries = 2 * n + 3, cap = 1024;
  while (cap < 2 * entries)
    cap *= 2;
  t->mask = cap - 1;
  t->key_node = calloc (cap, sizeof *t->key_node);
  t->key_unit = calloc (cap, sizeof *t->key_unit);
  t->child = calloc (cap, sizeof *t->child);
  t->ncreate = entries;
  t->create = calloc (t->ncreate, 1);
  return t->key_node && t->key_unit && t->child && t->create ? 0 : -1;
}

static void
trie_free (trie *t)
{
  free (t->key_node);
  free (t->key_unit);
  free (t->child);
  free (t->create);
}

/* The LZW pass over the units; w is the current match (0: none yet),
 * w_unit its first unit. */
static void
compress_units (enc *e, const units *in)
{
  uint32_t w = 0;
  uint16_t w_unit = 0;
  for (size_t i = 0; i < in->n && !e->oom; i++)
    {
      uint16_t c = in->u[i];
      uint32_t single = trie_get (&e->t, 0, c);
      if (!single)
        {
          trie_put (e, 0, c, single = e->size++);
          e->t.create[single] = 1;
        }
      uint32_t wc = w ? trie_get (&e->t, w, c) : single;
      if (wc)
        {
          w_unit = w ? w_unit : c;
          w = wc;
          continue;
        }
      write_code (e, w, w_unit);
      trie_put (e, w, c, e->size++);
      w = single;
      w_unit = c;
    }
  if (w)
    write_code (e, w, w_unit);
  put_value (e, 2, e->nbits);
  do /* the last group, padded with zero bits (a whole one if none) */
    put_bit (e, 0);
  while (e->out.pos != 0);
}

char *
ss_lz_compress_base64 (const char *s, size_t len)
{
  units in = { 0, 0, 0 };
  enc e;
  memset (&e, 0, sizeof e);
  e.size = 3;
  e.nbits = 2;
  e.enlarge = 2;
  if (utf8_to_units (s, len, &in) < 0 || trie_alloc (&e.t, in.n) < 0)
    e.oom = 1;
  if (!e.oom)
    compress_units (&e, &in);
  while (!e.oom && e.out.n % 4)
    push_char (&e, '=');
  if (!e.oom)
    e.out.s[e.out.n] = 0;
  trie_free (&e.t);
  free (in.u);
  if (e.oom)
    free (e.out.s);
  return e.oom ? 0 : e.out.s;
}
