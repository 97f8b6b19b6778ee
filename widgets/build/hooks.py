"""MkDocs hooks (registered in mkdocs.yml): ship Pyodide and the engine, wire the widgets.

- ``on_config``: pack this build's browser assets (fails at once without ``npm ci``).
- ``on_page_markdown``: tell the fences which page (language, depth) they render.
- ``on_post_page``: link the widget CSS on every page; load the client module only on
  pages that hold a widget (other pages stay light).
- ``on_post_build``: write the assets into the site (once; the English build reuses them).
"""

from __future__ import annotations

import re
import shutil
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


def on_post_page(output, page, config):
    root = root_from(page.url)
    head = f'<link rel="stylesheet" href="{root}{_bundle.folder}/css/paili.css">'
    if "<pl-" in output:
        head += f'<script type="module" src="{root}{_bundle.folder}/js/paili.js"></script>'
    output = _ALTERNATE_LINK.sub("", output)
    return output.replace("</head>", head + "</head>", 1)


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
