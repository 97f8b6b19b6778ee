"""The ``_headers`` file the build writes, and ``widgets/serve.py`` serving the site as a
static host does: the Content-Security-Policy as a header on every path (pages and worker
scripts), gzip with Content-Encoding for text and WebAssembly, archives as they are."""

from __future__ import annotations

import gzip
import re
import urllib.request
from pathlib import Path

import pytest

from widgets.build import headers
from widgets.build.hooks import csp
from widgets.serve import serve_in_thread

_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def test_parse_and_match_read_the_netlify_format():
    source = "# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  X-A: b: c\n\n/x/*.js\n  X-B: 1\n"
    assert headers.parse(source) == [
        ("/*", [("Content-Security-Policy", "default-src 'self'"), ("X-A", "b: c")]),
        ("/x/*.js", [("X-B", "1")])]
    assert headers.matches("/*", "/") and headers.matches("/*", "/a/b/worker.js")
    assert headers.matches("/x/*.js", "/x/y/z.js") and not headers.matches("/x/*.js", "/x/y.css")
    assert headers.matches("/exact", "/exact") and not headers.matches("/exact", "/exact/")


@pytest.fixture(scope="module")
def served(built_site):
    server, base = serve_in_thread(built_site)
    yield built_site, base
    server.shutdown()


def _get(url: str, gzip_ok: bool = True):
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request) as response:
        return response.headers, response.read()


def _policy(site: Path) -> str:
    (pattern, pairs), = headers.parse((site / headers.NAME).read_text(encoding="utf-8"))
    assert pattern == "/*"
    (name, value), = pairs
    assert name == "Content-Security-Policy"
    return value


def test_the_header_policy_is_the_pages_policy_for_the_whole_site(built_site):
    policy = _policy(built_site)
    pages = sorted(built_site.rglob("*.html"))
    assert policy == csp("".join(p.read_text(encoding="utf-8") for p in pages))  # one policy maker
    header_sources = set(next(d for d in policy.split("; ") if d.startswith("script-src ")).split())
    assert "'unsafe-eval'" not in header_sources and "'wasm-unsafe-eval'" in header_sources
    assert "connect-src 'self' blob:" in policy.split("; ")
    for page in pages:
        # Every page's own <meta> policy allows nothing the header does not: it stays
        # stricter, so the page obeys both, and its inline scripts are allowed by both.
        meta, = _META.findall(page.read_text(encoding="utf-8"))
        sources = set(next(d for d in meta.split("; ") if d.startswith("script-src ")).split())
        assert sources <= header_sources, page
        assert [d for d in meta.split("; ") if not d.startswith("script-src ")] == \
            [d for d in policy.split("; ") if not d.startswith("script-src ")], page


def test_the_server_sends_the_policy_on_pages_workers_and_assets(served):
    site, base = served
    policy = _policy(site)
    worker, = site.glob("assets/paili/*/js/worker.js")
    for path in ["", "en/", "games/zhaopengyou/", worker.relative_to(site).as_posix(), "sw.js", "404.html"]:
        got, _ = _get(base + path)
        assert got["Content-Security-Policy"] == policy, path
    with pytest.raises(urllib.error.HTTPError) as refused:
        _get(base + headers.NAME)  # the file itself is the host's, not the site's
    assert refused.value.code == 404


def test_the_server_compresses_as_static_hosts_do(served):
    site, base = served
    wasm, = site.glob("assets/pyodide/*/pyodide.asm.wasm")
    rest, = site.glob("assets/pyodide/*/stdlib-rest-*.zip.gz")
    engine, = site.glob("assets/paili/*/engine-*.zip.gz")
    compressed = ["games/zhaopengyou/index.html", wasm, next(site.glob("assets/paili/*/js/worker.js")),
                  next(site.glob("assets/pyodide/*/pyodide.mjs")), "search/search_index.en.json"]
    for item in compressed:
        path = item if isinstance(item, str) else item.relative_to(site).as_posix()
        got, body = _get(base + path)
        assert got["Content-Encoding"] == "gzip" and got["Vary"] == "Accept-Encoding", path
        assert gzip.decompress(body) == (site / path).read_bytes(), path
        got, body = _get(base + path, gzip_ok=False)   # a client that cannot unpack gets the file
        assert got["Content-Encoding"] is None and body == (site / path).read_bytes(), path
    for file, ctype in [(rest, "application/gzip"), (engine, "application/gzip")]:  # packed zips
        got, body = _get(base + file.relative_to(site).as_posix())
        assert got["Content-Encoding"] is None and got["Content-Type"] == ctype, file.name
        assert body == file.read_bytes(), file.name
