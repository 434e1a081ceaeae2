/* table.c -- every kind's encoder, one row per row of SS_KINDS: a kind
 * without its encoder/kinds/NAME.c does not link. */
#include "../variant.h"

static const ss_kind_enc *const rows[] = {
  0, /* SS_KIND_REGIONS: the box families walk the regions */
#define SS_KIND_ENC_ROW(id, name, flags, lo, hi, plo, phi, help)           \
  &ss_enc_##name,
  SS_KINDS (SS_KIND_ENC_ROW)
#undef SS_KIND_ENC_ROW
};

const ss_kind_enc *
ss_kind_enc_of (int kind)
{
  static const ss_kind_enc none = { 0, 0, "?", "?" };
  return kind > 0 && kind < SS_KIND_COUNT ? rows[kind] : &none;
}
