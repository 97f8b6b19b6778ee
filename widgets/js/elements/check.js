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
import { bound, define as defineNumberField, readInteger } from "./number-field.js";
import { define as defineSeatOrder, labelPlays, readSeats, seatLabel } from "./seat-order.js";
import { define as defineStepRows } from "./step-rows.js";
import { drawBadges, readSwitches, setSwitches, switchNames, validSwitches } from "./house-rules.js";
import { drawSharedCards, previewing, shareWord } from "./shared-preview.js";

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const label = (f, lang) => f.label[lang === "zh" ? 0 : 1];

function setPath(target, dotted, value) {
  const parts = dotted.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = isObj(node[p]) ? node[p] : (node[p] = {});
  node[parts.at(-1)] = value;
}

export function encodeState(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// Fragments are untrusted: any failure gives null, never an exception.
export function decodeState(text) {
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const state = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return isObj(state) ? state : null;
  } catch {
    return null;
  }
}

// A share link goes in the address bar and, where the browser allows, on the clipboard;
// the words that say which (check and replay widgets alike).
export async function publishLink(href) {
  history.replaceState(null, "", href);
  try {
    await navigator.clipboard.writeText(href);
    return statusText("link_copied", pageLang());
  } catch {
    return statusText("link_ready", pageLang()); // no clipboard permission: the address bar holds it
  }
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
      const node = f.node;
      const input = node.querySelector("input, select");
      let value;
      switch (f.kind) {
        case "trump": {
          const suit = node.querySelector("[name=suit]").value;
          value = { rank: node.querySelector("[name=rank]").value, suit: suit || null };
          break;
        }
        case "cards":
          value = input.value.trim();
          if (!value && f.optional) value = undefined;
          break;
        case "cards_list":
          value = [...node.querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean);
          break;
        case "seat_cards":
          value = {};
          for (const i of node.querySelectorAll("input[data-seat]")) {
            if (i.value.trim() && !i.closest("[hidden]")) value[i.dataset.seat] = i.value.trim();
          }
          break;
        case "seat":
        case "choice":
          if (input.value === "") value = f.nullable ? null : undefined;
          else if (f.kind === "seat") value = Number(input.value);
          else value = f.choices.find((c) => String(c) === input.value);
          break;
        case "int": {
          const got = this.#number(f, input);
          if (got.problem) problems.push(`${label(f, lang)}${lang === "zh" ? "：" : ": "}${got.problem}`);
          value = got.value;
          break;
        }
        case "seat_numbers": {
          value = {};
          for (const i of node.querySelectorAll("input[data-seat]")) {
            const got = this.#number(f, i);
            if (got.problem) problems.push(`${label(f, lang)}${lang === "zh" ? "，" : ", "}${seatLabel(i.dataset.seat, lang)}${lang === "zh" ? "：" : ": "}${got.problem}`);
            else if (got.value !== undefined) value[i.dataset.seat] = got.value;
          }
          if (!Object.keys(value).length && f.optional) value = undefined;
          break;
        }
        case "seat_order":
          value = node.querySelector("pl-seat-order").value;
          break;
        case "steps": {
          const rows = node.querySelector("pl-step-rows");
          for (const p of rows.problems(lang)) problems.push(`${label(f, lang)}: ${p}`);
          value = rows.value;
          break;
        }
        case "bool":
          value = input.checked ? true : (f.optional ? undefined : false);
          break;
      }
      if (value !== undefined) setPath(request, f.name, value);
    }
    if (switchNames(this).length) { // the switches send their options; the example's others ride along
      const options = { ...(isObj(request.options) ? request.options : {}), ...readSwitches(this) };
      if (Object.keys(options).length) request.options = options;
      else delete request.options;
    }
    return { request, problems };
  }

  // A number field's value: {value} (undefined when left empty) or {problem} in words.
  #number(f, input) {
    const got = readInteger(input.value, { min: bound(f.min, this.game), max: bound(f.max, this.game),
      badInput: input.validity?.badInput }, pageLang());
    input.closest("pl-number-field")?.read?.(); // its own message, next to it
    return got.empty ? { value: undefined } : got;
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
    const g = GAMES[this.game];
    const seatOk = (v) => Number.isInteger(v) && v >= 0 && v < g.seats;
    const ok = {
      trump: (v) => isObj(v) && RANKS.includes(v.rank) && (v.suit === null || "SHCD".includes(v.suit) && v.suit.length === 1),
      cards: (v) => typeof v === "string",
      cards_list: (v) => Array.isArray(v) && v.length <= 20 && v.every((x) => typeof x === "string"),
      seat_cards: (v) => isObj(v) && Object.entries(v).every(([k, x]) => seatOk(Number(k)) && typeof x === "string"),
      seat: (v, f) => seatOk(v) || (v === null && f.nullable),
      choice: (v, f) => f.choices.includes(v),
      int: (v) => Number.isSafeInteger(v),
      seat_numbers: (v) => isObj(v) && Object.entries(v).every(([k, x]) => seatOk(Number(k)) && Number.isSafeInteger(x)),
      seat_order: (v) => Array.isArray(v) && v.every(seatOk) && new Set(v).size === v.length,
      steps: (v) => Array.isArray(v) && v.length <= 40
        && v.every((x) => isObj(x) && seatOk(x.seat) && typeof x.cards === "string"),
      bool: (v) => typeof v === "boolean",
    };
    const fields = this.fields;
    const names = new Set(fields.map((f) => f.name));
    if (Object.keys(state).some((k) => !names.has(k) && k !== "options")) return false;
    if (!fields.every((f) => !(f.name in state) || ok[f.kind](state[f.name], f))) return false;
    if ("options" in state && !validSwitches(this, state.options)) return false;
    for (const f of fields) this.#fill(f, state[f.name]);
    setSwitches(this, state.options || {});
    return true;
  }

  #fill(f, value) {
    const node = f.node;
    const input = node.querySelector("input, select");
    switch (f.kind) {
      case "trump":
        node.querySelector("[name=rank]").value = value ? value.rank : "2";
        node.querySelector("[name=suit]").value = value && value.suit ? value.suit : "";
        break;
      case "cards": input.value = value ?? ""; break;
      case "cards_list": {
        const list = value || [];
        const rows = node.querySelector(".pl-rows");
        while (rows.children.length > list.length) rows.lastElementChild.remove();
        while (rows.children.length < list.length) this.#addRow(node, "");
        [...rows.querySelectorAll("input")].forEach((i, k) => { i.value = list[k]; });
        break;
      }
      case "seat_cards":
        for (const i of node.querySelectorAll("input[data-seat]")) i.value = (value || {})[i.dataset.seat] ?? "";
        break;
      case "seat": case "choice": input.value = value === undefined || value === null ? "" : String(value); break;
      case "int": input.value = value === undefined ? "" : String(value); break;
      case "seat_numbers":
        for (const i of node.querySelectorAll("input[data-seat]")) i.value = String((value || {})[i.dataset.seat] ?? "");
        break;
      case "seat_order": node.querySelector("pl-seat-order").value = readSeats(value || [], GAMES[this.game].seats); break;
      case "steps": node.querySelector("pl-step-rows").value = value || []; break;
      case "bool": input.checked = Boolean(value); break;
    }
    for (const n of node.querySelectorAll("pl-number-field")) n.read?.();
    for (const p of node.querySelectorAll("pl-card-picker")) p.refresh?.();
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
