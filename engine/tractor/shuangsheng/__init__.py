"""双升 (shuangsheng): what only this game does — its bidding (declare, insure, counter in
suit order; counters after the bury, 反主炒底, each doubling the stake), the team levels
that wrap past A, who banks next. Its ``GAME`` (``game.py``) is the game as data;
the family's shared modules reach the rest through it (``deal_hooks``, ``random_bank``, ``own``)."""
