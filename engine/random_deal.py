"""Family module (see engine.games): the ``simulate`` op of all five games — one random
deal, played by legal moves from a seed, answered as a deal record that ``replay`` takes."""

from __future__ import annotations

GAMES = ("zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik")
OPS: dict = {}
OPTIONS: tuple = ()
RULES: tuple = ()
