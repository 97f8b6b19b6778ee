// <pl-replay game="zhaopengyou" step="0">: step through a sample deal record, each step
// ruled on by the engine.
//
// The build (widgets/build/replay_fence.py) writes the record as JSON, the first step
// drawn, and every step's text in a <details> list (the fallback without scripts).
// On the reader's first step this element asks the worker for `replay` (with `table`:
// every hand after every step) and the frame on show; the worker keeps that answer and its
// frames (widgets/render/live.py, keyed by the request text), so each later step asks for
// one frame's HTML only: the engine runs once per record, the renderer once per step. Why
// not prerender all steps? Then the steps shown would be the build's, not the engine's in
// this browser, and the page would carry every frame. While the engine starts, the buttons
// stay usable: the position the reader asks for is kept and drawn when the answer arrives.
// If the engine cannot start, the step list opens instead.
//
// Frames (the engine's steps the way a hand record reads them: tractor games one per step,
// climbing games one per play or pass, then the result or the broken step) and their markup
// (the trump and roles, the table: every seat's hand, the kitty, the plays in the middle,
// the leader marked) come from the one renderer, widgets/render/replay.py, in the worker:
// the same code that drew the build's first frame. This element keeps only the stepping,
// the keys, the swipes and the status; hide and guess lives in replay-guess.js, the play
// list the reader jumps from in replay-list.js. load(record) replaces the record (step 0).
//
// House rules: the build folds a switch for each option a replay obeys (house-rules.js);
// changing one puts the switches' options into the record and asks the engine again.
//
// Share link ("#pr="): replay-steps.js says what it carries.
import { draw } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang, statusText, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { GAMES } from "../specs.js";
import { drawBadges, readSwitches, setSwitches, switchNames, validSwitches } from "./house-rules.js";
import { publishLink } from "../share-state.js";
import { Guess } from "./replay-guess.js";
import { drawSharedStep } from "./shared-preview.js";
import { PlayList } from "./replay-list.js";
import { linkState, markButtons, MOST_STEPS, sharedStep, stepKeys, stepLink } from "./replay-steps.js";

const WORDS = SCRIPT_WORDS.replay;   // widgets/build/script_words.py

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

export class Replay extends HTMLElement {
  static observedAttributes = ["step"];
  #count = null;       // how many frames, once the engine has answered
  #want = 0;           // the frame the reader asked for
  #seq = 0;            // the latest show() call: only it draws
  #note = null;        // "restored" until the reader moves on from a share link's step

  connectedCallback() {
    if (this.view) return;
    this.view = this.querySelector(".pl-replay-view");
    this.nav = this.querySelector(".pl-replay-nav");
    this.status = this.querySelector(".pl-status");
    this.details = this.querySelector(".pl-replay-all");
    const script = this.querySelector("script.pl-replay-record");
    if (!this.view || !this.nav || !script) return; // not prerendered: nothing to upgrade
    try {
      this.record = JSON.parse(script.textContent);
    } catch {
      this.record = null;
    }
    if (!this.record || typeof this.record !== "object") return; // the fallback stays as it is
    this.nav.hidden = false;
    // the step buttons' height: on a phone the heading line sticks right under them (paili.css)
    new ResizeObserver(() => this.style.setProperty("--pl-replay-nav-h", `${this.nav.offsetHeight}px`)).observe(this.nav);
    this.nav.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-go]");
      if (button) this.go(button.dataset.go);
    });
    stepKeys(this);
    this.addEventListener("change", (event) => {
      if (event.target.matches?.("select[data-option]")) this.#rejudge();
    });
    this.#want = 0;
    this.#buttons();
    if (!this.status) {
      this.status = el("p", { class: "pl-status", role: "status" });
      this.view.after(this.status);
    }
    this.status.textContent = word("hint", pageLang());
    this.shareButton = el("button", { type: "button", class: "pl-share" }, statusText("share", pageLang()));
    this.shareButton.addEventListener("click", () => this.share());
    this.guess = new Guess(this);
    this.plays = new PlayList(this);
    this.status.after(el("p", { class: "pl-tools" }, this.shareButton, this.guess.button));
    this.setAttribute("data-state", "prerendered");
  }

  attributeChangedCallback(name, old, value) {
    if (name !== "step" || old === value || !this.record) return;
    const n = Number.parseInt(value, 10);
    const target = Number.isInteger(n) && n >= 0 ? n : 0; // a bad value falls back to the first step
    if (target !== this.#want) this.show(target);
  }

  // A missing or unknown game falls back to the record's own.
  get game() {
    const given = this.getAttribute("game");
    const known = (game) => typeof game === "string" && Object.hasOwn(GAMES, game);
    if (known(given)) return given;
    return known(this.record?.game) ? this.record.game : "zhaopengyou";
  }

  set game(value) {
    this.setAttribute("game", String(value));
  }

  get step() {
    return this.#want;
  }

  set step(value) {
    this.setAttribute("step", String(value));
  }

  // How many frames: the engine's once it has answered, else the build's count.
  get total() {
    if (this.#count) return this.#count;
    const n = Number.parseInt(this.dataset.steps, 10);
    return Number.isInteger(n) && n > 0 ? n : 1;
  }

  go(where) {
    if (where === "next" && this.guess.busy) return this.guess.skip();
    const last = this.total - 1;
    const target = { first: 0, prev: this.#want - 1, next: this.#want + 1, last }[where];
    if (target === undefined) return;
    this.show(Math.max(0, Math.min(last, target)), { guess: where === "next" });
  }

  // Replace the record (a random deal, another sample): step 0, asked of the engine afresh.
  load(record) {
    if (!isObj(record)) throw new TypeError("load(record): a deal record (an object)");
    this.record = record;
    this.#count = null;
    this.#note = null;
    this.guess.reset();
    this.plays.reset();   // the worker draws the new deal's list with its first step
    if (this.getAttribute("data-state") === "unavailable") this.removeAttribute("data-state");
    return this.show(0);
  }

  // The replay request: the record, with every hand after every step.
  get request() {
    return { op: "replay", game: this.game, deal: this.record, table: true };
  }

  // `far`: a share link's step may lie beyond the build's count (a house rule can lengthen
  // the deal); it is kept until the engine's answer says how many frames there are.
  // `guess`: stepping forward while hiding and guessing stops at the guessing seat's turns.
  async show(index, { far = false, guess = false } = {}) {
    const seq = ++this.#seq;
    if (!far) this.#note = null;
    this.guess.busy = false;   // a turn left unguessed stays so
    const last = far && !this.#count ? MOST_STEPS : this.total - 1;
    this.#want = Math.max(0, Math.min(last, index));
    if (this.getAttribute("step") !== String(this.#want)) this.setAttribute("step", String(this.#want));
    this.#buttons();
    if (this.getAttribute("data-state") === "unavailable") return;
    const lang = pageLang();
    if (!this.#count) {
      this.setAttribute("data-state", "starting");
      this.status.textContent = word("starting", lang);
    }
    const seat = this.guess.seat;
    let got;
    try {
      got = await this.#ask(this.#want, guess && seat !== null ? seat : undefined);
    } catch (err) {
      if (isSuperseded(err) || seq !== this.#seq) return; // a later step draws
      this.setAttribute("data-state", "unavailable");
      if (this.details) this.details.open = true;
      if (err && err.response) {  // the engine refused the record: asking again changes nothing
        this.status.textContent = word("failed", lang) + err.response.error[lang] + " " + word("unavailable", lang);
        return;
      }
      failureNotice(this.status, err, lang, word("unavailable", lang), () => {
        this.setAttribute("data-state", "starting");
        this.show(this.#want);
      });
      return;
    }
    if (seq !== this.#seq) return; // a later click draws
    this.#count = got.frames;
    this.#want = got.frame;
    if (typeof got.list === "string") this.plays.fill(got.list);
    if (Array.isArray(got.turns) && got.turns.length) return this.guess.start(got, seq);
    this.#draw(got.html);
  }

  // Still the latest show()? (replay-guess.js asks before it draws.)
  current(seq) {
    return seq === this.#seq;
  }

  // The switches' options go into the record (a record's own options win over the
  // request's), and the whole deal is asked again; the step on show says it is not current.
  #rejudge() {
    drawBadges(this);
    this.#takeSwitches();
    if (this.getAttribute("data-state") === "unavailable") this.removeAttribute("data-state");
    if (!this.view.querySelector(":scope > .pl-stale")) {
      this.view.prepend(el("p", { class: "pl-stale", role: "note" }, word("stale", pageLang())));
    }
    this.show(this.#want);
  }

  #takeSwitches() {
    const options = { ...(this.record.options || {}) };
    for (const name of switchNames(this)) delete options[name];
    this.record = { ...this.record, options: { ...options, ...readSwitches(this) } };
    this.#count = null;
    this.plays?.reset();
  }

  // --- share link (replay-steps.js) ----------------------------------------------------

  get state() {
    return linkState(this.#want, readSwitches(this));
  }

  shareUrl() {
    return stepLink(this);
  }

  async share() {
    this.status.textContent = await publishLink(this.shareUrl());
    this.status.dataset.notice = "info";
  }

  // Show a share link's step under its house rules; false (the page's own replay left as
  // it is, and the status says so) when the state is not one this replay can take.
  restore(state) {
    if (!this.record || !sharedStep(state, (options) => validSwitches(this, options))) {
      if (this.status) {
        this.status.textContent = word("bad_link", pageLang());
        this.status.dataset.notice = "error";
      }
      return false;
    }
    const before = JSON.stringify(readSwitches(this));
    setSwitches(this, state.options || {});
    if (JSON.stringify(readSwitches(this)) !== before) this.#takeSwitches(); // else the page's record as it is
    drawSharedStep(this, state.step);   // until the engine answers: that step in words, not step 1
    this.#note = "restored";
    this.show(state.step, { far: true });
    return true;
  }

  // One frame of the deal: the worker answers the replay once per record (it keeps the
  // answer) and draws the frame asked for. A newer request from this element replaces an
  // older one still waiting (engine-client.js), so stepping fast never queues stale frames.
  async #ask(frame, guess) {
    // An engine that cannot start rejects every waiting request (engine-client.js).
    const view = { lang: pageLang(), draw: "replay", frame };
    if (guess !== undefined) view.guess = guess;
    if (this.plays.fresh) view.list = true;   // the play list, once per record
    const got = await draw(this.request, view, this);
    if (!got.response.ok) throw Object.assign(new Error(got.response.error.en), { response: got.response });
    if (typeof got.html !== "string" || !Number.isInteger(got.frames) || got.frames < 1) throw new Error("no steps");
    return got;
  }

  // Draw a frame's HTML (the worker's), or a guessing turn's (replay-guess.js).
  #draw(html) {
    const lang = pageLang();
    this.view.innerHTML = html;
    this.guess.mark();
    this.plays.mark(this.#want);
    this.#buttons();
    this.setAttribute("data-state", "live");
    // while hiding and guessing, the status line keeps saying what to do next
    this.status.textContent = this.guess.statusLine(lang) || word(this.#note || "live", lang, this.#want + 1);
    delete this.status.dataset.notice;
    this.dispatchEvent(new CustomEvent("pl-replay-step", {
      detail: { step: this.#want, total: this.total }, bubbles: true }));
  }

  drawFrame(html) {
    this.#draw(html);
  }

  // Draw the frame on show again (hide and guess turned on or off).
  redraw() {
    if (this.#count) this.show(this.#want);
  }

  #buttons() {
    markButtons(this.nav, this.#want, this.total);
  }
}

export function define(tag = "pl-replay") {
  if (!customElements.get(tag)) customElements.define(tag, Replay);
}

define();
