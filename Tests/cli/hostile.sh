#!/usr/bin/env bash
# Hostile input and faults for `fluid` (issue 9): every case ends in 64/65/73/74 with one line on
# stderr, no signal, in bounded time and memory, and writes nothing partial.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/hostile.sh; prints "N passed, M failed" last.
set -uo pipefail

FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
WORK="$(mktemp -d /tmp/fluid-hostile.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1${2:+: $2}"; }

# Every run is bounded: 60 s of wall time and 4 GiB of address space (a Swift binary reserves
# about 1 GiB at start; the failures this guards against took 1.3–3.5 GB).
LIMIT_SECONDS=60
LIMIT_KIB=$((4 * 1024 * 1024))
run() { (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$FLUID" "$@"); }

# expect CODE NAME ARGS…: exit CODE, exactly one short stderr line that is not a crash, nothing
# on stdout. Stdin is empty.
expect() {
    local code="$1" name="$2"; shift 2
    run "$@" </dev/null >"$WORK/out" 2>"$WORK/err"
    local rc=$? lines bytes
    lines=$(wc -l <"$WORK/err")
    bytes=$(wc -c <"$WORK/err")
    if [[ $rc -ne $code ]]; then
        fail "$name" "exit $rc, expected $code: $(head -c 300 "$WORK/err")"
    elif [[ $lines -ne 1 || $bytes -gt 400 ]]; then
        fail "$name" "$lines stderr lines, $bytes bytes: $(head -c 300 "$WORK/err")"
    elif [[ -s "$WORK/out" ]]; then
        fail "$name" "wrote $(wc -c <"$WORK/out") bytes to stdout"
    elif grep -qiE 'fatal error|stack dump|backtrace|\.swift:[0-9]' "$WORK/err"; then
        fail "$name" "looks like a crash: $(cat "$WORK/err")"
    else
        pass "$name (exit $code: $(cat "$WORK/err"))"
    fi
}

echo "hostile: touch scripts"
for t in 100000 1e9 1e308; do
    printf '{"t":%s,"type":"key","key":"up"}\n' "$t" >"$WORK/late.jsonl"
    expect 65 "an event at t = $t is refused, not replayed for ever" replay "$WORK/late.jsonl" --scene probe
done
grep -q "at most 100000 frames" "$WORK/err" && pass "the error says the frame bound" || fail "the error says the frame bound" "$(cat "$WORK/err")"
run replay --help >"$WORK/help" 2>&1
grep -q "at most 100000 frames" "$WORK/help" && pass "--help says the frame bound" || fail "--help says the frame bound"
# The last frame index is 99999: at 60 fps an event at 99999/60 s is the latest allowed.
printf '{"t":%s,"type":"key","key":"up"}\n' 1666.65 >"$WORK/edge.jsonl"
if run replay "$WORK/edge.jsonl" --scene probe >"$WORK/edge.trace" 2>"$WORK/err" \
    && [[ $(($(wc -l <"$WORK/edge.trace") - 1)) -le 100000 ]]; then
    pass "an event on the last allowed frame replays ($(($(wc -l <"$WORK/edge.trace") - 1)) frames)"
else
    fail "an event on the last allowed frame replays" "$(head -c 300 "$WORK/err")"
fi

printf '{"t":0,"type":"key","key":"up"}\r\n\r\n{"t":0.1,"type":"touch","id":1,"phase":"began","x":1,"y":2}\r\n' >"$WORK/crlf.jsonl"
printf '{"t":0,"type":"key","key":"up"}\n\n{"t":0.1,"type":"touch","id":1,"phase":"began","x":1,"y":2}\n' >"$WORK/lf.jsonl"
run replay "$WORK/crlf.jsonl" --scene probe >"$WORK/crlf.trace" 2>"$WORK/err"
crlf_rc=$?
run replay "$WORK/lf.jsonl" --scene probe >"$WORK/lf.trace" 2>/dev/null
if [[ $crlf_rc -eq 0 ]] && cmp -s "$WORK/crlf.trace" "$WORK/lf.trace"; then
    pass "a CRLF script replays exactly as its LF twin"
else
    fail "a CRLF script replays exactly as its LF twin" "exit $crlf_rc: $(head -c 300 "$WORK/err")"
fi

head -c 4096 /bin/sh >"$WORK/binary.jsonl"
expect 65 "a binary file is bad data" replay "$WORK/binary.jsonl" --scene probe
printf '{"t":0,"type":"text","text":"\xff\xfe"}\n' >"$WORK/latin.jsonl"
expect 65 "invalid UTF-8 is bad data" replay "$WORK/latin.jsonl" --scene probe
printf '\x00\x00\x00\n' >"$WORK/nul.jsonl"
expect 65 "NUL bytes are bad data" replay "$WORK/nul.jsonl" --scene probe

# A 50 MB line: refused at once with a short message that does not echo it.
python3 -c "
import sys
sys.stdout.write('{\"t\":0,\"type\":\"text\",\"text\":\"' + 'a' * 50_000_000 + '\"}\n')" >"$WORK/long.jsonl"
start=$(date +%s)
expect 65 "a 50 MB line is refused with a short message" replay "$WORK/long.jsonl" --scene probe
[[ $(($(date +%s) - start)) -le 10 ]] && pass "… within 10 s" || fail "… within 10 s" "$(($(date +%s) - start)) s"
python3 -c "
import sys
sys.stdout.write('{\"t\":0,\"type\":\"\\\\n' + 'b' * 5000 + '\"}\n')" >"$WORK/typo.jsonl"
expect 65 "a long unknown value is quoted short, on one line" replay "$WORK/typo.jsonl" --scene probe
truncate -s 65M "$WORK/huge.jsonl"
expect 65 "a 65 MiB script is refused" replay "$WORK/huge.jsonl" --scene probe
expect 64 "a directory is not a script" replay "$WORK" --scene probe

echo "hostile: --frames is whole or absent"
# leftovers DIR: names in DIR's parent that belong to a replay's temporaries.
leftovers() { ls -A "$(dirname "$1")" | grep -E "fluid-tmp|\.tmp-|\.partial" || true; }
# A script that resizes to an impossible canvas (over 32 767 pixels a side even at --scale 0.25) after 60 frames.
printf '%s\n' '{"t":0,"type":"touch","id":1,"phase":"began","x":100,"y":400}' \
    '{"t":0.5,"type":"touch","id":1,"phase":"ended","x":100,"y":300}' \
    '{"t":1,"type":"resize","width":1000000,"height":844}' >"$WORK/badsize.jsonl"
mkdir -p "$WORK/f1"
expect 65 "a bad resize after 60 frames" replay "$WORK/badsize.jsonl" --scene probe --scale 0.25 --frames "$WORK/f1/frames"
if [[ ! -e "$WORK/f1/frames" && -z "$(leftovers "$WORK/f1/frames")" ]]; then
    pass "… leaves no frames directory and no temporary"
else
    fail "… leaves no frames directory and no temporary" "$(ls -A "$WORK/f1" "$WORK/f1/frames" 2>&1 | head -5)"
fi
mkdir -p "$WORK/f2/frames" && echo keep >"$WORK/f2/frames/notes.txt"
for i in $(seq -w 0 199); do echo old >"$WORK/f2/frames/frame-00$i.png"; done
expect 65 "a bad resize into an existing frames directory" replay "$WORK/badsize.jsonl" --scene probe --scale 0.25 --frames "$WORK/f2/frames"
if [[ $(ls "$WORK/f2/frames" | wc -l) -eq 201 && $(cat "$WORK/f2/frames/frame-00000.png") == old && -z "$(leftovers "$WORK/f2/frames")" ]]; then
    pass "… leaves the existing frames as they were"
else
    fail "… leaves the existing frames as they were" "$(ls -A "$WORK/f2" | head -5)"
fi
printf '%s\n' '{"t":0,"type":"touch","id":1,"phase":"began","x":100,"y":400}' \
    '{"t":0.2,"type":"touch","id":1,"phase":"ended","x":100,"y":300}' >"$WORK/short.jsonl"
run replay "$WORK/short.jsonl" --scene probe --scale 0.25 --frames "$WORK/f2/frames" --trace "$WORK/f2.trace" 2>"$WORK/err"
trace_frames=$(($(wc -l <"$WORK/f2.trace") - 1))
pngs=$(ls "$WORK/f2/frames" | grep -c '^frame-')
if [[ $pngs -eq $trace_frames && $(head -c 4 "$WORK/f2/frames/frame-00000.png" | tail -c 3) == PNG \
      && -e "$WORK/f2/frames/notes.txt" && -z "$(leftovers "$WORK/f2/frames")" ]]; then
    pass "a replay into an existing directory leaves exactly its $pngs frames (and other files)"
else
    fail "a replay into an existing directory leaves exactly its frames" "$pngs PNGs for $trace_frames frames: $(head -c 300 "$WORK/err") $(ls -A "$WORK/f2" "$WORK/f2/frames" | head -5)"
fi
mkdir -p "$WORK/f5" && echo keep >"$WORK/f5/notes.txt"
(cd "$WORK/f5" && run replay "$WORK/short.jsonl" --scene probe --scale 0.25 --frames . >/dev/null 2>"$WORK/err")
rc=$?
if [[ $rc -eq 0 && $(ls "$WORK/f5" | grep -c '^frame-') -eq $trace_frames && -e "$WORK/f5/notes.txt" \
      && -z "$(ls -A "$WORK/f5" | grep fluid-tmp)" ]]; then
    pass "--frames . fills the current directory"
else
    fail "--frames . fills the current directory" "exit $rc: $(head -c 300 "$WORK/err")"
fi
# A file-size limit stands in for a full disk: the first PNG cannot be written.
( ulimit -f 1; exec timeout -s KILL "$LIMIT_SECONDS" "$FLUID" replay "$WORK/short.jsonl" --scene probe --frames "$WORK/f3/frames" ) \
    >"$WORK/out" 2>"$WORK/err"
rc=$?
if [[ $rc -eq 74 && $(wc -l <"$WORK/err") -eq 1 && ! -e "$WORK/f3/frames" && -z "$(leftovers "$WORK/f3/frames")" ]]; then
    pass "a frame that cannot be written: exit 74, no frames ($(cat "$WORK/err"))"
else
    fail "a frame that cannot be written" "exit $rc: $(head -c 300 "$WORK/err"); $(ls -A "$WORK/f3" 2>&1 | head -3)"
fi
# Interrupted: SIGTERM mid-replay removes the temporaries and ends by the signal; SIGKILL's
# leftovers are swept by the next replay into the same directory.
python3 -c "
import json
print('\n'.join(json.dumps({'t': i / 60, 'type': 'touch', 'id': 1, 'phase': 'began' if i == 0 else 'moved', 'x': 100, 'y': 400 + i % 100}) for i in range(6000)))" >"$WORK/long-drag.jsonl"
mkdir -p "$WORK/f4"
"$FLUID" replay "$WORK/long-drag.jsonl" --scene probe --scale 0.25 --frames "$WORK/f4/frames" --video "$WORK/f4/v.gif" 2>/dev/null &
pid=$!
for _ in $(seq 100); do [[ -n "$(ls -A "$WORK/f4")" ]] && break; sleep 0.1; done
sleep 1
kill -TERM $pid; wait $pid; rc=$?
if [[ $rc -eq 143 && -z "$(ls -A "$WORK/f4")" ]]; then
    pass "SIGTERM mid-replay ends by the signal and leaves nothing"
else
    fail "SIGTERM mid-replay ends by the signal and leaves nothing" "exit $rc, left: $(ls -A "$WORK/f4" | head -3)"
fi
"$FLUID" replay "$WORK/long-drag.jsonl" --scene probe --scale 0.25 --frames "$WORK/f4/frames" 2>/dev/null &
pid=$!
for _ in $(seq 100); do [[ -n "$(ls -A "$WORK/f4")" ]] && break; sleep 0.1; done
sleep 1
kill -KILL $pid; wait $pid 2>/dev/null
killed_left=$(leftovers "$WORK/f4/frames")
run replay "$WORK/short.jsonl" --scene probe --scale 0.25 --frames "$WORK/f4/frames" >/dev/null 2>"$WORK/err"
if [[ -n "$killed_left" && -z "$(leftovers "$WORK/f4/frames")" && -e "$WORK/f4/frames/frame-00000.png" ]]; then
    pass "the next replay sweeps what a SIGKILLed one left ($killed_left)"
else
    fail "the next replay sweeps what a SIGKILLed one left" "left after kill: '$killed_left', after: '$(leftovers "$WORK/f4/frames")' $(head -c 200 "$WORK/err")"
fi

echo "hostile: a full output device"
# expect_full NAME ARGS…: stdout is /dev/full; exit 74 with one line naming the failure.
expect_full() {
    local name="$1"; shift
    run "$@" </dev/null >/dev/full 2>"$WORK/err"
    local rc=$? lines
    lines=$(wc -l <"$WORK/err")
    if [[ $rc -eq 74 && $lines -eq 1 ]] && grep -q "No space left on device" "$WORK/err"; then
        pass "$name (exit 74: $(cat "$WORK/err"))"
    else
        fail "$name" "exit $rc, $lines stderr lines: $(head -c 300 "$WORK/err")"
    fi
}
if [[ -w /dev/full ]]; then
    expect_full "replay's trace into /dev/full" replay "$WORK/lf.jsonl" --scene probe
    expect_full "replay --trace - into /dev/full" replay "$WORK/lf.jsonl" --scene probe --trace -
    expect_full "spring describe into /dev/full" spring describe --response 0.5 --damping-ratio 0.8
    expect_full "spring describe --json into /dev/full" spring describe --response 0.5 --damping-ratio 0.8 --json
    expect_full "spring sample into /dev/full" spring sample --response 0.5 --damping-ratio 0.8 --fps 60 --seconds 1
    expect_full "bench render into /dev/full" bench render --frames 10 --rounds 1 --scale 0.25
    expect_full "--help into /dev/full" replay --help
    run replay "$WORK/lf.jsonl" --scene probe --trace /dev/full </dev/null >"$WORK/out" 2>"$WORK/err"
    rc=$?
    if [[ $rc -eq 74 && $(wc -l <"$WORK/err") -eq 1 && -c /dev/full ]]; then
        pass "--trace /dev/full: exit 74, and the device is still a device ($(cat "$WORK/err"))"
    else
        fail "--trace /dev/full" "exit $rc: $(head -c 300 "$WORK/err"); $(ls -la /dev/full)"
    fi
else
    fail "/dev/full is writable" "cannot test a full device here"
fi

echo "hostile: spring sample --retarget is linear"
retargets=$(python3 -c "print(' '.join('--retarget %g:%d' % (i * 0.001, i % 7) for i in range(20000)))")
start=$(date +%s)
# shellcheck disable=SC2086
run spring sample --response 0.5 --damping-ratio 0.7 --fps 60 --seconds 25 $retargets >"$WORK/out" 2>"$WORK/err"
rc=$?
elapsed=$(($(date +%s) - start))
if [[ $rc -eq 0 && $elapsed -le 20 && $(wc -l <"$WORK/out") -eq 1502 ]]; then
    pass "20 000 --retarget flags sample in ${elapsed} s"
else
    fail "20 000 --retarget flags" "exit $rc after ${elapsed} s: $(head -c 300 "$WORK/err")"
fi
# Lists of 8000 (an argument is at most 128 KiB).
lists=$(python3 -c "
items = ['%g:%d' % (i * 0.001, i % 7) for i in range(20000)]
print(' '.join('--retarget ' + ','.join(items[k:k + 8000]) for k in range(0, len(items), 8000)))")
# shellcheck disable=SC2086
run spring sample --response 0.5 --damping-ratio 0.7 --fps 60 --seconds 25 $lists >"$WORK/list" 2>"$WORK/err"
if cmp -s "$WORK/out" "$WORK/list"; then
    pass "one comma-separated --retarget list samples the same as separate flags"
else
    fail "one comma-separated --retarget list samples the same as separate flags" "$(head -c 300 "$WORK/err")"
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
