"""An error names a field by its label on the widget (issue 27, point 3): for every field of every
live widget (widgets/render/specs.py), the engine's words for that field in that op
(engine/field_words.py, ``field_words(name, op)``) are the label — the Chinese exactly (a hint in
brackets aside), the English as a phrase holding it — and an error on that field says them."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.field_words import field_words
from widgets.render.specs import SPECS

FIELDS = [(key, key.split(".", 1)[1], f) for key, spec in SPECS.items() for f in spec["fields"]]
HINT = re.compile(r"[（(].*[)）]$")


@pytest.mark.parametrize(("key", "op", "field"), FIELDS, ids=[f"{k}:{f['name']}" for k, _, f in FIELDS])
def test_the_engine_names_a_field_by_its_widget_label(key, op, field):
    zh, en = field_words(field["name"], op)
    label_zh, label_en = field["label"]
    assert zh == HINT.sub("", label_zh).strip(), (key, field["name"], zh, label_zh)
    assert HINT.sub("", label_en).strip().lower() in en.lower(), (key, field["name"], en, label_en)


def test_the_empty_throw_says_the_label():
    answer = handle({"op": "throw", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "C"}, "leader": 0,
                     "cards": "", "hands": {"4": "S8"}})
    assert answer["error"]["field"] == "cards"
    assert answer["error"]["zh"].startswith("「甩出」是空的")
    assert answer["error"]["en"].startswith("The throw is empty")
