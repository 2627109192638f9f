#!/usr/bin/env python3
"""Measures live sections from outside the app, in a real pseudo-terminal (docs/behaviour.md §3.11):

- A board of 50 command sections, each running `date` and refreshing every 5 s, left on screen
  with no input: carousel's own CPU (utime + stime of its process, not its children's), the
  frames it drew (CAROUSEL_STATS), the runs its commands made, and its resident memory at the start
  and the end of the window.
- The loader's cost per run: from the frame that shows `Loading…` to the frame that shows the
  output of a trivial command (`printf`), median of several runs: spawn, wait, read, parse, apply
  and draw.
- The loader's fairness after a jump: 200 sections refreshed every second (`gap: 0.2`), each run
  counting itself in a file of its section; PageDown ×60 then Home at 80×30: how often the top
  section ran in the 30 s and 60 s that follow.

Usage: scripts/bench-sources.py BINARY [SECONDS]   (make bench runs it with 60)
"""
import importlib.util
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_terminal", os.path.join(HERE, "bench-terminal.py"))
terminal = importlib.util.module_from_spec(spec)
spec.loader.exec_module(terminal)


def command_board(path, header, name, sections, command, every):
    """Writes a feed of `sections` sections named `name` and a number, each running the shell line
    `command` (in single quotes) every `every` seconds, after the feed's `header` lines."""
    with open(path, "w") as feed:
        feed.write(f"{header}\nsections:\n")
        for index in range(sections):
            feed.write(f"  - id: {name.lower()}{index}\n    title: {name} {index}\n    autoplay: false\n"
                       f"    source: {{command: '{command}', format: lines, every: {every}}}\n")
    return path


def date_board(folder, sections=50, every=5):
    # Each run appends a line to runs.log, so the runs can be counted.
    return command_board(os.path.join(folder, "dates.yaml"), "title: Fifty clocks", "Clock", sections,
                         "echo run >> runs.log; date +%T", every)


def idle_board(binary, seconds):
    with tempfile.TemporaryDirectory() as folder:
        feed = date_board(folder)
        stats = os.path.join(folder, "stats.txt")
        os.environ["CAROUSEL_STATS"] = stats
        pid, master, _ = terminal.spawn(binary, ["-x", feed])
        del os.environ["CAROUSEL_STATS"]
        terminal.read_until(master, b"Section 1/")
        terminal.drain(master, 3.0)
        rss_start = terminal.proc_status(pid, "VmRSS")
        ticks = terminal.cpu_ticks(pid)
        runs_before = count_lines(os.path.join(folder, "runs.log"))
        started = time.perf_counter()
        written = terminal.drain(master, seconds)
        elapsed = time.perf_counter() - started
        ticks = terminal.cpu_ticks(pid) - ticks
        rss_end = terminal.proc_status(pid, "VmRSS")
        runs = count_lines(os.path.join(folder, "runs.log")) - runs_before
        terminal.stop(pid, master)
        frames = read_stat(stats, "frames_drawn")
        hertz = os.sysconf("SC_CLK_TCK")
        print(f"50 sections of `date` every 5 s, {elapsed:.0f} s on screen with no input: "
              f"carousel's CPU {100 * ticks / hertz / elapsed:.2f} % of a core ({ticks} ticks), "
              f"{runs} runs, {frames} frames in the whole session, {written} bytes written; "
              f"resident memory {rss_start / 1024:.1f} MiB at the start, {rss_end / 1024:.1f} MiB at the end")


def count_lines(path):
    try:
        with open(path) as log:
            return sum(1 for _ in log)
    except FileNotFoundError:
        return 0


def read_stat(path, key):
    try:
        with open(path) as stats:
            for line in stats:
                if line.startswith(key + " "):
                    return line.split()[1]
    except FileNotFoundError:
        pass
    return "?"


def run_cost(binary, runs=9):
    costs = []
    with tempfile.TemporaryDirectory() as folder:
        feed = os.path.join(folder, "one.yaml")
        with open(feed, "w") as text:
            text.write("sections:\n  - title: One\n    autoplay: false\n"
                       "    source: {command: [printf, \"Xylophone-output\\\\n\"], format: lines}\n")
        for _ in range(runs):
            pid, master, _ = terminal.spawn(binary, ["-x", feed])
            loading = terminal.read_until(master, "Loading…".encode())
            # curses writes only what changed: the marker shares no prefix with "Loading…".
            loaded = terminal.read_until(master, b"Xylophone-output")
            costs.append((loaded - loading) * 1000)
            terminal.stop(pid, master)
    print(f"one run of a trivial command, from the Loading… frame to its output on screen: "
          f"median {statistics.median(costs):.2f} ms (min {min(costs):.2f}, max {max(costs):.2f}, {runs} runs)")


COUNTER = 'f=runs.$CAROUSEL_SECTION; n=$(($(cat $f 2>/dev/null || echo 0) + 1)); echo $n > $f; echo "run $n"'


def read_count(path):
    """The count a run wrote, read again if a run was writing it."""
    while True:
        with open(path) as count:
            text = count.read().strip()
        if text:
            return int(text)
        time.sleep(0.01)


def jump_fairness(binary, sections=200):
    with tempfile.TemporaryDirectory() as folder:
        feed = command_board(os.path.join(folder, "board.yaml"), "title: Live board\nsources: {gap: 0.2}", "S",
                             sections, COUNTER, 1)
        top = os.path.join(folder, "runs.s0")
        pid, master, _ = terminal.spawn(binary, ["-x", feed], size=(80, 30))
        terminal.read_until(master, b"run 1")
        terminal.drain(master, 2.0)
        os.write(master, b"\x1b[6~" * 60)
        terminal.drain(master, 2.0)
        os.write(master, b"\x1bOH")
        terminal.drain(master, 0.5)
        start = read_count(top)
        terminal.drain(master, 30.0)
        half = read_count(top)
        terminal.drain(master, 30.0)
        end = read_count(top)
        terminal.stop(pid, master)
    print(f"{sections} sections refreshed every second (gap 0.2 s), PageDown x60 then Home at 80x30: "
          f"the top section ran {half - start} times in the next 30 s, {end - start} in 60 s")


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    print(f"live-source benchmarks at {terminal.COLUMNS}x{terminal.ROWS} ({binary})", flush=True)
    run_cost(binary)
    idle_board(binary, seconds)
    jump_fairness(binary)


if __name__ == "__main__":
    main()
