"""The referee's rules and rulings as data: worded, linked to options, examples that run,
and every rule id an op returns resolves to a rule of that game."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine import games
from engine.api import handle
from engine.cards import format_cards, full_deck
from engine.tractor import play

# rulings that no option switches, and why: zhaopengyou never has no trump (a fact of its
# bidding), and the throw-example ruling corrects a printed example rather than choosing a reading
NO_OPTION = {"zhaopengyou.ruling.no_trump", "zhaopengyou.ruling.throw_example2"}


def test_play_rule_ids_unique_and_worded():
    ids = [r.id for r in play.RULES]
    assert len(ids) == len(set(ids))
    for r in play.RULES:
        assert r.title_zh and r.title_en, r.id
        assert r.id.split(".")[0] in (*r.games, "tractor"), r.id
        if r.ruling:
            assert all((r.question_zh, r.question_en, r.reading_zh, r.reading_en, r.why_zh, r.why_en)), r.id
            assert (r.option is None) == (r.id in NO_OPTION), r.id
            assert r.examples or r.id == "zhaopengyou.ruling.no_trump", r.id  # refused: no example runs
        else:
            assert r.text_zh and r.text_en, r.id


def test_play_options_settle_rulings_of_their_games():
    by_id = {r.id: r for r in play.RULES}
    for o in play.OPTIONS:
        assert o.default in o.choices
        ruling = by_id[o.ruling]
        assert ruling.ruling and ruling.option == o.name
        assert set(o.games) <= set(ruling.games)


@pytest.mark.parametrize("rule", [r for r in play.RULES if r.examples], ids=lambda r: r.id)
def test_play_rule_examples_run_and_cite_rules_of_the_game(rule):
    for example in rule.examples:
        for game in rule.games:
            out = handle({**example, "game": game})
            assert out["ok"], (rule.id, game, out)
            known = {r.id for r in games.rules(game)}
            assert out["rule"] in known, (rule.id, out["rule"])
            assert all(x in known for x in out.get("rules", [])), out["rules"]


def test_play_rulings_examples_show_their_ruling():
    # each ruling's last example is answered by citing that ruling (not the two that
    # decide no verdict: no_trump is refused outright, throw_example2 corrects the source)
    for r in play.RULES:
        if r.ruling and r.id not in NO_OPTION:
            game = r.games[0]
            out = handle({**r.examples[-1], "game": game})
            cited = [out["rule"], *out.get("rules", [])]
            assert r.id in cited, (r.id, cited)


@st.composite
def requests(draw):
    game = draw(st.sampled_from(["zhaopengyou", "shuangsheng"]))
    g = games.GAMES[game]
    rng = random.Random(draw(st.integers(0, 2**32)))
    cards = full_deck() * g.decks
    rng.shuffle(cards)
    suit = draw(st.sampled_from(["S", "H", "C", "D"] + ([None] if game == "shuangsheng" else [])))
    trump = {"rank": draw(st.sampled_from(["2", "5", "10", "K", "A"])), "suit": suit}
    players = g.players[0]
    op = draw(st.sampled_from(["classify", "follow", "trick", "throw"]))
    # runs of one suit from a sorted slice make pairs, tractors and throws likely
    sorted_cards = sorted(cards[:60], key=lambda c: (c.suit, c.rank))
    start = rng.randrange(50)
    chunk = sorted_cards[start:start + rng.randint(1, 6)]
    rest = cards[60:]
    req = {"op": op, "game": game, "trump": trump}
    if op == "classify":
        req["cards"] = format_cards(chunk)
    elif op == "follow":
        hand = rest[:rng.randint(len(chunk), 25)]
        req.update(lead=format_cards(chunk), hand=format_cards(hand),
                   play=format_cards(rng.sample(hand, len(chunk))))
    elif op == "trick":
        n = len(chunk)
        req.update(leader=rng.randrange(players), plays=[format_cards(chunk)] + [
            format_cards(rest[i * n:(i + 1) * n]) for i in range(players - 1)])
    else:
        req.update(leader=0, cards=format_cards(chunk), hands={
            str(s): format_cards(rest[s * 12:(s + 1) * 12]) for s in range(1, players)})
    return req


@settings(max_examples=200, deadline=None)
@given(requests())
def test_play_every_rule_id_returned_is_a_rule_of_the_game(req):
    out = handle(req)
    if not out["ok"]:
        # a lead of two suits is a coded error, never an exception
        assert out["error"]["code"] in ("illegal", "bad_request"), out
        return
    known = {r.id for r in games.rules(req["game"])}
    assert out["rule"] in known, out["rule"]
    assert all(x in known for x in out.get("rules", []))
    assert out["explain"]["zh"] and out["explain"]["en"]
