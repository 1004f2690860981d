# Fluid — set-up, build, test and the playground. See README.md.
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS := -c $(CONFIG)
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)

# Debian packages the build, the tests and the playground need.
DEB_PACKAGES := pkg-config libsdl2-dev libcairo2-dev libpango1.0-dev \
	fonts-inter fonts-materialdesignicons-webfont \
	xvfb xdotool x11-utils imagemagick ffmpeg python3

.PHONY: all bootstrap build test test-unit test-cli test-e2e playground bench clean

all: build

## bootstrap: install missing Debian packages (apt-get update first), then build.
bootstrap:
	@scripts/install-deps.sh $(DEB_PACKAGES)
	$(SWIFT) build $(BUILD_FLAGS)

build:
	$(SWIFT) build $(BUILD_FLAGS)

## test: everything — unit tests, command contracts, the real-window end-to-end test.
test: bootstrap test-unit test-cli test-e2e

test-unit:
	$(SWIFT) test $(BUILD_FLAGS)

test-cli:
	FLUID_BIN="$(BIN)" scripts/test-cli.sh

test-e2e:
	FLUID_BIN="$(BIN)" scripts/test-e2e.sh

## playground: open the window; with no display, render the built-in demo to out/shortcuts.gif.
playground: bootstrap
	FLUID_BIN="$(BIN)" scripts/playground.sh $(ARGS)

bench:
	$(SWIFT) build -c release
	$$($(SWIFT) build -c release --show-bin-path)/fluid bench render --rows 40
	$$($(SWIFT) build -c release --show-bin-path)/fluid bench render --rows 100000

clean:
	rm -rf .build out
