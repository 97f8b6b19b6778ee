"""What the build ships for the browser, and under which names.

- ``assets/pyodide/<version>/``: the five files of the npm package ``pyodide`` that a
  pure-Python program needs (PLATFORM.md), copied from ``node_modules``. The version
  in the path makes them safe to cache for ever.
- ``assets/pyodide/<version>/stdlib-<hash>.zip``: the standard library modules Pyodide's
  start-up and the engine import, precompiled to ``.pyc`` (``stdlib.py``); the worker boots
  Pyodide with it instead of the stock ``python_stdlib.zip`` (still shipped: it is what the
  bench compares against). ``stdlib-rest-<hash>.zip`` beside it: the rest of the trimmed
  stdlib, fetched after the first answer.
- ``assets/paili/<hash>/``: the widgets' JS and CSS and ``engine-<hash>.zip`` (the engine
  and the renderer, ``widgets/render``, precompiled to ``.pyc`` the same way); the folder
  name hashes all of it, the zip name hashes the engine alone. ``config.js`` in that folder
  tells the client the names (written here, so nothing is guessed at run time).
- ``sw.js`` at the site root: the service worker (offline use), its cache named after the
  bundle folder's hash and its list of files written in by the build (``hooks.py``).
"""

from __future__ import annotations

import hashlib
import io
import json
import posixpath
import re
import zipfile
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE_DIR = ROOT / "engine"
WIDGETS_DIR = ROOT / "widgets"
RENDER_DIR = WIDGETS_DIR / "render"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
_STATIC_IMPORT = re.compile(r'^(?:import|export)\b[^;()]*?["\'](\.{1,2}/[^"\']+)["\']', re.M)
_EPOCH = (2020, 1, 1, 0, 0, 0)  # fixed zip timestamps: the same engine gives the same bytes


def shipped_sources() -> list[Path]:
    """What the browser's Python gets: the ``engine`` package and the renderer
    (``widgets/render``, with the ``widgets`` package file), sources only: the sample deals
    (``samples/*.json``) are for the build and the tests, nothing in the browser reads them."""
    found = [WIDGETS_DIR / "__init__.py"]
    for folder in (ENGINE_DIR, RENDER_DIR):
        found += [p for p in folder.rglob("*.py") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(found)


def engine_zip_bytes() -> bytes:
    """The engine and the renderer as a zip with stable bytes (sorted names, fixed times)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for path in shipped_sources():
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    return buf.getvalue()


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


@dataclass(frozen=True)
class Bundle:
    """The browser assets of one build."""

    @cached_property
    def pyodide_version(self) -> str:
        meta = json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))
        return meta["version"]

    @cached_property
    def pyodide_lock(self) -> dict:
        """Pyodide's lock file with no package: what the worker gives ``loadPyodide``."""
        lock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text(encoding="utf-8"))
        return {"info": lock["info"], "packages": {}}

    @cached_property
    def source_zip(self) -> bytes:
        return engine_zip_bytes()

    @cached_property
    def _compiled(self) -> tuple[bytes, bytes, bytes]:  # (stdlib, its rest, engine)
        from .stdlib import compiled
        self.pyodide_files()  # a clear message when node_modules is missing
        return compiled(PYODIDE_DIR, self.source_zip)

    @cached_property
    def engine_zip(self) -> bytes:
        return self._compiled[2]

    @cached_property
    def stdlib_zip(self) -> bytes:
        return self._compiled[0]

    @cached_property
    def stdlib_rest_zip(self) -> bytes:
        return self._compiled[1]

    @cached_property
    def stdlib_path(self) -> str:
        """Where the precompiled stdlib lives, under the site root."""
        return f"assets/pyodide/{self.pyodide_version}/stdlib-{_digest(self.stdlib_zip)}.zip"

    @cached_property
    def stdlib_rest_path(self) -> str:
        return f"assets/pyodide/{self.pyodide_version}/stdlib-rest-{_digest(self.stdlib_rest_zip)}.zip"

    @cached_property
    def engine_name(self) -> str:
        return f"engine-{_digest(self.engine_zip)}.zip"

    @cached_property
    def static_files(self) -> dict[str, bytes]:
        """Widget files by path inside the bundle folder (``js/…``, ``css/…``)."""
        out = {}
        for sub in ("js", "css"):
            for path in sorted((WIDGETS_DIR / sub).rglob("*")):
                if path.is_file() and path.name != "sw.js":  # sw.js goes to the site root
                    out[path.relative_to(WIDGETS_DIR).as_posix()] = path.read_bytes()
        return out

    @cached_property
    def page_modules(self) -> list[str]:
        """``js/paili.js`` and every module it imports, directly or not (static imports only):
        a page preloads them all at once instead of finding them level by level."""
        found, todo = [], ["js/paili.js"]
        while todo:
            name = todo.pop(0)
            if name in found:
                continue
            found.append(name)
            folder = posixpath.dirname(name)
            for spec in _STATIC_IMPORT.findall(self.static_files[name].decode()):
                todo.append(posixpath.normpath(posixpath.join(folder, spec)))
        return found

    @cached_property
    def config_js(self) -> bytes:
        text = (
            "// Written by the build (widgets/build/assets.py): names of this build's files.\n"
            f"export const ENGINE_ZIP = {json.dumps(self.engine_name)};\n"
            f"export const PYODIDE_VERSION = {json.dumps(self.pyodide_version)};\n"
            f"export const PYODIDE_DIR = {json.dumps(f'../../pyodide/{self.pyodide_version}/')};\n"
            f"export const STDLIB_ZIP = {json.dumps(self.stdlib_path.rsplit('/', 1)[1])};\n"
            f"export const STDLIB_REST_ZIP = {json.dumps(self.stdlib_rest_path.rsplit('/', 1)[1])};\n"
            # Pyodide's lock file lists its packages (none of which the site loads): given
            # here with its "info" only, the worker saves a request and 26 kB (decision 9).
            f"export const PYODIDE_LOCK = {json.dumps(self.pyodide_lock, sort_keys=True)};\n"
        )
        return text.encode()

    @cached_property
    def folder(self) -> str:
        h = hashlib.sha256()
        for name, data in sorted(self.files_without_folder().items()):
            h.update(name.encode() + b"\0" + data)
        return f"assets/paili/{h.hexdigest()[:12]}"

    def files_without_folder(self) -> dict[str, bytes]:
        return {**self.static_files, "js/config.js": self.config_js,
                self.engine_name: self.engine_zip}

    def files(self) -> dict[str, bytes]:
        """Every widget asset by its path under the site root."""
        out = {f"{self.folder}/{name}": data for name, data in self.files_without_folder().items()}
        out[self.stdlib_path] = self.stdlib_zip
        out[self.stdlib_rest_path] = self.stdlib_rest_zip
        return out

    def pyodide_files(self) -> dict[str, Path]:
        """Pyodide's files by path under the site root, to their source in node_modules."""
        missing = [n for n in PYODIDE_FILES if not (PYODIDE_DIR / n).is_file()]
        if missing:
            raise FileNotFoundError(
                f"node_modules/pyodide lacks {', '.join(missing)}: run `npm ci` first")
        return {f"assets/pyodide/{self.pyodide_version}/{n}": PYODIDE_DIR / n
                for n in PYODIDE_FILES}
