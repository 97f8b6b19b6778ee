"""找朋友 (zhaopengyou): what only this game does — its bidding (1–3 level cards, the flip
of the kitty), the friend call, the 1 vs 4 deal, each player's own level, who deals first
next time. The family's shared modules call these through :mod:`engine.tractor.by_game`."""
