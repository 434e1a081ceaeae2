/* palindrome.c -- a palindrome is a grey line with no bulb (a thermometer
 * has one). */
#include "draw.h"

void
ss_draw_palindrome (ss_draw *d, const ss_con *c)
{
  if (d->layer == SS_DRAW_LEGEND)
    ss_draw_say (d, "Palindrome (grey line, no bulb): reads the same from "
                 "either end.");
  if (d->layer == SS_DRAW_LINES)
    ss_draw_path (d, c->cell, c->ncells, "#b0b0b0", 0.18, 0, 0);
}
