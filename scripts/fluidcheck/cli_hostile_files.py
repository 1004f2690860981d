"""Hostile output paths: an output never overwrites an input (by name, hard link, symbolic link
or folder), and an output through a symbolic link writes its target."""
import filecmp
import os
import shutil
import subprocess

from .checks import check, failed, passed
from .cli_hostile_support import SPRING, HostileBase, execute, one_line, signal_free, text


class Files(HostileBase):
    # --- an output never overwrites an input ---------------------------------------------------

    def aliases(self):
        print("hostile: an output never overwrites an input")
        a = self.path("alias")
        os.makedirs(os.path.join(a, "sub"))
        shutil.copy(self.lf, os.path.join(a, "s.jsonl"))
        shutil.copy(os.path.join(a, "s.jsonl"), os.path.join(a, "s.gif"))   # a script whose name a --video could take
        saved = self.path("alias.saved")
        shutil.copy(os.path.join(a, "s.jsonl"), saved)
        os.link(os.path.join(a, "s.jsonl"), os.path.join(a, "hard.jsonl"))
        os.symlink("s.jsonl", os.path.join(a, "sym.jsonl"))
        os.link(os.path.join(a, "s.gif"), os.path.join(a, "hard.gif"))
        os.symlink("s.gif", os.path.join(a, "sym.gif"))
        os.link(os.path.join(a, "s.jsonl"), os.path.join(a, "sub", "hard.jsonl"))
        os.makedirs(os.path.join(a, "links"))
        os.symlink("../s.jsonl", os.path.join(a, "links", "s.jsonl"))

        def listing():
            entries = []
            for root, dirs, files in os.walk(a):
                for n in dirs + files:
                    p = os.path.join(root, n)
                    st = os.lstat(p)
                    entries.append((os.path.relpath(p, a), st.st_mode, st.st_size, st.st_mtime_ns))
            return sorted(entries)

        def alias_case(name, input_name, *args, env=None):
            """Exit 64 with one line naming the input, the input byte-identical to its saved
            copy, and the folder it lives in unchanged (nothing created, nothing half-written)."""
            before = listing()
            rc, _, err = execute(args, cwd=a, env=env)
            if not signal_free(rc) or rc != 64:
                failed(name, f"exit {rc}, expected 64: {text(err)}")
            elif not one_line(err) or input_name.encode() not in err:
                failed(name, f"the message does not name {input_name}: {text(err)}")
            elif not filecmp.cmp(os.path.join(a, "s.jsonl"), saved, shallow=False) \
                    or not filecmp.cmp(os.path.join(a, "s.gif"), saved, shallow=False):
                failed(name, "the input changed")
            elif listing() != before:
                changed = sorted(set(listing()) ^ set(before))[:5]
                failed(name, f"files changed: {changed}")
            else:
                passed(f"{name} (exit 64: {err.decode(errors='replace').strip()})")
        f = self.fluid
        for out in ("s.jsonl", "./s.jsonl", os.path.join(a, "s.jsonl"), "hard.jsonl", "sym.jsonl", "sub/hard.jsonl",
                    "links/s.jsonl", "sub/../s.jsonl"):
            alias_case(f"replay s.jsonl --trace {out}", "s.jsonl", f, "replay", "s.jsonl", "--scene", "probe", "--trace", out)
        alias_case("replay sym.jsonl --trace hard.jsonl (both aliases)", "sym.jsonl", f, "replay", "sym.jsonl",
                   "--scene", "probe", "--trace", "hard.jsonl")
        for out in ("s.gif", "hard.gif", "sym.gif"):
            alias_case(f"replay s.gif --video {out}", "s.gif", f, "replay", "s.gif", "--scene", "probe", "--scale", "0.25",
                       "--video", out)
        for folder in (".", a, "sub", "links", "./sub/"):
            alias_case(f"replay s.jsonl --frames {folder} (a folder that holds the input, a hard link or a symlink to it)",
                       "s.jsonl", f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--frames", folder)
        alias_case("replay s.jsonl --frames sym.jsonl (a folder option naming the input)", "s.jsonl",
                   f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--frames", "sym.jsonl")
        alias_case("replay s.jsonl --trace t.gif --video t.gif (two outputs, one file)", "t.gif",
                   f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--trace", "t.gif", "--video", "./t.gif")
        # Standard output appended to the input: the shell opens it before fluid runs, without
        # truncating.
        for out in ("s.jsonl", "hard.jsonl", "sym.jsonl"):
            alias_case(f"replay s.jsonl >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" replay s.jsonl --scene probe >>{out}', f)
            alias_case(f"replay s.jsonl --trace /dev/stdout >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" replay s.jsonl --scene probe --trace /dev/stdout >>{out}', f)
            alias_case(f"bench render --script s.jsonl >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" bench render --script s.jsonl --scene probe --rounds 1 >>{out}', f)

        # The playground reads and saves the shortcut store: no --trace or --record may be it,
        # nor each other. Refused before any window opens, so no display is needed.
        if os.access(self.playground, os.X_OK):
            store = os.path.join(a, "data", "fluid", "shortcut.json")
            os.makedirs(os.path.dirname(store))
            shutil.copy(os.path.join(a, "s.jsonl"), store)
            os.link(store, os.path.join(a, "store-hard.json"))
            os.symlink("data/fluid/shortcut.json", os.path.join(a, "store-sym.json"))
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(a, "data"), SDL_VIDEODRIVER="offscreen")
            for out in ("data/fluid/shortcut.json", "store-hard.json", "store-sym.json"):
                for option in ("--trace", "--record"):
                    alias_case(f"fluid-playground {option} {out} (the shortcut store)", "shortcut.json",
                               self.playground, option, out, env=env)
            check("… the store is byte-identical", filecmp.cmp(store, saved, shallow=False))
            alias_case("fluid-playground --trace p.jsonl --record ./p.jsonl", "p.jsonl",
                       self.playground, "--trace", "p.jsonl", "--record", "./p.jsonl", env=env)

    # --- an output through a symbolic link writes its target -----------------------------------

    def links(self):
        print("hostile: an output through a symbolic link writes its target")
        links = self.path("links")
        targets = os.path.join(links, "targets")
        os.makedirs(targets)

        def link_case(name, link, holds, *args):
            """Exit 0; LINK is still a symbolic link and its target now holds the output; no
            temporary is left."""
            rc, _, err = execute([self.fluid, *args], stdout=subprocess.DEVNULL)
            temporaries = [n for n in os.listdir(links) + os.listdir(targets) if "fluid-tmp" in n]
            check(name, rc == 0 and os.path.islink(link) and holds() and not temporaries,
                  f"exit {rc}: {text(err)}; {sorted(os.listdir(links))}")
        read = lambda path, n: open(path, "rb").read(n) if os.path.exists(path) else b""
        os.symlink("targets/t.jsonl", os.path.join(links, "t.jsonl"))
        link_case("--trace through a link replaces its target, the link stays", os.path.join(links, "t.jsonl"),
                  lambda: read(os.path.join(targets, "t.jsonl"), -1) == read(self.lf_trace, -1),
                  "replay", self.lf, "--scene", "probe", "--trace", os.path.join(links, "t.jsonl"))
        os.symlink("targets/v.gif", os.path.join(links, "v.gif"))
        link_case("--video through a link", os.path.join(links, "v.gif"),
                  lambda: read(os.path.join(targets, "v.gif"), 6) == b"GIF89a",
                  "replay", self.lf, "--scene", "probe", "--scale", "0.25", "--video", os.path.join(links, "v.gif"))
        os.symlink("targets/p.png", os.path.join(links, "p.png"))
        link_case("spring plot --out through a link", os.path.join(links, "p.png"),
                  lambda: read(os.path.join(targets, "p.png"), 4)[1:] == b"PNG",
                  "spring", "plot", *SPRING, "--out", os.path.join(links, "p.png"))
        os.makedirs(os.path.join(targets, "frames"))
        os.symlink("targets/frames", os.path.join(links, "frames"))
        link_case("--frames through a link to a folder", os.path.join(links, "frames"),
                  lambda: os.path.getsize(os.path.join(targets, "frames", "frame-00000.png")) > 0,
                  "replay", self.lf, "--scene", "probe", "--scale", "0.25", "--frames", os.path.join(links, "frames"))
