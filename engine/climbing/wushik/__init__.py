"""赖子五十K (wushik). Its ops, options and rules are listed in :mod:`.ops` (which engine.games loads)."""

TOTAL_POINTS = 200  # the card points of a deal (four 5s, four 10s, four Ks, twice)
