"""Which payouts of a climbing deal's result to count and show: one reading for the match sheet,
the simulator's checks, practice and the replay's last score row. Imports nothing, so the
renderer may read it at start-up."""

from __future__ import annotations


def paid(result: dict) -> dict | None:
    """A deal's payouts by seat: its exact ones where ``settle`` gives them (明暗斗地主's shares,
    as fractions: "80/3"), else its payouts; None if the result has none."""
    return next((result[k] for k in ("payouts_exact", "payouts") if isinstance(result.get(k), dict)), None)
