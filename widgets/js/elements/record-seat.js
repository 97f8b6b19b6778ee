// Play from one seat in <pl-record> (record.js, issue 25 item 2): the reader takes a seat and
// plays its cards (record-steps.js, judged as every entered step); whenever another seat is
// to play, the engine plays it (`autoplay`: legal plays by a simple, seeded strategy, until
// the reader's seat is to play or the deal is over), and its record is judged by `replay`
// like any other, so every step on the table is the referee's.
import { call } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { isObj, word } from "./record-words.js";

export class SeatPlay {
  mine = null;         // the reader's seat, or null
  seed = 1;            // the engine's strategy's seed for this sitting
  #busy = false;

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("seat");
    this.about = el("p", { class: "pl-record-hint" }, word("seat_about", lang));
    this.seats = el("div", { class: "pl-record-take", role: "group" });
    this.leaveButton = el("button", { type: "button", class: "pl-record-leave" }, word("leave", lang));
    this.leaveButton.addEventListener("click", () => { this.leave(); host.steps.draw(); this.draw(); });
    this.part.append(this.about, this.seats, el("p", { class: "pl-record-buttons" }, this.leaveButton));
  }

  draw() {
    const lang = pageLang();
    const record = this.host.record;
    this.part.hidden = !record;
    if (!record) return;
    const seats = Object.keys(record.hands || {}).map(Number).sort((a, b) => a - b);
    this.seats.replaceChildren(...seats.map((seat) => {
      const b = el("button", { type: "button", class: "pl-record-sit", "data-seat": String(seat),
        "aria-pressed": String(this.mine === seat) }, word("take", lang, seat + 1));
      b.addEventListener("click", () => this.take(seat));
      return b;
    }));
    this.leaveButton.hidden = this.mine === null;
    this.host.toggleAttribute("data-seated", this.mine !== null);
    if (this.mine !== null) this.#engineTurn();
  }

  take(seat) {
    const one = new Uint32Array(1);
    crypto.getRandomValues(one);
    this.mine = seat;
    this.seed = 1 + (one[0] % 999_999);
    this.host.say("seat_taken", seat + 1, "info");
    this.host.steps.draw();
    this.draw();
  }

  leave() {
    this.mine = null;
    this.host.removeAttribute("data-seated");
  }

  // Another seat is to play: the engine plays on until the reader's seat or the end.
  async #engineTurn() {
    const next = this.host.answer?.next;
    if (this.#busy || !isObj(next) || next.phase === "over" || this.host.answer?.complete) return;
    if (next.phase === "play" && next.seat === this.mine) return;
    this.#busy = true;
    try {
      await this.#autoplay();
    } finally {
      this.#busy = false;
    }
  }

  async #autoplay() {
    const host = this.host;
    const lang = pageLang();
    host.say("engine_playing");
    let answer;
    try {
      answer = await call({ op: "autoplay", game: host.game, deal: host.record, seat: this.mine, seed: this.seed });
    } catch (err) {
      if (!isSuperseded(err)) failureNotice(host.status, err, lang, "", () => this.draw());
      return;
    }
    if (!answer.ok || !isObj(answer.deal)) {
      host.status.textContent = word("no_autoplay", lang) + " " + (answer.error?.[lang] || "");
      host.status.dataset.notice = "error";
      return;
    }
    this.#busy = false;
    await host.judge(answer.deal, { quiet: true });
  }
}
