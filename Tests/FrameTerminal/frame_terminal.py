#!/usr/bin/env python3
"""Replays the frame encoder's bytes in pyte, a terminal emulator written by others, and checks
that each frame leaves on its screen what the grid holds: every symbol (a wide character's right
half empty), bold, italic, underline, reverse, and the colours (pyte has no dim).

Usage: frame_terminal.py SESSIONS.json   (FrameEncoderOnATerminalTests writes the file and runs it)
The file: a list of sessions {"width", "height", "frames": [{"bytes": base64, "rows": [[cell]]}]},
a cell [symbol, attributes ("b", "i", "u", "r"), foreground, background] with a colour as its
palette number or -1 for the default, or null for a wide character's right half.
Prints the first difference and exits 1, or prints "N frames agree".
"""
import base64
import json
import sys

import pyte
import pyte.graphics

NAMES = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]


def colour_names(number):
    """What pyte may call the colour: its ANSI name (30-37, 90-97) or its 256-colour value."""
    if number < 0:
        return {"default"}
    names = {pyte.graphics.FG_BG_256[number]}
    if number < 8:
        names.add(NAMES[number])
    elif number < 16:
        names.add("bright" + NAMES[number - 8])
    return names


def difference(char, cell):
    if cell is None:
        return None if char.data == "" else "a wide character's right half"
    symbol, attributes, foreground, background = cell
    shown = {"b": char.bold, "i": char.italics, "u": char.underscore, "r": char.reverse}
    if char.data != symbol:
        return f"symbol {symbol!r}"
    for name, on in shown.items():
        if on != (name in attributes):
            return f"attributes {attributes!r}"
    if char.fg not in colour_names(foreground):
        return f"foreground {foreground}"
    if char.bg not in colour_names(background):
        return f"background {background}"
    return None


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        sessions = json.load(file)
    frames = 0
    for number, session in enumerate(sessions):
        screen = pyte.Screen(session["width"], session["height"])
        stream = pyte.ByteStream(screen)
        for index, frame in enumerate(session["frames"]):
            stream.feed(base64.b64decode(frame["bytes"]))
            frames += 1
            for y, row in enumerate(frame["rows"]):
                for x, cell in enumerate(row):
                    char = screen.buffer[y][x]
                    wrong = difference(char, cell)
                    if wrong:
                        shown = "".join(screen.buffer[y][column].data for column in range(len(row)))
                        print(f"session {number}, frame {index}, row {y}, column {x}: the grid has {wrong}, "
                              f"pyte shows {char}\n  pyte's row: {shown!r}")
                        return 1
    print(f"{frames} frames agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
