#!/usr/bin/env bash
# `fluid bench velocity --strokes FILE`: the recorded-stroke corpus replayed through the release
# path, one row per stroke and reference tracker; bad corpora end in one line and 64/65.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/velocity.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the binaries}/fluid"
WORK="$(mktemp -d /tmp/fluid-velocity.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

for corpus in Tests/Fixtures/strokes/*.jsonl; do
    if "$FLUID" bench velocity --strokes "$corpus" >"$WORK/table" 2>"$WORK/err"; then
        # One row per (stroke, reference tracker) of the file, counted with python's json.
        want=$(python3 -c 'import json,sys; print(sum(len(json.loads(l)["reference"]) for l in open(sys.argv[1]) if l.strip()))' "$corpus")
        got=$(grep -c '^| [a-z]*-' "$WORK/table")
        # Each row ends in a ratio: a number, never a dash, for a moving finger.
        bad=$(grep '^| [a-z]*-' "$WORK/table" | awk -F'|' '$7 !~ /^ -?[0-9]+\.[0-9]+ $/' | head -3)
        if [ "$got" -eq "$want" ] && [ -z "$bad" ]; then pass; else fail "$corpus: $got rows (want $want); bad rows: $bad"; fi
    else
        fail "$corpus: exit $?: $(head -c 300 "$WORK/err")"
    fi
done

# expect CODE NAME ARGS…: exit CODE, one stderr line, no stdout.
expect() {
    local code="$1" name="$2"; shift 2
    timeout 30 "$FLUID" "$@" >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    if [ "$rc" -eq "$code" ] && [ "$(wc -l <"$WORK/err")" -eq 1 ] && [ ! -s "$WORK/out" ]; then
        pass
    else
        fail "$name: exit $rc (want $code), stderr: $(head -c 300 "$WORK/err")"
    fi
}
expect 64 "a corpus that is not there" bench velocity --strokes "$WORK/missing.jsonl"
expect 64 "a count out of range" bench velocity --strokes 0
printf '{"stroke":"a","events":[],"reference":{}}\n' >"$WORK/empty-stroke.jsonl"
expect 65 "a stroke without events" bench velocity --strokes "$WORK/empty-stroke.jsonl"
printf '{"stroke":"a","events":[{"t":0,"phase":"began","x":1,"y":2},{"t":0.01,"phase":"hovered","x":1,"y":3}],"reference":{}}\n' >"$WORK/phase.jsonl"
expect 65 "an unknown phase" bench velocity --strokes "$WORK/phase.jsonl"
printf '{"stroke":"a","events":[{"t":0.02,"phase":"began","x":1,"y":2},{"t":0.01,"phase":"moved","x":1,"y":3}],"reference":{}}\n' >"$WORK/back.jsonl"
expect 65 "time going backwards" bench velocity --strokes "$WORK/back.jsonl"
printf 'not json\n' >"$WORK/garbage.jsonl"
expect 65 "a line that is not JSON" bench velocity --strokes "$WORK/garbage.jsonl"
: >"$WORK/none.jsonl"
expect 65 "an empty corpus" bench velocity --strokes "$WORK/none.jsonl"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
