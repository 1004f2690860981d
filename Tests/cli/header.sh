#!/usr/bin/env bash
# Contract checks of touch-script headers (docs/touch-script.md): fluid replay starts from a
# recording's header unless its options say otherwise; scripts without one keep working; a
# header anywhere but the first line, or with a bad field, is bad data (65) naming the line.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/header.sh
set -uo pipefail
FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
WORK="$(mktemp -d /tmp/fluid-header.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

HEADER='{"type":"header","scene":"shortcuts","width":600,"height":500,"scale":1,"dark":true,"shortcut":{"name":"Evening","steps":["text","weather"]}}'
KEY='{"t":0.1,"type":"key","key":"up"}'
printf '%s\n%s\n' "$HEADER" "$KEY" >"$WORK/recorded.jsonl"
printf '%s\n' "$KEY" >"$WORK/plain.jsonl"

# first_lines SCRIPT ARGS…: the trace's header line and last line.
trace() { "$FLUID" replay "$@" --trace "$WORK/trace.jsonl" 2>"$WORK/err"; }
expect() {
    local name="$1" code="$2"
    if python3 -c "
import json, sys
lines = [json.loads(l) for l in open('$WORK/trace.jsonl')]
h, last = lines[0], lines[-1]
$code" 2>"$WORK/why"; then pass; else fail "$name: $(tail -1 "$WORK/why")"; fi
}

trace "$WORK/recorded.jsonl" && expect "the header's scene, size, scale and shortcut are used" "
assert (h['scene'], h['width'], h['height'], h['scale']) == ('shortcuts', 600, 500, 1), h
assert last['shortcut']['steps'] == 2 and last['shortcut']['lastStep'] == 'weather', last['shortcut']"
trace "$WORK/recorded.jsonl" --scene pip --size 390x844 --scale 2 && expect "options override the header" "
assert (h['scene'], h['width'], h['height'], h['scale']) == ('pip', 390, 844, 2), h"
trace "$WORK/plain.jsonl" && expect "a script without a header keeps the defaults" "
assert (h['scene'], h['width'], h['height'], h['scale']) == ('shortcuts', 390, 844, 2), h
assert last['shortcut']['lastStep'] == 'travel-time', last['shortcut']"
# Dark and light replays of the same recording differ only in pixels; --no-dark must be accepted.
if "$FLUID" replay "$WORK/recorded.jsonl" --no-dark >/dev/null 2>&1; then pass; else fail "--no-dark overrides a dark header"; fi

# bad NAME PATTERN LINES…: replaying a script of LINES exits 65 with one line matching PATTERN.
bad() {
    local name="$1" pattern="$2"; shift 2
    printf '%s\n' "$@" >"$WORK/bad.jsonl"
    "$FLUID" replay "$WORK/bad.jsonl" >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    if [ "$rc" -eq 65 ] && [ "$(wc -l <"$WORK/err")" -eq 1 ] && grep -qE -- "$pattern" "$WORK/err"; then
        pass
    else
        fail "$name: exit $rc, $(head -c 300 "$WORK/err")"
    fi
}
bad "a header after an event" "bad.jsonl:2: a header line must be the script's first line" "$KEY" "$HEADER"
bad "two headers" "bad.jsonl:2: a header line must be the script's first line" "$HEADER" "$HEADER"
bad "a header with a bad scale" 'bad.jsonl:1: "scale" must be in 0.25…8' \
    '{"type":"header","scene":"pip","width":390,"height":844,"scale":0}'
bad "a header with an unknown field" 'bad.jsonl:1: unknown field "sceen"' \
    '{"type":"header","scene":"pip","sceen":"x","width":390,"height":844,"scale":2}'
bad "a header naming no scene" 'header: unknown scene "pipp"; did you mean "pip"\?' \
    '{"type":"header","scene":"pipp","width":390,"height":844,"scale":2}' "$KEY"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
