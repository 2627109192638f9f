#!/usr/bin/env python3
"""Measures how big feeds load in the running app (issue 11, item 9), in a pseudo-terminal whose
screen is emulated by pyte, so that what is measured is what a user would see.

Usage: scripts/bench-loading.py BINARY [--runs N] [--reload FEED] [FEED...]

For each FEED (made by scripts/generate-feed.py, whose header says "Generated feed"):
- first screen: from just before exec to the end of the first frame the terminal receives
  (the `Loading…` screen, or the feed itself when it is ready first);
- feed shown: until the screen shows the feed's title (its first sections, or all of it);
- whole feed in: until the status line counts every section, while j and k are pressed every
  20 ms (see --reload) with the longest stretch without output meanwhile;
- End: from pressing G (last section) then until the screen shows the last section (the app
  runs with --reduced-motion, so that this is the cost of getting there, not a slide);
- End while loading: in a run of its own, G pressed as soon as the feed's first part shows; the
  time from G until the screen shows the last section, and until the whole feed is in (when the
  last section never shows, the app left End on the `Loading…` section);
- q: from pressing q while the feed is still loading until the process has exited (only when
  the first screen came before the whole feed);
- resident memory once the whole feed is in (and a second later), and the peak (VmHWM);
- q once the whole feed is in: from pressing it until the process has exited.

With --reload FEED: starts the app on FEED, rewrites the file with another title (the app
reloads it by itself), and keeps pressing j and k every 20 ms until the new title arrives;
reports how long the reload took and the longest stretch in which the terminal received
nothing (the input freeze: a frame answers every key within 1/60 s otherwise), measured on the
raw output; and the same stretch over 3 s of keys with no reload, what this machine gives anyway.
Medians over --runs runs (default 5); 200x60 terminal.
"""
import importlib.util
import itertools
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


def load_module(name, path):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench_terminal = load_module("bench_terminal", "bench-terminal.py")
# Its emulator knows what ncurses sends to xterm-256color and pyte lacks (scrolling a region).
emulator = load_module("ambiguous_terminal", "../Tests/AmbiguousTerminal/ambiguous_terminal.py")
pyte.screens.wcwidth = emulator.width_function(wide=False)

COLUMNS, ROWS = bench_terminal.COLUMNS, bench_terminal.ROWS
FRAME_END = b"\x1b[?2026l"
PROBE = bench_terminal.CURSOR_POSITION_REQUEST


class Screen(emulator.Terminal):
    """The emulator's screen at this size; the probe is answered by the reading thread."""

    def __init__(self):
        pyte.Screen.__init__(self, COLUMNS, ROWS)
        self.master, self.answers, self.delay, self.requests, self.pending, self.last = None, False, 0, 0, [], " "


class EndedEarly(Exception):
    """The app exited before the screen showed what was waited for (a refused feed)."""


class Terminal:
    """The app on a pty, with the screen it draws emulated. A thread reads the pty and stamps each
    chunk with the time it arrived, so that pyte's own time (about 20 ms for a full screen) never
    shows up in the figures."""

    def __init__(self, binary, args):
        self.pid, self.master, self.start = bench_terminal.spawn(binary, args)
        self.screen = Screen()
        self.stream = emulator.XtermStream(self.screen)
        self.first_frame = None
        self.last_output = self.start
        self.longest_gap = 0.0
        self.longest_gap_end = self.start
        # Raw: the bytes are only searched (`received`), not emulated, so that timing is not
        # disturbed by pyte holding Python's interpreter lock.
        self.raw = False
        self.received = b""
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
        if now - self.last_output > self.longest_gap:
            self.longest_gap, self.longest_gap_end = now - self.last_output, now
        self.last_output = now
        if self.first_frame is None and ends_frame:
            self.first_frame = now
        if self.raw:
            self.received = self.received[-64:] + chunk
        else:
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


def section_count(feed):
    """How many sections the generator wrote: its title says "Generated feed: N sections"."""
    with open(feed, "rb") as file:
        head = file.read(200).decode("utf-8", "replace")
    return int(head.split("Generated feed: ", 1)[1].split(" ", 1)[0])


def load(binary, feed, runs):
    first, shown, whole, gaps, end, quit_times, rss, rss_later = [], [], [], [], [], [], [], []
    early_end, early_whole, peak, quit_loaded = [], [], [], []
    count = section_count(feed)
    for _ in range(runs):
        term = Terminal(binary, [feed, "--no-autoplay", "--reduced-motion"])
        try:
            shown_at = term.wait_for(lambda t: t.first_frame and "Generated feed" in t.text())
            # While the rest loads, keys move the focus; the status line counts every section
            # once the whole feed is in.
            whole_at, gap = pressing_keys(term, lambda t: f"/{count} " in t.text(), raw=False)
        except EndedEarly as ended:
            os.waitpid(term.pid, 0)
            print(f"{os.path.basename(feed)}: not shown after {(time.perf_counter() - term.start) * 1000:.0f} ms: {ended}")
            return
        first.append((term.first_frame - term.start) * 1000)
        shown.append((shown_at - term.start) * 1000)
        whole.append((whole_at - term.start) * 1000)
        gaps.append(gap)
        rss.append(term.memory())
        pressed = time.perf_counter()
        os.write(term.master, b"G")
        end.append((term.wait_for(lambda t: f"Section {count} —" in t.text()) - pressed) * 1000)
        deadline = time.perf_counter() + 1.0
        while time.perf_counter() < deadline:
            term.pump(0.05)
        rss_later.append(term.memory())
        peak.append(bench_terminal.proc_status(term.pid, "VmHWM") / 1024)
        pressed = time.perf_counter()
        os.write(term.master, b"q")
        os.waitpid(term.pid, 0)
        quit_loaded.append((time.perf_counter() - pressed) * 1000)
        os.close(term.master)
        # q while loading: only where the app shows a screen before the whole feed.
        term = Terminal(binary, [feed, "--no-autoplay", "--reduced-motion"])
        term.wait_for(lambda t: t.first_frame is not None)
        if f"Section 1/{count} " not in term.text():
            pressed = time.perf_counter()
            os.write(term.master, b"q")
            os.waitpid(term.pid, 0)
            quit_times.append((time.perf_counter() - pressed) * 1000)
            os.close(term.master)
        else:
            term.stop()
        if quit_times:
            reached, whole_after = end_while_loading(binary, feed, count)
            early_end.append(reached)
            early_whole.append(whole_after)
    size = os.path.getsize(feed) / 1e6
    median = statistics.median
    print(f"{os.path.basename(feed)} ({size:.0f} MB), medians of {runs}: first screen {median(first):.0f} ms, "
          f"feed shown {median(shown):.0f} ms (min {min(shown):.0f}, max {max(shown):.0f}), "
          f"whole feed in {median(whole):.0f} ms (keys meanwhile: longest stretch without output {median(gaps):.0f} ms), "
          f"then End to the last section {median(end):.0f} ms; "
          + (f"q while loading to exit {median(quit_times):.0f} ms; " if quit_times else "q while loading: never loading; ")
          + f"q once loaded to exit {median(quit_loaded):.0f} ms; "
          + end_summary(early_end, early_whole)
          + f"resident {median(rss):.0f} MiB when whole, {median(rss_later):.0f} MiB 1 s later (peak {median(peak):.0f} MiB)",
          flush=True)


def end_while_loading(binary, feed, count):
    """Presses G as soon as the feed's first part shows; returns the ms from G until the last
    section shows (None when it does not once the whole feed is in) and until the whole feed is in."""
    term = Terminal(binary, [feed, "--no-autoplay", "--reduced-motion"])
    try:
        term.wait_for(lambda t: t.first_frame and "Generated feed" in t.text())
        pressed = time.perf_counter()
        os.write(term.master, b"G")
        whole_at = term.wait_for(lambda t: f"/{count} " in t.text())
        last = f"Section {count} —"
        if last not in term.text():
            # The whole feed is in: a last section still to come would be drawn within a frame.
            deadline = time.perf_counter() + 0.5
            while last not in term.text() and time.perf_counter() < deadline:
                term.pump(0.05)
        reached = (term.last_output - pressed) * 1000 if last in term.text() else None
        return reached, (whole_at - pressed) * 1000
    finally:
        term.stop()


def end_summary(reached, whole):
    if not reached:
        return ""
    if None in reached:
        return (f"End pressed while loading: never the last section (stays on Loading…; "
                f"the whole feed in {statistics.median(whole):.0f} ms after it); ")
    return (f"End pressed while loading to the last section shown {statistics.median(reached):.0f} ms "
            f"(the whole feed in {statistics.median(whole):.0f} ms after it); ")


def pressing_keys(term, predicate, raw=True):
    """Presses j and k in turn every 20 ms (the focus moves between the first two sections, which
    changes the status line at once) until predicate(term) holds, watching the raw output;
    returns (the time it held, the longest stretch without output in ms)."""
    keys = itertools.cycle([b"j", b"k"])
    next_key = [time.perf_counter()]

    def press():
        if time.perf_counter() >= next_key[0]:
            os.write(term.master, next(keys))
            next_key[0] += 0.02

    term.raw = raw
    term.longest_gap, term.last_output = 0.0, time.perf_counter()
    done = term.wait_for(predicate, while_waiting=press)
    term.raw = False
    return done, term.longest_gap * 1000


def reload(binary, feed, runs):
    took, freeze, quiet = [], [], []
    count = section_count(feed)
    folder = tempfile.mkdtemp(prefix="carousel-reload-")
    try:
        for _ in range(runs):
            copy = os.path.join(folder, "feed" + os.path.splitext(feed)[1])
            shutil.copyfile(feed, copy)
            term = Terminal(binary, [copy, "--no-autoplay"])
            term.wait_for(lambda t: f"Section 1/{count} " in t.text())
            start = time.perf_counter()
            quiet.append(pressing_keys(term, lambda t: time.perf_counter() - start > 3)[1])
            with open(feed, "rb") as source:
                # Every character differs from the one it replaces, so curses writes them as one run.
                data = source.read().replace(b"Generated feed", b"RELOADED__FEED", 1)
            temporary = copy + ".tmp"
            with open(temporary, "wb") as out:
                out.write(data)
            saved = time.perf_counter()
            os.rename(temporary, copy)
            done, gap = pressing_keys(term, lambda t: b"RELOADED__FEED" in t.received)
            took.append((done - saved) * 1000)
            freeze.append(gap)
            term.stop()
    finally:
        shutil.rmtree(folder)
    size = os.path.getsize(feed) / 1e6
    median = statistics.median
    print(f"reload of {os.path.basename(feed)} ({size:.0f} MB) while j/k are pressed every 20 ms, medians of {runs}: "
          f"new feed on screen {median(took):.0f} ms after the save; longest stretch without output "
          f"{median(freeze):.0f} ms (max {max(freeze):.0f}); without a reload {median(quiet):.0f} ms (max {max(quiet):.0f})",
          flush=True)


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
