#!/bin/sh
# Writes scripts/link-order.txt: the functions a session of the app runs, then the protocol
# conformance descriptors, for the release link (the Makefile's LEAN_FLAGS), which places each
# kind next to each other. The app runs under
# valgrind's callgrind in a 120x40 tmux window for about 30 s, on Resources/feed.yaml and then on
# the built-in feed: idle auto-advance, paging, jumps, section moves, pause and resume, quit.
# Functions the order names but the link no longer has are ignored, so a stale order costs
# memory, never correctness: run this again
# after large changes, then link again (rm .build/release/carousel; make build: the list is not an
# input SwiftPM knows of) and compare the peak memory (scripts/bench-peers.sh).
#
# Usage: scripts/make-link-order.sh BINARY   (the release build; needs valgrind and tmux)
set -eu
repo=$(realpath "$(dirname "$0")/..")
scratch=$(mktemp -d /tmp/carousel-link-order-XXXXXX)
trap 'tmux -S "$scratch/tmux.sock" kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
# valgrind cannot read the debug information of the static Swift runtime.
objcopy --strip-debug "$1" "$scratch/carousel"
socket="$scratch/tmux.sock"
press() {
    for key in "$@"; do
        tmux -S "$socket" send-keys "$key"
        sleep 0.8
    done
}
# One session: FEED is empty for the built-in feed.
session() {
    rm -f "$scratch/exited"
    tmux -S "$socket" -f /dev/null new-session -d -x 120 -y 40 \
        "env TERM=tmux-256color LANG=C.UTF-8 HOME='$scratch' valgrind --tool=callgrind --demangle=no \
        --callgrind-out-file='$scratch/profile-$2' '$scratch/carousel' $1 2>'$scratch/valgrind.log'; \
        : > '$scratch/exited'; sleep 100"
    sleep 12
    press Right Right 3 1 Down Down Right Left Up End Home Space
    sleep 5
    press Space
    sleep 5
    press q
    tries=0
    while [ ! -e "$scratch/exited" ] && [ "$tries" -lt 300 ]; do sleep 0.1; tries=$((tries + 1)); done
    tmux -S "$socket" kill-server 2>/dev/null || true
}
session "'$repo/Resources/feed.yaml'" file
session "" built-in
# Every function named in the profiles, in the order it first appears; callgrind's own suffixes
# ('2 for a second context) and unnamed addresses go.
cat "$scratch/profile-file" "$scratch/profile-built-in" | grep -oE '^c?fn=\([0-9]+\) .*' |
    sed -E -e 's/^c?fn=\([0-9]+\) //' -e "s/'[0-9]+\$//" | grep -v '^0x' | awk '!seen[$0]++' \
    > "$scratch/functions"
# A name whose code is in a large section that cannot be split (a library's whole `.text`, as in
# the static _RegexParser, _StringProcessing, _Concurrency and FoundationEssentials) would bring
# all of that section into the middle of the placed functions: such names are left out, by the
# link map of the last release link (the Makefile's LEAN_FLAGS write it). The standard library's
# own `.text`, which the session runs all over, stays.
# Identical functions folded into one (`--icf=all`) share an address, and valgrind names it by one
# of them: every name at a profiled function's address is listed, so that the others' sections are
# placed with it too.
nm --defined-only "$1" > "$scratch/symbols"
python3 - "$repo/.build/carousel-release.map" "$scratch/functions" "$scratch/symbols" \
    > "$repo/scripts/link-order.txt" <<'PY'
import collections, os, sys
map_path, functions_path, symbols_path = sys.argv[1:4]
address_of, names_at = {}, collections.defaultdict(list)
descriptors = set()
for line in open(symbols_path, encoding="utf-8"):
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        address_of.setdefault(fields[2], fields[0])
        names_at[fields[0]].append(fields[2])
    elif len(fields) == 3 and fields[1] in "dDrR" and fields[2].endswith("Mc"):
        descriptors.add(fields[2])
names = []
for line in open(functions_path, encoding="utf-8"):
    name = line.rstrip("\n")
    names += [name] + [alias for alias in names_at.get(address_of.get(name), []) if alias != name]
names = list(dict.fromkeys(names))
unsplit = set()
if os.path.exists(map_path):
    in_text, section = False, None
    for line in open(map_path, encoding="utf-8"):
        fields = line.split(None, 4)
        if len(fields) < 5 or fields[2] == "Size":
            continue
        what = fields[4].strip()
        # lld indents an output section, its input sections and their symbols by 8 more each.
        column = line.index(what)
        if column < 55:
            in_text, section = what == ".text", None
        elif column < 63:
            size = int(fields[2], 16)
            # A toolchain library's whole `.text` (not one function's section) is large at 8 KB.
            whole = "/swift_static/" in what and what.endswith(":(.text)")
            large = (size > 65536 or (whole and size > 8192)) and "libswiftCore.a(Swift.o)" not in what
            section = what if in_text and large else None
        elif section:
            unsplit.add(what)
names = [name for name in names if name not in unsplit]
# Then every protocol conformance descriptor (`…Mc`), read-only data: the runtime's first
# conformance lookup reads them all, and together they fill a few windows instead of most of
# `.rodata`.
names += sorted(descriptors)
print("\n".join(names))
PY
wc -l < "$repo/scripts/link-order.txt" | xargs printf '%s names in scripts/link-order.txt\n'
