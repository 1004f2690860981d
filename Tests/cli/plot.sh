#!/usr/bin/env bash
# Contract checks of `fluid spring plot`: each bad input is one line and its exit code (64 bad
# options, 73 no place to write), nothing is written, and a plot has one zero line across it.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/plot.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
WORK="$(mktemp -d /tmp/fluid-plot.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }
SPRING=(spring plot --response 0.5 --damping-ratio 0.6)

# refused NAME CODE PATTERN ARGS…: exit CODE, one stderr line matching PATTERN, no stdout, no
# file in $WORK/out.
refused() {
    local name="$1" code="$2" pattern="$3"; shift 3
    rm -rf "$WORK/out"; mkdir "$WORK/out"
    timeout 60 "$FLUID" "$@" >"$WORK/stdout" 2>"$WORK/err"
    local rc=$?
    if [ "$rc" -eq "$code" ] && [ "$(wc -l <"$WORK/err")" -eq 1 ] && [ ! -s "$WORK/stdout" ] \
        && grep -qE -- "$pattern" "$WORK/err" && [ -z "$(ls -A "$WORK/out")" ]; then
        pass
    else
        fail "$name: exit $rc (want $code), stderr: $(head -c 300 "$WORK/err"), files: $(ls -A "$WORK/out")"
    fi
}

refused "missing directory says so, once" 73 "^fluid: cannot write $WORK/none/x.png: no such directory $WORK/none$" \
    "${SPRING[@]}" --out "$WORK/none/x.png"
touch "$WORK/file"
refused "a file as the directory" 73 "$WORK/file is not a directory$" "${SPRING[@]}" --out "$WORK/file/x.png"
mkdir "$WORK/dir.png"
refused "a directory as the PNG" 73 "cannot write $WORK/dir.png: it is a directory$" "${SPRING[@]}" --out "$WORK/dir.png"
refused "oversize canvas is bad usage" 64 "32768x32768 pixels; the image may be at most 8192 pixels a side" \
    "${SPRING[@]}" --size 4096x4096 --scale 8 --out "$WORK/out/x.png"
refused "--from 1e308 --to -1e308 is bad usage, not a crash" 64 "^fluid: --to − --from must be a finite number" \
    "${SPRING[@]}" --from 1e308 --to -1e308 --out "$WORK/out/x.png"
refused "a motion that overflows is bad usage" 64 "overflows a Double" \
    "${SPRING[@]}" --from 1.7e308 --velocity -1.7e308 --to 1e308 --out "$WORK/out/x.png"
if [ "$(id -u)" -ne 0 ]; then
    mkdir -m 500 "$WORK/locked"
    refused "an unwritable directory names the permission" 73 "permission denied" "${SPRING[@]}" --out "$WORK/locked/x.png"
fi

# A plot from 0 to 1: exactly one full-width row of the zero line's grey (#999999), and tick
# marks beside the plot area on the left (position), right (velocity) and below (time).
if "$FLUID" "${SPRING[@]}" --size 720x420 --scale 1 --out "$WORK/plot.png" >/dev/null 2>"$WORK/err" \
    && convert "$WORK/plot.png" -depth 8 "rgb:$WORK/plot.rgb" 2>>"$WORK/err"; then
    if python3 - "$WORK/plot.rgb" 720 420 <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
w, h = int(sys.argv[2]), int(sys.argv[3])
def px(x, y):
    i = 3 * (y * w + x)
    return data[i:i + 3]
def line_grey(p):
    # The zero line's grey (0x99) at half coverage or more; the frame (0xD9) is lighter.
    return p[0] == p[1] == p[2] and p[0] < 0xD0
# Plot area: 64 pt margins left and right (SpringPlot.margins). Rows of one antialiased line
# are neighbours, so count runs of rows.
rows = [y for y in range(h) if sum(line_grey(px(x, y)) for x in range(64, w - 64)) > 0.5 * (w - 128)]
runs = [y for i, y in enumerate(rows) if i == 0 or rows[i - 1] != y - 1]
assert len(runs) == 1, f"full-width grey rows: {rows}"
left = sum(1 for y in range(56, h - 44) if max(px(61, y)) < 200)
right = sum(1 for y in range(56, h - 44) if max(px(w - 62, y)) - min(px(w - 62, y)) > 40)
below = sum(1 for x in range(64, w - 64) if max(px(x, h - 44 + 2)) < 200)
assert left >= 4 and right >= 3 and below >= 4, f"tick pixels left {left}, right {right}, below {below}"
PY
    then pass; else fail "plot has one zero line and ticks on its axes"; fi
else
    fail "plot renders: $(head -c 300 "$WORK/err")"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
