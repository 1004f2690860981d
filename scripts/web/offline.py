#!/usr/bin/env python3
"""Writes the web build's service worker (make web): OUT_DIR/sw.js, copied from Web/host/sw.js,
gets the files it caches (every file in OUT_DIR but itself, and "./", the start URL) and their
content hash (SHA-256 of every name and its bytes, 16 hex digits), so a new build is a new
worker and a new cache. Run again on a folder, it writes them anew. Usage: offline.py OUT_DIR"""
import hashlib
import json
import pathlib
import re
import sys


def main(out):
    out = pathlib.Path(out)
    worker = out / "sw.js"
    # fluid-replay.wasm is for make test-web; the page never loads it.
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                   if p.is_file() and p != worker and p.name != "fluid-replay.wasm")
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes() + b"\0")
    text = worker.read_text()
    text, builds = re.subn(r'^const BUILD = "[^"]*";$', f'const BUILD = "{digest.hexdigest()[:16]}";', text, flags=re.M)
    text, lists = re.subn(r"^const FILES = \[.*\];$", f"const FILES = {json.dumps(['./'] + files)};", text, flags=re.M)
    if builds != 1 or lists != 1:
        sys.exit("offline.py: sw.js has no `const BUILD = \"…\";` or `const FILES = […];` line to fill")
    worker.write_text(text)
    print(f"offline: {len(files)} files cached as build {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
