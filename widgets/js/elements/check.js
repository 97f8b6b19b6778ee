// <pl-check op="follow" game="zhaopengyou">: one worked example made live. Its form (the
// fields of widgets/build/specs.py for this op) and first verdict are prerendered by the
// build: that is the content without scripts. Change a field and the real engine, in the
// worker, rules again. "Share link" puts the whole state in the URL fragment
// (#pl=<widget index>.<base64url JSON>), the house-rule switches set away from their
// default included (state.options). Fires "pl-verdict" (detail: the response).
// The verdict's HTML comes with the answer from the worker (engine-client.js draw: the one
// renderer, widgets/render/, escapes every text); this element only puts it in place.
import { draw } from "../engine-client.js";
import { failureNotice, isSuperseded, SHOWN } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang, statusText, wordIn } from "../i18n.js";
import { GAMES, SPECS } from "../specs.js";
import { encodeState, publishLink } from "../share-state.js";
import { fillField, fits, readField } from "./check-fields.js";
import { define as defineNumberField } from "./number-field.js";
import { define as defineSeatOrder, labelPlays } from "./seat-order.js";
import { define as defineStepRows } from "./step-rows.js";
import { drawBadges, readSwitches, setSwitches, switchNames, validSwitches } from "./house-rules.js";
import { drawSharedCards, previewing, shareWord } from "./shared-preview.js";

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function setPath(target, dotted, value) {
  const parts = dotted.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = isObj(node[p]) ? node[p] : (node[p] = {});
  node[parts.at(-1)] = value;
}

export class Check extends HTMLElement {
  static observedAttributes = ["op", "game"];
  static defaultOp = "classify";
  #seq = 0;
  #timer = 0;
  #note = null; // what the status says once live ("restored" after a share link)
  #shown = null; // the request whose live verdict is on show (a "change" after "input" asks nothing new)

  get op() {
    const op = this.getAttribute("op");
    return op && this.#specFor(this.game, op) ? op : this.constructor.defaultOp;
  }
  set op(value) { this.setAttribute("op", value); }
  get game() {
    const game = this.getAttribute("game");
    return game in GAMES ? game : "zhaopengyou"; // a bad value falls back to a default
  }
  set game(value) { this.setAttribute("game", value); }
  get spec() { return this.#specFor(this.game, this.op); }

  #specFor(game, op) {
    return SPECS[`${game}.${op}`] || SPECS[`${GAMES[game].family}.${op}`] || null;
  }

  get fields() {
    return this.spec.fields.filter((f) => !f.games || f.games.includes(this.game))
      .map((f) => ({ ...f, node: this.form.querySelector(`[data-name="${f.name}"]`) }))
      .filter((f) => f.node);
  }

  connectedCallback() {
    if (this.form) return;
    this.form = this.querySelector("form");
    this.verdict = this.querySelector(".pl-verdict");
    this.status = this.querySelector(".pl-status");
    if (!this.form || !this.verdict || !this.status || !this.spec) return; // nothing to upgrade
    try {
      const fixed = JSON.parse(this.dataset.fixed || "{}");
      this.fixed = isObj(fixed) ? fixed : {};
    } catch {
      this.fixed = {};
    }
    const lang = pageLang();
    this.shareButton = el("button", { type: "button", class: "pl-share" }, statusText("share", lang));
    this.shareButton.addEventListener("click", () => this.share());
    this.status.after(el("p", { class: "pl-tools" }, this.shareButton));
    this.form.addEventListener("input", () => { labelPlays(this.form, GAMES[this.game].seats); this.schedule(); });
    this.form.addEventListener("change", (event) => {
      if (event.target.matches?.("select[data-option]")) drawBadges(this);
      labelPlays(this.form, GAMES[this.game].seats);
      this.schedule();
    });
    this.form.addEventListener("click", (event) => {
      const add = event.target.closest(".pl-add-row");
      if (add) this.#addRow(add.closest("fieldset"), "").querySelector("input").focus();
    });
    this.setAttribute("data-state", "prerendered");
  }

  #addRow(fieldset, value) {
    const rows = fieldset.querySelector(".pl-rows");
    const g = GAMES[this.game];
    const picker = el("pl-card-picker", { game: this.game, decks: String(g.decks) });
    if (g.jokers) picker.setAttribute("jokers", "");
    picker.append(el("label", {}, el("span", { class: "pl-label" }, String(rows.children.length + 1)), " ",
      el("input", { "data-row": "", autocomplete: "off", spellcheck: "false" })));
    picker.querySelector("input").value = value;
    rows.append(picker);
    labelPlays(this.form, g.seats);
    return picker;
  }

  // The form → {request, problems}: the request the engine gets, and what could not be read.
  read() {
    const request = { op: this.op, game: this.game, ...structuredClone(this.fixed) };
    const problems = [];
    const lang = pageLang();
    for (const f of this.fields) {
      const value = readField(f, this.game, lang, problems);
      if (value !== undefined) setPath(request, f.name, value);
    }
    if (switchNames(this).length) { // the switches send their options; the example's others ride along
      const options = { ...(isObj(request.options) ? request.options : {}), ...readSwitches(this) };
      if (Object.keys(options).length) request.options = options;
      else delete request.options;
    }
    return { request, problems };
  }

  request() { return this.read().request; }

  // The widget's state: each field's value by its (dotted) name. A share link carries it.
  get state() {
    const { request } = this.read();
    const state = {};
    for (const f of this.fields) {
      let v = request;
      for (const p of f.name.split(".")) v = isObj(v) && p in v ? v[p] : undefined;
      if (v !== undefined) state[f.name] = v;
    }
    const house = readSwitches(this);
    if (Object.keys(house).length) state.options = house;
    return state;
  }

  // Fill the form from a state; false (and nothing changed) when any value has the wrong type.
  setState(state) {
    if (!isObj(state)) return false;
    const fields = this.fields;
    const names = new Set(fields.map((f) => f.name));
    if (Object.keys(state).some((k) => !names.has(k) && k !== "options")) return false;
    if (!fields.every((f) => !(f.name in state) || fits(f, state[f.name], GAMES[this.game].seats))) return false;
    if ("options" in state && !validSwitches(this, state.options)) return false;
    for (const f of fields) fillField(f, state[f.name], GAMES[this.game].seats, (node) => this.#addRow(node, ""));
    setSwitches(this, state.options || {});
    return true;
  }

  get index() {
    return [...document.querySelectorAll("pl-check, pl-shape-check")].indexOf(this);
  }

  shareUrl() {
    const url = new URL(location.href);
    url.hash = `pl=${this.index}.${encodeState(this.state)}`;
    return url.href;
  }

  async share() {
    this.notice(await publishLink(this.shareUrl()));
  }

  notice(text, kind = "info") {
    this.status.textContent = text;
    this.status.dataset.notice = kind;
  }

  // Restore from a share link's state, or say the link was unreadable. Until the engine
  // answers, the verdict's place shows the shared cards, no verdict (shared-preview.js).
  restore(state) {
    const lang = pageLang();
    if (state && this.setState(state)) {
      this.#note = "restored";
      drawSharedCards(this);
      this.run();
      return true;
    }
    this.notice(statusText("bad_link", lang), "error");
    return false;
  }

  schedule() {
    this.#note = null;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.run(), 150);
  }

  async run() {
    const lang = pageLang();
    const { request, problems } = this.read();
    const key = JSON.stringify(request);
    if (!problems.length && key === this.#shown && this.dataset.state === "live") return;
    const seq = ++this.#seq;
    this.#shown = null;
    // A form the page cannot read (a number out of range) is answered by the page, drawn
    // by the same renderer: the worker is asked to draw that answer, not to ask the engine.
    const given = problems.length
      ? { ok: false, error: { code: "bad_input", zh: problems.join("；"), en: problems.join("; ") } } : undefined;
    this.setAttribute("data-state", "checking");
    this.status.textContent = statusText("checking", lang);
    delete this.status.dataset.notice;
    if (previewing(this.verdict)) drawSharedCards(this);   // still no verdict: the cards as they are now
    else this.#stale(true);
    let got;
    try {
      got = await draw(request, { lang, draw: "verdict", answer: given }, this)
        .finally(() => { if (seq === this.#seq) this.#stale(false); });
    } catch (err) {
      if (seq !== this.#seq || isSuperseded(err)) return; // a newer request is on its way
      this.setAttribute("data-state", "unavailable");
      const shown = previewing(this.verdict) ? shareWord("no_verdict", lang) : wordIn(SHOWN, "check", lang);
      failureNotice(this.status, err, lang, shown, () => this.run());
      return;
    }
    if (seq !== this.#seq) return; // a newer edit is on its way
    this.#show(got.response, got.html);
    if (!given) this.#shown = key;
    this.setAttribute("data-state", "live");
    this.status.textContent = statusText(this.#note || "live", lang);
  }

  // While a verdict is recomputed, the one on show is marked as not current, in words.
  #stale(on) {
    const mark = this.verdict.querySelector(":scope > .pl-stale");
    if (!on) return mark?.remove();
    if (!mark) this.verdict.prepend(el("p", { class: "pl-stale", role: "note" }, statusText("stale", pageLang())));
  }

  #show(response, html) {
    this.verdict.innerHTML = html ?? "";
    if (response.ok) this.#sortPickers(response);
    this.dispatchEvent(new CustomEvent("pl-verdict", { detail: response, bubbles: true }));
  }

  // Chosen cards are drawn in the engine's order for the trump context when it gives one.
  #sortPickers(response) {
    for (const f of this.fields) {
      if (f.kind !== "cards") continue;
      let canon = response[f.name];
      if (isObj(canon)) canon = canon.cards;
      if (typeof canon === "string") f.node.querySelector("pl-card-picker")?.order?.(canon);
    }
  }
}

export function define(tag = "pl-check") {
  defineNumberField();
  defineSeatOrder();
  defineStepRows();
  if (!customElements.get(tag)) customElements.define(tag, Check);
}
