#!/bin/sh
# What a start reads of the executable when none of it is in the page cache, and where: RUNS
# starts at 120x40 of each of two kinds, each after the file's pages are dropped
# (`posix_fadvise(DONTNEED)`), a start that runs half a second and quits on `q`: on the peers' feed
# in tmux as tmux names itself (the side-by-side benchmark's), and on the built-in feed as most
# people start it, in a terminal outside tmux (`xterm-256color`, `TMUX` unset), where its pictures
# make the app ask the terminal about graphics (tmux, the terminal here, answers). The kernel reads
# a window around each page a start misses (read_ahead_kb of the disk, 8 MiB on the benchmark
# machine), so a single call into code the link lists left after the data costs megabytes; the
# ranges say which windows were read. Prints, for each kind, the bytes read and the ranges of the
# run that read the most (a window's last pages can still be on their way when a run is looked at).
#
# Usage: scripts/cold-start-reads.sh BINARY [RUNS]   (default 3; needs python3, tmux, cc)
# Env:   PEERS  the peers' folder (default: ../shared/peers beside the repository)
set -eu
binary=$(realpath "$1")
runs=${2:-3}
repo=$(realpath "$(dirname "$0")/..")
peers=$(realpath "${PEERS:-$repo/../shared/peers}")
command -v cc >/dev/null 2>&1 || { echo "cold-start-reads: no C compiler: skipped" >&2; exit 0; }
scratch=$(mktemp -d /tmp/carousel-cold-start-XXXXXX)
socket=cold-start-$$
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
# mincore(2) of the whole file: which of its pages are in the page cache, as ranges.
cat > "$scratch/resident.c" <<'EOF'
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
int main(int argc, char **argv) {
    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) return 1;
    size_t pages = (st.st_size + 4095) / 4096;
    void *file = mmap(NULL, st.st_size, PROT_READ, MAP_SHARED, fd, 0);
    unsigned char *resident = malloc(pages);
    if (file == MAP_FAILED || !resident || mincore(file, st.st_size, resident) != 0) return 1;
    long start = -1, total = 0;
    for (size_t page = 0; page <= pages; page++) {
        int in = page < pages && (resident[page] & 1);
        if (in && start < 0) start = (long)page;
        if (in) total++;
        if (!in && start >= 0) {
            printf("range %.1f-%.1f MiB\n", start / 256.0, page / 256.0);
            start = -1;
        }
    }
    printf("total %ld\n", total * 4);
    return 0;
}
EOF
cc -O2 -o "$scratch/resident" "$scratch/resident.c"
cd "$peers"
# One kind of start, RUNS times: KEY (for its files), what it is, `env`'s words for the terminal,
# and the app's arguments.
starts() {
    key=$1 kind=$2 terminal=$3 arguments=$4
    i=1
    while [ "$i" -le "$runs" ]; do
        python3 -c 'import os, sys; fd = os.open(sys.argv[1], os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$binary"
        "$repo/scripts/start-and-quit.sh" "$socket" "env $terminal LANG=C.UTF-8 $binary $arguments" 0.5
        "$scratch/resident" "$binary" > "$scratch/$key-$i"
        i=$((i + 1))
    done
    printf 'a cold start reads, KiB of %s, %s:' "$(basename "$binary")" "$kind"
    for run in "$scratch/$key"-*; do printf ' %s' "$(sed -n 's/^total //p' "$run")"; done
    echo
    most=$(grep -H '^total ' "$scratch/$key"-* | sort -t' ' -k2 -n | tail -1 | cut -d: -f1)
    sed -n 's/^range /  read: /p' "$most"
}
starts inside "in tmux, the peers' feed" "TERM=tmux-256color" feeds/default.yaml
starts outside "outside tmux, the built-in feed" "-u TMUX TERM=xterm-256color" ""
