#!/usr/bin/env python3
"""tty_input.py -- a person at the terminal: typing the input, Ctrl-C.

    tty_input.py SUDOSAT WORKDIR

Each case runs sudosat with stdin and stderr on a pseudo-terminal (stdout
to a file) and acts as a person would (issue 21 item 13):

  typed-ctrl-c  verify reads what the user types; after one record, one
                Ctrl-C ends it (by SIGINT, at once), where the first
                Ctrl-C used to be ignored while it waited for input;
  typing-no-bar solve reads slow puzzles the user types (input left
                open): no progress bar is drawn over the typing;
  bar-erased    generate's progress line, then Ctrl-C: the line is
                erased before the process ends, not left on the screen.

Prints "pass NAME" or "fail NAME: why" per case.
"""
import os
import pty
import re
import select
import signal
import sys
import time

ERASE = b"\r\x1b[K"
BAR = re.compile(rb"\[[#.]+\]|\d+ records  \d+/s")


def spawn(argv, out_path):
    pid, master = pty.fork()
    if pid == 0:
        fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        # A terminal's program gets Ctrl-C by default, even when these
        # tests run in a background shard, where sh ignores SIGINT.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.execv(argv[0], argv)
    return pid, master


def read_for(master, seconds, seen=b""):
    """Collects the terminal's bytes for a while."""
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    return seen


def wait_status(pid, seconds):
    """The exit status, or None when it is still running then (killed)."""
    end = time.time() + seconds
    while time.time() < end:
        got, status = os.waitpid(pid, os.WNOHANG)
        if got:
            return status
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


def by_sigint(status):
    return status is not None and os.WIFSIGNALED(status) \
        and os.WTERMSIG(status) == signal.SIGINT


def case_typed_ctrl_c(sudosat, work, puzzle):
    out = os.path.join(work, "typed.out")
    pid, master = spawn([sudosat, "verify", "-"], out)
    read_for(master, 0.3)
    os.write(master, puzzle + b"\n")
    seen = read_for(master, 1.0)
    os.write(master, b"\x03")
    start = time.time()
    status = wait_status(pid, 5)
    seen = read_for(master, 0.2, seen)
    os.close(master)
    if status is None:
        return "still waiting for input 5 s after one Ctrl-C"
    if not by_sigint(status):
        return "did not end by SIGINT (status %r)" % status
    if time.time() - start > 3:
        return "took %.1f s to stop" % (time.time() - start)
    if open(out).read() != "ok\n":
        return "the typed record's verdict is not on stdout: %r" \
            % open(out).read()
    return None


def case_typing_no_bar(sudosat, work, slow):
    out = os.path.join(work, "typing.out")
    pid, master = spawn([sudosat, "solve", "--solver", "bird", "-"], out)
    seen = read_for(master, 0.2)
    for line in slow:
        os.write(master, line + b"\n")
        seen = read_for(master, 0.02, seen)
    seen = read_for(master, 2.0, seen)  # input left open: still typing
    os.write(master, b"\x04")           # ^D: the end of the input
    status = wait_status(pid, 60)
    seen = read_for(master, 0.2, seen)
    os.close(master)
    if status is None or not os.WIFEXITED(status):
        return "did not finish after ^D (status %r)" % status
    if BAR.search(seen):
        return "a progress bar was drawn over the typing: %r" \
            % BAR.search(seen).group(0)
    if sum(1 for _ in open(out)) != len(slow):
        return "not every typed puzzle was answered"
    return None


def case_bar_erased(sudosat, work):
    out = os.path.join(work, "gen.out")
    pid, master = spawn([sudosat, "generate", "--box", "4x4", "--count",
                         "1000", "--minimal"], out)
    seen, start = b"", time.time()
    while b"generate: puzzle" not in seen and time.time() - start < 20:
        seen = read_for(master, 0.1, seen)
    if b"generate: puzzle" not in seen:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(master)
        return "no progress line within 20 s"
    os.write(master, b"\x03")
    status = wait_status(pid, 10)
    seen = read_for(master, 0.3, seen)
    os.close(master)
    if not by_sigint(status):
        return "did not end by SIGINT (status %r)" % status
    last = seen[seen.rfind(ERASE) + len(ERASE):] if ERASE in seen else seen
    if b"generate: puzzle" in last:
        return "the progress line was left on the screen: %r" % seen[-160:]
    return None


def main():
    sudosat, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    lines = [l.strip().encode() for l in open("data/top95.txt")
             if l.strip() and not l.startswith("#")]
    cases = [
        ("typed-ctrl-c", lambda: case_typed_ctrl_c(sudosat, work, lines[0])),
        ("typing-no-bar", lambda: case_typing_no_bar(sudosat, work,
                                                     lines[:40])),
        ("bar-erased", lambda: case_bar_erased(sudosat, work)),
    ]
    for name, fn in cases:
        why = fn()
        print("pass " + name if why is None else "fail %s: %s" % (name, why))


if __name__ == "__main__":
    main()
