"""Coded errors. Every failure the engine reports has a code and both languages.

Codes, by cause (like python-chess's split of malformed / illegal / ambiguous):

- ``bad_request``  the request's shape: unknown op, game or option, wrong types
- ``bad_cards``    card notation that does not parse (the message names the token)
- ``impossible``   cards that cannot exist: more copies than the decks hold, …
- ``unsupported``  an op the game does not have
- ``illegal``      a well-formed request that breaks a rule (e.g. a play not in the hand)
- ``internal``     a bug in the engine; reported, never raised
"""

from __future__ import annotations

CODES = ("bad_request", "bad_cards", "impossible", "unsupported", "illegal", "internal")


class EngineError(Exception):
    """A failure to report as ``{"ok": false, "error": {code, zh, en}}``."""

    def __init__(self, code: str, zh: str, en: str, **data):
        assert code in CODES, code
        super().__init__(en)
        self.code = code
        self.zh = zh
        self.en = en
        self.data = data

    def to_json(self) -> dict:
        out = {"code": self.code, "zh": self.zh, "en": self.en}
        out.update(self.data)
        return out


def bad_request(zh: str, en: str, **data) -> EngineError:
    return EngineError("bad_request", zh, en, **data)


def illegal(zh: str, en: str, **data) -> EngineError:
    """A well-formed request (or a record's step) that breaks a rule: the one broken-step error.
    ``data`` says where and why (``rule``, ``index``, ``seat`` …)."""
    return EngineError("illegal", zh, en, **data)


class RecordStops(Exception):
    """Not an error: a deal record entered step by step stops before this step (a part-finished
    record, replayed as unfinished). ``next`` says what comes next (the replay answer's ``next``:
    engine.tractor.replay_next, engine.climbing.record_next)."""

    def __init__(self, next_step: dict):
        super().__init__("the record stops here")
        self.next = next_step
