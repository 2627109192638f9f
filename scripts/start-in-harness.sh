#!/bin/sh
# The start inside the peers' harness, where the start-up figure of scripts/bench-peers.sh is
# taken: RUNS alternating starts of the app and of the tui-rs peer through measure.sh (a start and
# a quit, no session), every CPU traced meanwhile with perf (scheduler switches and wake-ups,
# execs, the apps' own system calls). For each start: the harness's start-up, the time from
# execve to the first frame's write, and how the app spent that time — running, waiting for a
# CPU (runnable while the harness, tmux or a kernel worker ran) or waiting for the disk (pages of
# its binary read in again: the kernel had dropped them from the page cache). Medians, and every
# start that waited for the disk. Tracing every CPU slows each start somewhat: the times are for
# setting the two apps side by side, not for reading alone.
#
# Usage: scripts/start-in-harness.sh BINARY [RUNS]   (default 8; needs root, perf, tmux, and the
#        peer as scripts/bench-peers.sh builds it)
# Env:   PEERS  the peers' folder (default: ../shared/peers beside the repository)
set -eu
binary=$(realpath "$1")
runs=${2:-8}
repo=$(realpath "$(dirname "$0")/..")
peers=${PEERS:-$repo/../shared/peers}
peer=/tmp/tui-rs-target/release/carousel-tui
if [ ! -x "$peers/measure.sh" ]; then
    echo "start-in-harness: no peers' folder at $peers (set PEERS): skipped" >&2
    exit 0
fi
command -v perf >/dev/null 2>&1 || { echo "start-in-harness: no perf (apt-get install linux-perf): skipped" >&2; exit 0; }
if [ "$(id -u)" != 0 ]; then
    echo "start-in-harness: tracing every CPU needs root: skipped" >&2
    exit 0
fi
if [ ! -x "$peer" ]; then
    echo "start-in-harness: no peer at $peer (scripts/bench-peers.sh builds it): skipped" >&2
    exit 0
fi
peers=$(realpath "$peers")
scratch=$(mktemp -d /tmp/carousel-start-in-harness-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
printf 'sleep 0.2\nquit q\n' > "$scratch/session.txt"
cd "$peers"
i=1
while [ "$i" -le "$runs" ]; do
    for app in "$binary" "$peer"; do
        name=$(basename "$app" | cut -c1-15)
        trace=$scratch/$(basename "$app")-$i
        perf record -q -a -m 1024 -o "$trace.data" \
            -e sched:sched_switch -e sched:sched_wakeup -e sched:sched_process_exec \
            -e raw_syscalls:sys_enter --filter "comm == \"$name\"" \
            -- env OUT="$scratch/measure" ./measure.sh "$app feeds/default.yaml" "$scratch/session.txt" \
            > /dev/null 2>&1
        perf script -i "$trace.data" -F cpu,time,event,trace,comm,pid > "$trace.txt" 2>/dev/null
        sed -n 's/^startup_s=//p' "$scratch/measure/results.txt" > "$trace.startup"
        rm -f "$trace.data"
    done
    i=$((i + 1))
done

python3 - "$scratch" "$runs" "$binary" "$peer" <<'EOF'
import re, statistics, sys
folder, runs, apps = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
line_format = re.compile(r"\s*(.+?)\s+(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+(\S+):\s*(.*)")

def split(path, binary):
    """execve to the first frame's write (a write of over 2,000 bytes to standard output), and
    the time in it running, runnable and in uninterruptible sleep, in ms."""
    pid = began = None
    spent = {"running": 0.0, "waiting for a CPU": 0.0, "waiting for the disk": 0.0, "asleep": 0.0}
    state, since = "running", None
    for line in open(path, errors="replace"):
        found = line_format.match(line)
        if not found:
            continue
        _, task, _, time, event, rest = found.groups()
        time = float(time)
        if event.endswith("sched_process_exec"):
            if pid is None and f"filename={binary} " in rest + " ":
                pid, began, since = task, time, time
            continue
        if pid is None:
            continue
        if event.endswith("sys_enter") and task == pid and rest.startswith("NR 1 ("):
            arguments = rest[rest.index("(") + 1:].split(",")
            if int(arguments[0], 16) == 1 and int(arguments[2], 16) > 2000:
                spent[state] += time - since
                return (time - began) * 1000, {key: value * 1000 for key, value in spent.items()}
        elif event.endswith("sched_switch"):
            switch = re.search(r"prev_pid=(\d+) .*prev_state=(\S+) ==> .*next_pid=(\d+)", rest)
            if switch.group(1) == pid:
                spent[state] += time - since
                state = {"R": "waiting for a CPU", "D": "waiting for the disk"}.get(switch.group(2)[0], "asleep")
                since = time
            elif switch.group(3) == pid:
                spent[state] += time - since
                state, since = "running", time
    return None

print(f"start-up inside the peers' harness, {runs} alternating starts each (start and quit), "
      "every CPU traced; ms unless marked")
for binary in apps:
    name = binary.rsplit("/", 1)[-1]
    rows = []
    for run in range(1, runs + 1):
        base = f"{folder}/{name}-{run}"
        measured = split(base + ".txt", binary)
        startup = open(base + ".startup").read().strip()
        if measured and startup:
            rows.append((float(startup), *measured))
    if not rows:
        print(f"  {name}: no start traced")
        continue
    median = lambda values: statistics.median(values)
    print(f"  {name}: harness start-up {median(r[0] for r in rows):.3f} s; execve to first frame "
          f"{median(r[1] for r in rows):.2f}: " + ", ".join(
              f"{key} {median(r[2][key] for r in rows):.2f}" for key in rows[0][2]))
    waited = [(startup, total, spent["waiting for the disk"]) for startup, total, spent in rows
              if spent["waiting for the disk"] > 0]
    print(f"    {len(waited)} of {len(rows)} starts waited for the disk" + (":" if waited else ""))
    for startup, total, disk in waited:
        print(f"      start-up {startup:.3f} s, execve to first frame {total:.2f}, of which {disk:.2f} waiting")
EOF
