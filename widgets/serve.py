"""Serve the built site on 127.0.0.1: ``python -m widgets.serve [--port 8000] [site]``.

Served as common static hosts serve it, so that what the tests and ``make bench`` measure
is what readers get:

- **gzip.** A response whose type is text (HTML, CSS, JavaScript, JSON, XML, SVG) or
  WebAssembly goes out gzip-compressed (``Content-Encoding: gzip``, level 6) to a client
  that accepts it, as GitHub Pages and Netlify compress the types they count as
  compressible. Archives are sent as they are: ``.zip`` (hosts do not compress
  ``application/zip``) and ``.gz`` files (``application/gzip``, no Content-Encoding: a page
  that fetches one unpacks it itself, as the worker does its zips: ``widgets/js/unpack.js``).
- **Headers.** The site's ``_headers`` file (Netlify/Cloudflare Pages format, written by
  the build: ``widgets/build/headers.py``) is honoured: every matching rule's headers go
  out with the response, so pages and worker scripts carry the Content-Security-Policy
  as a header. The file itself is not served. ``--no-headers`` (``headers=False``) sends
  none of them, as GitHub Pages: the site must stay protected there too (maintainers page,
  decision 26; ``tests/browser/test_csp_no_headers.py``).
- Types Pyodide needs: ``.mjs`` as JavaScript, ``.wasm`` as application/wasm.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import io
import os
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from widgets.build import headers as site_headers

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".zip": "application/zip", ".json": "application/json", ".xml": "application/xml",
         ".webmanifest": "application/manifest+json"}
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/manifest+json",
                "application/xml", "image/svg+xml", "application/wasm")


def compressible(content_type: str) -> bool:
    return content_type.startswith(COMPRESSIBLE)


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # quiet: the tests record requests themselves
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def end_headers(self):
        path = unquote(urlsplit(self.path).path)
        for pattern, pairs in self.server.site_rules():
            if site_headers.matches(pattern, path):
                for name, value in pairs:
                    self.send_header(name, value)
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if unquote(urlsplit(self.path).path) == "/" + site_headers.NAME:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        if os.path.isdir(path):
            if not urlsplit(self.path).path.endswith("/"):
                return super().send_head()  # the redirect to the folder's slash
            path = os.path.join(path, "index.html")
        ctype = self.guess_type(path)
        if (not os.path.isfile(path) or not compressible(ctype)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        body, mtime = self.server.packed(path)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(mtime))
        self.end_headers()
        return io.BytesIO(body)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, handler, root: Path, verbose: bool = False, headers: bool = True):
        super().__init__(address, handler)
        self.root, self.verbose, self.headers = Path(root), verbose, headers
        self._lock = threading.Lock()
        self._packed: dict[str, tuple[float, int, bytes]] = {}
        self._rules: tuple[float, list] | None = None

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a reader left mid-download
            super().handle_error(request, client_address)

    def site_rules(self) -> list:
        """``_headers`` as parsed, re-read when it changes (a rebuild of the served folder);
        none when this server sends no headers."""
        file = self.root / site_headers.NAME
        if not self.headers:
            return []
        stamp = file.stat().st_mtime if file.is_file() else -1.0
        with self._lock:
            if self._rules is None or self._rules[0] != stamp:
                rules = site_headers.parse(file.read_text(encoding="utf-8")) if stamp >= 0 else []
                self._rules = (stamp, rules)
            return self._rules[1]

    def packed(self, path: str) -> tuple[bytes, float]:
        """The file gzipped, kept while its size and time stay the same."""
        stat = os.stat(path)
        with self._lock:
            hit = self._packed.get(path)
        if hit and hit[:2] == (stat.st_mtime, stat.st_size):
            return hit[2], stat.st_mtime
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), 6, mtime=0)
        with self._lock:
            self._packed[path] = (stat.st_mtime, stat.st_size, body)
        return body, stat.st_mtime


def make_server(root: Path, port: int = 0, *, verbose: bool = False, headers: bool = True) -> SiteServer:
    handler = functools.partial(Handler, directory=str(root))
    return SiteServer(("127.0.0.1", port), handler, root, verbose, headers)


def serve_in_thread(root: Path, *, headers: bool = True) -> tuple[SiteServer, str]:
    """Start a server on a free port; returns it and its base URL. ``headers=False``: the
    ``_headers`` file is not honoured (a host that sends no headers, as GitHub Pages)."""
    server = make_server(root, headers=headers)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m widgets.serve")
    parser.add_argument("root", nargs="?", default="site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-headers", action="store_true",
                        help="send none of the _headers file's headers (as GitHub Pages)")
    args = parser.parse_args()
    server = make_server(Path(args.root), args.port, verbose=True, headers=not args.no_headers)
    print(f"Serving {args.root} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
