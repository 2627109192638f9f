#!/usr/bin/env python3
"""Fails when a public symbol of CarouselKit has no documentation comment (`make docs`).

Reads the symbol graph that `swift package generate-documentation` extracted; symbols without a
source location (synthesized conformances, inherited members) are not the project's to document.
"""
import glob
import json
import os
import sys

graphs = glob.glob(".build/*/extracted-symbols/*/CarouselKit/CarouselKit.symbols.json")
if not graphs:
    sys.exit("check-doc-coverage: no symbol graph; run `swift package generate-documentation` first")
missing = []
for symbol in json.load(open(max(graphs, key=os.path.getmtime)))["symbols"]:
    location = symbol.get("location")
    if symbol.get("accessLevel") not in ("public", "open") or not location or "docComment" in symbol:
        continue
    path = location["uri"].split("/Sources/", 1)[-1]
    missing.append(f"Sources/{path}:{location['position']['line'] + 1}: {'.'.join(symbol['pathComponents'])}")
for line in sorted(missing):
    print(f"{line}: public symbol without a documentation comment")
sys.exit(1 if missing else 0)
