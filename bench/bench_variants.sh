#!/bin/sh
# bench_variants.sh -- variant puzzles (issues 18 and 19): per engine,
# how many puzzles it decided, the median and maximum time per puzzle,
# and the certified share; and the issues' targets.
#
# The sets are data/variants/part1.txt (every rule of issue 18) and
# part2.txt (the sums and counts of issue 19, killer-heavy), made here
# (data/variants/SOURCES.md).  Each file runs through
#
#   sudosat compare --certify --format json --timeout TIMEOUT FILE
#
# once (after a warm-up run of the same), so every engine that handles a
# record's rules (cp, dlx for the house rules, the SAT backends for what
# the encoder encodes) runs on it with K = 2, and each unsat or unique
# consensus is certified by a checked DRAT proof.  Times are compare's
# per-run times (ss_solve's clock: set-up and encoding included, process
# start not).  Per engine and set: records it handled (not left out),
# decided (a verdict, not unknown), median and max ms over the records
# it handled, and the certified share (its verdicts that agree with a
# certified one, of those it decided).  With SAT_SUMS="ENC ..." in the
# environment, part 2 also runs once per `--sat-sum ENC` (the sum
# encodings of issue 19), one row per engine and encoding.
#
# Targets, checked and printed (a miss is reported, and the script
# exits 1):
#   - every 9x9 puzzle decided by its fastest engine in under 1 s;
#   - the SAT path within 10x of the in-house engine: the median of a
#     SAT backend's times over the records both decided, against cp's
#     (each backend's ratio printed; the target judged on the fastest).
#
# BENCH_LIMIT=K keeps the first K records of each set (a smoke test);
# TIMEOUT (default 60) caps each engine's run per record.  Table on
# stdout, CSV in bench/out/variants.csv.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/variants.csv
TIMEOUT=${TIMEOUT:-60}
LIMIT=${BENCH_LIMIT:-0}
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

[ -x "$S" ] || { echo "bench_variants: $S not built"; exit 1; }
command -v python3 >/dev/null || { echo "bench_variants: python3 missing"; exit 1; }
sh bench/machine.sh "peer: the in-house cp engine and the SAT backends of the same build (deb:libcadical-dev, deb:picosat, deb:libcryptominisat5-dev), on the same records"

# The first LIMIT records (blank-line separated) of a set, or all.
records() {
  if [ "$LIMIT" -gt 0 ]; then
    awk -v k="$LIMIT" 'BEGIN { RS = ""; ORS = "\n\n" } NR <= k' "$1"
  else
    cat "$1"
  fi
}

# run SET LABEL [OPTIONS...]: compare's JSON for the set into $tmp/LABEL.
run() {
  set_file=$1; label=$2; shift 2
  records "$set_file" > "$tmp/$label.txt"
  "$S" compare --certify --format json --timeout "$TIMEOUT" "$@" \
    "$tmp/$label.txt" > /dev/null 2>&1
  "$S" compare --certify --format json --timeout "$TIMEOUT" "$@" \
    "$tmp/$label.txt" > "$tmp/$label.jsonl" 2> "$tmp/$label.err"
  echo "$label" >> "$tmp/labels"
}

: > "$tmp/labels"
run data/variants/part1.txt part1
run data/variants/part2.txt part2
for enc in ${SAT_SUMS:-}; do
  run data/variants/part2.txt "part2-sum-$enc" --sat-sum "$enc"
done

python3 - "$tmp" "$CSV" <<'EOF' || status=1
import json, statistics, sys
tmp, csv_path = sys.argv[1], sys.argv[2]
labels = open(tmp + "/labels").read().split()
rows, missed, unmeasured = [], [], []
print("%-18s %-14s %8s %8s %10s %10s %10s" % ("set", "engine", "handled",
      "decided", "median_ms", "max_ms", "certified"))
for label in labels:
    recs = [json.loads(l) for l in open("%s/%s.jsonl" % (tmp, label))]
    recs = [r for r in recs if "results" in r]
    per = {}
    for r in recs:
        cert = r.get("certification") == "certified"
        for e in r["results"]:
            p = per.setdefault(e["solver"], {"t": [], "decided": 0,
                                              "agree": 0})
            p["t"].append(e["time_ms"])
            if e["status"] != "unknown":
                p["decided"] += 1
                p["agree"] += cert and e["status"] == r["status"]
        # the issue's first target: 9x9 decided by the fastest engine < 1 s
        if r["box"] == "3x3":
            best = min([e["time_ms"] for e in r["results"]
                        if e["status"] != "unknown"] or [float("inf")])
            if best >= 1000:
                missed.append("%s record %d: fastest engine %.0f ms"
                              % (label, r["record"], best))
    for name, p in per.items():
        med, top = statistics.median(p["t"]), max(p["t"])
        share = p["agree"] / p["decided"] if p["decided"] else 0.0
        rows.append((label, name, len(p["t"]), p["decided"], med, top, share))
        print("%-18s %-14s %8d %8d %10.3f %10.3f %9.0f%%" % (label, name,
              len(p["t"]), p["decided"], med, top, 100 * share))
    # the second: the SAT path's median within 10x of cp's, over the
    # records both decided; each SAT backend's ratio is printed, the
    # target judged on the fastest
    best = None
    for sat in ("picosat", "cadical", "cryptominisat"):
        both = [(e1["time_ms"], e2["time_ms"]) for r in recs
                for e1 in r["results"] for e2 in r["results"]
                if e1["solver"] == sat and e2["solver"] == "cp"
                and e1["status"] != "unknown" and e2["status"] != "unknown"]
        if not both:
            continue
        ratio = (statistics.median(a for a, _ in both)
                 / max(statistics.median(b for _, b in both), 1e-3))
        print("%-18s %s/cp median ratio over %d records: %.2f"
              % (label, sat, len(both), ratio))
        best = ratio if best is None or ratio < best else best
    if best is None:
        print("%-18s no record decided by both a SAT backend and cp: SAT "
              "target not measured" % label)
        unmeasured.append(label)
    elif best > 10:
        missed.append("%s: the fastest SAT backend at %.1fx cp's median"
                      % (label, best))
with open(csv_path, "w") as f:
    f.write("set,engine,handled,decided,median_ms,max_ms,certified_share\n")
    for r in rows:
        f.write("%s,%s,%d,%d,%.3f,%.3f,%.3f\n" % r)
for m in missed:
    print("target missed:", m)
print("targets: %s%s" % ("met" if not missed else "%d missed" % len(missed),
      "; the SAT one not measured on " + ", ".join(unmeasured)
      if unmeasured else ""))
sys.exit(1 if missed else 0)
EOF
exit $status
