#!/usr/bin/env python3
"""tty_run.py -- the progress bar and Ctrl-C, on a real pseudo-terminal.

    tty_run.py SUDOSAT WORKDIR

Each case runs sudosat with its stderr (and stdin) on a pseudo-terminal,
stdout to a file, and reads the terminal the way a person would see it:

  bar       a solve batch that runs for a while draws the bar (done/total,
            percent, rate, ETA, time elapsed, engine) from 2 s on, redraws
            it in place, and erases it at the end: nothing of it is left
            on the last line;
  no-bar    the same run with stderr a file draws nothing;
  sigint    compare on a long input gets Ctrl-C (the terminal's ^C, sent
            through the line discipline) once the bar shows: it ends by
            SIGINT (status 130 to a shell), promptly, with a report of the
            finished records marked partial, and the bar erased;
  sigint-solve  the same for solve: the records written are those it
            says it finished;
  fuzz      fuzz's progress line (runs, runs per second, failures,
            seconds) is drawn, redrawn and erased; its report on stdout;
  sigint-fuzz  Ctrl-C stops fuzz promptly by SIGINT, its report marked
            interrupted.

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

ERASE = b"\r\x1b[K"
SLOW = 190  # top95 twice for bird: the bar shows from 2 s on, so a run
            # of about 4 s (idle machine) gets several redraws
BAR = re.compile(rb"\[[#.]+\]  (\d+)/(\d+)  +(\d+)%  \d+/s  ETA \d+:\d\d"
                 rb"  elapsed (\d+):(\d\d)  bird\x1b")


def run_on_tty(argv, out_path, stop_when=None, deadline=120):
    """Runs argv with stdin/stderr on a pty; returns (tty bytes, status,
    seconds from the Ctrl-C to the end or None)."""
    pid, master = pty.fork()
    if pid == 0:
        fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        # A terminal's program gets Ctrl-C by default, even when these
        # tests run in a background shard, where sh ignores SIGINT.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.execv(argv[0], argv)
    seen, sent, start = b"", None, time.time()
    while True:
        if time.time() - start > deadline:
            os.kill(pid, signal.SIGKILL)
            break
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
        if stop_when and sent is None and stop_when(seen):
            os.write(master, b"\x03")  # ^C: the terminal sends SIGINT
            sent = time.time()
    _, status = os.waitpid(pid, 0)
    os.close(master)
    return seen, status, (time.time() - sent) if sent else None


def after_last_erase(seen):
    return seen[seen.rfind(ERASE) + len(ERASE):] if ERASE in seen else seen


def case_bar(sudosat, work):
    out = os.path.join(work, "bar.out")
    seen, status, _ = run_on_tty([sudosat, "solve", "--solver", "bird",
                                  os.path.join(work, "slow.txt")], out)
    bars = BAR.findall(seen)
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        return "exit status %r" % status
    if len(bars) < 2:
        return "fewer than two bars drawn: %r" % seen[-300:]
    if not all(int(d) <= int(t) and int(t) == SLOW for d, t, p, m, s in bars):
        return "done/total wrong: %r" % bars[:5]
    if min(60 * int(m) + int(s) for d, t, p, m, s in bars) < 2:
        return "drawn before 2 s of work: %r" % bars[:3]
    if any(b"\n" in piece for piece in seen.split(b"\r")[1:-1]):
        return "the bar did not redraw in place (a newline between draws)"
    if not seen.endswith(ERASE) or BAR.search(after_last_erase(seen)):
        return "the bar was not erased at the end: %r" % seen[-120:]
    if sum(1 for _ in open(out)) != SLOW:
        return "stdout lost records"
    return None


def case_no_bar(sudosat, work):
    err = os.path.join(work, "nobar.err")
    with open(err, "w") as e:
        subprocess.run([sudosat, "solve", "--solver", "bird",
                        os.path.join(work, "slow.txt")],
                       stdout=subprocess.DEVNULL, stderr=e, check=False)
    text = open(err, "rb").read()
    return "bar drawn to a file: %r" % text[:100] if text else None


ANY_BAR = re.compile(rb"\[[#.]+\]  \d+/\d+  +\d+%  \d+/s  ETA \d+:\d\d")


def case_sigint(sudosat, work, argv, check_out):
    return case_sigint_on(sudosat, work, argv, ANY_BAR, check_out)


def case_sigint_on(sudosat, work, argv, bar, check_out):
    out = os.path.join(work, "int.out")
    seen, status, took = run_on_tty(
        [sudosat] + argv, out, stop_when=lambda s: bar.search(s) is not None)
    if took is None:
        return "the bar never showed, so no Ctrl-C was sent"
    if not (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGINT):
        return "did not end by SIGINT (status %r)" % status
    if took > 10:
        return "took %.1f s to stop after Ctrl-C" % took
    if bar.search(after_last_erase(seen)):
        return "the bar was left on the terminal"
    return check_out(open(out).read(), seen.decode("utf-8", "replace"))


def compare_partial(out, tty):
    m = re.search(r"interrupted: a partial report of the (\d+) records? "
                  r"finished\n(\d+) records?,", out)
    if not m or m.group(1) != m.group(2):
        return "no partial report on stdout: %r" % out[-300:]
    if int(m.group(1)) >= 1465:
        return "every record was finished: nothing interrupted"
    return None


def solve_partial(out, tty):
    m = re.search(r"sudosat solve: interrupted: (\d+) records finished", tty)
    if not m:
        return "no 'interrupted' line on the terminal: %r" % tty[-200:]
    lines = out.count("\n")
    if int(m.group(1)) != lines or not out.endswith("\n"):
        return "said %s records, wrote %d lines" % (m.group(1), lines)
    return None


FUZZ = re.compile(rb"fuzz: (\d+) runs, [0-9.]+ runs/s, \d+ failures?, \d+ s")


def case_fuzz(sudosat, work):
    out = os.path.join(work, "fuzz.out")
    seen, status, _ = run_on_tty([sudosat, "fuzz", "--solver", "fast",
                                  "--seconds", "2", "--seed", "1",
                                  "--box", "3x3"], out)
    lines = FUZZ.findall(seen)
    if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
        return "exit status %r" % status
    if len(lines) < 2:
        return "fewer than two progress lines: %r" % seen[-300:]
    if FUZZ.search(after_last_erase(seen)):
        return "the progress line was left on the terminal"
    if not re.search(r"^fuzz: fast, seed 1: \d+ runs", open(out).read(),
                     re.M):
        return "no report on stdout"
    return None


def fuzz_partial(out, tty):
    if "sudosat fuzz: interrupted: the report covers" not in tty:
        return "no 'interrupted' line on the terminal: %r" % tty[-200:]
    if "(interrupted: partial)" not in out:
        return "the report is not marked partial: %r" % out[-300:]
    return None


def main():
    sudosat, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    root = os.getcwd()
    with open(os.path.join(work, "slow.txt"), "w") as f:
        f.writelines(2 * open(os.path.join(root, "data/top95.txt")).readlines())
    top1465 = os.path.join(root, "data/top1465.txt")
    cases = [
        ("bar", lambda: case_bar(sudosat, work)),
        ("no-bar", lambda: case_no_bar(sudosat, work)),
        ("sigint", lambda: case_sigint(sudosat, work,
                                       ["compare", "-j", "2", top1465],
                                       compare_partial)),
        ("sigint-solve", lambda: case_sigint(
            sudosat, work, ["solve", "--solver", "bird", top1465],
            solve_partial)),
    ]
    cases += [
        ("fuzz", lambda: case_fuzz(sudosat, work)),
        ("sigint-fuzz", lambda: case_sigint_on(
            sudosat, work, ["fuzz", "--solver", "fast", "--seconds", "60",
                            "--seed", "1", "--box", "3x3"], FUZZ,
            fuzz_partial)),
    ]
    for name, fn in cases:
        why = fn()
        print("pass " + name if why is None else "fail %s: %s" % (name, why))


if __name__ == "__main__":
    main()
