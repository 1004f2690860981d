#!/usr/bin/env bash
# Runs every example of README.md, taken from the README itself so the two cannot drift:
# each line of a ```sh block after the set-up (make playground / make test, which are what CI
# runs) exactly as printed, with two substitutions so nothing touches the user's files:
# ~/.local and $HOME/.local become a scratch prefix, and make install reuses the current build
# configuration (INSTALL_CONFIG, release by default). `fluid` lines run in a scratch directory
# holding a copy of Demos/; `fluid-playground` lines run under a private Xvfb and must still be
# running, silent, after a few seconds. The ```swift block must be Snippets/DrawerQuickStart.swift
# verbatim, and that snippet (built with the package) must run.
# Prints "N passed, M failed" last; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
REPO="$(pwd)"
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
CONFIG="${CONFIG:-debug}"
WORK="$(mktemp -d /tmp/fluid-readme.XXXXXX)"
source scripts/xvfb-session.sh
PASSED=0
FAILED=0
pass() { PASSED=$((PASSED + 1)); echo "  ok   $1"; }
fail() { FAILED=$((FAILED + 1)); echo "  FAIL $1${2:+: $2}"; }
PLAYGROUND_SECONDS=4

echo "test-readme: README.md examples"
mapfile -t LINES < <(awk '/^```sh$/ {on=1; next} /^```$/ {on=0} on && !/^[[:space:]]*(#|$)/' README.md)
[ "${#LINES[@]}" -gt 5 ] || fail "README has runnable examples" "found ${#LINES[@]} lines"
mkdir -p "$WORK/run" "$WORK/local"
cp -r Demos "$WORK/run/Demos"

for line in "${LINES[@]}"; do
    command="${line%%#*}"                      # drop a trailing comment
    command="${command%"${command##*[![:space:]]}"}"
    case "$command" in
        "make playground"|"make test") continue ;;
    esac
    run="${command//\~\/.local/$WORK/local}"
    run="${run//\$HOME\/.local/$WORK/local}"
    case "$command" in
        make\ *|swift\ *)
            if (cd "$REPO" && INSTALL_CONFIG="$CONFIG" eval "$run") >"$WORK/out" 2>&1; then
                pass "$command"
            else
                fail "$command" "$(tail -3 "$WORK/out")"
            fi ;;
        export\ *)
            eval "$run"; pass "$command" ;;
        fluid-playground*)
            if [ -z "$XVFB_PID" ] && ! start_xvfb 170 230 1280x1024x24; then
                fail "$command" "Xvfb did not start: $(tail -1 "$WORK/xvfb.log")"; continue
            fi
            (cd "$WORK/run" && XDG_DATA_HOME="$WORK/xdg" timeout "$PLAYGROUND_SECONDS" bash -c "$run") \
                >"$WORK/out" 2>"$WORK/err"
            rc=$?
            if [ "$rc" -eq 124 ] && [ ! -s "$WORK/err" ]; then
                pass "$command (a window for ${PLAYGROUND_SECONDS} s)"
            else
                fail "$command" "exit $rc, stderr: $(head -c 300 "$WORK/err")"
            fi ;;
        *)
            if (cd "$WORK/run" && timeout 300 bash -c "$run") >"$WORK/out" 2>"$WORK/err"; then
                pass "$command"
            else
                fail "$command" "exit $?, stderr: $(head -c 300 "$WORK/err")"
            fi ;;
    esac
done

# The files the examples name were written.
for file in spring.png shortcuts.trace.jsonl shortcuts.gif; do
    if [ -s "$WORK/run/$file" ]; then pass "$file written"; else fail "$file written"; fi
done

# The Swift snippet is the one the package builds and runs.
awk '/^```swift$/ {on=1; next} /^```$/ {on=0} on' README.md >"$WORK/snippet.swift"
if [ -s "$WORK/snippet.swift" ] && diff -u Snippets/DrawerQuickStart.swift "$WORK/snippet.swift" >"$WORK/diff"; then
    pass "README's Swift example is Snippets/DrawerQuickStart.swift"
else
    fail "README's Swift example is Snippets/DrawerQuickStart.swift" "$(head -20 "$WORK/diff")"
fi
if "$FLUID_BIN/DrawerQuickStart" >"$WORK/out" 2>&1 && [ "$(tail -1 "$WORK/out")" = "rests at full" ]; then
    pass "DrawerQuickStart runs: $(tail -1 "$WORK/out")"
else
    fail "DrawerQuickStart runs" "$(tail -3 "$WORK/out")"
fi
# The DocC articles' snippets run and end as the articles say.
while IFS='|' read -r snippet last; do
    if "$FLUID_BIN/$snippet" >"$WORK/out" 2>&1 && [ "$(tail -1 "$WORK/out")" = "$last" ]; then
        pass "$snippet runs: $last"
    else
        fail "$snippet runs" "$(tail -3 "$WORK/out")"
    fi
done <<'SNIPPETS'
DrawerDismissibleCard|dismissed; top 844.0 pt
DrawerNestedGestures|drawer moved 0.0 pt; carousel scrolled 225.0 pt
DrawerWideAndResolved|1024×1366: half top 751.3, x 16.0, width 375.0, side panel true
SNIPPETS

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
