"""Match entries made from real random deals (the ``simulate`` op, then ``replay``), for the tests
of the ``match`` op: each entry says what the table knew once that deal was over, in the game's
own entry fields (docs/reference/api, “match”).

Where the rules fix the banker from the previous deal (双升, 五十K), a random deal's banker is not
the one the match expects: 双升's entry leaves its banker to the match (its points and last trick are
the sides', not the seats'); 五十K's deal is turned round the table so that its banker sits where
the match says (every seat moved by the same number of places).

``reference(game, entries, …)`` is the other side of each test: the same evening worked out by
calling ``score`` or ``settle`` directly, deal by deal, carrying what the match carries.
"""

from __future__ import annotations

from fractions import Fraction

from engine.api import handle

FAMILY = {"zhaopengyou": "tractor", "shuangsheng": "tractor", "wakeng": "climbing", "mingan": "climbing",
          "wushik": "climbing"}


def dealt(game: str, seed: int, players: int | None = None) -> tuple[dict, dict]:
    """A random deal of ``game`` from ``seed`` and its replay's ``result``."""
    asked = {"op": "simulate", "game": game, "seed": seed, **({"players": players} if players else {})}
    record = handle(asked)["deal"]
    answer = handle({"op": "replay", "game": game, "deal": record})
    assert answer["ok"] and answer["complete"], answer
    return record, answer


def tractor_entry(game: str, seed: int) -> dict:
    """What a trick-taking table knows after the deal from ``seed``."""
    record, answer = dealt(game, seed)
    res = answer["result"]
    last = [s for s in answer["steps"] if s.get("step") == "trick"][-1]
    won = next(p["cards"] for p in last["plays"] if p["seat"] == last["winner"])
    entry = {"banker": res["banker"], "suit": res["trump"]["suit"], "points": res["points"],
             "kitty_points": res["kitty_points"], "lead": last["plays"][0]["cards"],
             "last_trick": {"winner": "defenders" if last["winner"] in res["defenders"] else "attackers",
                            "cards": won}}
    if "friend" in res:
        entry.update({"solo": True} if res["solo"] else {"friend": res["friend"]})
    else:
        entry["counters"] = len(record.get("counters") or [])
        del entry["banker"]        # the match knows it (the first deal's is given in the start)
    return entry


def climbing_entry(game: str, seed: int, players: int, banker: int | None = None) -> dict:
    """What a climbing table knows after the deal from ``seed``; ``banker``: where the match has
    the banker sit (五十K), the deal turned round to put it there."""
    record, answer = dealt(game, seed, players)
    res = answer["result"]
    if game == "wakeng":
        return {"digger": res["digger"], "bid": res["stake"], "first_out": res["first_out"]}
    if game == "mingan":
        return {"landlord": res["landlord"], "partner": res["partner"], "call": res["call"],
                "blind_partner": bool(record.get("blind_partner")), "bombs": res["bombs"],
                "first_out": res["first_out"]}
    turn = 0 if banker is None else (banker - res["banker"]) % players
    seat = lambda s: None if s is None else (s + turn) % players      # noqa: E731
    entry = {"mode": res["mode"], "order": [seat(s) for s in res["order"]], "bombs": res["bombs"]}
    if res["mode"] == "partner":
        entry.update(partner=seat(res["partner"]), points={str(seat(int(k))): v for k, v in res["taken"].items()})
    if res["mode"] == "hou":
        entry["solo"] = seat(res["solo"])
    if banker is None:
        entry["banker"] = res["banker"]
    return entry


def tractor_evening(game: str, seeds, levels: list[str], deals: int, banker: int | None = None):
    """An evening of up to ``deals`` entries from the deals of ``seeds``, with the ``score`` answer
    of each, asked directly, levels and bank carried as a table carries them; it stops early when the
    match is won. A deal whose last trick could not be won that way at the level the match plays
    (a card of that rank is trump) is passed over, as it could not have been dealt."""
    entries, answers = [], []
    for seed in seeds:
        entry = tractor_entry(game, seed)
        who = entry.get("banker", banker)
        rank = levels[who] if game == "zhaopengyou" else levels[who % 2]
        asked = {"op": "score", "game": game, **{k: v for k, v in entry.items() if k != "suit"},
                 "trump": {"rank": rank, "suit": entry["suit"]}, "banker": who,
                 ("player_levels" if game == "zhaopengyou" else "team_levels"): levels}
        answer = handle(asked)
        if not answer["ok"]:
            assert answer["error"]["code"] == "illegal", answer
            continue
        entries.append(entry)
        answers.append(answer)
        levels, banker = answer["new_levels"], answer.get("next_banker")
        if len(entries) == deals or answer.get("game_won_by"):
            break
    return entries, answers


def climbing_evening(game: str, seeds, players: int, base: int = 1, banker: int | None = None):
    """An evening of entries from the deals of ``seeds``, with the ``settle`` answer of each asked
    directly (the base carried, and 五十K's banker: the previous deal's first out), and each seat's
    sum over the evening, exact."""
    entries, answers, money = [], [], {s: Fraction(0) for s in range(players)}
    for seed in seeds:
        entry = climbing_entry(game, seed, players, banker)
        asked = {"op": "settle", "game": game, "players": players, **entry}
        if game != "wakeng":
            asked["base"] = base
        if game == "wushik":
            asked["banker"] = entry.get("banker", banker)
        answer = handle(asked)
        assert answer["ok"], answer
        entries.append(entry)
        answers.append(answer)
        paid = answer.get("payouts_exact") or answer["payouts"]
        money = {s: v + Fraction(paid[str(s)]) for s, v in money.items()}
        banker = answer.get("next_banker")
    return entries, answers, money
