"""The goals `make bench` prints its closing figures against (issues 13 and 24): each ratio's
ceiling, and the warm calls' p95 on a phone. Kept here so the report and its test read one table."""

from __future__ import annotations

# first live verdict / stock Pyodide's boot on each cold profile; bytes before that verdict /
# stock boot's; on the repeat visit, first live verdict / the page's own load event.
RATIO = {"local": 0.5, "4g": 0.6, "3g": 0.9, "phone": 0.4, "repeat": 1.5, "bytes": 0.9}
# A warm call's p95 on the phone profile (ms); the calls named in LONG_CALLS have the longer one.
CALL_P95_MS = 60
LONG_CALL_P95_MS = 250
LONG_CALLS = ("random deal", "next question")


def met(ok: bool) -> str:
    return "met" if ok else "not met"


def ratio_text(name: str, ratio: float) -> str:
    """The ratio named ``name`` to two places, or to three where two would read as its ceiling
    while it misses it (0.404 against ≤ 0.4 printed "0.40 … not met")."""
    text = f"{ratio:.2f}"
    return f"{ratio:.3f}" if float(text) <= RATIO[name] < ratio else text


def ratio_goal(name: str, ratio: float) -> str:
    """``goal ≤ G: met`` (or ``not met``) for the ratio named ``name``."""
    return f"goal ≤ {RATIO[name]:g}: {met(ratio <= RATIO[name])}"


def call_goal_ms(label: str) -> int:
    """The p95 a warm call labelled ``label`` must stay under (phone_calls.plan's labels)."""
    return LONG_CALL_P95_MS if label.startswith(LONG_CALLS) else CALL_P95_MS
