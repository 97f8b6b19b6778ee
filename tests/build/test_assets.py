"""What the build ships for speed, offline use and safety: the precompiled stdlib (in two
zips: what the first verdict needs, then the rest) and engine, the service worker, and each
page's Content-Security-Policy."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import re
import zipfile
from html import unescape

from widgets.build.stdlib import DROP, KEEP_ENCODINGS

PYODIDE = "assets/pyodide/314.0.7"


def bundle(site):
    (folder,) = (site / "assets" / "paili").iterdir()
    return folder


def config(site) -> dict:
    text = (bundle(site) / "js" / "config.js").read_text()
    return {k: json.loads(v) for k, v in re.findall(r"export const (\w+) = (.*);", text)}


def unpacked(path) -> zipfile.ZipFile:
    """A zip as the worker reads it: the file shipped is the zip gzipped whole (decision 25)."""
    return zipfile.ZipFile(io.BytesIO(gzip.decompress(path.read_bytes())))


def sw_lists(site) -> dict:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return {k: json.loads(v) for k, v in re.findall(r"^const (VERSION|SHELL|PAGES|ENGINE) = (.*);$", text, re.M)}


def test_the_worker_boots_a_precompiled_trimmed_stdlib(built_site):
    name = config(built_site)["STDLIB_ZIP"]
    data = (built_site / PYODIDE / name).read_bytes()
    assert name == f"stdlib-{hashlib.sha256(data).hexdigest()[:12]}.zip.gz"
    names = unpacked(built_site / PYODIDE / name).namelist()
    assert not [n for n in names if n.endswith(".py")], "sources left in the stdlib"
    assert {"json/__init__.pyc", "random.pyc", "dataclasses.pyc", "zipfile/__init__.pyc",
            "pyodide/__init__.pyc", "_pyodide/__init__.pyc", "asyncio/__init__.pyc"} <= set(names)
    # ours: precompiled dataclass and namedtuple code, and what uses it (decision 22)
    assert {"sitecustomize.pyc", "precompiled.marshal"} <= set(names)
    tops = {n.split("/")[0].removesuffix(".pyc") for n in names}
    assert not tops & set(DROP)
    assert {n[len("encodings/"):-4] for n in names if n.startswith("encodings/")} <= KEEP_ENCODINGS
    magic = unpacked(built_site / PYODIDE / name).read("json/__init__.pyc")[:4]
    assert magic[2:] == b"\r\n"  # a real .pyc header (its magic number is CPython 3.14's, from Pyodide)


def test_the_engine_zip_is_bytecode_and_its_data(built_site):
    name = config(built_site)["ENGINE_ZIP"]
    names = unpacked(bundle(built_site) / name).namelist()
    assert "engine/api.pyc" in names and "engine/__init__.pyc" in names
    assert all(n.endswith(".pyc") for n in names), names  # the sample deals stay with the build


def test_the_build_ships_a_heap_a_first_visit_may_restore(built_site):
    """Pyodide's heap with the engine imported (decision 58), gzipped, named by its hash, its
    size in config.js for the worker to weigh; the build restored it and got the same answers
    (stdlib.py), so here only what is shipped: not kept by the service worker (a kept engine
    keeps it), and far from the whole heap's size (most of a heap is zeros)."""
    name, size = config(built_site)["HEAP"], config(built_site)["HEAP_BYTES"]
    data = (bundle(built_site) / name).read_bytes()
    assert name == f"heap-{hashlib.sha256(data).hexdigest()[:12]}.bin.gz"
    assert size == len(data)
    heap = gzip.decompress(data)
    assert len(heap) > 4 * len(data)   # WebAssembly memory, mostly zeros
    lists = sw_lists(built_site)
    assert not [u for u in lists["SHELL"] + lists["ENGINE"] if name in u]


def test_the_stdlib_comes_in_two_zips_the_first_verdict_needs_only_the_first(built_site):
    """The worker boots with the modules Pyodide's start-up and the engine import (the build
    booted that way and answered every worked example with it, decision 9); the rest of the
    trimmed stdlib is a second zip, fetched after the first answer; no module is in both."""
    first_name, rest_name = config(built_site)["STDLIB_ZIP"], config(built_site)["STDLIB_REST_ZIP"]
    rest_data = (built_site / PYODIDE / rest_name).read_bytes()
    assert rest_name == f"stdlib-rest-{hashlib.sha256(rest_data).hexdigest()[:12]}.zip.gz"
    first = set(unpacked(built_site / PYODIDE / first_name).namelist())
    rest = set(unpacked(built_site / PYODIDE / rest_name).namelist())
    assert not first & rest
    assert {"json/__init__.pyc", "dataclasses.pyc", "_pyodide/__init__.pyc"} <= first
    assert {"argparse.pyc", "decimal.pyc", "statistics.pyc"} <= rest  # nothing at boot imports them
    assert not [n for n in rest if n.endswith(".py")]
    # the first verdict's bytes: well under stock Pyodide's stdlib (2.5 MB)
    assert (built_site / PYODIDE / first_name).stat().st_size < 1_500_000
    engine = sw_lists(built_site)["ENGINE"]
    assert f"{PYODIDE}/{rest_name}" in engine and f"{PYODIDE}/{first_name}" in engine
    assert not list(built_site.rglob("snapshot-*"))
    # Pyodide's lock file is given to loadPyodide by the worker: its info, no package to fetch
    lock = config(built_site)["PYODIDE_LOCK"]
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.14")


def test_the_zips_are_stored_and_shipped_gzipped_whole(built_site):
    """Python reads a module without inflating it in WebAssembly: the browser's gzip unpacks the
    whole zip as it arrives (unpack.js). Fixed bytes: the same zip, the same file and name."""
    files = [built_site / PYODIDE / config(built_site)[key] for key in ("STDLIB_ZIP", "STDLIB_REST_ZIP")]
    files.append(bundle(built_site) / config(built_site)["ENGINE_ZIP"])
    for path in files:
        data = path.read_bytes()
        assert data[:2] == b"\x1f\x8b" and data[4:8] == bytes(4), path.name  # gzip, no time
        zf = unpacked(path)
        assert {i.compress_type for i in zf.infolist()} == {zipfile.ZIP_STORED}, path.name
        assert zf.testzip() is None, path.name


def test_module_and_function_docstrings_are_left_out_class_ones_kept(built_site):
    """Docstrings are bytes a reader downloads and nothing reads; a class keeps its own (a
    dataclass without one would compute it from inspect.signature at import)."""
    stdlib = unpacked(built_site / PYODIDE / config(built_site)["STDLIB_ZIP"])
    # CPython 3.14's .pyc cannot be unmarshalled here (3.11): look for the strings in its bytes
    json_init = stdlib.read("json/__init__.pyc")
    assert b"JSON (JavaScript Object Notation)" not in json_init          # the module's docstring
    assert b"Serialize ``obj`` as a JSON formatted stream" not in json_init  # a function's
    assert b"JSONDecodeError" in json_init                                 # the code is all there
    enum = stdlib.read("enum.pyc")
    assert b"Create a collection of name/value pairs." in enum             # a class keeps its own
    engine = unpacked(bundle(built_site) / config(built_site)["ENGINE_ZIP"])
    assert "engine/api.pyc" in engine.namelist()


def test_a_page_asks_for_one_sheet_and_one_module_at_once(built_site):
    """Decision 23: the widgets' JS is bundled (one module for the page, one for the worker,
    and the small early start of a kept engine, decision 50) and their CSS is one sheet, linked right after Material's sheets and before the head's
    inline scripts; Material's own script is preloaded from the head."""
    html = (built_site / "games" / "zhaopengyou" / "index.html").read_text(encoding="utf-8")
    head = html[:html.index("</head>")]
    ours = re.findall(r'<(?:link|script)[^>]*assets/paili/\w+/([\w/.-]+)"', html)
    assert ours == ["css/paili.css", "js/engine-early.js", "js/paili.js"], ours
    assert re.search(r'<script type="module" async src="[^"]+/js/engine-early\.js">', head)   # runs as it arrives
    assert "modulepreload" not in html
    assert re.findall(r'<link rel="stylesheet" href="([^"]+)"', head)[-1].endswith("/css/paili.css")  # after Material's
    assert head.index("js/paili.js") < head.index("<script>")              # before the inline scripts
    preload = re.search(r'<link rel="preload" as="script" href="([^"]+)">', head)
    assert preload and f'<script src="{preload[1]}"></script>' in html
    folder = bundle(built_site)
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.js")) == [
        "js/config.js", "js/engine-early.js", "js/paili.js", "js/worker.js"]
    assert sorted(p.name for p in folder.rglob("*.css")) == ["paili.css"]
    for name in ("engine-early.js", "paili.js", "worker.js"):   # self-contained: no import of another of our files
        code = (folder / "js" / name).read_text(encoding="utf-8")
        assert not re.search(r'\bfrom\s*"\.', code) and not re.search(r'\bimport\s*"\.', code), name
    page = (folder / "js" / "paili.js").read_text(encoding="utf-8")
    for element in ("pl-check", "pl-shape-check", "pl-replay", "pl-practice", "pl-random-deal", "pl-card-picker"):
        assert f'"{element}"' in page, element
    worker = (folder / "js" / "worker.js").read_text(encoding="utf-8")
    assert config(built_site)["ENGINE_ZIP"] in worker and config(built_site)["STDLIB_ZIP"] in worker
    plain = (built_site / "reference" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert "css/paili.css" in plain and "paili.js" not in plain and "engine-early.js" not in plain


def test_the_service_worker_is_at_the_root_and_lists_real_files(built_site):
    lists = sw_lists(built_site)
    assert re.fullmatch(r"[0-9a-f]{16}", lists["VERSION"])
    for path in lists["SHELL"] + lists["ENGINE"]:
        assert (built_site / path).is_file(), path
    for path in lists["PAGES"]:
        assert (built_site / path).is_file() or (built_site / path / "index.html").is_file(), path
    assert "" in lists["PAGES"] and "en/" in lists["PAGES"] and "en/games/wushik/" in lists["PAGES"]
    # Pyodide and the engine are cached when the engine is used, never at install.
    assert not [p for p in lists["SHELL"] if "/pyodide/" in p or p.endswith(".zip.gz")]
    assert f"{PYODIDE}/pyodide.asm.wasm" in lists["ENGINE"]
    assert f"{PYODIDE}/{config(built_site)['STDLIB_ZIP']}" in lists["ENGINE"]
    assert not (bundle(built_site) / "js" / "sw.js").exists()


def test_only_a_live_check_registers_the_service_worker(built_site):
    """Pages do not register it (reading alone never leads to Pyodide); the engine client does,
    at the site root, once the engine has answered."""
    for path in built_site.rglob("*.html"):
        assert "serviceWorker" not in path.read_text(encoding="utf-8"), path
    client = (bundle(built_site) / "js" / "paili.js").read_text()   # the engine client is bundled in it
    assert re.search(r'serviceWorker\.register\(new URL\("\.\./\.\./\.\./\.\./sw\.js",\s*import\.meta\.url\)\)', client)
    assert bundle(built_site).relative_to(built_site).as_posix().count("/") == 2  # …/js/ + 4 × ../ = root


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_every_page_has_a_policy_first_that_allows_exactly_its_inline_code(built_site):
    for path in built_site.rglob("*.html"):
        html = path.read_text(encoding="utf-8")
        head = html[html.index("<head>") + len("<head>"):]
        m = re.match(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', head)
        assert m, f"{path}: the policy must come first in <head>"
        policy = dict(d.split(" ", 1) for d in m[1].split("; "))
        script = policy["script-src"].split()
        assert script[:2] == ["'self'", "'wasm-unsafe-eval'"], path
        # only WebAssembly compiles; no string is ever code, in any directive
        assert "'unsafe-eval'" not in " ".join(policy.values()).split(), path
        assert "'unsafe-inline'" not in script and "*" not in " ".join(policy.values())
        assert policy["object-src"] == "'none'" and policy["default-src"] == "'self'"
        inline = [b for a, b in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
                  if "src=" not in a and "application/json" not in a]
        for body in inline:
            assert _sha(body) in script, (path, body[:80])
        for tag in re.findall(r"<[a-zA-Z][^>]*>", html):
            for handler in re.findall(r'\son[a-z]+="([^"]*)"', tag):
                assert "'unsafe-hashes'" in script and _sha(unescape(handler)) in script, (path, tag)
