"""The climbing (shedding) games: 挖坑 (wakeng), 明暗斗地主 (mingan), 赖子五十K (wushik).

What the family shares, here:

- ``game.py``    a climbing game as data (:class:`ClimbingGame`: each game's ``GAME``): names,
                 table sizes, deal sizes, seating, which module serves each op
- ``referee.py`` the interface every climbing game's referee supplies (:class:`Referee`): readings
                 of a play, which reading counts and the rule, answers, names, points,
                 when a deal is over, who leads after a player out, its words
- ``table.py``   the one referee's table (:class:`ClimbingTable`: ``why_not`` / ``can_play`` /
                 ``play`` / ``pass_``) and ``play_out``, a random player's loop over it
- ``record.py``  the one replay driver (``replay_record``: setup, plays, result) and the unified answer
- ``simulate.py`` the one simulator (``python -m engine simulate``) and the invariants all share
- ``combos.py``  plays as rank counts, readings as values (挖坑 and 明暗斗地主: suits never matter)
- ``finish.py``  the first player out, as a settle request gives it

One package per game (``wakeng/``, ``mingan/``, ``wushik/``), files named by concept:
``game`` (its ``GAME``, registered in engine.games), ``ops`` (its ops, options and rules),
``referee`` (its :class:`Referee`), ``shapes``, ``beats``, ``answers``, ``deal``/``calls``/``bid``,
``settle``/``scoring``, ``rules``/``rulings``, ``replay`` (setup and settle of a record),
``simulate`` (a random deal and player). Sample records are in ``samples/``.
"""
