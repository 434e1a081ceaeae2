# test_markdown.sh -- README's Markdown, and the docs', render as written
# (issue 21 item 17): every heading a heading, every fence closed, checked
# on the page cmark (CommonMark's reference renderer) makes of it; see
# tests/cli/markdown_check.py.  A fence closed with text after it once
# turned README's check-proof section into code.
if command -v cmark > /dev/null 2>&1; then
  md_out=$(python3 tests/cli/markdown_check.py README.md DEVELOPERS.md \
             docs/*.md tests/fuzz/README.md cnf/README.md 2>&1)
  while IFS= read -r md_line; do
    case $md_line in
      "pass "*) _pass ;;
      "fail "*) _fail "markdown: ${md_line#fail }" ;;
      *) _fail "markdown: $md_line" ;;
    esac
  done <<MD_EOF
$md_out
MD_EOF
  # The check sees the fault that hid a section: a closing fence with text.
  printf '# A\n\n```\ncode\n```  text\n\n## B\n' > "${TMPDIR:-/tmp}/md_bad.md"
  expect_grep "markdown: a fence closed with text after it is caught" \
    "^fail .*line 5: a closing fence with text after it .*never closes" \
    python3 tests/cli/markdown_check.py "${TMPDIR:-/tmp}/md_bad.md"
  rm -f "${TMPDIR:-/tmp}/md_bad.md"
else
  _fail "markdown: cmark is not installed (scripts/install-deps.sh installs it)"
fi

# README is the landing page a newcomer reads in five minutes (issue 32):
# at most 400 lines, and it links every guide of docs/ (the material
# that grows goes to the guides and docs/reference.md, which run their
# examples as README does: test_docs.sh).
expect_grep "markdown: README is a landing page (at most 400 lines)" '^ok$' \
  sh -c '[ "$(wc -l < README.md)" -le 400 ] && echo ok || wc -l README.md'
for md_guide in docs/guide-*.md docs/reference.md; do
  expect_grep "markdown: README links $md_guide" "\]\($md_guide[)#]" cat README.md
done

# docs/kinds-compared.md (made by scripts/kinds-compared.py from the
# kinds table and the two other solvers' sources) has a row for every
# kind of SS_KINDS, so a new kind cannot be missing from it.
for md_kind in $(sed -n 's/^  X (\([A-Z]*\), \([a-z]*\),.*/\2/p' core/kinds.h); do
  expect_grep "markdown: kinds-compared.md has a row for $md_kind" \
    "^| \`$md_kind\` |" cat docs/kinds-compared.md
done
