"""挖坑 (wakeng). Its ops, options and rules are listed in :mod:`.ops` (which engine.games loads)."""
