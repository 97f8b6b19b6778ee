// Hide and guess, for <pl-replay> (replay.js): hide the other hands and play along from one
// seat. The reader turns it on, taps a seat at the table, and steps on with › (or →, or a
// swipe): before each play of that seat the replay stops at the table as it stood (the
// worker draws it: widgets/render/replay_guess.py), the reader taps the cards they would
// play in their own hand (or passes, where the game lets them), and the engine judges the
// guess (a follow, a lead, a play against the table). A legal guess shows what was actually
// played; an illegal one says why and the reader guesses again (or asks to see the play).
// The status line says what to do next at each stage.
// Stepping back or jumping shows the frames as they are; only › stops at the seat's turns.
import { draw } from "../engine-client.js";
import { isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.guess;   // widgets/build/script_words.py

const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

export class Guess {
  seat = null;      // the seat played from (0-based), once tapped
  on = false;
  busy = false;     // stopped at the seat's turns in a frame
  #turns = [];
  #at = 0;
  #frame = "";      // the frame's own HTML, drawn after the last turn

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.button = el("button", { type: "button", class: "pl-guess-toggle", "aria-pressed": "false" }, word("toggle", lang));
    this.button.addEventListener("click", () => (this.on ? this.stop() : this.begin()));
    const tapped = (event) => {
      const seat = event.target.closest?.(".pl-table-seat");
      if (!this.on || !seat || this.busy || !host.view.contains(seat)) return false;
      this.pick(Number(seat.dataset.seat));
      return true;
    };
    host.view.addEventListener("click", tapped);
    host.view.addEventListener("keydown", (event) => {   // a seat is a button while one is chosen
      if ((event.key === "Enter" || event.key === " ") && tapped(event)) event.preventDefault();
    });
  }

  begin() {
    this.on = true;
    this.seat = null;
    this.button.setAttribute("aria-pressed", "true");
    this.button.textContent = word("stop", pageLang());
    this.host.setAttribute("data-guess", "choose");
    this.mark();
    this.#say(word("choose", pageLang()));
  }

  pick(seat) {
    if (!Number.isInteger(seat) || seat < 0) return;
    this.seat = seat;
    this.host.setAttribute("data-guess", String(seat));
    this.mark();
    this.host.view.querySelector(".pl-table-seat[data-mine]")?.focus();
    this.#say(word("chosen", pageLang(), seat + 1));
  }

  stop() {
    const was = this.busy;
    this.reset();
    if (was) this.host.drawFrame(this.#frame);
  }

  reset() {
    this.on = false;
    this.busy = false;
    this.seat = null;
    this.button.setAttribute("aria-pressed", "false");
    this.button.textContent = word("toggle", pageLang());
    this.host.removeAttribute("data-guess");
    this.mark();
  }

  // The chosen seat's hand and place stay open; CSS hides the other hands' cards. While on,
  // every seat is a button (tap or Enter picks it).
  mark() {
    for (const node of this.host.view.querySelectorAll("[data-mine]")) node.removeAttribute("data-mine");
    for (const seat of this.host.view.querySelectorAll(".pl-table-seat")) {
      if (this.on && !this.busy) {
        seat.setAttribute("role", "button");
        seat.setAttribute("tabindex", "0");
        seat.setAttribute("aria-pressed", String(seat.dataset.seat === String(this.seat)));
      } else {
        for (const name of ["role", "tabindex", "aria-pressed"]) seat.removeAttribute(name);
      }
    }
    if (this.seat === null) return;
    for (const node of this.host.view.querySelectorAll(`.pl-hand[data-seat="${this.seat}"], .pl-table-seat[data-seat="${this.seat}"]`)) {
      node.setAttribute("data-mine", "");
    }
  }

  // What the status line says between turns while guessing (null: not guessing).
  statusLine(lang) {
    if (!this.on) return null;
    return this.seat === null ? word("choose", lang) : word("chosen", lang, this.seat + 1);
  }

  #say(text) {
    this.host.status.textContent = text;
    delete this.host.status.dataset.notice;
  }

  // The worker's answer for a frame holds the seat's turns: stop at each before the frame.
  start(got) {
    this.busy = true;
    this.#turns = got.turns;
    this.#at = 0;
    this.#frame = got.html;
    this.#turn();
  }

  skip() {
    this.#at += 1;
    if (this.#at < this.#turns.length) return this.#turn();
    this.busy = false;
    this.host.drawFrame(this.#frame);
  }

  // The table before the turn: asked of the worker, which keeps the deal's answer.
  async #turn() {
    const lang = pageLang();
    const at = this.#at;
    const turn = this.#turns[at];
    let got;
    try {
      got = await draw(this.host.request, { lang, draw: "replay", frame: this.host.step, guess: this.seat, turn: at }, this);
    } catch (err) {
      if (isSuperseded(err) || !this.busy || at !== this.#at) return;
      this.busy = false;   // the frame itself, as without guessing
      this.host.drawFrame(this.#frame);
      return;
    }
    if (!this.busy || at !== this.#at || typeof got.html !== "string") return;   // the reader moved on
    const where = new DOMParser().parseFromString(this.#frame, "text/html").querySelector(".pl-replay-where");
    const table = el("div", { class: "pl-guess-table" });
    table.innerHTML = got.html;
    const checkButton = el("button", { type: "button", class: "pl-guess-check" }, word("check", lang));
    const skipButton = el("button", { type: "button", class: "pl-guess-skip" }, word("skip", lang));
    const result = el("div", { class: "pl-guess-result", "aria-live": "polite" });
    const buttons = el("p", { class: "pl-guess-buttons" }, checkButton);
    if (turn.pass) {
      const passButton = el("button", { type: "button", class: "pl-guess-pass" }, word("pass", lang));
      passButton.addEventListener("click", () => this.#judge(turn.pass, result, skipButton));
      buttons.append(passButton);
    }
    buttons.append(skipButton);
    const hand = table.querySelector(`.pl-hand[data-seat="${turn.seat}"]`);
    const chips = hand ? [...hand.querySelectorAll(".pl-card")] : [];
    const tokens = (hand?.dataset.cards || "").split(/\s+/).filter(Boolean);
    chips.forEach((chip, k) => {
      chip.dataset.card = tokens[k];
      chip.classList.add("pl-guess-pick");
      chip.setAttribute("role", "button");
      chip.setAttribute("tabindex", "0");
      chip.setAttribute("aria-pressed", "false");
      const flip = () => chip.setAttribute("aria-pressed", String(chip.getAttribute("aria-pressed") !== "true"));
      chip.addEventListener("click", flip);
      chip.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); flip(); }
      });
    });
    checkButton.addEventListener("click", () => {
      const picked = chips.filter((c) => c.getAttribute("aria-pressed") === "true").map((c) => c.dataset.card);
      if (!picked.length) { result.textContent = word("none", lang); return; }
      this.#judge({ ...turn.check, [turn.field]: picked.join(" ") }, result, skipButton);
    });
    skipButton.addEventListener("click", () => this.skip());
    this.host.view.replaceChildren(...(where ? [where] : []),
      el("p", { class: "pl-guess-ask" }, word("ask", lang, turn.seat + 1)), table, buttons, result);
    this.mark();
    this.host.setAttribute("data-state", "guessing");
    this.#say(word("ask", lang, turn.seat + 1));
  }

  async #judge(request, result, skipButton) {
    const lang = pageLang();
    const turn = this.#turns[this.#at];
    result.textContent = word("checking", lang);
    let got;
    try {
      got = await draw(request, { lang, draw: "guess", actual: turn.actual ?? null }, this);
    } catch (err) {
      if (!isSuperseded(err)) result.textContent = word("failed", lang) + String(err && err.message || err);
      return;
    }
    if (turn !== this.#turns[this.#at] || !this.busy) return;   // the reader moved on
    if (typeof got.html === "string") result.innerHTML = got.html;
    else result.textContent = word("failed", lang) + (got.response?.error?.[lang] || "");
    const legal = got.legal === true;
    result.dataset.legal = String(legal);
    // A legal guess shows the real play and goes on; an illegal one says why and the reader
    // guesses again (their pick kept), or asks to see the play.
    skipButton.textContent = word(legal ? "next" : "skip", lang);
    if (typeof got.html === "string") this.#say(word(legal ? "right" : "retry", lang));
  }
}
