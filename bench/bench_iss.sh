#!/bin/sh
# bench_iss.sh -- sudosat beside sigh's Interactive Sudoku Solver (ISS)
# on variant puzzles both read (issue 33 §1).
#
# The corpus is bench/iss/corpus.list (bench/iss/SOURCES.md): real
# f-puzzles puzzles and ISS's own examples, its hard ones among them.
# ISS_SRC names an ISS checkout (outside the tree, never vendored); when
# it is unset or not one, or node is missing, the bench is skipped with a
# message.  Per puzzle:
#
#   ISS: node tools/perf/benchmark_puzzles.js --max-backtracks none
#        --input-file F --json (its default: 2 solutions, the proof of
#        uniqueness; its time is its own in-process clock of the solve).
#        F is ISS's own string where the puzzle came from ISS (the second
#        comment line of an iss-*.txt), else bench/iss_convert.py's.
#   sudosat: sudosat solve --format json --timeout T FILE: the default
#        path (for a variant puzzle the portfolio, cp racing cadical),
#        K = 2, the proof of uniqueness; its time is ss_solve's clock
#        (set-up and encoding in, process start out), and the engine
#        that decided is the portfolio's "won by" note.
#
# Each side runs once; when that run decided in under BENCH_ISS_ONCE_ABOVE
# seconds (default 5) it runs again BENCH_ISS_REPEAT times (default 3;
# ISS with its own --repeat, in one process) and the time is the median
# of those; a slower run is its own time (its spread is small beside it,
# and three runs of a minute do not fit a bench).  BENCH_ISS_TIMEOUT
# (default 120 s) bounds each run of each side: past it the side has not
# decided.  BENCH_ISS_LIMIT=K keeps the first K puzzles (a smoke test),
# BENCH_ISS_CORPUS names another list.
#
# The table: per puzzle both times, both verdicts, the engine sudosat
# used and who decided; then the geometric mean and the median of the
# ratios sudosat/ISS over the puzzles both decided, the wins of each
# side, the puzzles only one side decided, and the puzzles where sudosat
# is more than 10x slower and ISS takes 10 ms or more.  Two verdicts that
# differ are listed as a disagreement (and fail the bench).  The targets
# of issue 33 §3 are checked and printed; a miss exits 1.  Text on stdout
# and in bench/out/iss.txt, CSV in bench/out/iss.csv, JSON in
# bench/out/iss.json.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
mkdir -p "$OUT"
[ -x "$S" ] || { echo "bench_iss: $S not built"; exit 1; }
if [ -z "${ISS_SRC-}" ] || [ ! -f "${ISS_SRC-}/tools/perf/benchmark_puzzles.js" ]; then
  echo "bench_iss: ISS_SRC unset or not an ISS checkout (sigh/Interactive-Sudoku-Solver): skipped"
  exit 0
fi
command -v node >/dev/null 2>&1 || { echo "bench_iss: node missing: skipped"; exit 0; }
command -v python3 >/dev/null || { echo "bench_iss: python3 missing"; exit 1; }
iss_ver=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$ISS_SRC/package.json" 2>/dev/null | head -1)
sh bench/machine.sh \
  "peer ISS: sigh's Interactive Sudoku Solver ${iss_ver:+$iss_ver }at $ISS_SRC, node $(node --version), tools/perf/benchmark_puzzles.js --max-backtracks none (proof of uniqueness, in process)" \
  "$($S --version): solve's default path (variant puzzles: the portfolio), K = 2, --timeout ${BENCH_ISS_TIMEOUT:-120}" \
  | tee "$OUT/iss.txt"
rc_file=$(mktemp)
{ SUDOSAT=$S python3 - "$OUT" <<'EOF'
import json, math, os, shutil, statistics, subprocess, sys, tempfile
out = sys.argv[1]
S, ISS = os.environ["SUDOSAT"], os.environ["ISS_SRC"]
TIMEOUT = float(os.environ.get("BENCH_ISS_TIMEOUT", "120"))
REPEAT = int(os.environ.get("BENCH_ISS_REPEAT", "3"))
ONCE = float(os.environ.get("BENCH_ISS_ONCE_ABOVE", "5")) * 1000
LIMIT = int(os.environ.get("BENCH_ISS_LIMIT", "0"))
CORPUS = os.environ.get("BENCH_ISS_CORPUS", "bench/iss/corpus.list")
tmp = tempfile.mkdtemp()
SOLVED = {"unique", "multiple", "unsat", "no-solution"}
ISS_WORD = {"no-solution": "unsat"}


def iss_string(path):
    """ISS's own string for a puzzle that came from ISS, else ours."""
    with open(path, errors="replace") as f:
        head = [f.readline() for _ in range(2)]
    if path.endswith(".txt") and head[1].startswith("# ."):
        return head[1][2:].strip(), "ISS's own"
    r = subprocess.run(["python3", "bench/iss_convert.py", path],
                       capture_output=True, text=True)
    if r.returncode:
        return None, r.stderr.strip()
    return r.stdout.strip(), "converted"


def run_iss(inp, repeat):
    try:
        r = subprocess.run(["node", "tools/perf/benchmark_puzzles.js",
                            "--max-backtracks", "none", "--input-file", inp,
                            "--json", "--repeat", str(repeat)],
                           cwd=ISS, capture_output=True, text=True,
                           timeout=TIMEOUT + 10)
        row = json.loads(r.stdout)[0]
    except subprocess.TimeoutExpired:
        return "timeout", None
    except (ValueError, IndexError, KeyError):
        return "error", None
    ms = row["msMedian"] if repeat > 1 else row["ms"]
    if ms > TIMEOUT * 1000:
        return "timeout", None
    return ISS_WORD.get(row["status"], row["status"]), ms


def run_ss(path):
    try:
        r = subprocess.run([S, "solve", "--format", "json", "--timeout",
                            "%g" % TIMEOUT, path], capture_output=True,
                           text=True, timeout=TIMEOUT + 30)
        rec = json.loads(r.stdout.splitlines()[0])
    except subprocess.TimeoutExpired:
        return "timeout", None, "-"
    except (ValueError, IndexError):
        return "error", None, "-"
    note = rec.get("note", "")
    engine = note[7:].split()[0] if note.startswith("won by ") else rec.get("solver", "-")
    if rec.get("status") not in SOLVED:
        return "unknown", None, "-"
    return rec["status"], rec["time_ms"], engine


def timed(first, again):
    """The first run; when it decided fast, the median of REPEAT more."""
    word, ms, *rest = first()
    if ms is not None and ms < ONCE and REPEAT > 1:
        runs = again()
        if runs[1] is not None:
            word, ms, rest = runs[0], runs[1], list(runs[2:])
    return (word, ms, *rest)


def ss_again(path):
    runs = [run_ss(path) for _ in range(REPEAT)]
    ms = [r[1] for r in runs if r[1] is not None]
    if len(ms) < REPEAT:
        return runs[0][0], None, runs[0][2]
    return runs[-1][0], statistics.median(ms), runs[-1][2]


paths = [l.strip() for l in open(CORPUS) if l.strip() and not l.startswith("#")]
if LIMIT > 0:
    paths = paths[:LIMIT]
rows = []
fmt = "%-46s %10s %10s %8s %9s %9s %-8s %-8s"
print(fmt % ("puzzle", "sudosat_ms", "iss_ms", "ratio", "sudosat", "iss",
             "engine", "decided"))
for path in paths:
    name = os.path.basename(path).rsplit(".", 1)[0]
    s, how = iss_string(path)
    if s is None:
        print("%-46s refused: %s" % (name, how))
        rows.append(dict(puzzle=name, file=path, refused=how))
        continue
    inp = os.path.join(tmp, "in.txt")
    with open(inp, "w") as f:
        f.write(s + "\n")
    iw, ims = timed(lambda: run_iss(inp, 1), lambda: run_iss(inp, REPEAT))
    sw, sms, eng = timed(lambda: run_ss(path), lambda: ss_again(path))
    sd, idd = sms is not None, ims is not None
    who = {(True, True): "both", (True, False): "sudosat",
           (False, True): "ISS", (False, False): "neither"}[(sd, idd)]
    ratio = sms / max(ims, 1e-3) if sd and idd else None
    row = dict(puzzle=name, file=path, iss_input=how, sudosat_ms=sms,
               iss_ms=ims, ratio=ratio, sudosat=sw, iss=iw,
               engine=eng if sd else "-", decided=who,
               agree=None if not (sd and idd) else sw == iw)
    rows.append(row)
    print(fmt % (name[:46], "%.1f" % sms if sd else "-",
                 "%.1f" % ims if idd else "-",
                 "%.2f" % ratio if ratio is not None else "-", sw, iw,
                 row["engine"], who), flush=True)

both = [r for r in rows if r.get("ratio") is not None]
ratios = [r["ratio"] for r in both]
print()
print("puzzles: %d (%d refused by the converter)" % (len(rows),
      sum(1 for r in rows if "refused" in r)))
if ratios:
    gm = math.exp(sum(math.log(max(x, 1e-6)) for x in ratios) / len(ratios))
    print("both decided: %d; sudosat/ISS geometric mean %.3f, median %.3f"
          % (len(both), gm, statistics.median(ratios)))
    print("wins: sudosat %d, ISS %d (on time, among both decided)"
          % (sum(x < 1 for x in ratios), sum(x > 1 for x in ratios)))
else:
    gm = None
    print("no puzzle decided by both")
only_s = [r["puzzle"] for r in rows if r.get("decided") == "sudosat"]
only_i = [r["puzzle"] for r in rows if r.get("decided") == "ISS"]
neither = [r["puzzle"] for r in rows if r.get("decided") == "neither"]
print("decided by sudosat only: %d %s" % (len(only_s), " ".join(only_s)))
print("decided by ISS only: %d %s" % (len(only_i), " ".join(only_i)))
print("decided by neither: %d %s" % (len(neither), " ".join(neither)))
slow = [r for r in both if r["ratio"] > 10 and r["iss_ms"] >= 10]
print("sudosat more than 10x slower where ISS takes >= 10 ms: %d" % len(slow))
for r in sorted(slow, key=lambda r: -r["ratio"]):
    print("  %-44s %9.1f ms vs %8.1f ms  %7.1fx  (%s)"
          % (r["puzzle"], r["sudosat_ms"], r["iss_ms"], r["ratio"], r["engine"]))
bad = [r for r in rows if r.get("agree") is False]
for r in bad:
    print("DISAGREE: %s: sudosat %s, ISS %s" % (r["puzzle"], r["sudosat"], r["iss"]))
missed = []
if only_i:
    missed.append("%d puzzles ISS decides, sudosat not in %g s" % (len(only_i), TIMEOUT))
if gm is not None and gm > 1.0:
    missed.append("geometric mean %.3f > 1.0" % gm)
if slow:
    missed.append("%d puzzles more than 10x slower (ISS >= 10 ms)" % len(slow))
print("targets (issue 33 §3): %s" % ("met" if not missed else
      "missed: " + "; ".join(missed)))
with open(os.path.join(out, "iss.csv"), "w") as f:
    f.write("puzzle,file,iss_input,sudosat_ms,iss_ms,ratio,sudosat,iss,engine,decided\n")
    for r in rows:
        if "refused" in r:
            f.write("%s,%s,refused,,,,,,,\n" % (r["puzzle"], r["file"]))
            continue
        f.write("%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n" % (
            r["puzzle"], r["file"], r["iss_input"],
            "" if r["sudosat_ms"] is None else "%.3f" % r["sudosat_ms"],
            "" if r["iss_ms"] is None else "%.3f" % r["iss_ms"],
            "" if r["ratio"] is None else "%.4f" % r["ratio"],
            r["sudosat"], r["iss"], r["engine"], r["decided"]))
with open(os.path.join(out, "iss.json"), "w") as f:
    json.dump(dict(timeout_s=TIMEOUT, repeat=REPEAT, rows=rows,
                   geometric_mean=gm, missed=missed), f, indent=1)
shutil.rmtree(tmp, ignore_errors=True)
sys.exit(1 if missed or bad else 0)
EOF
  echo $? > "$rc_file"; } | tee -a "$OUT/iss.txt"
status=$(cat "$rc_file")
rm -f "$rc_file"
exit "${status:-1}"
