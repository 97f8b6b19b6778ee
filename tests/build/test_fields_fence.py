"""The ``paili-fields`` fence: the API page lists every op's fields from the engine's own
declarations (engine/request_fields.py), in both languages, and nothing else."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from engine import games
from engine.request_fields import EVERY_GAME_OP, GAMELESS, declared
from engine.request_shape import Obj, field_names
from widgets.build.fences import ExampleError
from widgets.build.fields_fence import FAMILIES, fields_fence
from widgets.build.page import PageInfo, set_current

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```paili-fields\n(.*?)^```", re.S | re.M)


@pytest.fixture(params=["zh", "en"])
def lang(request):
    set_current(PageInfo(src=f"reference/api.{request.param}.md", lang=request.param, root="../"))
    yield request.param
    set_current(PageInfo())


def _rows(html: str) -> dict[str, list[str]]:
    """Each op's row: the text of its cells."""
    out = {}
    for row in re.findall(r"<tr>(.*?)</tr>", html):
        cells = [unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        if cells:
            out[cells[0]] = cells[1:]
    return out


def _names(text: str) -> set[str]:
    return set(re.findall(r"[a-z_]+", text))


def _declared_names(shape: Obj) -> set[str]:
    own = shape.without(*EVERY_GAME_OP.fields)
    return {part for path in field_names(own) for part in re.findall(r"[a-z_]+", path)}


def test_the_api_pages_hold_a_table_for_each_family():
    for page in ("api.md", "api.en.md"):
        found = [line.split(":")[1].strip() for body in FENCE.findall((DOCS / "reference" / page).read_text("utf-8"))
                 for line in body.splitlines() if line.startswith("family:")]
        assert sorted(found) == sorted(FAMILIES), page


@pytest.mark.parametrize("family", ["tractor", "climbing"])
def test_each_game_column_lists_exactly_the_fields_its_ops_read(family, lang):
    members = [g for g in games.GAMES.values() if g.family == family]
    rows = _rows(fields_fence(f"family: {family}", "paili-fields", "paili-fields", {}, None))
    ops = {"rules", *(op for g in members for op in games.op_names(g.id))}
    assert set(rows) == ops
    for op, cells in rows.items():
        cells = cells * len(members) if len(cells) == 1 else cells     # one cell spans the games
        for game, cell in zip(members, cells):
            if op != "rules" and op not in games.op_names(game.id):
                assert cell == "—", (game.id, op)
                continue
            want = _declared_names(declared(game.id, op))
            assert _names(cell) - {"seat", "house", "rules"} == want - {"seat"} or (not want and cell == "—"), \
                (game.id, op, cell)


def test_the_gameless_ops_are_listed(lang):
    rows = _rows(fields_fence("family: none", "paili-fields", "paili-fields", {}, None))
    assert {op: _names(cells[0]) for op, cells in rows.items()} == {
        op: set(shape.fields) - {"op"} for op, shape in GAMELESS.items()}


def test_a_fence_without_a_family_stops_the_build(lang):
    with pytest.raises(ExampleError):
        fields_fence("family: bridge", "paili-fields", "paili-fields", {}, None)


def _declares(shape, dotted: str) -> bool:
    for part in dotted.split("."):
        if not isinstance(shape, Obj) or part not in shape.fields:
            return False
        shape = shape.fields[part]
    return True


def test_every_field_a_widget_sends_is_one_its_op_reads():
    from widgets.build.specs import field_applies
    from widgets.render.specs import SPECS
    missing = []
    for key, spec in SPECS.items():
        where, op = key.split(".")
        for game in (g for g in games.GAMES.values() if where in (g.id, g.family) and op in games.op_names(g.id)):
            if where == game.family and f"{game.id}.{op}" in SPECS:
                continue        # the game's own spec is looked up first
            missing += [(game.id, op, f["name"]) for f in spec["fields"]
                        if field_applies(f, game.id) and not _declares(declared(game.id, op), f["name"])]
    assert not missing
