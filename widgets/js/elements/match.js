// <pl-match game="wakeng" data-players="3 4">: the score sheet of a whole evening (issue 26, 1–3).
//
// The build (widgets/build/match_fence.py) writes a sentence, a no-scripts sentence, the sheet
// (an example evening the engine worked out at build time, drawn by the one renderer) and,
// hidden until this element upgrades them, three parts: the start (players, names, house
// rules, the starting levels or stake: match-setup.js), a deal's entry (the fields the game's
// `match` op takes for a deal, as taps: match-entry.js, match-fields.js) and the file
// (export, import, share link #pm=, start over: match-file.js).
//
// This element keeps the match file (exactly the `match` field of the engine's `match` op)
// and judges it: every change asks the engine for `match` on the whole file (through
// engine-client.js; the worker keeps nothing between files) and draws the answer with the
// one renderer (widgets/render/match.py: the standing, the table of deals with each deal's
// reason and rule, the chart). A change the engine refuses is not taken: its words are shown
// and the sheet stays as it was. The file is kept in localStorage (`paili.match.<game>`)
// after every accepted change. A share link opens a read-only view: the reader's own match
// is neither shown nor overwritten.
import { draw } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { pageLang } from "../i18n.js";
import { Setup } from "./match-setup.js";
import { Entry } from "./match-entry.js";
import { MatchFile } from "./match-file.js";
import { isObj, word } from "./match-words.js";

const STORE = "paili.match.";

export class Match extends HTMLElement {
  file = null;          // the match file as accepted so far, or null before a match starts
  answer = null;        // the engine's answer to it
  readonly = false;     // a shared match, opened from a link
  #seq = 0;

  connectedCallback() {
    if (this.live) return;
    this.live = this.querySelector(".pl-match-live");
    this.sheet = this.querySelector(".pl-match-sheet");
    this.status = this.querySelector(".pl-match-status");
    if (!this.live || !this.sheet || !this.status) return;
    this.querySelector(".pl-match-noscript")?.setAttribute("hidden", "");
    this.example = this.sheet.innerHTML;
    this.live.hidden = false;
    this.setup = new Setup(this);
    this.entry = new Entry(this);
    this.matchFile = new MatchFile(this);
    this.sheet.addEventListener("click", (event) => this.#sheetTapped(event));
    this.setAttribute("data-state", "ready");
    if (!this.matchFile.fromLink()) this.fromDraft();
  }

  part(name) {
    return this.querySelector(`.pl-match-part[data-part="${name}"]`);
  }

  get game() {
    return this.getAttribute("game");
  }

  get deals() {
    return this.file?.deals || [];
  }

  say(key, fill, notice) {
    this.status.textContent = word(key, pageLang(), fill);
    if (notice) this.status.dataset.notice = notice;
    else delete this.status.dataset.notice;
  }

  // Judge `candidate` (a whole match file): taken when the engine answers it; else refused,
  // its words shown and the sheet left as it was. Answers true when taken.
  async judge(candidate, { refusedKey = "refused", quiet = false } = {}) {
    const seq = ++this.#seq;
    const lang = pageLang();
    if (!quiet) this.say("judging");
    this.setAttribute("data-state", "judging");
    let got;
    try {
      got = await draw({ op: "match", game: this.game, match: candidate }, { lang, draw: "match" }, this);
    } catch (err) {
      if (isSuperseded(err) || seq !== this.#seq) return false;
      this.setAttribute("data-state", "unavailable");
      failureNotice(this.status, err, lang, "", () => this.judge(candidate, { refusedKey }));
      return false;
    }
    if (seq !== this.#seq) return false;
    const response = got.response || {};
    if (response.ok && typeof got.html === "string") {
      this.#take(candidate, response, got.html);
      return true;
    }
    this.#refuse(response, refusedKey, lang);
    return false;
  }

  #take(candidate, response, html) {
    this.file = candidate;
    this.answer = response;
    this.sheet.innerHTML = html;
    this.sheet.dataset.shown = this.readonly ? "shared" : "own";
    if (!this.readonly) this.#save();
    this.setAttribute("data-state", response.over ? "over" : "keeping");
    this.say(response.over ? "over" : "accepted", undefined, "info");
    this.drawParts();
    this.dispatchEvent(new CustomEvent("pl-match-change", { detail: { match: candidate, answer: response }, bubbles: true }));
  }

  #refuse(response, refusedKey, lang) {
    this.setAttribute("data-state", "refused");
    const why = response.error?.[lang] || response.explain?.[lang] || "";
    this.status.textContent = word(refusedKey, lang) + why;
    this.status.dataset.notice = "error";
    this.dispatchEvent(new CustomEvent("pl-match-refused", { detail: { answer: response }, bubbles: true }));
  }

  drawParts() {
    this.dataset.readonly = String(this.readonly);
    this.setup.draw();
    this.entry.draw();
    this.matchFile.draw();
  }

  // A deal's row tapped on the sheet (its "correct" button): opened in the entry to correct.
  #sheetTapped(event) {
    const button = event.target instanceof Element && event.target.closest("button.pl-match-edit[data-deal]");
    if (!button || this.readonly || !this.file) return;
    this.entry.correct(Number(button.dataset.deal));
  }

  // --- the match kept on this device --------------------------------------------------------

  #save() {
    try {
      localStorage.setItem(STORE + this.game, JSON.stringify(this.file));
    } catch { /* private mode or full: the page still works */ }
  }

  kept() {
    try {
      const kept = JSON.parse(localStorage.getItem(STORE + this.game) || "null");
      return isObj(kept) && kept.game === this.game ? kept : null;
    } catch {
      return null;
    }
  }

  // The reader's own match, from this device (none: the start form).
  async fromDraft() {
    this.readonly = false;
    const kept = this.kept();
    if (!kept) {
      this.#empty("empty");
      return false;
    }
    return this.open(kept, "restored_draft");
  }

  #empty(key) {
    this.file = null;
    this.answer = null;
    this.sheet.innerHTML = this.example;
    this.sheet.dataset.shown = "example";
    this.setAttribute("data-state", "ready");
    this.say(key, undefined, "info");
    this.drawParts();
  }

  // Open a whole match file (the device's, a link's, a file's): the start form follows it.
  async open(file, saidKey, refusedKey = "file_refused") {
    this.setup.fill(file);
    const ok = await this.judge(file, { refusedKey });
    if (ok) this.say(saidKey, undefined, "info");
    return ok;
  }

  // Start over: the device forgets the match, the start form comes back.
  clear() {
    try { localStorage.removeItem(STORE + this.game); } catch { /* nothing kept */ }
    this.entry.cancel();
    this.#empty("cleared");
  }
}

export function define(tag = "pl-match") {
  if (!customElements.get(tag)) customElements.define(tag, Match);
}

define();
