"""The climbing (shedding) games: 挖坑 (wakeng), 明暗斗地主 (mingan), 赖子五十K (wushik).

What the family shares, here:

- ``game.py``    the interface every climbing game supplies (:class:`ClimbingGame`): readings
                 of a play, which reading counts and the rule, answers, names, points, deal sizes,
                 when a deal is over, who leads after a player out, its words
- ``table.py``   the one referee's table (``why_not`` / ``can_play`` / ``play`` / ``pass_``) and
                 ``play_out``, a random player's loop over it
- ``record.py``  the one replay driver (``run``: setup, plays, result) and the unified answer
- ``simulate.py`` the one simulator (``python -m engine simulate``) and the invariants all share
- ``combos.py``  plays as rank counts, readings as values (挖坑 and 明暗斗地主: suits never matter)
- ``finish.py``  the first player out, as a settle request gives it

One package per game (``wakeng/``, ``mingan/``, ``wushik/``), files named by concept:
``ops`` (the game's ops, options and rules, listed in engine.games), ``game`` (its
:class:`ClimbingGame`), ``shapes``, ``beats``, ``answers``, ``deal``/``calls``/``bid``,
``settle``/``scoring``, ``rules``/``rulings``, ``replay`` (setup and settle of a record),
``simulate`` (a random deal and player). Sample records are in ``samples/``.
"""
