"""Each tractor game's own part of a deal, by game id: the one place the family's shared
modules (the replay, the ``score`` and ``bid`` ops, the simulator) look up what differs
in a way data cannot say — the bidding, the friend call, the sides, who deals next.

Every game module offers the same names: ``replay_bank``, ``replay_call``, ``side``,
``result``, ``score_next``, ``bid_step``, ``bid_end``, ``bank_fields``.
"""

from __future__ import annotations

from .shuangsheng import deal as shuangsheng
from .zhaopengyou import deal as zhaopengyou

BY_GAME = {"zhaopengyou": zhaopengyou, "shuangsheng": shuangsheng}
