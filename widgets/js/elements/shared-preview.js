// What a share link shows before the engine answers (issue 24 §4): what was shared, drawn
// here from the link and the page (no engine), or words saying that it is being opened;
// never the page's own example, and never a verdict for other cards. Once the engine
// answers, the widget draws its answer over it (each widget says when).
// - a check link (#pl=): the shared cards as chips, read from the widget's state (the
//   form the link filled), under words saying the verdict comes when the engine is ready;
// - a replay link (#pr=): the shared step in words, from the build's list of every step
//   (the <details> play list: an item per frame, li[data-frame], a climbing round's frames
//   nested under its label; widgets/render/replay_list.py), in place
//   of the first frame; under house rules other than the page's, that list is not the
//   link's deal, so words only;
// - a practice link (#pq=) and a random-deal link (#pd=) need the engine (a question and a
//   deal come from a seed): practice.js and random-deal.js say in words that it is opening.
import { cardsNode, el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { parseCards } from "./card-picker.js";
import { seatLabel } from "./seat-order.js";

const WORDS = SCRIPT_WORDS.share;   // widgets/build/script_words.py

export const shareWord = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

// Whether `box` (a check's verdict, a replay's or a practice's view) holds a link's preview
// rather than an answer.
export function previewing(box) {
  return Boolean(box?.querySelector(":scope > .pl-shared"));
}

// A preview: its words first, then what it draws.
export function preview(words, ...drawn) {
  return el("div", { class: "pl-shared", role: "note" }, el("p", { class: "pl-shared-note" }, words), ...drawn);
}

// Cards in notation → chips; tokens the notation cannot read stay as written (the engine
// will name them in its verdict).
function chips(text) {
  const { cards, unread } = parseCards(text);
  const node = cardsNode(cards.join(" "));
  if (unread.length) node.append(` ${unread.join(" ")}`);
  return node;
}

// Every field of a check widget that holds cards, as [label, chips] rows, from its state.
function cardRows(check, lang) {
  const state = check.state;
  const rows = [];
  for (const f of check.fields) {
    const value = state[f.name];
    const name = f.label[lang === "zh" ? 0 : 1];
    if (f.kind === "cards" && value) rows.push([name, chips(value)]);
    if (f.kind === "cards_list") {
      const labels = [...f.node.querySelectorAll(".pl-rows .pl-label")].map((l) => l.textContent);
      (value || []).forEach((cards, k) => rows.push([`${name} · ${labels[k] ?? k + 1}`, chips(cards)]));
    }
    if (f.kind === "seat_cards") {
      for (const [seat, cards] of Object.entries(value || {})) rows.push([`${name} · ${seatLabel(seat, lang)}`, chips(cards)]);
    }
    if (f.kind === "steps") for (const s of value || []) rows.push([`${name} · ${seatLabel(s.seat, lang)}`, chips(s.cards)]);
  }
  return rows;
}

// A check link opened: its cards in the verdict's place, no verdict. Drawn again from the
// form while no verdict has come (the reader may edit meanwhile).
export function drawSharedCards(check) {
  const lang = pageLang();
  const rows = cardRows(check, lang).map(([name, node]) => el("div", { class: "pl-shared-row" },
    el("dt", {}, name), el("dd", {}, node)));
  const list = rows.length ? [el("dl", { class: "pl-shared-cards" }, ...rows)] : [];
  check.verdict.replaceChildren(preview(shareWord("cards", lang), ...list));
}

// A replay link opened: its step in words in the first frame's place. The build's list
// is the page's own deal: under house rules that change the record (or after load()),
// words only.
export function drawSharedStep(replay, step) {
  const lang = pageLang();
  const ruled = !asBuilt(replay);
  const list = replay.details && !replay.details.hidden ? replay.details : null;
  const items = list ? [...list.querySelectorAll("li[data-frame]")] : [];
  const item = ruled ? null : items[step];
  const words = item ? shareWord("step", lang, { n: step + 1, total: items.length })
    : shareWord(ruled ? "step_ruled" : "step_only", lang, { n: step + 1 });
  const drawn = item ? [el("p", { class: "pl-shared-step" }, ...[...item.childNodes].map((n) => n.cloneNode(true)))] : [];
  replay.view.replaceChildren(preview(words, ...drawn));
}

// Whether the replay's record is the one the build wrote (its list describes it).
function asBuilt(replay) {
  try {
    const built = replay.querySelector("script.pl-replay-record")?.textContent;
    return JSON.stringify(JSON.parse(built)) === JSON.stringify(replay.record);
  } catch {
    return false;
  }
}
