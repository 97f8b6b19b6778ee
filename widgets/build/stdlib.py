"""Build-time: the standard library and the engine as precompiled ``.pyc`` zips, checked.

Pyodide's stock ``python_stdlib.zip`` holds ``.py`` sources, so every module the browser
imports is compiled there, on each visit, in WebAssembly: most of the cold start
(maintainers page, decision 7). This step runs the same Pyodide under Node
(``stdlib.mjs``), compiles every module to a sourceless, unchecked hash-based ``.pyc``
(bytecode of the browser's own CPython 3.14, module and function docstrings left out), and
leaves out what neither Pyodide's start-up nor the engine can import (``DROP``,
``KEEP_ENCODINGS``).

Then it splits the stdlib in two (decision 9): a Pyodide boots the worker's way
(``boot.js``) and imports the whole engine (as the warm-up does, ``IMPORT_REST``); the
modules it loaded are the **first** zip, the one the worker boots with, and the others the
**rest**, fetched after the first answer.

Then it checks the result: a second Pyodide boots *the way the worker does* (the first zip
only) and answers every worked example of the docs and every sample deal, each game's
modules imported by its first request (``engine/games.py``); each answer must agree with
CPython's (ok, error code, rule id, HTML), no module the answers or the warm-up's import load
may come from anywhere but the first zip and the engine zip, and the answers must stay the
same once the rest is installed. It also makes the **heap** a first visit may download
instead of starting CPython (decision 58): Pyodide booted the worker's way with the first zip
and the engine zip, every game's modules imported (``boot.js`` ``makeHeap``, what a kept
engine keeps), gzipped; the check restores it as the worker does and asks every request again:
the same answers and HTML. A static check also
fails the build if any engine module imports a dropped name. Results are cached under
``node_modules/.cache/paili/`` by a hash of everything that goes in.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("stdlib.mjs")
BOOT_JS = ROOT / "widgets" / "js" / "boot.js"
HEAP_DELTA_JS = ROOT / "widgets" / "js" / "heap-delta.js"   # how the heap is shipped (decision 61)
# Ours, added to the stdlib: precompiled dataclass and namedtuple code (decision 22).
SITECUSTOMIZE = ROOT / "widgets" / "stdlib" / "sitecustomize.py"
TABLE = "precompiled.marshal"  # sitecustomize.py TABLE: a member of the first zip
CACHE = ROOT / "node_modules" / ".cache" / "paili"

# Top-level stdlib names left out: none is imported by Pyodide's start-up, the worker or
# the engine (checked below); together about a third of the zip.
DROP = sorted("""
_pyrepl unittest doctest pdb bdb pydoc pydoc_data xmlrpc wsgiref imaplib poplib smtplib ftplib
mailbox multiprocessing email http xml urllib html _markupbase sqlite3 pickletools cProfile profile
pstats trace tabnanny pyclbr modulefinder compileall zipapp webbrowser antigravity this __hello__
__phello__ wave idlelib tkinter turtle turtledemo lib2to3 ensurepip venv test
""".split())
# The codecs kept (the rest of ``encodings/`` is charmap tables for legacy code pages):
# what CPython itself and zipfile need. Text in the engine is str, JSON in and out.
KEEP_ENCODINGS = {"__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16",
                  "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "cp437",
                  "raw_unicode_escape", "unicode_escape", "charmap", "idna", "punycode"}

FENCE = re.compile(r"^```paili\n(.*?)^```", re.S | re.M)


def _drop_names(stdlib_zip: Path) -> list[str]:
    """DROP plus the ``encodings/`` entries not kept (as zip paths without ``.py``)."""
    import zipfile
    names = list(DROP)
    for name in zipfile.ZipFile(stdlib_zip).namelist():
        if name.startswith("encodings/") and name.endswith(".py"):
            stem = name[len("encodings/"):-3]
            if stem not in KEEP_ENCODINGS:
                names.append(f"encodings/{stem}")
    return names


def check_engine_imports() -> None:
    """No module shipped to the browser (the engine, the renderer) may import a dropped name
    (lazy imports included)."""
    dropped = set(DROP)
    for path in sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "widgets" / "render").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                tops = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops = [node.module.split(".")[0]]
            else:
                continue
            bad = dropped.intersection(tops)
            if bad:
                raise RuntimeError(f"{path.relative_to(ROOT)} imports {sorted(bad)}, which the browser's "
                                   f"trimmed stdlib leaves out (widgets/build/stdlib.py DROP)")


def check_requests() -> list[dict]:
    """Every worked example in docs/ and every sample deal: the requests the check asks."""
    import yaml
    requests = []
    for page in sorted((ROOT / "docs").rglob("*.md")):
        for body in FENCE.findall(page.read_text(encoding="utf-8")):
            data = yaml.safe_load(body)
            if isinstance(data, dict):
                data.pop("expect", None)
                data.pop("widget", None)
                trump = data.get("trump")
                if isinstance(trump, dict) and isinstance(trump.get("rank"), int):
                    trump["rank"] = str(trump["rank"])
                requests.append(data)
    for path in sorted(ROOT.glob("engine/*/samples/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(record, dict) and "game" in record:
            requests.append({"op": "replay", "game": record["game"], "deal": record})
    return requests


def view_of(request: dict, lang: str) -> dict:
    """How the worker asks the renderer to draw a request (widgets/render/live.py)."""
    return {"lang": lang, "root": "/", "draw": "replay" if request.get("op") == "replay" else "verdict"}


def _node(mode: str, pyodide_dir: Path, job: dict, tmp: Path) -> str:
    job_path = tmp / f"{mode}.json"
    job_path.write_text(json.dumps(job, ensure_ascii=False), encoding="utf-8")
    proc = subprocess.run(["node", str(SCRIPT), mode, str(pyodide_dir), str(job_path)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        # Node quotes the line that threw: for Pyodide's minified JS, a line of 100 kB.
        said = "\n".join(line if len(line) < 500 else line[:200] + " …" for line in proc.stderr.splitlines())
        raise RuntimeError(f"widgets/build/stdlib.mjs {mode} failed:\n{said[-3000:]}")
    return proc.stdout


NAMES = ("stdlib.zip", "stdlib-rest.zip", "engine.zip", "heap.bin.gz")


def split_zip(data: bytes, first: set[str]) -> tuple[bytes, bytes]:
    """(the entries named in ``first``, the others), each a zip with the same entries' bytes."""
    import io
    import zipfile
    src = zipfile.ZipFile(io.BytesIO(data))
    outs = (io.BytesIO(), io.BytesIO())
    with zipfile.ZipFile(outs[0], "w") as a, zipfile.ZipFile(outs[1], "w") as b:
        for info in src.infolist():
            (a if info.filename in first else b).writestr(info, src.read(info))
    return outs[0].getvalue(), outs[1].getvalue()


def with_members(data: bytes, members: dict[str, bytes]) -> bytes:
    """The zip ``data`` with ``members`` (name: bytes) added, stored, at fixed times."""
    import io
    import zipfile
    out = io.BytesIO(data)
    with zipfile.ZipFile(out, "a") as dst:
        for name, body in members.items():
            entry = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, body)
    return out.getvalue()


def compiled(pyodide_dir: Path, engine_zip: bytes) -> tuple[bytes, bytes, bytes, bytes]:
    """(first stdlib zip, rest of the stdlib, engine zip, gzipped heap): ``.pyc`` zips, split
    by what the boot loads, and Pyodide's heap booted with them as the worker boots, every
    game's modules imported (what a first visit may restore: decision 58); all checked
    (:func:`check_compiled`); from the cache when nothing changed."""
    stdlib_in = pyodide_dir / "python_stdlib.zip"
    # Each request drawn in both languages, as the worker draws it: the HTML must be CPython's.
    requests = [r for r in check_requests() for _ in ("zh", "en")]
    views = [view_of(r, lang) for r in requests[::2] for lang in ("zh", "en")]
    key = hashlib.sha256()
    for part in (stdlib_in.read_bytes(), SCRIPT.read_bytes(), BOOT_JS.read_bytes(), HEAP_DELTA_JS.read_bytes(),
                 SITECUSTOMIZE.read_bytes(),
                 Path(__file__).read_bytes(), engine_zip,
                 json.dumps(requests, sort_keys=True, ensure_ascii=False).encode()):
        key.update(hashlib.sha256(part).digest())
    folder = CACHE / key.hexdigest()[:16]
    if all((folder / name).is_file() for name in NAMES):
        return tuple((folder / name).read_bytes() for name in NAMES)

    check_engine_imports()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        (tmp / "engine-src.zip").write_bytes(engine_zip)
        (tmp / "stdlib-src.zip").write_bytes(with_members(
            stdlib_in.read_bytes(), {"sitecustomize.py": SITECUSTOMIZE.read_bytes()}))
        _node("compile", pyodide_dir, {
            "stdlib_in": str(tmp / "stdlib-src.zip"), "stdlib_out": str(tmp / "stdlib-all.zip"),
            "drop": _drop_names(stdlib_in),
            "engine_in": str(tmp / "engine-src.zip"), "engine_out": str(tmp / "engine.zip")}, tmp)
        first = set(json.loads(_node("select", pyodide_dir, {
            "stdlib": str(tmp / "stdlib-all.zip"), "engine": str(tmp / "engine.zip"),
            "table": str(tmp / TABLE)}, tmp)))
        stdlib, rest = split_zip((tmp / "stdlib-all.zip").read_bytes(), first)
        (tmp / "stdlib.zip").write_bytes(with_members(stdlib, {TABLE: (tmp / TABLE).read_bytes()}))
        (tmp / "stdlib-rest.zip").write_bytes(rest)
        _node("heap", pyodide_dir, {"stdlib": str(tmp / "stdlib.zip"), "engine": str(tmp / "engine.zip"),
                                    "out": str(tmp / "heap.bin.gz")}, tmp)
        out = json.loads(_node("check", pyodide_dir, {
            "stdlib": str(tmp / "stdlib.zip"), "rest": str(tmp / "stdlib-rest.zip"),
            "engine": str(tmp / "engine.zip"), "heap": str(tmp / "heap.bin.gz"),
            "requests": requests, "views": views}, tmp))
        check_compiled(requests, views, out)
        folder.mkdir(parents=True, exist_ok=True)
        for name in NAMES:
            (folder / name).write_bytes((tmp / name).read_bytes())
    return tuple((folder / name).read_bytes() for name in NAMES)


def check_compiled(requests: list[dict], views: list[dict], out: dict) -> None:
    """What the ``check`` step saw of the compiled zips in Pyodide (``out``), held against
    CPython: the same answer and HTML for every request, no dropped module imported, the same
    answers once the rest of the stdlib is in, nothing compiled at run time, nothing loaded
    from outside the first two zips. Raises, saying what to do, on the first that fails."""
    from engine.api import handle
    from widgets.render.live import answer

    wrong = []
    for request, view, got in zip(requests, views, out["answers"]):
        want = handle(request)
        expected = {"ok": want["ok"], "code": None if want["ok"] else want["error"]["code"],
                    "rule": want.get("rule"),
                    "html": json.loads(answer(json.dumps(request), json.dumps(view)))["html"]}
        if {k: got[k] for k in expected} != expected or got["code"] == "internal":
            wrong.append(f"{json.dumps(request, ensure_ascii=False)[:300]} ({view['lang']})\n"
                         f"    CPython: {str(expected)[:600]}\n    Pyodide: {str(got)[:600]}")
    if wrong:
        raise RuntimeError("the compiled engine or renderer on the trimmed stdlib disagrees with CPython on "
                           f"{len(wrong)} request(s):\n" + "\n".join(wrong[:10]))
    loaded = {m.split(".")[0] for m in out["modules"]}
    if loaded & set(DROP):
        raise RuntimeError(f"dropped stdlib modules were imported: {sorted(loaded & set(DROP))}")
    if not out["again"]:
        raise RuntimeError("the engine answered differently once the rest of the stdlib was installed")
    if out["misses"]:
        raise RuntimeError(f"{len(out['misses'])} text(s) compiled at run time by dataclasses or namedtuple, "
                           f"not precompiled (widgets/stdlib/sitecustomize.py): {out['misses'][:5]} — a class "
                           "created inside a function? Create it at the top of a module, which the select "
                           "step imports")
    if out["outside"]:
        raise RuntimeError(f"modules loaded from neither the first stdlib zip nor the engine zip (in the browser "
                           f"they would wait for the rest zip): {out['outside']} — import them at the top of an "
                           "engine module, so the build's select step puts them in the first zip")
    heap = out.get("heap")
    if heap is not None and heap["via"] != "snapshot":
        raise RuntimeError(f"the shipped heap could not be restored (the worker would boot the ordinary way): "
                           f"{heap['failure']}")
    if heap is not None and not heap["same"]:
        first = heap["first"]
        raise RuntimeError("the engine restored from the shipped heap answered differently from an ordinary boot, "
                           f"first: {json.dumps(first['request'], ensure_ascii=False)[:300]}\n"
                           f"    boot: {first['boot'][:600]}\n    heap: {first['heap'][:600]}")
