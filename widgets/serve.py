"""Serve the built site on 127.0.0.1: ``python -m widgets.serve [--port 8000] [site]``.

A plain static server (the standard library's), with the types Pyodide needs
(``.mjs`` as JavaScript, ``.wasm`` as application/wasm). The browser tests use it too.
"""

from __future__ import annotations

import argparse
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".zip": "application/zip", ".json": "application/json", ".xml": "application/xml"}


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # quiet: the tests record requests themselves
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)


def make_server(root: Path, port: int = 0, *, verbose: bool = False) -> ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(root))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    server.verbose = verbose
    return server


def serve_in_thread(root: Path) -> tuple[ThreadingHTTPServer, str]:
    """Start a server on a free port; returns it and its base URL."""
    server = make_server(root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m widgets.serve")
    parser.add_argument("root", nargs="?", default="site")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = make_server(Path(args.root), args.port, verbose=True)
    print(f"Serving {args.root} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
