#!/usr/bin/env python3
"""Measures what the running app's frames cost on the terminal's side, in a real pseudo-terminal,
from outside the process and from its own statistics (CAROUSEL_STATS).

Usage: scripts/bench-frames.py BINARY [BINARY...]   (make bench runs it with the release build)

With several binaries (say the code before and after a change), every measurement runs them in
turn, A B A B ..., so that a machine whose speed drifts treats them alike.

- Slides at 120x40 and 200x60: a scripted session on the built-in feed with
  `--interval 0.5 --resume-after 0.1`: 16 keys 0.4 s apart (pages and sections), then 8 s of
  auto-advance turning every visible section. From CAROUSEL_STATS: frames, and the mean and
  99th percentile of a frame's cost (render + diff + curses + doupdate); from the terminal's side:
  bytes per changed cell (bytes received after the first frame / cells written outside full
  redraws) and attribute resets (ESC[m, ESC[0;...m) per frame.
- CPU of the whole process (user + system, the kernel's accounting at exit, as /usr/bin/time
  reports it) for 20 s of idle auto-advance at 120x40 (the feed's own pace), and for 10 s with
  `--interval 0.5 --resume-after 0.1`.

Medians of 3 runs each (BENCH_RUNS=N for more). The terminal type is xterm-256color
(BENCH_TERM=tmux-256color, say, for another terminfo entry: the bytes depend on it).
"""
import importlib
import math
import os
import re
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
terminal = importlib.import_module("bench-terminal")

RUNS = int(os.environ.get("BENCH_RUNS", "3"))
FAST = ["--interval", "0.5", "--resume-after", "0.1"]
# On the built-in feed: h/l page, j/k change the focused section.
KEYS = b"lljlhjllljhkklll"
KEY_GAP = 0.4
AUTOPLAY_AFTER_KEYS = 8.0
RESETS = re.compile(rb"\x1b\[(?:0?m|0;[0-9;]*m)")


def start(binary, args, size, environment=None):
    """The app at `size`, its first frame drawn and read; returns (pid, master fd)."""
    environment = dict(environment or {})
    if "BENCH_TERM" in os.environ:
        environment["TERM"] = os.environ["BENCH_TERM"]
    pid, master, _ = terminal.spawn(binary, args, size, environment)
    terminal.read_until(master, b"Section 1/")
    # The rest of the first frame's update; nothing moves for a while after it.
    terminal.drain(master, 0.3)
    return pid, master


def slides(binary, size, args=FAST):
    """One scripted session (on the built-in feed unless `args` name another); returns its figures."""
    with tempfile.TemporaryDirectory() as folder:
        stats_path = os.path.join(folder, "stats")
        pid, master = start(binary, args, size, {"CAROUSEL_STATS": stats_path})
        sliding = bytearray()
        for key in KEYS:
            os.write(master, bytes([key]))
            terminal.drain(master, KEY_GAP, sliding)
        terminal.drain(master, AUTOPLAY_AFTER_KEYS, sliding)
        terminal.stop(pid, master)
        with open(stats_path) as text:
            stats = {key: float(value) for key, value in (line.split() for line in text if line.strip())}
    frames = stats["frames_drawn"] - stats["full_redraws"]
    # Builds from before the count was kept: a full redraw writes every cell.
    full_cells = stats.get("full_redraw_cells", stats["full_redraws"] * size[0] * size[1])
    changed = stats["cells_written"] - full_cells
    return {
        "frames": stats["frames_drawn"],
        "mean": stats["mean_frame_microseconds"],
        "p99": stats.get("p99_frame_microseconds", math.nan),  # not kept before issue 13
        "bytes_per_cell": len(sliding) / changed,
        "bytes_per_frame": len(sliding) / frames,
        "resets_per_frame": len(RESETS.findall(sliding)) / frames,
    }


def cpu(binary, args, seconds):
    pid, master = start(binary, args, (120, 40))
    terminal.drain(master, seconds)
    return terminal.stop(pid, master)


def alternate(binaries, measure):
    """Runs `measure(binary)` RUNS times for each binary in turn; the runs per binary."""
    runs = {binary: [] for binary in binaries}
    for _ in range(RUNS):
        for binary in binaries:
            runs[binary].append(measure(binary))
    return runs


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binaries = [os.path.abspath(path) for path in sys.argv[1:]]
    print(f"frames on the terminal's side, medians of {RUNS} runs", flush=True)
    for size in [(120, 40), (200, 60)]:
        for binary, runs in alternate(binaries, lambda binary: slides(binary, size)).items():
            figure = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
            p99 = "not kept" if math.isnan(figure["p99"]) else f"{figure['p99']:.0f} µs"
            print(f"slides at {size[0]}x{size[1]} ({binary}): {figure['frames']:.0f} frames, frame mean "
                  f"{figure['mean']:.0f} µs, p99 {p99}; "
                  f"{figure['bytes_per_cell']:.2f} bytes per changed cell, "
                  f"{figure['resets_per_frame']:.1f} attribute resets per frame", flush=True)
    for label, args, seconds in [("20 s of idle auto-advance", [], 20.0), ("10 s of --interval 0.5 --resume-after 0.1", FAST, 10.0)]:
        for binary, runs in alternate(binaries, lambda binary: cpu(binary, args, seconds)).items():
            print(f"CPU at 120x40, {label} ({binary}): {statistics.median(runs):.3f} s "
                  f"(min {min(runs):.3f}, max {max(runs):.3f})", flush=True)


if __name__ == "__main__":
    main()
