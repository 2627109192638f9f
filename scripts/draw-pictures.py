#!/usr/bin/env python3
"""Draws the built-in feed's pictures (Resources/pictures/*.png): small scenes made to look good
at about 40 × 12 cells in half blocks, 80 × 48 pixels. Python's standard library alone; the PNG
writer is the chart example's. Run it again after changing a drawing, and commit the PNGs.

    python3 scripts/draw-pictures.py
"""
import math
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Resources", "examples"))
from chart import png  # noqa: E402

WIDTH, HEIGHT = 80, 48


def mix(a, b, t):
    t = min(max(t, 0.0), 1.0)
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))


def gradient(stops, t):
    """The colour at `t` (0…1) along (position, colour) stops."""
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0))
    return stops[-1][1]


def sunset():
    sky = [(0.0, (38, 24, 82)), (0.45, (190, 70, 110)), (0.8, (250, 150, 70)), (1.0, (255, 210, 120))]
    horizon, sun_x, sun_y, radius = 30, 40, 30, 11
    rows = []
    for y in range(HEIGHT):
        row = []
        for x in range(WIDTH):
            if y < horizon:
                colour = gradient(sky, y / horizon)
                distance = math.hypot(x - sun_x, (y - sun_y) * 1.0)
                if distance < radius:
                    colour = mix((255, 236, 160), (255, 180, 80), distance / radius)
                elif distance < radius + 5:
                    colour = mix(colour, (255, 200, 120), (radius + 5 - distance) / 10)
            else:
                depth = (y - horizon) / (HEIGHT - horizon)
                colour = mix((120, 50, 90), (20, 20, 60), depth)
                # The sun's glitter: broken stripes that narrow towards the shore.
                half = radius * (1 - depth * 0.6)
                if abs(x - sun_x) < half and (x * 7 + y * 3) % 5 < 3 - depth * 2:
                    colour = mix(colour, (255, 190, 100), 0.8 - depth * 0.5)
            row.append(colour)
        rows.append(row)
    return rows


def harbour():
    random.seed(7)
    rows = [[gradient([(0, (18, 30, 70)), (1, (90, 120, 170))], y / 26) for _ in range(WIDTH)] for y in range(HEIGHT)]
    for _ in range(14):
        x, y = random.randrange(WIDTH), random.randrange(14)
        rows[y][x] = (230, 230, 255)
    hill = [26 - int(6 * math.sin(x / 13) + 3 * math.sin(x / 5 + 1)) for x in range(WIDTH)]
    for x in range(WIDTH):
        for y in range(hill[x], 30):
            rows[y][x] = mix((30, 60, 50), (15, 35, 30), (y - hill[x]) / 8)
    for y in range(30, HEIGHT):
        for x in range(WIDTH):
            ripple = 0.15 * math.sin(x / 3 + y * 1.7)
            rows[y][x] = mix((25, 55, 95), (10, 25, 55), (y - 30) / 18 + ripple)
    # A lighthouse on the right-hand hill, its beam, and its light on the water.
    for y in range(12, hill[66] + 1):
        for x in range(64, 68):
            rows[y][x] = (235, 235, 230) if (y // 3) % 2 else (200, 50, 50)
    for x in range(63, 69):
        rows[11][x] = (60, 60, 70)
    for x in range(30, 64):
        spread = (64 - x) / 34 * 4
        for y in range(6, 16):
            if abs(y - 12.5) < 0.5 + spread / 2:
                rows[y][x] = mix(rows[y][x], (255, 240, 170), 0.15 + 0.6 * (x - 30) / 34)
    for y in range(31, HEIGHT, 2):
        rows[y][65 + (y % 3) - 1] = (240, 220, 140)
    # Two boats: hull, mast and sail.
    for left, length, mast in ((12, 14, 9), (36, 10, 7)):
        for x in range(left, left + length):
            inset = 1 if x in (left, left + length - 1) else 0
            for y in range(33 + inset, 36):
                rows[y][x] = (150, 60, 40)
        centre = left + length // 2
        for y in range(33 - mast, 33):
            rows[y][centre] = (80, 70, 60)
            for x in range(centre + 1, centre + 1 + (y - (33 - mast)) // 2):
                rows[y][x] = (245, 240, 225)
    return rows


def builds():
    background, grid = (22, 24, 33), (44, 48, 62)
    rows = [[background] * WIDTH for _ in range(HEIGHT)]
    for y in range(6, HEIGHT - 4, 10):
        for x in range(4, WIDTH - 2):
            rows[y][x] = grid
    values = [0.45, 0.6, 0.52, 0.8, 0.7, 0.92, 0.66, 0.75]
    bar, gap = 7, 2
    for index, value in enumerate(values):
        left = 5 + index * (bar + gap)
        top = int(HEIGHT - 4 - value * (HEIGHT - 10))
        for y in range(top, HEIGHT - 4):
            for x in range(left, left + bar):
                rows[y][x] = mix((90, 210, 200), (40, 110, 170), (y - top) / (HEIGHT - 4 - top + 1))
    # A trend line over the bars.
    points = [(5 + i * (bar + gap) + bar // 2, int(HEIGHT - 4 - v * (HEIGHT - 10)) - 3) for i, v in enumerate(values)]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        for step in range(x1 - x0 + 1):
            y = round(y0 + (y1 - y0) * step / (x1 - x0))
            rows[y][x0 + step] = (250, 200, 80)
    for x in range(3, WIDTH - 2):
        rows[HEIGHT - 4][x] = (150, 155, 170)
    return rows


def aurora():
    random.seed(3)
    rows = [[gradient([(0, (4, 8, 24)), (1, (16, 30, 60))], y / HEIGHT) for _ in range(WIDTH)] for y in range(HEIGHT)]
    for _ in range(30):
        rows[random.randrange(30)][random.randrange(WIDTH)] = (200, 210, 255)
    for x in range(WIDTH):
        centre = 16 + 6 * math.sin(x / 9) + 2 * math.sin(x / 3.5)
        for y in range(HEIGHT):
            glow = math.exp(-((y - centre) / 5.5) ** 2) * (0.6 + 0.4 * math.sin(x / 4) ** 2)
            if y > centre:
                glow *= 1.2
            rows[y][x] = mix(rows[y][x], mix((60, 230, 140), (150, 80, 220), (centre - y + 8) / 16), glow)
    ridge = [34 + int(5 * abs(math.sin(x / 11)) + 3 * math.sin(x / 4)) for x in range(WIDTH)]
    for x in range(WIDTH):
        for y in range(ridge[x], HEIGHT):
            rows[y][x] = mix((70, 90, 120), (12, 16, 26), (y - ridge[x]) / 8)
    return rows


PICTURES = {"sunset.png": sunset, "harbour.png": harbour, "builds.png": builds, "aurora.png": aurora}


def main():
    folder = os.path.join(ROOT, "Resources", "pictures")
    os.makedirs(folder, exist_ok=True)
    for name, draw in PICTURES.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write(png(WIDTH, HEIGHT, draw()))


if __name__ == "__main__":
    main()
