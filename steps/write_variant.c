/* write_variant.c -- the variant steps in words and JSON (see
 * write_variant.h): houses by the model's names, constraints as the text
 * form writes them (kind, numbers, cells or clue), cage combinations as
 * digit sets, the rule of 45 as the houses it sums and the innies or
 * outies left.
 */
#include "write_variant.h"

#include "../core/kinds/meaning.h"
#include "../core/model.h"
#include "../core/model_text.h"

#define CON_CELLS 6 /* cells named before "... (K cells)" */

static int
house_of (const ss_path *p, int kind, int u)
{
  const ss_model *m = p->puzzle.model;
  return kind < SS_UNIT_HOUSE ? kind * p->puzzle.n + u
         : (m ? ss_model_first_extra (m) : 3 * p->puzzle.n) + u;
}

void
ss_stw_unit (FILE *out, const ss_path *p, int kind, int u)
{
  char name[64];
  ss_house_name (&p->puzzle, house_of (p, kind, u), name, sizeof name);
  fputs (name, out);
}

static void
write_cell (FILE *out, int n, int cell)
{
  fprintf (out, "r%dc%d", cell / n + 1, cell % n + 1);
}

typedef struct keyword_row {
  const char *word;
  int kind, fixed;
} keyword_row;

static const keyword_row keywords[] = {
#define SS_KEYWORD_ROW(word, id, fixed) { word, SS_KIND_##id, fixed },
  SS_KEYWORDS (SS_KEYWORD_ROW)
#undef SS_KEYWORD_ROW
};

/* The text form's keyword for c (one that fixes its first parameter when
 * there is one: "white", "x"); how many parameters it fixes. */
static const char *
keyword_for (const ss_con *c, int *fixed)
{
  const char *plain = ss_kind_name (c->kind);
  *fixed = 0;
  for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
    {
      const keyword_row *k = &keywords[i];
      if (k->kind == c->kind && k->fixed != SS_NO_PARAM && c->nvals
          && k->fixed == c->val[0])
        return *fixed = 1, k->word;
    }
  return plain;
}

void
ss_stw_con (FILE *out, const ss_path *p, int con)
{
  const ss_con *c = &p->puzzle.model->con[con];
  int n = p->puzzle.n, fixed;
  const char *word = keyword_for (c, &fixed);
  fputs (c->kind == SS_KIND_KILLER ? "killer cage" : word, out);
  int dir_last = c->kind == SS_KIND_LITTLEKILLER;
  for (int i = fixed; i < c->nvals - dir_last; i++)
    ss_model_text_param (out, c, i);
  if (ss_con_clued (c))
    fprintf (out, " r%dc%d", c->clue_r, c->clue_c);
  for (int i = 0; !ss_con_clued (c) && i < c->ncells && i < CON_CELLS; i++)
    {
      if (c->split && i == c->split)
        fputs (c->kind == SS_KIND_CLONE ? " =" : " >", out);
      fputc (' ', out), write_cell (out, n, c->cell[i]);
    }
  if (!ss_con_clued (c) && c->ncells > CON_CELLS)
    fprintf (out, " ... (%s%d cells)", ss_path_loop (c) ? "a loop of " : "",
             c->ncells - ss_path_loop (c));
  if (dir_last)
    ss_model_text_param (out, c, 1);
}

/* "row 3", "rows 1 to 3", "columns 4 to 6", else names joined. */
static void
write_houses (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n, h0 = f->houses[0], last = f->houses[f->nhouses - 1];
  int band = f->nhouses > 1 && h0 < 2 * n && last / n == h0 / n
             && last - h0 == f->nhouses - 1;
  if (band)
    {
      fprintf (out, "%s %d to %d", h0 < n ? "rows" : "columns", h0 % n + 1,
               last % n + 1);
      return;
    }
  for (int i = 0; i < f->nhouses; i++)
    {
      char name[64];
      ss_house_name (&p->puzzle, f->houses[i], name, sizeof name);
      fprintf (out, "%s%s", i ? " and " : "", name);
    }
}

void
ss_stw_head (FILE *out, const ss_path *p, const ss_step *f)
{
  if (f->tech == SS_TECH_RULE45)
    fputs (" in ", out), write_houses (out, p, f);
  else if (f->tech == SS_TECH_CAGE)
    fputs (" in ", out), ss_stw_con (out, p, f->con);
  else
    fputs (" (", out), ss_stw_con (out, p, f->con), fputc (')', out);
}

/* {1,5,9} */
static void
write_set (FILE *out, ss_bits b, int n)
{
  int first = 1;
  fputc ('{', out);
  for (int d = 1; d <= n; d++)
    if (ss_bits_has (b, d))
      fprintf (out, "%s%d", first ? "" : ",", d), first = 0;
  fputc ('}', out);
}

static void
write_sets (FILE *out, const ss_path *p, const ss_step *f)
{
  int shown = f->nsets < SS_CAGE_SETS ? f->nsets : SS_CAGE_SETS;
  fputs (": it holds ", out);
  for (int i = 0; i < shown; i++)
    {
      fputs (!i ? "" : i == f->nsets - 1 ? " or " : ", ", out);
      write_set (out, f->sets[i], p->puzzle.n);
    }
  if (f->nsets > shown)
    fprintf (out, " or one of %d more sets", f->nsets - shown);
}

/* "r1c1", "r1c1 and r1c2", "r1c1, r1c2 and r1c3" */
static void
write_cells (FILE *out, int n, const int *cells, int k)
{
  for (int i = 0; i < k; i++)
    fputs (!i ? "" : i == k - 1 ? " and " : ", ", out),
      write_cell (out, n, cells[i]);
}

static void
write_45 (FILE *out, const ss_path *p, const ss_step *f)
{
  int n = p->puzzle.n;
  const char *side = f->outies ? "outie" : "innie";
  fprintf (out, ": the open %s%s ", side, f->ncells > 1 ? "s" : "");
  write_cells (out, n, f->cells, f->ncells);
  if (f->ncells > 1)
    fprintf (out, " sum to %d", f->sum);
  else if (f->kind == SS_STEP_PLACE)
    fprintf (out, " holds %d", f->sum);
  else
    fprintf (out, " would have to hold %d", f->sum);
}

void
ss_stw_why (FILE *out, const ss_path *p, const ss_step *f)
{
  if (f->tech == SS_TECH_CAGE)
    write_sets (out, p, f);
  else if (f->tech == SS_TECH_RULE45)
    write_45 (out, p, f);
  else if (f->ncells)
    {
      fputs (": no candidate of ", out);
      write_cell (out, p->puzzle.n, f->cells[0]);
      fputs (" allows it", out);
    }
  else
    fputs (": its cells cannot be filled from their candidates with these "
           "digits", out);
}

void
ss_stw_broken (FILE *out, const ss_path *p, const ss_step *f)
{
  fputs ("no digits its cells can still take satisfy ", out);
  ss_stw_con (out, p, f->con);
}

static void
json_con (FILE *out, const ss_path *p, int con)
{
  fputs (",\"constraint\":\"", out);
  ss_stw_con (out, p, con);
  fputc ('"', out);
}

static void
json_sets (FILE *out, const ss_path *p, const ss_step *f)
{
  fprintf (out, ",\"sum\":%d,\"combinations\":[", f->sum);
  for (int i = 0; i < f->nsets; i++)
    {
      int first = 1;
      fputs (i ? ",[" : "[", out);
      for (int d = 1; d <= p->puzzle.n; d++)
        if (ss_bits_has (f->sets[i], d))
          fprintf (out, "%s%d", first ? "" : ",", d), first = 0;
      fputc (']', out);
    }
  fputc (']', out);
}

static void
json_45 (FILE *out, const ss_path *p, const ss_step *f)
{
  fputs (",\"houses\":[", out);
  for (int i = 0; i < f->nhouses; i++)
    {
      char name[64];
      ss_house_name (&p->puzzle, f->houses[i], name, sizeof name);
      fprintf (out, "%s\"%s\"", i ? "," : "", name);
    }
  fprintf (out, "],\"side\":\"%s\",\"sum\":%d",
           f->outies ? "outies" : "innies", f->sum);
}

void
ss_stw_json (FILE *out, const ss_path *p, const ss_step *f)
{
  if (f->con >= 0)
    json_con (out, p, f->con);
  if (f->tech == SS_TECH_CAGE)
    json_sets (out, p, f);
  else if (f->tech == SS_TECH_RULE45)
    json_45 (out, p, f);
}
