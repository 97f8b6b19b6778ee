"""The climbing (shedding) games: 挖坑 (wakeng), 明暗斗地主 (mingan), 赖子五十K (wushik)."""
