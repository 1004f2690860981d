#!/usr/bin/env python3
"""make web-serve: serves the web build's folder (make web) over HTTP. Only this machine can reach
it unless HOST names another interface, e.g. HOST=0.0.0.0 for a phone on the same network.
Usage: serve.py DIR [--host HOST] [--port PORT]"""
import argparse
import functools
import http.server


class Handler(http.server.SimpleHTTPRequestHandler):
    # WebAssembly.instantiateStreaming needs the module's own type; fonts and modules are named.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                      ".otf": "font/otf", ".woff2": "font/woff2", ".json": "application/json",
                      ".webmanifest": "application/manifest+json", ".mo": "application/octet-stream"}

    def end_headers(self):
        # Each reload takes the build as it is now.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        pass


def server(directory, host="127.0.0.1", port=0):
    """An HTTP server for `directory` (port 0: any free one); call serve_forever() on it."""
    return http.server.ThreadingHTTPServer((host, port), functools.partial(Handler, directory=directory))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    httpd = server(args.directory, args.host, args.port)
    print(f"serving {args.directory} on http://{args.host}:{httpd.server_address[1]}/ (Ctrl-C stops)", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
