"""A screen reader's key listener that is slow to answer: registered with the AT-SPI registry as
a synchronous keystroke listener that may consume keys (as Orca's is), it takes SECONDS (the
first argument) over every key press and release, consumes none, and prints "ready" once
registered and one line per key it heard. Run with Debian's /usr/bin/python3 (python3-gi) inside
the accessibility bus's session, as `python3 -m fluidcheck.slow_listener 1.0`; stopped by a signal."""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def main():
    delay = float(sys.argv[1])

    def heard(event):
        print("key", event.type.value_nick, event.event_string, flush=True)
        time.sleep(delay)
        return False

    listener = Atspi.DeviceListener.new(heard)
    kinds = (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT)
    Atspi.register_keystroke_listener(listener, None, 0, kinds,
                                      Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME)
    print("ready", flush=True)
    Atspi.event_main()


if __name__ == "__main__":
    main()
