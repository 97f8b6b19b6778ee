"""赖子五十K's open solo (吼牌) in a record entered step by step (issue 25): while the record says
nothing of ``hou`` and nothing is played, ``next`` offers it to every seat (``declare``), before the
banker's call and after it (wushik.hou); ``"hou": null`` (nobody) or a seat closes it, and so does
the first play. The answers of records that give ``hou`` are as they were."""

from __future__ import annotations

import pytest

from engine.api import handle

OFFER = {"field": "hou", "seats": [0, 1, 2, 3]}


def dealt(seed: int) -> dict:
    deal = handle({"op": "simulate", "game": "wushik", "seed": seed})["deal"]
    return {k: v for k, v in deal.items() if k not in ("plays", "call", "hou", "title")}


def next_of(deal: dict) -> dict:
    answer = handle({"op": "replay", "game": "wushik", "deal": deal})
    assert answer["ok"] and answer["valid"], answer
    return answer["next"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_open_solo_is_offered_until_said_or_played(seed):
    base = dealt(seed)
    full = handle({"op": "simulate", "game": "wushik", "seed": seed})["deal"]
    call = full["call"] or next(c for c in full["hands"][str(full["banker"])].split() if c not in ("RJ", "BJ") and c[1:] not in ("2", "5", "10", "K"))
    assert next_of(base) == {"phase": "call", "seat": base["banker"], "declare": OFFER}
    assert next_of({**base, "hou": None}) == {"phase": "call", "seat": base["banker"]}
    after_call = next_of({**base, "call": call})
    assert after_call["phase"] == "play" and after_call["declare"] == OFFER
    assert "declare" not in next_of({**base, "call": call, "hou": None})
    for seat in range(4):
        said = next_of({**base, "hou": seat})
        assert said == {"phase": "play", "seat": base["banker"], "lead": True}
        assert "declare" not in next_of({**base, "call": call, "hou": seat})


def test_the_first_play_closes_the_offer_and_the_table_view_says_the_same():
    full = handle({"op": "simulate", "game": "wushik", "seed": 4})["deal"]
    base = {k: v for k, v in full.items() if k not in ("plays", "hou")}
    assert "declare" not in next_of({**base, "plays": full["plays"][:1]})
    table = handle({"op": "replay", "game": "wushik", "deal": {**base, "plays": []}, "table": True})
    assert table["next"]["declare"] == OFFER


def test_a_broken_call_asks_for_the_call_again_with_the_offer():
    base = dealt(5)
    answer = handle({"op": "replay", "game": "wushik", "deal": {**base, "call": "RJ"}})
    assert answer["ok"] and not answer["valid"]
    assert answer["next"] == {"phase": "call", "seat": base["banker"], "declare": OFFER}
