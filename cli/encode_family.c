/* encode_family.c -- checking encode's --family and --format (see
 * encode_teach.h). */
#include "encode_teach.h"

#include <string.h>

int
cli_encode_family (const char *arg, unsigned *set)
{
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    if (!strcmp (arg, ss_family_name ((ss_family) f)))
      return *set |= 1u << f, 0;
  fprintf (stderr, "sudosat: --family: '%s' is not a family; the families "
           "are:", arg);
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    fprintf (stderr, " %s", ss_family_name ((ss_family) f));
  fputc ('\n', stderr);
  return -1;
}

int
cli_encode_family_fits (unsigned set, const ss_encode_opts *o,
                        const ss_grid *g)
{
  unsigned have = ss_encoding_families (o->encoding);
  if (o->givens && !ss_encoding_reduced (o->encoding) && ss_grid_givens (g))
    have |= SS_FAM_BIT (GIVENS);
  for (int f = 0; f < SS_FAMILY_COUNT; f++)
    if ((set & (1u << f)) && !(have & (1u << f)))
      {
        cli_usage_error ("--family", "%s is not written by encoding %s%s",
                         ss_family_name ((ss_family) f),
                         ss_encoding_name (o->encoding),
                         f == SS_FAM_GIVENS ? " with these givens" : "");
        return -1;
      }
  return 0;
}

int
cli_encode_format_ok (const char *f, int propagate)
{
  static const char *plain[] = { "dimacs", "xc" };
  static const char *prop[] = { "text", "json", "table" };
  for (int i = 0; !propagate && i < 2; i++)
    if (!strcmp (f, plain[i]))
      return 1;
  for (int i = 0; propagate && i < 3; i++)
    if (!strcmp (f, prop[i]))
      return 1;
  return 0;
}
