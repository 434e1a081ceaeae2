// iss_dump.mjs -- list the example puzzles of sigh's Interactive Sudoku
// Solver (ISS) as JSON lines, each input in ISS's canonical constraint
// string, so bench/iss_convert.py can turn the ones whose rules sudosat
// shares into sudosat's text form.
//
//   node bench/iss_dump.mjs ISS_SRC [COLLECTION ...]
//
// Each line: {"collection", "name", "input", "solution", "src"}.  The
// input is what ISS's own parser makes of the entry (its killer
// shorthand, plain grids and pencil-mark strings become the dot form);
// an entry ISS cannot parse here (a .iss or sandbox path) is skipped
// with a line on stderr.  No collection named: every collection.
const root = process.argv[2];
if (!root) {
  console.error('usage: node bench/iss_dump.mjs ISS_SRC [COLLECTION ...]');
  process.exit(2);
}
const { ensureGlobalEnvironment } =
  await import(root + '/tests/helpers/test_env.js');
ensureGlobalEnvironment();
const C = await import(root + '/data/collections.js' + self.VERSION_PARAM);
const E = await import(root + '/data/example_puzzles.js' + self.VERSION_PARAM);
const { SudokuParser } =
  await import(root + '/js/sudoku_parser.js' + self.VERSION_PARAM);

// An entry is a name (looked up among the examples) or an object.
const entryOf = (item) => {
  if (typeof item !== 'string') return item;
  return E.PUZZLE_INDEX.get(item) ?? { input: item };
};

const wanted = process.argv.slice(3);
const names = wanted.length ? wanted
  : Object.keys(C).filter((k) => Array.isArray(C[k]));
for (const coll of names) {
  const list = C[coll];
  if (!Array.isArray(list)) {
    console.error(`iss_dump: no collection ${coll}`);
    process.exit(2);
  }
  list.forEach((item, i) => {
    const e = { ...(list.options ?? {}), ...entryOf(item) };
    const name = e.name ?? `${coll} #${i + 1}`;
    if (typeof e.input !== 'string' || e.input.startsWith('/')) {
      console.error(`iss_dump: ${name}: input is a path, skipped`);
      return;
    }
    let input;
    try {
      input = String(SudokuParser.parseText(e.input));
    } catch (err) {
      console.error(`iss_dump: ${name}: ${err.message}`);
      return;
    }
    const src = [].concat(e.src ?? []);
    console.log(JSON.stringify({ collection: coll, name, input,
      solution: e.solution ?? null, src }));
  });
}
