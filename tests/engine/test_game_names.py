"""Outside the five game packages nothing branches on a game's name or keeps a table keyed
by it: what differs between games is asked of the game's ``GAME`` (engine/game.py) or lives
in its package (engine/tractor/{zhaopengyou,shuangsheng}/, engine/climbing/{wakeng,mingan,
wushik}/). A new game is then one package and one line in engine/games.py.

Checked in engine/ and widgets/ (Python), by reading the code (comments, docstrings and
rule ids such as ``"wakeng.beats.no_bomb"`` are not names of games):

- a comparison with a game's id: ``game == "wakeng"``, ``!= "wakeng"``, ``in ("wakeng", …)``;
- a dict literal keyed by a game's id (``{"wakeng": …}``, ``{("wakeng", "bid"): …}``);
- a module-level name bound to a game's id (``ZPY = "zhaopengyou"``): a branch waiting to happen.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
IDS = frozenset(GAMES)
PACKAGES = tuple(f"engine/{g.family}/{g.id}/" for g in GAMES.values())

def _files() -> list[str]:
    found = [*(ROOT / "engine").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]
    names = sorted(p.relative_to(ROOT).as_posix() for p in found)
    return [n for n in names if not n.startswith(PACKAGES)]


def _is_id(node) -> bool:
    return isinstance(node, ast.Constant) and node.value in IDS


def _holds_id(node) -> bool:
    return _is_id(node) or (isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(_is_id(e) for e in node.elts))


def game_names(source: str) -> list[tuple[int, str]]:
    """Every place ``source`` branches on, keys by, or names a game's id: (line, what)."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            if any(_holds_id(side) for side in (node.left, *node.comparators)) and \
                    any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) for op in node.ops):
                found.append((node.lineno, "compares with a game's id"))
        elif isinstance(node, ast.Dict):
            if any(key is not None and _holds_id(key) for key in node.keys):
                found.append((node.lineno, "a dict keyed by a game's id"))
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and _holds_id(node.value):
            found.append((node.lineno, "a module-level name bound to a game's id"))
    return found


def test_the_check_sees_each_form():
    code = ('if game == "wakeng": pass\nif g in ("mingan", "x"): pass\nT = {"wushik": 1}\n'
            'W = {("shuangsheng", "bid"): 2}\nZPY, SS = "zhaopengyou", "shuangsheng"\n'
            'R = "wakeng.beats.no_bomb"\nif rule == "wakeng.pass": pass\n')
    assert [line for line, _ in game_names(code)] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("name", _files())
def test_no_game_is_named_outside_its_package(name):
    found = game_names((ROOT / name).read_text(encoding="utf-8"))
    assert not found, f"{name}: " + "; ".join(f"line {line}: {what}" for line, what in found)
