#!/bin/sh
# The time from execve to the end of the first frame's write, RUNS times, in tmux at 120x40 on the
# peers' feed: `perf record` on the sched_process_exec and write tracepoints (only those are
# traced, so the app runs at full speed, unlike under strace). Prints the median and every run in
# milliseconds. Works for any app that writes its first screen in one write of over 2,000 bytes
# (the Rust peer too).
#
# Usage: scripts/first-frame-time.sh BINARY [RUNS]   (default 15; needs perf, tmux)
# Env:   PEERS  the peers' folder (default: ../shared/peers beside the repository)
set -eu
binary=$(realpath "$1")
runs=${2:-15}
repo=$(realpath "$(dirname "$0")/..")
peers=$(realpath "${PEERS:-$repo/../shared/peers}")
command -v perf >/dev/null 2>&1 || { echo "first-frame-time: no perf (apt-get install linux-perf): skipped" >&2; exit 0; }
scratch=$(mktemp -d /tmp/carousel-first-frame-XXXXXX)
socket=first-frame-$$
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
cd "$peers"
i=1
while [ "$i" -le "$runs" ]; do
    "$repo/scripts/start-and-quit.sh" "$socket" \
        "env TERM=tmux-256color LANG=C.UTF-8 perf record -q -e sched:sched_process_exec -e syscalls:sys_exit_write -o $scratch/perf.data $binary feeds/default.yaml 2>/dev/null"
    perf script -i "$scratch/perf.data" -F time,event,trace 2>/dev/null | python3 -c '
import re, sys
start = None
for line in sys.stdin:
    match = re.match(r"\s*([\d.]+):\s+(\S+)\s*(.*)", line)
    if not match:
        continue
    time, event, rest = float(match.group(1)), match.group(2), match.group(3)
    if "process_exec" in event and start is None:
        start = time
    elif start is not None and "sys_exit_write" in event:
        written = re.search(r"0x([0-9a-f]+)", rest)
        if written and int(written.group(1), 16) > 2000:
            print("%.2f" % ((time - start) * 1000))
            break
' >> "$scratch/times"
    i=$((i + 1))
done
sort -n "$scratch/times" | awk '{t[NR] = $1} END {
    printf "execve to first frame, ms: median %s (%s-%s), %d runs:", t[int((NR + 1) / 2)], t[1], t[NR], NR
    for (i = 1; i <= NR; i++) printf " %s", t[i]; print "" }'
