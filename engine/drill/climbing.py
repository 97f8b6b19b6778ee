"""Family module (see engine.games): the ``drill`` op of wakeng, mingan and wushik."""

from __future__ import annotations

GAMES = ("wakeng", "mingan", "wushik")
OPS: dict = {}
OPTIONS: tuple = ()
RULES: tuple = ()
