#!/usr/bin/env bash
# Hostile input and faults for `fluid` and `fluid-playground` (issues 9 and 20): every case ends
# in 0 or 64/65/73/74 with one line on stderr (none when stderr itself is closed, full or broken),
# no signal but SIGPIPE, in bounded time and memory; it writes nothing partial, and no output
# ever changes an input.
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

echo "hostile: closed, full and broken standard streams (docs/commands.md, exit codes)"
# Every command × {stdout into a pipe closed early, stdout and stderr into one pipe closed early,
# /dev/full, >&-, 2>&-, both closed, stderr into /dev/full}. A run may end 0, the documented
# code, or by SIGPIPE (141); any other signal (a trap is 132, an abort 134) fails the case.
# "big" commands print far more than a pipe holds (64 KiB), so a reader that leaves early
# always costs them a write: exit 74. "small" ones may have written everything before the
# reader left, so 0 is right too.
PLAYGROUND="$FLUID_BIN/fluid-playground"
signal_free() { [[ $1 -le 128 || $1 -eq 141 ]]; }
# one_line FILE: FILE holds one short line that is not a crash report.
one_line() {
    [[ $(wc -l <"$1") -eq 1 && $(wc -c <"$1") -le 400 ]] && ! grep -qiE 'fatal error|stack dump|backtrace|\.swift:[0-9]' "$1"
}
# stream_case BIN KIND CODE NAME ARGS…: KIND is big, small (stdout output, success CODE 0) or
# err (no stdout, fails with CODE). Runs ARGS under each stream fault.
stream_case() {
    local bin="$1" kind="$2" code="$3" name="$4"; shift 4
    local mode rc want detail
    for mode in pipe pipe2 full closed closed2 closedboth errfull; do
        case $mode in
            pipe) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null 2>"$WORK/err" | head -c 10 >/dev/null
                  rc=${PIPESTATUS[0]} ;;
            pipe2) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null 2>&1 | head -c 10 >/dev/null
                   rc=${PIPESTATUS[0]} ;;
            full) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null >/dev/full 2>"$WORK/err"; rc=$? ;;
            closed) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null >&- 2>"$WORK/err"; rc=$? ;;
            closed2) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null >"$WORK/out" 2>&-; rc=$? ;;
            closedboth) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null >&- 2>&-; rc=$? ;;
            errfull) (ulimit -v "$LIMIT_KIB"; exec timeout -s KILL "$LIMIT_SECONDS" "$bin" "$@") </dev/null >"$WORK/out" 2>/dev/full; rc=$? ;;
        esac
        # The codes this mode may end with.
        if [[ $kind == err ]]; then
            want="$code"
        else
            case $mode in
                pipe|pipe2) [[ $kind == big ]] && want="74" || want="0 74" ;;
                full|closed|closedboth) want="74" ;;
                closed2|errfull) want="0" ;;
            esac
        fi
        detail=""
        if ! signal_free "$rc"; then
            detail="ended by signal $((rc - 128))"
        elif [[ " $want " != *" $rc "* ]]; then
            detail="exit $rc, expected one of: $want"
        elif [[ $rc -ne 0 && ( $mode == pipe || $mode == full || $mode == closed ) ]] && ! one_line "$WORK/err"; then
            detail="stderr is not one line: $(head -c 300 "$WORK/err")"
        elif [[ $kind != err && $rc -eq 74 && $mode == full ]] && ! grep -qE "No space left on device|the disk is full" "$WORK/err"; then
            detail="$(head -c 300 "$WORK/err")"
        elif [[ $kind != err && $rc -eq 74 && $mode == closed ]] && ! grep -q "Bad file descriptor" "$WORK/err"; then
            detail="$(head -c 300 "$WORK/err")"
        elif [[ $kind != err && $mode == closed2 && ! -s "$WORK/out" ]]; then
            detail="nothing on stdout when only stderr was closed"
        fi
        if [[ -z $detail ]]; then
            pass "$name, $mode: exit $rc"
        else
            fail "$name, $mode" "$detail"
        fi
    done
}
printf '%s\n' '{"t":0,"type":"touch","id":1,"phase":"down","x":1,"y":1}' >"$WORK/badphase.jsonl"
cp "$WORK/lf.jsonl" "$WORK/alias.jsonl"
SPRING=(--response 0.5 --damping-ratio 0.8)
stream_case "$FLUID" big 0 "replay's trace on stdout" replay "$WORK/long-drag.jsonl" --scene probe
stream_case "$FLUID" big 0 "replay --trace -" replay "$WORK/long-drag.jsonl" --scene probe --trace -
stream_case "$FLUID" big 0 "replay --trace /dev/stdout" replay "$WORK/long-drag.jsonl" --scene probe --trace /dev/stdout
stream_case "$FLUID" big 0 "spring sample" spring sample "${SPRING[@]}" --fps 1000 --seconds 100
stream_case "$FLUID" small 0 "spring describe" spring describe "${SPRING[@]}"
stream_case "$FLUID" small 0 "spring describe --json" spring describe "${SPRING[@]}" --json
stream_case "$FLUID" small 0 "spring plot --out" spring plot "${SPRING[@]}" --out "$WORK/plot.png"
stream_case "$FLUID" small 0 "bench render" bench render --frames 10 --rounds 1 --scale 0.25
stream_case "$FLUID" small 0 "bench velocity" bench velocity --strokes 1
stream_case "$FLUID" small 0 "fluid --help" --help
stream_case "$FLUID" small 0 "fluid replay --help" replay --help
stream_case "$FLUID" small 0 "fluid --version" --version
stream_case "$FLUID" err 64 "a missing script" replay "$WORK/none.jsonl"
stream_case "$FLUID" err 65 "a bad script" replay "$WORK/badphase.jsonl" --scene probe
stream_case "$FLUID" err 73 "spring plot into a missing folder" spring plot "${SPRING[@]}" --out /nonexistent/p.png
stream_case "$FLUID" err 64 "a trace onto its own script" replay "$WORK/alias.jsonl" --scene probe --trace "$WORK/alias.jsonl"
stream_case "$FLUID" err 74 "--trace /dev/full" replay "$WORK/lf.jsonl" --scene probe --trace /dev/full
if [[ -x $PLAYGROUND ]]; then
    stream_case "$PLAYGROUND" small 0 "fluid-playground --help" --help
    stream_case "$PLAYGROUND" small 0 "fluid-playground --version" --version
    stream_case "$PLAYGROUND" err 64 "fluid-playground --scale 0" --scale 0
else
    fail "fluid-playground is built beside fluid" "$PLAYGROUND missing"
fi

# Output files that fail: a pipe whose reader left, /dev/full through a symbolic link (written in
# place, never replaced), each exit 74 with one line.
# file_fault NAME ARGS…: exit 74, one stderr line, no signal.
file_fault() {
    local name="$1"; shift
    run "$@" </dev/null >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    if signal_free "$rc" && [[ $rc -eq 74 ]] && one_line "$WORK/err"; then
        pass "$name (exit 74: $(cat "$WORK/err"))"
    else
        fail "$name" "exit $rc: $(head -c 300 "$WORK/err")"
    fi
}
ln -s /dev/full "$WORK/full.gif"
ln -s /dev/full "$WORK/full.png"
file_fault "--video through a link to /dev/full" replay "$WORK/lf.jsonl" --scene probe --scale 0.25 --video "$WORK/full.gif"
file_fault "spring plot --out through a link to /dev/full" spring plot "${SPRING[@]}" --out "$WORK/full.png"
[[ -L $WORK/full.gif && -c /dev/full ]] && pass "… the links and the device are left as they were" || fail "… the links and the device are left as they were"
mkfifo "$WORK/fifo"
(head -c 10 <"$WORK/fifo" >/dev/null) &
file_fault "--trace into a FIFO whose reader leaves early" replay "$WORK/long-drag.jsonl" --scene probe --trace "$WORK/fifo"
wait

# The playground's window runs windowless (SDL_VIDEODRIVER=offscreen) for 3 s, then SIGTERM
# quits it: its --trace and --record fail like any output, and closed streams cost it nothing.
# playground_case CODE NAME REDIRECTION ARGS…: the run ends with CODE, by no signal. A
# REDIRECTION with a pipe sets rc to the playground's status.
playground_case() {
    local code="$1" name="$2" redirect="$3"; shift 3
    local rc
    rc=$(XDG_DATA_HOME="$WORK/pg-data" SDL_VIDEODRIVER=offscreen bash -c \
        "timeout --preserve-status -s TERM 3 \"\$0\" \"\$@\" </dev/null $redirect; echo \${rc:-\$?} >&3" "$PLAYGROUND" "$@" 3>&1 >/dev/null 2>&1 | tail -n 1)
    if signal_free "$rc" && [[ $rc -eq $code ]]; then
        pass "fluid-playground $name: exit $rc"
    else
        fail "fluid-playground $name" "exit $rc, expected $code"
    fi
}
if [[ -x $PLAYGROUND ]]; then
    playground_case 74 "--trace /dev/full" '2>/dev/null' --trace /dev/full
    playground_case 74 "--record /dev/full" '2>/dev/null' --record /dev/full
    playground_case 74 "--trace /dev/stdout, stdout and stderr into a pipe closed early" '2>&1 | head -c 10 >/dev/null; rc=${PIPESTATUS[0]}' --trace /dev/stdout
    playground_case 74 "--trace /dev/stdout with stdout closed" '>&- 2>/dev/null' --trace /dev/stdout
    playground_case 0 "with stdout and stderr closed" '>&- 2>&-' --trace "$WORK/pg.trace"
    [[ $(wc -l <"$WORK/pg.trace") -ge 2 ]] && pass "… and its trace is written" || fail "… and its trace is written"
fi

echo "hostile: an output never overwrites an input"
# alias_case NAME ARGS…: exit 64 with one line naming both files, the input byte-identical to
# its saved copy, and the folder it lives in unchanged (nothing created, nothing half-written).
ALIAS="$WORK/alias"
mkdir -p "$ALIAS/sub"
cp "$WORK/lf.jsonl" "$ALIAS/s.jsonl"
cp "$ALIAS/s.jsonl" "$ALIAS/s.gif"        # a script whose name a --video could take
cp "$ALIAS/s.jsonl" "$WORK/alias.saved"
ln "$ALIAS/s.jsonl" "$ALIAS/hard.jsonl"
ln -s s.jsonl "$ALIAS/sym.jsonl"
ln "$ALIAS/s.gif" "$ALIAS/hard.gif"
ln -s s.gif "$ALIAS/sym.gif"
ln "$ALIAS/s.jsonl" "$ALIAS/sub/hard.jsonl"
mkdir -p "$ALIAS/links" && ln -s ../s.jsonl "$ALIAS/links/s.jsonl"
listing() { (cd "$ALIAS" && find . -printf '%p %y %s %T@\n' | sort); }
alias_case() {
    local name="$1" input="$2"; shift 2
    local before rc
    before=$(listing)
    (cd "$ALIAS" && ulimit -v "$LIMIT_KIB" && exec timeout -s KILL "$LIMIT_SECONDS" "$@") </dev/null >"$WORK/out" 2>"$WORK/err"
    rc=$?
    if ! signal_free "$rc" || [[ $rc -ne 64 ]]; then
        fail "$name" "exit $rc, expected 64: $(head -c 300 "$WORK/err")"
    elif ! one_line "$WORK/err" || ! grep -qF "$input" "$WORK/err"; then
        fail "$name" "the message does not name $input: $(head -c 300 "$WORK/err")"
    elif ! cmp -s "$ALIAS/s.jsonl" "$WORK/alias.saved" || ! cmp -s "$ALIAS/s.gif" "$WORK/alias.saved"; then
        fail "$name" "the input changed"
    elif [[ "$(listing)" != "$before" ]]; then
        fail "$name" "files changed: $(diff <(echo "$before") <(listing) | head -5 | tr '\n' ' ')"
    else
        pass "$name (exit 64: $(cat "$WORK/err"))"
    fi
}
for out in s.jsonl ./s.jsonl "$ALIAS/s.jsonl" hard.jsonl sym.jsonl sub/hard.jsonl links/s.jsonl sub/../s.jsonl; do
    alias_case "replay s.jsonl --trace $out" s.jsonl "$FLUID" replay s.jsonl --scene probe --trace "$out"
done
alias_case "replay sym.jsonl --trace hard.jsonl (both aliases)" sym.jsonl "$FLUID" replay sym.jsonl --scene probe --trace hard.jsonl
for out in s.gif hard.gif sym.gif; do
    alias_case "replay s.gif --video $out" s.gif "$FLUID" replay s.gif --scene probe --scale 0.25 --video "$out"
done
for dir in . "$ALIAS" sub links ./sub/; do
    alias_case "replay s.jsonl --frames $dir (a folder that holds the input, a hard link or a symlink to it)" s.jsonl \
        "$FLUID" replay s.jsonl --scene probe --scale 0.25 --frames "$dir"
done
alias_case "replay s.jsonl --frames sym.jsonl (a folder option naming the input)" s.jsonl \
    "$FLUID" replay s.jsonl --scene probe --scale 0.25 --frames sym.jsonl
alias_case "replay s.jsonl --trace t.gif --video t.gif (two outputs, one file)" t.gif \
    "$FLUID" replay s.jsonl --scene probe --scale 0.25 --trace t.gif --video ./t.gif
# Standard output appended to the input: the shell opens it before fluid runs, without truncating.
for out in s.jsonl hard.jsonl sym.jsonl; do
    alias_case "replay s.jsonl >> $out" s.jsonl bash -c "exec \"\$0\" replay s.jsonl --scene probe >>$out" "$FLUID"
    alias_case "replay s.jsonl --trace /dev/stdout >> $out" s.jsonl \
        bash -c "exec \"\$0\" replay s.jsonl --scene probe --trace /dev/stdout >>$out" "$FLUID"
    alias_case "bench render --script s.jsonl >> $out" s.jsonl \
        bash -c "exec \"\$0\" bench render --script s.jsonl --scene probe --rounds 1 >>$out" "$FLUID"
done

# The playground reads and saves the shortcut store: no --trace or --record may be it, nor each
# other. Refused before any window opens, so no display is needed.
if [[ -x $PLAYGROUND ]]; then
    mkdir -p "$ALIAS/data/fluid"
    cp "$ALIAS/s.jsonl" "$ALIAS/data/fluid/shortcut.json"
    ln "$ALIAS/data/fluid/shortcut.json" "$ALIAS/store-hard.json"
    ln -s data/fluid/shortcut.json "$ALIAS/store-sym.json"
    for out in data/fluid/shortcut.json store-hard.json store-sym.json; do
        for option in --trace --record; do
            alias_case "fluid-playground $option $out (the shortcut store)" shortcut.json \
                env XDG_DATA_HOME="$ALIAS/data" SDL_VIDEODRIVER=offscreen "$PLAYGROUND" "$option" "$out"
        done
    done
    cmp -s "$ALIAS/data/fluid/shortcut.json" "$WORK/alias.saved" && pass "… the store is byte-identical" || fail "… the store is byte-identical"
    alias_case "fluid-playground --trace p.jsonl --record ./p.jsonl" p.jsonl \
        env XDG_DATA_HOME="$ALIAS/data" SDL_VIDEODRIVER=offscreen "$PLAYGROUND" --trace p.jsonl --record ./p.jsonl
fi

echo "hostile: an output through a symbolic link writes its target"
# link_case NAME LINK ARGS…: exit 0; LINK is still a symbolic link and its target now holds the
# output; no temporary is left.
mkdir -p "$WORK/links/targets"
link_case() {
    local name="$1" link="$2" check="$3"; shift 3
    run "$@" </dev/null >/dev/null 2>"$WORK/err"
    local rc=$?
    if [[ $rc -eq 0 && -L $link ]] && eval "$check" && [[ -z "$(ls -A "$WORK/links" "$WORK/links/targets" | grep fluid-tmp)" ]]; then
        pass "$name"
    else
        fail "$name" "exit $rc: $(head -c 300 "$WORK/err"); $(ls -la "$WORK/links" | tail -n +2 | tr '\n' ' ')"
    fi
}
ln -s targets/t.jsonl "$WORK/links/t.jsonl"
link_case "--trace through a link replaces its target, the link stays" "$WORK/links/t.jsonl" \
    'cmp -s "$WORK/links/targets/t.jsonl" "$WORK/lf.trace"' replay "$WORK/lf.jsonl" --scene probe --trace "$WORK/links/t.jsonl"
ln -s targets/v.gif "$WORK/links/v.gif"
link_case "--video through a link" "$WORK/links/v.gif" '[[ $(head -c 6 "$WORK/links/targets/v.gif") == GIF89a ]]' \
    replay "$WORK/lf.jsonl" --scene probe --scale 0.25 --video "$WORK/links/v.gif"
ln -s targets/p.png "$WORK/links/p.png"
link_case "spring plot --out through a link" "$WORK/links/p.png" '[[ $(head -c 4 "$WORK/links/targets/p.png" | tail -c 3) == PNG ]]' \
    spring plot "${SPRING[@]}" --out "$WORK/links/p.png"
mkdir -p "$WORK/links/targets/frames"
ln -s targets/frames "$WORK/links/frames"
link_case "--frames through a link to a folder" "$WORK/links/frames" '[[ -s $WORK/links/targets/frames/frame-00000.png ]]' \
    replay "$WORK/lf.jsonl" --scene probe --scale 0.25 --frames "$WORK/links/frames"

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
