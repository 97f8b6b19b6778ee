"""The board of a climbing replay's table view (``"table": true``): who is who and the
counts after each step, written on each step as ``board`` (what the replayer's score
shows; it works none of it out).

A board: ``roles`` (each seat's roles, codes of ``labels`` domain ``role``: the setup's,
then a hidden partner once it plays the called card), ``bombs`` (bombs played so far), and
the game's counts: ``left`` (cards in each hand), or in a game that counts card points
``points`` (card points each seat has won in its rounds), ``place`` (the finishing order,
``null`` while in) and, once a hidden partner has shown itself, ``sides`` (the points of
each side, the banker's first).

What the setup knows it says in its ``data`` (``engine.climbing.record._run``), under
``"board"``: ``roles`` (``[(seat, role), …]``, in order), ``hidden`` (``(seat, card,
role)``: the partner and the card that shows it), ``sides`` (``(mine, theirs, banker)``:
the sides' codes and the banker's seat), ``counts`` (``"points"`` for card points, else
cards left).

What a hand record keeps on screen, read from the setup step (the first of ``steps``):
``stake`` (the bid, where the setup names one: 挖坑), ``called`` (the card called for a
partner, where the setup names one: ``partner_card`` or ``card``); from the setup on.
And ``leader``: the seat that leads the round in play (on the setup step, the seat that
leads the first round).
"""

from __future__ import annotations

from collections.abc import Iterator


def boards(steps: list[dict], sizes: list[int], says: dict | None) -> tuple[dict, Iterator[int]]:
    """The board before the first step (the table view's ``board``; a record whose setup
    breaks has no steps, and its board only), and what writes ``board`` on each of ``steps``
    (``sizes``: each hand's cards once the setup is done, the kitty taken up), one step at a
    time (it yields each step's index once written: engine.table_later)."""
    written = _written(steps, sizes, says)
    return next(written), written


def _written(steps: list[dict], sizes: list[int], says: dict | None) -> Iterator:
    """:func:`boards`: first the board before the first step, then each step's index once written."""
    says = says or {}
    players = len(sizes)
    roles: list[list[str]] = [[] for _ in range(players)]
    for seat, role in says.get("roles", ()):
        roles[seat].append(role)
    hidden, sides = says.get("hidden"), says.get("sides")
    by_points = says.get("counts") == "points"
    left = list(sizes)
    points, place = [0] * players, [None] * players
    bombs = 0
    contract: dict = {}
    leader = None

    def board() -> dict:
        out = {"roles": [list(r) for r in roles], "bombs": bombs}
        if not by_points:
            out["left"] = list(left)
        else:
            out.update(points=list(points), place=list(place))
            if sides is not None and hidden is not None and hidden[2] in roles[hidden[0]]:
                mine_name, theirs_name, banker = sides
                mine = points[banker] + (points[hidden[0]] if hidden[0] != banker else 0)
                out["sides"] = {mine_name: mine, theirs_name: sum(points) - mine}
        out.update(contract)
        if leader is not None:
            out["leader"] = leader
        return out

    now = board()
    yield now
    for i, (step, lead) in enumerate(zip(steps, _leaders(steps))):
        kind = step.get("step")
        if kind not in ("play", "pass", "broken"):     # the setup: what it settles
            contract, leader = _contract(step), lead
            now = board()
        elif lead != leader:
            leader = lead
            now = board()
        if kind == "play":
            seat = step["seat"]
            bombs += bool((step.get("as") or {}).get("bomb"))
            if (hidden is not None and seat == hidden[0] and hidden[2] not in roles[seat]
                    and hidden[1] in str(step.get("cards")).split()):
                roles[seat].append(hidden[2])   # the hidden partner shows itself with the called card
            if "out" in step:
                place[seat] = step["out"]
            left[seat] = step["left"]
        done = step.get("round")
        if by_points and isinstance(done, dict):
            points[done["winner"]] += done.get("points") or 0
        if kind == "play" or done is not None:
            now = board()
        step["board"] = now      # one dict for the steps between two changes (never changed after)
        yield i


def _leaders(steps: list[dict]) -> list:
    """The seat that leads the round in play at each step (at the setup, the first to play)."""
    out, leader, opened = [], None, True
    for i, step in enumerate(steps):
        kind = step.get("step")
        if kind in ("play", "pass"):
            if opened:
                leader, opened = step.get("seat"), False
            opened = isinstance(step.get("round"), dict)    # the next play or pass leads a round
        elif kind != "broken":
            leader = next((s.get("seat") for s in steps[i + 1:] if s.get("step") in ("play", "pass")), None)
        out.append(leader)
    return out


def _contract(setup: dict) -> dict:
    """What the setup step settles that stays on screen: the ``stake`` bid, the ``called`` card."""
    out = {}
    if setup.get("stake").__class__ is int:
        out["stake"] = setup["stake"]
    called = setup.get("partner_card", setup.get("card"))
    if isinstance(called, str):
        out["called"] = called
    return out
