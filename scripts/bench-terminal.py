#!/usr/bin/env python3
"""Measures the running app from outside the process, in a real pseudo-terminal (docs/behaviour.md §3.10):
start to first frame, CPU and wake-ups while idle, and resident memory; and the binary's size
and the shared libraries it needs (docs/behaviour.md §3.12).

Usage: scripts/bench-terminal.py BINARY [FEED...]   (make bench runs it)

- First frame: from just before exec to the moment the terminal has received the status line
  of the first frame (the app draws the whole screen in one refresh), median of several runs.
  The pty answers the app's ambiguous-width probe (a cursor-position request) and the graphics
  probe's device-attributes request (the built-in feed has pictures) at once, as a terminal does; the built-in feed is also timed without the probe (--ambiguous-width 1) and
  with a terminal that never answers, which shows what the probe costs (with its pictures, and
  without them, where the first frame does not wait for the width's reply).
- Idle: with auto-advance off and no input, over a quiet window: CPU ticks (utime + stime),
  context switches (each one a wake-up of the process), and bytes written to the terminal.
- Memory: VmRSS after the first frame.
- Binary: its size as built and stripped (as `make install` installs it), and what ldd lists.
"""
import atexit
import os
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import fcntl
import termios

COLUMNS, ROWS = 200, 60
RUNS = 7
EMPTY_CONFIG = tempfile.mkdtemp(prefix="carousel-bench-")
atexit.register(os.rmdir, EMPTY_CONFIG)


def spawn(binary, args, size=(COLUMNS, ROWS), environment=None):
    """Starts the app on a new pty of `size` (columns, rows) with extra `environment` variables;
    returns (pid, master fd, start time)."""
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        # An empty configuration folder: without a FEED argument the built-in feed is measured.
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", SWIFT_BACKTRACE="enable=no",
                   XDG_CONFIG_HOME=EMPTY_CONFIG, **(environment or {}))
        os.execve(binary, [binary] + args, env)
    return pid, master, time.perf_counter()


CURSOR_POSITION_REQUEST = b"\x1b[6n"
# The last question of the graphics probe (a feed with pictures, outside tmux): primary device
# attributes, which every terminal answers; this one says VT220 with colours, no sixel.
DEVICE_ATTRIBUTES_REQUEST = b"\x1b[c"


def read_until(master, marker, timeout=30.0, answer=True):
    """Reads the pty until `marker` has arrived; returns the time it did. With `answer`, replies
    to a cursor-position request as a terminal whose ambiguous characters are one column, and to
    a device-attributes request."""
    seen = b""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            chunk = os.read(master, 1 << 16)
            if not chunk:
                break
            seen += chunk
            if answer and CURSOR_POSITION_REQUEST in chunk:
                os.write(master, b"\x1b[1;2R")
            if answer and DEVICE_ATTRIBUTES_REQUEST in chunk:
                os.write(master, b"\x1b[?62;22c")
            if marker in seen:
                return time.perf_counter()
    raise SystemExit(f"no first frame within {timeout} s (got {len(seen)} bytes)")


def drain(master, seconds, sink=None):
    """Reads whatever the app writes for `seconds` (appended to `sink`, a bytearray, if given);
    returns the byte count."""
    total = 0
    deadline = time.perf_counter() + seconds
    while (left := deadline - time.perf_counter()) > 0:
        ready, _, _ = select.select([master], [], [], left)
        if ready:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:  # the app has exited and closed its side
                break
            if not chunk:
                break
            total += len(chunk)
            if sink is not None:
                sink += chunk
    return total


def stop(pid, master):
    """Quits with q; returns the CPU seconds (user + system) the app used, as at its exit."""
    os.write(master, b"q")
    for _ in range(100):
        done, _, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        drain(master, 0.05)
    else:
        os.kill(pid, signal.SIGKILL)
        _, _, usage = os.wait4(pid, 0)
    os.close(master)
    return usage.ru_utime + usage.ru_stime


def proc_status(pid, key):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def first_frame(binary, args, label, answer=True):
    times, rss = [], []
    for _ in range(RUNS):
        pid, master, start = spawn(binary, args)
        shown = read_until(master, b"Section 1/", answer=answer)
        drain(master, 0.3)
        times.append((shown - start) * 1000)
        rss.append(proc_status(pid, "VmRSS") / 1024)
        stop(pid, master)
    print(f"start to first frame, {label}: median {statistics.median(times):.1f} ms "
          f"(min {min(times):.1f}, max {max(times):.1f}, {RUNS} runs); "
          f"resident memory {statistics.median(rss):.1f} MiB")


def idle(binary, seconds=5.0):
    pid, master, _ = spawn(binary, ["--no-autoplay"])
    read_until(master, b"Section 1/")
    drain(master, 1.0)
    ticks, switches = cpu_ticks(pid), proc_status(pid, "voluntary_ctxt_switches") + proc_status(pid, "nonvoluntary_ctxt_switches")
    written = drain(master, seconds)
    ticks = cpu_ticks(pid) - ticks
    switches = proc_status(pid, "voluntary_ctxt_switches") + proc_status(pid, "nonvoluntary_ctxt_switches") - switches
    stop(pid, master)
    print(f"idle for {seconds:.0f} s (no autoplay, no input): {ticks} CPU ticks, {switches} wake-ups, "
          f"{written} bytes written to the terminal")


def binary_size(binary):
    with tempfile.TemporaryDirectory() as folder:
        stripped = os.path.join(folder, "carousel")
        subprocess.run(["strip", "-o", stripped, binary], check=True)
        stripped_size = os.path.getsize(stripped)
    ldd = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    libraries = [line.split()[0] for line in ldd.splitlines() if line.strip() and "linux-vdso" not in line]
    print(f"binary: {os.path.getsize(binary) / 1e6:.1f} MB, stripped {stripped_size / 1e6:.1f} MB; "
          f"shared libraries: {' '.join(libraries)}")


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    binary_size(binary)
    print(f"terminal benchmarks at {COLUMNS}x{ROWS} ({binary})", flush=True)
    first_frame(binary, [], "built-in feed")
    first_frame(binary, ["--ambiguous-width", "1"], "built-in feed, no width probe")
    first_frame(binary, [], "built-in feed, a terminal that never answers the probe", answer=False)
    # Without pictures there is no graphics question, and the first frame does not wait for the
    # width's reply: a terminal that never answers costs nothing to the start.
    first_frame(binary, ["--images", "none"], "built-in feed without pictures, a terminal that never answers",
                answer=False)
    for feed in sys.argv[2:]:
        first_frame(binary, [feed], f"{os.path.basename(feed)} ({os.path.getsize(feed) / 1e6:.0f} MB)")
    idle(binary)


if __name__ == "__main__":
    main()
