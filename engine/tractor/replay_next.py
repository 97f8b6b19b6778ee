"""What comes next in a tractor record (the replay answer's ``next``): whose turn, which
phase, and what the step must match, for a record entered step by step (issue 25).

A record may stop anywhere: in the bidding (no ``bury`` yet), before the friend call, before
the play (no ``tricks`` yet), after any trick or within one. Where it stops, the game's own
steps raise :class:`engine.errors.RecordStops` with what comes next; the replay answers it as an unfinished
record (``valid: true``, ``complete: false``). A broken step is retried: ``next`` is the step
it should have been (:func:`after_failure`).

``next`` is ``{"phase", "seat", …}``: ``phase`` one of ``bid`` (any seat may still show cards
while the cards are drawn: ``seat`` null), ``bury``, ``counter`` (双升 later deals, 反主炒底),
``call`` (找朋友's friend call), ``play`` or ``over``; ``or``: the step that comes instead
once this phase is closed (the bidding over: the bury; no more counters: the lead).
"""

from __future__ import annotations

from ..cards import format_cards
from ..errors import RecordStops
from ..fields import parsed
from ..games import GAMES
from .order import Trump
from .shapes import classify


def bidding_open(bank_if_closed, kitty_holder_if_closed: int | None) -> dict:
    """The bidding is open (no bury recorded): any seat may show cards; closing it now leads to
    the bury by ``kitty_holder_if_closed`` under the trump the bidding stands at (None: the rules
    deal again)."""
    closed = ({"phase": "over", "seat": None, "redeal": True} if bank_if_closed is None
              else {"phase": "bury", "seat": kitty_holder_if_closed,
                    "trump": Trump(rank=bank_if_closed.rank, suit=bank_if_closed.suit).to_json()})
    return {"phase": "bid", "seat": None, "or": closed}


def stops_here(record: dict, *later: str) -> bool:
    """Whether a record missing a step stops there: it holds none of the ``later`` steps (a record
    holding them misses a step, and is refused as it always was)."""
    return all(record.get(name) in (None, []) for name in later)


def lead(seat: int, trick: int) -> dict:
    """``seat`` leads trick ``trick`` (from 0)."""
    return {"phase": "play", "seat": seat, "trick": trick, "lead": True}


def follow(t, seat: int, trick: int, leader: int, lead_cards) -> dict:
    """``seat`` follows the lead ``lead_cards`` in trick ``trick``: as many cards, matching its
    shape (``shape``: what ``classify`` calls it) where the hand allows."""
    rules = GAMES[t.game]
    c = classify(lead_cards, t.trump, max_width=rules.max_width,
                 throw_units=t.options.get("throw_units", "wide_first"),
                 min_pairs=t.options.get("tractor_min_pairs", 2))
    return {"phase": "play", "seat": seat, "trick": trick, "lead": False, "leader": leader,
            "led": format_cards(lead_cards), "shape": c.shape, "suit": c.group, "count": len(lead_cards)}


def in_play(t, record: dict) -> dict:
    """The next play of a record whose tricks so far all held: the winner of the last whole
    trick leads (the banker the first), or the next seat follows within the last trick."""
    tricks = [s for s in t.steps if s["step"] == "trick"]
    n = GAMES[t.game].seats
    if not tricks:
        return lead(t.bank.banker, 0)
    last = tricks[-1]
    if last["winner"] is not None:
        return lead(last["winner"], last["trick"] + 1)
    given = last["plays"]
    return follow(t, (last["leader"] + len(given)) % n, last["trick"], last["leader"],
                  parsed(given[0]["cards"], "tricks"))


def after_failure(t, record: dict, failure: dict) -> dict | None:
    """The step a broken one should have been: the same seat's play in the same trick, or the
    setup step where the record broke (``t.phase``)."""
    k = failure.get("trick", t.phase and t.phase.get("trick"))
    if k is None:
        return t.phase
    trick = record["tricks"][k]
    leader, n = t.leader, GAMES[t.game].seats
    seat = failure.get("seat", leader)
    if failure["rule"].endswith(".deal.lead_order"):     # a seat out of turn: whose turn it was
        seat = next((leader + i) % n for i, s in enumerate(trick) if s.get("seat") != (leader + i) % n)
    if seat == leader or t.trump is None:
        return lead(leader, k)
    return follow(t, seat, k, leader, parsed(trick[0].get("cards", ""), "tricks"))


OVER = {"phase": "over", "seat": None}


__all__ = ["OVER", "RecordStops", "after_failure", "bidding_open", "follow", "in_play", "lead", "stops_here"]
