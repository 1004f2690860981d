# Fluid — set-up, build, test and the playground. See README.md.
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS := -c $(CONFIG)
BIN = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
# make install: where the binaries go ($(PREFIX)/bin), and the build it copies them from.
PREFIX ?= /usr/local
INSTALL_CONFIG ?= release
INSTALL_BIN_DIR = $(patsubst ~%,$(HOME)%,$(PREFIX))/bin

# Debian packages the build, the playground and the CLI need (make deps, make playground, make install):
# the C libraries' headers, the fonts the scenes draw with, msgfmt for the catalogs, and ffmpeg for
# `fluid replay --video` (and the playground's headless GIF when there is no display).
DEB_PACKAGES := pkg-config libsdl2-dev libx11-dev libxi-dev libcairo2-dev libpango1.0-dev \
	libatk1.0-dev libatk-bridge2.0-dev \
	fonts-inter fonts-materialdesignicons-webfont gettext ffmpeg
# What only the tests need (make deps-test, make test): Xvfb and X tools for the real-window test,
# ImageMagick, the accessibility bus, pyatspi, Orca and speech, wasi-libc and binaryen (wasm-opt)
# for the wasm builds, woff2 (the page's fonts) and python3-cairo (its icons) for the web build,
# Chromium for the web page, locales for the German machine-output check.
DEB_TEST_PACKAGES := xvfb xdotool x11-utils xclip imagemagick python3 \
	dbus at-spi2-core python3-pyatspi wasi-libc binaryen woff2 python3-cairo chromium python3-websocket \
	orca speech-dispatcher speech-dispatcher-espeak-ng speech-dispatcher-audio-plugins espeak-ng \
	libglib2.0-bin gsettings-desktop-schemas dconf-gsettings-backend dconf-service procps \
	locales

.PHONY: all help deps deps-test bootstrap build build-tests install test check test-unit test-sanitizers test-asan test-tsan test-fuzz test-cli test-layers test-format test-reduce-motion test-catalogs translations test-docs test-apple-floor test-embedded web web-serve test-web bench-web test-e2e test-atspi test-orca test-readme readme-media docs format playground bench fuzz fuzz-parser clean

# make fuzz: how many events, for how long at most (s), and the seed of the run.
FUZZ_EVENTS ?= 100000000
FUZZ_SECONDS ?= 3600
FUZZ_SEED ?= 1
# make fuzz: the parsers that read files, fuzzed after the engine (fluid-fuzz --target), each for
# this long (s); their seed corpora are Fuzz/corpus/TARGET.
FUZZ_TARGETS ?= catalog plural header
FUZZ_TARGET_SECONDS ?= 60
# make fuzz-parser: seconds of libFuzzer on the touch-script parser.
FUZZ_PARSER_SECONDS ?= 60
LIBFUZZER_BUILD := $(SWIFT) build -c release --sanitize=fuzzer --build-path .build/libfuzzer
# The checks with logic (scripts/fluidcheck): `$(CHECKS) SUITE` runs one suite.
CHECKS := PYTHONPATH=scripts python3 -m fluidcheck
# The short run inside make test (debug build, the one the tests use).
TEST_FUZZ_EVENTS ?= 1000000
TEST_FUZZ_TARGET_EVENTS ?= 5000

## all: the default, the same as `make build`.
all: build

## help: this list: every target with its `##` line from the Makefile.
help:
	@awk -f scripts/make-help.awk $(firstword $(MAKEFILE_LIST))

## deps: install the missing Debian packages the build, the playground and the CLI need (apt-get
## update first), after checking that this is a Debian-family system with Swift 6 on PATH.
deps:
	@SWIFT="$(SWIFT)" scripts/install-deps.sh $(DEB_PACKAGES)

## deps-test: deps, and the missing Debian packages only the tests need (Xvfb, Orca, Chromium …).
deps-test:
	@SWIFT="$(SWIFT)" scripts/install-deps.sh $(DEB_PACKAGES) $(DEB_TEST_PACKAGES)

## bootstrap: install missing Debian packages, then build.
bootstrap: deps build

## build: the package (CONFIG=debug or release) with swift build.
build:
	$(SWIFT) build $(BUILD_FLAGS)
	$(MAKE) --no-print-directory translations

## translations: compile Translations/LANG.po (msgfmt --check) into LANG.mo beside the binaries
## ($(BIN)/locale), where fluid and fluid-playground look for them.
translations:
	@mkdir -p "$(BIN)/locale"
	@for po in Translations/*.po; do msgfmt --check -o "$(BIN)/locale/$$(basename "$$po" .po).mo" "$$po" || exit 1; done

## build-tests: one build of everything, the tests included. `swift test` compiles with
## testable imports (-enable-testing), which a plain `swift build` leaves out, so building first
## and testing second would compile every module twice; `swift test --skip-build` runs this build.
build-tests:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(MAKE) --no-print-directory translations

## install: build fluid and fluid-playground (release) and copy them to $(PREFIX)/bin,
## e.g. `make install PREFIX=~/.local`.
install: deps
	$(SWIFT) build -c $(INSTALL_CONFIG)
	install -d "$(INSTALL_BIN_DIR)"
	install -m 755 "$$($(SWIFT) build -c $(INSTALL_CONFIG) --show-bin-path)/fluid" \
		"$$($(SWIFT) build -c $(INSTALL_CONFIG) --show-bin-path)/fluid-playground" "$(INSTALL_BIN_DIR)/"
	install -d "$(INSTALL_BIN_DIR)/../share/fluid/locale"
	for po in Translations/*.po; do msgfmt --check -o "$(INSTALL_BIN_DIR)/../share/fluid/locale/$$(basename "$$po" .po).mo" "$$po" || exit 1; done
	@echo "installed fluid and fluid-playground in $(INSTALL_BIN_DIR)"
	@case ":$$PATH:" in *":$(INSTALL_BIN_DIR):"*) ;; \
		*) echo "note: $(INSTALL_BIN_DIR) is not on PATH; add it, e.g. export PATH=\"$(INSTALL_BIN_DIR):\$$PATH\"";; esac

## test: everything — unit tests (also under AddressSanitizer and ThreadSanitizer), the fuzzer's
## short run, command contracts, the real-window end-to-end test, the playground read and driven
## through AT-SPI and spoken by Orca, the README's examples, the API documentation, the engine
## within Apple's deployment floor and running as Embedded Swift on wasm32, and the web build in
## headless Chromium.
test: deps-test build-tests test-unit test-sanitizers test-fuzz test-cli test-layers test-format test-reduce-motion test-catalogs test-apple-floor test-embedded test-web test-e2e test-atspi test-orca test-readme test-docs docs

## test-unit: the unit tests (swift test) on the build-tests build, without building again.
test-unit:
	$(SWIFT) test $(BUILD_FLAGS) --skip-build

## test-sanitizers: the unit tests again under AddressSanitizer (leaks included) and
## ThreadSanitizer, each in its own build folder (.build-asan, .build-tsan) so neither rebuilds
## the main one. The toolchain refuses -sanitize=undefined. LeakSanitizer skips only what
## libraries keep for the whole process (scripts/lsan.supp). Each builds only the test product
## (the executables are not what the tests run) and leaves out SANITIZER_SKIP: suites that draw
## the same scenes' frames again and again to compare pixels (every frame of a gesture twice,
## every scene at twelve text sizes, in three languages, over black and white). They run no code
## the other suites do not run under the sanitizers (SceneGoldenTests draws every scene, the
## render tests every canvas path, TurnedPaintTests the vector loops on random runs); they are
## two thirds of the sanitized test time (ASan 138 → 46 s, TSan 191 → 85 s). make test-unit runs
## them all.
SANITIZER_SKIP := FrameDamageSceneTests|TextSizeLayoutTests|TextSizeGoldenTests|SceneTextSizeGoldenTests|RightToLeftGoldenTests|TranslatedGoldenTests|PaintsEveryPixelTests
test-sanitizers: test-asan test-tsan

## test-asan: the unit tests under AddressSanitizer, leaks included (.build-asan).
test-asan:
	$(SWIFT) build --sanitize=address --scratch-path .build-asan --product FluidPackageTests
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp $(SWIFT) test --skip-build --sanitize=address \
		--scratch-path .build-asan --skip '$(SANITIZER_SKIP)'

## test-tsan: the unit tests under ThreadSanitizer (.build-tsan).
test-tsan:
	$(SWIFT) build --sanitize=thread --scratch-path .build-tsan --product FluidPackageTests
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
		--skip '$(SANITIZER_SKIP)'

## check: the quick inner loop for a contributor: build with the tests, the unit tests, the
## command-line contracts, the layer table, the catalogs and the docs against the tools. Minutes on
## a warm build; make test is what CI runs.
check: build-tests test-unit test-cli test-layers test-format test-catalogs test-docs

## test-fuzz: a short engine fuzz (1 M hostile events, every model) on the test build, then 5 000
## inputs of each file parser (catalog, plural, header; at most 10 s each).
test-fuzz:
	"$(BIN)/fluid-fuzz" --events $(TEST_FUZZ_EVENTS) --seconds 300 --seed $(FUZZ_SEED)
	for target in $(FUZZ_TARGETS); do \
		"$(BIN)/fluid-fuzz" --target $$target --events $(TEST_FUZZ_TARGET_EVENTS) --seconds 10 --seed $(FUZZ_SEED) || exit 1; \
	done

## fuzz-parser: libFuzzer (-sanitize=fuzzer) on the touch-script parser for FUZZ_PARSER_SECONDS,
## starting from the committed seed corpus Fuzz/corpus/touchscript; what it learns goes to
## .build/libfuzzer/corpus, a crashing input to .build/libfuzzer/crash-*.
fuzz-parser: deps
	FLUID_LIBFUZZER=1 $(LIBFUZZER_BUILD) --product fluid-touchscript-fuzz
	mkdir -p .build/libfuzzer/corpus
	FLUID_LIBFUZZER=1 "$$($(LIBFUZZER_BUILD) --show-bin-path)/fluid-touchscript-fuzz" \
		-max_total_time=$(FUZZ_PARSER_SECONDS) -max_len=4096 -artifact_prefix=.build/libfuzzer/ \
		.build/libfuzzer/corpus Fuzz/corpus/touchscript

## fuzz: the engine fuzzer, release build: FUZZ_EVENTS hostile events or FUZZ_SECONDS, whichever
## comes first; then each file parser in FUZZ_TARGETS for FUZZ_TARGET_SECONDS. Each run ends with
## "N events, F failures", a minimised reproducer above for each failure (a parser's also in
## .build/fuzz).
fuzz: deps
	$(SWIFT) build -c release --product fluid-fuzz
	"$$($(SWIFT) build -c release --show-bin-path)/fluid-fuzz" --events $(FUZZ_EVENTS) \
		--seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED)
	for target in $(FUZZ_TARGETS); do \
		"$$($(SWIFT) build -c release --show-bin-path)/fluid-fuzz" --target $$target --events $(FUZZ_EVENTS) \
			--seconds $(FUZZ_TARGET_SECONDS) --seed $(FUZZ_SEED) || exit 1; \
	done

## test-cli: the command-line contracts of fluid and fluid-playground (exit codes, one-line
## errors, byte-identical traces, hostile input, the spring and bench commands).
test-cli:
	FLUID_BIN="$(BIN)" $(CHECKS) cli

## test-embedded: the engine (FluidMotion, FluidGestures, FluidDrawer, FluidCanvas) and the scenes
## (FluidScenes) compiled as Embedded Swift for wasm32, linked with wasi-libc and run under the
## toolchain's WasmKit: the engine probe's output must match the native build's, and every demo
## script's trace the native `fluid replay` trace, byte for byte (scripts/test-embedded.sh); first,
## that AnyScene forwards every Scene requirement, which Embedded Swift runs through it.
test-embedded:
	$(CHECKS) anyscene --self-test
	FLUID_BIN="$(BIN)" scripts/test-embedded.sh

## web: every scene in a web browser: the scenes and the engine compiled as Embedded Swift for
## wasm32 with the page's exports, and the page's static files, in $(WEB_OUT) (scripts/build-web.sh).
WEB_OUT ?= .build/web
web:
	$(SWIFT) package resolve
	WEB_OUT="$(WEB_OUT)" scripts/build-web.sh

## web-serve: make web, then serve it on http://127.0.0.1:$(WEB_PORT)/ (HOST=0.0.0.0 to open it
## from a phone on the same network).
WEB_PORT ?= 8000
HOST ?= 127.0.0.1
web-serve: web
	python3 scripts/web/serve.py "$(WEB_OUT)" --host $(HOST) --port $(WEB_PORT)

## test-web: the web build in headless Chromium through the DevTools protocol: every demo
## script's trace equals native `fluid replay`'s, dispatched touches, mouse and keys drive the
## page, the phone's settings apply live, the page is the scene at phone widths, it reloads
## offline, the accessible overlay matches the playground's AT-SPI tree in every scene, and each
## scene at rest matches its Cairo golden frame (scripts/web/browser-check.py).
test-web: web
	/usr/bin/python3 scripts/web/browser-check.py check "$(WEB_OUT)" "$(BIN)"

## bench-web: on a phone's CPU (Chromium throttled 4×, DPR 3): every scene's generated gestures
## as touch events, frame intervals and main-thread work per frame, first frame (BENCHMARKS.md).
bench-web: web
	/usr/bin/python3 scripts/web/browser-check.py bench "$(WEB_OUT)" "$(BIN)"
## test-layers: the layer table of docs/architecture.md against Package.swift, both ways (every
## target a row, every row's imports its dependencies), Foundation and the C library only where a
## row allows them, and no target over a third of Sources/ (scripts/check-layers.py); its
## self-test first (planted faults must be found).
test-layers:
	python3 scripts/check-layers.py --self-test
	python3 scripts/check-layers.py

## test-reduce-motion: every demo replayed with --reduce-motion: no drawer, rotation or swipe crosses
## its target while settling, the bouncy sheet stays within hidden…shown unbent, and frames under the
## finger are the same as without it (scripts/check-reduce-motion.py).
test-reduce-motion:
	python3 scripts/check-reduce-motion.py "$(BIN)/fluid" Demos

## test-catalogs: every UI string (a literal given to MessageCatalog.localized in FluidScenes) is
## translated in every Translations/*.po, no catalog has a string the code no longer uses, plural
## entries have every form, msgfmt --check passes; its self-test first (planted faults must be
## found); then machine output is the same under LC_ALL=de_DE.UTF-8 (scripts/check-catalogs.py).
test-catalogs:
	python3 scripts/check-catalogs.py --self-test
	python3 scripts/check-catalogs.py --fluid "$(BIN)/fluid"

## test-apple-floor: no library target uses a standard-library declaration above Apple's
## deployment floor (Package.swift's platforms), read from the toolchain's own interfaces; the
## check's self-test first (it must find InlineArray and Array.span, and pass a tuple).
test-apple-floor:
	python3 scripts/check-apple-floor.py --self-test
	python3 scripts/check-apple-floor.py --modules "$(BIN)/Modules" FluidCore FluidMotion FluidGestures FluidDrawer FluidCanvas \
		FluidJSON FluidLocalization FluidSemantics FluidSceneKit FluidScenes FluidSession

## docs: the engine's DocC catalogs (FluidMotion, FluidGestures, FluidDrawer) with warnings as
## errors and every public symbol documented; archives in .build/plugins/Swift-DocC/outputs.
docs:
	scripts/check-docs.sh

## test-format: every Swift file as the committed .swift-format writes it (line length 120);
## `make format` rewrites them so.
SWIFT_FORMAT_PATHS := Sources Tests Web/Sources Web/Replay scripts/embedded Snippets Fuzz Benchmarks/Benchmarks
test-format:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_FORMAT_PATHS)

## format: rewrites every Swift file as .swift-format says.
format:
	$(SWIFT) format format --in-place --recursive --parallel $(SWIFT_FORMAT_PATHS)

## test-docs: docs/commands.md names every option each command's --help prints and no other
## (scripts/check-commands-doc.py), and every relative link of the README, docs/ and the DocC
## catalogs resolves, anchors included (scripts/check-links.py); each check's self-test first.
test-docs:
	python3 scripts/check-commands-doc.py --self-test
	python3 scripts/check-commands-doc.py "$(BIN)"
	python3 scripts/check-links.py --self-test
	python3 scripts/check-links.py

## readme-media: the README's picture, docs/media/shortcuts.gif: Demos/shortcuts.jsonl replayed by
## fluid at 20 fps and 0.75 pixels per point (under 2 MB; make test-docs checks it is there and small).
readme-media: build
	mkdir -p docs/media
	"$(BIN)/fluid" replay Demos/shortcuts.jsonl --scene shortcuts --fps 20 --scale 0.75 --video docs/media/shortcuts.gif

## test-readme: every example of README.md, as printed (make install into a scratch prefix).
test-readme:
	FLUID_BIN="$(BIN)" CONFIG="$(CONFIG)" $(CHECKS) readme

## test-e2e: the real playground window under Xvfb, driven by the real mouse and keyboard
## (xdotool), checked from its trace, its recording and screenshots.
test-e2e:
	FLUID_BIN="$(BIN)" $(CHECKS) e2e

## test-atspi: the playground read and driven through AT-SPI with pyatspi, and called as a
## hostile client would (nodes whose scene has gone, offsets and indices out of range, NaN values,
## clients killed mid-call), in a private D-Bus session with its own accessibility bus.
test-atspi:
	FLUID_BIN="$(BIN)" scripts/test-atspi.sh

## test-orca: Orca, unmodified, speaks the playground driven by keys only; what it said is kept
## in out/orca-transcript.txt.
test-orca:
	FLUID_BIN="$(BIN)" scripts/test-orca.sh

## playground: open the window; with no display, render the built-in demo to out/shortcuts.gif.
playground: bootstrap
	FLUID_BIN="$(BIN)" scripts/playground.sh $(ARGS)

## bench: the render benchmark (release build) with 40 and 100 000 rows.
bench:
	$(SWIFT) build -c release
	$$($(SWIFT) build -c release --show-bin-path)/fluid bench render --rows 40
	$$($(SWIFT) build -c release --show-bin-path)/fluid bench render --rows 100000

## clean: remove the build folders and out/.
clean:
	rm -rf .build .build-asan .build-tsan out
