#!/usr/bin/env python3
"""The input sections of the code a session runs, as linker script patterns, for
scripts/link-hot.ld (made by scripts/make-link-order.sh; see scripts/link-layout.ld).

  link-hot.py profiled MAP SYMBOLS PROFILE...   sections holding an instruction the callgrind
                                                profiles (--dump-instr=yes) ran
  link-hot.py faulted MAP SYMBOLS ADDRESSES     sections after the data holding a page-fault
                                                address (`perf script -F addr`)
  link-hot.py script PATTERNS                   the linker script of those patterns

MAP is the link map of the binary profiled (the Makefile's LEAN_FLAGS write it) and SYMBOLS its
`nm --defined-only`. The executable is position-dependent: the addresses are the link's own.
"""
import bisect
import collections
import re
import sys

NAMED = re.compile(r"^[A-Za-z0-9_.$]+$")


class Link:
    """The code's input sections by address, from a link map, and the symbols at each address."""

    def __init__(self, map_path, symbols_path):
        self.names_at = collections.defaultdict(list)
        self.indirect = []
        for line in open(symbols_path, encoding="utf-8"):
            fields = line.split()
            if len(fields) == 3 and fields[1] in "tTwWi":
                self.names_at[int(fields[0], 16)].append(fields[2])
                if fields[1] == "i":
                    self.indirect.append(int(fields[0], 16))
        self.sections, self.uses = [], collections.Counter()
        output = None
        for line in open(map_path, encoding="utf-8"):
            fields = line.split(None, 4)
            if len(fields) < 5 or fields[2] == "Size":
                continue
            what = fields[4].strip()
            # lld indents an output section, its input sections and their symbols by 8 more each.
            column = line.index(what)
            if column < 55:
                output = what
            elif column < 63:
                match = re.match(r"^(.*):\((.*)\)$", what)
                if match:
                    self.uses[match.group(2)] += 1
                    if output.startswith(".text") and int(fields[2], 16) > 0:
                        self.sections.append(
                            (int(fields[0], 16), int(fields[2], 16), match.group(1), match.group(2), output))
        self.sections.sort()
        self.starts = [section[0] for section in self.sections]

    def section(self, address):
        i = bisect.bisect_right(self.starts, address) - 1
        if i >= 0 and address < self.sections[i][0] + self.sections[i][1]:
            return self.sections[i]
        return None

    def patterns(self, section):
        start, _, path, name, _ = section
        if name.startswith(".text..L"):
            return []  # scripts/link-layout.ld gathers these
        member = re.match(r"^.*/([^/]+\.a)\(([^()]+)\)$", path)
        if NAMED.match(name) and (self.uses[name] == 1 or name.startswith((".text.$s", ".text._Z"))):
            # One function's section: by its name, and by those of the functions folded into it
            # where the link folds identical code, whose sections a later link may keep instead.
            return [f"*({name})"] + [f"*(.text.{alias})" for alias in self.names_at[start] if NAMED.match(alias)]
        if member:
            found = [f"*{member.group(1)}:{member.group(2)}({name})"]
            # The C library's string functions come in one file per CPU feature: valgrind's CPU
            # has no AVX-512, so the variants this machine's CPU picks go with the ones it ran.
            variant = re.match(r"^(lib[cm][-.0-9]*\.a)$", member.group(1)) and \
                re.match(r"^([a-z_0-9]+)-(avx2|avx|sse2|sse4)", member.group(2))
            if variant:
                found += [f"*{member.group(1)}:{variant.group(1)}-{kind}*.o(.text .text.*)" for kind in ("evex", "avx512")]
            return found
        return [f"*/{'/'.join(path.split('/')[-2:])}({name})"]


def executed(profiles):
    """Every instruction address in callgrind profiles made with --dump-instr=yes."""
    addresses = set()
    for path in profiles:
        # A cost line starts with its instruction's address: absolute (0x…), relative to the
        # line before (+n, -n) or the same (*).
        address = 0
        for line in open(path, encoding="utf-8", errors="replace"):
            if line[:1] not in "0123456789+-":
                continue
            token = line.split(None, 1)[0]
            number = token.lstrip("+-")
            number = int(number, 16) if number.startswith("0x") else int(number)
            address = address + number if token[0] == "+" else address - number if token[0] == "-" else number
            addresses.add(address)
    return addresses


def profiled(link, profiles):
    sections = {link.section(address) for address in executed(profiles) | set(link.indirect)}
    patterns = [pattern for section in sorted(filter(None, sections)) for pattern in link.patterns(section)]
    # Run outside valgrind only: the runtime's `.text.unlikely` paths, which a lock taken by two
    # threads at once runs (valgrind runs one thread at a time), and the C library's set-up of
    # the vDSO, which valgrind does not give a program.
    patterns.append("*libswiftCore.a:*(.text.unlikely.*)")
    patterns += [f"*libc.a:{member}(.text)" for member in ("dl-object.o", "dl-setup_hash.o", "dl-lookup.o")]
    return patterns


def faulted(link, addresses_path):
    found = set()
    for line in open(addresses_path, encoding="utf-8"):
        fields = line.split()
        section = link.section(int(fields[0], 16)) if fields else None
        if section and section[4] != ".text":
            found.add(section)
    return [pattern for section in sorted(found) for pattern in link.patterns(section)]


def script(patterns_path):
    patterns = dict.fromkeys(line.strip() for line in open(patterns_path, encoding="utf-8") if line.strip())
    return "\n".join([
        "/* Made by scripts/make-link-order.sh: the input sections of the code a session runs, which the",
        "   release link keeps in `.text`, before the data (see scripts/link-layout.ld). */",
        "SECTIONS {", "  .text : {", *(f"    {pattern}" for pattern in patterns), "  }",
        "} INSERT BEFORE .init;"])


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "profiled":
        sys.stdout.writelines(f"{pattern}\n" for pattern in profiled(Link(arguments[0], arguments[1]), arguments[2:]))
    elif command == "faulted":
        sys.stdout.writelines(f"{pattern}\n" for pattern in faulted(Link(arguments[0], arguments[1]), arguments[2]))
    elif command == "script":
        print(script(arguments[0]))
    else:
        sys.exit(__doc__)
