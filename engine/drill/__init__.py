"""Practice questions (the ``drill`` op): random legal positions from real deals, each asked
as data and graded with the engine's own verdict ops. ``tractor`` serves zhaopengyou and
shuangsheng, ``climbing`` wakeng, mingan and wushik; what is a game's own is in its package's
``drill`` module (``GAME.drill``)."""
