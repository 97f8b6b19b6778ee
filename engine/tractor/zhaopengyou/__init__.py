"""找朋友 (zhaopengyou): what only this game does — its bidding (1–3 level cards, the flip
of the kitty), the friend call, the 1 vs 4 deal, each player's own level, who deals first
next time. Its ``GAME`` (``game.py``) is the game as data;
the family's shared modules reach the rest through it (``deal_hooks``, ``random_bank``, ``own``)."""
