/* own_proof.h -- a SAT solver's own DRAT proof, checked against the CNF
 * it was given.
 *
 * Model: an external solver run with --sat-cmd '... %p' writes a DRAT
 * proof (text or binary, told apart by its first bytes as check-proof
 * does) into a file sudosat names.  Every UNSAT answer it gives must
 * come with a proof that sudosat's checker (proof/drat.h) verifies
 * against exactly the CNF file the solver read: a proof that is
 * missing, does not read, or does not refute the CNF is a finding, even
 * when the verdict is right (the SAT competitions reject such solvers).
 * When it fails, the CNF, the proof and the solver's output can be kept
 * in a folder of their own for the user to look at.
 */
#ifndef SS_OWN_PROOF_H
#define SS_OWN_PROOF_H

#include <stddef.h>

/* 1 when the proof at proof_path refutes the CNF at cnf_path; 0 when it
 * is missing (empty), does not read, or is rejected, with why saying
 * which ("lemma 3 (line 7) is not RUP/RAT"); -1 when memory ran out
 * (why says so).  Lemmas counts the proof's lemmas when it reads. */
int ss_own_proof_check (const char *cnf_path, const char *proof_path,
                        char *why, size_t size, long *lemmas);

/* Moves the files named in paths (0 entries skipped) into a new folder
 * TMPDIR/sudosat-PREFIX-XXXXXX under the names in names; its path into
 * dir.  0, or -1 (nothing moved). */
int ss_own_proof_keep (const char *prefix, const char *const *paths,
                       const char *const *names, int count, char *dir,
                       size_t size);

#endif
