#!/bin/sh
# Time from start to the first screen where every section of Resources/examples/live.yaml shows
# data (no `Loading…`, no stand-in page), with the cache and with --no-cache (docs/behaviour.md
# §3.11). Each start runs `carousel -x` in a detached 100x50 tmux window whose screen is polled
# every 10 ms; the time includes starting tmux. The cache lives in a scratch folder, filled by
# one run first.
#
# Usage: scripts/bench-cache.sh BINARY [RUNS]   (RUNS of each, default 5; prints the medians)
set -eu
binary=$(realpath "$1")
runs=${2:-5}
feed=$(realpath "$(dirname "$0")/../Resources/examples/live.yaml")
scratch=$(mktemp -d /tmp/carousel-bench-cache-XXXXXX)
trap 'rm -rf "$scratch"' EXIT

# Seconds until every section shows data; carousel gets the extra arguments.
first_data() {
    socket="$scratch/tmux.sock"
    start=$(date +%s.%N)
    tmux -S "$socket" -f /dev/null new-session -d -x 100 -y 50 \
        "env XDG_CACHE_HOME='$scratch/xdg' LANG=C.UTF-8 '$binary' -x $* '$feed'"
    tries=0
    while [ "$tries" -lt 3000 ]; do
        tries=$((tries + 1))
        screen=$(tmux -S "$socket" capture-pane -p 2>/dev/null || true)
        case "$screen" in
            *"Live board"*) case "$screen" in *Loading…*|*"Reading the history"*) ;; *) break ;; esac ;;
        esac
        sleep 0.01
    done
    end=$(date +%s.%N)
    tmux -S "$socket" kill-server 2>/dev/null || true
    rm -f "$socket"
    [ "$tries" -lt 3000 ] || { echo "no data after 30 s" >&2; exit 1; }
    awk "BEGIN { printf \"%.3f\\n\", $end - $start }"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

first_data > /dev/null
for mode in cached uncached; do
    flag=""; [ "$mode" = uncached ] && flag="--no-cache"
    times=""
    i=0
    while [ "$i" -lt "$runs" ]; do
        times="$times$(first_data $flag)
"
        i=$((i + 1))
    done
    printf '%s: median %s s over %s runs (min %s, max %s)\n' "$mode" \
        "$(printf '%s' "$times" | median)" "$runs" \
        "$(printf '%s' "$times" | sort -n | head -1)" "$(printf '%s' "$times" | sort -n | tail -1)"
done
