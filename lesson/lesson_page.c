/* lesson_page.c -- the fixed parts of the lesson page: its style and its
 * script (see lesson.h).  Kept as arrays of lines so no string literal
 * grows past what C compilers must accept.
 *
 * The script reads window.SUDOSAT (written by lesson.c):
 *   n, R, C          the side and the box
 *   puzzle[]         the givens, row-major, 0 = blank
 *   core[]           cells of the unsat core (empty when there is none)
 *   steps[]          {t: words, k: "p" place | "e" eliminate | "x" end,
 *                     c, d: the cell and digit, e: struck candidates as
 *                     cell*n + d-1, f: pattern cells, r: reason cells}
 *   lits[]           the CNF, each clause ended by 0 (null: too big)
 *   fams[]           {name, first, count}: where each family starts
 *   nvars, primary   variables; orig[] maps a reduced variable to its
 *                    number x(r,c,d) (null: the identity)
 *   houses[]         (a variant puzzle) each house's cells: a cell's
 *                    peers are the cells it shares a house with
 *   gx[], steps[].x  (a variant puzzle) the candidates the givens and a
 *                    placement strike through the rules, beyond the
 *                    houses
 *   noClauses        (a variant puzzle) why the cell panel lists none
 * It draws placed digits and pencil marks over the static picture, and
 * fills the cell panel and the step list.  A variant puzzle's script is
 * the same but for the lines of the variant table below, which take the
 * place of the classic lines they name (so a classic page stays byte for
 * byte what it was).
 */
#include "lesson.h"

static const char *const style[] = {
  "body { font-family: sans-serif; margin: 1.5em; color: #222;",
  "  max-width: 78em; }",
  "h1 { font-size: 1.5em; margin-bottom: 0.2em; }",
  "h2 { font-size: 1.15em; margin: 0.8em 0 0.3em; }",
  ".lead { color: #444; }",
  ".cols { display: flex; flex-wrap: wrap; gap: 2em; }",
  ".left { flex: 0 0 auto; }",
  ".right { flex: 1 1 24em; min-width: 20em; }",
  ".formula { font-size: 1.2em; font-family: serif; margin-left: 2em; }",
  "table { border-collapse: collapse; }",
  "td, th { border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: left; }",
  "#controls { margin: 0.6em 0; }",
  "#controls button { font-size: 1em; }",
  "#step-text { max-width: 34em; min-height: 3em; }",
  "#cell-clauses { max-height: 26em; overflow-y: auto; border: 1px solid",
  "  #ddd; padding: 0.3em; }",
  ".clause { font-size: 0.9em; white-space: nowrap; }",
  ".clause code { display: inline-block; min-width: 12em; color: #333; }",
  "#step-list li { cursor: pointer; margin: 0.15em 0; }",
  "#step-list li.current { background: #ffe08a; }",
  ".chain li { margin: 0.15em 0; }",
  "#core { background: #fff6e5; padding: 0.2em 1em; }",
  0
};

/* The lines a variant puzzle's script replaces. */
static const char peers_1[] =
  "function peers(i, j) { return Math.floor(i / N) === Math.floor(j / N) ||";
static const char peers_2[] = "  i % N === j % N || box(i) === box(j); }";
static const char givens_placed[] =
  "  for (i = 0; i < cells; i++) if (D.puzzle[i]) place(i, D.puzzle[i]);";
static const char step_placed[] =
  "    if (t.k === 'p') { place(t.c, t.d); by[t.c] = s + 1; }";
static const char no_clauses[] =
  "  if (!occ) { box2.textContent = 'Clauses are listed for grids up to "
  "16x16.'; return; }";
static const char step_label[] =
  "    text(x + 3, y + w * 0.25, w * 0.22, '#c0392b', st.by[i], 'label');";
static const char mark_slot[] =
  "    var sw = w / mcols, sh = w / mrows, sr = Math.floor((d - 1) / "
  "mcols), sc = (d - 1) % mcols;";
static const char mark_text[] =
  "    text(x + (sc + 0.5) * sw, y + (sr + 0.5) * sh + sh * 0.2, "
  "Math.min(sh, sw) * 0.55,";

static const struct {
  const char *classic, *variant;
} variant_lines[] = {
  { peers_1, "var at = []; for (var c = 0; c < N * N; c++) at.push([]);\n"
             "D.houses.forEach(function (h, k) { h.forEach(function (c) { "
             "at[c].push(k); }); });" },
  { peers_2, "function peers(i, j) { return at[i].some(function (k) { "
             "return at[j].indexOf(k) >= 0; }); }" },
  { givens_placed, "  function rule(x) { cand[x] = 0; }\n"
                   "  for (i = 0; i < cells; i++) if (D.puzzle[i]) "
                   "place(i, D.puzzle[i]);\n  D.gx.forEach(rule);" },
  { step_placed, "    if (t.k === 'p') { place(t.c, t.d); by[t.c] = s + 1; "
                 "t.x.forEach(rule); }" },
  { no_clauses, "  if (!occ) { box2.textContent = D.noClauses; return; }" },
  /* marks inside D.marks (left, top, right, bottom of the cell), clear of
   * cage outlines and totals; the step label in the top right corner */
  { step_label, "    text(x + w * 0.75, y + w * 0.25, w * 0.18, '#c0392b', "
                "st.by[i], 'label');" },
  { mark_slot, "    var B = D.marks, sw = w * (B[2] - B[0]) / mcols, sh = w "
               "* (B[3] - B[1]) / mrows,\n"
               "      sr = Math.floor((d - 1) / mcols), sc = (d - 1) % mcols;" },
  { mark_text, "    text(x + w * B[0] + (sc + 0.5) * sw, y + w * B[1] + (sr "
               "+ 0.5) * sh + sh * 0.2,\n"
               "         Math.min(sh * 0.75, sw * 0.6)," },
};

static const char *const script[] = {
  "(function () {",
  "'use strict';",
  "var D = window.SUDOSAT, N = D.n, cells = N * N, step = 0, selected = -1;",
  "var NS = 'http://www.w3.org/2000/svg', dense = null;",
  "function name(i) { return 'r' + (Math.floor(i / N) + 1) + 'c' + (i % N + "
    "1); }",
  "function box(i) { var r = Math.floor(i / N), c = i % N;",
  "  return Math.floor(r / D.R) * D.R + Math.floor(c / D.C); }",
  peers_1,
  peers_2,
  "var rects = [], isCore = {};",
  "for (var i = 0; i < cells; i++) "
    "rects.push(document.getElementById('cell-' + name(i)));",
  "D.core.forEach(function (c) { isCore[c] = 1; });",
  "var layer = document.createElementNS(NS, 'g');",
  "layer.setAttribute('pointer-events', 'none');",
  "rects[0].parentNode.appendChild(layer);",
  "var mcols = 1; while (mcols * mcols < N) mcols++;",
  "var mrows = Math.ceil(N / mcols);",
  /* clauses: where each starts, and which mention each variable */
  "var starts = [], occ = null;",
  "if (D.lits) {",
  "  occ = []; for (var v = 0; v <= D.nvars; v++) occ.push([]);",
  "  for (var k = 0, s = 0, c = 0; k < D.lits.length; k++) {",
  "    if (D.lits[k] === 0) { starts.push(s); s = k + 1; c++; }",
  "    else occ[Math.abs(D.lits[k])].push(c); } }",
  "function famOf(c) { for (var f = D.fams.length - 1; f >= 0; f--)",
  "  if (c >= D.fams[f].first) return D.fams[f].name; return '?'; }",
  "function varOf(i, d) { var v = i * N + d; if (!D.orig) return v;",
  "  if (!dense) { dense = {}; for (var p = 1; p <= D.primary; p++) "
    "dense[D.orig[p - 1]] = p; }",
  "  return dense[v] || 0; }",
  "function litText(l) { var v = Math.abs(l);",
  "  var o = D.orig ? (v <= D.primary ? D.orig[v - 1] : 0) : (v <= cells * "
    "N ? v : 0);",
  "  if (!o) return (l < 0 ? 'not ' : '') + 'aux' + v;",
  "  var i = Math.floor((o - 1) / N), d = (o - 1) % N + 1;",
  "  return name(i) + (l > 0 ? '=' : '\\u2260') + d; }",
  "function clauseLine(c) { var a = [], w = [];",
  "  for (var k = starts[c]; D.lits[k] !== 0; k++) { a.push(D.lits[k]); "
    "w.push(litText(D.lits[k])); }",
  "  var div = document.createElement('div'), code = "
    "document.createElement('code');",
  "  div.className = 'clause'; code.textContent = a.join(' ') + ' 0';",
  "  div.appendChild(code); div.appendChild(document.createTextNode(' ' + "
    "(w.length ? w.join(' \\u2228 ') : '(empty)')));",
  "  return div; }",
  /* the grid after k steps */
  "function state(k) {",
  "  var val = D.puzzle.slice(), cand = [], by = [];",
  "  for (var i = 0; i < cells * N; i++) cand.push(1);",
  "  function place(i, d) { val[i] = d;",
  "    for (var j = 0; j < cells; j++) if (peers(i, j)) cand[j * N + d - 1] "
    "= 0;",
  "    for (var e = 1; e <= N; e++) cand[i * N + e - 1] = 0; }",
  givens_placed,
  "  for (var s = 0; s < k; s++) { var t = D.steps[s];",
  step_placed,
  "    else if (t.k === 'e') t.e.forEach(function (x) { cand[x] = 0; }); }",
  "  return { val: val, cand: cand, by: by }; }",
  "function text(x, y, size, fill, s, cls) {",
  "  var t = document.createElementNS(NS, 'text');",
  "  t.setAttribute('x', x); t.setAttribute('y', y); "
    "t.setAttribute('font-size', size);",
  "  t.setAttribute('fill', fill); t.setAttribute('class', cls); "
    "t.textContent = s;",
  "  layer.appendChild(t); }",
  "function drawCell(st, i, cur) {",
  "  var rc = rects[i], x = +rc.getAttribute('x'), y = +rc.getAttribute('y');",
  "  var w = +rc.getAttribute('width');",
  "  if (st.val[i] && !D.puzzle[i]) {",
  "    text(x + w / 2, y + w / 2 + w * 0.21, w * 0.6, '#1f5fbf', st.val[i], "
    "'filled');",
  step_label,
  "    return; }",
  "  if (st.val[i] || N > 16) return;",
  "  for (var d = 1; d <= N; d++) if (st.cand[i * N + d - 1]) {",
  mark_slot,
  "    var hit = cur && cur.k === 'e' && cur.e.indexOf(i * N + d - 1) >= 0;",
  mark_text,
  "         hit ? '#c0392b' : '#777', d, 'mark'); } }",
  /* struck candidates show in red at the step that strikes them: draw
   * the state before the step, mark what it takes away */
  "function draw() {",
  "  var cur = step ? D.steps[step - 1] : null;",
  "  var st = state(cur && cur.k === 'e' ? step - 1 : step), focus = {}, "
    "why = {};",
  "  while (layer.firstChild) layer.removeChild(layer.firstChild);",
  "  if (cur) { if (cur.c >= 0) focus[cur.c] = 1;",
  "    cur.e.forEach(function (x) { focus[Math.floor(x / N)] = 1; });",
  "    cur.r.forEach(function (c) { why[c] = 1; }); }",
  "  for (var i = 0; i < cells; i++) { var rc = rects[i];",
  "    rc.setAttribute('fill', focus[i] ? '#ffe08a' : why[i] ? '#cfe3ff' : "
    "isCore[i] ? '#ffd27f' : '#ffffff');",
  "    rc.setAttribute('stroke', i === selected ? '#c0392b' : 'none');",
  "    rc.setAttribute('stroke-width', 3);",
  "    drawCell(st, i, cur); }",
  "  document.getElementById('where').textContent = 'step ' + step + ' of ' "
    "+ D.steps.length;",
  "  document.getElementById('step-text').textContent = cur ? cur.t :",
  "    'The givens.' + (D.steps.length ? ' Press forward for step 1.' : '');",
  "  var items = document.getElementById('step-list').children;",
  "  for (var k = 0; k < items.length; k++) items[k].className = k === step "
    "- 1 ? 'current' : ''; }",
  "function go(k) { step = Math.max(0, Math.min(D.steps.length, k)); draw();",
  "  if (selected >= 0) showCell(selected); }",
  /* the cell panel */
  "function showCell(i) {",
  "  var st = state(step), vars = document.getElementById('cell-vars');",
  "  var box2 = document.getElementById('cell-clauses');",
  "  document.getElementById('cell-name').textContent = name(i);",
  "  vars.textContent = ''; box2.textContent = '';",
  "  var tbl = document.createElement('table'), seen = {}, list = [];",
  "  tbl.innerHTML = '<tr><th>digit</th><th>variable</th><th>at this "
    "step</th></tr>';",
  "  for (var d = 1; d <= N; d++) { var v = varOf(i, d), tr = "
    "document.createElement('tr');",
  "    var now = st.val[i] === d ? (D.puzzle[i] ? 'given' : 'placed') : "
    "st.val[i] ? 'false' :",
  "      st.cand[i * N + d - 1] ? 'candidate' : 'struck';",
  "    [d, v ? 'x(' + Math.floor(i / N) + ',' + (i % N) + ',' + d + ') = ' "
    "+ v : 'fixed (no variable)', now]",
  "      .forEach(function (s) { var td = document.createElement('td'); "
    "td.textContent = s; tr.appendChild(td); });",
  "    tbl.appendChild(tr);",
  "    if (v && occ) occ[v].forEach(function (c) { if (!seen[c]) { seen[c] "
    "= 1; list.push(c); } }); }",
  "  vars.appendChild(tbl);",
  no_clauses,
  "  list.sort(function (a, b) { return a - b; });",
  "  var head = document.createElement('p');",
  "  head.textContent = list.length + ' clauses mention these variables:';",
  "  box2.appendChild(head);",
  "  var fam = null;",
  "  list.forEach(function (c) { if (famOf(c) !== fam) { fam = famOf(c);",
  "      var h = document.createElement('h3'); h.textContent = fam; "
    "h.className = 'family';",
  "      box2.appendChild(h); }",
  "    box2.appendChild(clauseLine(c)); }); }",
  "function select(i) { selected = i; draw(); showCell(i); }",
  "rects.forEach(function (rc, i) { rc.style.cursor = 'pointer';",
  "  rc.addEventListener('click', function () { select(i); }); });",
  /* the step list and the controls */
  "var ol = document.getElementById('step-list');",
  "D.steps.forEach(function (t, k) { var li = document.createElement('li');",
  "  li.textContent = t.t.replace(/^[0-9]+\\. /, ''); "
    "li.addEventListener('click', function () { go(k + 1); });",
  "  ol.appendChild(li); });",
  "document.getElementById('first').onclick = function () { go(0); };",
  "document.getElementById('prev').onclick = function () { go(step - 1); };",
  "document.getElementById('next').onclick = function () { go(step + 1); };",
  "document.getElementById('last').onclick = function () { "
    "go(D.steps.length); };",
  "document.addEventListener('keydown', function (e) {",
  "  if (e.key === 'ArrowRight') go(step + 1); else if (e.key === "
    "'ArrowLeft') go(step - 1); });",
  /* #step=K and #cell=rRcC select on load (the browser tests use them) */
  "location.hash.replace(/^#/, '').split('&').forEach(function (kv) {",
  "  var p = kv.split('=');",
  "  if (p[0] === 'step') go(parseInt(p[1], 10) || 0);",
  "  var m = p[0] === 'cell' && /^r([0-9]+)c([0-9]+)$/.exec(p[1] || '');",
  "  if (m) { var i = (m[1] - 1) * N + (m[2] - 1);",
  "    if (i >= 0 && i < cells) rects[i].dispatchEvent(new "
    "MouseEvent('click', { bubbles: true })); } });",
  "draw();",
  "if (selected >= 0) showCell(selected);",
  "})();",
  0
};

static void
lines (FILE *out, const char *const *v)
{
  for (; *v; v++)
    fputs (*v, out), fputc ('\n', out);
}

void
ss_lesson_style (FILE *out)
{
  lines (out, style);
}

/* line, or the variant line that replaces it. */
static const char *
variant_line (const char *line)
{
  for (size_t i = 0; i < sizeof variant_lines / sizeof *variant_lines; i++)
    if (line == variant_lines[i].classic)
      return variant_lines[i].variant;
  return line;
}

void
ss_lesson_script (FILE *out, int variant)
{
  if (!variant)
    {
      lines (out, script);
      return;
    }
  for (const char *const *v = script; *v; v++)
    fputs (variant_line (*v), out), fputc ('\n', out);
}
