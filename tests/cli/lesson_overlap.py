#!/usr/bin/env python3
"""lesson_overlap.py -- the killer lesson grid, checked as geometry.

Reads a lesson page's DOM after its script ran (chromium --dump-dom) and
checks that no pencil mark (text class "mark", drawn by the script) comes
near a cage: its glyph box must stay CLEAR px (2) away from every cage
total's white box (the rect before a text of class "cage-sum") and from
every dashed cage line (the lines of a g of class "cage", 1 px wide), and
each total's glyph must sit inside its own box.  A glyph box of a digit at font size f,
centred on x with its baseline at y: x +- 0.3f across, from y - 0.75f to
y + 0.05f down (digits have no descenders).  Prints "ok: M marks clear
of T totals and L cage lines", or one line per problem (exit 1).
"""
import re
import sys

CLEAR = 2.0


def num(tag, name):
    m = re.search(r'\s%s="([-0-9.e]+)"' % name, tag)
    return float(m.group(1)) if m else None


def glyph(tag, anchor_middle=True):
    x, y, f = num(tag, "x"), num(tag, "y"), num(tag, "font-size")
    left = x - 0.3 * f if anchor_middle else x
    right = x + 0.3 * f if anchor_middle else x + 0.6 * f * glyph.len
    return (left, y - 0.75 * f, right, y + 0.05 * f)


def meets(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a, b):
    return b[0] <= a[0] and a[2] <= b[2] and b[1] <= a[1] and a[3] <= b[3]


def main():
    dom = sys.stdin.read()
    marks = [glyph(t) for t in
             re.findall(r'<text[^>]*class="mark"[^>]*>', dom)]
    boxes, problems = [], []
    for rect, text, total in re.findall(
            r'(<rect[^>]*>)(?:</rect>)?\s*(<text[^>]*class="cage-sum"[^>]*>)'
            r'([^<]+)<', dom):
        box = (num(rect, "x"), num(rect, "y"),
               num(rect, "x") + num(rect, "width"),
               num(rect, "y") + num(rect, "height"))
        glyph.len = len(total)
        if not inside(glyph(text, anchor_middle=False), box):
            problems.append("total %s spills out of its box %s" % (total, box))
        boxes.append((box[0] - CLEAR, box[1] - CLEAR, box[2] + CLEAR,
                      box[3] + CLEAR))
    lines = []
    for group in re.findall(r'<g class="cage"[^>]*>(.*?)</g>', dom, re.S):
        for t in re.findall(r'<line[^>]*>', group):
            x1, y1, x2, y2 = (num(t, k) for k in ("x1", "y1", "x2", "y2"))
            w = 0.5 + CLEAR
            lines.append((min(x1, x2) - w, min(y1, y2) - w,
                          max(x1, x2) + w, max(y1, y2) + w))
    if not marks or not boxes or not lines:
        problems.append("nothing to check: %d marks, %d totals, %d cage "
                        "lines" % (len(marks), len(boxes), len(lines)))
    for m in marks:
        for b in boxes:
            if meets(m, b):
                problems.append("mark %s within %g px of a total box" % (m, CLEAR))
        for ln in lines:
            if meets(m, ln):
                problems.append("mark %s within %g px of a cage line" % (m, CLEAR))
    for p in problems[:20]:
        print(p)
    if problems:
        print("%d problems" % len(problems))
        return 1
    print("ok: %d marks clear of %d totals and %d cage lines"
          % (len(marks), len(boxes), len(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
