"""明暗斗地主 (mingan). Its ops, options and rules are listed in :mod:`.ops` (which engine.games loads)."""
