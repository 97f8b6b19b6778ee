"""What the engine benchmarks (tests/bench/engine_*.py) share: a case to time that asks the
engine one request and insists on its answer. (run.py puts this folder on the path.)"""

from __future__ import annotations

from engine.api import handle


def asking(request: dict, beats: bool | None = None):
    """A case: ``request`` asked of the engine through ``engine.api.handle``, which must
    answer ``ok`` (and, where ``beats`` is given, that verdict: the case measures a real one)."""
    def ask_engine():
        out = handle(request)
        assert out["ok"], out
        assert beats is None or out["beats"] is beats, out
    return ask_engine
