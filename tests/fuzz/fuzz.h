/* fuzz.h -- what the libFuzzer harnesses share.
 *
 * Model: each tests/fuzz/fuzz_NAME.c defines LLVMFuzzerTestOneInput for
 * one reader or one oracle, is built with clang -fsanitize=fuzzer,
 * address,undefined against an instrumented library (make fuzz-build),
 * and is run by scripts/fuzz.sh with the seeds and dictionary its row in
 * tests/fuzz/harnesses names.  A harness fails in one of three ways, all
 * of which libFuzzer turns into a saved crash input: a sanitizer report,
 * a leak, or FUZZ_CHECK -- an oracle the harness states about the code
 * under test (a reader's promise, two solvers that disagree).
 */
#ifndef SS_FUZZ_H
#define SS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stops the run with the broken promise on stderr; libFuzzer keeps the
 * input as crash-* under the artifact prefix. */
#define FUZZ_CHECK(cond, ...)                                              \
  do                                                                       \
    {                                                                      \
      if (!(cond))                                                         \
        {                                                                  \
          fprintf (stderr, "oracle failed: %s:%d: ", __FILE__, __LINE__);  \
          fprintf (stderr, __VA_ARGS__);                                   \
          fputc ('\n', stderr);                                            \
          abort ();                                                        \
        }                                                                  \
    }                                                                      \
  while (0)

/* The input as a read-only stream (NUL bytes included); 0 only when
 * memory ran out, which a harness treats as "nothing to test". */
static inline FILE *
fuzz_stream (const uint8_t *data, size_t size)
{
  static char empty[1];
  return fmemopen (size ? (void *) data : empty, size, "r");
}

/* The input as a NUL-terminated string, cut at its first NUL. */
static inline char *
fuzz_string (const uint8_t *data, size_t size)
{
  char *s = malloc (size + 1);
  if (s)
    {
      memcpy (s, data, size);
      s[size] = 0;
    }
  return s;
}

#endif
