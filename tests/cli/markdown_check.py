#!/usr/bin/env python3
"""markdown_check.py -- README and docs render as written (cmark).

    markdown_check.py FILE.md...

Renders each file with cmark, the CommonMark reference renderer (Debian
package cmark, installed by scripts/install-deps.sh), and checks what a
reader would see on the rendered page:

  - every heading line ("## Name" outside code) is a heading there, with
    its text: a fence left open turns everything after it into code, and
    its headings with it;
  - every fence closes: a fence line that closes a block is ``` alone
    (CommonMark takes "```  text" for more code, not for the end), and
    no block runs to the end of the file;
  - the page has as many fenced code blocks as the file has fence pairs.

Prints "pass FILE" or "fail FILE: why" per file.
"""
import html
import re
import subprocess
import sys

FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")


def source_view(lines):
    """Headings outside fences, fence pairs, and problems, as the
    CommonMark rules read the source."""
    heads, pairs, problems = [], 0, []
    fence = None
    for n, line in enumerate(lines, 1):
        m = FENCE.match(line.lstrip(" ") if line.startswith("  ") else line)
        if fence is None:
            if m:
                fence = (m.group(2)[0], len(m.group(2)), n)
            elif re.match(r"#{1,6} ", line):
                heads.append((n, line.lstrip("#").strip()))
            continue
        if m and m.group(2)[0] == fence[0] and len(m.group(2)) >= fence[1]:
            if m.group(3).strip():
                problems.append("line %d: a closing fence with text after "
                                "it (%r) does not close the block opened "
                                "on line %d" % (n, line, fence[2]))
                continue
            fence, pairs = None, pairs + 1
    if fence:
        problems.append("the fence opened on line %d never closes"
                        % fence[2])
    return heads, pairs, problems


def rendered_view(text):
    page = subprocess.run(["cmark"], input=text, capture_output=True,
                          text=True, check=True).stdout
    heads = [html.unescape(re.sub(r"<[^>]+>", "", h))
             for h in re.findall(r"<h[1-6][^>]*>(.*?)</h[1-6]>", page, re.S)]
    fenced = len(re.findall(r"<pre><code(?: class=\"[^\"]*\")?>", page))
    return heads, fenced, page


def strip_inline(text):
    """Heading text as it shows: no backticks, emphasis or link syntax."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[`*]", "", text)


def check(path):
    text = open(path, encoding="utf-8").read()
    heads, pairs, problems = source_view(text.splitlines())
    shown, fenced, page = rendered_view(text)
    for n, head in heads:
        if strip_inline(head) not in shown:
            problems.append("line %d: heading %r is not a heading on the "
                            "rendered page" % (n, head))
    indented = len(re.findall(r"<pre><code>", page)) - fenced
    if fenced + max(indented, 0) < pairs:
        problems.append("%d fence pairs, %d code blocks on the page"
                        % (pairs, fenced))
    return problems


def main():
    for path in sys.argv[1:]:
        problems = check(path)
        if problems:
            print("fail %s: %s" % (path, "; ".join(problems[:3])))
        else:
            print("pass " + path)


if __name__ == "__main__":
    main()
