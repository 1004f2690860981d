# Shared by the shell launchers (test-atspi.sh, test-orca.sh, bench-idle.sh,
# bench-latency.sh; source it after setting WORK): a private Xvfb display,
# bounded waits, cleanup of Xvfb, the app under test and WORK on exit, and CPU ticks of the app.
XVFB_PID=""
APP_PID=""

cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    wait 2>/dev/null
    [ -n "${KEEP_WORK:-}" ] && echo "kept $WORK" || rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# wait_for SECONDS COMMAND...: polls COMMAND every 0.1 s until it succeeds or time runs out.
wait_for() {
    local deadline=$(( $(date +%s%N) + ${1%.*} * 1000000000 )); shift
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s%N)" -ge "$deadline" ] && return 1
        sleep 0.1
    done
}

# start_xvfb FIRST LAST WxHxD: starts Xvfb on the first free display in FIRST…LAST and exports
# DISPLAY; fails when none starts (the reason is in $WORK/xvfb.log).
start_xvfb() {
    local first="$1" last="$2" screen="$3" n
    for n in $(seq "$first" "$last"); do
        [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
        # -noreset: by default the server resets whenever its last client leaves (each poll of
        # xdpyinfo or xdotool), and a client connecting during the reset is refused.
        Xvfb ":$n" -screen 0 "$screen" -nolisten tcp -noreset >"$WORK/xvfb.log" 2>&1 &
        XVFB_PID=$!
        export DISPLAY=":$n"
        if wait_for 10 xdpyinfo; then return 0; fi
        kill "$XVFB_PID" 2>/dev/null; XVFB_PID=""
    done
    return 1
}

# stop_xvfb: stops the Xvfb started by start_xvfb, if any (bounded wait).
stop_xvfb() {
    [ -z "$XVFB_PID" ] && return 0
    kill "$XVFB_PID" 2>/dev/null
    wait_for 5 bash -c "! kill -0 $XVFB_PID"
    XVFB_PID=""
}

# cpu_ticks: user + system CPU ticks the app has used so far.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$APP_PID/stat"; }
