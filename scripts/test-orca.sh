#!/usr/bin/env bash
# The playground as a blind user meets it: Debian's Orca, unmodified, speaking through
# speech-dispatcher and espeak-ng into ALSA's null device, under Xvfb, in a private D-Bus session
# with its own accessibility bus and a private HOME. scripts/fluidcheck/orca.py drives the playground
# with keys only (xdotool) and checks what Orca said (the `SPEECH OUTPUT: '…'` lines of its debug
# log) for whole tasks. The transcript is kept in out/orca-transcript.txt. Prints
# "N passed, M failed" last; exits non-zero on any failure. Every wait is bounded.
set -uo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
PLAYGROUND="$FLUID_BIN/fluid-playground"
WORK="$(mktemp -d /tmp/fluid-orca.XXXXXX)"
TRANSCRIPT="${ORCA_TRANSCRIPT:-out/orca-transcript.txt}"
. scripts/xvfb-session.sh
. scripts/a11y-bus.sh

echo "test-orca: fluid-playground spoken by Orca"
for need in "$PLAYGROUND" "$BUS_LAUNCHER" /usr/bin/dbus-run-session /usr/bin/orca /usr/bin/speech-dispatcher \
    /usr/bin/gsettings /usr/bin/xdotool; do
    [ -x "$need" ] || { echo "  FAIL $need is missing"; echo "0 passed, 1 failed"; exit 1; }
done
if ! start_xvfb 141 180 1280x1200x24; then
    echo "  FAIL Xvfb starts: $(tail -1 "$WORK/xvfb.log")"; echo "0 passed, 1 failed"; exit 1
fi

# A private home: Orca's settings and customizations, speech-dispatcher's configuration and
# sockets, dconf's database and ALSA's default device all live in it.
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share" \
    XDG_CACHE_HOME="$WORK/home/.cache" XDG_RUNTIME_DIR="$WORK/run"
mkdir -p "$XDG_DATA_HOME/orca" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
echo 'pcm.!default { type null }' >"$HOME/.asoundrc"
# speech-dispatcher's own configuration, but to ALSA (its default is PulseAudio, absent here).
cp -r /etc/speech-dispatcher "$XDG_CONFIG_HOME/speech-dispatcher"
echo 'AudioOutputMethod "alsa"' >>"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
# Orca buffers its debug log; line buffering lets the check read what was said as it is said.
cat >"$XDG_DATA_HOME/orca/orca-customizations.py" <<'PY'
from orca import debug
if debug.debugFile is not None:
    debug.debugFile.reconfigure(line_buffering=True)
PY
mkdir -p "$(dirname "$TRANSCRIPT")"

with_a11y_bus 170 bash -c '
    playground="$1" work="$2" transcript="$3"
    gsettings set org.gnome.desktop.interface toolkit-accessibility true
    speech-dispatcher --run-single --timeout 0 >"$work/speechd.log" 2>&1 &
    pids=$!
    # One that is still exiting (an earlier run) gets a few seconds to go.
    for _ in $(seq 50); do pgrep -u "$(id -u)" -x orca >/dev/null || break; sleep 0.1; done
    if pgrep -u "$(id -u)" -x orca >/dev/null; then
        echo "  FAIL Orca starts: another Orca runs for this user (it refuses to start beside one)"
        echo "0 passed, 1 failed"; kill $pids; exit 1
    fi
    orca --debug --debug-file="$work/orca.log" >"$work/orca.out" 2>&1 &
    pids="$pids $!"
    PYTHONPATH=scripts /usr/bin/python3 -m fluidcheck orca "$playground" "$work" "$transcript"
    status=$?
    # Orca refuses to start while another runs for the user: stop ours for sure (TERM, then
    # KILL after 3 s) and reap it, so no exiting Orca is left for the next run to find.
    kill $pids 2>/dev/null
    ( sleep 3; kill -KILL $pids 2>/dev/null ) &
    killer=$!
    wait $pids 2>/dev/null
    kill $killer 2>/dev/null
    exit $status' _ "$PLAYGROUND" "$WORK" "$TRANSCRIPT"
