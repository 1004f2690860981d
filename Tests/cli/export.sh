#!/usr/bin/env bash
# Export checks (issue 24): a GIF honours --scale as PNG frames and MP4s do; a GIF faster than
# it can play says so; `fluid replay --help` wraps only where a line is full.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/export.sh
set -uo pipefail
FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
WORK="$(mktemp -d /tmp/fluid-export.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

printf '%s\n' '{"t":0.05,"type":"key","key":"up"}' >"$WORK/s.jsonl"
# A 100 × 80 pt container: pixel sizes are 100·scale × 80·scale.
run() { "$FLUID" replay "$WORK/s.jsonl" --scene probe --size 100x80 "$@"; }
# gif_width FILE: the GIF's logical screen width (bytes 6–7, little-endian; GIF89a spec §18).
gif_width() { python3 -c "import sys; d = open(sys.argv[1], 'rb').read(10); print(int.from_bytes(d[6:8], 'little'))" "$1"; }

if command -v ffmpeg >/dev/null; then
    for case in "--scale 2:200" "--scale 3:300" "--scale 0.5:50" ":100"; do
        flags="${case%%:*}" want="${case##*:}"
        # shellcheck disable=SC2086
        if run $flags --fps 30 --video "$WORK/v.gif" 2>"$WORK/err" && [ "$(gif_width "$WORK/v.gif")" = "$want" ]; then pass
        else fail "GIF ${flags:-without --scale} is $want px wide, got $(gif_width "$WORK/v.gif" 2>&1) ($(head -c 200 "$WORK/err"))"; fi
    done
    run --scale 2 --frames "$WORK/frames" 2>/dev/null
    [ "$(python3 -c "import struct,sys; print(struct.unpack('>I', open(sys.argv[1], 'rb').read(24)[16:20])[0])" "$WORK/frames/frame-00000.png")" = 200 ] \
        && pass || fail "PNG frames at --scale 2 are 200 px wide"

    run --fps 60 --video "$WORK/v.gif" 2>"$WORK/err"
    if [ "$(wc -l <"$WORK/err")" -eq 1 ] && grep -q "at most 50 fps.*from 60 to 50 fps" "$WORK/err"; then pass
    else fail "a 60 fps GIF says in one line that it plays at 50 fps: $(head -c 300 "$WORK/err")"; fi
    run --fps 50 --video "$WORK/v.gif" 2>"$WORK/err"
    [ ! -s "$WORK/err" ] && pass || fail "a 50 fps GIF says nothing: $(head -c 300 "$WORK/err")"
    run --fps 120 --video "$WORK/v.mp4" 2>"$WORK/err"
    [ ! -s "$WORK/err" ] && pass || fail "an MP4 at 120 fps says nothing: $(head -c 300 "$WORK/err")"
fi

"$FLUID" replay --help >"$WORK/help" 2>&1
grep -q "at most 50 fps" "$WORK/help" && pass || fail "--help says a GIF plays at most 50 fps"
# A line wrapped mid-phrase: a short line whose sentence goes on, lower case, on the next one.
if python3 - "$WORK/help" <<'PY'; then pass; else fail "replay --help wraps mid-phrase"; fi
import sys
lines = open(sys.argv[1]).read().split("\n")
bad = [(a, b) for a, b in zip(lines, lines[1:])
       if a.strip() and b.strip() and len(a) < 50 and (b[0].islower() or b[0] == "(")]
for a, b in bad:
    print(f"{a!r} ⏎ {b!r}", file=sys.stderr)
sys.exit(1 if bad else 0)
PY

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
