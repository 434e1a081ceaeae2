/* foreign.h -- what a loaded IPASIR library's failure does to the run:
 * a crash inside it, an exit () from it, or a solve that ignores
 * --timeout ends the process with exit 3 and one line naming the
 * library, never a crash of sudosat's own nor an exit code the library
 * chose.
 */
#ifndef SS_CLI_FOREIGN_H
#define SS_CLI_FOREIGN_H

/* Installs the handlers (once; cmd names the subcommand in messages). */
void cli_foreign_watch (const char *cmd);

#endif
