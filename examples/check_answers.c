/* check_answers.c -- checks another solver's answers with sudosat's
 * reader and verifier: an example of the installed C library.
 *
 * Model: PUZZLES and ANSWERS are two files of records in any format
 * sudosat reads (line, block or token form); the N-th answer must be a
 * solution of the N-th puzzle: a full grid that keeps every given and
 * breaks no rule.  One line per pair: "ok", "wrong: WHY" or "error: ...".
 * Nothing here trusts the solver that wrote ANSWERS, which is the point.
 *
 *   cc check_answers.c $(pkg-config --cflags --libs sudosat)
 *   ./a.out puzzles.txt answers.txt
 *
 * Exit status: 0 every answer right, 1 a wrong or missing answer, 2 a
 * file that cannot be opened.
 */
#include <stdio.h>
#include <sudosat/sudosat.h>

/* One pair; returns 1 when the answer is right. */
static int
check_pair (const ss_record *puzzle, const ss_record *answer)
{
  if (!puzzle->ok || !answer->ok)
    {
      fputs ("error: ", stdout);
      ss_error_write (stdout, puzzle->ok ? &answer->err : &puzzle->err);
      putchar ('\n');
      return 0;
    }
  if (ss_verify_solution (&puzzle->grid, &answer->grid, 0) == 0)
    return puts ("ok"), 1;
  fputs ("wrong: ", stdout);
  ss_verify_solution (&puzzle->grid, &answer->grid, stdout);
  putchar ('\n');
  return 0;
}

static int
check_files (FILE *pf, const char *pname, FILE *af, const char *aname)
{
  ss_read_opts opts = { 0 };
  ss_reader *puzzles = ss_reader_new (pf, pname, &opts);
  ss_reader *answers = ss_reader_new (af, aname, &opts);
  ss_record p = { 0 }, a = { 0 };
  int bad = !puzzles || !answers;
  while (!bad && ss_reader_next (puzzles, &p) == 1)
    if (ss_reader_next (answers, &a) != 1)
      bad = printf ("wrong: no answer for record %ld\n", p.index) > 0;
    else
      bad = !check_pair (&p, &a);
  ss_record_free (&p);
  ss_record_free (&a);
  ss_reader_free (puzzles);
  ss_reader_free (answers);
  return bad;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: check_answers PUZZLES ANSWERS (sudosat %s)\n",
               SUDOSAT_VERSION);
      return 2;
    }
  FILE *pf = fopen (argv[1], "r"), *af = fopen (argv[2], "r");
  int code = 2;
  if (pf && af)
    code = check_files (pf, argv[1], af, argv[2]);
  else
    perror (pf ? argv[2] : argv[1]);
  if (pf)
    fclose (pf);
  if (af)
    fclose (af);
  return code;
}
