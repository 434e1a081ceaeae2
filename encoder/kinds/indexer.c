/* indexer.c -- not encoded yet: refused by name. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_fail (k, c, "not encoded yet");
}

const ss_kind_enc ss_enc_indexer = { encode, 1, "not encoded yet", "-" };
