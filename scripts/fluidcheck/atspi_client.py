"""A hostile AT-SPI client, to be killed while it works: `python3 -m fluidcheck.atspi_client BUS
MODE` talks to the application at the bus name BUS on the accessibility bus with raw D-Bus calls
(no pyatspi: nothing checks or caches what it asks), prints "ready" once connected, then:

- walk: reads the whole tree (children, names, states, extents) over and over;
- flood: sends 20 000 calls without reading a reply, prints "sent", then waits;
- slow: asks the first text field for the extents of a range of 2³¹ − 1 characters, then waits.

Run by fluidcheck.atspi_hostile (Debian's /usr/bin/python3, python3-gi) inside the accessibility
bus's session; stopped by SIGKILL, mid-call."""
import sys
import time

from gi.repository import Gio, GLib

ROOT = "/org/a11y/atspi/accessible/root"


def connect():
    """A connection of its own to the accessibility bus (its address from the session bus)."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), 0, 2000, None).unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


def main():
    bus, mode = sys.argv[1], sys.argv[2]
    connection = connect()

    def call(path, interface, method, args=None):
        return connection.call_sync(bus, path, "org.a11y.atspi." + interface, method, args, None, 0, 5000,
                                    None).unpack()

    def walk(path, texts):
        call(path, "Accessible", "GetState")
        if "org.a11y.atspi.Component" in call(path, "Accessible", "GetInterfaces")[0]:
            call(path, "Component", "GetExtents", GLib.Variant("(u)", (0,)))
        if "org.a11y.atspi.Text" in call(path, "Accessible", "GetInterfaces")[0]:
            texts.append(path)
        for _, child in call(path, "Accessible", "GetChildren")[0]:
            walk(child, texts)

    print("ready", flush=True)
    if mode == "walk":
        while True:
            walk(ROOT, [])
    elif mode == "flood":
        for _ in range(20000):
            connection.call(bus, ROOT, "org.a11y.atspi.Accessible", "GetChildren", None, None, 0, -1, None, None,
                            None)
        connection.flush_sync(None)
        print("sent", flush=True)
    elif mode == "slow":
        texts = []
        walk(ROOT, texts)
        connection.call(bus, texts[0], "org.a11y.atspi.Text", "GetRangeExtents",
                        GLib.Variant("(iiu)", (0, 2**31 - 1, 0)), None, 0, -1, None, None, None)
        connection.flush_sync(None)
        print("sent", flush=True)
    time.sleep(120)


if __name__ == "__main__":
    main()
