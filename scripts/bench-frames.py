#!/usr/bin/env python3
"""Measures what a frame costs the running app on a real terminal (a pseudo-terminal), from
outside the process and from its own statistics (CAROUSEL_STATS).

Usage: scripts/bench-frames.py BINARY [BINARY...]   (make bench runs it with the release build)

With several binaries (say the code before and after a change), every measurement runs them in
turn, A B A B ..., so that a machine whose speed drifts treats them alike.

- Slides at 120x40 and 200x60: a scripted session on the built-in feed with
  `--interval 0.5 --resume-after 0.1`: 16 keys 0.4 s apart (pages and sections), then 8 s of
  auto-advance turning every visible section. Reported from CAROUSEL_STATS: frames, the mean and
  99th percentile of a frame's cost (render + diff + write + doupdate); from the terminal's side:
  bytes per changed cell (bytes received after the first frame / cells written outside full
  redraws) and how many attribute resets arrived (ESC[m, ESC[0;...m) per frame.
- CPU of the whole process (user + system, the kernel's accounting at exit, as /usr/bin/time
  reports it) for 20 s of idle auto-advance at 120x40 (defaults), and for 10 s with
  `--interval 0.5 --resume-after 0.1`.

Medians of 3 runs each (BENCH_RUNS=N for more). The terminal type is xterm-256color
(BENCH_TERM=tmux-256color, say, for another terminfo entry: the bytes depend on it).
"""
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import tempfile
import time
import fcntl
import termios

RUNS = int(os.environ.get("BENCH_RUNS", "3"))
FAST = ["--interval", "0.5", "--resume-after", "0.1"]
# Pages and sections of the built-in feed: h/l page, j/k change the focused section.
KEYS = b"lljlhjllljhkklll"
KEY_GAP = 0.4
AUTOPLAY_AFTER_KEYS = 8.0

RESETS = re.compile(rb"\x1b\[(?:0?m|0;[0-9;]*m)")


def spawn(binary, args, size, environment):
    columns, rows = size
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = dict(os.environ, TERM=os.environ.get("BENCH_TERM", "xterm-256color"), LANG="C.UTF-8", SWIFT_BACKTRACE="enable=no", **environment)
        os.execve(binary, [binary] + args, env)
    return pid, master


def read_for(master, seconds, sink):
    """Reads whatever arrives for `seconds` into `sink` (a bytearray); False once the app closed."""
    deadline = time.perf_counter() + seconds
    while (left := deadline - time.perf_counter()) > 0:
        ready, _, _ = select.select([master], [], [], left)
        if ready:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                return False
            if not chunk:
                return False
            sink += chunk
    return True


def first_frame(master, sink):
    deadline = time.perf_counter() + 30
    while b"Section 1/" not in sink:
        if time.perf_counter() > deadline or not read_for(master, 0.05, sink):
            raise SystemExit("no first frame within 30 s")
    # The rest of the first frame's update (the end of synchronized output).
    read_for(master, 0.3, sink)


def finish(pid, master):
    """Quits with q; returns the child's CPU seconds (user + system)."""
    os.write(master, b"q")
    discard = bytearray()
    for _ in range(200):
        done, _, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        read_for(master, 0.05, discard)
    else:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
    os.close(master)
    return usage.ru_utime + usage.ru_stime


def statistics_file(path):
    with open(path) as text:
        return {key: float(value) for key, value in (line.split() for line in text if line.strip())}


def slides(binary, size):
    """One scripted session; returns its figures."""
    with tempfile.TemporaryDirectory() as folder:
        stats_path = os.path.join(folder, "stats")
        pid, master = spawn(binary, FAST, size, {"CAROUSEL_STATS": stats_path})
        output = bytearray()
        first_frame(master, output)
        after_first = len(output)
        for key in KEYS:
            os.write(master, bytes([key]))
            read_for(master, KEY_GAP, output)
        read_for(master, AUTOPLAY_AFTER_KEYS, output)
        sliding = bytes(output[after_first:])
        finish(pid, master)
        stats = statistics_file(stats_path)
    frames = stats["frames_drawn"] - stats["full_redraws"]
    changed = stats["cells_written"] - stats["full_redraw_cells"]
    return {
        "frames": stats["frames_drawn"],
        "mean": stats["mean_frame_microseconds"],
        "p99": stats["p99_frame_microseconds"],
        "bytes_per_cell": len(sliding) / changed,
        "resets_per_frame": len(RESETS.findall(sliding)) / frames,
    }


def cpu(binary, size, args, seconds):
    pid, master = spawn(binary, args, size, {})
    output = bytearray()
    first_frame(master, output)
    read_for(master, seconds, bytearray())
    return finish(pid, master)


def alternate(binaries, measure):
    """Runs `measure(binary)` RUNS times for each binary in turn; the runs per binary."""
    runs = {binary: [] for binary in binaries}
    for _ in range(RUNS):
        for binary in binaries:
            runs[binary].append(measure(binary))
    return runs


def median(values):
    return statistics.median(values)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binaries = [os.path.abspath(path) for path in sys.argv[1:]]
    for size in [(120, 40), (200, 60)]:
        label = f"{size[0]}x{size[1]}"
        for binary, runs in alternate(binaries, lambda binary: slides(binary, size)).items():
            figure = {key: median([run[key] for run in runs]) for key in runs[0]}
            print(f"slides at {label} ({binary}): {figure['frames']:.0f} frames, frame mean "
                  f"{figure['mean']:.0f} µs, p99 {figure['p99']:.0f} µs; "
                  f"{figure['bytes_per_cell']:.2f} bytes per changed cell, "
                  f"{figure['resets_per_frame']:.1f} attribute resets per frame", flush=True)
    for label, args, seconds in [("20 s idle auto-advance", [], 20.0), ("10 s of --interval 0.5 --resume-after 0.1", FAST, 10.0)]:
        for binary, runs in alternate(binaries, lambda binary: cpu(binary, (120, 40), args, seconds)).items():
            print(f"CPU at 120x40, {label} ({binary}): {median(runs):.3f} s "
                  f"(min {min(runs):.3f}, max {max(runs):.3f}, {RUNS} runs)", flush=True)


if __name__ == "__main__":
    main()
