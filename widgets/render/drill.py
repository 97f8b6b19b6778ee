"""A practice question (the ``drill`` op) and its grade as HTML: the ``paili-practice`` fence
at build time, ``<pl-practice>`` live through ``live.py``.

A question answer has ``title``, ``ask``, ``show`` (parts drawn in order: ``trump``, ``cards``,
``plays``, ``facts``) and ``reply`` (how the reader answers: ``choice``, ``seat``, ``cards`` or
``number``). The reply is drawn here too, as a form of buttons: a choice or a seat is one tap
(a submit button carrying its value), cards are picked from the hand shown (toggle buttons,
then the answer button), a number has a stepper. The page's element only wires the form.

A grade answer is the question plus ``right``, ``given``, ``solution``, ``rule`` and
``explain``: the question is drawn again with the form settled (the reader's answer and a
right one marked, nothing left to press), then the grade: right or wrong, the reason, the
rule cited by its title, and the reader's answer and a right one in cards, seats or words.

Seats are numbered from 1 (``data-seat`` keeps the engine's 0-based seat); cards are chips
in the page's language; every text is escaped (``esc``); a part or reply this module has no
drawing for stops the renderer (``MissingWord``), as a code with no label does.
"""

from __future__ import annotations

from engine.cards import parse_cards
from engine.labels import heading

from .cards import cards_html, hand_html
from .cite import explain_html, rule_html
from .drill_hand import hand_buttons, pressed
from .markup import esc, word_in
from .verdict import error_html, trump_text
from .words import MissingWord, seat_word

WORDS: dict[str, tuple[str, str]] = {
    "level": ("第 {n} 级", "Level {n}"),
    "submit": ("作答", "Answer"),
    "pass": heading("step", "pass"),
    "pick": ("点选 {n} 张牌，再按“作答”。", "Tap {n} cards, then Answer."),
    "pick_one": ("点选 1 张牌，再按“作答”。", "Tap 1 card, then Answer."),
    "pick_any": ("点选要出的牌，再按“作答”。", "Tap the cards to play, then Answer."),
    "picked": ("已选", "chosen"),
    "less": ("减一", "One less"),
    "more": ("加一", "One more"),
    "number": ("你的答案", "Your answer"),
    "given": ("你的回答", "Your answer"),
    "solution": ("正确答案", "The right answer"),
    "another": ("另一个正确答案", "Another right answer"),
    "any": ("以下任一都对", "Any of these is right"),
    "others": ("以下也都对", "These are right too"),
    "example": ("合规的都对，例如", "Any the rule allows, for example"),
    "yours": ("你选的", "your pick"),
    "nothing": ("（没有选牌）", "(no cards)"),
}
LEVELS = {n: heading("drill_level", str(n)) for n in (1, 2, 3)}    # each level's name (engine.labels)


def word(key: str, lang: str, **fmt) -> str:
    return word_in(WORDS, key, lang, **fmt)


def level_name(level: int, lang: str) -> str:
    """``第 2 级 · 常见局面`` / ``Level 2 · Common play``."""
    return f'{word("level", lang, n=level)} · {LEVELS[level][0 if lang == "zh" else 1]}'


def _text(pair, lang: str) -> str:
    if not isinstance(pair, dict) or not isinstance(pair.get(lang), str):
        raise MissingWord(f"no {lang} words in {pair!r}")
    return pair[lang]


# --- what the question shows ---------------------------------------------------------

def _seat(seat) -> str:
    return f'<span class="pl-seat-name" data-seat="{esc(seat)}">'


def part_html(part: dict, lang: str, hand: str = "", trump: dict | None = None) -> str:
    """One part of ``show``; ``hand``: the answer's card buttons, drawn in place of this part's
    cards (the hand a cards reply picks from is shown once, where the question shows it);
    cards are drawn one row per suit (``trump``: the question's, whose trumps are one row)."""
    kind = part.get("part")
    if kind == "trump":
        text = trump_text(part["trump"], lang)
        return f'<p class="pl-drill-trump" data-part="trump">{esc(text[:1].upper() + text[1:])}</p>'
    if kind == "cards":
        seat = part.get("seat")
        who = "" if seat is None else f'{_seat(seat)}{esc(seat_word(seat, lang, "seat_head"))}</span> '
        cards = part.get("cards") or ""
        label = esc(_text(part["label"], lang))
        if hand:
            return (f'<div class="pl-drill-cards" data-part="cards"><span class="pl-field">{label}</span> {who}'
                    f'<div class="pl-drill-hand" role="group" aria-label="{label}">{hand}</div></div>')
        body = (hand_html(cards, lang=lang, trump=trump) if cards.strip()
                else f'<span class="pl-drill-none">{word("nothing", lang)}</span>')
        return f'<p class="pl-drill-cards" data-part="cards"><span class="pl-field">{label}</span> {who}{body}</p>'
    if kind == "plays":
        rows = []
        for play in part.get("plays") or []:
            cards = play.get("cards")
            body = (cards_html(cards, lang=lang) if isinstance(cards, str) and cards.strip()
                    else f'<span class="pl-replay-pass">{word("pass", lang)}</span>')
            rows.append(f'<li>{_seat(play["seat"])}{esc(seat_word(play["seat"], lang, "seat_head"))}</span> {body}</li>')
        return (f'<div class="pl-drill-plays" data-part="plays"><p class="pl-field">{esc(_text(part["label"], lang))}</p>'
                f'<ol class="pl-replay-table">{"".join(rows)}</ol></div>')
    if kind == "facts":
        items = "".join(f"<li>{esc(_text(item, lang))}</li>" for item in part.get("items") or [])
        return f'<ul class="pl-drill-facts" data-part="facts">{items}</ul>' if items else ""
    raise MissingWord(f"no drawing for a question part {kind!r}")


# --- the reader's answer: the form, and an answer drawn ------------------------------

def reply_html(reply: dict, lang: str, marks: dict | None = None, *, hand_shown: bool = False,
               trump: dict | None = None) -> str:
    """The answer form; ``marks`` (a grade's ``given`` and ``solution``): settled, nothing to
    press; ``hand_shown``: a cards reply's hand is drawn in the question (``part_html``);
    ``trump``: the question's, its trumps one row of the hand."""
    kind = reply.get("type")
    off = " disabled" if marks else ""
    submit = f'<button type="submit" class="pl-drill-submit"{off}>{word("submit", lang)}</button>'
    if kind == "choice":
        body = "".join(
            f'<button type="submit" class="pl-drill-choice" name="answer" value="{esc(c["value"])}"'
            f'{pressed(c["value"], marks)}{off}>{esc(_text(c, lang))}</button>' for c in reply.get("choices") or [])
        return f'<form class="pl-drill-reply" data-type="choice"><div class="pl-drill-choices">{body}</div></form>'
    if kind == "seat":
        body = "".join(
            f'<button type="submit" class="pl-seat pl-drill-seat" name="answer" value="{esc(s)}" data-seat="{esc(s)}"'
            f'{pressed(s, marks)}{off}>{esc(seat_word(s, lang, "seat_head"))}</button>' for s in reply.get("seats") or [])
        return f'<form class="pl-drill-reply" data-type="seat"><div class="pl-drill-choices">{body}</div></form>'
    if kind == "cards":
        count = reply.get("count")
        hint = (word("pick_one", lang) if count == 1 else word("pick", lang, n=count) if isinstance(count, int)
                else word("pick_any", lang))
        # answers besides cards, one tap each (the climbing games: pass, an answer of no cards)
        others = list(reply.get("choices") or []) + ([{"value": "", **reply["pass"]}] if reply.get("pass") else [])
        extra = "".join(
            f'<button type="submit" class="pl-drill-choice" name="answer" value="{esc(c["value"])}"'
            f'{pressed(c["value"], marks)}{off}>{esc(_text(c, lang))}</button>' for c in others)
        fixed = isinstance(count, int)
        of = f" / {esc(count)}" if fixed else ""
        counter = (f'<span class="pl-drill-count" aria-live="polite">{word("picked", lang)} '
                   f'<span data-picked>0</span>{of}</span>')
        attr = f' data-count="{esc(count)}"' if fixed else ""
        hand = ("" if hand_shown else
                f'<div class="pl-drill-hand" role="group">{hand_buttons(reply.get("from") or "", lang, marks or {}, trump)}</div>')
        return (f'<form class="pl-drill-reply" data-type="cards"{attr}><p class="pl-drill-hint">{esc(hint)}</p>'
                f'{hand}<div class="pl-drill-submit-row">{counter}{submit}{extra}</div></form>')
    if kind == "number":
        lo, hi = reply.get("min"), reply.get("max")
        # a bound a reader would never reach (the engine's "any number") is left to the engine
        bounds = "".join(f' {k}="{esc(v)}"' for k, v in (("min", lo), ("max", hi))
                         if isinstance(v, int) and abs(v) < 10**6)
        value = f' value="{esc(marks["given"])}"' if marks and isinstance(marks.get("given"), int) else ""
        if not isinstance(lo, int) or lo < 0:
            # below 0 allowed (a loss): the sign is a won/lost tap (number-field.js), the box the
            # amount, typed on the phone's number pad (it has no minus key); no ±1 steps
            return (f'<form class="pl-drill-reply" data-type="number"><div class="pl-drill-submit-row">'
                    f'<pl-number-field signed{bounds}><label><span class="pl-label">{word("number", lang)}</span> '
                    f'<input type="text" inputmode="numeric" pattern="[0-9]*" autocomplete="off" name="answer"{value}{off}>'
                    f'</label></pl-number-field>{submit}</div></form>')
        return (f'<form class="pl-drill-reply" data-type="number"><div class="pl-drill-submit-row">'
                f'<button type="button" class="pl-drill-step" data-step="-1" aria-label="{word("less", lang)}"{off}>−</button>'
                f'<pl-number-field{bounds}><label><span class="pl-label">{word("number", lang)}</span> '
                f'<input type="number" inputmode="numeric" step="1" name="answer"{bounds}{value}{off}></label></pl-number-field>'
                f'<button type="button" class="pl-drill-step" data-step="1" aria-label="{word("more", lang)}"{off}>+</button>'
                f'{submit}</div></form>')
    raise MissingWord(f"no way to answer a reply of type {kind!r}")


def answer_html(reply: dict, value, lang: str) -> str:
    """An answer as the reader reads it: a choice's words, a seat, cards, a number."""
    kind = reply.get("type")
    for c in reply.get("choices") or []:
        if c.get("value") == value:
            return esc(_text(c, lang))
    if kind == "seat":
        return esc(seat_word(value, lang, "seat_head"))
    if kind == "cards":
        if isinstance(value, str) and value.strip():
            return cards_html(value, lang=lang)
        said = _text(reply["pass"], lang) if reply.get("pass") else word("nothing", lang)
        return f'<span class="pl-replay-pass">{esc(said)}</span>'
    if kind == "number":
        return esc(value)
    raise MissingWord(f"no way to draw an answer {value!r} of a reply of type {kind!r}")


# --- the whole question, and the grade -------------------------------------------------

def _same_cards(a, b) -> bool:
    try:
        return sorted(map(str, parse_cards(a))) == sorted(map(str, parse_cards(b)))
    except Exception:
        return False


def question_html(q: dict, *, lang: str, marks: dict | None = None) -> str:
    reply, show = q["reply"], q.get("show") or []
    at = None
    if reply.get("type") == "cards" and isinstance(reply.get("from"), str):
        at = next((i for i, p in enumerate(show) if p.get("part") == "cards"
                   and _same_cards(p.get("cards") or "", reply["from"])), None)
    trump = next((p["trump"] for p in show if p.get("part") == "trump" and isinstance(p.get("trump"), dict)), None)
    hand = hand_buttons(reply["from"], lang, marks or {}, trump) if at is not None else ""
    parts = [f'<div class="pl-drill-q" data-kind="{esc(q["kind"])}" data-level="{esc(q["level"])}" '
             f'data-seed="{esc(q["seed"])}" data-reply="{esc(q["reply"]["type"])}">',
             f'<p class="pl-drill-head"><strong class="pl-drill-title">{esc(_text(q["title"], lang))}</strong> '
             f'<span class="pl-drill-level">{esc(level_name(q["level"], lang))}</span></p>',
             # the question's words first, then what it shows: on a phone's first screen (decision 40)
             f'<p class="pl-drill-ask">{esc(_text(q["ask"], lang))}</p>',
             '<div class="pl-drill-show">', *(part_html(p, lang, hand if i == at else "", trump) for i, p in enumerate(show)),
             "</div>", reply_html(reply, lang, marks, hand_shown=at is not None, trump=trump), "</div>"]
    return "".join(parts)


def grade_html(g: dict, *, lang: str, game: str | None, root: str) -> str:
    """Right or wrong (a mark, then the engine's reason, which says which, ending with the house
    rule that decided the right answer, linked to its ruling), the reader's answer and a right
    one drawn as the question draws them, the rule cited."""
    right = bool(g["right"])
    colon = "：" if lang == "zh" else ":"
    rows = [f'<p class="pl-drill-given"><span class="pl-field">{word("given", lang)}{colon}</span> '
            f'{answer_html(g["reply"], g["given"], lang)}</p>', *_solution_rows(g, lang, right)]
    return (f'<div class="pl-verdict-body pl-drill-grade" data-right="{str(right).lower()}">'
            f'<p class="pl-explain"><strong class="pl-drill-mark" aria-hidden="true">{"✓" if right else "✗"}</strong> '
            f'{explain_html(g["explain"][lang], g.get("decided_by"), game, lang, root)}</p>'
            f'{"".join(rows)}{rule_html(g["rule"], game, lang, root)}</div>')


def _solution_rows(g: dict, lang: str, right: bool) -> list[str]:
    """The right answers besides the reader's: the one answer; of several, every one (a list)
    or, where a rule decides (``solutions`` left out), one the rule allows, as an example."""
    colon = "：" if lang == "zh" else ":"
    several = g.get("how_many") == "any"
    listed = g.get("solutions")
    if not several or not isinstance(listed, list):
        if right and (not several or g.get("solution") == g.get("given")):
            return []
        key = "example" if several else "solution" if not right else "another"
        return [f'<p class="pl-drill-solution"><span class="pl-field">{word(key, lang)}{colon}</span> '
                f'{answer_html(g["reply"], g["solution"], lang)}</p>']
    others = [a for a in listed if not (right and _same_answer(g["reply"], a, g.get("given")))]
    if not others:
        return []
    key = "others" if right else "any" if len(listed) > 1 else "solution"
    items = "".join(f'<li data-solution="true">{answer_html(g["reply"], a, lang)}</li>' for a in others)
    return [f'<div class="pl-drill-solution" data-solutions="{len(listed)}"><p class="pl-field">{word(key, lang)}{colon}</p>'
            f'<ul class="pl-drill-solutions">{items}</ul></div>']


def _same_answer(reply: dict, a, b) -> bool:
    return _same_cards(a, b) if reply.get("type") == "cards" and a and b else a == b


def drill_html(response: dict, *, lang: str, game: str | None, root: str) -> str:
    """A drill answer drawn: an error, a question with its form, or a graded question."""
    if not response.get("ok"):
        return error_html(response["error"], lang, game, root)
    if "right" in response:
        marks = {"given": response.get("given"), "solution": response.get("solution"),
                 "solutions": response.get("solutions"), "how_many": response.get("how_many"),
                 "right": response.get("right")}
        return (question_html(response, lang=lang, marks=marks)
                + grade_html(response, lang=lang, game=game, root=root))
    return question_html(response, lang=lang)
