#!/usr/bin/env python3
"""Before/after figures for two hardening items of issue 11, measured on any number of builds.

Usage: scripts/bench-hardening.py BINARY... [--feed FEED]

Each binary runs inside a private tmux server in a 100x30 pane, on the built-in feed (or FEED):
- stderr closed (`exec BINARY 2>&-`, item 1): CPU seconds (utime + stime from /proc/PID/stat)
  the app uses over 5 s, after 1 s to start; idle with auto-advance is a few hundredths;
- a lying environment (`COLUMNS=5000 LINES=5000`, item 4): the peak resident memory
  (`/usr/bin/time -f %M`, after 4 s and `q`), and whether the pane shows the app at 100x30
  (the header's `? help` at the right edge and the status line on the last row).
"""
import os
import shlex
import subprocess
import sys
import tempfile
import time

SERVER = ["tmux", "-L", "carousel-bench-hardening"]


def tmux(*args):
    return subprocess.run(SERVER + list(args), capture_output=True, text=True).stdout


def start(command):
    tmux("kill-server")
    subprocess.run(SERVER + ["new-session", "-d", "-x", "100", "-y", "30", command], check=True)


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def closed_stderr(binary, feed):
    start(f"exec {shlex.quote(binary)} {feed} 2>&-")
    time.sleep(1)
    pid = int(tmux("list-panes", "-F", "#{pane_pid}").split()[0])
    before = cpu_seconds(pid)
    time.sleep(5)
    used = cpu_seconds(pid) - before
    tmux("send-keys", "q")
    time.sleep(0.5)
    tmux("kill-server")
    return used


def lying_size(binary, feed):
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        start(f"COLUMNS=5000 LINES=5000 /usr/bin/time -f %M -o {out.name} {shlex.quote(binary)} {feed}")
        time.sleep(4)
        rows = tmux("capture-pane", "-p").split("\n")
        tmux("send-keys", "q")
        deadline = time.time() + 30
        while time.time() < deadline and not os.path.getsize(out.name):
            time.sleep(0.2)
        tmux("kill-server")
        peak = out.read().strip()
    right = rows[0].rstrip().endswith("? help") and rows[29].lstrip().startswith("Section 1/")
    return int(peak) / 1024 if peak else None, right


def main():
    args = sys.argv[1:]
    if not args:
        raise SystemExit(__doc__)
    feed = ""
    if "--feed" in args:
        index = args.index("--feed")
        feed = shlex.quote(os.path.abspath(args[index + 1]))
        del args[index:index + 2]
    for binary in args:
        binary = os.path.abspath(binary)
        used = closed_stderr(binary, feed)
        peak, right = lying_size(binary, feed)
        peak_text = f"{peak:,.0f} MiB" if peak is not None else "no exit within 30 s of q"
        print(f"{binary}: stderr closed: {used:.2f} CPU s in 5 s; COLUMNS=5000 LINES=5000 in 100x30: "
              f"peak {peak_text}, screen {'right' if right else 'wrong'}", flush=True)


if __name__ == "__main__":
    main()
