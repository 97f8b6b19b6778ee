// <pl-practice game="…" data-seed data-kinds data-request>: a game's practice (issue 15). The
// build (widgets/build/practice_fence.py) writes the first question, drawn by the one renderer
// (widgets/render/drill.py), its request, the kinds the engine serves, the menus, the house-rule
// switches and the progress table; the controls stay hidden until this element upgrades them.
// Questions and grades come back drawn from the worker (draw, view.draw "drill"), answer form
// included; this element only wires it (the form's taps and reading: practice-form.js); Enter
// submits. Level 1–3 or automatic; kind: a mix, one kind, or "practise what I miss" (which
// question comes next: practice-next.js). Every request names its kind and level, so
// "#pq=<seed>.<kind>.<level>[.<base64url house rules>]" asks it again (practice-link.js).
// Progress stays in this browser (practice-progress.js); nothing is sent. The next question is
// asked ahead once a question is shown (practice-next.js; data-next: "prepared" or "asked"). Each
// kind and level takes the build's quick seeds (data-run), then consecutive ones, from one random
// start (practice-seeds.js). A grade is
// drawn onto the question on show, "checking" only once an answer is slow (practice-draw.js),
// and asked ahead while the reader reads and composes (practice-ahead.js; data-grade: "ahead"
// or "asked").
import { draw, engineState } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang, statusText, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { define as defineNumberField } from "./number-field.js";
import { drawBadges, readSwitches } from "./house-rules.js";
import { chooseKind, fitLevel, NextQuestion } from "./practice-next.js";
import { choiceAnswers, composedAnswer, readAnswer, showPicked, tapInForm } from "./practice-form.js";
import { GradesAhead } from "./practice-ahead.js";
import { afterPaint, drawGrade, focusInFrame, waitingWords } from "./practice-draw.js";
import { SeedRun } from "./practice-seeds.js";
import { publishLink } from "../share-state.js";
import { openPracticeLink, practiceLink } from "./practice-link.js";
import { previewing, shareWord } from "./shared-preview.js";
import { clearProgress, counted, drawProgress, loadProgress, MISSES, RUN, saveProgress } from "./practice-progress.js";

const WORDS = SCRIPT_WORDS.practice;   // widgets/build/script_words.py

const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const drillView = () => ({ lang: pageLang(), draw: "drill" });   // how every question and grade is drawn
// The build's run of quick seeds (data-run), as SeedRun reads it; none if it is not JSON.
const readRun = (text) => {
  try {
    return JSON.parse(text || "{}");
  } catch {
    return {};
  }
};

// --- the element ------------------------------------------------------------------------
export class Practice extends HTMLElement {
  #seq = 0;
  #request = null;   // the question on show: the drill request that asks it
  #graded = false;   // whether the question on show has been answered
  #busy = false;     // a question or a grade on its way
  #ahead = new NextQuestion();   // the next question, asked while a verdict is read
  #seeds = new SeedRun();        // seeds per kind and level: the build's quick run, then consecutive (practice-seeds.js)
  #gradesAhead = new GradesAhead();   // the question on show's answers, graded while the reader reads
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
    this.#seeds = new SeedRun(readRun(this.dataset.run));
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
    this.view.addEventListener("click", (event) => {
      tapInForm(this.view, event.target, !this.#graded);
      this.#composed();
    });
    this.view.addEventListener("input", () => this.#composed());
    this.errors = el("div", { class: "pl-practice-errors", "aria-live": "polite" });
    this.view.before(this.errors);
    this.bar.hidden = false;
    this.tools.hidden = false;
    if (this.progressBox) this.progressBox.hidden = false;
    this.status.textContent = word("hint", lang);
    this.#drawProgress();
    showPicked(this.view);
    this.setAttribute("data-state", "prerendered");
    this.#gradesAhead.reset(this.#request);   // the build's question: graded ahead once the engine is up
    const up = (event) => {
      if (event.detail.state !== "ready") return;
      document.removeEventListener("paili:engine", up);
      this.#aheadOfBuilt();
    };
    if (engineState === "ready") afterPaint(() => this.#aheadOfBuilt());
    else document.addEventListener("paili:engine", up);
    openPracticeLink(this);
    window.addEventListener("hashchange", () => openPracticeLink(this));
  }

  // --- choosing the next question -------------------------------------------------------

  get level() {
    const chosen = this.levelMenu.value;
    return chosen === "auto" ? this.progress.auto.level : Number(chosen);
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
    const kind = chooseKind(this.kinds, this.kindMenu.value, level, this.progress.kinds);
    const fit = fitLevel(this.kinds, kind, level);
    return this.#with({ seed: this.#seeds.next(kind, fit), kind, level: fit });
  }

  #basis() {   // what a next question is picked under: the menus, their level, the house rules,
    // and for "practise what I miss" the misses (a grade changes them: picked again after it)
    const misses = this.kindMenu.value === "miss" ? this.progress.kinds : null;
    return JSON.stringify([this.levelMenu.value, this.kindMenu.value, this.level, this.#options(), misses]);
  }

  next({ focus = true } = {}) {
    delete this.dataset.prepared;
    const ahead = this.#ahead.take(this.#basis());
    const request = ahead ? ahead.request : this.#nextRequest();
    this.ask(request, { focus, drawn: ahead && this.#orAgain(ahead.drawn, request) });
  }

  #prepare() {   // the engine keeps it too: its grade then only judges (engine/drill/kept.py)
    if (this.#ahead.holds(this.#basis())) return;   // one asked under what holds now is waiting
    delete this.dataset.prepared;   // "ready": the question asked ahead is back, drawn
    this.#ahead.prepare(this.#nextRequest(), this.#basis(), drillView(),
      () => { this.dataset.prepared = "ready"; });
  }

  // --- asking and grading ---------------------------------------------------------------

  // What was asked ahead (`drawn`: a promise of `request` drawn), or, if it was replaced in the
  // engine client's queue before it was sent, `request` asked again as the element's own.
  #orAgain(drawn, request) {
    return drawn.catch((err) => (isSuperseded(err) ? draw(request, drillView(), this) : Promise.reject(err)));
  }

  async #call(request, key, drawn = null) {
    const lang = pageLang();
    const seq = ++this.#seq;
    this.#busy = true;
    delete this.status.dataset.notice;
    const waited = waitingWords(() => {   // at once while the engine starts, else once it is slow
      this.setAttribute("data-state", "checking");
      this.status.textContent = word(key, lang);
    }, engineState === "ready");
    try {
      const got = await (drawn ?? draw(request, drillView(), this));
      if (seq !== this.#seq) return null;
      return got;
    } catch (err) {
      if (seq !== this.#seq || isSuperseded(err)) return null;
      this.setAttribute("data-state", "unavailable");
      failureNotice(this.status, err, lang, this.#shown(lang), () => (key === "grading"
        ? this.answer(request.answer) : this.ask(request)));
      return null;
    } finally {
      waited();
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
      this.#live();
      return false;
    }
    this.errors.replaceChildren();
    this.#request = request;
    this.#seeds.shown(request);
    this.#graded = false;
    this.#gradesAhead.reset(request);
    this.dataset.next = drawn ? "prepared" : "asked";
    this.view.innerHTML = got.html;
    showPicked(this.view);
    this.#live();
    this.status.textContent = word(note, lang);
    if (focus) this.view.querySelector(".pl-drill-q button:not([disabled]), .pl-drill-reply input")?.focus();
    this.dispatchEvent(new CustomEvent("pl-practice-question", { detail: got.response, bubbles: true }));
    const asked = this.#seq;
    afterPaint(() => {   // once the question is on screen: its grades, then the next question (a skip)
      if (asked !== this.#seq) return;
      this.#gradeAhead();
      this.#prepare();
    });
    return true;
  }

  #aheadOfBuilt() {   // the build's question, once the engine is up: as for a question asked
    if (previewing(this.view) || this.dataset.next) return;   // a link's question, or one asked since
    if (!this.#busy) this.#gradeAhead();   // (busy: an answer tapped while the engine started is on its way)
    this.#prepare();
  }

  // The answers of the question on show graded ahead (practice-ahead.js): each one-tap answer,
  // and the one composed so far if it is complete.
  #gradeAhead() {
    if (this.#graded || previewing(this.view)) return;
    for (const answer of choiceAnswers(this.view)) this.#gradesAhead.ask(answer, drillView());
    this.#composed();
  }

  #composed() {   // after a tap or an input in the form: the answer it holds now, if complete
    if (this.#graded || engineState !== "ready") return;
    this.#gradesAhead.ask(composedAnswer(this.view), drillView(), { composing: true });
  }

  async answer(value) {
    if (this.#graded || this.#busy) return;
    const request = { ...this.#request, answer: value };
    const taken = this.#gradesAhead.take(this.#request, value);
    const ahead = taken && this.#orAgain(taken, request);
    const got = await this.#call(request, "grading", ahead);
    if (!got) return;
    this.dataset.grade = ahead ? "ahead" : "asked";
    const lang = pageLang();
    this.#live();
    if (!got.response.ok) {   // a malformed answer: said in words, the question stays open
      this.errors.innerHTML = got.html || "";
      this.status.textContent = word("hint", lang);
      return;
    }
    if (this.errors.firstChild) this.errors.replaceChildren();
    this.#graded = true;
    drawGrade(this.view, got.html);   // onto the question on show: only what the grade changes
    showPicked(this.view);
    const right = got.response.right === true;
    const change = this.#count(got.response.kind, right);
    this.status.textContent = word(right ? "right" : "wrong", lang) + (change ? ` ${change}` : "");
    // nothing newer asked since: read before the event, so that a "Next" tapped in its task counts
    const graded = this.#seq, still = () => graded === this.#seq;
    this.dispatchEvent(new CustomEvent("pl-practice-grade", { detail: got.response, bubbles: true }));
    focusInFrame(this, this.nextButton, still);   // "Next", as the verdict is drawn
    afterPaint(() => { if (still() && this.#graded) this.#prepare(); });   // then the next question, unless one holds
  }

  #live() {   // not written again when it is already so: each write is a style pass
    if (this.getAttribute("data-state") !== "live") this.setAttribute("data-state", "live");
  }

  // Progress after a grade; the words of a change of the automatic level, if any.
  #count(kind, right) {
    const moved = counted(this.progress, kind, right, this.levelMenu.value === "auto");
    afterPaint(() => {   // kept and drawn once the verdict is: the reader reads the verdict first
      saveProgress(this.game, this.progress);
      this.#drawProgress();
    });
    const k = this.progress.auto.level;
    return moved > 0 ? word("up", pageLang(), { n: RUN, k }) : moved < 0 ? word("down", pageLang(), { n: MISSES, k }) : "";
  }

  #drawProgress() {
    drawProgress(this.levelMenu, this.progressBox, this.progress, pageLang());
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

  // --- the answer form (practice-form.js) -----------------------------------------------

  #submit(event) {
    const form = event.target.closest(".pl-drill-reply");
    if (!form) return;
    event.preventDefault();
    if (this.#graded) return;
    const lang = pageLang();
    const got = readAnswer(this.view, form, event.submitter, (key, fill) => word(key, lang, fill));
    if (got && "problem" in got) this.status.textContent = got.problem;
    else if (got) this.answer(got.answer);
  }

  // --- share link (practice-link.js) ----------------------------------------------------

  get link() {
    return practiceLink(this.#request, readSwitches(this));
  }

  async share() {
    const url = new URL(location.href);
    url.hash = this.link;
    this.status.textContent = await publishLink(url.href);
    this.status.dataset.notice = "info";
  }

  // The question a share link names ({seed, kind, level}; its house rules already set), on show
  // from now (a house-rule switch asks it again), asked of the engine (practice-link.js).
  openShared(question) {
    this.#request = this.#with(question);
    this.#graded = false;
    this.ask(this.#request, { note: "restored" });
  }
}

export function define(tag = "pl-practice") {
  if (!customElements.get(tag)) customElements.define(tag, Practice);
}

define();
