#!/usr/bin/env bash
# Writes carousel(1) to standard output: swift-argument-parser's generate-manual turns the command
# definitions into mdoc (so the page never drifts from --help); this script puts the usage lines
# of --help in its SYNOPSIS and the hand-written sections (Resources/man-sections.mdoc: FEED
# FORMAT, KEYS, ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES) in place of its generic EXIT STATUS.
# Usage: scripts/make-manual.sh GENERATE-MANUAL CAROUSEL-BINARY SECTIONS-FILE
set -euo pipefail
generator=$1 binary=$2 sections=$3
# The date of the last commit, so that the same sources give the same page.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)

generated=$("$generator" "$binary" --date "$date" --output-directory -)
usage=$("$binary" --help | awk '/^USAGE: /{sub(/^USAGE: /, ""); on=1} on && /^$/{exit} on{sub(/^ +/, ""); print}')

printf '%s\n' "$generated" | awk -v usage="$usage" '
  # Roff escapes in text that came from --help: a backslash, and a leading quote or dot.
  function text(line) {
    gsub(/\\/, "\\e", line)
    gsub(/-/, "\\-", line)
    sub(/^['"'"'.]/, "\\\\&&", line)
    return line
  }
  /^\.Sh SYNOPSIS$/ {
    print
    n = split(usage, lines, "\n")
    for (i = 1; i <= n; i++) {
      sub(/^carousel ?/, "", lines[i])
      print ".Nm"
      print text(lines[i])
      if (i < n) print ".br"
    }
    skipping = 1
    next
  }
  /^\.Sh / { skipping = 0 }
  /^\.Sh "EXIT STATUS"$/ { exit }
  skipping { next }
  /^$/ { print ".Pp"; next }
  { print }
'
cat "$sections"
