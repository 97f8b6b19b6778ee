"""The worker's first verdict imports its own game's modules only (each GAME's ``serves``):
boot.js IMPORT_ENGINE loads the engine's entry and the renderer, no family module, and a
verdict drawn as the worker draws it (widgets/render/live.py, its rule cited by title) loads
the modules of its op and of its game's options and rules. The warm-up's first step
(IMPORT_REST) loads every family module. Run in a fresh CPython, the browser's imports being
the same (the build's Pyodide check answers every worked example that way)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import op_modules

MODULES = op_modules()

ROOT = Path(__file__).resolve().parents[2]
BOOT_JS = (ROOT / "widgets/js/boot.js").read_text(encoding="utf-8")


def _python_of(name: str) -> str:
    """The Python text of a template constant of boot.js (its ${...} parts are sys.path lines)."""
    code = re.search(rf"export const {name} = `(.*?)`;", BOOT_JS, re.S).group(1)
    return "\n".join(line for line in code.splitlines() if "${" not in line)


RUN = """
import json, sys
exec(sys.argv[1])
exec(sys.argv[5], {"PAGE_GAMES": json.loads(sys.argv[6])})
family = lambda: sorted(m for m in sys.modules if m in json.loads(sys.argv[4]))
booted = family()
from widgets.render.live import answer
out = json.loads(answer(sys.argv[2], json.dumps({"lang": "zh", "root": "/", "draw": "verdict"})))
first = family()
exec(sys.argv[3])
print(json.dumps({"booted": booted, "first": first, "rest": family(), "html": out["html"],
                  "ok": out["response"]["ok"]}))
"""


def _run(request: dict, page_games: tuple[str, ...] = ()) -> dict:
    args = [_python_of("IMPORT_ENGINE"), json.dumps(request), _python_of("IMPORT_REST"), json.dumps(list(MODULES)),
            _python_of("IMPORT_PAGE"), json.dumps(page_games)]
    out = subprocess.run([sys.executable, "-c", RUN, *args], cwd=ROOT, check=True, capture_output=True,
                         text=True, env={"PYTHONPATH": str(ROOT)})
    return json.loads(out.stdout)


@pytest.mark.parametrize(("request_", "own"), [
    ({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"}, "cards": "S4 S4 S6 S6"},
     ["engine.tractor.deal", "engine.tractor.play"]),
    ({"op": "classify", "game": "wushik", "cards": "S5 S10 SK"}, ["engine.climbing.wushik.ops"]),
])
def test_the_first_verdict_imports_its_own_game_only(request_, own):
    got = _run(request_)
    assert got["ok"] and 'class="pl-rule"' in got["html"]      # answered, its rule cited
    assert got["booted"] == []
    assert got["first"] == own
    assert got["rest"] == sorted(MODULES)


def test_the_pages_games_are_imported_at_boot_and_the_first_verdict_imports_nothing_more():
    # engine-client.js names the games of the page's widgets; boot.js IMPORT_PAGE loads them.
    request = {"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"}, "cards": "S4 S4 S6 S6"}
    got = _run(request, ("zhaopengyou",))
    assert got["ok"] and got["booted"] == got["first"] == ["engine.tractor.deal", "engine.tractor.play"]
    assert got["html"] == _run(request)["html"]
    assert _run({"op": "classify", "game": "wushik", "cards": "S5 S10 SK"}, ("mingan", "wushik"))["booted"] == [
        "engine.climbing.mingan.ops", "engine.climbing.wushik.ops"]
