#!/usr/bin/env python3
"""progress_run.py -- the progress line of long work, on a pseudo-terminal.

    progress_run.py SUDOSAT

Each case runs sudosat with stderr on a pseudo-terminal (tty_run.py's
run_on_tty) and reads the terminal as a person would:

  solve-one   one puzzle cp cannot decide in seconds (the barbed cross),
              --timeout 5: the line shows the record count (0/1), the
              time elapsed and the engine (cp), never before 2 s of work,
              redrawn in place and erased; the verdict on stdout;
  race        the default engine on a puzzle cp and cadical both take
              long on (ISS's zero-solution little killer, undecided by
              both in 20 s; cadical now decides the hailstone in about
              4 s): the line names the race;
  candidates  --true-candidates on the hailstone: the line says the SAT
              backend is asking cell K of 81;
  explain     explain --steps on one puzzle draws "working", the time and
              an engine;
  pipe        the solve-one run with stderr a file: nothing on stderr,
              stdout byte for byte what the terminal run wrote;
  same-tty    stdout on the terminal too: the line goes on while the
              record runs, and is erased before the record's output,
              which is the last thing on the screen;
  quick       a puzzle solved at once draws nothing on the terminal.

Prints "pass NAME" or "fail NAME: why" per case.
"""
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tty_run import ERASE, after_last_erase, run_on_tty  # noqa: E402

BARBED = "tests/conformance/iss-the-barbed-cross.txt"
ZERO = "bench/iss/iss-zero-solution-little-killer.txt"
HAIL = "tests/conformance/iss-hailstone-little-killer.txt"
ONE_BAR = re.compile(rb"\r\[\.+\]  0/1    0%  elapsed (\d+):(\d\d)  "
                     rb"([^\x1b]*)\x1b\[K")
WORKING = re.compile(rb"\rworking  elapsed (\d+):(\d\d)  ([^\x1b]*)\x1b\[K")


def lines_drawn(seen, pattern):
    return [(60 * int(m) + int(s), what.decode())
            for m, s, what in pattern.findall(seen)]


def judge(seen, status, pattern, want_engine):
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        return "exit status %r" % status
    drawn = lines_drawn(seen, pattern)
    if len(drawn) < 2:
        return "fewer than two lines drawn: %r" % seen[-300:]
    if min(t for t, _ in drawn) < 2:
        return "drawn before 2 s of work: %r" % drawn[:3]
    if not any(re.search(want_engine, what) for _, what in drawn):
        return "no line names %s: %r" % (want_engine, drawn[-3:])
    if any(b"\n" in piece for piece in seen.split(b"\r")[1:-1]):
        return "not redrawn in place (a newline between draws)"
    if not seen.endswith(ERASE) or pattern.search(after_last_erase(seen)):
        return "the line was not erased at the end: %r" % seen[-120:]
    return None


def case_solve_one(sudosat, work):
    out = os.path.join(work, "one.out")
    seen, status, _ = run_on_tty([sudosat, "solve", "--solver", "cp",
                                  "--timeout", "5", BARBED], out)
    why = judge(seen, status, ONE_BAR, r"^cp$")
    if why:
        return why
    if open(out).read() != "unknown: timeout of 5 s reached\n":
        return "stdout: %r" % open(out).read()[:200]
    return None


def case_race(sudosat, work):
    out = os.path.join(work, "race.out")
    seen, status, _ = run_on_tty([sudosat, "solve", "--timeout", "4", ZERO],
                                 out)
    why = judge(seen, status, ONE_BAR, r"^racing cp, cadical")
    if why:
        return why
    if not open(out).read().startswith("unknown: no verdict"):
        return "stdout: %r" % open(out).read()[:200]
    return None


def case_candidates(sudosat, work):
    out = os.path.join(work, "cand.out")
    seen, status, _ = run_on_tty([sudosat, "solve", "--true-candidates",
                                  "--timeout", "3", HAIL], out)
    return judge(seen, status, ONE_BAR,
                 r"^cadical: true candidates, cell \d+ of 81$")


def case_explain(sudosat, work):
    out = os.path.join(work, "explain.out")
    seen, status, _ = run_on_tty([sudosat, "explain", "--steps",
                                  "--timeout", "4", BARBED], out)
    why = judge(seen, status, WORKING, r"^(steps|racing|cp|cadical)")
    if why:
        return why
    if "stopped after" not in open(out).read():
        return "stdout: %r" % open(out).read()[-200:]
    return None


def case_pipe(sudosat, work):
    err = os.path.join(work, "pipe.err")
    with open(err, "w") as e:
        got = subprocess.run([sudosat, "solve", "--solver", "cp",
                              "--timeout", "5", BARBED],
                             stdout=subprocess.PIPE, stderr=e, check=False)
    if open(err, "rb").read():
        return "drawn to a file: %r" % open(err, "rb").read()[:100]
    if got.stdout != open(os.path.join(work, "one.out"), "rb").read():
        return "stdout differs from the terminal run's: %r" % got.stdout
    return None


def run_all_on_tty(argv, deadline=120):
    """argv with stdin, stdout and stderr on one pty: (bytes, status)."""
    pid, master = pty.fork()
    if pid == 0:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.execv(argv[0], argv)
    seen, start = b"", time.time()
    while time.time() - start < deadline:
        if select.select([master], [], [], 0.1)[0]:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    else:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    os.close(master)
    return seen, status


def case_same_tty(sudosat, work):
    seen, status = run_all_on_tty([sudosat, "solve", "--solver", "cp",
                                   "--timeout", "4", BARBED])
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        return "exit status %r" % status
    drawn = lines_drawn(seen, ONE_BAR)
    if len(drawn) < 2 or min(t for t, _ in drawn) < 2:
        return "the line did not go on during the record: %r" % seen[-300:]
    if not seen.endswith(ERASE + b"unknown: timeout of 4 s reached\r\n"):
        return "the output is not alone after the erased line: %r" \
            % seen[-160:]
    return None


def case_quick(sudosat, work):
    out = os.path.join(work, "quick.out")
    seen, status, _ = run_on_tty([sudosat, "solve", "--solver", "cp",
                                  "tests/variants/killer.txt"], out)
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        return "exit status %r" % status
    return "drew on the terminal: %r" % seen[:100] if seen else None


def main():
    sudosat, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    cases = [("solve-one", case_solve_one), ("pipe", case_pipe),
             ("same-tty", case_same_tty),
             ("race", case_race), ("candidates", case_candidates),
             ("explain", case_explain),
             ("quick", case_quick)]
    for name, fn in cases:
        why = fn(sudosat, work)
        print("pass " + name if why is None else "fail %s: %s" % (name, why))


if __name__ == "__main__":
    main()
