// <pl-practice game="…" data-seed data-kinds data-request>: a game's practice (issue 15). The
// build (widgets/build/practice_fence.py) writes the first question, drawn by the one renderer
// (widgets/render/drill.py), its request, the kinds the engine serves, the menus, the house-rule
// switches and the progress table; the controls stay hidden until this element upgrades them.
// Questions and grades come back drawn from the worker (draw, view.draw "drill"), answer form
// included; this element only wires it: a choice or a seat is one tap (a submit button), cards
// are toggled then sent, a number has a stepper; Enter submits. Level 1–3 or automatic; kind:
// a mix, one kind, or "practise what I miss" (practice-progress.js). Every request names its
// kind and level, so "#pq=<seed>.<kind>.<level>[.<base64url house rules>]" asks it again.
// Progress stays in this browser (practice-progress.js); nothing is sent. The next question is
// asked ahead while a verdict is read (practice-next.js; data-next: "prepared" or "asked").
import { draw } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang, statusText, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { define as defineNumberField, readInteger } from "./number-field.js";
import { drawBadges, readSwitches, setSwitches, validSwitches } from "./house-rules.js";
import { NextQuestion } from "./practice-next.js";
import { publishLink } from "../share-state.js";
import { practiceLink, readPracticeLink } from "./practice-link.js";
import { preview, previewing, shareWord } from "./shared-preview.js";
import { clearProgress, counted, loadProgress, missWeights, MISSES, pickWeighted, RUN, saveProgress } from "./practice-progress.js";

const WORDS = SCRIPT_WORDS.practice;   // widgets/build/script_words.py

const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi % 2 ** 21) * 2 ** 32 + lo;
}

// --- the element ------------------------------------------------------------------------
export class Practice extends HTMLElement {
  #seq = 0;
  #request = null;   // the question on show: the drill request that asks it
  #graded = false;   // whether the question on show has been answered
  #busy = false;     // a question or a grade on its way
  #ahead = new NextQuestion();   // the next question, asked while a verdict is read
  get game() { return this.getAttribute("game") || ""; }

  connectedCallback() {
    if (this.view) return;
    this.view = this.querySelector(".pl-practice-view");
    this.status = this.querySelector(".pl-status");
    this.bar = this.querySelector(".pl-practice-bar");
    this.tools = this.querySelector(".pl-practice-tools");
    this.progressBox = this.querySelector(".pl-practice-progress");
    if (!this.view || !this.status || !this.bar || !this.tools) return; // nothing to upgrade
    try {
      const kinds = JSON.parse(this.dataset.kinds || "[]");
      this.kinds = Array.isArray(kinds) ? kinds.filter((k) => isObj(k) && typeof k.kind === "string"
        && Array.isArray(k.levels) && k.levels.length) : [];
      const request = JSON.parse(this.dataset.request || "null");
      this.#request = isObj(request) ? request : null;
    } catch {
      this.kinds = [];
    }
    if (!this.kinds.length || !this.#request) return;
    defineNumberField();
    const lang = pageLang();
    this.progress = loadProgress(this.game);
    this.levelMenu = this.bar.querySelector('select[data-practice="level"]');
    this.kindMenu = this.bar.querySelector('select[data-practice="kind"]');
    this.levelMenu.value = this.progress.level;
    this.kindMenu.value = this.progress.kind;
    if (this.kindMenu.value !== this.progress.kind) this.kindMenu.value = "all"; // a kind no longer served
    this.bar.addEventListener("change", (event) => {
      if (event.target.matches("select[data-option]")) {
        drawBadges(this);
        this.ask(this.#same());   // the question on show, under the new house rules
        return;
      }
      if (!event.target.matches("select[data-practice]")) return;
      this.progress.level = this.levelMenu.value;
      this.progress.kind = this.kindMenu.value;
      saveProgress(this.game, this.progress);
      this.next({ focus: false });   // a question of the kind and level just chosen
    });
    this.nextButton = this.tools.querySelector(".pl-practice-next");
    this.nextButton.addEventListener("click", () => this.next());
    this.shareButton = el("button", { type: "button", class: "pl-share" }, statusText("share", lang));
    this.shareButton.addEventListener("click", () => this.share());
    this.tools.append(" ", this.shareButton);
    this.progressBox?.querySelector(".pl-practice-clear")?.addEventListener("click", () => this.clear());
    this.view.addEventListener("submit", (event) => this.#submit(event));
    this.view.addEventListener("click", (event) => this.#click(event));
    this.errors = el("div", { class: "pl-practice-errors", "aria-live": "polite" });
    this.view.before(this.errors);
    this.bar.hidden = false;
    this.tools.hidden = false;
    if (this.progressBox) this.progressBox.hidden = false;
    this.status.textContent = word("hint", lang);
    this.#drawProgress();
    this.#counter();
    this.setAttribute("data-state", "prerendered");
    this.openLink();
    window.addEventListener("hashchange", () => this.openLink());
  }

  // --- choosing the next question -------------------------------------------------------

  get level() {
    const chosen = this.levelMenu.value;
    return chosen === "auto" ? this.progress.auto.level : Number(chosen);
  }

  // A level the kind serves: the one asked for, else the nearest below, else its lowest.
  #fit(kind, level) {
    const levels = this.kinds.find((k) => k.kind === kind)?.levels || [1];
    if (levels.includes(level)) return level;
    return levels.filter((l) => l < level).at(-1) ?? levels[0];
  }

  #chooseKind(level) {
    const choice = this.kindMenu.value;
    if (this.kinds.some((k) => k.kind === choice)) return choice;
    const fit = this.kinds.filter((k) => k.levels.includes(level)).map((k) => k.kind);
    const pool = fit.length ? fit : this.kinds.map((k) => k.kind);
    if (choice === "miss") return pickWeighted(pool, missWeights(pool, this.progress.kinds));
    return pool[Math.floor(Math.random() * pool.length)];
  }

  #options() {
    const options = { ...(isObj(this.#request?.options) ? this.#request.options : {}) };
    for (const s of this.querySelectorAll("select[data-option]")) delete options[s.dataset.option];
    return { ...options, ...readSwitches(this) };
  }

  #with(request) {
    const options = this.#options();
    const out = { op: "drill", game: this.game, ...request };
    if (Object.keys(options).length) out.options = options;
    else delete out.options;
    return out;
  }

  #same() {
    const { seed, kind, level } = this.#request;
    return this.#with({ seed, ...(kind ? { kind } : {}), ...(level ? { level } : {}) });
  }

  #nextRequest() {
    const level = this.level;
    const kind = this.#chooseKind(level);
    return this.#with({ seed: randomSeed(), kind, level: this.#fit(kind, level) });
  }

  #basis() {   // what a next question is picked under: the menus, their level, the house rules
    return JSON.stringify([this.levelMenu.value, this.kindMenu.value, this.level, this.#options()]);
  }

  next({ focus = true } = {}) {
    delete this.dataset.prepared;
    const ahead = this.#ahead.take(this.#basis());
    this.ask(ahead ? ahead.request : this.#nextRequest(), { focus, drawn: ahead?.drawn });
  }

  #prepare() {   // the engine keeps it too: its grade then only judges (engine/drill/kept.py)
    delete this.dataset.prepared;   // "ready": the question asked ahead is back, drawn
    this.#ahead.prepare(this.#nextRequest(), this.#basis(), { lang: pageLang(), draw: "drill" },
      () => { this.dataset.prepared = "ready"; });
  }

  // --- asking and grading ---------------------------------------------------------------

  async #call(request, key, drawn = null) {
    const lang = pageLang();
    const seq = ++this.#seq;
    this.#busy = true;
    this.setAttribute("data-state", "checking");
    this.status.textContent = word(key, lang);
    delete this.status.dataset.notice;
    try {
      const got = await (drawn ?? draw(request, { lang, draw: "drill" }, this));
      if (seq !== this.#seq) return null;
      return got;
    } catch (err) {
      if (seq !== this.#seq || isSuperseded(err)) return null;
      this.setAttribute("data-state", "unavailable");
      failureNotice(this.status, err, lang, this.#shown(lang), () => (key === "grading"
        ? this.answer(request.answer) : this.ask(request)));
      return null;
    } finally {
      if (seq === this.#seq) this.#busy = false;
    }
  }

  async ask(request, { focus = false, note = "asked", drawn = null } = {}) {
    const got = await this.#call(request, "asking", drawn);
    if (!got) return false;
    const lang = pageLang();
    if (!got.response.ok) {
      this.errors.innerHTML = got.html || "";
      this.status.textContent = this.#shown(lang);
      this.status.dataset.notice = "error";
      this.setAttribute("data-state", "live");
      return false;
    }
    this.errors.replaceChildren();
    this.#request = request;
    this.#graded = false;
    this.dataset.next = drawn ? "prepared" : "asked";
    this.view.innerHTML = got.html;
    this.#counter();
    this.setAttribute("data-state", "live");
    this.status.textContent = word(note, lang);
    if (focus) this.view.querySelector(".pl-drill-q button:not([disabled]), .pl-drill-reply input")?.focus();
    this.dispatchEvent(new CustomEvent("pl-practice-question", { detail: got.response, bubbles: true }));
    return true;
  }

  async answer(value) {
    if (this.#graded || this.#busy) return;
    const got = await this.#call({ ...this.#request, answer: value }, "grading");
    if (!got) return;
    const lang = pageLang();
    this.setAttribute("data-state", "live");
    if (!got.response.ok) {   // a malformed answer: said in words, the question stays open
      this.errors.innerHTML = got.html || "";
      this.status.textContent = word("hint", lang);
      return;
    }
    this.errors.replaceChildren();
    this.#graded = true;
    this.view.innerHTML = got.html;
    this.#counter();
    const right = got.response.right === true;
    const change = this.#count(got.response.kind, right);
    this.status.textContent = word(right ? "right" : "wrong", lang) + (change ? ` ${change}` : "");
    this.nextButton.focus();
    this.dispatchEvent(new CustomEvent("pl-practice-grade", { detail: got.response, bubbles: true }));
    this.#prepare();
  }

  // Progress after a grade; the words of a change of the automatic level, if any.
  #count(kind, right) {
    const moved = counted(this.progress, kind, right, this.levelMenu.value === "auto");
    saveProgress(this.game, this.progress);
    this.#drawProgress();
    const k = this.progress.auto.level;
    return moved > 0 ? word("up", pageLang(), { n: RUN, k }) : moved < 0 ? word("down", pageLang(), { n: MISSES, k }) : "";
  }

  #drawProgress() {
    // the automatic level in words, on its own choice: 自动（现在第 2 级） / Automatic (now level 2)
    const auto = this.levelMenu.querySelector('option[value="auto"]');
    auto.dataset.word ??= auto.textContent;
    auto.textContent = word("auto", pageLang(), { w: auto.dataset.word, k: this.progress.auto.level });
    if (!this.progressBox) return;
    for (const row of this.progressBox.querySelectorAll("tr[data-kind]")) {
      const c = this.progress.kinds[row.dataset.kind] || { n: 0, right: 0 };
      row.querySelector("[data-n]").textContent = String(c.n);
      row.querySelector("[data-right]").textContent = String(c.right);
      row.querySelector("[data-rate]").textContent = c.n ? `${Math.round((100 * c.right) / c.n)}%` : "—";
    }
  }

  clear() {
    this.progress = { ...this.progress, kinds: {}, auto: { level: 1, streak: 0, misses: 0 } };
    clearProgress(this.game);
    this.#drawProgress();
    this.status.textContent = word("cleared", pageLang());
  }

  // What is on show when no new question came: the one before, or none yet (a link's).
  #shown(lang) {
    return previewing(this.view) ? shareWord("no_question", lang) : word("shown", lang);
  }

  // --- the answer form ------------------------------------------------------------------

  #form() {
    return this.view.querySelector(".pl-drill-reply");
  }

  #picked() {
    return [...this.view.querySelectorAll('.pl-drill-card[aria-pressed="true"]')].map((b) => b.dataset.card);
  }

  #counter() {
    const shown = this.view.querySelector("[data-picked]");
    if (shown) shown.textContent = String(this.#picked().length);
  }

  #click(event) {
    const card = event.target.closest(".pl-drill-card");
    if (card && !card.disabled && !this.#graded) {
      const on = card.getAttribute("aria-pressed") !== "true";
      // one card to pick: a tap moves the pick (as radio buttons do)
      if (on && this.#form()?.dataset.count === "1") {
        for (const other of this.view.querySelectorAll('.pl-drill-card[aria-pressed="true"]')) {
          other.setAttribute("aria-pressed", "false");
        }
      }
      card.setAttribute("aria-pressed", String(on));
      this.#counter();
      return;
    }
    const step = event.target.closest(".pl-drill-step");
    if (step && !step.disabled) {
      const field = this.view.querySelector("pl-number-field");
      const input = field?.querySelector("input");
      if (!input) return;
      const now = Number.parseInt(input.value, 10);
      const clamp = (n) => Math.min(input.max === "" ? n : Number(input.max), Math.max(input.min === "" ? n : Number(input.min), n));
      const v = Number.isInteger(now) ? clamp(now + Number(step.dataset.step)) : clamp(0);
      input.value = String(v);
      field.read?.();
    }
  }

  #submit(event) {
    const form = event.target.closest(".pl-drill-reply");
    if (!form) return;
    event.preventDefault();
    if (this.#graded) return;
    const lang = pageLang();
    const type = form.dataset.type;
    const by = event.submitter;
    if (by && by.name === "answer" && type !== "number") {
      return this.answer(type === "seat" ? Number(by.value) : by.value);
    }
    if (type === "cards") {
      const cards = this.#picked();
      const count = Number.parseInt(form.dataset.count, 10);
      if (Number.isInteger(count) && cards.length !== count) {
        this.status.textContent = word(count === 1 ? "count_one" : "count", lang, { n: count, k: cards.length });
        return;
      }
      if (!cards.length) {
        this.status.textContent = word("none", lang);
        return;
      }
      return this.answer(cards.join(" "));
    }
    if (type === "number") {
      const input = form.querySelector("input");
      const field = form.querySelector("pl-number-field");
      const got = field?.read ? field.read() : readInteger(input.value);
      if (got.problem || got.empty) {
        this.status.textContent = got.problem || word("number", lang);
        return;
      }
      return this.answer(got.value);
    }
  }

  // --- share link -----------------------------------------------------------------------

  get link() {
    return practiceLink(this.#request, readSwitches(this));
  }

  async share() {
    const url = new URL(location.href);
    url.hash = this.link;
    this.status.textContent = await publishLink(url.href);
    this.status.dataset.notice = "info";
  }

  // "#pq=<seed>.<kind>.<level>[.<options>]": that question, under those house rules. An
  // unreadable link leaves the page's question and says so. Only the page's first practice
  // widget answers a link. The question comes from the engine (from its seed): until it
  // answers, words say which question is opening, in the page's question's place.
  openLink() {
    if (document.querySelector("pl-practice") !== this) return false;
    const got = readPracticeLink(location.hash, this.kinds, (options) => validSwitches(this, options));
    if (!got) return false;
    this.scrollIntoView({ block: "start" });
    if (!got.ok) {
      this.status.textContent = word("bad_link", pageLang());
      this.status.dataset.notice = "error";
      this.dataset.linked = "broken";
      return false;
    }
    const { seed, kind, level, options } = got;
    setSwitches(this, options);
    this.dataset.linked = "restored";
    const title = kind[pageLang()] || kind.kind;
    this.view.replaceChildren(preview(shareWord("question", pageLang(), { kind: title, k: level })));
    // the link's question is the one on show from now (a house-rule switch asks it again)
    this.#request = this.#with({ seed, kind: kind.kind, level });
    this.#graded = false;
    this.ask(this.#request, { note: "restored" });
    return true;
  }
}

export function define(tag = "pl-practice") {
  if (!customElements.get(tag)) customElements.define(tag, Practice);
}

define();
