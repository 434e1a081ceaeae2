/* own_proof.c -- checking an external solver's own proof (see
 * own_proof.h). */
#include "own_proof.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../proof/drat.h"

static int
say (char *why, size_t size, int rc, const char *text)
{
  snprintf (why, size, "%s", text);
  return rc;
}

/* The checker's answer on the two open files. */
static int
check (FILE *cnf, FILE *proof, const char *proof_path, char *why,
       size_t size, long *lemmas)
{
  ss_error err;
  ss_drat_result res;
  ss_drat *ck = ss_drat_new (0);
  if (!ck)
    return say (why, size, -1, "out of memory checking the proof");
  ss_error_clear (&err);
  int rc = ss_drat_read_cnf (ck, cnf, "the CNF", &err);
  if (!rc)
    rc = ss_drat_read_proof (ck, proof, proof_path, &err);
  if (!rc)
    rc = ss_drat_check (ck, &res, &err);
  ss_drat_free (ck);
  if (rc == SS_DRAT_ENOMEM)
    return say (why, size, -1, err.msg);
  if (rc)
    {
      char *text = 0;
      size_t len = 0;
      FILE *m = open_memstream (&text, &len);
      if (m)
        ss_error_write (m, &err), fclose (m);
      snprintf (why, size, "the proof does not read: %s", text ? text
                                                              : err.msg);
      free (text);
      return 0;
    }
  *lemmas = res.stats.lemmas;
  if (res.verdict == SS_DRAT_VERIFIED)
    return 1;
  ss_drat_describe (&res, why, size);
  if (!strncmp (why, "rejected: ", 10)) /* the reason alone */
    memmove (why, why + 10, strlen (why + 10) + 1);
  return 0;
}

int
ss_own_proof_check (const char *cnf_path, const char *proof_path, char *why,
                    size_t size, long *lemmas)
{
  struct stat st;
  *lemmas = 0;
  why[0] = 0;
  if (stat (proof_path, &st) || st.st_size == 0)
    return say (why, size, 0, "no proof: the solver wrote nothing to %p");
  FILE *cnf = fopen (cnf_path, "rb"), *proof = fopen (proof_path, "rb");
  int rc = cnf && proof ? check (cnf, proof, proof_path, why, size, lemmas)
                        : say (why, size, 0, "the proof cannot be opened");
  if (cnf)
    fclose (cnf);
  if (proof)
    fclose (proof);
  return rc;
}

int
ss_own_proof_keep (const char *prefix, const char *const *paths,
                   const char *const *names, int count, char *dir,
                   size_t size)
{
  const char *tmp = getenv ("TMPDIR");
  snprintf (dir, size, "%s/sudosat-%s-XXXXXX", tmp && *tmp ? tmp : "/tmp",
            prefix);
  if (!mkdtemp (dir))
    return dir[0] = 0, -1;
  for (int k = 0; k < count; k++)
    {
      char to[1024];
      if (!paths[k] || !paths[k][0])
        continue;
      snprintf (to, sizeof to, "%s/%s", dir, names[k]);
      if (rename (paths[k], to) && errno != ENOENT)
        return -1;
    }
  return 0;
}
