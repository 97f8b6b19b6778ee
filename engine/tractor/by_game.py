"""Each tractor game's own part of a deal, by game id: the one place the family's shared
modules (the replay, the ``score`` and ``bid`` ops, the simulator) look up what differs
in a way data cannot say — the bidding, the friend call, the sides, who deals next.

Every game module offers the same names: ``replay_bank``, ``replay_call``, ``side``,
``result``, ``score_next``, ``bid_step``, ``bid_end``, ``bank_fields``; every game's
``simulate`` module offers ``random_bank``.
"""

from __future__ import annotations

from .shuangsheng import deal as shuangsheng, simulate as shuangsheng_simulate
from .zhaopengyou import deal as zhaopengyou, simulate as zhaopengyou_simulate

BY_GAME = {"zhaopengyou": zhaopengyou, "shuangsheng": shuangsheng}
# Each game's random bidding for the simulator: ``random_bank(rng, record, rules, hands,
# kitty, deck, live, options, bury)`` → the bank (None: a redeal).
BY_GAME_SIMULATE = {"zhaopengyou": zhaopengyou_simulate, "shuangsheng": shuangsheng_simulate}
