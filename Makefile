# Carousel — see README.md. Every target checks for the system packages it needs first.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=

# The version is defined once, in Sources/carousel/CarouselVersion.swift (`carousel --version`).
VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"$$/\1/p' Sources/carousel/CarouselVersion.swift)

# The release binary is static (`-static-executable`): the Swift runtime, the C library, curses,
# terminfo, libyaml, libpng, libjpeg and zlib are all linked in, so that it runs where the
# toolchain is not installed (docs/behaviour.md §3.12) and starts without the dynamic loader,
# which would map the C library and resolve each C function at its first call
# (docs/performance.md). Debug builds (the tests) stay dynamic.
# The release link touches as few of the executable's pages as it can (docs/performance.md; the
# kernel maps them 64 KB at a time around each page touched): a position-dependent executable,
# so that nothing is relocated at start; each Swift function in its own section
# (`-function-sections`: without it swiftc puts a file's code in one `.text`, which no order can
# split) and lld placing the functions a session runs next to each other, then the protocol
# conformance descriptors that the runtime's first lookup reads, and the variables a session
# touches next to each other (scripts/link-order.txt, made by scripts/make-link-order.sh), only
# the code a session runs before the data (scripts/link-hot.ld, made by the same script), and all
# other code after it (scripts/link-layout.ld). The lists are generated and go stale as the code
# changes; nothing in make test depends on them, and a stale list costs a little memory, not
# correctness (docs/performance.md). Identical functions are not folded (`--icf`): lld kept one
# copy under its own section's name, often one that list did not name. Generic types such as
# a dictionary's storage are made by direct calls rather than from their mangled names
# (`-disable-concrete-type-metadata-mangled-name-accessors`): a name is decoded at run time and
# its generic requirements checked, each check a scan of every protocol conformance in the
# binary, 3.4 M instructions before the first frame.
LEAN_FLAGS := -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -use-ld=lld -Xswiftc -static-executable -Xcc -ffunction-sections \
	-Xlinker -ltinfo \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order.txt -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/link-hot.ld \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/link-layout.ld -Xlinker -Map=$(CURDIR)/.build/carousel-release.map
RELEASE_FLAGS := -c release --static-swift-stdlib --disable-local-rpath $(LEAN_FLAGS)
BINARY := .build/release/carousel
DEPS := libncurses-dev libyaml-dev libpng-dev libjpeg-dev

# Made from the binary's command definitions (and Resources/man-sections.mdoc for the man page).
GENERATE_MANUAL := .build/debug/generate-manual
STAGE := .build/stage
MANUAL := $(STAGE)/carousel.1
COMPLETIONS := $(STAGE)/carousel.bash $(STAGE)/_carousel $(STAGE)/carousel.fish

## Every example the docs and the built-in feed mention, beside the built-in feed as in Resources/
## (its pictures in pictures/), so that `carousel check` passes on each where it is installed.
LIVE_EXAMPLES := live.yaml notes.md chart.py
EXAMPLE_PICTURES := $(patsubst Resources/%,%,$(wildcard Resources/pictures/*.png))

# Where `make install` puts each file; `make uninstall` removes exactly these.
BIN_DIR := $(DESTDIR)$(PREFIX)/bin
MAN_DIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASH_DIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
DATA_DIR := $(DESTDIR)$(PREFIX)/share/carousel
INSTALLED := $(BIN_DIR)/carousel $(MAN_DIR)/carousel.1 $(BASH_DIR)/carousel $(ZSH_DIR)/_carousel \
	$(FISH_DIR)/carousel.fish $(DATA_DIR)/feed.schema.json $(DATA_DIR)/examples/built-in.yaml \
	$(DATA_DIR)/examples/starter.yaml $(addprefix $(DATA_DIR)/examples/,$(LIVE_EXAMPLES)) \
	$(addprefix $(DATA_DIR)/examples/,$(EXAMPLE_PICTURES))

DIST_DIR ?= .build/dist

.PHONY: build run test docs bench profile fuzz sanitize install uninstall dist try-deb stage version clean

## The standalone release binary.
build:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh $(DEPS)
	$(SWIFT) build $(RELEASE_FLAGS) --product carousel

## Builds and starts the app on the built-in feed (or on ~/.config/carousel/feed.yaml).
run: build
	@$(BINARY)

## Builds and runs every test (the end-to-end tests drive the app inside tmux; the install and
## package tests use the release binary, its man page and completions). The end-to-end tests run
## after the others, one at a time (about 90 s): run in parallel, dozens of apps animated at once
## while the tests that check them waited for Swift Testing's two threads on a 2-core machine.
test:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh $(DEPS) tmux python3-jsonschema python3-pyte dpkg-dev \
		xvfb xterm xdotool imagemagick libsixel-bin
	$(SWIFT) build --product carousel
	$(SWIFT) build --package-path Examples
	$(MAKE) --no-print-directory stage
	$(SWIFT) test --skip CarouselEndToEndTests
	$(SWIFT) test --skip-build --no-parallel --filter CarouselEndToEndTests

## The DocC documentation of CarouselKit (swift-docc-plugin), without a warning and with every
## public symbol documented; the archive is .build/plugins/Swift-DocC/outputs/CarouselKit.doccarchive.
docs:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh
	$(SWIFT) package generate-documentation --target CarouselKit --warnings-as-errors
	scripts/check-doc-coverage.py

## Release-build benchmarks of docs/behaviour.md §3.10: the core (ordo-one/benchmark, in Benchmarks/), then
## the running app measured from outside in a pseudo-terminal (scripts/bench-terminal.py), how big
## feeds load and reload (scripts/bench-loading.py), what its frames cost on the terminal's
## side (scripts/bench-frames.py), what pictures cost (scripts/bench-pictures.py), and the app side by
## side with the Rust peer (scripts/bench-peers.sh), with its execve-to-first-frame time (scripts/first-frame-time.sh), that time phase by phase (scripts/start-phases.sh, as root) and
## inside the peers' harness, split into running and waiting (scripts/start-in-harness.sh, as root), and what
## a start reads of the executable when none of it is cached (scripts/cold-start-reads.sh).
BENCH_FEEDS := .build/bench-10000x5.yaml .build/bench-10000x5.json .build/bench-10000x20.yaml .build/bench-10000x20.json
BIG_FEEDS := .build/bench-10000x20.yaml .build/bench-10000x20.json .build/bench-100000x5-short.yaml

bench: build $(BENCH_FEEDS) $(BIG_FEEDS)
	cd Benchmarks && $(SWIFT) package benchmark --no-progress
	scripts/bench-terminal.py $(BINARY) $(BENCH_FEEDS)
	scripts/bench-loading.py $(BINARY) --runs 3 $(BIG_FEEDS) --reload .build/bench-10000x20.yaml --reload .build/bench-100000x5-short.yaml
	scripts/bench-frames.py $(BINARY)
	scripts/bench-pictures.py $(BINARY)
	scripts/bench-sources.py $(BINARY) 60
	scripts/bench-cache.sh $(BINARY)
	scripts/bench-peers.sh $(BINARY)
	scripts/first-frame-time.sh $(BINARY)
	scripts/start-phases.sh $(BINARY)
	scripts/start-in-harness.sh $(BINARY)
	scripts/cold-start-reads.sh $(BINARY)

## Where a frame's instructions go: a release build under valgrind's callgrind on a virtual
## clock, so that every run draws the same frames (scripts/profile-frames.py). The clock is
## preloaded (LD_PRELOAD), which a static executable ignores: this release build is linked
## dynamically, in a build folder of its own.
PROFILE_BUILD := .build/profile
profile:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh valgrind $(DEPS)
	$(SWIFT) build -c release --build-path $(PROFILE_BUILD) --product carousel
	scripts/profile-frames.py $(PROFILE_BUILD)/release/carousel

.build/bench-%.yaml:
	scripts/generate-feed.py $(subst x, ,$*) > $@

# Short bodies: 100,000 sections x 5 pages in 73 MB, under the 128 MiB file limit.
.build/bench-%-short.yaml:
	scripts/generate-feed.py $(subst x, ,$*) --short > $@

.build/bench-%.json:
	scripts/generate-feed.py $(subst x, ,$*) --json > $@

## The release binary with its man page and completions (what install and dist take).
stage: build
	@$(MAKE) --no-print-directory $(MANUAL) $(COMPLETIONS)

$(GENERATE_MANUAL):
	$(SWIFT) build --product generate-manual

$(MANUAL): $(BINARY) Resources/man-sections.mdoc scripts/make-manual.sh | $(GENERATE_MANUAL)
	@mkdir -p $(STAGE)
	scripts/make-manual.sh $(GENERATE_MANUAL) $(BINARY) Resources/man-sections.mdoc > $@.tmp && mv $@.tmp $@

$(STAGE)/carousel.bash: $(BINARY)
	@mkdir -p $(STAGE)
	$(BINARY) --generate-completion-script bash > $@
$(STAGE)/_carousel: $(BINARY)
	@mkdir -p $(STAGE)
	$(BINARY) --generate-completion-script zsh > $@
$(STAGE)/carousel.fish: $(BINARY)
	@mkdir -p $(STAGE)
	$(BINARY) --generate-completion-script fish > $@

## make install [PREFIX=/usr/local] [DESTDIR=]: the stripped binary, man page, completions,
## schema and example feeds. (`make -o build install` installs what is built without building.)
install: stage
	install -d $(BIN_DIR) $(MAN_DIR) $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR) $(DATA_DIR)/examples/pictures
	install -m 755 -s $(BINARY) $(BIN_DIR)/carousel
	install -m 644 $(MANUAL) $(MAN_DIR)/carousel.1
	install -m 644 $(STAGE)/carousel.bash $(BASH_DIR)/carousel
	install -m 644 $(STAGE)/_carousel $(ZSH_DIR)/_carousel
	install -m 644 $(STAGE)/carousel.fish $(FISH_DIR)/carousel.fish
	install -m 644 Resources/feed.schema.json $(DATA_DIR)/feed.schema.json
	install -m 644 Resources/feed.yaml $(DATA_DIR)/examples/built-in.yaml
	install -m 644 Resources/starter-feed.yaml $(DATA_DIR)/examples/starter.yaml
	install -m 644 Resources/examples/live.yaml Resources/examples/notes.md $(DATA_DIR)/examples/
	install -m 755 Resources/examples/chart.py $(DATA_DIR)/examples/chart.py
	install -m 644 $(addprefix Resources/,$(EXAMPLE_PICTURES)) $(DATA_DIR)/examples/pictures/

## Removes exactly what `make install` put there (and carousel's own folders once empty).
uninstall:
	rm -f $(INSTALLED)
	rmdir $(DATA_DIR)/examples/pictures $(DATA_DIR)/examples $(DATA_DIR) 2>/dev/null || true

## carousel-VERSION-linux-ARCH.tar.gz and carousel_VERSION_ARCH.deb in DIST_DIR.
dist: stage
	@scripts/ensure-deps.sh dpkg-dev
	scripts/make-dist.sh $(VERSION) $(DIST_DIR)

## Installs the .deb with apt for real, runs it, and removes it again (root; not part of make test).
try-deb: dist
	scripts/try-deb.sh $(DIST_DIR)/carousel_$(VERSION)_$$(dpkg --print-architecture).deb

version:
	@echo $(VERSION)

## libFuzzer targets (Fuzz/Targets: the YAML and JSON feed readers with the validator, the text
## filter with widths and wrapping, the input decoder, the picture decoder) for FUZZ_SECONDS each, seeded from the
## test fixtures, with libFuzzer's seed FUZZ_SEED (fixed unless given; random draws one); findings go to
## .build-fuzz/findings and into the log in base64 (see docs/reliability.md).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := $(notdir $(wildcard Fuzz/Targets/*))

fuzz:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh $(DEPS)
	SWIFT=$(SWIFT) scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

## The core and feed test suites under AddressSanitizer (with LeakSanitizer), the C code under
## UndefinedBehaviorSanitizer too (Swift has no -sanitize=undefined on Linux; its own overflow and
## bounds checks stay on in debug builds), with the command-line tests running a sanitized carousel.
## (Not the test of the Examples package's program, which is built by make test, unsanitized.)
SANITIZE := --scratch-path .build-sanitize --sanitize address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined

sanitize:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh $(DEPS)
	$(SWIFT) build $(SANITIZE) --product carousel
	CAROUSEL_BINARY=$(CURDIR)/.build-sanitize/debug/carousel SWIFT_BACKTRACE=enable=no \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt UBSAN_OPTIONS=print_stacktrace=1 \
	  $(SWIFT) test $(SANITIZE) --filter 'CarouselKitTests|CarouselFeedTests|FuzzRegressionTests' --skip ExamplesTests

clean:
	rm -rf .build .build-fuzz .build-sanitize
