"""engine/games.py MODULES says what each family module serves without importing it; a
request imports only the modules it needs. The declaration must equal what the modules
themselves export, and the per-game tables must be what they were when every module was read.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import games
from engine.api import handle

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", list(games.MODULES))
def test_declaration_equals_the_module(name):
    mod = importlib.import_module(name)
    serves = games.MODULES[name]
    assert sorted(serves.games) == sorted(mod.GAMES) and len(set(serves.games)) == len(serves.games)
    assert sorted(serves.ops) == sorted(mod.OPS) and len(set(serves.ops)) == len(serves.ops)
    assert serves.only == {op: tuple(gs) for op, gs in getattr(mod, "OP_GAMES", {}).items()}
    assert serves.book == bool(mod.OPTIONS or mod.RULES)
    assert set(serves.games) <= set(games.GAMES)


def test_each_op_of_a_game_is_served_once():
    for game in games.GAMES:
        for op in {op for s in games.MODULES.values() for op in s.ops}:
            serving = [n for n, s in games.MODULES.items() if s.answers(game, op)]
            assert len(serving) <= 1, (game, op, serving)


@pytest.mark.parametrize("game", list(games.GAMES))
def test_tables_equal_every_module_read(game):
    every = [importlib.import_module(name) for name in games.MODULES]
    table = {}
    for mod in every:
        if game in mod.GAMES:
            only = getattr(mod, "OP_GAMES", {})
            table.update({op: fn for op, fn in mod.OPS.items() if op not in only or game in only[op]})
    assert games.ops(game) == table
    assert games.op_names(game) == tuple(sorted(table))
    assert all(games.handler(game, op) is fn for op, fn in table.items())
    assert games.handler(game, "no_such_op") is None
    assert games.options(game) == tuple(o for mod in every for o in mod.OPTIONS if game in o.games)
    assert games.rules(game) == tuple(r for mod in every for r in mod.RULES if game in r.games)


# What a fresh interpreter imports to answer one request: the modules of its op and of its
# game's options and rules, no other game's.
FIRST = """
import json, sys
from engine.api import handle
from engine.games import MODULES
answer = handle(json.loads(sys.argv[1]))
print(json.dumps({"ok": answer["ok"], "loaded": sorted(m for m in sys.modules if m in MODULES)}))
"""

TRACTOR_BOOKS = ["engine.tractor.deal", "engine.tractor.play"]


@pytest.mark.parametrize(("request_", "loaded"), [
    ({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"}, "cards": "S4 S4 S6 S6"},
     TRACTOR_BOOKS),
    ({"op": "follow", "game": "shuangsheng", "trump": {"rank": "2", "suit": "H"}, "lead": "S3",
      "hand": "S4 D5", "play": "D5"}, TRACTOR_BOOKS),
    ({"op": "classify", "game": "wakeng", "cards": "S3 H3"}, ["engine.climbing.wakeng.ops"]),
    ({"op": "beats", "game": "mingan", "play": "S4 H4", "previous": "S3 H3"}, ["engine.climbing.mingan.ops"]),
    ({"op": "rules", "game": "wushik"}, ["engine.climbing.wushik.ops", "engine.drill.climbing"]),
    ({"op": "no_such_op", "game": "wakeng"}, ["engine.climbing.wakeng.ops"]),
])
def test_a_request_imports_its_own_modules_only(request_, loaded):
    out = subprocess.run([sys.executable, "-c", FIRST, json.dumps(request_)], cwd=ROOT, check=True,
                         capture_output=True, text=True, env={"PYTHONPATH": str(ROOT)})
    got = json.loads(out.stdout)
    assert got["ok"] == handle(request_)["ok"]
    assert got["loaded"] == loaded
