/* kinds_text.c -- a set of kinds as the words a message uses (see
 * model.h). */
#include <stdio.h>

#include "model.h"

void
ss_kinds_text (uint64_t mask, char *buf, size_t len)
{
  size_t at = 0;
  if (len)
    buf[0] = 0;
  for (int k = 0; k < SS_KIND_COUNT && at < len; k++)
    if (mask & SS_KIND_BIT (k))
      at += (size_t) snprintf (buf + at, len - at, "%s%s", at ? ", " : "",
                               k == SS_KIND_REGIONS ? "irregular regions"
                                                    : ss_kind_name (k));
  if ((mask & SS_KIND_BIT (SS_KIND_NOREGION)) && at < len)
    snprintf (buf + at, len - at, "%scells in no region", at ? ", " : "");
}
