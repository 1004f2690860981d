# The app around the scenes (issue 24), sourced by test-e2e.sh after its helpers: quitting.
# Times are bounded waits, never sleeps that a result depends on.

# gone_within NAME SECONDS: the app exits with status 0 within SECONDS of now.
gone_within() {
    local name="$1" limit="$2" start end rc
    start=$(date +%s%N)
    if wait_for 5 bash -c "! kill -0 $APP_PID"; then
        end=$(date +%s%N)
        wait "$APP_PID"; rc=$?
        APP_PID=""
        local ms=$(( (end - start) / 1000000 ))
        if [ "$rc" -eq 0 ] && [ "$ms" -le $((limit * 1000)) ]; then pass "$name (${ms} ms)"
        else fail "$name" "exit status $rc after ${ms} ms"; fi
    else
        fail "$name" "still running after 5 s"
        quit
    fi
}

scenario_quit() {
    echo "scenario: quit (Escape never quits; Ctrl+Q and the close button close at once)"
    if ! launch menu --scale 1; then fail "menu window opens" "$LAUNCH_ERROR"; return; fi
    # Through XTEST (the server's keyboard), not sent to the window: a release that never
    # reaches the server would leave Escape held down, auto-repeating into the next window.
    xdotool windowfocus --sync "$WINDOW"
    xdotool key Escape
    xdotool key Escape
    # The two presses reached the scene (recorded) and the window is still there.
    wait_for 5 bash -c "[ \$(grep -c '\"key\":\"escape\"' '$RECORD') -ge 2 ]"
    check "Escape twice at the menu is recorded and leaves the window open" \
        bash -c "[ \$(grep -c '\"key\":\"escape\"' '$RECORD') -ge 2 ] && kill -0 $APP_PID && xwininfo -id $WINDOW | grep -q IsViewable"
    xdotool key ctrl+q
    gone_within "then Ctrl+Q closes it (status 0) within 1 s" 1

    if ! launch pip --scale 1; then fail "pip window opens" "$LAUNCH_ERROR"; return; fi
    xdotool windowfocus --sync "$WINDOW"
    xdotool key Escape
    wait_for 5 bash -c "tail -1 '$TRACE' | grep -q '\"scene\":\"menu\"'"
    xdotool key Escape
    check "Escape in a scene goes back to the menu, a second Escape keeps it open" \
        bash -c "tail -1 '$TRACE' | grep -q '\"scene\":\"menu\"' && kill -0 $APP_PID"
    python3 scripts/wm-delete-window.py "$WINDOW"
    gone_within "the window's close button (WM_DELETE_WINDOW) closes it within 1 s" 1
}

# The back swipe with the real mouse: from the left edge the scene follows the pointer and a
# quick throw completes the pop; the menu then shows, and the trace shows the swipe tracking.
scenario_navigation() {
    echo "scenario: navigation (back swipe from the left edge through XTEST)"
    if ! launch pip --scale 1; then fail "pip window opens" "$LAUNCH_ERROR"; return; fi
    sleep 0.3
    drag 3 400 330 400 12
    wait_for 10 bash -c "tail -1 '$TRACE' | grep -q '\"scene\":\"menu\"' && ! tail -1 '$TRACE' | grep -q navigation"
    trace_check "the back swipe tracked the pointer, then popped to the menu" '
swipe = [f["navigation"] for f in frames if f.get("navigation", {}).get("phase") == "tracking"]
assert len(swipe) >= 3, len(swipe)
offsets = [n["offset"] for n in swipe]
assert offsets == sorted(offsets) and offsets[-1] > 150, offsets
assert all(n["top"] == "pip" and n["bottom"] == "menu" for n in swipe), swipe[0]
assert frames[-1]["scene"] == "menu" and "navigation" not in frames[-1], frames[-1]'
    quit || fail "menu quits"
}
