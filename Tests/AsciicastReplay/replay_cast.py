#!/usr/bin/env python3
"""Plays an asciicast v2 recording (`carousel render --cast`) in pyte and prints the final screen.

The emulator is pyte with glibc's widths (as in Tests/AmbiguousTerminal), at the size the header
gives; the screen is
printed one row a line, trailing blanks dropped. The Swift test CastTests compares it with what
`carousel render` printed.

Usage: replay_cast.py CAST
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "AmbiguousTerminal"))
import pyte  # noqa: E402
import pyte.screens  # noqa: E402
from ambiguous_terminal import width_function  # noqa: E402


def main():
    with open(sys.argv[1], encoding="utf-8") as cast:
        header = json.loads(cast.readline())
        events = [json.loads(line) for line in cast if line.strip()]
    pyte.screens.wcwidth = width_function(False)
    screen = pyte.Screen(header["width"], header["height"])
    stream = pyte.ByteStream(screen)
    for _, kind, data in events:
        if kind == "o":
            stream.feed(data.encode("utf-8"))
    for y in range(header["height"]):
        print("".join(screen.buffer[y][x].data for x in range(header["width"])).rstrip())


if __name__ == "__main__":
    main()
