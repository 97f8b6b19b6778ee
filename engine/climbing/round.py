"""A round of play (一轮): who acts next, passing, and who leads the next round.

The deal ends as soon as one player has no cards left (挖坑 and 明暗斗地主 both stop at
the first player out), so a round never has to skip a finished player.
"""

from __future__ import annotations

from dataclasses import dataclass

from .combos import Combo


@dataclass(kw_only=True, slots=True)
class RoundState:
    """Where play stands: ``turn`` acts next; ``best`` (by ``best_seat``) is the play to
    beat, or None when ``turn`` leads a fresh round; ``passes`` counts passes since it.

    Treated as a value (each move makes a new one) but not frozen: a replay makes one
    per step, and a frozen dataclass's __init__ costs several times a plain one's."""

    players: int
    turn: int
    best: Combo | None = None
    best_seat: int | None = None
    passes: int = 0

    @property
    def leading(self) -> bool:
        return self.best is None

    # Built directly, not by dataclasses.replace: a replay makes one per step.
    def after_play(self, combo: Combo) -> "RoundState":
        return RoundState(players=self.players, turn=(self.turn + 1) % self.players, best=combo,
                          best_seat=self.turn, passes=0)

    def after_pass(self) -> "RoundState":
        """A pass; when every other player has passed, the last to play leads afresh."""
        assert self.best is not None, "the leader cannot pass"
        passes = self.passes + 1
        if passes == self.players - 1:
            return RoundState(players=self.players, turn=self.best_seat)
        return RoundState(players=self.players, turn=(self.turn + 1) % self.players,
                          best=self.best, best_seat=self.best_seat, passes=passes)

    @property
    def round_over(self) -> bool:
        """True right after a round ends (the winner is ``turn``, leading)."""
        return self.best is None
