#!/usr/bin/env python3
"""The lists behind the release link's layout, made by scripts/make-link-order.sh from traces of
sessions and the link map of the binary traced (the Makefile's LEAN_FLAGS write it; SYMBOLS is its
`nm --defined-only`). The executable is position-dependent: the addresses are the link's own. A
trace is the address of each block of code a session ran, in the order it first ran (valgrind's
lackey, `--trace-superblocks=yes`, each address kept once).

  link-lists.py functions SYMBOLS TRACE...       the functions holding those addresses, by how
                                                 early they first ran in any trace
  link-lists.py order MAP SYMBOLS FUNCTIONS      scripts/link-order.txt: those functions, then the
                                                 protocol conformance descriptors
  link-lists.py traced MAP SYMBOLS TRACE...      the input sections holding those addresses, as
                                                 linker script patterns, by how early they first
                                                 ran in any trace
  link-lists.py faulted MAP SYMBOLS ADDRESSES    those after the data holding a page-fault address
                                                 (`perf script -F addr`)
  link-lists.py script PATTERNS                  scripts/link-hot.ld, of those patterns
  link-lists.py data MAP TRACE...                the data's input sections a session touched, by
                                                 how early, as names for the symbol order (a
                                                 TRACE here: valgrind's lackey with
                                                 `--trace-mem=yes`, the data addresses, each kept
                                                 once)
  link-lists.py faulted-data MAP ADDRESSES NAMES those holding a page-fault address that NAMES
                                                 does not place yet
"""
import bisect
import collections
import os
import re
import sys

NAMED = re.compile(r"^[A-Za-z0-9_.$]+$")


def map_lines(map_path):
    """The lines of a link map as (depth, address, size, what): 0 for an output section, 1 for
    an input section, 2 for a symbol."""
    for line in open(map_path, encoding="utf-8"):
        fields = line.split(None, 4)
        if len(fields) < 5 or fields[2] == "Size":
            continue
        what = fields[4].strip()
        # lld indents an output section, its input sections and their symbols by 8 more each.
        column = line.index(what)
        yield (0 if column < 55 else 1 if column < 63 else 2), int(fields[0], 16), int(fields[2], 16), what


def input_sections(map_path):
    """Each input section of a link map as (output section, address, size, `file:(section)`)."""
    output = None
    for depth, address, size, what in map_lines(map_path):
        if depth == 0:
            output = what
        elif depth == 1:
            yield output, address, size, what


def symbols(symbols_path):
    """The defined symbols of `nm --defined-only` as (address, kind, name)."""
    for line in open(symbols_path, encoding="utf-8"):
        fields = line.split()
        if len(fields) == 3:
            yield int(fields[0], 16), fields[1], fields[2]


def first_runs(traces):
    """The addresses of the traces, each once, by how early it first ran in any of them: the start
    of every session first (a feed's own code, its pictures, say, among another's), then what each
    ran next."""
    first = {}
    for path in traces:
        addresses = (int(line, 16) for line in open(path, encoding="utf-8") if line.strip())
        for position, address in enumerate(addresses):
            first[address] = min(position, first.get(address, position))
    return sorted(first, key=first.__getitem__)


def functions(symbols_path, traces):
    """The functions holding the traced addresses, by how early they first ran."""
    starts = sorted((address, name) for address, kind, name in symbols(symbols_path) if kind in "tTwW")
    addresses = [address for address, _ in starts]
    found = []
    for address in first_runs(traces):
        i = bisect.bisect_right(addresses, address) - 1
        if i >= 0:
            found.append(starts[i][1])
    return list(dict.fromkeys(found))


def order(map_path, symbols_path, functions_path):
    address_of, names_at = {}, collections.defaultdict(list)
    descriptors = set()
    for address, kind, name in symbols(symbols_path):
        if kind in "tTwW":
            address_of.setdefault(name, address)
            names_at[address].append(name)
        elif kind in "dDrR" and name.endswith("Mc"):
            descriptors.add(name)
    # Functions that share an address (aliases) are all named, so that each one's section is
    # placed with the others.
    names = []
    for line in open(functions_path, encoding="utf-8"):
        name = line.rstrip("\n")
        names += [name] + [alias for alias in names_at.get(address_of.get(name), []) if alias != name]
    names = list(dict.fromkeys(names))
    # A name whose code is in a large section that cannot be split (a library's whole `.text`, as
    # in the static _RegexParser, _StringProcessing, _Concurrency and FoundationEssentials) would
    # bring all of that section into the middle of the placed functions: such names are left out.
    # The standard library's own `.text`, which the session runs all over, stays.
    unsplit, section = set(), None
    if os.path.exists(map_path):
        output = None
        for depth, _, size, what in map_lines(map_path):
            if depth == 0:
                output, section = what, None
            elif depth == 1:
                # A toolchain library's whole `.text` (not one function's section) is large at 8 KB.
                whole = "/swift_static/" in what and what.endswith(":(.text)")
                large = (size > 65536 or (whole and size > 8192)) and "libswiftCore.a(Swift.o)" not in what
                section = what if output == ".text" and large else None
            elif section:
                unsplit.add(what)
    names = [name for name in names if name not in unsplit]
    # Then every protocol conformance descriptor (`…Mc`), read-only data: the runtime's first
    # conformance lookup reads them all, and together they fill a few windows instead of most of
    # `.rodata`.
    return names + sorted(descriptors)


class Sections:
    """Input sections, each a tuple of its address, its size and more, found by an address in them."""

    def index(self, sections):
        self.sections = sorted(sections)
        self.starts = [section[0] for section in self.sections]

    def section(self, address):
        i = bisect.bisect_right(self.starts, address) - 1
        if i >= 0 and address < self.sections[i][0] + self.sections[i][1]:
            return self.sections[i]
        return None


class Link(Sections):
    """The code's input sections by address, from a link map, and the indirect functions' resolvers."""

    def __init__(self, map_path, symbols_path):
        # The resolvers of the C library's indirect functions, which its start runs.
        self.indirect = [address for address, kind, _ in symbols(symbols_path) if kind == "i"]
        sections, self.uses = [], collections.Counter()
        for output, start, size, what in input_sections(map_path):
            match = re.match(r"^(.*):\((.*)\)$", what)
            if match:
                self.uses[match.group(2)] += 1
                if output.startswith(".text") and size > 0:
                    sections.append((start, size, match.group(1), match.group(2), output))
        self.index(sections)

    def patterns(self, section):
        _, _, path, name, _ = section
        if name.startswith(".text..L"):
            return []  # scripts/link-layout.ld gathers these
        member = re.match(r"^.*/([^/]+\.a)\(([^()]+)\)$", path)
        if NAMED.match(name) and (self.uses[name] == 1 or name.startswith((".text.$s", ".text._Z"))):
            # One function's section, by its name: a Swift or C++ helper emitted in several files
            # (an outlined copy, a thunk) is small, and every copy of it goes with the one that ran.
            return [f"*({name})"]
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


def traced_sections(link, traces):
    """The input sections of the code the traces ran, as patterns, by how early they first ran: the
    starts' code next to each other, then each part of a session's after the one before."""
    # Run at the very start, where valgrind does not show them: the resolvers of the C library's
    # indirect functions and its set-up of the vDSO (which valgrind does not give a program).
    first = [link.section(address) for address in link.indirect]
    first += [section for section in link.sections
              if re.search(r"libc\.a\((dl-object|dl-setup_hash|dl-lookup)\.o\)$", section[2]) and section[3] == ".text"]
    sections = dict.fromkeys(filter(None, first + [link.section(address) for address in first_runs(traces)]))
    patterns = [pattern for section in sections for pattern in link.patterns(section)]
    # Run outside valgrind only, and seldom: the runtime's `.text.unlikely` paths and the C
    # library's waits for a lock, which a lock taken by two threads at once runs (valgrind runs one
    # thread at a time).
    patterns += ["*libswiftCore.a:*(.text.unlikely.*)", "*libc.a:lowlevellock.o(.text)"]
    return list(dict.fromkeys(patterns))


def faulted(link, addresses_path):
    found = set()
    for line in open(addresses_path, encoding="utf-8"):
        fields = line.split()
        section = link.section(int(fields[0], 16)) if fields else None
        if section and section[4] != ".text":
            found.add(section)
    return [pattern for section in sorted(found) for pattern in link.patterns(section)]


class Data(Sections):
    """The data's input sections by address, from a link map, each with a symbol that the symbol
    order can place it by: the release link puts the sections it names first in their output
    section, in its order, so that the data a start writes shares a few pages. Swift keeps each
    file's variables in one `.bss` and one `.data` (its lazy metadata caches among them), the C++
    runtime one section per variable. Left in the link's order, the small sections a session
    touches (about 45 KB) were spread over some forty pages, most of them read first (the zero
    page) and then written, two faults each: 73 page faults in `.bss` and `.data` before the first
    frame, 43 once placed."""

    OUTPUTS = (".data", ".bss", ".data.rel.ro", ".rodata")
    SECTION_NAMED = re.compile(r"^.*:\((?:\.data\.rel\.ro|\.data\.rel|\.data|\.bss|\.rodata)\.([A-Za-z0-9_.$]+)\)$")

    def __init__(self, map_path):
        sections, names = [], collections.defaultdict(list)
        section = output = None
        for depth, address, size, what in map_lines(map_path):
            if depth == 0:
                output = what
            elif depth == 1:
                section = (address, size, what) if output in self.OUTPUTS and size > 0 else None
                if section:
                    sections.append(section)
                    named = self.SECTION_NAMED.match(what)
                    if named:
                        names[section].append(named.group(1))
            elif depth == 2 and section and NAMED.match(what):
                names[section].append(what)
        # A name the symbol order gives places every section that defines it: a Swift file's lazy
        # caches of another module's types are defined in each file that uses them, so a section
        # goes by its name defined in the fewest others (up to four).
        holders = collections.Counter(name for found in names.values() for name in set(found))
        self.name = {}
        for section, found in names.items():
            best = min(found, key=holders.__getitem__)
            if holders[best] <= 4:
                self.name[section] = best
        self.index(sections)


def touched_data(data, traces):
    """The names of the data's sections the traces touched: those larger than a page first (the
    standard library's `.bss` of 86 KB, of which a start touches a few pages wherever it is), then
    the others by how early, next to each other and to those that `faulted-data` adds after them."""
    touched = dict.fromkeys(section for section in map(data.section, first_runs(traces)) if section in data.name)
    ordered = sorted(touched, key=lambda section: section[1] <= 4096)
    return list(dict.fromkeys(data.name[section] for section in ordered))


def faulted_data(data, addresses_path, names_path):
    placed = {line.strip() for line in open(names_path, encoding="utf-8")}
    found = []
    for line in open(addresses_path, encoding="utf-8"):
        fields = line.split()
        section = data.section(int(fields[0], 16)) if fields else None
        if section in data.name and data.name[section] not in placed:
            found.append(data.name[section])
    return list(dict.fromkeys(found))


def script(patterns_path):
    patterns = dict.fromkeys(line.strip() for line in open(patterns_path, encoding="utf-8") if line.strip())
    return "\n".join([
        "/* Made by scripts/make-link-order.sh: the input sections of the code a session runs, which the",
        "   release link keeps in `.text`, before the data (see scripts/link-layout.ld). */",
        "SECTIONS {", "  .text : {", *(f"    {pattern}" for pattern in patterns), "  }",
        "} INSERT BEFORE .init;"])


if __name__ == "__main__":
    command, arguments = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else ("", [])
    if command == "order":
        sys.stdout.writelines(f"{name}\n" for name in order(*arguments[:3]))
    elif command == "functions":
        sys.stdout.writelines(f"{name}\n" for name in functions(arguments[0], arguments[1:]))
    elif command == "traced":
        sys.stdout.writelines(f"{pattern}\n" for pattern in traced_sections(Link(arguments[0], arguments[1]), arguments[2:]))
    elif command == "faulted":
        sys.stdout.writelines(f"{pattern}\n" for pattern in faulted(Link(arguments[0], arguments[1]), arguments[2]))
    elif command == "script":
        print(script(arguments[0]))
    elif command == "data":
        sys.stdout.writelines(f"{name}\n" for name in touched_data(Data(arguments[0]), arguments[1:]))
    elif command == "faulted-data":
        sys.stdout.writelines(f"{name}\n" for name in faulted_data(Data(arguments[0]), arguments[1], arguments[2]))
    else:
        sys.exit(__doc__)
