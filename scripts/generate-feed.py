#!/usr/bin/env python3
"""Writes a large feed for benchmarks and for trying Carousel on a big board.

Usage: scripts/generate-feed.py SECTIONS PAGES [--json] [--short] > feed.yaml
Text mixes English and Japanese so width measurement and wrapping are exercised; with --short
every body is one English sentence, so that 100,000 sections x 5 pages (69 MB) stay well under
the 128 MiB file limit (with the long bodies it is 147 MB).
"""
import json
import sys


SHORT_BODY = "A long-line wool coat in charcoal."
LONG_BODY = ("A long-line wool coat in charcoal. "
             "チャコールグレーのウールコート。膝まで届く長めの丈で、冬の朝の冷たい風からしっかり守ってくれます。")


def feed(sections: int, pages: int, body: str = LONG_BODY) -> dict:
    return {
        "title": f"Generated feed: {sections} sections x {pages} pages",
        "autoplay": {"interval": 3.0, "resume_after": 5.0, "wrap": "rewind"},
        "sections": [
            {
                "id": f"s{s}",
                "title": f"Section {s + 1} — セクション {s + 1}",
                **({"tag": f"Tag band of section {s + 1} / タグ {s + 1}"} if s % 3 == 0 else {}),
                "pages": [
                    {
                        "id": f"p{p}",
                        "title": f"Card {s + 1}.{p + 1} ウールのロングコート",
                        "body": body,
                    }
                    for p in range(pages)
                ],
            }
            for s in range(sections)
        ],
    }


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2 or not all(a.isdigit() and int(a) > 0 for a in args):
        sys.exit("usage: generate-feed.py SECTIONS PAGES [--json] [--short] > FILE")
    data = feed(int(args[0]), int(args[1]), SHORT_BODY if "--short" in sys.argv else LONG_BODY)
    if "--json" in sys.argv:
        json.dump(data, sys.stdout, ensure_ascii=False)
    else:
        # JSON is valid YAML 1.2; emit block-style YAML by hand to keep the script dependency-free.
        out = sys.stdout
        out.write(f"title: {json.dumps(data['title'], ensure_ascii=False)}\n")
        out.write("autoplay: {interval: 3.0, resume_after: 5.0, wrap: rewind}\nsections:\n")
        for section in data["sections"]:
            out.write(f"  - id: {section['id']}\n    title: {json.dumps(section['title'], ensure_ascii=False)}\n")
            if "tag" in section:
                out.write(f"    tag: {json.dumps(section['tag'], ensure_ascii=False)}\n")
            out.write("    pages:\n")
            for page in section["pages"]:
                out.write(f"      - id: {page['id']}\n        title: {json.dumps(page['title'], ensure_ascii=False)}\n")
                out.write(f"        body: {json.dumps(page['body'], ensure_ascii=False)}\n")
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
