"""The prerendered markup of each live widget: its controls in their first state and
the verdict for that state. The custom element (``widgets/js/elements``) upgrades it.
"""

from __future__ import annotations

import json
from html import escape

from engine.cards import RANK_TEXT
from engine.games import GAMES

from .render import request_html, verdict_html

LABELS = {
    "rank": ("级牌", "Trump rank"), "suit": ("主花色", "Trump suit"),
    "cards": ("牌", "Cards"), "none": ("无主", "no trump"),
    "waiting": ("改动后由引擎即时判定。", "Change anything and the engine rules on it live."),
}
SUIT_OPTIONS = (("S", "♠"), ("H", "♥"), ("C", "♣"), ("D", "♦"))


def _t(key: str, lang: str) -> str:
    return LABELS[key][0 if lang == "zh" else 1]


def widget_html(request: dict, response: dict, *, lang: str, root: str) -> str:
    """A block (``div``) so that Markdown never wraps the element in a paragraph."""
    return f'<div class="pl-example">{_widget(request, response, lang=lang, root=root)}</div>'


def _widget(request: dict, response: dict, *, lang: str, root: str) -> str:
    game = request.get("game")
    verdict = verdict_html(response, lang=lang, game=game, root=root)
    family = GAMES[game].family if game in GAMES else None
    if request.get("op") == "classify" and family == "tractor":
        return shape_check_html(request, verdict, lang=lang)
    payload = escape(json.dumps(request, ensure_ascii=False))
    return (f'<pl-verdict class="pl-widget" data-request="{payload}">{request_html(request, lang)}'
            f'<div class="pl-verdict" aria-live="polite">{verdict}</div></pl-verdict>')


def shape_check_html(request: dict, verdict: str, *, lang: str) -> str:
    trump = request.get("trump") or {}
    rank, suit = str(trump.get("rank", "2")), trump.get("suit")
    ranks = "".join(
        f'<option value="{r}"{" selected" if r == rank else ""}>{r}</option>'
        for r in RANK_TEXT.values())
    suits = "".join(
        f'<option value="{s}"{" selected" if s == suit else ""}>{sym}</option>'
        for s, sym in SUIT_OPTIONS)
    suits += f'<option value=""{" selected" if suit is None else ""}>{_t("none", lang)}</option>'
    cards = escape(str(request.get("cards", "")))
    return (
        f'<pl-shape-check class="pl-widget" game="{escape(request["game"])}">'
        f'<form class="pl-form" onsubmit="return false">'
        f'<label>{_t("rank", lang)} <select name="rank">{ranks}</select></label>'
        f'<label>{_t("suit", lang)} <select name="suit">{suits}</select></label>'
        f'<label class="pl-wide">{_t("cards", lang)} '
        f'<input name="cards" value="{cards}" autocomplete="off" spellcheck="false"></label>'
        f'</form>'
        f'<div class="pl-verdict" aria-live="polite">{verdict}</div>'
        f'<p class="pl-status" role="status">{_t("waiting", lang)}</p>'
        f'</pl-shape-check>')
