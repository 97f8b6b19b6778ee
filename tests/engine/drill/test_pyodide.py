"""Same request, same question in Pyodide: the engine's own files run in the Pyodide the site
ships (node_modules/pyodide, CPython 3.14 in WebAssembly, under Node) answer a batch of drill
requests — every game with a drill op, every kind at its first and last level, a beginner's
mix, and the grade of each solution — exactly as CPython here does, byte for byte as JSON."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from engine import games
from engine.api import handle
from tests.bench.drill_coverage import family, has_drill

ROOT = Path(__file__).resolve().parents[3]
PYODIDE = ROOT / "node_modules/pyodide/pyodide.mjs"

RUNNER = """
const root = process.argv[2];
const { loadPyodide } = await import(root + "/node_modules/pyodide/pyodide.mjs");
const fs = await import("node:fs");
const path = await import("node:path");
const py = await loadPyodide();
function copy(dir) {
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "__pycache__") { py.FS.mkdirTree("/home/pyodide/" + rel); copy(rel); }
    } else if (e.name.endsWith(".py")) {
      py.FS.writeFile("/home/pyodide/" + rel, fs.readFileSync(path.join(root, rel)));
    }
  }
}
py.FS.mkdirTree("/home/pyodide/engine");
copy("engine");
py.globals.set("REQS", fs.readFileSync(0, "utf8"));
process.stdout.write(py.runPython(`
import sys, json
sys.path.insert(0, "/home/pyodide")
from engine.api import handle
json.dumps([handle(r) for r in json.loads(REQS)], sort_keys=True)
`));
"""


def _requests() -> list[dict]:
    out = []
    for game in games.GAMES:
        if not has_drill(game):
            continue
        out.append({"op": "drill", "game": game, "seed": 2**53 - 1})
        for kind, levels in family(game).KINDS.items():
            for level in sorted({levels[0], levels[-1]}):
                out.append({"op": "drill", "game": game, "seed": 1234 + level, "kind": kind, "level": level})
    return out + [{**r, "answer": handle(r)["solution"]} for r in out]


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.exists(), reason="needs node and node_modules/pyodide")
def test_pyodide_asks_and_grades_the_same(tmp_path):
    runner = tmp_path / "runner.mjs"
    runner.write_text(RUNNER, encoding="utf-8")
    reqs = _requests()
    proc = subprocess.run(["node", str(runner), str(ROOT)], input=json.dumps(reqs), capture_output=True,
                          text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    there = json.loads(proc.stdout)
    here = [handle(r) for r in reqs]
    for req, a, b in zip(reqs, here, there):
        assert a == b, req
    assert all(a["ok"] for a in here)
