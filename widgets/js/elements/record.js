// <pl-record game="wakeng" data-players="3 4">: record a deal, step by step, each step judged
// live by the engine; or play it from one seat against the engine (issue 25, 1–2).
//
// The build (widgets/build/record_fence.py) writes a sentence, a no-scripts sentence, the
// table's choices (players, the house-rule switches of the replay op), four empty parts
// (hands, steps, seat, file) and an empty <pl-replay> in a <template>. This element keeps the
// record (the same JSON the API's `replay` takes and `simulate` gives) and judges it: every
// change asks the engine for `replay` of the whole record (through engine-client.js, the
// worker keeps nothing between records) and draws its last frame with the one renderer
// (widgets/render/replay.py): the table as it stands, or the broken step with its reason and
// rule. A change the engine refuses is not taken: the record stays as it was, so nothing
// entered before is lost. The record is kept in localStorage (`paili.record.<game>`) after
// every accepted change.
//
// The parts, one file each: record-hands.js (deal at random, edit a hand by tapping cards),
// record-steps.js (whose turn, the calls, the play by tapping cards, take back),
// record-seat.js (play from one seat: the engine plays the others), record-file.js (share
// link #pe=, save to and load from a file, open in the replayer).
import { draw } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { drawBadges, readSwitches } from "./house-rules.js";
import { Hands } from "./record-hands.js";
import { Steps } from "./record-steps.js";
import { SeatPlay } from "./record-seat.js";
import { RecordFile } from "./record-file.js";
import { isObj, word } from "./record-words.js";

const STORE = "paili.record.";
const LAST = 1_000_000;   // "the last frame" (the renderer clamps it to the frames there are)

export class Record extends HTMLElement {
  record = null;        // the record as accepted so far, or null before a deal
  answer = null;        // the engine's (short) answer to it
  #seq = 0;

  connectedCallback() {
    if (this.live) return;
    this.live = this.querySelector(".pl-record-live");
    this.status = this.querySelector(":scope > .pl-status");
    if (!this.live || !this.status) return;
    this.querySelector(".pl-record-noscript")?.setAttribute("hidden", "");
    this.live.hidden = false;
    this.view = el("div", { class: "pl-record-view", "aria-live": "polite" });
    this.refusal = el("div", { class: "pl-record-refusal", role: "alert" });
    this.refusal.hidden = true;
    // the status line sits under the table, where the reader's eyes and thumbs are
    this.part("steps").append(this.refusal, this.view);
    this.deckPick = el("div", { class: "pl-record-deckpick" });
    this.deckPick.hidden = true;
    this.hands = new Hands(this);
    this.steps = new Steps(this);
    this.seat = new SeatPlay(this);
    this.file = new RecordFile(this);
    this.steps.buttons.after(this.deckPick, this.status);
    this.querySelector(".pl-record-table")?.addEventListener("change", (event) => this.#tableChanged(event));
    this.setAttribute("data-state", "ready");
    if (!this.file.fromLink()) this.#fromDraft();
  }

  part(name) {
    return this.querySelector(`.pl-record-part[data-part="${name}"]`);
  }

  get game() {
    return this.getAttribute("game");
  }

  get sizes() {
    const sizes = (this.dataset.players || "").split(/\s+/).map(Number).filter(Number.isInteger);
    return sizes.length ? sizes : [4];
  }

  get playersSelect() {
    return this.querySelector("select.pl-record-players");
  }

  get players() {
    const n = Number(this.playersSelect?.value);
    return this.sizes.includes(n) ? n : this.sizes[0];
  }

  // The house rules the switches set (a record carries them as its own `options`).
  get options() {
    return readSwitches(this);
  }

  // The list the play goes in: "tricks" (one list per trick) or "plays" (one step each).
  get playsKey() {
    return this.record && Array.isArray(this.record.tricks) ? "tricks" : "plays";
  }

  say(key, fill, notice) {
    this.status.textContent = word(key, pageLang(), fill);
    if (notice) this.status.dataset.notice = notice;
    else delete this.status.dataset.notice;
  }

  // Judge `candidate` (a whole record): taken when the engine finds every step legal; else
  // refused with the broken step drawn (its reason and rule) and the record left as it was.
  // `refusedKey`: the words before the refusal. Answers true when taken.
  async judge(candidate, { refusedKey = "refused", quiet = false } = {}) {
    const seq = ++this.#seq;
    const lang = pageLang();
    if (!quiet) this.say("judging");
    this.setAttribute("data-state", "judging");
    let got;
    try {
      // the table view (every hand after every step) needs every hand; a hand not known is null
      const table = Object.values(candidate.hands || {}).every((hand) => typeof hand === "string");
      got = await draw({ op: "replay", game: this.game, deal: candidate, table },
        { lang, draw: "replay", frame: LAST }, this);
    } catch (err) {
      if (isSuperseded(err) || seq !== this.#seq) return false;
      this.setAttribute("data-state", "unavailable");
      failureNotice(this.status, err, lang, "", () => this.judge(candidate, { refusedKey }));
      return false;
    }
    if (seq !== this.#seq) return false;
    const response = got.response || {};
    if (response.ok && response.valid) {
      this.#take(candidate, response, got.html);
      return true;
    }
    this.#refuse(response, got.html, refusedKey, lang);
    return false;
  }

  #take(candidate, response, html) {
    this.record = candidate;
    this.answer = response;
    this.refusal.hidden = true;
    this.refusal.replaceChildren();
    this.view.innerHTML = typeof html === "string" ? html : "";
    this.saveDraft();
    const over = response.complete || response.next?.phase === "over";
    this.setAttribute("data-state", over ? "complete" : "recording");
    this.say(over ? "done" : "accepted", undefined, "info");
    this.hands.draw();
    this.steps.draw();
    this.seat.draw();
    this.dispatchEvent(new CustomEvent("pl-record-change", { detail: { record: candidate, answer: response }, bubbles: true }));
  }

  #refuse(response, html, refusedKey, lang) {
    this.setAttribute("data-state", "refused");
    const why = response.ok ? (response.explain?.[lang] || "") : (response.error?.[lang] || "");
    this.status.textContent = word(refusedKey, lang) + why;
    this.status.dataset.notice = "error";
    this.refusal.replaceChildren(el("p", { class: "pl-record-refusal-head" }, word("refused_rule", lang)));
    if (typeof html === "string" && response.ok) {
      const box = el("div", { class: "pl-record-broken" });
      box.innerHTML = html;
      this.refusal.append(box);
    } else {
      this.refusal.append(el("p", {}, why));
    }
    this.refusal.hidden = false;
    this.dispatchEvent(new CustomEvent("pl-record-refused", { detail: { answer: response }, bubbles: true }));
  }

  // --- the draft kept on this device ------------------------------------------------------

  saveDraft() {
    try {
      localStorage.setItem(STORE + this.game, JSON.stringify(this.record));
    } catch { /* private mode or full: the page still works */ }
  }

  #fromDraft() {
    let kept = null;
    try {
      kept = JSON.parse(localStorage.getItem(STORE + this.game) || "null");
    } catch { kept = null; }
    if (!isObj(kept) || kept.game !== this.game) {
      this.say("empty");
      this.hands.draw();
      this.steps.draw();
      this.seat.draw();
      return;
    }
    this.open(kept, "restored_draft");
  }

  // Open a whole record (a draft, a link's, a file's): the table's choices follow it.
  async open(record, saidKey, refusedKey = "hands_refused") {
    this.#setTable(record);
    const ok = await this.judge(record, { refusedKey });
    if (ok) this.say(saidKey, undefined, "info");
    return ok;
  }

  clear() {
    this.record = null;
    this.answer = null;
    this.view.replaceChildren();
    this.refusal.hidden = true;
    try { localStorage.removeItem(STORE + this.game); } catch { /* nothing kept */ }
    this.seat.leave();
    this.hands.draw();
    this.steps.draw();
    this.seat.draw();
    this.say("cleared", undefined, "info");
  }

  #setTable(record) {
    const n = Object.keys(record.hands || {}).length;
    if (this.playersSelect && this.sizes.includes(n)) this.playersSelect.value = String(n);
    const chosen = isObj(record.options) ? record.options : {};
    for (const s of this.querySelectorAll("select[data-option]")) {
      const want = Object.hasOwn(chosen, s.dataset.option) ? chosen[s.dataset.option] : JSON.parse(s.dataset.default);
      const match = [...s.options].find((o) => o.value === JSON.stringify(want));
      if (match) s.value = match.value;
    }
    drawBadges(this);
  }

  // A house rule changed: the record carries it and is judged again (refused: switched back).
  #tableChanged(event) {
    if (!event.target.matches?.("select[data-option]")) return;
    drawBadges(this);
    if (!this.record) return;
    const options = { ...(this.record.options || {}) };
    for (const s of this.querySelectorAll("select[data-option]")) delete options[s.dataset.option];
    const candidate = { ...this.record, options: { ...options, ...this.options } };
    this.judge(candidate).then((ok) => { if (!ok) this.#setTable(this.record); });
  }
}

export function define(tag = "pl-record") {
  if (!customElements.get(tag)) customElements.define(tag, Record);
}

define();
