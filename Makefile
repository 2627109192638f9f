# Carousel — see README.md. Every target checks for the system packages it needs first.
SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/carousel

.PHONY: build run test bench fuzz sanitize install clean

build:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh libncurses-dev
	$(SWIFT) build -c release --product carousel

## Builds and starts the app on the built-in feed.
run: build
	@$(BINARY)

## Builds and runs every test (the end-to-end tests drive the app inside tmux).
test:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh libncurses-dev tmux
	$(SWIFT) build --product carousel
	$(SWIFT) test

## Release-build benchmarks of SPEC §3.10: the core (ordo-one/benchmark, in Benchmarks/), then
## the running app measured from outside in a pseudo-terminal (scripts/bench-terminal.py).
BENCH_FEEDS := .build/bench-10000x5.yaml .build/bench-10000x5.json .build/bench-10000x20.yaml .build/bench-10000x20.json

bench: build $(BENCH_FEEDS)
	cd Benchmarks && $(SWIFT) package benchmark --no-progress
	scripts/bench-terminal.py $(BINARY) $(BENCH_FEEDS)

.build/bench-%.yaml:
	scripts/generate-feed.py $(subst x, ,$*) > $@

.build/bench-%.json:
	scripts/generate-feed.py $(subst x, ,$*) --json > $@

## libFuzzer targets (Fuzz/Targets: the YAML and JSON feed readers with the validator, the text
## filter with widths and wrapping, the input decoder) for FUZZ_SECONDS each, seeded from the
## test fixtures; findings go to .build-fuzz/findings (see docs/reliability.md).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := $(notdir $(wildcard Fuzz/Targets/*))

fuzz:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh libncurses-dev
	SWIFT=$(SWIFT) scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

## The core and feed test suites under AddressSanitizer (with LeakSanitizer), the C code under
## UndefinedBehaviorSanitizer too (Swift has no -sanitize=undefined on Linux; its own overflow and
## bounds checks stay on in debug builds), with the command-line tests running a sanitized carousel.
SANITIZE := --scratch-path .build-sanitize --sanitize address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined

sanitize:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh libncurses-dev
	$(SWIFT) build $(SANITIZE) --product carousel
	CAROUSEL_BINARY=$(CURDIR)/.build-sanitize/debug/carousel SWIFT_BACKTRACE=enable=no \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt UBSAN_OPTIONS=print_stacktrace=1 \
	  $(SWIFT) test $(SANITIZE) --filter 'CarouselKitTests|CarouselFeedTests|FuzzRegressionTests'

install: build
	install -d "$(PREFIX)/bin"
	install -m 755 $(BINARY) "$(PREFIX)/bin/carousel"

clean:
	rm -rf .build .build-fuzz .build-sanitize
