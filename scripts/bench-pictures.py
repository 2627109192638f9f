#!/usr/bin/env python3
"""Measures what pictures cost the running app (docs/behaviour.md §3.14), from outside, in a real
pseudo-terminal, and from its own statistics (CAROUSEL_STATS).

Usage: scripts/bench-pictures.py BINARY   (make bench runs it with the release build)

- Decode + scale of a 6000 × 4000 JPEG: `carousel render --images symbols` of a feed whose one
  page shows it, minus the same render without the picture (medians of RUNS runs).
- A key pressed while that picture loads: the app is started on the feed, `l` is sent as soon as
  the first frame is in, and the time until the page turn's status line arrives is measured.
- Slides of picture cards at 120 × 40 against the same feed with the pictures taken out (text
  cards): scripts/bench-frames.py's scripted session, its frame mean and bytes per frame.
- Resident memory (VmRSS) at 200 × 60 with ten distinct pictures (800 × 600) on screen, against
  the same feed without them.
- A key (`?`) pressed at 200 × 60 with `--images sixel` while the worker encodes the twenty-odd
  sixel pictures of the cards in view and beside them (the same ten pictures, ten to a section):
  the time to the help overlay it opens.

The photo is made with ImageMagick's `convert`, or libjpeg-turbo's `cjpeg` (installed with
apt-get if neither is there). Medians of RUNS runs (BENCH_RUNS=N).
"""
import importlib
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
terminal = importlib.import_module("bench-terminal")
frames = importlib.import_module("bench-frames")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Resources", "examples"))
from chart import png  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "5"))
PICTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Resources", "pictures")


def make_photo(path):
    """A 6000 × 4000 JPEG: ImageMagick if it is there, else cjpeg (installed when missing)."""
    if shutil.which("convert"):
        subprocess.run(["convert", "-size", "6000x4000", "gradient:#203060-#f0a040", "-swirl", "90",
                        "-quality", "90", path], check=True)
        return
    if not shutil.which("cjpeg"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "libjpeg-turbo-progs"], check=True)
    width, height = 6000, 4000
    row = bytearray(x * 255 // width for x in range(width) for _ in range(3))
    with open(path + ".ppm", "wb") as ppm:
        ppm.write(b"P6 %d %d 255\n" % (width, height))
        for y in range(height):
            row[1::3] = bytes([y * 255 // height]) * width
            ppm.write(row)
    with open(path, "wb") as out:
        subprocess.run(["cjpeg", "-quality", "90", path + ".ppm"], stdout=out, check=True)
    os.remove(path + ".ppm")


def feed(sections, pictures):
    """A feed of `sections` (lists of picture names), with or without their `image`s."""
    text = "title: Picture bench\nsections:\n"
    for number, names in enumerate(sections):
        text += f"  - id: s{number}\n    title: Section {number}\n    pages:\n"
        for name in names:
            text += f"      - title: {name}\n        body: A picture of the bench.\n"
            if pictures:
                text += f"        image: {name}\n        alt: {name}\n"
    return text


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as out:
        out.write(text)
    return path


def render_ms(binary, path):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run([binary, "render", "--images", "symbols", "--size", "120x40", path],
                       stdout=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def key_while_loading(binary, path):
    """Milliseconds from `l` (sent once the first frame is in, the picture still decoding) to the
    first bytes of the slide it starts. Nothing else moves (no autoplay) and the picture takes far
    longer than that to arrive, so those bytes are the key's answer."""
    answers = []
    for _ in range(RUNS):
        pid, master, _ = terminal.spawn(binary, ["--images", "symbols", "--no-autoplay", path], (120, 40))
        terminal.read_until(master, b"Section 1/")
        terminal.drain(master, 0.02)  # the rest of the first frame
        sent = time.perf_counter()
        os.write(master, b"l")
        select.select([master], [], [], 30)
        answers.append((time.perf_counter() - sent) * 1000)
        terminal.stop(pid, master)
    return statistics.median(answers), max(answers)


def key_while_encoding(binary, path):
    """Milliseconds from `?`, sent once the first frame is in, to the help overlay's first line
    of keys, while the worker encodes the sixel pictures the first frame asked for
    (`--images sixel` in a pseudo-terminal: they are encoded all the same, and written at rest).
    The pictures' own answers arrive meanwhile, so the overlay's text is waited for, not the
    first bytes."""
    answers = []
    for _ in range(RUNS):
        pid, master, _ = terminal.spawn(binary, ["--images", "sixel", "--no-autoplay", path], (200, 60))
        terminal.read_until(master, b"Section 1/")
        terminal.drain(master, 0.02)
        sent = time.perf_counter()
        os.write(master, b"?")
        answers.append((terminal.read_until(master, "previous / next section".encode()) - sent) * 1000)
        terminal.stop(pid, master)
    return statistics.median(answers), max(answers)


def resident_mib(binary, path):
    sizes = []
    for _ in range(RUNS):
        pid, master, _ = terminal.spawn(binary, ["--images", "symbols", "--no-autoplay", path], (200, 60))
        terminal.read_until(master, b"Section 1/")
        terminal.drain(master, 3.0)  # every picture in view decoded and drawn
        sizes.append(terminal.proc_status(pid, "VmRSS") / 1024)
        terminal.stop(pid, master)
    return statistics.median(sizes)


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        make_photo(os.path.join(folder, "photo.jpg"))
        photo = [["photo.jpg", "photo.jpg"]]
        with_photo = write(folder, "photo.yaml", feed(photo, True))
        without_photo = write(folder, "photo-text.yaml", feed(photo, False))
        decode = render_ms(binary, with_photo) - render_ms(binary, without_photo)
        print(f"decode + scale of a 6000x4000 JPEG (render with it minus without, medians of {RUNS}): "
              f"{decode:.0f} ms", flush=True)
        median, worst = key_while_loading(binary, with_photo)
        print(f"a key pressed while it loads, answered in: median {median:.1f} ms, max {worst:.1f} ms", flush=True)

        for name in os.listdir(PICTURES):
            shutil.copy(os.path.join(PICTURES, name), folder)
        names = sorted(name for name in os.listdir(PICTURES) if name.endswith(".png"))
        sections = [names[number:] + names[:number] for number in range(4)]
        slide_feeds = [write(folder, "slides.yaml", feed(sections, True)),
                       write(folder, "slides-text.yaml", feed(sections, False))]
        for path in slide_feeds:
            runs = [frames.slides(binary, (120, 40), ["--images", "symbols", path] + frames.FAST)
                    for _ in range(RUNS)]
            mean = statistics.median(run["mean"] for run in runs)
            per_frame = statistics.median(run["bytes_per_frame"] for run in runs)
            print(f"slides at 120x40, {os.path.basename(path)}: frame mean {mean:.0f} µs, "
                  f"{per_frame:.0f} bytes per frame", flush=True)

        ten = []
        for number in range(10):
            width, height = 800, 600
            rows = [[((x * 7 + number * 25) % 256, (y * 5 + number * 40) % 256, (x + y) % 256)
                     for x in range(width)] for y in range(height)]
            name = f"picture-{number}.png"
            with open(os.path.join(folder, name), "wb") as out:
                out.write(png(width, height, rows))
            ten.append(name)
        groups = [ten[start:start + 3] for start in range(0, 9, 3)] + [ten[9:] + ten[:2]]
        for label, pictures in [("ten pictures on screen", True), ("the same feed without them", False)]:
            path = write(folder, "ten.yaml", feed(groups, pictures))
            print(f"resident memory at 200x60, {label}: {resident_mib(binary, path):.1f} MiB", flush=True)
        rotations = [ten[start:] + ten[:start] for start in range(0, 8, 2)]
        path = write(folder, "sixel.yaml", feed(rotations, True))
        median, worst = key_while_encoding(binary, path)
        print(f"a key pressed while sixel pictures encode, answered in: median {median:.1f} ms, max {worst:.1f} ms",
              flush=True)


if __name__ == "__main__":
    main()
