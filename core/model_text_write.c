/* model_text_write.c -- a variant grid back as the text form (see
 * model_text.h): the grid in block form, then its regions, metadata and
 * one line per constraint, in the words model_text.c reads. */
#include "model_text.h"

#include <string.h>

#include "kinds.h"
#include "model.h"
#include "print.h"

typedef struct keyword_row {
  const char *word;
  int kind, fixed;
} keyword_row;

static const keyword_row keywords[] = {
#define SS_KEYWORD_ROW(word, id, fixed) { word, SS_KIND_##id, fixed },
  SS_KEYWORDS (SS_KEYWORD_ROW)
#undef SS_KEYWORD_ROW
};

/* The keyword that names c: one fixing its first parameter when there is
 * one (white for a difference of 1), else the kind's plain keyword. */
static const keyword_row *
keyword_for (const ss_con *c)
{
  const keyword_row *plain = 0;
  for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
    {
      const keyword_row *k = &keywords[i];
      if (k->kind != c->kind)
        continue;
      if (k->fixed != SS_NO_PARAM && c->nvals && k->fixed == c->val[0])
        return k;
      if (k->fixed == SS_NO_PARAM && !plain)
        plain = k;
    }
  return plain;
}

static void
write_regions (FILE *out, const ss_model *m)
{
  static const char sym[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvw"
                            "xyz0123456789";
  fputs ("regions\n", out);
  for (int r = 0; r < m->n; r++)
    {
      for (int c = 0; c < m->n; c++)
        {
          int g = m->region[r * m->n + c];
          fputc (g == SS_NO_REGION ? '.' : sym[g % (sizeof sym - 1)], out);
        }
      fputc ('\n', out);
    }
}

void
ss_model_text_param (FILE *out, const ss_con *c, int i)
{
  static const char *const family[] = { "white", "black", "xv" };
  static const char *const dir[] = { "dr", "dl", "ur", "ul" };
  static const char *const ties[] = { "unclued", "any", "none" };
  int v = c->val[i];
  if (c->kind == SS_KIND_NEGATIVE && v >= 0 && v <= 2)
    fprintf (out, " %s", family[v]);
  else if (c->kind == SS_KIND_FULLRANKTIES && v >= 0 && v <= 2)
    fprintf (out, " %s", ties[v]);
  else if (c->kind == SS_KIND_LITTLEKILLER && i == 1 && v >= 0 && v <= 3)
    fprintf (out, " %s", dir[v]);
  else
    fprintf (out, " %d", v);
}

static void
write_cells (FILE *out, int n, const ss_con *c)
{
  if (ss_con_clued (c))
    {
      fprintf (out, " r%dc%d", c->clue_r, c->clue_c);
      return;
    }
  for (int i = 0; i < c->ncells; i++)
    {
      if (c->split && i == c->split)
        fputs (c->kind == SS_KIND_CLONE ? " =" : " >", out);
      fprintf (out, " r%dc%d", c->cell[i] / n + 1, c->cell[i] % n + 1);
    }
}

static void
write_con (FILE *out, int n, const ss_con *c)
{
  const keyword_row *k = keyword_for (c);
  int first = k->fixed != SS_NO_PARAM;
  fputs (k->word, out);
  /* Sums and counts first, as a setter says them ("killer 15 ..."); a
   * little killer's direction after its clue. */
  int dir_last = c->kind == SS_KIND_LITTLEKILLER;
  for (int i = first; i < c->nvals - dir_last; i++)
    ss_model_text_param (out, c, i);
  write_cells (out, n, c);
  if (dir_last)
    ss_model_text_param (out, c, 1);
  fputc ('\n', out);
}

/* A metadata line: control characters (a newline from an f-puzzles
 * title) would end the line, so they are written as spaces. */
static void
write_text (FILE *out, const char *word, const char *text)
{
  fprintf (out, "%s ", word);
  for (; *text; text++)
    fputc ((unsigned char) *text < 0x20 ? ' ' : *text, out);
  fputc ('\n', out);
}

void
ss_model_text_write (FILE *out, const ss_grid *g, const ss_alphabet *a,
                     char blank)
{
  const ss_model *m = g->model;
  ss_write_block (out, g, a, blank);
  if (!m)
    return;
  if (m->irregular)
    write_regions (out, m);
  if (m->title)
    write_text (out, "title", m->title);
  if (m->author)
    write_text (out, "author", m->author);
  if (m->rules)
    write_text (out, "rules", m->rules);
  for (int i = 0; i < m->ncons; i++)
    write_con (out, g->n, &m->con[i]);
}
