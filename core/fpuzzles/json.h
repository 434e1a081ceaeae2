/* json.h -- a small, bounded JSON reader for the f-puzzles format.
 *
 * Model: a JSON text becomes a document: a flat array of nodes, each
 * with its type, its first child and its next sibling (so a whole tree is
 * two allocations), and one buffer holding every decoded string and
 * object key.  Node 0 is the root.  Strings are decoded to UTF-8 (\uXXXX
 * escapes and surrogate pairs included; a lone surrogate becomes U+FFFD).
 *
 * The reader is strict JSON (RFC 8259) and bounded: the text, the nesting
 * depth, the number of values and the length of one number literal each
 * have a limit (SS_JSON_MAX_*), refused with its own message, so no
 * input costs unbounded memory or stack.  docs/limits.md lists them.
 */
#ifndef SS_FP_JSON_H
#define SS_FP_JSON_H

#include <stddef.h>

#define SS_JSON_MAX_BYTES (4L << 20) /* the text */
#define SS_JSON_MAX_DEPTH 32         /* arrays and objects inside others */
#define SS_JSON_MAX_VALUES 200000    /* values of every kind */
#define SS_JSON_MAX_NUMBER 40        /* characters of one number */

typedef enum {
  SS_JSON_NULL,
  SS_JSON_FALSE,
  SS_JSON_TRUE,
  SS_JSON_NUMBER,
  SS_JSON_STRING,
  SS_JSON_ARRAY,
  SS_JSON_OBJECT
} ss_json_type;

typedef struct ss_json_node {
  ss_json_type type;
  int first, next; /* first child, next sibling: node indices, -1 none */
  int count;       /* children (array items, object members) */
  long key;        /* a member's key: offset in the document's chars */
  long str;        /* a string's value: offset in the chars */
  size_t slen;     /* its length in bytes (it may hold "\u0000") */
  double num;      /* a number's value */
  long at;         /* byte offset in the text where the value starts */
  long key_at;     /* a member's: where its key starts, else -1 */
} ss_json_node;

typedef struct ss_json_doc {
  ss_json_node *node;
  int nnodes, cap;
  char *chars; /* NUL-terminated keys and strings */
  size_t nchars, ccap;
} ss_json_doc;

/* Parses text[0, len) into doc (zero it first).  0, or -1 with *at the
 * byte offset of the error and msg (at most 160 bytes) the reason; doc
 * is then freed.  The whole text must be one value with only white space
 * around it. */
int ss_json_parse (const char *text, size_t len, ss_json_doc *doc,
                   long *at, char msg[160]);
void ss_json_free (ss_json_doc *);

static inline const ss_json_node *
ss_json_at (const ss_json_doc *d, int i)
{
  return i >= 0 && i < d->nnodes ? &d->node[i] : 0;
}

/* A member's key, a string's value. */
static inline const char *
ss_json_key (const ss_json_doc *d, const ss_json_node *n)
{
  return d->chars + n->key;
}

static inline const char *
ss_json_str (const ss_json_doc *d, const ss_json_node *n)
{
  return d->chars + n->str;
}

/* The member named key of object node i, or -1. */
int ss_json_member (const ss_json_doc *, int i, const char *key);

/* 1-based line and column of byte offset at in text. */
void ss_json_position (const char *text, size_t len, long at, long *line,
                       long *col);

#endif
