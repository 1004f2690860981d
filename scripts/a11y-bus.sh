# Shared by the launchers that read the playground over AT-SPI (test-atspi.sh, test-orca.sh,
# web/atspi-semantics.sh; source it after setting WORK): a private D-Bus session with its own
# accessibility bus, at-spi2-core's launcher, as a desktop session has one.
BUS_LAUNCHER=/usr/libexec/at-spi-bus-launcher

# with_a11y_bus SECONDS COMMAND [ARGS…]: runs COMMAND in a private D-Bus session whose
# accessibility bus is up before it starts (the playground exposes itself only when one runs;
# waited for at most 10 s) and stopped when it ends, all within SECONDS (then status 124).
# Returns COMMAND's status. The session's stderr goes to $WORK/session.err, its last lines to
# stderr when the status is not 0; the launcher's output to $WORK/bus-launcher.log.
with_a11y_bus() {
    local seconds="$1" status
    shift
    timeout "$seconds" dbus-run-session -- bash -c '
        launcher="$1" work="$2"
        shift 2
        "$launcher" --launch-immediately >"$work/bus-launcher.log" 2>&1 &
        launcher_pid=$!
        for _ in $(seq 100); do
            dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q "boolean true" && break
            sleep 0.1
        done
        "$@"
        status=$?
        kill "$launcher_pid" 2>/dev/null
        exit $status' _ "$BUS_LAUNCHER" "$WORK" "$@" 2>"$WORK/session.err"
    status=$?
    [ $status -ne 0 ] && grep -v "Failed to set fd limit\|Activating service\|Successfully activated" \
        "$WORK/session.err" | tail -5 >&2
    return $status
}
