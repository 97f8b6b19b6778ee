"""双升 (shuangsheng): what only this game does — its bidding (declare, insure, counter in
suit order; counters after the bury, 反主炒底, each doubling the stake), the team levels
that wrap past A, who banks next. The family's shared modules call these through
:mod:`engine.tractor.by_game`."""
