// <pl-shape-check game="zhaopengyou">: is it a single, pair, triple, tractor or throw?
// The build prerenders its form and first verdict (the fallback without scripts);
// this element makes it live: change the trump or the cards and the engine rules again.
import { call } from "../engine-client.js";
import { verdictNode } from "../render.js";
import { pageLang, statusText } from "../i18n.js";

export class ShapeCheck extends HTMLElement {
  #seq = 0;
  #timer = 0;

  connectedCallback() {
    if (this.form) return;
    this.form = this.querySelector("form");
    this.verdict = this.querySelector(".pl-verdict");
    this.status = this.querySelector(".pl-status");
    if (!this.form || !this.verdict) return; // not prerendered: nothing to upgrade
    this.form.addEventListener("input", () => this.schedule());
    this.form.addEventListener("change", () => this.schedule());
    this.setAttribute("data-state", "prerendered");
  }

  get game() {
    return this.getAttribute("game") || "zhaopengyou";
  }

  request() {
    const f = this.form.elements;
    return {
      op: "classify", game: this.game,
      trump: { rank: f.rank.value, suit: f.suit.value || null },
      cards: f.cards.value,
    };
  }

  schedule() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.run(), 150);
  }

  async run() {
    const seq = ++this.#seq;
    const lang = pageLang();
    this.setAttribute("data-state", "checking");
    this.status.textContent = statusText("checking", lang);
    let response;
    try {
      response = await call(this.request());
    } catch (err) {
      if (seq !== this.#seq) return;
      this.setAttribute("data-state", "unavailable");
      this.status.textContent = statusText("unavailable", lang);
      return;
    }
    if (seq !== this.#seq) return; // a newer edit is on its way
    this.verdict.replaceChildren(verdictNode(response, { lang, game: this.game }));
    this.setAttribute("data-state", "live");
    this.status.textContent = statusText("live", lang);
    this.dispatchEvent(new CustomEvent("pl-verdict", { detail: response, bubbles: true }));
  }
}

export function define(tag = "pl-shape-check") {
  if (!customElements.get(tag)) customElements.define(tag, ShapeCheck);
}
