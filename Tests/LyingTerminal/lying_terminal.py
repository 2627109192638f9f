#!/usr/bin/env python3
"""The app in a pseudo-terminal that lies in its answers (docs/terminal.md, "Replies"): a cell
size no font has in reply to CSI 16 t, pixel fields of 65535 x 65535 in the kernel's window
size, thousands of device attributes, an endless kitty reply. A terminal, a multiplexer or a
remote end can say anything; the app must neither crash nor take memory from what it is told.

Each case starts the built binary with --images sixel on a card with a picture, answers its
start-up questions, waits for the picture's sixel, reads the process's peak memory, quits with
q and reads the exit status. The sixel's raster size (its pixels) must be the one an honest
10 x 20 terminal gets.

Usage: lying_terminal.py BINARY FEED_FOLDER   (LyingTerminalTests runs it in make test)
Prints one line per check and "N passed, M failed"; exits 1 when a check failed.
"""
import fcntl
import os
import pty
import re
import select
import struct
import sys
import termios
import time

COLUMNS, ROWS = 100, 30
KITTY_QUERY = b"\x1b_Gi=31"
CELL_QUESTION = b"\x1b[16t"
ATTRIBUTES_QUESTION = b"\x1b[c"
RASTER = re.compile(rb'\x1bP0;1;0q"1;1;(\d+);(\d+)')
# What a lie may cost at most: the app's own peak is a few MiB; an honest picture is small.
PEAK_LIMIT_KIB = 96 * 1024


def run(binary, folder, cell_reply=b"", attributes=b"\x1b[?62;4c", kitty_reply=b"", kernel_pixels=(0, 0)):
    """Runs one case; returns (raster (w, h) or None, peak KiB, exit status or None)."""
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, *kernel_pixels))
        os.chdir(folder)
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no")
        env.pop("TMUX", None)
        os.execve(binary, [binary, "cards.yaml", "--no-autoplay", "--images", "sixel", "--ambiguous-width", "1"], env)
    received = b""
    answered = set()
    raster = None
    peak = 0
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline and raster is None:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 1 << 16)
            except OSError:
                break
            if not data:
                break
            received += data
        for question, reply in ((KITTY_QUERY, kitty_reply), (CELL_QUESTION, cell_reply),
                                (ATTRIBUTES_QUESTION, attributes)):
            if question in received and question not in answered:
                answered.add(question)
                for start in range(0, len(reply), 4096):
                    os.write(master, reply[start:start + 4096])
        found = RASTER.search(received)
        if found:
            raster = (int(found.group(1)), int(found.group(2)))
        peak = max(peak, peak_kib(pid))
    peak = max(peak, peak_kib(pid))
    status = quit_app(pid, master)
    os.close(master)
    return raster, peak, status


def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def quit_app(pid, master):
    """Types q until the app exits (at most 5 s); its exit status, or None (then it is killed)."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.write(master, b"q")
        except OSError:
            pass
        for _ in range(10):
            try:
                select.select([master], [], [], 0.02)
                os.read(master, 1 << 16)
            except OSError:
                pass
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return os.waitstatus_to_exitcode(status)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    return None


def main():
    binary, folder = os.path.abspath(sys.argv[1]), sys.argv[2]
    results = []

    def check(name, condition, detail):
        results.append(condition)
        print(f"{'ok' if condition else 'FAILED'}: {name} ({detail})")

    honest = run(binary, folder, cell_reply=b"\x1b[6;20;10t")
    check("an honest 10x20 terminal gets a sixel", honest[0] is not None and honest[2] == 0, honest)
    cases = {
        "a cell of 10000 x 20000 pixels": dict(cell_reply=b"\x1b[6;20000;10000t"),
        "a cell of 500 x 1000 pixels": dict(cell_reply=b"\x1b[6;1000;500t"),
        "kernel pixel fields of 65535 x 65535": dict(kernel_pixels=(65535, 65535)),
        "thousands of device attributes, then the real ones":
            dict(attributes=b"\x1b[?" + b";".join([b"4"] * 20000) + b"c\x1b[?62;4c"),
        "a kitty reply that never ends": dict(kitty_reply=b"\x1b_Gi=31;" + b"A" * 200000),
    }
    for name, case in cases.items():
        raster, peak, status = run(binary, folder, **case)
        check(f"{name}: the app runs and quits cleanly", status == 0, f"exit {status}")
        check(f"{name}: peak memory bounded", 0 < peak < PEAK_LIMIT_KIB, f"{peak} KiB")
        if "device attributes" not in name and "kitty" not in name:
            check(f"{name}: the picture as an honest terminal's", raster == honest[0], f"{raster} vs {honest[0]}")
    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
