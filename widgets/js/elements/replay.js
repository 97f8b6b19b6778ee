// <pl-replay game="zhaopengyou" step="0">: step through a sample deal record, each step
// ruled on by the engine.
//
// The build (widgets/build/replay_fence.py) writes the record as JSON, the first step
// drawn, and every step's text in a <details> list (the fallback without scripts).
// This element asks the engine in the worker for `replay` ONCE, on the reader's first
// step, and draws every step from that answer. Why not prerender all steps as JSON and
// only re-check? Then the steps shown would be the build's, not the engine's in this
// browser; one call gives the whole deal anyway (a deal replays in milliseconds once
// Pyodide is up), and the page carries only the record. While the engine starts, the
// buttons stay usable: the position the reader asks for is kept and drawn when the
// answer arrives. If the engine cannot start, the step list opens instead.
//
// Frames group the engine's steps the way the table talks (replay_fence.py `frames`,
// keep the two in step): tractor games one frame per engine step, climbing games one per
// round, then the result or the broken step.
import { call } from "../engine-client.js";
import { cardsNode, ruleHref } from "../render.js";
import { pageLang } from "../i18n.js";

const WORDS = {
  seat: ["座位", "Seat"], pass: ["不出", "pass"], rule: ["规则", "rule"],
  points: ["得分", "points won"], left: ["剩牌", "cards left"], place: ["名次", "place"],
  payout: ["输赢", "payout"], bombs: ["炸弹", "bombs"],
  banker: ["庄", "banker"], friend: ["朋友", "friend"], digger: ["挖坑", "digger"], landlord: ["地主", "landlord"], hou: ["吼牌", "open solo"],
  deal: ["发牌", "Deal"], bid: ["叫庄", "Bid"], bank: ["定庄", "Bank"], bury: ["扣底", "Bury"],
  counter: ["反主", "Counter"], call: ["叫朋友", "Call"], friend_step: ["朋友", "Friend"],
  throw: ["甩牌失败", "Failed throw"], score: ["计分", "Score"], broken: ["出错", "Broken"],
  result: ["结果", "Result"], round: ["第 {n} 轮", "Round {n}"], trick: ["第 {n} 轮", "Trick {n}"],
  hint: ["用按钮或 ←/→、Home/End 逐步查看；每一步由引擎即时判定。",
    "Step with the buttons or ←/→, Home/End; the engine rules on each step live."],
  starting: ["正在启动引擎…（约几秒）；按钮照常可用，引擎就绪后显示所选的一步。",
    "Starting the engine… (a few seconds); the buttons still work, and the chosen step shows once it is ready."],
  live: ["第 {n} 步，引擎即时判定。", "Step {n}, checked live by the engine."],
  unavailable: ["无法启动在线判定；下面是建站时算好的全部步骤。",
    "Live checking is unavailable; all the steps, as computed when the site was built, are listed below."],
  failed: ["引擎不接受这份记录：", "The engine does not accept this record: "],
};
const TRACTOR = new Set(["zhaopengyou", "shuangsheng"]);
const GAMES = new Set([...TRACTOR, "wakeng", "mingan", "wushik"]);
const SCORE_ROWS = ["points", "left", "place", "payout"];

function word(key, lang, n) {
  const text = WORDS[key][lang === "zh" ? 0 : 1];
  return n === undefined ? text : text.replace("{n}", String(n));
}

function both(key, n) {
  return { zh: word(key, "zh", n), en: word(key, "en", n) };
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

const verdictOf = (explain, rule, ok = true) => ({ zh: explain.zh, en: explain.en, rule, ok });
const tokens = (text) => String(text ?? "").split(/\s+/).filter(Boolean);

// --- frames (the same grouping as replay_fence.py) ----------------------------------

function seatsOf(record) {
  const hands = record.hands;
  if (Array.isArray(hands)) return hands.length;
  return hands && typeof hands === "object" ? Object.keys(hands).length : 0;
}

// `response` is the engine's answer to `replay`: a record that breaks a rule is answered
// the same way by all five games (ok, valid: false, the steps checked and `failure`).
export function frames(game, record, response) {
  const n = seatsOf(record);
  return TRACTOR.has(game) ? tractorFrames(record, response, n) : climbingFrames(game, record, response, n);
}

function tractorFrames(record, response, n) {
  const out = [];
  const points = Array(n).fill(0);
  const roles = Array.from({ length: n }, () => []);
  for (const step of response.steps || []) {
    const kind = step.kind;
    let rows = [];
    let label;
    if (kind === "trick") {
      rows = step.plays.map((p, i) => {
        const seat = (step.leader + i) % n;
        return { seat, cards: p, win: seat === step.winner };
      });
      points[step.winner] += step.points;
      label = both("trick", step.trick + 1);
    } else {
      label = both(kind === "friend" ? "friend_step" : kind);
      if (kind === "throw") rows = [{ seat: step.seat, cards: step.attempt, win: false }];
      else if ("cards" in step) rows = [{ seat: step.seat ?? null, cards: step.cards, win: false }];
      else if (kind === "call") rows = [{ seat: null, cards: step.card, win: false }];
    }
    if ((kind === "bank" || kind === "bury") && !roles.some((r) => r.includes("banker"))) {
      const seat = "banker" in step ? step.banker : step.seat;
      if (Number.isInteger(seat)) roles[seat].push("banker");
    }
    if (kind === "friend" && Number.isInteger(step.friend)) roles[step.friend].push("friend");
    out.push({ label, rows, verdicts: [verdictOf(step.explain, step.rule, step.ok)],
      score: { roles: roles.map((r) => [...r]), points: [...points] } });
  }
  if (response.ok && !response.valid && out.length) {
    // The broken step: the answer's own words, and the trick as recorded.
    const last = out[out.length - 1];
    last.verdicts = [verdictOf(response.explain, response.rule, false)];
    const failure = response.failure || {};
    const trick = (record.tricks || [])[failure.trick];
    if (Number.isInteger(failure.trick) && trick && typeof trick === "object" && Number.isInteger(trick.leader)) {
      last.rows = (trick.plays || []).filter((p) => typeof p === "string").map((p, i) => {
        const seat = (trick.leader + i) % n;
        return { seat, cards: p, win: false, bad: seat === failure.seat };
      });
    }
  }
  return out;
}

function climbingFrames(game, record, response, n) {
  const steps = response.steps || [];
  const plays = record.plays || [];
  const wushik = game === "wushik";
  const roles = Array.from({ length: n }, () => []);
  const hands = record.hands || {};
  const left = Array.from({ length: n }, (_, s) => tokens(hands[String(s)]).length);
  for (const key of ["digger", "landlord"]) {
    if (Number.isInteger(response[key])) {
      roles[response[key]].push(key);
      left[response[key]] += tokens(record.kitty).length;
    }
  }
  if (wushik && Number.isInteger(record.banker)) roles[record.banker].push("banker");
  if (wushik && Number.isInteger(record.hou)) roles[record.hou].push("hou"); // an open solo is declared openly
  const points = Array(n).fill(0);
  const place = Array(n).fill(null);
  let bombs = 0;
  const out = [];
  let current = null;
  const snapshot = () => {
    const snap = { roles: roles.map((r) => [...r]), bombs };
    if (wushik) Object.assign(snap, { points: [...points], place: [...place] });
    else snap.left = [...left];
    return snap;
  };
  for (const step of steps) {
    if (!current) current = { label: both("round", out.length + 1), rows: [], verdicts: [] };
    const seat = step.seat;
    if (step.action === "pass") {
      current.rows.push({ seat, cards: null, win: false });
    } else {
      current.rows.push({ seat, cards: step.cards, win: false });
      if (wushik) {
        bombs += step.reading.bomb ? 1 : 0;
        if ("out" in step) place[seat] = step.out;
      } else {
        bombs += step.bomb ? 1 : 0;
        left[seat] = step.left;
      }
    }
    current.verdicts.push(verdictOf(step.explain, step.rule));
    const done = wushik ? step.round : null;
    const ends = Boolean(done) || "round_winner" in step;
    if (wushik && done) points[done.winner] += done.points;
    if (ends) {
      markWinner(current.rows, done ? done.winner : step.round_winner);
      current.score = snapshot();
      out.push(current);
      current = null;
    }
  }
  if (current) {
    current.score = snapshot();
    out.push(current);
  }
  if (response.ok && (response.valid ?? true)) {
    const final = { label: both("result"), rows: [], verdicts: [verdictOf(response.explain, response.rule)],
      score: snapshot() };
    const pay = response.payouts || (response.settlement || {}).payouts;
    if (pay) final.score.payout = Array.from({ length: n }, (_, s) => pay[String(s)] ?? null);
    out.push(final);
  } else {
    const index = (response.failure || {}).index;
    const verdict = verdictOf(response.explain, response.rule, false);
    const bad = Number.isInteger(index) && index >= 0 && index < plays.length ? plays[index] : {};
    const rows = bad && Number.isInteger(bad.seat)
      ? [{ seat: bad.seat, cards: bad.pass ? null : bad.cards ?? null, win: false, bad: true }] : [];
    out.push({ label: both("broken"), rows, verdicts: [verdict], score: snapshot() });
  }
  return out;
}

function markWinner(rows, winner) {
  for (let i = rows.length - 1; i >= 0; i--) {
    if (rows[i].cards !== null) {
      rows[i].win = rows[i].seat === winner;
      return;
    }
  }
}

// --- drawing (the same markup as replay_fence.py frame_html) ------------------------

function num(v) {
  return v === null || v === undefined ? "—" : String(v);
}

export function frameNode(frame, index, total, { game, lang, seats }) {
  const box = document.createDocumentFragment();
  box.append(el("p", { class: "pl-replay-where" },
    el("span", { class: "pl-replay-count" }, `${index + 1} / ${total}`), " ",
    el("strong", { class: "pl-replay-label" }, frame.label[lang])));
  if (frame.rows.length) {
    const list = el("ol", { class: "pl-replay-table" });
    for (const row of frame.rows) {
      const li = el("li", row.win ? { class: "pl-replay-win" } : row.bad ? { class: "pl-replay-bad" } : {});
      if (row.seat !== null && row.seat !== undefined) {
        li.append(el("span", { class: "pl-seat" }, `${word("seat", lang)} ${row.seat}`), " ");
      }
      li.append(row.cards !== null ? cardsNode(row.cards) : el("span", { class: "pl-replay-pass" }, word("pass", lang)));
      list.append(li);
    }
    box.append(list);
  }
  const verdicts = el("div", { class: "pl-replay-verdicts" });
  for (const v of frame.verdicts) {
    verdicts.append(el("div", { class: v.ok ? "pl-verdict-body" : "pl-verdict-body pl-error" },
      el("p", { class: "pl-explain" }, v[lang]),
      el("p", { class: "pl-rule" }, `${word("rule", lang)}: `,
        el("a", { href: ruleHref(v.rule, game, lang) }, el("code", {}, v.rule)))));
  }
  box.append(verdicts, scoreNode(frame.score, { lang, seats }));
  return box;
}

function scoreNode(score, { lang, seats }) {
  const head = el("tr", {}, el("td"));
  for (let s = 0; s < seats; s++) {
    const th = el("th", { scope: "col" }, `${word("seat", lang)}\u00a0${s}`);
    for (const role of score.roles[s]) th.append(" ", el("span", { class: "pl-replay-role" }, word(role, lang)));
    head.append(th);
  }
  const body = el("tbody");
  for (const key of SCORE_ROWS) {
    const values = score[key];
    if (!values) continue;
    const tr = el("tr", { "data-row": key }, el("th", { scope: "row" }, word(key, lang)));
    for (const v of values) tr.append(el("td", {}, num(v)));
    body.append(tr);
  }
  const box = el("div", { class: "pl-replay-score" },
    el("table", { class: "pl-replay-scores" }, el("thead", {}, head), body));
  if ("bombs" in score) {
    box.append(el("p", { class: "pl-replay-bombs" }, `${word("bombs", lang)}: `, el("span", {}, String(score.bombs))));
  }
  return box;
}

// --- the element --------------------------------------------------------------------

export class Replay extends HTMLElement {
  static observedAttributes = ["step"];
  #frames = null;      // the engine's frames, once it has answered
  #asked = null;       // the pending engine call
  #want = 0;           // the frame the reader asked for
  #seq = 0;            // the latest show() call: only it draws

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
    this.nav.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-go]");
      if (button) this.go(button.dataset.go);
    });
    this.addEventListener("keydown", (event) => this.#key(event));
    this.#want = 0;
    this.#buttons();
    if (!this.status) {
      this.status = el("p", { class: "pl-status", role: "status" });
      this.view.after(this.status);
    }
    this.status.textContent = word("hint", pageLang());
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
    if (GAMES.has(given)) return given;
    return GAMES.has(this.record?.game) ? this.record.game : "zhaopengyou";
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
    if (this.#frames) return this.#frames.length;
    const n = Number.parseInt(this.dataset.steps, 10);
    return Number.isInteger(n) && n > 0 ? n : 1;
  }

  #key(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const to = { ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last" }[event.key];
    if (!to) return;
    event.preventDefault();
    this.go(to);
  }

  go(where) {
    const last = this.total - 1;
    const target = { first: 0, prev: this.#want - 1, next: this.#want + 1, last }[where];
    if (target === undefined) return;
    this.show(Math.max(0, Math.min(last, target)));
  }

  async show(index) {
    const seq = ++this.#seq;
    this.#want = Math.max(0, Math.min(this.total - 1, index));
    if (this.getAttribute("step") !== String(this.#want)) this.setAttribute("step", String(this.#want));
    this.#buttons();
    if (this.#frames) return this.#draw();
    if (this.getAttribute("data-state") === "unavailable") return;
    const lang = pageLang();
    this.setAttribute("data-state", "starting");
    this.status.textContent = word("starting", lang);
    let got;
    try {
      got = await this.#ask();
    } catch (err) {
      this.setAttribute("data-state", "unavailable");
      const engineSaid = err && err.response ? word("failed", lang) + err.response.error[lang] + " " : "";
      this.status.textContent = engineSaid + word("unavailable", lang);
      if (this.details) this.details.open = true;
      return;
    }
    if (seq !== this.#seq) return; // a later click draws
    this.#frames = got;
    this.#want = Math.min(this.#want, this.#frames.length - 1);
    this.#draw();
  }

  // One engine call per element: a broken record's answer holds the steps before the break.
  #ask() {
    if (!this.#asked) {
      this.#asked = (async () => {
        const game = this.game;
        // A worker that never starts rejects nothing; the client's "failed" event does.
        const failed = new Promise((_, reject) => {
          document.addEventListener("paili:engine", (event) => {
            if (event.detail.state === "failed") reject(new Error(event.detail.message || "engine failed"));
          });
        });
        const ask = (request) => Promise.race([call(request), failed]);
        const response = await ask({ op: "replay", game, deal: this.record });
        if (!response.ok) throw Object.assign(new Error(response.error.en), { response });
        const out = frames(game, this.record, response);
        if (!out.length) throw new Error("no steps");
        return out;
      })();
    }
    return this.#asked;
  }

  #draw() {
    const lang = pageLang();
    const frame = this.#frames[this.#want];
    this.view.replaceChildren(frameNode(frame, this.#want, this.#frames.length,
      { game: this.game, lang, seats: seatsOf(this.record) }));
    this.#buttons();
    this.setAttribute("data-state", "live");
    this.status.textContent = word("live", lang, this.#want + 1);
    this.dispatchEvent(new CustomEvent("pl-replay-step", {
      detail: { step: this.#want, total: this.#frames.length, frame }, bubbles: true }));
  }

  #buttons() {
    const last = this.total - 1;
    for (const button of this.nav.querySelectorAll("button[data-go]")) {
      const go = button.dataset.go;
      // aria-disabled, not disabled: a disabled button drops the keyboard focus.
      const off = (go === "first" || go === "prev") ? this.#want === 0 : this.#want >= last;
      button.setAttribute("aria-disabled", String(off));
    }
  }
}

export function define(tag = "pl-replay") {
  if (!customElements.get(tag)) customElements.define(tag, Replay);
}

define();
