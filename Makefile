# Carousel — see README.md. Every target checks for the system packages it needs first.
SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/carousel

.PHONY: build run test docs bench install clean

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
	$(SWIFT) build --package-path Examples
	$(SWIFT) test

## The DocC documentation of CarouselKit (swift-docc-plugin), without a warning and with every
## public symbol documented; the archive is .build/plugins/Swift-DocC/outputs/CarouselKit.doccarchive.
docs:
	@SWIFT=$(SWIFT) scripts/ensure-deps.sh
	$(SWIFT) package generate-documentation --target CarouselKit --warnings-as-errors
	scripts/check-doc-coverage.py

## Release-build benchmarks of docs/behaviour.md §3.10: the core (ordo-one/benchmark, in Benchmarks/), then
## the running app measured from outside in a pseudo-terminal (scripts/bench-terminal.py).
BENCH_FEEDS := .build/bench-10000x5.yaml .build/bench-10000x5.json .build/bench-10000x20.yaml .build/bench-10000x20.json

bench: build $(BENCH_FEEDS)
	cd Benchmarks && $(SWIFT) package benchmark --no-progress
	scripts/bench-terminal.py $(BINARY) $(BENCH_FEEDS)

.build/bench-%.yaml:
	scripts/generate-feed.py $(subst x, ,$*) > $@

.build/bench-%.json:
	scripts/generate-feed.py $(subst x, ,$*) --json > $@

install: build
	install -d "$(PREFIX)/bin"
	install -m 755 $(BINARY) "$(PREFIX)/bin/carousel"

clean:
	rm -rf .build
