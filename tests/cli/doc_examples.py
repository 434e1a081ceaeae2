#!/usr/bin/env python3
"""doc_examples.py -- every `$` example of README.md, of the guides and
the reference under docs/ (EXECUTED_PAGES: docs/guide-*.md,
docs/reference.md) and of man/sudosat.1, run.

Model: an example is a `$ COMMAND` line inside a fenced block of README.md
or of an executed page of docs/ (```), or inside a .nf/.fi block of the man page; the lines up to the
next `$` line or the block's end are its shown output (stdout and stderr
together).  The commands of one block run in order (bash), in a
fresh folder holding docs/examples/* and links to data/ and tests/, with
`sudosat` on PATH being the binary under test, so a block can build on
its earlier commands (`echo $?` sees the last exit status).  A command
that starts with `make ` runs in the source tree instead, with SUDOSAT
set, so `make run` shows the binary under test as bin/sudosat, and
without what the calling make passes down (make check-san's build
folder, flags and jobserver are not the user's).

Shown and real output are compared after normalising what differs from
run to run: JSON timing fields, the timing columns of compare's table
(and runs of spaces in it), and the path of the binary; under -j (and in
`make run`, which uses it) also the table's mean counters, since a SAT
backend's depend on which puzzles its thread saw before.  A shown line
`...` (alone, any indent) stands for any number of lines.

Prints one line per example, "pass NAME" or "fail NAME" followed by a
diff, for tests/cli/test_docs.sh to count.  NAME is FILE:LINE: COMMAND.
"""
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

TIMING_JSON = re.compile(
    r'"(time_ms|parts_ms|total_s|median_ms|p95_ms|max_ms|puzzles_per_s)":'
    r'-?[0-9.e+-]+')
TIMING_COLUMNS = ("total_s", "median_ms", "p95_ms", "max_ms", "puzzles_per_s")
THREAD_COLUMNS = ("mean_nodes", "mean_guesses")
# What a calling make exports (check-san sets BUILD, BIN, CFLAGS, LDFLAGS).
MAKE_VARIABLES = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "BUILD", "BIN",
                  "CFLAGS", "LDFLAGS", "CPPFLAGS", "CC")


def readme_blocks(path):
    """(line, [text lines]) of each fenced block; a fence indented inside
    a list item has its indent taken off its lines."""
    blocks, block, start, indent = [], None, 0, 0
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if line.lstrip(" ").startswith("```"):
            if block is None:
                block, start = [], n
                indent = len(line) - len(line.lstrip(" "))
            else:
                blocks.append((start, block))
                block = None
        elif block is not None:
            block.append(line[indent:] if line[:indent].isspace() else line)
    return blocks


def unroff(line):
    """The text a man page line shows: groff escapes resolved."""
    for esc, text in (("\\-", "-"), ("\\(aq", "'"), ("\\(dq", '"'),
                      ("\\e", "\\"), ("\\&", ""), ("\\(ti", "~")):
        line = line.replace(esc, text)
    return line


def man_blocks(path):
    blocks, block, start = [], None, 0
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if line.startswith(".nf"):
            block, start = [], n
        elif line.startswith(".fi") and block is not None:
            blocks.append((start, block))
            block = None
        elif block is not None and not line.startswith(".\\\""):
            block.append(unroff(line))
    return blocks


def examples(block_start, lines):
    """[(line, command, [shown lines])] of one block."""
    found = []
    for i, line in enumerate(lines):
        if line.startswith("$ "):
            found.append((block_start + 1 + i, line[2:], []))
        elif found:
            found[-1][2].append(line)
    return found


def table_columns(header, threads):
    """Indices of the fields of compare's table header that vary."""
    vary = TIMING_COLUMNS + (THREAD_COLUMNS if threads else ())
    return {i for i, f in enumerate(header.split()) if f in vary}


def normalise(text, binary, threads):
    out, timing = [], None
    for line in text.split("\n"):
        line = line.replace(binary, "bin/sudosat")
        line = TIMING_JSON.sub(lambda m: '"%s":T' % m.group(1), line)
        fields = line.split()
        if fields[:1] == ["solver"] and "total_s" in fields:
            timing, width = table_columns(line, threads), len(fields)
            line = " ".join(fields)
        elif timing is not None and len(fields) == width:
            line = " ".join("T" if i in timing else f
                            for i, f in enumerate(fields))
        else:
            timing = None
        out.append(line.rstrip())
    while out and out[-1] == "":
        out.pop()
    return out


def matches(shown, got):
    """shown (with "..." wildcards) against got, both lists of lines."""
    if not shown:
        return not got
    if shown[0].strip() == "...":
        return any(matches(shown[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and shown[0] == got[0] and matches(shown[1:], got[1:])


def run_block(root, binary, source, block):
    todo = examples(*block)
    if not todo:
        return []
    work = tempfile.mkdtemp(prefix="sudosat-doc-")
    try:
        shutil.copytree(os.path.join(root, "docs", "examples"), work,
                        dirs_exist_ok=True)
        for name in ("data", "tests"):
            os.symlink(os.path.join(root, name), os.path.join(work, name))
        bindir = os.path.join(work, ".bin")
        os.mkdir(bindir)
        os.symlink(binary, os.path.join(bindir, "sudosat"))
        env = dict(os.environ, PATH=bindir + ":" + os.environ["PATH"],
                   SUDOSAT=binary)
        results, status = [], 0
        for line, command, shown in todo:
            name = "%s:%d: %s" % (source, line, command)
            threads = " -j" in command or command == "make run"
            where, run_env = work, env
            if command.startswith("make "):
                run_env = {k: v for k, v in env.items()
                           if k not in MAKE_VARIABLES}
                where = root
                command = command.replace("make ", "make --no-print-directory "
                                          "SUDOSAT='%s' " % binary, 1)
            script = "(exit %d); %s" % (status, command)
            try:
                proc = subprocess.run(["bash", "-c", script], cwd=where,
                                      env=run_env,
                                      stdin=subprocess.DEVNULL,
                                      stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, timeout=300)
                got, status = proc.stdout.decode("utf-8", "replace"), \
                    proc.returncode
            except subprocess.TimeoutExpired:
                got, status = "(timed out after 300 s)", 124
            want = normalise("\n".join(shown), binary, threads)
            have = normalise(got, binary, threads)
            if matches(want, have):
                results.append(("pass", name, ""))
            else:
                diff = "\n".join(difflib.unified_diff(
                    want, have, "shown in " + source, "real output",
                    lineterm="", n=1))
                results.append(("fail", name, diff))
        return results
    finally:
        shutil.rmtree(work, ignore_errors=True)


# The pages of docs/ whose examples run: README's material moved there
# (issue 32).  The other pages of docs/ are write-ups whose examples are
# abridged; they are rendered (test_markdown.sh), not run.
EXECUTED_PAGES = ("docs/guide-*.md", "docs/reference.md")


def pages(root):
    """README.md, the executed pages of docs/ (a pattern that matches
    nothing is an error, not a silent skip), the man page."""
    found = [("README.md", readme_blocks)]
    for pattern in EXECUTED_PAGES:
        names = sorted(glob.glob(os.path.join(root, pattern)))
        if not names:
            print("fail no page matches " + pattern)
        found += [(os.path.relpath(n, root), readme_blocks) for n in names]
    return found + [("man/sudosat.1", man_blocks)]


def main():
    root, binary = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    sources = pages(root)
    total = 0
    for source, reader in sources:
        for block in reader(os.path.join(root, source)):
            for verdict, name, diff in run_block(root, binary, source, block):
                total += 1
                print(verdict, name)
                if diff:
                    print("\n".join("  " + d for d in diff.split("\n")[:40]))
    if not total:
        print("fail no $ examples found")


if __name__ == "__main__":
    main()
