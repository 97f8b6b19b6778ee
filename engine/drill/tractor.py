"""Family module (see engine.games): the ``drill`` op of zhaopengyou and shuangsheng."""

from __future__ import annotations

GAMES = ("zhaopengyou", "shuangsheng")
OPS: dict = {}
OPTIONS: tuple = ()
RULES: tuple = ()
