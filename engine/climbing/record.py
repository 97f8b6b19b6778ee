"""Playing a deal record's plays through the one table (shared by every climbing game).

A play step is ``{"seat": s, "cards": "…"}`` (optionally ``"as": {"kind": …, "rank": …}``: the
reading the player declares, for a play that reads more than one way) or ``{"seat": s, "pass": true}``.
Each step gets a verdict; the first step that breaks a rule stops the replay with its reason,
so a record is either checked to its end or the answer says exactly where it fails.
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import attrgetter

from .. import fields
from ..cards import format_cards
from ..errors import EngineError, RecordStops, bad_request
from ..rulebook import broken_step
from ..table_later import Writer, hand_over, together
from .combos import sort_play
from .record_next import OVER, after_broken_setup, table_next
from .referee import Referee
from .table import ClimbingTable
from .replay_board import boards
from .words import Seat, seat_zh
from ..text import count_en

MAX_PLAYS = 2000


def check_deal(game: Referee, decks, players: int, hands: dict, kitty: list) -> None:
    """A recorded deal is the whole of the game's decks (``decks``: its engine.games entry),
    dealt as the game deals: every seat's hand of its size, and the kitty of its size."""
    if sorted(hands) != list(range(players)):
        raise EngineError("impossible", f"记录需要全部 {players} 家的手牌。",
                          f"The record needs all {players} hands.")
    size, k = game.hand_size[players], game.kitty_size[players]
    for seat, hand in hands.items():
        if len(hand) != size:
            raise EngineError("impossible", f"{seat_zh(seat)} 有 {len(hand)} 张牌，应为 {size} 张。",
                              f"{Seat(seat)} holds {count_en(len(hand), 'card')}, not {size}.", seat=seat)
    if len(kitty) != k:
        raise EngineError("impossible", f"底牌有 {len(kitty)} 张，应为 {k} 张。",
                          f"The kitty holds {count_en(len(kitty), 'card')}, not {k}.")
    fields.copies([*hands.values(), kitty], decks)


def drive(table: ClimbingTable, plays, kept: list | None = None) -> tuple[list[dict], dict | None]:
    """Every step of ``plays`` on ``table``: the steps that held, and the broken one (or None).
    ``kept``: a list to which each step that held adds the hands after it."""
    if not isinstance(plays, list) or len(plays) > MAX_PLAYS:
        raise bad_request(f"出牌记录应是一串步骤，最多 {MAX_PLAYS} 步。",
                          f"The plays must be a list of at most {MAX_PLAYS} steps.", field="plays")
    steps: list[dict] = []
    players, play, pass_, hands = table.players, table.play, table.pass_, table.hands
    for index, step in enumerate(plays):
        try:
            seat, cards = _step_fields(step, index, players)
            if cards is None:
                steps.append(pass_(seat))
            else:
                steps.append(play(seat, cards, fields.reading(step, "as")))
            if kept is not None:
                kept.append(_snapshot(hands, kept[-1] if kept else None, None if cards is None else seat))
        except EngineError as err:
            if err.code != "illegal":       # a step that does not parse: the error names it
                err.data.setdefault("index", index)
                raise
            data = dict(err.data)
            rule = data.pop("rule")
            data.setdefault("seat", step.get("seat") if isinstance(step, dict) else None)
            return steps, broken_step(rule, err.zh, err.en, index=index, **data)
    return steps, None


def _snapshot(hands: list, before: list | None, seat: int | None) -> list:
    """The hands after a step, as copies: a pass (``seat`` None) takes no card, a play only
    from the hand of ``seat``; every other hand is the very copy ``before`` held, so the
    table view writes it out once."""
    if before is None:
        return [list(h) for h in hands]
    if seat is None:
        return before
    now = list(before)
    now[seat] = list(hands[seat])
    return now


def _step_fields(step, index: int, players: int) -> tuple[int, list | None]:
    if not isinstance(step, dict) or "seat" not in step:
        raise bad_request(f"第 {index + 1} 步要写明座位，以及出的牌或不出。",
                          f"Step {index + 1} must give a seat, and the cards played or a pass.")
    seat = fields.seat(step, "seat", players)
    if step.get("pass") is True:
        return seat, None
    cards = fields.parsed(step.get("cards", ""), f"plays[{index}].cards")
    if not cards:
        raise bad_request(f"第 {index + 1} 步没有牌：出牌要写出的牌，不出要写明不出。",
                          f"Step {index + 1} has no cards: a play gives its cards, a pass says it passes.")
    return seat, cards


def replay_record(ctx, request: dict, game: Referee) -> dict:
    """The replay of every climbing game: the record's setup, its plays on the table, the result.
    With ``"table": true`` the answer also holds the hands: ``table`` as dealt, and each step's
    ``hands`` after it; and the board (who is who, the counts): ``table.board`` before the
    first step, each step's ``board`` after it (:mod:`.replay_board`).

    The game's ``setup`` checks the deal and what comes before the first play (bids, calls)
    and gives ``(table, step, data)``, or raises ``illegal`` (the record breaks at that
    stage); its ``settle`` gives ``(rule, zh, en, result)`` for a finished deal."""
    record = fields.record(request)
    if record.get("game", ctx.game.id) != ctx.game.id:
        raise bad_request(f"这份记录不是{ctx.game.zh}的牌局。", f"This record is not a deal of {ctx.game.en}.",
                          field="deal")
    options = fields.record_options(ctx, record)
    table_view = fields.boolean(request, "table", default=False)
    _every_hand(record)
    out = _played_out(ctx, record, game, options, [] if table_view else None)
    if table_view:
        kept, says = out.pop("_kept"), out.pop("_says", None)
        out["table"], hands_written = seen(ctx, record, game, out["steps"], kept, out.pop("_dealt", None))
        sizes = [len(h) for h in kept[0]] if kept else [len(h.split()) for h in out["table"]["hands"].values()]
        out["table"]["board"], boards_written = boards(out["steps"], sizes, says)
        out["table"]["previous_as"] = game.reads_previous_as    # a guess's ``beats`` may name the reading
        # each step's hands, then its board, as the steps are read
        hand_over(Writer(together(hands_written, boards_written), len(out["steps"])))
    out["next"] = out.pop("next")     # what comes next (engine.climbing.record_next), said last
    return out


def played_out(ctx, record: dict, game: Referee, options: dict) -> tuple[dict, ClimbingTable | None]:
    """The replay's answer (no table view) and its table as the record left it (None if the
    record stops or breaks before the first play): what the ``autoplay`` op plays on."""
    tables: list = []
    _every_hand(record)
    return _played_out(ctx, record, game, options, None, tables), (tables[0] if tables else None)


def _every_hand(record: dict) -> None:
    """A climbing record gives every hand (decision 33): a hand given as null is refused in words."""
    hands = record.get("hands")
    unknown = [k for k, v in hands.items() if v is None] if isinstance(hands, dict) else []
    if unknown:
        raise bad_request("爬牌类的记录要给出每一家的手牌：手里还剩几张决定谁先出完、谁赢，暗地主、搭档和先叫的人也要从手牌里找；"
                          "一手牌压不压得过另一手不用手牌，可以问「压得过吗」。",
                          "A climbing record needs every hand: the cards left decide who goes out first and wins, and "
                          "the hidden partner, the partner and the first bidder are found from the hands; whether one "
                          "play beats another needs no hand (ask “beats”).", field=f"hands.{unknown[0]}")


def _played_out(ctx, record: dict, game: Referee, options: dict, kept: list | None, tables: list | None = None) -> dict:
    """The answer of :func:`replay_record`; with ``kept`` (a list), ``_kept``: the hands after each step;
    with ``tables`` (a list), the table is added to it once set up."""
    try:
        table, step, data = game.setup(ctx, record, options)
    except RecordStops as stop:         # the record stops in the bidding or calls
        out = answer(f"{game.id}.replay", "记录停在出第一手牌之前，到这里每一步都合规。",
                     "The record stops before the first play; every step so far is legal.", steps=[])
        out["next"] = stop.next
        return _kept(out, kept)
    except EngineError as err:
        if err.code != "illegal":
            raise
        failure = broken_step(err.data.get("rule", game.setup_rule), err.zh, err.en, stage=game.setup_stage)
        out = broken(failure, [], *game.setup_broken)
        out["next"] = after_broken_setup(game, ctx, record, options, err.data)
        return _kept(out, kept, None, err.data)   # its ``board``, if said
    if kept is not None:
        kept.append([list(h) for h in table.hands])     # the setup step: the kitty taken up
    if tables is not None:
        tables.append(table)
    played, f = drive(table, record.get("plays", []), kept)
    steps = [step, *played]
    count = counted(played)
    if f:
        # where it broke, as the replayer shows it: the round (its frames) and the step in the record
        r, k = sum(1 for s in played if "round" in s) + 1, f["index"] + 1
        out = broken(f, steps, f"第 {r} 轮（记录第 {k} 步）不合规则：", f"Round {r} (step {k} of the record) breaks a rule: ")
        out["next"] = table_next(table)     # an illegal step changed nothing: the same turn again
        return _kept(out, kept, table, data)
    if not table.over:
        _, zh, en = game.words("unfinished", **count)
        out = answer(f"{game.id}.replay", zh, en, steps=steps)
        out["next"] = {**table_next(table), **(data.get("next") or {})}   # a setup's word on the first play
        return _kept(out, kept, table, data)
    rule, zh, en, result = game.settle(ctx, record, table, data, options)
    result["hands"] = {str(s): format_cards(h) for s, h in enumerate(table.hands)}
    _, lead_zh, lead_en = game.words("complete", **count)
    out = answer(rule, lead_zh + zh, lead_en + en, steps=steps, complete=True, result=result)
    out["next"] = dict(OVER)
    return _kept(out, kept, table, data)


def _kept(out: dict, kept: list | None, table: ClimbingTable | None = None, data: dict | None = None) -> dict:
    if kept is not None:
        out["_kept"] = kept
        if data is not None:
            out["_says"] = data.get("board")    # what the setup knows of the board
        if table is not None and table.dealt is not None:
            out["_dealt"] = table.dealt    # the hands and kitty as the setup read them
    return out


# --- the table view (``"table": true``): every hand as it stands after each step -----------

def _strength(c) -> tuple:
    """五十K (no rank order of its own: wilds): the jokers, then 2 above A; suits ♠♥♣♦."""
    return (-(100 + c.rank) if c.is_joker else -(15 if c.rank == 2 else c.rank), "SHCDJ".index(c.suit))


def show_order(game: Referee):
    """How a hand is shown (a function of the cards, sorted): by rank, strongest first (the
    game's own order; 五十K: the wild jokers, then 2 above A as it ranks), suits ♠♥♣♦ within a rank."""
    if game.order is not None:
        return lambda cards: sort_play(cards, game.order)
    return lambda cards: sorted(cards, key=_strength)


def show_key(game: Referee, cards) -> dict:
    """:func:`show_order` as a sort key for each of ``cards`` (each card's place), worked out
    once per deal: a dict look-up per card, not the game's order at every step."""
    return {c: i for i, c in enumerate(show_order(game)(set(cards)))}


def seen(ctx, record: dict, game: Referee, steps: list, kept: list,
         read: tuple | None = None) -> tuple[dict, Iterator[int]]:
    """The answer's ``table`` (the hands and the kitty as dealt), and what writes ``hands`` on
    each step (and ``kitty`` on the step where the kitty is taken up: it joins that hand), one
    step at a time (it yields each step's index once written: engine.table_later). ``read``:
    the record's (hands, kitty) as the setup read them, if it got so far."""
    players = len(kept[0]) if kept else fields.players(record, ctx.game)
    if read is not None:    # as the setup read them (the table's ``dealt``): not read again
        dealt, kitty = read
        kitty = kitty if game.kitty_size.get(players) else []
    else:
        dealt = fields.hands(record, "hands", ctx.game, players)
        kitty = fields.cards(record, "kitty", ctx.game) if game.kitty_size.get(players) else []
    key = show_key(game, [*kitty, *(c for h in dealt.values() for c in h)]).__getitem__

    def shown(cards):
        return sorted(cards, key=key)

    def text(hand: list) -> str:
        return " ".join(map(text_of, sorted(hand, key=key)))   # format_cards, in C

    text_of = attrgetter("_text")
    out = {"hands": {str(s): format_cards(shown(h)) for s, h in sorted(dealt.items())}}
    if kitty:
        out["kitty"] = format_cards(shown(kitty))

    def written() -> Iterator[int]:
        seats = [str(s) for s in range(players)]
        before = shown_now = None
        for i, (step, hands) in enumerate(zip(steps, kept)):
            if hands is not before:
                if before is None:
                    shown_now = dict(zip(seats, map(text, hands)))
                else:   # a new copy only of the hand that changed (see _snapshot): written once
                    shown_now = dict(shown_now)
                    for s, now in enumerate(hands):
                        if now is not before[s]:
                            shown_now[seats[s]] = text(now)
                before = hands
            step["hands"] = shown_now   # one dict for the steps between two plays (never changed after)
            if i == 0 and kitty:
                step["kitty"] = out["kitty"]
            yield i

    return out, written()


def counted(played: list[dict]) -> dict:
    """The rounds, plays and passes of the steps that held (a round still open counts)."""
    plays = sum(1 for s in played if s["step"] == "play")
    ended = sum(1 for s in played if "round" in s)
    rounds = ended + (1 if played and "round" not in played[-1] else 0)
    return {"rounds": rounds, "plays": plays, "passes": len(played) - plays}


def answer(rule: str, zh: str, en: str, *, steps: list, valid: bool = True, complete: bool = False,
           result: dict | None = None, failure: dict | None = None) -> dict:
    """The replay answer, the same keys in every game: ``ok, valid, complete, rule, explain,
    steps, result, failure`` (``result`` only for a complete deal, ``failure`` only when broken)."""
    return {"ok": True, "valid": valid, "complete": complete and valid, "rule": rule,
            "explain": {"zh": zh, "en": en}, "steps": steps,
            "result": result if valid and complete else None, "failure": None if valid else failure}


def broken(failure: dict, steps: list, zh_where: str, en_where: str) -> dict:
    """The answer for a record broken at ``failure`` (a :func:`broken_step`)."""
    return answer(failure["rule"], zh_where + failure["explain"]["zh"], en_where + failure["explain"]["en"],
                  steps=steps, valid=False, failure=failure)


__all__ = ["answer", "broken", "drive"]
