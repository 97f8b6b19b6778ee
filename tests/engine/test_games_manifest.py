"""Each game's ``GAME`` says which module serves each of its ops without importing it; a
request imports only the modules it needs. The declaration must equal what the modules
themselves export, each game is registered once, and each op of a game is served once.
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
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]


def test_each_game_is_registered_once_and_is_its_packages_game():
    assert len(games.GAMES) == len({id(g) for g in games.GAMES.values()})
    for game_id, game in games.GAMES.items():
        assert isinstance(game, Game) and game.id == game_id
        assert importlib.import_module(f"{game.package}.game").GAME is game


@pytest.mark.parametrize("game", list(games.GAMES))
def test_declaration_equals_the_modules(game):
    g = games.GAMES[game]
    listed = [op for _, ops in g.serves for op in ops]
    assert len(listed) == len(set(listed)), listed          # each op served once
    for name, ops in g.serves:
        assert set(ops) <= set(importlib.import_module(name).OPS), (name, ops)
    for name in g.books:
        mod = importlib.import_module(name)
        assert any(game in o.games for o in mod.OPTIONS) or any(game in r.games for r in mod.RULES)


@pytest.mark.parametrize("game", list(games.GAMES))
def test_tables_equal_every_module_read(game):
    g = games.GAMES[game]
    table = {op: importlib.import_module(name).OPS[op] for name, ops in g.serves for op in ops}
    assert games.ops(game) == table
    assert games.op_names(game) == g.op_names() == tuple(sorted(table))
    assert all(games.handler(game, op) is fn for op, fn in table.items())
    assert games.handler(game, "no_such_op") is None
    books = [importlib.import_module(name) for name in g.books]
    assert games.options(game) == tuple(o for mod in books for o in mod.OPTIONS if game in o.games)
    assert games.rules(game) == tuple(r for mod in books for r in mod.RULES if game in r.games)


def test_no_module_declares_options_or_rules_of_a_game_that_does_not_read_it():
    # a book a game does not list would hold options it never offers
    every = {name for g in games.GAMES.values() for name, _ in g.serves} | \
            {name for g in games.GAMES.values() for name in g.books}
    for name in every:
        mod = importlib.import_module(name)
        for item in (*getattr(mod, "OPTIONS", ()), *getattr(mod, "RULES", ())):
            for game in item.games:
                assert name in games.GAMES[game].books, (name, item, game)


# What a fresh interpreter imports to answer one request: the modules of its op and of its
# game's options and rules, no other game's.
FIRST = """
import json, sys
from engine.api import handle
from engine.games import op_modules
answer = handle(json.loads(sys.argv[1]))
print(json.dumps({"ok": answer["ok"], "loaded": sorted(m for m in sys.modules if m in op_modules())}))
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


def test_the_registry_imports_no_module_of_any_op():
    # the five GAMEs are data: importing them loads no game's rules (the browser's boot)
    code = ("import sys, json; import engine.games as g; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('engine.'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT)})
    loaded = json.loads(out.stdout)
    assert not [m for m in loaded if m.rsplit(".", 1)[-1] not in ("game", "games", "cards", "errors", "seating",
                                                                   "tractor", "climbing", "zhaopengyou", "shuangsheng",
                                                                   "wakeng", "mingan", "wushik")], loaded
