"""赖子五十K (wushik). Its ops, options and rules are listed in :mod:`.ops` (which engine.games loads)."""
