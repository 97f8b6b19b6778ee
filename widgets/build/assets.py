"""What the build ships for the browser, and under which names.

- ``assets/pyodide/<version>/``: the five files of the npm package ``pyodide`` that a
  pure-Python program needs (PLATFORM.md), copied from ``node_modules``. The version
  in the path makes them safe to cache for ever.
- ``assets/pyodide/<version>/stdlib-<hash>.zip.gz``: the standard library modules Pyodide's
  start-up and the engine import, precompiled to ``.pyc`` (``stdlib.py``); the worker boots
  Pyodide with it instead of the stock ``python_stdlib.zip`` (still shipped: it is what the
  bench compares against). ``stdlib-rest-<hash>.zip.gz`` beside it: the rest of the trimmed
  stdlib, fetched after the first answer.
- ``assets/paili/<hash>/``: the widgets' JS and CSS and ``engine-<hash>.zip.gz`` (the engine
  and the renderer, ``widgets/render``, precompiled to ``.pyc`` the same way); the folder
  name hashes all of it, the zip name hashes the engine alone. The JS is bundled (esbuild,
  pinned in package.json; maintainers page, decision 23): ``js/paili.js`` is the page's one
  module, ``js/worker.js`` the worker's, ``js/engine-early.js`` the early start of a kept
  engine (decision 50), each with everything it imports, and
  ``css/paili.css`` the six style sheets in their order: a page asks for three files where
  it asked for 26. ``config.js`` (the names of this build's files, so nothing is guessed at
  run time) is bundled into the worker, and also written beside it as the build's record.
  ``heap-<hash>.bin.gz`` beside them: Pyodide's heap with the engine and every game's modules
  imported (``stdlib.py``), which a first visit downloads instead of starting CPython where
  that is faster (a slow CPU on a fast network: decision 58); the service worker does not
  keep it (a kept engine does, kept.js).
- The three zips are stored, not deflated, and each is shipped gzipped whole (``packed``;
  maintainers page, decision 25): the worker unpacks it with the browser's own gzip as it
  arrives, and Python reads its modules without inflating them in WebAssembly; one gzip
  stream over a whole zip is also smaller than its entries deflated one by one.
- ``sw.js`` at the site root: the service worker (offline use), its cache named after the
  bundle folder's hash and its list of files written in by the build (``hooks.py``).
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE_DIR = ROOT / "engine"
WIDGETS_DIR = ROOT / "widgets"
RENDER_DIR = WIDGETS_DIR / "render"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
# The widgets' style sheets, in cascade order: widgets; their controls; page layout (phone
# first); the table drawing; practice; the match sheet. Shipped as one file, css/paili.css.
CSS = ("paili", "inputs", "page", "table", "practice", "match")
# Bundled as one module each (with everything they import): the page's, the worker's, and the
# early start of a kept engine (engine-early.js, decision 50).
ENTRIES = ("js/paili.js", "js/worker.js", "js/engine-early.js")
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
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
    with zipfile.ZipFile(buf, "w") as zf:
        for path in shipped_sources():
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), _EPOCH)
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    return buf.getvalue()


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def packed(data: bytes) -> bytes:
    """A zip as shipped: gzipped whole, with stable bytes (no time, no name in the header)."""
    return gzip.compress(data, 9, mtime=0)


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
    def _compiled(self) -> tuple[bytes, bytes, bytes, bytes]:  # (stdlib, its rest, engine, heap)
        from .stdlib import compiled
        self.pyodide_files()  # a clear message when node_modules is missing
        return compiled(PYODIDE_DIR, self.source_zip)

    # The three zips as shipped (``packed``); ``_compiled`` holds them as zips.
    @cached_property
    def engine_zip(self) -> bytes:
        return packed(self._compiled[2])

    @cached_property
    def stdlib_zip(self) -> bytes:
        return packed(self._compiled[0])

    @cached_property
    def stdlib_rest_zip(self) -> bytes:
        return packed(self._compiled[1])

    @cached_property
    def heap(self) -> bytes:
        """The shipped heap, gzipped (decision 58)."""
        return self._compiled[3]

    @cached_property
    def heap_name(self) -> str:
        return f"heap-{_digest(self.heap)}.bin.gz"

    @cached_property
    def stdlib_path(self) -> str:
        """Where the precompiled stdlib lives, under the site root."""
        return f"assets/pyodide/{self.pyodide_version}/stdlib-{_digest(self.stdlib_zip)}.zip.gz"

    @cached_property
    def stdlib_rest_path(self) -> str:
        return f"assets/pyodide/{self.pyodide_version}/stdlib-rest-{_digest(self.stdlib_rest_zip)}.zip.gz"

    @cached_property
    def engine_name(self) -> str:
        return f"engine-{_digest(self.engine_zip)}.zip.gz"

    @cached_property
    def static_files(self) -> dict[str, bytes]:
        """Widget files by path inside the bundle folder: the bundled modules
        (``ENTRIES``) and the one style sheet (``css/paili.css``)."""
        return {**bundled(self.config_js), "css/paili.css": minified_css()}

    @cached_property
    def config_js(self) -> bytes:
        text = (
            "// Written by the build (widgets/build/assets.py): names of this build's files.\n"
            f"export const ENGINE_ZIP = {json.dumps(self.engine_name)};\n"
            f"export const PYODIDE_VERSION = {json.dumps(self.pyodide_version)};\n"
            f"export const PYODIDE_DIR = {json.dumps(f'../../pyodide/{self.pyodide_version}/')};\n"
            f"export const STDLIB_ZIP = {json.dumps(self.stdlib_path.rsplit('/', 1)[1])};\n"
            f"export const STDLIB_REST_ZIP = {json.dumps(self.stdlib_rest_path.rsplit('/', 1)[1])};\n"
            # The shipped heap and its size, which the worker weighs against its CPU (decision 58).
            f"export const HEAP = {json.dumps(self.heap_name)};\n"
            f"export const HEAP_BYTES = {len(self.heap)};\n"
            # Unpacked (gzip's own trailer): the buffer the worker gives Pyodide before the
            # bytes come (decision 61).
            f"export const HEAP_UNPACKED_BYTES = {int.from_bytes(self.heap[-4:], 'little')};\n"
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
        return {**self.static_files, "js/config.js": self.config_js,  # bundled; kept as the record
                self.engine_name: self.engine_zip, self.heap_name: self.heap}

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


def esbuild(*args: str, stdin: bytes | None = None, cwd: Path | None = None) -> bytes:
    """Run the pinned esbuild (``npm ci`` installs it); its output, or a clear error."""
    if not ESBUILD.exists():
        raise FileNotFoundError(f"{ESBUILD} is missing: run `npm ci` first")
    done = subprocess.run([str(ESBUILD), *args, "--log-level=error"], input=stdin, cwd=cwd,
                          capture_output=True, check=False)
    if done.returncode:
        raise RuntimeError(f"esbuild {' '.join(args)} failed:\n{done.stderr.decode(errors='replace')}")
    return done.stdout


def bundled(config_js: bytes) -> dict[str, bytes]:
    """``ENTRIES``, each one ES module holding every module it imports (``config.js``, which
    the build writes, included). Whitespace and syntax are minified, names kept (a stack trace
    still reads). esbuild's output depends on its input only: the same files, the same bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp, "src"), Path(tmp, "out")
        for path in (WIDGETS_DIR / "js").rglob("*.js"):
            dest = src / path.relative_to(WIDGETS_DIR)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(path.read_bytes())
        (src / "js" / "config.js").write_bytes(config_js)
        esbuild(*ENTRIES, "--bundle", "--format=esm", "--minify-whitespace", "--minify-syntax",
                "--charset=utf8", f"--outdir={out / 'js'}", cwd=src)
        return {name: (out / name).read_bytes() for name in ENTRIES}


def minified_css() -> bytes:
    """The widgets' style sheets (``CSS``) in their order, as one minified sheet."""
    text = b"\n".join((WIDGETS_DIR / "css" / f"{name}.css").read_bytes() for name in CSS)
    return esbuild("--loader=css", "--minify", "--charset=utf8", stdin=text)
