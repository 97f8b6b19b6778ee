"""Climbing (shedding) games: 挖坑, 明暗斗地主, 赖子五十K."""
