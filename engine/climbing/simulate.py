"""Random legal deals of every climbing game, played on the one table, checked through ``replay``.

``python -m engine simulate --game G``. Each game's own module (``<game>/simulate.py``, its ``GAME.dealer``) deals
a random hand and plays like a random player choosing among the game's legal answers
(:func:`engine.climbing.table.play_out` drives the shared :class:`~engine.climbing.table.ClimbingTable`); the record is
then replayed through :func:`engine.api.handle`, and what must hold in every game is
checked here, independently of the table's own bookkeeping:

- cards conserved: the cards left plus every card played are exactly the dealt deck(s);
- every play legal and read as the player chose it;
- the round winner consistent: the last to play takes the round, and its leader plays next;
- the payouts sum to zero where the game's rules make them (the game's module says when).

The game's module adds its own invariants (五十K: the 200 points conserved). ``options``
are the game's options, plus ``players`` to fix the table size (else deals alternate
between the game's sizes, read from engine.games). A failure names the deal's seed.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from ..api import handle
from ..cards import full_deck, parse_cards
from ..games import GAMES
from .payouts import paid


def simulate(game: str, deals: int, seed: int, options: dict) -> dict:
    dealer = GAMES[game].dealer
    options = dict(options)
    sizes = GAMES[game].players
    fixed = options.pop("players", None)
    failures: list[dict] = []
    tally: Counter = Counter()
    counts: dict[str, Counter] = {}
    for i, deal_seed in enumerate(dealer.seeds(seed, deals)):
        players = fixed or sizes[i % len(sizes)]
        try:
            record, chosen = dealer.play_deal(deal_seed, options, players)
            response = handle({"op": "replay", "game": game, "deal": record})
            problems = check(game, record, chosen, response)
        except Exception as err:  # a crash is a failure to report, with its seed
            problems, response = [f"{type(err).__name__}: {err}"], {}
        tally[f"players_{players}"] += 1
        tally["steps"] += len(record.get("plays", [])) if not problems else 0
        if problems:
            failures.append({"seed": deal_seed, "deal": i, "problems": problems[:5]})
        else:
            for name, value in dealer.tally(response["result"]).items():
                counts.setdefault(name, Counter())[value] += 1
    return {"game": game, "deals": deals, "seed": seed, "failures": failures[:50],
            "failure_count": len(failures), **tally, **{k: dict(v) for k, v in counts.items()}}


def check(game: str, record: dict, chosen: list, out: dict) -> list[str]:
    """Replay's answer against what every climbing game must hold (empty: all hold)."""
    if not out.get("ok"):
        return [f"replay refused the record: {out.get('error')}"]
    if not out["valid"]:
        return [f"illegal step: {out['failure']}"]
    if not out["complete"]:
        return ["the deal did not finish"]
    result, steps = out["result"], out["steps"]
    g = GAMES[game]
    dealt = Counter(c for h in record["hands"].values() for c in parse_cards(h))
    dealt.update(parse_cards(record.get("kitty") or ""))
    problems = []
    if dealt != Counter(full_deck(jokers=g.jokers) * g.decks):
        problems.append("the deal is not exactly the game's decks")
    left = Counter(c for h in result["hands"].values() for c in parse_cards(h))
    played = Counter(c for s in steps if s["step"] == "play" for c in parse_cards(s["cards"]))
    if left + played != dealt:
        problems.append("cards not conserved")
    if [(s["seat"], s["as"]["kind"]) for s in steps if s["step"] == "play"] != chosen:
        problems.append("replay read a play differently from the player")
    moves = [s for s in steps if s["step"] in ("play", "pass")]
    last = None
    for i, s in enumerate(moves):
        if s["step"] == "play":
            last = s["seat"]
        done = s.get("round")
        if done:
            if done["winner"] != last:
                problems.append(f"step {i}: round winner {done['winner']} is not the last player {last}")
            if i + 1 < len(moves) and moves[i + 1]["seat"] != done.get("leader"):
                problems.append(f"step {i + 1}: the round's leader did not lead")
    total = sum(Fraction(str(v)) for v in paid(result).values())
    if g.dealer.zero_sum(record) and total != 0:
        problems.append(f"payouts do not sum to zero: {total}")
    return problems + g.dealer.check(record, out)
