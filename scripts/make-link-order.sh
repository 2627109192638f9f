#!/bin/sh
# Writes scripts/link-order.txt: the functions a session of the app runs, then the protocol
# conformance descriptors, then a name for each input section of the data it touches, for the
# release link (the Makefile's LEAN_FLAGS), which places each kind next to each other; and
# scripts/link-hot.ld: the input sections of the code a session runs, by how early they first run
# (the start's code together, in fewer 64 KB windows), which the release link keeps in `.text`
# before the data while the rest of the code goes after it (scripts/link-layout.ld). The app runs
# under valgrind's lackey, which traces each block of code as it runs and each access to the data,
# in a 120x40 tmux window for about 30 s, on Resources/feed.yaml, on the built-in feed (also as a
# terminal outside tmux, below) and on the peers' feed when it is there: idle auto-advance, paging,
# jumps, section moves, pause and resume, quit; then, where perf is installed, linked with the new
# lists, natively under perf (below), which leaves the release build linked with them.
# Functions the order names but the link no longer has are ignored, and code the lists do not
# name goes after the data, so stale lists cost memory and cold-start reads, never correctness:
# run this again after large changes and compare the peak memory (scripts/bench-peers.sh). The
# lists are not inputs SwiftPM knows of: to link with them by hand, rm .build/release/carousel;
# make build.
#
# Usage: scripts/make-link-order.sh BINARY   (the release build, .build/release/carousel; needs
# valgrind and tmux, and perf for the last step)
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
# One session: FEED (empty for the built-in feed) from the repository's folder, under RUNNER, which
# needs WAIT seconds to show the first screen, in TERMINAL: `env`'s words for the terminal, by
# default tmux as tmux names itself; `$outside` is a terminal outside tmux as most people's is,
# where the app asks the terminal about graphics for a feed with pictures (tmux answers for itself).
inside="TERM=tmux-256color" outside="-u TMUX TERM=xterm-256color"
session() {
    rm -f "$scratch/exited"
    tmux -S "$socket" -f /dev/null new-session -d -x 120 -y 40 -c "$repo" \
        "env ${4:-$inside} LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME='$scratch' $2 $1 2>'$scratch/runner.log'; \
        : > '$scratch/exited'; sleep 100"
    sleep "$3"
    press Right Right 3 1 Down Down Right Left Up End Home Space
    sleep 5
    press Space
    sleep 5
    press q
    tries=0
    while [ ! -e "$scratch/exited" ] && [ "$tries" -lt 300 ]; do sleep 0.1; tries=$((tries + 1)); done
    tmux -S "$socket" kill-server 2>/dev/null || true
}
# The data's addresses, as lackey prints them (eight hex digits): the writable segments'.
low=$((1 << 62)) high=0
for span in $(readelf -lW "$scratch/carousel" | awk '$1 == "LOAD" && $7 ~ /W/ { print $3 "," $6 }'); do
    start=$((${span%,*}))
    end=$((start + ${span#*,}))
    [ "$start" -ge "$low" ] || low=$start
    [ "$end" -le "$high" ] || high=$end
done
low=$(printf '%08x' "$low") high=$(printf '%08x' "$high")
if [ ${#high} -ne 8 ]; then
    echo "make-link-order: the data ends above 4 GiB ($high): lackey's addresses have more digits" >&2
    exit 1
fi
# A trace of FEED's session in TERMINAL (as `session` takes it), written to trace-NAME: the address
# of each block of code it ran, in the order it first ran; and to data-NAME the address of each 16
# bytes of the data it touched, in the order it first touched them. Each function's entry starts a
# block of its own (`--vex-guest-chase=no`): otherwise valgrind runs a small function called
# directly as part of its caller's block, and the trace never names it. Lackey's log (every
# instruction and access) goes through a pipe to awk, which keeps each address once; so traced,
# the first screen takes up to 15 s.
trace() {
    mkfifo "$scratch/lackey.log"
    awk -v code="$scratch/trace-$2" -v data="$scratch/data-$2" -v low="$low" -v high="$high" '
        $1 == "SB" { if (!ran[$2]++) print $2 > code; next }
        $1 == "L" || $1 == "S" || $1 == "M" {
            split($2, access, ","); address = access[1]
            if (length(address) == 8 && address >= low && address < high && !touched[substr(address, 1, 7)]++)
                print address > data
        }' "$scratch/lackey.log" &
    session "$1" "valgrind --tool=lackey --vex-guest-chase=no --basic-counts=no --trace-superblocks=yes \
        --trace-mem=yes --log-file='$scratch/lackey.log' '$scratch/carousel'" 15 "${3:-$inside}"
    wait
    rm "$scratch/lackey.log"
}
trace Resources/feed.yaml file
trace "" built-in
trace "" built-in-outside-tmux "$outside"
# And the peers' feed, the side-by-side benchmark's (scripts/bench-peers.sh), when it is there:
# larger, it arrives in two parts, which the others do not.
peers_feed=$(realpath -q "$repo/../shared/peers/feeds/default.yaml" || true)
feeds="Resources/feed.yaml ''"
if [ -f "$peers_feed" ]; then
    trace "'$peers_feed'" peers
    feeds="$feeds '$peers_feed'"
fi
nm --defined-only "$1" > "$scratch/symbols"
traces="$scratch/trace-file $scratch/trace-built-in $scratch/trace-built-in-outside-tmux"
[ ! -f "$scratch/trace-peers" ] || traces="$traces $scratch/trace-peers"
# Every function the traces ran, by how early it first ran in any of them; then the data they
# touched, likewise (the release link places each output section's named input sections first).
# shellcheck disable=SC2086 # the traces' paths have no spaces
"$repo/scripts/link-lists.py" functions "$scratch/symbols" $traces > "$scratch/functions"
"$repo/scripts/link-lists.py" order "$repo/.build/carousel-release.map" "$scratch/symbols" "$scratch/functions" \
    > "$scratch/order"
# shellcheck disable=SC2086
"$repo/scripts/link-lists.py" data "$repo/.build/carousel-release.map" $(echo "$traces" | sed 's|/trace-|/data-|g') \
    > "$scratch/data"
cat "$scratch/order" "$scratch/data" > "$repo/scripts/link-order.txt"
wc -l < "$repo/scripts/link-order.txt" | xargs printf '%s names in scripts/link-order.txt\n'

# The hot code (scripts/link-hot.ld): every input section holding code the traces ran, by how
# early it first ran (scripts/link-lists.py has the rest of what it takes).
# shellcheck disable=SC2086
"$repo/scripts/link-lists.py" traced "$repo/.build/carousel-release.map" "$scratch/symbols" $traces \
    > "$scratch/patterns"
"$repo/scripts/link-lists.py" script "$scratch/patterns" > "$repo/scripts/link-hot.ld"
# Then what the same sessions run outside valgrind and the traces did not see (paths that
# depend on timing, on inotify, on the vDSO; the data the runtime's hooks and the curses' start
# touch): linked with these lists, the app runs them under `perf record -e page-faults`, and the
# sections of the code after the data it touched join the hot code, and the data sections not yet
# named that it touched join the named data, until it touches none (at most eight links). A round
# can see only the first function it runs in each 64 KB of that code: the kernel maps a fault's
# cached neighbours with it (fault-around), so the next function in the same 64 KB shows in the
# next round. With four rounds, a function of the width reply's path stayed behind in the lists of
# 04128d0, and its one fault, just after the first frame, read 3.6 MB of code a start does not need.
binary="$repo/.build/release/carousel"
# FEED's session in TERMINAL (as `session` takes them) under perf: the addresses of its page
# faults, added to the file `faults`.
record_faults() {
    session "$1" "perf record -q -e page-faults -c 1 -d -o '$scratch/faults.data' '$binary'" 2 "${2:-$inside}"
    perf script -F addr -i "$scratch/faults.data" >> "$scratch/faults" 2>/dev/null
}
if command -v perf >/dev/null 2>&1; then
    round=1
    while [ "$round" -le 8 ]; do
        rm -f "$binary"
        make -C "$repo" build >/dev/null
        nm --defined-only "$binary" > "$scratch/symbols"
        eval "set -- $feeds"
        for feed in "$@"; do record_faults "$feed"; done
        record_faults "" "$outside"
        "$repo/scripts/link-lists.py" faulted "$repo/.build/carousel-release.map" "$scratch/symbols" \
            "$scratch/faults" > "$scratch/more-code"
        "$repo/scripts/link-lists.py" faulted-data "$repo/.build/carousel-release.map" "$scratch/faults" \
            "$scratch/data" > "$scratch/more-data"
        rm -f "$scratch/faults"
        [ -s "$scratch/more-code" ] || [ -s "$scratch/more-data" ] || break
        sed 's/^/faulted in after the data: /' "$scratch/more-code"
        sed 's/^/data faulted in outside the named data: /' "$scratch/more-data"
        cat "$scratch/more-code" >> "$scratch/patterns"
        cat "$scratch/more-data" >> "$scratch/data"
        "$repo/scripts/link-lists.py" script "$scratch/patterns" > "$repo/scripts/link-hot.ld"
        cat "$scratch/order" "$scratch/data" > "$repo/scripts/link-order.txt"
        round=$((round + 1))
    done
    # Eight rounds that each found more: link with what the last one found too.
    if [ -s "$scratch/more-code" ] || [ -s "$scratch/more-data" ]; then
        rm -f "$binary"
        make -C "$repo" build >/dev/null
    fi
else
    echo "make-link-order: no perf (apt-get install linux-perf): scripts/link-hot.ld from the traces only" >&2
fi
grep -c '^    ' "$repo/scripts/link-hot.ld" | xargs printf '%s input section patterns in scripts/link-hot.ld\n'
