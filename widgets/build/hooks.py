"""MkDocs hooks (registered in mkdocs.yml): ship Pyodide and the engine, wire the widgets.

- ``on_config``: pack this build's browser assets (fails at once without ``npm ci``).
- ``on_page_markdown``: tell the fences which page (language, depth) they render.
- ``on_post_page``: link the widget CSS on every page; load the client module only on
  pages that hold a widget (other pages stay light); put the page's
  Content-Security-Policy first in its head (``csp``).
- ``on_post_build``: write the assets into the site (once; the English build reuses them)
  and ``sw.js`` at the site root, versioned by a hash of everything the site ships.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
from html import unescape
from urllib.parse import urlsplit
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # hooks are loaded by path; make the project importable
    sys.path.insert(0, str(ROOT))

from widgets.build.assets import Bundle  # noqa: E402
from widgets.build.page import PageInfo, root_from, set_current  # noqa: E402

_bundle: Bundle | None = None

# Material's JS fetches "<href>/sitemap.xml" for every <link rel="alternate" hreflang>
# in the head; static-i18n points those at pages, so each fetch 404s (a console error
# per page). The language switcher itself does not need them (maintainers page, 1).
_ALTERNATE_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\s*')


def on_config(config):
    global _bundle
    _bundle = Bundle()
    _bundle.pyodide_files()  # raises with a clear message when node_modules is missing
    return config


def _language(page, config) -> str:
    locale = getattr(page.file, "locale", None)
    if locale:
        return locale
    i18n = config.plugins.get("i18n")
    return getattr(i18n, "current_language", None) or config.theme.get("language", "zh")


def on_page_markdown(markdown, page, config, files):
    set_current(PageInfo(src=page.file.src_uri, lang=_language(page, config), root=root_from(page.url)))
    return markdown


# Material's style sheets in the head, and its script at the end of the body.
# A widget the engine judges: every one names its game (engine-client.js pageGames).
_LIVE_WIDGET = re.compile(r'<pl-[a-z-]+\s[^>]*\bgame="[a-z]+"')
_THEME_CSS = re.compile(r'<link rel="stylesheet" href="[^"]*assets/stylesheets/[^"]*">')
_THEME_JS = re.compile(r'<script src="([^"]*assets/javascripts/bundle\.[^"]*\.js)"></script>')


def on_post_page(output, page, config):
    """The widgets' style sheet on every page, their module on pages that hold a widget, both
    right after Material's style sheets (decision 23): before the head's inline scripts, which
    wait for the style sheets, so the browser asks for all of them at once; and a preload of
    Material's script, which the parser reaches only at the end of the body."""
    root = root_from(page.url)
    head = f'<link rel="stylesheet" href="{root}{_bundle.folder}/css/paili.css">'
    if "<pl-" in output:   # engine-early.js: a kept engine starts while the page is read in (decision 50)
        if _LIVE_WIDGET.search(output):   # a widget the engine judges: its worker is parked there (decision 62)
            head += '<meta name="paili-live">'
        head += f'<script type="module" async src="{root}{_bundle.folder}/js/engine-early.js"></script>'
        head += f'<script type="module" src="{root}{_bundle.folder}/js/paili.js"></script>'
    theme_js = _THEME_JS.search(output)
    if theme_js:
        head += f'<link rel="preload" as="script" href="{theme_js[1]}">'
    output = _ALTERNATE_LINK.sub("", output)
    end = output.index("</head>")
    sheets = list(_THEME_CSS.finditer(output, 0, end))
    at = sheets[-1].end() if sheets else end
    return _secure(output[:at] + head + output[at:], root)


def on_post_template(output, template_name, config):
    """The 404 page is served at any depth: it links from the site's absolute path."""
    if template_name != "404.html":
        return output
    return _secure(_ALTERNATE_LINK.sub("", output), urlsplit(config.site_url or "/").path or "/")


def _secure(output: str, root: str) -> str:
    """Put the page's Content-Security-Policy first in its head. (The service worker is
    registered by engine-client.js once a live check has run: maintainers page, 10.)"""
    return output.replace("<head>", f'<head><meta http-equiv="Content-Security-Policy" content="{csp(output)}">', 1)


# --- Content-Security-Policy -------------------------------------------------------------
# One <meta> per page, first in <head>. Scripts: only files from the site itself, plus the
# page's own inline scripts (Material's and ours) by their exact sha256; the one inline
# event handler the widgets' markup uses (the form's onsubmit) by hash under
# 'unsafe-hashes'. 'wasm-unsafe-eval' lets WebAssembly compile (Pyodide runs in the engine's
# worker, which is started from a blob: URL, hence worker-src blob:, and so runs under this
# very policy on any host, headers or none: maintainers page, decision 26). No 'unsafe-eval':
# nothing on the site evaluates a string. (Playwright's
# wait_for_function evaluates its predicate with eval inside the page, so the browser tests
# open their contexts with bypass_csp, except those that check this policy: they run under
# it and wait with locators and polling instead.) Styles allow inline: Material sets style
# attributes from its JS, and CSS cannot run code. No plugins, no other origin, forms only
# to the site. connect-src allows blob: (URLs the page's own code made; the worker used one
# for the snapshot boot, gone since decision 9 changed, and tests/browser/test_csp_worker.py
# still expects it). worker-src: the site's own scripts (Material's search worker, the service
# worker) and blob: URLs (the engine's worker; a page's blob: URL is made by its own code).
# The policy also goes out as a header where the host reads _headers (widgets/build/headers.py).
_INLINE_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S)
_TAG = re.compile(r"<[a-zA-Z][^>]*>")
_HANDLER = re.compile(r'\son[a-z]+="([^"]*)"')


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def csp(html: str) -> str:
    scripts = sorted({_sha(m["body"]) for m in _INLINE_SCRIPT.finditer(html)
                      if "src=" not in m["attrs"] and "application/json" not in m["attrs"]})
    handlers = sorted({_sha(unescape(v)) for tag in _TAG.findall(html) for v in _HANDLER.findall(tag)})
    script_src = ["'self'", "'wasm-unsafe-eval'", *scripts]
    if handlers:
        script_src += ["'unsafe-hashes'", *handlers]
    return "; ".join([
        "default-src 'self'", "script-src " + " ".join(script_src),
        "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self'",
        "connect-src 'self' blob:", "worker-src 'self' blob:", "object-src 'none'", "base-uri 'self'",
        "form-action 'self'",
    ])


def on_post_build(config):
    site = Path(config.site_dir)
    for rel, data in _bundle.files().items():
        dest = site / rel
        if not dest.exists() or dest.read_bytes() != data:
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
    for rel, src in _bundle.pyodide_files().items():
        dest = site / rel
        if not dest.exists() or dest.stat().st_size != src.stat().st_size:
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dest)
    (site / "sw.js").write_text(service_worker(site), encoding="utf-8")
    from widgets.build import headers  # the same policy as a header, for workers too
    headers.write(site, csp)


def service_worker(site: Path) -> str:
    """``widgets/js/sw.js`` with this build's version and file lists written above it.

    Called after each language's build (static-i18n builds English inside the Chinese
    build's post-build), so the last call sees every page. The version hashes the lists and
    every listed file: any change in what is shipped makes a new worker, which replaces the
    old cache when it activates.
    """
    def rel(path: Path) -> str:
        return path.relative_to(site).as_posix()

    pages = sorted(rel(p) for p in site.rglob("*.html"))
    page_urls = [p[: -len("index.html")] if p.endswith("index.html") else p for p in pages]
    # Search works offline too: its indexes (one per language, widgets/build/search.py) and
    # the lunr language files its worker loads.
    page_urls += ["search/search_index.en.json", "search/search_index.zh.json"] + sorted(
        rel(p) for p in (site / "assets" / "javascripts" / "lunr").rglob("*.js"))
    theme = site / "assets"
    shell = sorted(
        [rel(p) for p in theme.glob("stylesheets/*.css")]
        + [rel(p) for p in theme.glob("javascripts/bundle.*.js")]
        + [rel(p) for p in theme.glob("javascripts/workers/*.js")]
        + [rel(p) for p in theme.glob("images/*") if p.is_file()]
        + [f"{_bundle.folder}/{name}" for name in _bundle.static_files]
        + ["404.html"])
    engine = sorted([f"{_bundle.folder}/{_bundle.engine_name}", _bundle.stdlib_path, _bundle.stdlib_rest_path]
                    + [r for r in _bundle.pyodide_files() if not r.endswith("python_stdlib.zip")])
    version = hashlib.sha256()
    for path in [*pages, *page_urls, *shell, *engine]:
        file = site / path
        version.update(path.encode() + b"\0" + (file.read_bytes() if file.is_file() else b""))
    header = "".join(f"const {name} = {json.dumps(value)};\n" for name, value in (
        ("VERSION", version.hexdigest()[:16]), ("SHELL", shell), ("PAGES", page_urls), ("ENGINE", engine)))
    source = (ROOT / "widgets" / "js" / "sw.js").read_text(encoding="utf-8")
    return "// Written by the build (widgets/build/hooks.py) from widgets/js/sw.js.\n" + header + source
