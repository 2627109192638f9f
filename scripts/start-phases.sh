#!/bin/sh
# Where the start goes, phase by phase: the time from `execve` to the start of each phase, and the
# page faults taken in it, median of RUNS starts in tmux at 120x40 on the peers' feed. Each phase
# starts where a function of the app is entered, seen with a uprobe (one trap a phase, a few
# microseconds); the last row is the first frame's write. Only the probes' traps are traced, so
# the app runs at full speed otherwise.
#
# Usage: scripts/start-phases.sh BINARY [RUNS]   (default 15; needs root for the kernel's tracing
#        folder, tmux, nm, readelf)
# Env:   PEERS  the peers' folder (default: ../shared/peers beside the repository)
set -eu
binary=$(realpath "$1")
runs=${2:-15}
repo=$(realpath "$(dirname "$0")/..")
peers=${PEERS:-$repo/../shared/peers}
if [ ! -f "$peers/feeds/default.yaml" ]; then
    echo "start-phases: no peers' feed in $peers (set PEERS): skipped" >&2
    exit 0
fi
peers=$(realpath "$peers")
tracing=/sys/kernel/tracing
[ -d "$tracing/events" ] || tracing=/sys/kernel/debug/tracing
if [ ! -w "$tracing/uprobe_events" ] || [ ! -d "$tracing/events/exceptions/page_fault_user" ]; then
    echo "start-phases: no writable kernel tracing with uprobes and page-fault events (run as root): skipped" >&2
    exit 0
fi
scratch=$(mktemp -d /tmp/carousel-start-phases-XXXXXX)
socket=start-phases-$$
cleanup() {
    echo 0 > "$tracing/events/enable" 2>/dev/null || true
    echo > "$tracing/uprobe_events" 2>/dev/null || true
    echo > "$tracing/events/syscalls/sys_exit_write/filter" 2>/dev/null || true
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT

# Each phase: its name and the symbol (an extended regular expression over `nm`'s names) whose
# entry starts it, in the order they run. The first phase, from `execve`, is the C library's.
cat > "$scratch/phases" <<'EOF'
runtime-constructors ^_init$
arguments-and-environment ^main$
command-line ^\$s8carousel16QuickCommandLineO12showSettings
locale-and-options ^setlocale$
signal-handlers ^carousel_install_signal_handlers$
feed-read-and-checked ^\$s16CarouselTerminal9FeedReadsC04readC09firstHere.*cfc$
curses-start ^\$s16CarouselTerminal12CursesScreenC5start4term
width-question-and-loop ^wrefresh$
state-and-layout ^\$s11CarouselKit6DriverV4feed7options6screen
first-frame-drawn-and-encoded ^\$s11CarouselKit6DriverV6updateyyF$
EOF

echo 0 > "$tracing/events/enable"
echo > "$tracing/uprobe_events"
nm "$binary" > "$scratch/symbols"
readelf -lW "$binary" | awk '$1 == "LOAD" { print $2, $3, $5 }' > "$scratch/segments"
index=0
while read -r name pattern; do
    index=$((index + 1))
    address=$(awk -v pattern="$pattern" '$2 ~ /^[tT]$/ && $3 ~ pattern { print $1; exit }' "$scratch/symbols")
    if [ -z "$address" ]; then
        echo "start-phases: no symbol matches $pattern ($name): left out" >&2
        continue
    fi
    # A uprobe is placed by its offset in the file: the address less its segment's address,
    # plus the segment's offset.
    offset=
    while read -r segment_offset segment_start segment_size; do
        if [ $((0x$address)) -ge $((segment_start)) ] && [ $((0x$address)) -lt $((segment_start + segment_size)) ]; then
            offset=$(printf '0x%x' $((0x$address - segment_start + segment_offset)))
            break
        fi
    done < "$scratch/segments"
    echo "p:carousel_phases/p$index $binary:$offset" >> "$tracing/uprobe_events"
    echo "p$index $name" >> "$scratch/names"
done < "$scratch/phases"
echo 1 > "$tracing/events/carousel_phases/enable"
echo 1 > "$tracing/events/sched/sched_process_exec/enable"
echo 1 > "$tracing/events/exceptions/page_fault_user/enable"
echo 'ret > 2000' > "$tracing/events/syscalls/sys_exit_write/filter"
echo 1 > "$tracing/events/syscalls/sys_exit_write/enable"
echo mono > "$tracing/trace_clock"

i=1
while [ "$i" -le "$runs" ]; do
    echo > "$tracing/trace"
    "$repo/scripts/start-and-quit.sh" "$socket" \
        "cd $peers && exec env TERM=tmux-256color LANG=C.UTF-8 $binary feeds/default.yaml" 0.6
    cp "$tracing/trace" "$scratch/trace-$i"
    i=$((i + 1))
done
echo 0 > "$tracing/events/enable"

python3 - "$scratch" "$runs" "$binary" <<'EOF'
import os, re, statistics, sys
folder, runs, binary = sys.argv[1], int(sys.argv[2]), sys.argv[3]
names = dict(line.split(" ", 1) for line in open(f"{folder}/names").read().splitlines()) \
    if os.path.exists(f"{folder}/names") else {}
order = ["C-library-start-up"] + list(names.values())
runs_seen, runs_faults = [], []
event = re.compile(r"^\s*(\S+)-(\d+)\s+\[\d+\]\s+\S+\s+([\d.]+): (\S+?):? (.*)$")
for run in range(1, runs + 1):
    pid = began = None
    phase, seen, counts = order[0], {order[0]: 0.0}, {order[0]: 0}
    for line in open(f"{folder}/trace-{run}"):
        found = event.match(line)
        if not found:
            continue
        _, task, time, kind, rest = found.groups()
        if kind == "sched_process_exec":
            if f"filename={binary} " in rest + " ":
                pid, began = task, float(time)
            continue
        if task != pid:
            continue
        if kind == "page_fault_user":
            counts[phase] += 1
            continue
        name = "written" if kind in ("sys_exit_write", "sys_write") else names.get(kind.split("/")[-1])
        if name is None or name in seen:
            continue
        seen[name] = (float(time) - began) * 1000
        if name == "written":
            break
        phase = name
        counts[phase] = 0
    if "written" in seen:
        runs_seen.append(seen)
        runs_faults.append(counts)
# A run in which a phase's probe did not fire is left out of that phase's times; its page faults
# count in the phase before.
print(f"{binary}: median of {len(runs_seen)} starts at 120x40 on the peers' feed")
print(f"  {'phase':32} {'starts, ms':>10} {'takes, ms':>10} {'page faults':>12}")
shown = [name for name in order if any(name in seen for seen in runs_seen)] + ["written"]
for name, following in zip(shown, shown[1:]):
    pairs = [seen for seen in runs_seen if name in seen and following in seen]
    print(f"  {name:32} {statistics.median(seen[name] for seen in pairs):10.2f}"
          f" {statistics.median(seen[following] - seen[name] for seen in pairs):10.2f}"
          f" {statistics.median(counts.get(name, 0) for counts in runs_faults):12g}")
print(f"  {'first frame written':32} {statistics.median(seen['written'] for seen in runs_seen):10.2f}"
      f" {'':10} {statistics.median(sum(counts.values()) for counts in runs_faults):12g}")
EOF
