/* explain_variant.c -- the variant rules' section of `encode --explain`
 * (explain_variant.h). */
#include "explain_variant.h"

#include <stdlib.h>
#include <string.h>

#include "../core/model.h"
#include "variant.h"
#include "wrap.h"

void
ss_vsamples_init (ss_vsamples *v)
{
  memset (v, 0, sizeof *v);
  for (int f = 0; f < SS_FAMILY_ALL - SS_FAMILY_COUNT; f++)
    v->fam[f].group = -1;
}

void
ss_vsamples_free (ss_vsamples *v)
{
  for (long i = 0; i < v->nlabels; i++)
    free (v->label[i]);
  free (v->label);
  v->label = 0;
  v->nlabels = 0;
}

void
ss_vsamples_clause (ss_vsamples *v, int f, int g, const int *lits, int len)
{
  ss_vsample *s = &v->fam[f - SS_FAMILY_COUNT];
  if (s->group < 0)
    s->group = g;
  if (g != s->group)
    return;
  if (s->kept < SS_VSAMPLE_KEEP)
    {
      int keep = len < SS_VSAMPLE_LEN ? len : SS_VSAMPLE_LEN;
      memcpy (s->lits[s->kept], lits, (size_t) keep * sizeof *lits);
      s->len[s->kept] = keep;
      s->full[s->kept++] = len;
    }
  s->count++;
}

int
ss_vsamples_label (ss_vsamples *v, long var, const char *name)
{
  if (var >= v->nlabels)
    {
      long size = var + 1 > 2 * v->nlabels ? var + 1 : 2 * v->nlabels;
      char **l = realloc (v->label, (size_t) size * sizeof *l);
      if (!l)
        return v->oom = 1, 0; /* the words fall back to a number */
      memset (l + v->nlabels, 0, (size_t) (size - v->nlabels) * sizeof *l);
      v->label = l;
      v->nlabels = size;
    }
  free (v->label[var]);
  v->label[var] = strdup (name);
  return 0;
}

const char *
ss_vsamples_name (const ss_vsamples *v, long var)
{
  return var < v->nlabels ? v->label[var] : 0;
}

/* ---- the section ---- */

static const char *
how (int f)
{
  if (f == SS_VFAM_EXTRA_ALO || f == SS_VFAM_EXTRA_AMO)
    return "Each extra house (a diagonal, a disjoint group, an extra region "
           "of N cells) is one more house like a row: each digit at least "
           "once (one clause of its N cells) and at most once (the chosen "
           "at-most-one).";
  if (f == SS_VFAM_GROUP_AMO)
    return "A killer cage, a renban line and an extra region of fewer than "
           "N cells hold no digit twice: for each digit, at most one of "
           "their cells (the chosen at-most-one), but no \"at least once\".";
  if (f == SS_VFAM_ORDER)
    return "Order literals [c>=t] (\"cell c holds t or more\") for the cells "
           "that need them, defined by the cell's digits both ways (the "
           "regular encoding): [c>=t+1] -> [c>=t], c=d -> [c>=d] and not "
           "[c>=d+1], [c>=t] -> c=t or [c>=t+1].  Inequalities and sums "
           "become short clauses over them.";
  return ss_kind_enc_of (f - SS_VFAM_KINDS + 1)->how;
}

/* Constraint i as "difference #5 (r1c2-r1c3)": its number in the
 * puzzle's list of rules marked as a number, not read as a parameter,
 * and its first cells (a global kind has none). */
static void
con_name (const ss_model *m, int i, char *buf, int len)
{
  const ss_con *c = &m->con[i];
  int at = snprintf (buf, (size_t) len, "%s #%d", ss_kind_name (c->kind),
                     i + 1);
  int shown = c->ncells < 4 ? c->ncells : 3;
  for (int k = 0; k < shown && at < len; k++)
    at += snprintf (buf + at, (size_t) (len - at), "%sr%dc%d",
                    k ? "-" : " (", c->cell[k] / m->n + 1,
                    c->cell[k] % m->n + 1);
  if (c->ncells > shown && at < len)
    at += snprintf (buf + at, (size_t) (len - at), "-... %d cells",
                    c->ncells);
  if (shown && at < len)
    snprintf (buf + at, (size_t) (len - at), ")");
}

/* What group g of family f is, in words. */
static void
group_name (const ss_grid *p, int f, int g, char *buf, int len)
{
  const ss_model *m = p->model;
  int n = p->n;
  char house[48], con[80];
  if (f == SS_VFAM_EXTRA_ALO || f == SS_VFAM_EXTRA_AMO)
    {
      ss_house_name (p, ss_model_first_extra (m) + g / n, house,
                     sizeof house);
      snprintf (buf, (size_t) len, "%s, digit %d", house, g % n + 1);
    }
  else if (f == SS_VFAM_GROUP_AMO)
    {
      con_name (m, g / n, con, sizeof con);
      snprintf (buf, (size_t) len, "%.72s, digit %d", con, g % n + 1);
    }
  else if (f == SS_VFAM_ORDER)
    snprintf (buf, (size_t) len, "cell r%dc%d", g / n + 1, g % n + 1);
  else
    con_name (m, g, buf, len);
}

static void
literal_words (const ss_vsamples *v, const ss_varmap *map, int lit,
               char *buf, size_t size)
{
  int r, c, d;
  long var = labs ((long) lit);
  size_t at = strlen (buf);
  const char *name = ss_vsamples_name (v, var);
  if (ss_varmap_cell (map, var, &r, &c, &d))
    snprintf (buf + at, size - at, "r%dc%d %s %d", r + 1, c + 1,
              lit > 0 ? "=" : "!=", d);
  else if (name)
    snprintf (buf + at, size - at, lit > 0 ? "[%s]" : "not [%s]", name);
  else
    snprintf (buf + at, size - at, "%sa%ld", lit > 0 ? "" : "not ", var);
}

static void
write_clause (FILE *out, const ss_vsamples *v, const ss_varmap *map,
              const int *lits, int len, int full)
{
  char words[2048] = "";
  fputs ("    DIMACS  ", out);
  for (int i = 0; i < len; i++)
    fprintf (out, "%d ", lits[i]);
  fputs (full > len ? "... 0\n" : "0\n", out);
  if (!full)
    strcpy (words, "(the empty clause: the rule cannot hold)");
  for (int i = 0; i < len; i++)
    {
      if (i)
        strcat (words, " or ");
      literal_words (v, map, lits[i], words, sizeof words - 16);
    }
  if (full > len)
    strcat (words, " or ...");
  ss_wrap (out, "    words   ", "              ", 76, words);
}

static void
write_family (FILE *out, const ss_vsamples *v, const ss_grid *p,
              const ss_encode_info *in, const ss_varmap *map, int f)
{
  const ss_vsample *s = &v->fam[f - SS_FAMILY_COUNT];
  char text[1200], group[96];
  snprintf (text, sizeof text, "%s (%ld clauses, %ld new variables): %s",
            ss_family_name ((ss_family) f), in->family_clauses[f],
            in->family_aux[f], how (f));
  ss_wrap (out, "  ", "  ", 76, text);
  if (s->group < 0)
    {
      fputs ("    (no clauses: the givens settle it)\n\n", out);
      return;
    }
  group_name (p, f, s->group, group, sizeof group);
  fprintf (out, "    %s: %s%d of its %ld clauses\n", group,
           s->count > s->kept ? "the first " : "", s->kept, s->count);
  for (int i = 0; i < s->kept; i++)
    write_clause (out, v, map, s->lits[i], s->len[i], s->full[i]);
  fputc ('\n', out);
}

int
ss_vsamples_has_sums (const ss_grid *g)
{
  for (int k = 1; k < SS_KIND_COUNT; k++)
    if ((g->model->kinds & SS_KIND_BIT (k)) && (ss_kind_flags (k) & SS_KF_SUM))
      return 1;
  return 0;
}

/* What the sums of the puzzle are encoded with, and the rule of 45's
 * implied sums where there are killer cages. */
static void
sums_text (char *buf, size_t size, const ss_grid *puzzle,
           const ss_encode_opts *o)
{
  char how[300];
  if (o->sum != SS_SUM_AUTO)
    snprintf (how, sizeof how, "the %s encoding (--sum): %s",
              ss_sum_name (o->sum), ss_sum_help (o->sum));
  else
    snprintf (how, sizeof how, "each kind's default encoding (--sum names "
              "one for all): combinations for cages and arrows, a "
              "sequential counter for little killers, X-sums and "
              "sandwiches, a totalizer for skyscrapers");
  int r45 = (puzzle->model->kinds & SS_KIND_BIT (SS_KIND_KILLER))
            && !o->no_implied;
  snprintf (buf, size, "  Sums use %s.%s", how,
            r45 ? "  The killer family also holds the setter's rule of "
                  "45: the innies and outies of every house and of bands "
                  "of up to 8 rows or columns, as sums of their own.  The "
                  "cages and houses imply them (they remove no solution); "
                  "they let unit propagation see what a setter sees." : "");
}

void
ss_vsamples_write (FILE *out, const ss_vsamples *v, const ss_grid *puzzle,
                   const ss_encode_info *in, const ss_varmap *map,
                   int section)
{
  char text[900], sums[600] = "";
  fprintf (out, "%d. The variant rules\n\n", section);
  if (ss_vsamples_has_sums (puzzle))
    sums_text (sums, sizeof sums, puzzle, &in->opts);
  snprintf (text, sizeof text, "The puzzle's rules beyond rows, columns "
            "and %s are clause families of their own, one per kind, over "
            "the same cell-digit variables.%s",
            puzzle->model->irregular ? "regions" : "boxes", sums);
  ss_wrap (out, "  ", "  ", 76, text);
  fputc ('\n', out);
  for (int f = SS_FAMILY_COUNT; f < SS_FAMILY_ALL; f++)
    if (in->vfamilies & SS_VFAM_BIT (f))
      write_family (out, v, puzzle, in, map, f);
}
