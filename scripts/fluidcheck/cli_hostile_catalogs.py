"""Hostile translation catalogs (issue 36): `fluid replay` with `FLUID_LOCALEDIR` naming a folder
whose `de.mo` is not a regular file, is huge, claims more than it holds or carries a plural rule
that once trapped or overflowed the stack. A catalog that cannot be used is exit 65 with one line
naming the file and the reason (docs/commands.md, "Catalogs"); one that can be used replays."""
import os
import shutil
import struct

from .checks import check, failed, passed
from .cli_hostile_support import HostileBase, execute, one_line, signal_free, text

INT_MIN = "(0-9223372036854775807-1)"


def mo(pairs, count=None):
    """A little-endian .mo catalog laid out as msgfmt writes one: the 28-byte header (magic,
    revision, count, the two tables' offsets, an empty hash table), the tables of (length,
    offset) pairs, then each string followed by a NUL. `count` overrides the header's count."""
    start = 28 + 16 * len(pairs)
    tables, strings = [b"", b""], b""
    for pair in pairs:
        for table, string in enumerate(pair):
            data = string.encode()
            tables[table] += struct.pack("<II", len(data), start + len(strings))
            strings += data + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, len(pairs) if count is None else count, 28, 28 + 8 * len(pairs), 0, 0)
    return header + tables[0] + tables[1] + strings


def german(rule):
    """A catalog in German whose only plural entry is the shortcut's step count, with `rule`."""
    return mo([("", f"Language: de\nContent-Type: text/plain; charset=UTF-8\nPlural-Forms: {rule}\n"),
               ("%d action\0%d actions", "%d Aktion\0%d Aktionen")])


class Catalogs(HostileBase):
    def catalogs(self):
        print("hostile: translation catalogs (FLUID_LOCALEDIR)")
        folder = self.path("locale")
        catalog = os.path.join(folder, "de.mo")
        env = dict(os.environ, FLUID_LOCALEDIR=folder)
        script = self.write("catalog.jsonl", '{"t":0,"type":"key","key":"up"}\n')

        def fresh():
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)

        def refused(name, reason):
            """Exit 65, one line naming the catalog and `reason`, in bounded time and memory."""
            rc, out, err = execute([self.fluid, "replay", script, "--scene", "probe", "--locale", "de"], env=env)
            if not signal_free(rc) or rc != 65:
                failed(name, f"exit {rc}, expected 65: {text(err)}")
            elif not one_line(err) or catalog.encode() not in err or reason.encode() not in err:
                failed(name, f"not one line naming {catalog} and '{reason}': {text(err)}")
            else:
                passed(f"{name} (exit 65: {err.decode(errors='replace').strip()})")

        fresh()
        os.mkfifo(catalog)
        refused("a FIFO named de.mo is refused without waiting for a writer", "not a regular file but a FIFO")
        fresh()
        os.makedirs(catalog)
        refused("a directory named de.mo is refused", "not a regular file but a directory")
        fresh()
        os.symlink("/dev/zero", catalog)
        refused("de.mo linked to /dev/zero is refused unread", "not a regular file but a device")
        fresh()
        with open(catalog, "wb") as file:
            file.truncate(3 << 30)  # sparse: nothing stored
        refused("a 3 GiB de.mo is refused unread (it once took 6 GB)", "larger than 16 MiB")
        fresh()
        with open(catalog, "wb") as file:
            file.write(mo([("", "Language: de\n")], count=1 << 31))
        refused("a header claiming 2^31 strings is refused", "string count larger than the file")
        fresh()
        with open(catalog, "wb") as file:
            file.write(german("nplurals=2; plural=" + "+".join(["n"] * 300_000) + ";"))
        refused("a 300 000-term plural rule is refused (it once overflowed the stack)",
                "plural is longer than 1024 bytes")

        # A rule dividing Int.min by -1 (once SIGILL when the step count was drawn) is a rule.
        fresh()
        with open(catalog, "wb") as file:
            file.write(german(f"nplurals=2; plural={INT_MIN}/(0-1) < 0 || {INT_MIN}%(0-1) != 0 || n/0;"))
        frames = self.path("catalog-frames")
        rc, _, err = execute([self.fluid, "replay", script, "--scene", "shortcuts", "--locale", "de",
                              "--frames", frames, "--scale", "0.25"], env=env)
        check("a plural rule dividing Int.min by -1 draws its frames", rc == 0 and not err and os.listdir(frames),
              f"exit {rc}: {text(err)}")
        shutil.rmtree(folder, ignore_errors=True)
