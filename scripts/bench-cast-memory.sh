#!/usr/bin/env bash
# The peak resident memory of `carousel render --cast` over a long simulated session, which the
# recording must not grow with (it is streamed to its file): too slow for the tests (about a
# minute for --time 20000 on a debug build), so measured here. SPEC 3.16's bound is 64 MiB.
# Usage: scripts/bench-cast-memory.sh [SECONDS [BINARY]]   (default 20000, .build/debug/carousel)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20000}
binary=${2:-.build/debug/carousel}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
/usr/bin/time -v "$binary" render --size 80x24 --time "$seconds" --cast "$scratch/session.cast" \
  > /dev/null 2> "$scratch/time"
kib=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$scratch/time")
echo "render --time $seconds --cast: peak RSS $kib KiB ($((kib / 1024)) MiB), recording $(stat -c %s "$scratch/session.cast") bytes"
if [ "$kib" -gt $((64 * 1024)) ]; then
  echo "over the 64 MiB bound" >&2
  exit 1
fi
