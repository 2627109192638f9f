#!/usr/bin/env python3
"""Profiles the running app's frames with valgrind's callgrind, repeatably: the app runs in a
pseudo-terminal on a virtual clock (scripts/profile/virtual-clock.c, preloaded), so the same
arguments always draw the same frames however slowly valgrind runs it. Prints the frame counts
from CAROUSEL_STATS and the functions with the most instructions, inclusive.

Usage: scripts/profile-frames.py BINARY [--size WxH] [--seconds S] [--top N] [--app "ARGS"]
(default: 120x40, 10 virtual seconds, --app "--interval 0.5 --resume-after 0.1": slides
throughout; --app "" is the built-in feed's own pace)

PROFILE_KEEP=FILE keeps the callgrind profile there (for `callgrind_annotate FILE`, self costs).

Needs valgrind, a C compiler (cc, or clang from the Swift toolchain) and objcopy. valgrind 3.19
cannot read the DWARF 5 debug information Swift writes, so a copy of the binary without it
(symbols kept) is profiled.
"""
import argparse
import fcntl
import os
import pty
import select
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import termios

HERE = os.path.dirname(os.path.abspath(__file__))


def has_interpreter(head):
    """Whether the 64-bit ELF file that starts with `head` names a dynamic loader (PT_INTERP):
    a static executable does not, and the loader is what honours LD_PRELOAD."""
    (program_headers,) = struct.unpack_from("<Q", head, 0x20)
    entry_size, count = struct.unpack_from("<HH", head, 0x36)
    return any(struct.unpack_from("<I", head, program_headers + i * entry_size)[0] == 3 for i in range(count))


def main():
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("binary")
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--seconds", default="10")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--app", default="--interval 0.5 --resume-after 0.1")
    options = parser.parse_args()
    columns, rows = (int(n) for n in options.size.split("x"))
    with open(options.binary, "rb") as executable:
        if not has_interpreter(executable.read(1 << 16)):
            sys.exit(f"profile-frames: {options.binary} is linked statically, so the virtual clock cannot be "
                     "preloaded into it: give a dynamically linked build (`make profile` makes one)")
    with tempfile.TemporaryDirectory() as scratch:
        clock = os.path.join(scratch, "virtual-clock.so")
        compiler = os.environ.get("CC") or shutil.which("cc") or "clang"
        subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-o", clock, os.path.join(HERE, "profile", "virtual-clock.c"), "-ldl"], check=True)
        binary = os.path.join(scratch, "carousel")
        subprocess.run(["objcopy", "--strip-debug", options.binary, binary], check=True)
        profile, stats = os.path.join(scratch, "callgrind.out"), os.path.join(scratch, "stats")
        pid, master = pty.fork()
        if pid == 0:
            fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", SWIFT_BACKTRACE="enable=no",
                               CAROUSEL_STATS=stats, LD_PRELOAD=clock, VIRTUAL_SECONDS=options.seconds)
            command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", binary] + shlex.split(options.app)
            os.execvpe(command[0], command, environment)
        written = 0
        while True:
            ready, _, _ = select.select([master], [], [], 1)
            if ready:
                try:
                    chunk = os.read(master, 1 << 16)
                except OSError:
                    break
                if not chunk:
                    break
                written += len(chunk)
        os.waitpid(pid, 0)
        with open(stats) as text:
            figures = dict(line.split() for line in text if line.strip())
        print(f"{figures['frames_drawn']} frames, {figures['cells_written']} cells written "
              f"({figures.get('full_redraw_cells', '?')} in full redraws), {written} bytes to the terminal")
        if os.environ.get("PROFILE_KEEP"):
            shutil.copy(profile, os.environ["PROFILE_KEEP"])
        report = subprocess.run(["callgrind_annotate", "--inclusive=yes", profile],
                                capture_output=True, text=True, check=True).stdout
        lines = report.splitlines()
        start = next(i for i, line in enumerate(lines) if "PROGRAM TOTALS" in line)
        print(lines[start])
        entries = "\n".join(line.split(" [")[0] for line in lines[start + 1:] if "%)" in line)
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input=entries, capture_output=True, text=True)
        entries = (demangled.stdout if demangled.returncode == 0 else entries).splitlines()
        # From the driver's frame on: start-up and the call chain above it say nothing.
        first = next((i for i, line in enumerate(entries) if "Driver.update" in line), 0)
        print("\n".join(entries[first:first + options.top]))


if __name__ == "__main__":
    main()
