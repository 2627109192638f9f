#!/usr/bin/env python3
"""Measures how big feeds load in the running app (issue 11, item 9), in a pseudo-terminal whose
screen is emulated by pyte, so that what is measured is what a user would see.

Usage: scripts/bench-loading.py BINARY [--runs N] [--reload FEED] [FEED...]

For each FEED (made by scripts/generate-feed.py, whose header says "Generated feed"):
- first screen: from just before exec to the end of the first frame the terminal receives
  (the `Loading…` screen, or the feed itself when it is ready first);
- feed shown: until the screen shows the feed's title;
- End: from pressing G (last section) on the feed until the screen shows the last section (the
  app runs with --reduced-motion, so that this is the cost of getting there, not a slide);
- q: from pressing q while the feed is still loading until the process has exited (only when
  the first screen came before the feed);
- resident memory once the feed is shown (and a second later).

With --reload FEED: starts the app on FEED, rewrites the file with another title, presses r and
keeps pressing l and h every 20 ms until the new title is on screen; reports how long the reload
took and the longest stretch in which the terminal received nothing (the input freeze: a frame
answers every key within 1/60 s otherwise).
Medians over --runs runs (default 5); 200x60 terminal.
"""
import importlib.util
import os
import queue
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time

import pyte

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("bench_terminal", os.path.join(HERE, "bench-terminal.py"))
bench_terminal = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_terminal)

COLUMNS, ROWS = bench_terminal.COLUMNS, bench_terminal.ROWS
FRAME_END = b"\x1b[?2026l"
PROBE = bench_terminal.CURSOR_POSITION_REQUEST


class EndedEarly(Exception):
    """The app exited before the screen showed what was waited for (a refused feed)."""


class Terminal:
    """The app on a pty, with the screen it draws emulated. A thread reads the pty and stamps each
    chunk with the time it arrived, so that pyte's own time (about 20 ms for a full screen) never
    shows up in the figures."""

    def __init__(self, binary, args):
        self.pid, self.master, self.start = bench_terminal.spawn(binary, args)
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.first_frame = None
        self.last_output = self.start
        self.longest_gap = 0.0
        self.chunks = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        tail = b""
        while True:
            try:
                chunk = os.read(self.master, 1 << 16)
            except OSError:
                chunk = b""
            now = time.perf_counter()
            if PROBE in chunk:
                os.write(self.master, b"\x1b[1;2R")
            # A frame's end may be split between two reads.
            self.chunks.put((now, chunk, FRAME_END in tail + chunk))
            if not chunk:
                return
            tail = chunk[-len(FRAME_END):]

    def pump(self, timeout):
        """Takes in what arrived within `timeout` seconds; returns False once the app has closed the pty."""
        try:
            now, chunk, ends_frame = self.chunks.get(timeout=timeout)
        except queue.Empty:
            return True
        if not chunk:
            return False
        self.longest_gap = max(self.longest_gap, now - self.last_output)
        self.last_output = now
        if self.first_frame is None and ends_frame:
            self.first_frame = now
        self.stream.feed(chunk)
        return True

    def rows(self):
        # Not pyte's `display`, which fails on the empty cell after a wide character.
        return ["".join(self.screen.buffer[y][x].data for x in range(COLUMNS)) for y in range(ROWS)]

    def text(self):
        return "\n".join(self.rows())

    def wait_for(self, predicate, timeout=60.0, while_waiting=None):
        """Pumps until predicate(self) holds; returns the time of the chunk that made it hold."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if while_waiting:
                while_waiting()
            alive = self.pump(0.01)
            while alive and not self.chunks.empty():
                alive = self.pump(0)
            if not alive:
                raise EndedEarly(" / ".join(line.strip() for line in self.rows() if line.strip()))
            if predicate(self):
                return self.last_output
        raise SystemExit(f"timed out; the screen:\n{self.text()}")

    def memory(self):
        return bench_terminal.proc_status(self.pid, "VmRSS") / 1024

    def stop(self):
        bench_terminal.stop(self.pid, self.master)


def last_section_title(feed):
    """The title the generator gives the feed's last section: "Section N — …"."""
    with open(feed, "rb") as file:
        head = file.read(200).decode("utf-8", "replace")
    count = head.split("Generated feed: ", 1)[1].split(" ", 1)[0]
    return f"Section {count} —"


def load(binary, feed, runs):
    first, shown, end, quit_times, rss, rss_later = [], [], [], [], [], []
    last = last_section_title(feed)
    for _ in range(runs):
        term = Terminal(binary, [feed, "--no-autoplay", "--reduced-motion"])
        try:
            shown_at = term.wait_for(lambda t: t.first_frame and "Generated feed" in t.text())
        except EndedEarly as ended:
            os.waitpid(term.pid, 0)
            print(f"{os.path.basename(feed)}: not shown after {(time.perf_counter() - term.start) * 1000:.0f} ms: {ended}")
            return
        first.append((term.first_frame - term.start) * 1000)
        shown.append((shown_at - term.start) * 1000)
        rss.append(term.memory())
        pressed = time.perf_counter()
        os.write(term.master, b"G")
        end.append((term.wait_for(lambda t: last in t.text()) - pressed) * 1000)
        deadline = time.perf_counter() + 1.0
        while time.perf_counter() < deadline:
            term.pump(0.05)
        rss_later.append(term.memory())
        term.stop()
        # q while loading: only where the app shows a screen before the feed.
        term = Terminal(binary, [feed, "--no-autoplay", "--reduced-motion"])
        term.wait_for(lambda t: t.first_frame is not None)
        if "Generated feed" not in term.text():
            pressed = time.perf_counter()
            os.write(term.master, b"q")
            os.waitpid(term.pid, 0)
            quit_times.append((time.perf_counter() - pressed) * 1000)
            os.close(term.master)
        else:
            term.stop()
    size = os.path.getsize(feed) / 1e6
    print(f"{os.path.basename(feed)} ({size:.0f} MB), medians of {runs}: first screen {statistics.median(first):.0f} ms, "
          f"feed shown {statistics.median(shown):.0f} ms (min {min(shown):.0f}, max {max(shown):.0f}), "
          f"End to the last section {statistics.median(end):.0f} ms, "
          + (f"q while loading to exit {statistics.median(quit_times):.0f} ms, " if quit_times else "q while loading: never loading, ")
          + f"resident {statistics.median(rss):.0f} MiB when shown, {statistics.median(rss_later):.0f} MiB 1 s later",
          flush=True)


def reload(binary, feed, runs):
    took, freeze = [], []
    folder = tempfile.mkdtemp(prefix="carousel-reload-")
    try:
        for run in range(runs):
            copy = os.path.join(folder, "feed" + os.path.splitext(feed)[1])
            shutil.copyfile(feed, copy)
            term = Terminal(binary, [copy, "--no-autoplay"])
            term.wait_for(lambda t: "Generated feed" in t.text())
            with open(feed, "rb") as source:
                data = source.read().replace(b"Generated feed", b"Reloaded feed!", 1)
            temporary = copy + ".tmp"
            with open(temporary, "wb") as out:
                out.write(data)
            os.rename(temporary, copy)
            keys = iter(int(1e9) * [b"l", b"h"])
            next_key = [time.perf_counter()]

            def press():
                if time.perf_counter() >= next_key[0]:
                    os.write(term.master, next(keys))
                    next_key[0] += 0.02

            pressed = time.perf_counter()
            term.longest_gap = 0.0
            term.last_output = pressed
            done = term.wait_for(lambda t: "Reloaded feed!" in t.text(), while_waiting=press)
            took.append((done - pressed) * 1000)
            freeze.append(term.longest_gap * 1000)
            term.stop()
    finally:
        shutil.rmtree(folder)
    size = os.path.getsize(feed) / 1e6
    print(f"reload of {os.path.basename(feed)} ({size:.0f} MB) while l/h are pressed every 20 ms, medians of {runs}: "
          f"new feed on screen after {statistics.median(took):.0f} ms; longest stretch without output "
          f"{statistics.median(freeze):.0f} ms (max {max(freeze):.0f})", flush=True)


def main():
    args = sys.argv[1:]
    if not args:
        raise SystemExit(__doc__)
    binary = os.path.abspath(args.pop(0))
    runs, reloads, feeds = 5, [], []
    while args:
        word = args.pop(0)
        if word == "--runs":
            runs = int(args.pop(0))
        elif word == "--reload":
            reloads.append(args.pop(0))
        else:
            feeds.append(word)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    print(f"loading benchmarks at {COLUMNS}x{ROWS} ({binary})", flush=True)
    for feed in feeds:
        load(binary, feed, runs)
    for feed in reloads:
        reload(binary, feed, runs)


if __name__ == "__main__":
    main()
