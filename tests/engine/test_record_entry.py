"""A deal entered step by step (issue 25 item 1): the page sends the record after every tap.

For every game and several random deals (the ``simulate`` op's), the record is rebuilt as a page
would send it — the hands, then each bid or call, the kitty and the calls, then each play — and
every such part-finished record replays without error, valid, and its ``next`` names the seat
(and the kind of step) the full record takes next. An illegal last step is refused with its rule,
and ``next`` is the same step again: everything before it stands."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from engine import games
from engine.api import handle
from engine.cards import parse_cards

from .record_players import replay

CLIMBING_SETUP_LAST = {"mingan": ("partner_card", "blind_partner"), "wushik": ("call", "hou")}
SEEDS = (1, 2, 7, 23)


def _deal(game: str, seed: int) -> dict:
    """The ``simulate`` op's deal of ``seed``, at each of the game's table sizes in turn."""
    sizes = games.GAMES[game].players
    return handle({"op": "simulate", "game": game, "seed": seed, "players": sizes[seed % len(sizes)]})["deal"]


def climbing_entries(game: str, full: dict):
    """(record so far, the step the full record takes next) for each step of a climbing record."""
    ref = games.GAMES[game].referee
    listed, last = ref.setup_list, CLIMBING_SETUP_LAST.get(game, ())
    base = {k: v for k, v in full.items() if k not in (listed, "plays", *last)}
    if listed:
        for i, said in enumerate(full[listed]):
            yield {**base, listed: full[listed][:i]}, ("setup", said)
        base[listed] = full[listed]
    if last:
        yield dict(base), ("last", None)
        base.update({k: full[k] for k in last if k in full})
    for i, step in enumerate(full["plays"]):
        yield {**base, "plays": full["plays"][:i]}, ("play", step)


def tractor_entries(game: str, full: dict):
    """The same for a trick-taking record: hands, each bid, the bury, the call or each counter, each play."""
    base = {k: v for k, v in full.items() if k not in ("bids", "bury", "call", "counters", "tricks")}
    for i, bid in enumerate(full["bids"]):
        yield {**base, **({"bids": full["bids"][:i]} if i else {})}, ("bid", bid)
    base["bids"] = full["bids"]
    yield dict(base), ("bury", full["bury"])
    base["bury"] = full["bury"]
    if "call" in full:
        yield dict(base), ("call", full["call"])
        base["call"] = full["call"]
    for i, counter in enumerate(full.get("counters", [])):
        yield {**base, "counters": full["counters"][:i]}, ("counter", counter)
    if "counters" in full:
        base["counters"] = full["counters"]
    for k, trick in enumerate(full["tricks"]):
        for i, step in enumerate(trick):
            yield {**base, "tricks": full["tricks"][:k] + ([trick[:i]] if i else [])}, ("play", (k, i, step, trick))


def _check_climbing(game: str, full_out: dict, nxt: dict, kind: str, step) -> None:
    if kind == "setup":
        allowed = nxt.get("bids") or nxt.get("calls")
        assert nxt["phase"] in ("bid", "call") and step in allowed, (nxt, step)
    elif kind == "last":
        setup = full_out["steps"][0]
        assert nxt["phase"] in ("partner", "call") and nxt["seat"] == setup["seat"], (nxt, setup)
    else:
        assert nxt["phase"] == "play" and nxt["seat"] == step["seat"], (nxt, step)
        if step.get("pass"):
            assert nxt["lead"] is False and nxt["pass"] is True, (nxt, step)


def _check_tractor(full_out: dict, nxt: dict, kind: str, step) -> None:
    buries = [s for s in full_out["steps"] if s["step"] == "bury"]
    if kind == "bid":
        assert nxt["phase"] == "bid" and nxt["seat"] is None, nxt
    elif kind == "bury":
        assert nxt["phase"] == "bid" and nxt["or"]["seat"] == buries[0]["seat"], (nxt, buries[0])
    elif kind == "call":
        assert nxt == {"phase": "call", "seat": full_out["result"]["banker"]}, nxt
    elif kind == "counter":
        assert nxt["phase"] == "counter" and step["seat"] in nxt["seats"], (nxt, step)
    else:
        k, i, play, trick = step
        assert nxt["phase"] == "play" and nxt["seat"] == play["seat"] and nxt["trick"] == k, (nxt, play)
        assert nxt["lead"] is (i == 0)
        if i:
            assert sorted(parse_cards(nxt["led"])) == sorted(parse_cards(trick[0]["cards"]))
            assert nxt["count"] == len(parse_cards(trick[0]["cards"]))


@pytest.mark.parametrize("game", list(games.GAMES))
@pytest.mark.parametrize("seed", SEEDS)
def test_every_part_finished_record_replays_and_names_the_next_step(game, seed):
    _every_cut(game, seed)


@settings(max_examples=15, deadline=None)
@given(game=st.sampled_from(list(games.GAMES)), seed=st.integers(0, 2**53 - 1))
def test_every_cut_of_any_random_deal(game, seed):
    _every_cut(game, seed)


def _every_cut(game: str, seed: int) -> None:
    full = _deal(game, seed)
    full_out = replay(game, full)
    assert full_out["valid"] and full_out["complete"] and full_out["next"] == {"phase": "over", "seat": None}
    tractor = games.GAMES[game].family == "tractor"
    entries = tractor_entries(game, full) if tractor else climbing_entries(game, full)
    for record, (kind, step) in entries:
        out = replay(game, record)
        assert out["ok"] and out["valid"] and not out["complete"], (kind, step, out.get("error") or out.get("failure"))
        assert out["result"] is None and out["failure"] is None
        if tractor:
            _check_tractor(full_out, out["next"], kind, step)
        else:
            _check_climbing(game, full_out, out["next"], kind, step)


def _broken_play(game: str, record: dict, seat: int) -> dict:
    """The record with one more play by ``seat``: a card it does not hold."""
    held = set(parse_cards(replay_table_hand(game, record, seat)))
    other = next(c for h in record["hands"].values() for c in parse_cards(h) if c not in held)
    step = {"seat": seat, "cards": str(other)}
    if "tricks" in record:
        tricks = [list(t) for t in record["tricks"]]
        if tricks and len(tricks[-1]) < games.GAMES[game].players[0]:
            tricks[-1].append(step)
        else:
            tricks.append([step])
        return {**record, "tricks": tricks}
    return {**record, "plays": [*record["plays"], step]}


def replay_table_hand(game: str, record: dict, seat: int) -> str:
    out = handle({"op": "replay", "game": game, "deal": record, "table": True})
    return (out["steps"][-1]["hands"] if out["steps"] else out["table"]["hands"])[str(seat)]


@pytest.mark.parametrize("game", list(games.GAMES))
@pytest.mark.parametrize("cut", (0.2, 0.5, 0.9))
def test_an_illegal_last_step_is_refused_and_the_steps_before_stand(game, cut):
    full = _deal(game, 5)
    tractor = games.GAMES[game].family == "tractor"
    entries = [r for r, (kind, _) in (tractor_entries(game, full) if tractor else climbing_entries(game, full))
               if kind == "play"]
    before = entries[int(len(entries) * cut)]
    ok = replay(game, before)
    seat = ok["next"]["seat"]
    for broken in (_broken_play(game, before, seat), _broken_play(game, before, (seat + 1) % len(full["hands"]))):
        out = replay(game, broken)
        assert out["ok"] and out["valid"] is False and out["failure"]["step"] == "broken"
        assert out["rule"] == out["failure"]["rule"] and "." in out["rule"] and out["failure"]["explain"]["en"]
        # the steps before stand (a trick-taking record reports a trick, and a failed throw in it, once its
        # plays hold: the trick of the broken step is left out)
        assert out["steps"] == ok["steps"][:len(out["steps"])] and len(out["steps"]) >= len(ok["steps"]) - 2
        assert out["next"] == ok["next"], "the same step is asked for again"


@pytest.mark.parametrize("game, record_of, rule", [
    ("wakeng", lambda d: {**d, "bids": [2, 1], "plays": []}, "wakeng.bid.raise"),
    ("mingan", lambda d: {**d, "calls": ["pass", "nonsense"], "plays": []}, "mingan.call"),
])
def test_an_illegal_bid_or_call_is_refused_and_the_bidding_goes_on(game, record_of, rule):
    full = _deal(game, 3)
    broken = record_of({k: v for k, v in full.items() if k not in ("partner_card", "blind_partner")})
    out = replay(game, broken)
    assert out["valid"] is False and out["failure"]["rule"] == rule
    listed = games.GAMES[game].referee.setup_list
    before = replay(game, {**broken, listed: broken[listed][:1]})
    assert out["next"] == before["next"] and before["next"]["phase"] in ("bid", "call")


def test_a_tractor_record_with_hands_only_is_open_to_bids():
    full = _deal("zhaopengyou", 2)
    out = replay("zhaopengyou", {k: full[k] for k in ("game", "hands", "kitty", "levels", "first_dealer")})
    assert out["valid"] and out["steps"][0]["step"] == "deal" and len(out["steps"]) == 1
    assert out["next"]["phase"] == "bid" and out["next"]["or"]["phase"] == "bury"


@pytest.mark.parametrize("game, missing", [
    ("zhaopengyou", "bury"), ("zhaopengyou", "call"), ("shuangsheng", "bury"),
    ("wakeng", "bids"), ("mingan", "calls"), ("mingan", "partner_card"), ("wushik", "call"),
])
def test_a_record_missing_a_step_before_later_ones_is_still_refused(game, missing):
    """Only a record that stops there is unfinished: one with later steps misses a step."""
    full = _deal(game, 2)
    cut = {k: v for k, v in full.items() if k != missing}
    if missing in ("bids", "calls"):
        cut[missing] = full[missing][:-1]     # the bidding (calling) ends at its last step: now it is open
    out = replay(game, cut)
    assert not out["ok"] or out["valid"] is False, out.get("next")


@pytest.mark.parametrize("game", list(games.GAMES))
def test_part_finished_records_show_on_the_table(game):
    """The record-a-deal page draws the hands as they stand (``table: true``) after every step."""
    full = _deal(game, 3)
    tractor = games.GAMES[game].family == "tractor"
    for i, (record, (kind, _)) in enumerate(tractor_entries(game, full) if tractor else climbing_entries(game, full)):
        if kind == "play" and i % 5:
            continue
        out = handle({"op": "replay", "game": game, "deal": record, "table": True})
        assert out["ok"] and out["valid"] and out["table"]["hands"] and out["table"]["board"], (kind, out.get("error"))
        assert out["next"] == replay(game, record)["next"]
