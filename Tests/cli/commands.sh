#!/usr/bin/env bash
# Contract checks of the top-level commands (issue 13): --version, mistyped subcommands and scene
# names suggest the nearest valid one, scene names ignore case.
# Usage: FLUID_BIN=<dir with fluid and fluid-playground> Tests/cli/commands.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the binaries}/fluid"
PLAYGROUND="$FLUID_BIN/fluid-playground"
WORK="$(mktemp -d /tmp/fluid-commands.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# usage_error NAME PATTERN COMMAND ARGS…: exit 64, one stderr line matching PATTERN, no stdout.
usage_error() {
    local name="$1" pattern="$2"; shift 2
    timeout 30 "$@" >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    if [ "$rc" -eq 64 ] && [ "$(wc -l <"$WORK/err")" -eq 1 ] && [ ! -s "$WORK/out" ] \
        && grep -qE -- "$pattern" "$WORK/err"; then
        pass
    else
        fail "$name: exit $rc, stderr: $(head -c 300 "$WORK/err")"
    fi
}

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/FluidScenes/FluidVersion.swift)
for binary in "$FLUID" "$PLAYGROUND"; do
    out=$("$binary" --version 2>&1); rc=$?
    if [ "$rc" -eq 0 ] && [ "$out" = "$version" ]; then pass; else fail "$(basename "$binary") --version: exit $rc, '$out' (want '$version')"; fi
done

usage_error "mistyped subcommand of a group" "unknown command 'descibe' for 'fluid spring'; did you mean \"describe\"\\?" \
    "$FLUID" spring descibe --response 0.4 --damping-ratio 0.8
usage_error "mistyped top-level command" "unknown command 'sprng' for 'fluid'; did you mean \"spring\"\\?" \
    "$FLUID" sprng describe
usage_error "swapped letters" "did you mean \"replay\"\\?" "$FLUID" rpelay x.jsonl
usage_error "a word near nothing lists the commands" "unknown command 'frobnicate' for 'fluid' \\(commands: replay, bench, spring\\)$" \
    "$FLUID" frobnicate

printf '%s\n' '{"t":0,"type":"key","key":"up"}' >"$WORK/key.jsonl"
usage_error "replay: mistyped scene suggests the nearest" "unknown scene \"shortcutz\"; did you mean \"shortcuts\"\\?" \
    "$FLUID" replay "$WORK/key.jsonl" --scene shortcutz
usage_error "playground: mistyped scene suggests the nearest" "unknown scene \"bouncysheet\"; did you mean \"bouncy-sheet\"\\?" \
    "$PLAYGROUND" --scene bouncysheet
for spelling in PiP PIP pip; do
    if "$FLUID" replay "$WORK/key.jsonl" --scene "$spelling" >"$WORK/trace" 2>"$WORK/err" \
        && head -1 "$WORK/trace" | grep -q '"scene":"pip"'; then
        pass
    else
        fail "replay --scene $spelling opens pip: $(head -c 300 "$WORK/err")"
    fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
