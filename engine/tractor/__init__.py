"""The trick-taking family (拖拉机/升级): 找朋友 (zhaopengyou) and 双升 (shuangsheng)."""
