#!/usr/bin/env python3
"""json_schema.py -- checks JSON Lines against docs/json.md.

    json_schema.py SUBCOMMAND < output.jsonl

Every line must be one JSON object: the head (record, file, line, and for
grid records box and alphabet, then status) in that order, a status from
the subcommand's list, the subcommand's required fields with their types,
lists as arrays, times rounded to a microsecond.  Prints "ok N" (N
records), or one line per problem and exits 1.
"""
import json
import re
import sys

VERDICTS = ["invalid", "unsat", "unique", "multiple", "found", "unknown"]
FAILURES = ["wrong model", "wrong UNSAT", "wrong SAT", "bad proof", "crash",
            "timeout", "malformed output", "reference"]
WHYS = ["budget", "cancelled", "gave-up", "refused", "crash", "error",
        "malformed", "wrong", "proof"]
INT, STR, BOOL, NUM, LIST, DICT = int, str, bool, (int, float), list, dict
COUNTERS = ["nodes", "guesses", "dead_ends", "propagations", "conflicts",
            "learned", "variables", "clauses", "cells_left"]

# status list, grid (has box/alphabet), required fields, optional fields
SCHEMA = {
    "verify": (["ok", "invalid"], True, {"complete": BOOL},
               {"problems": LIST}),
    "solve": (VERDICTS, True,
              {"solver": STR, "count": INT, "exhausted": BOOL, "time_ms": NUM},
              dict({"solution": STR, "solutions": LIST, "differ": LIST,
                    "estimate": DICT,
                    "wrong_solutions": INT, "note": STR,
                    "why": STR,
                    "problems": LIST, "certified": BOOL, "certified_by": STR,
                    "certification": dict, "checked_by": STR,
                    "candidate_limit": INT, "sat_calls": INT, "cp_checks": INT,
                    "unconfirmed": INT, "disagreements": INT,
                    "true_candidates": LIST, "counts": LIST},
                   **{c: INT for c in COUNTERS})),
    "rate": (["singles", "hidden", "logic", "search"] + VERDICTS, True,
             {"givens": INT, "guesses": INT, "nodes": INT}, {}),
    "generate": (["unique", "unknown"], True,
                 {"seed": INT, "givens": INT, "puzzle": STR, "solution": STR,
                  "rating": STR},
                 {"method": STR, "deductions": STR, "solved_by": STR,
                  "minimal": BOOL, "tried": INT, "needed": INT,
                  "kept_unchecked": INT, "untried": INT, "checks": INT,
                  "unknown_checks": INT, "confirmed_by": STR, "keep": NUM,
                  "holes": STR, "holes_per_row": INT,
                  "variant": LIST, "text": STR, "difficulty": STR,
                  "dug_by": STR}),
    "compare": (VERDICTS, True,
                {"agree": BOOL, "disagreement": BOOL, "decided": INT,
                 "results": LIST}, {"left_out": LIST, "problems": LIST,
                                    "solver_failures": INT,
                                    "undecided_under_test": INT}),
    "explain": (VERDICTS, True, {},
                {"givens": INT, "size": INT, "minimal": BOOL, "core": LIST,
                 "forced": LIST, "reason": STR, "redundant": LIST,
                 "needed": LIST, "rules": INT, "certified": BOOL,
                 "fresh": BOOL, "sat_calls": INT, "fresh_cnfs": INT,
                 "clues": LIST, "minimal_set": DICT, "solutions": LIST,
                 "proposal": DICT, "time_ms": NUM}),
    "decode": (["ok", "invalid", "unsat", "unknown"], True, {},
               {"givens": INT, "solution": STR, "clauses": INT,
                "false_clauses": INT, "problems": LIST,
                "undecoded_cells": INT}),
    "xc": (["unique", "multiple", "unsat", "found", "unknown"], False,
           {"candidate_rows": INT, "constraint_columns": INT,
            "solutions": INT, "rows": LIST, "nodes": INT, "branches": INT,
            "dead_ends": INT, "updates": INT, "exhausted": BOOL},
           {"stopped": STR}),
    "check-proof": (["verified", "rejected"], False,
                    {"cnf": STR, "proof": STR, "format": STR,
                     "variables": INT, "clauses": INT, "lemmas": INT,
                     "checked": INT, "read_ms": NUM, "check_ms": NUM},
                    {"reason": STR, "lemma": INT, "lemma_line": INT,
                     "lemma_byte": INT}),
    # check-proof --lrat-check: the LRAT checker's own counts
    "check-proof-lrat": (["verified", "rejected"], False,
                         {"cnf": STR, "proof": STR, "format": STR,
                          "clauses": INT, "lemmas": INT, "deletions": INT,
                          "hints": INT, "check_ms": NUM},
                         {"reason": STR, "lemma": INT, "lemma_line": INT}),
    # explain --steps: one line per step, then the summary line
    "explain-steps": (VERDICTS, True, {},
                      {"step": INT, "technique": STR, "level": STR,
                       "weight": INT, "text": STR, "rests_on": DICT,
                       "summary": DICT}),
    "encode-propagate": (["ok", "invalid"], True, {},
                         {"givens": INT, "blanks": INT, "encodings": DICT,
                          "problems": LIST}),
    "split": (["ok"], True,
              {"part": STR, "parent": STR, "givens": INT, "puzzle": STR,
               "cube": LIST}, {}),
    "merge": (VERDICTS, True,
              {"parent": STR, "parts": INT, "parts_read": INT, "count": INT,
               "exhausted": BOOL, "missing": LIST, "unknown": LIST,
               "parts_ms": NUM},
              {"solution": STR, "wrong_solutions": INT, "certified": BOOL}),
    "fuzz": (FAILURES, True,
             {"instance": INT, "note": STR, "puzzle": STR, "rules": STR,
              "found_rules": STR, "found_box": STR,
              "mutation": STR, "density": INT, "encoding": STR, "amo": STR,
              "mode": STR, "reference": STR, "givens_before": INT,
              "givens_after": INT, "shrink_ms": NUM},
             {"clauses_before": INT, "clauses_puzzle": INT,
              "clauses_after": INT, "literals_before": INT,
              "literals_after": INT, "dir": STR, "text": STR}),
    "solvers": (["complete", "incomplete"], False,
                {"solver": STR, "summary": STR, "returns": STR, "max_n": INT,
                 "slow": BOOL, "sat": BOOL, "needs_cmd": BOOL,
                 "hidden": BOOL, "kinds": LIST}, {}),
}
RESULT = {"solver": STR, "status": STR, "count": INT, "exhausted": BOOL,
          "time_ms": NUM, "disagrees": BOOL, "wrong": BOOL}
FUZZ_SUMMARY = {"target": STR, "seed": INT, "runs": INT, "calls": INT,
                "seconds": NUM, "runs_per_s": NUM, "failures": INT,
                "unknown": INT, "partial": BOOL, "by_size": dict,
                "by_rules": dict,
                "by_density": dict, "verdicts": dict, "by_failure": dict}
SUMMARY = {"pass": BOOL, "exit": INT, "agree": BOOL, "partial": BOOL,
           "records": INT, "unreadable": INT,
           "invalid": INT, "disagreements": INT,
           "decided_by_two_or_more": INT, "decided_by_one": INT,
           "decided_by_none": INT, "require_agreement": INT,
           "short_of_agreement": INT, "require_decided": BOOL,
           "solver_failures": INT, "budget_unknowns": INT,
           "undecided_under_test": INT, "reasons": LIST, "solvers": LIST}
RESULT_OPTIONAL = {"why": STR, "failed": BOOL}
LEFT_OUT = {"solver": STR, "rules": STR}
# A float printed with more than three decimals is not "sensibly rounded".
LONG_FLOAT = re.compile(r'[:,\[]-?[0-9]+\.[0-9]{4,}')


def typed(value, kind):
    if kind is INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is NUM:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind)


def fields(obj, want, where, problems, required=True):
    for name, kind in want.items():
        if name not in obj:
            if required:
                problems.append("%s: no '%s'" % (where, name))
        elif not typed(obj[name], kind):
            problems.append("%s: '%s' is %r, not %s" % (where, name,
                                                          obj[name], kind))


def check_head(obj, grid, where, problems):
    keys = list(obj)
    head = ["record", "file", "line"]
    if keys[:3] != head:
        problems.append("%s: starts %s, not record, file, line" % (where,
                                                                   keys[:3]))
    if not (typed(obj.get("record"), INT) and obj["record"] >= 1):
        problems.append("%s: record %r" % (where, obj.get("record")))
    if not (obj.get("file") is None or typed(obj.get("file"), STR)):
        problems.append("%s: file %r" % (where, obj.get("file")))
    line = obj.get("line")
    if not (line is None or (typed(line, INT) and line >= 1)):
        problems.append("%s: line %r" % (where, line))
    if "status" not in obj:
        problems.append("%s: no status" % where)
        return
    if obj["status"] == "error":
        if not typed(obj.get("error"), STR):
            problems.append("%s: an error record without its message" % where)
        return
    if grid:
        if not re.fullmatch(r"[0-9]+x[0-9]+", str(obj.get("box"))):
            problems.append("%s: box %r" % (where, obj.get("box")))
        if not typed(obj.get("alphabet"), STR):
            problems.append("%s: alphabet %r" % (where, obj.get("alphabet")))
    if "kinds" in obj:
        check_kinds(obj, keys, where, problems)


# A variant record's kinds: names of kinds.h (and "regions"), right
# after the alphabet.
KIND_NAME = re.compile(r"[a-z]+")


def check_kinds(obj, keys, where, problems):
    kinds = obj["kinds"]
    if not (isinstance(kinds, list) and all(typed(k, STR) and
                                            KIND_NAME.fullmatch(k)
                                            for k in kinds)):
        problems.append("%s: kinds %r is not a list of kind names" %
                        (where, kinds))
    if "alphabet" in keys and keys.index("kinds") != keys.index("alphabet") + 1:
        problems.append("%s: kinds is not right after alphabet" % where)


def check_record(command, obj, where, problems):
    statuses, grid, required, optional = SCHEMA[command]
    check_head(obj, grid, where, problems)
    status = obj.get("status")
    if status == "error":
        return
    if status not in statuses:
        problems.append("%s: status %r is not one of %s" % (where, status,
                                                            statuses))
    fields(obj, required, where, problems)
    fields(obj, optional, where, problems, required=False)
    if command == "verify" and status == "invalid" and "problems" not in obj:
        problems.append("%s: invalid without problems" % where)
    if command == "generate" and status == "unique":
        fields(obj, {"method": STR, "minimal": BOOL, "checks": INT,
                     "unknown_checks": INT, "confirmed_by": STR}, where,
               problems)
    if command == "generate" and status == "unknown" and "keep" not in obj:
        problems.append("%s: unknown is only for --keep grids" % where)
    if command == "explain-steps" and ("step" in obj) == ("summary" in obj):
        problems.append("%s: neither a step nor the summary" % where)
    if command == "encode-propagate" and status == "ok" \
            and "encodings" not in obj:
        problems.append("%s: ok without encodings" % where)
    if command in ("encode-propagate", "solve") and status == "invalid" \
            and "problems" not in obj:
        problems.append("%s: invalid without problems" % where)
    if "why" in obj and obj["why"] not in WHYS:
        problems.append("%s: why %r is not one of %s" % (where, obj["why"],
                                                         WHYS))
    for r in obj.get("results", []):
        fields(r, RESULT, where + " result", problems)
        fields(r, RESULT_OPTIONAL, where + " result", problems, required=False)
        if "why" in r and r["why"] not in WHYS:
            problems.append("%s result: why %r is not one of %s" %
                            (where, r["why"], WHYS))
    for r in obj.get("left_out", []):
        fields(r, LEFT_OUT, where + " left_out", problems)
    if command == "solve" and "differ" in obj and \
            len(obj.get("solutions", [])) < 2:
        problems.append("%s: differ without two solutions" % where)
    if command == "solve" and obj.get("solutions") and \
            obj["solutions"][0] != obj.get("solution"):
        problems.append("%s: solutions[0] is not solution" % where)
    for name in ("problems", "core", "forced", "redundant", "needed",
                 "solutions", "differ"):
        if isinstance(obj.get(name), list) and not all(typed(x, STR)
                                                       for x in obj[name]):
            problems.append("%s: %s holds a non-string" % (where, name))


def no_repeats(pairs):
    """An object naming a key twice is malformed: readers keep either."""
    keys = [k for k, _ in pairs]
    for k in keys:
        if keys.count(k) > 1:
            raise ValueError("key %r twice" % k)
    return dict(pairs)


def main():
    command = sys.argv[1]
    problems, count, summaries = [], 0, 0
    for n, text in enumerate(sys.stdin, 1):
        where = "%s line %d" % (command, n)
        if LONG_FLOAT.search(text):
            problems.append("%s: a float with more than 3 decimals" % where)
        try:
            obj = json.loads(text, object_pairs_hook=no_repeats)
        except ValueError as e:
            problems.append("%s: not JSON (%s)" % (where, e))
            continue
        if not isinstance(obj, dict):
            problems.append("%s: not an object" % where)
        elif command in ("compare", "fuzz") and list(obj) == ["summary"]:
            summaries += 1
            fields(obj["summary"],
                   SUMMARY if command == "compare" else FUZZ_SUMMARY,
                   where + " summary", problems)
            for r in obj["summary"].get("left_out", []):
                fields(r, dict(LEFT_OUT, records=INT), where + " left_out",
                       problems)
            s = obj["summary"]
            if command == "compare" and (s.get("pass") != (s.get("exit") == 0) or
                    s.get("pass") != (s.get("reasons") == [])):
                problems.append("%s summary: pass %s, exit %s, reasons %s "
                                "disagree" % (where, s.get("pass"),
                                              s.get("exit"), s.get("reasons")))
        else:
            count += 1
            check_record(command, obj, where, problems)
    if command in ("compare", "fuzz") and summaries != 1:
        problems.append("%s: %d summary lines, not 1" % (command, summaries))
    if not count:
        problems.append("%s: no record at all" % command)
    for p in problems:
        print(p)
    if not problems:
        print("ok", count)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
