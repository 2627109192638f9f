#!/bin/sh
# Carousel side by side with the Rust peer (tui-rs 0.19 + crossterm 0.25, docs/behaviour.md
# §3.10): both driven through the peers' harness (measure.sh: tmux at 120x40, the default ~38 s
# session), alternating, RUNS times each, then the medians of each and their ratios; with perf,
# RUNS more of each under `perf stat -e task-clock` for the session's CPU to the tenth of a ms.
# The peer is built offline from Debian's packaged crates (installed with apt-get when missing)
# into a folder under /tmp, since the peers' folder may be read-only.
#
# Usage: scripts/bench-peers.sh BINARY [RUNS]   (default 3)
# Env:   PEERS  the peers' folder (default: ../shared/peers beside the repository)
#        KEEP   a folder to keep every run's results in (default: a scratch folder, removed)
set -eu
binary=$(realpath "$1")
runs=${2:-3}
repo=$(realpath "$(dirname "$0")/..")
peers=${PEERS:-$repo/../shared/peers}
if [ ! -x "$peers/measure.sh" ]; then
    echo "bench-peers: no peers' folder at $peers (set PEERS): skipped" >&2
    exit 0
fi
peers=$(realpath "$peers")
target=/tmp/tui-rs-target
peer=$target/release/carousel-tui

if [ ! -x "$peer" ] || [ "$peers/tui-rs/src/main.rs" -nt "$peer" ]; then
    command -v cargo >/dev/null 2>&1 || "$repo/scripts/ensure-deps.sh" cargo
    [ -d /usr/share/cargo/registry/tui-0.19.0 ] || "$repo/scripts/ensure-deps.sh" librust-tui-dev \
        librust-crossterm-dev librust-serde-yaml-dev librust-serde-json-dev librust-serde-dev \
        librust-unicode-width-dev
    (cd "$peers/tui-rs" && cargo build --quiet --release --target-dir "$target")
fi

results=${KEEP:-$(mktemp -d /tmp/carousel-bench-peers-XXXXXX)}
mkdir -p "$results"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$results"' EXIT
cd "$peers"
i=1
while [ "$i" -le "$runs" ]; do
    OUT="$results/carousel-$i" ./measure.sh "$binary feeds/default.yaml" >/dev/null
    OUT="$results/tui-rs-$i" ./measure.sh "$peer feeds/default.yaml" >/dev/null
    i=$((i + 1))
done
# The harness's CPU figure has 10 ms steps, about a tenth of the session: the same runs again
# under `perf stat -e task-clock` give it to the tenth of a millisecond (not in the runs above,
# where perf would be the largest process of the tree whose peak RSS is measured).
if command -v perf >/dev/null 2>&1; then
    i=1
    while [ "$i" -le "$runs" ]; do
        for name in carousel tui-rs; do
            app=$binary
            [ "$name" = carousel ] || app=$peer
            OUT="$results/$name-clock-$i" ./measure.sh \
                "perf stat -x, -o $results/$name-clock-$i.csv -e task-clock $app feeds/default.yaml" >/dev/null
        done
        i=$((i + 1))
    done
else
    echo "bench-peers: no perf (apt-get install linux-perf): CPU only to the harness's 10 ms" >&2
fi

python3 - "$results" "$runs" <<'EOF'
import statistics, sys
folder, runs = sys.argv[1], int(sys.argv[2])
figures = [("startup_s", "start-up to the first screen, s"), ("cpu_s", "CPU, whole session, s"),
           ("bytes", "bytes written"), ("rss_peak_mib", "peak RSS, MiB")]
def medians(name):
    rows = []
    for i in range(1, runs + 1):
        with open(f"{folder}/{name}-{i}/results.txt", encoding="utf-8") as f:
            rows.append(dict(line.strip().split("=", 1) for line in f if "=" in line))
    return {key: statistics.median(float(row[key]) for row in rows) for key, _ in figures}, rows
ours, our_rows = medians("carousel")
theirs, their_rows = medians("tui-rs")
print(f"medians of {runs} alternating runs each (min-max in brackets)")
print(f"{'figure':34} {'carousel':>22} {'tui-rs':>22} {'ratio':>6}")
for key, label in figures:
    def cell(rows, median):
        values = [float(row[key]) for row in rows]
        return f"{median:g} ({min(values):g}-{max(values):g})"
    ratio = ours[key] / theirs[key] if theirs[key] else float("inf")
    print(f"{label:34} {cell(our_rows, ours[key]):>22} {cell(their_rows, theirs[key]):>22} {ratio:6.2f}")
def task_clock(name):
    values = []
    for i in range(1, runs + 1):
        try:
            with open(f"{folder}/{name}-clock-{i}.csv", encoding="utf-8") as f:
                values += [float(line.split(",")[0]) for line in f if "task-clock" in line]
        except OSError:
            return None
    return values
our_clock, their_clock = task_clock("carousel"), task_clock("tui-rs")
if our_clock and their_clock:
    label = "CPU, whole session (task-clock), ms"
    cells = [f"{statistics.median(v):.1f} ({min(v):.1f}-{max(v):.1f})" for v in (our_clock, their_clock)]
    ratio = statistics.median(our_clock) / statistics.median(their_clock)
    print(f"{label:34} {cells[0]:>22} {cells[1]:>22} {ratio:6.2f}")
sane = all(row.get("term_sane") == "1" for row in our_rows + their_rows)
print("terminal restored after every run" if sane else "a run left the terminal not sane: see the results")
EOF
