#!/usr/bin/env python3
"""A chart for a `format: image` source: how full this machine's memory and disks are, one bar
each (green, yellow past 70 %, red past 90 %), written to stdout as a PNG.

Python's standard library alone (zlib for the PNG), so it runs wherever python3 does:

    source: {command: [python3, chart.py], format: image, every: 30}
"""
import os
import struct
import sys
import zlib


def png(width, height, pixels):
    """PNG bytes of `pixels`, rows of (red, green, blue) tuples."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes(v for pixel in row for v in pixel) for row in pixels)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


def memory_used():
    fields = {}
    with open("/proc/meminfo") as meminfo:
        for line in meminfo:
            name, value = line.split(":", 1)
            fields[name] = int(value.split()[0])
    return 1 - fields.get("MemAvailable", 0) / max(fields.get("MemTotal", 1), 1)


def disks_used(limit=5):
    """How full each real file system is, the fullest first."""
    seen, used = set(), []
    with open("/proc/mounts") as mounts:
        for line in mounts:
            device, mount = line.split()[:2]
            if not device.startswith("/dev/") or device in seen:
                continue
            seen.add(device)
            try:
                stats = os.statvfs(mount)
            except OSError:
                continue
            if stats.f_blocks:
                used.append(1 - stats.f_bavail / stats.f_blocks)
    return sorted(used, reverse=True)[:limit]


def chart(values, width, height):
    background, grid = (22, 24, 33), (48, 52, 66)
    pixels = [[background] * width for _ in range(height)]
    for quarter in (0.25, 0.5, 0.75):
        x = int(quarter * (width - 1))
        for y in range(height):
            pixels[y][x] = grid
    bar = max(2, height // (len(values) * 3 // 2 + 1))
    for index, value in enumerate(values):
        colour = (80, 200, 120) if value < 0.7 else (230, 190, 60) if value < 0.9 else (230, 80, 70)
        top = bar // 2 + index * (bar * 3 // 2)
        for y in range(top, min(top + bar, height)):
            shade = 1 - 0.25 * (y - top) / bar
            for x in range(int(value * width)):
                pixels[y][x] = tuple(int(c * shade) for c in colour)
    return pixels


def main():
    width, height = 160, 96
    sys.stdout.buffer.write(png(width, height, chart([memory_used()] + disks_used(), width, height)))


if __name__ == "__main__":
    main()
