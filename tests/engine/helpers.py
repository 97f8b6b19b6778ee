"""What many engine tests do the same way, in one place: ask the engine one op and insist it
answered, replay a deal record, read a kept sample deal, simulate one, write one bid of a
tractor game, and walk an answer for the texts a reader sees.

A test file about one game binds the game once: ``ask = partial(helpers.ask, game=G)``."""

from __future__ import annotations

import json
from pathlib import Path

from engine.api import handle

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def ask(op: str, game: str | None = None, **fields) -> dict:
    """The engine's answer to one op (of ``game``, where given), which must be ``ok``: a
    refusal fails the test and shows the answer."""
    out = handle({"op": op, **fields} if game is None else {"op": op, "game": game, **fields})
    assert out["ok"], out
    return out


def classify(cards: str, *, game: str, **options) -> dict:
    """A climbing game's reading of ``cards`` under the house rules ``options``."""
    return ask("classify", game, cards=cards, options=options)


def replay(record: dict, game: str | None = None, **extra) -> dict:
    """The replay op's answer for ``record`` (a deal of its own game unless ``game`` says
    otherwise), unchecked: tests of refusals and broken records read it as it is."""
    return handle({"op": "replay", "game": game or record["game"], "deal": record, **extra})


def sample(family: str, name: str) -> dict:
    """The kept sample deal ``engine/<family>/samples/<name>.json``."""
    return json.loads((ENGINE / family / "samples" / f"{name}.json").read_text(encoding="utf-8"))


def simulated(game: str, seed: int, players: int) -> dict:
    """The deal record the simulate op plays from ``seed`` at a table of ``players``."""
    return ask("simulate", game, seed=seed, players=players)["deal"]


def shown(seat: int, cards: str) -> dict:
    """One bid of a tractor game: the cards ``seat`` shows."""
    return {"seat": seat, "cards": cards}


def texts(value, path: str = "$", leave_out: tuple[str, ...] = ()):
    """Every (path, lang, text) a reader may see in an answer: each ``{zh, en}`` pair in it,
    at any depth but below the keys ``leave_out``."""
    if isinstance(value, dict):
        if isinstance(value.get("zh"), str) and isinstance(value.get("en"), str):
            yield path, "zh", value["zh"]
            yield path, "en", value["en"]
        for key, item in value.items():
            if key not in leave_out:
                yield from texts(item, f"{path}.{key}", leave_out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from texts(item, f"{path}[{i}]", leave_out)
