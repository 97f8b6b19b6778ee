// <pl-random-deal game="wakeng" data-players="3 4">: "deal a random game" on a replay page.
//
// The build (widgets/build/random_fence.py) writes a sentence, the button (and a choice of
// table size where the game has two), a no-scripts sentence and, in a <template>, an empty
// <pl-replay>. A press asks the engine for `simulate` with a fresh seed; the deal record it
// answers goes into the template's replayer, put on the page right after this element: the
// same <pl-replay> (replay.js) as the worked records, so the deal steps, shows the hands and
// plays hide-and-guess exactly as they do. Later deals reuse it (load(record): step 0).
//
// Link: "#pd=<seed>.<players>[.<step>]" (its own prefix, apart from #pl= and #pr=). The
// address holds the deal on show (replaceState: no jump, no history entry per deal), and the
// replayer's own share button and the language switch carry it with the step (its shareUrl
// is this element's). Opened fresh, the link deals the same seed: the engine gives the same
// record for the same seed, in every browser: until the engine answers, the status says which
// deal is opening (shared-preview.js). An unreadable link leaves the button as it is and
// says so.
import { call } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import "./replay.js";
import { preview, shareWord } from "./shared-preview.js";

const WORDS = SCRIPT_WORDS.random_deal;   // widgets/build/script_words.py
const PREFIX = "#pd=";
const LINK = /^#pd=(\d{1,16})(?:\.(\d{1,2})(?:\.(\d{1,4}))?)?$/;
const MAX_SEED = 2 ** 53 - 1;

const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

// A fresh seed: six digits, easy to read out, a million deals to draw from.
function freshSeed() {
  const one = new Uint32Array(1);
  crypto.getRandomValues(one);
  return 100000 + (one[0] % 900000);
}

// The link's deal, {seed, players, step}; null for none, false for one that cannot be read.
export function readLink(hash, sizes) {
  let text = hash;
  try {
    text = decodeURIComponent(hash);
  } catch { /* as it is */ }
  if (!text.startsWith(PREFIX)) return null;
  const m = text.match(LINK);
  if (!m) return false;
  const seed = Number(m[1]);
  const players = m[2] === undefined ? sizes[0] : Number(m[2]);
  const step = m[3] === undefined ? 0 : Number(m[3]);
  if (!Number.isSafeInteger(seed) || seed > MAX_SEED || !sizes.includes(players)) return false;
  return { seed, players, step };
}

export class RandomDeal extends HTMLElement {
  #deal = null;      // {seed, players} on show
  #seq = 0;

  connectedCallback() {
    if (this.button) return;
    this.button = this.querySelector("button.pl-random-deal");
    this.status = this.querySelector(".pl-status");
    this.select = this.querySelector("select.pl-random-players");
    this.template = this.querySelector("template.pl-random-replay");
    if (!this.button || !this.status || !this.template) return;
    this.querySelector(".pl-random-noscript")?.setAttribute("hidden", "");
    this.querySelector(".pl-random-controls")?.removeAttribute("hidden");
    this.button.addEventListener("click", () => this.deal(freshSeed(), this.players));
    this.setAttribute("data-state", "ready");
    this.#fromLink();
    window.addEventListener("hashchange", () => this.#fromLink());
  }

  get game() {
    return this.getAttribute("game");
  }

  get sizes() {
    const sizes = (this.dataset.players || "").split(/\s+/).map(Number).filter(Number.isInteger);
    return sizes.length ? sizes : [4];
  }

  get players() {
    const n = Number(this.select?.value);
    return this.sizes.includes(n) ? n : this.sizes[0];
  }

  // The deal on show, {seed, players}, or null.
  get current() {
    return this.#deal && { ...this.#deal };
  }

  #fromLink() {
    const got = readLink(location.hash, this.sizes);
    if (got === null) return;
    if (got === false) {
      this.status.textContent = word("bad_link", pageLang());
      this.status.dataset.notice = "error";
      this.dataset.linked = "broken";
      return;
    }
    if (this.#deal && this.#deal.seed === got.seed && this.#deal.players === got.players) return;
    this.dataset.linked = "restored";
    this.scrollIntoView({ block: "start" });
    this.deal(got.seed, got.players, got.step, { linked: true });
  }

  // The link of the deal on show, at `step` (0-based; left out at 0).
  link(step = 0) {
    const { seed, players } = this.#deal;
    const url = new URL(location.href);
    url.hash = `${PREFIX.slice(1)}${seed}.${players}${step > 0 ? `.${step}` : ""}`;
    return url.href;
  }

  // `linked`: the deal a link names (the status says which, until it is dealt).
  async deal(seed, players, step = 0, { linked = false } = {}) {
    const seq = ++this.#seq;
    const lang = pageLang();
    if (this.select) this.select.value = String(players);
    this.setAttribute("data-state", "dealing");
    this.status.textContent = !linked ? word("dealing", lang)
      : shareWord(step > 0 ? "deal_step" : "deal", lang, { seed, n: step + 1 });
    // a deal on show is not the link's: its place says so until the link's is dealt
    if (linked && this.replay?.view) this.replay.view.replaceChildren(preview(this.status.textContent));
    delete this.status.dataset.notice;
    let answer;
    try {
      answer = await call({ op: "simulate", game: this.game, seed, players }, this);   // the latest tap supersedes
    } catch (err) {
      if (seq !== this.#seq || isSuperseded(err)) return;
      this.setAttribute("data-state", "unavailable");
      failureNotice(this.status, err, lang, word("shown", lang), () => this.deal(seed, players, step, { linked }));
      return;
    }
    if (seq !== this.#seq) return;
    if (!answer.ok) {
      this.setAttribute("data-state", "refused");
      this.status.textContent = word("refused", lang) + answer.error[lang];
      this.status.dataset.notice = "error";
      return;
    }
    this.#deal = { seed, players };
    history.replaceState(history.state, "", this.link(step));
    this.button.textContent = word("again", lang);
    this.setAttribute("data-state", "dealt");
    this.status.textContent = word("dealt", lang, seed);
    const replay = await this.#show(answer.deal, lang);
    if (seq === this.#seq && step > 0) replay.show(step, { far: true });
  }

  // Put the record in the replayer and show its first step. The first deal fills the
  // template's replayer and puts it on the page after this element; later ones load() into
  // it (a replayer without load(): a fresh one in its place).
  async #show(record, lang) {
    let replay = this.replay;
    if (replay && typeof replay.load === "function") {
      replay.querySelector(".pl-replay-title").textContent = record.title[lang];
      await replay.load(record);
      return replay;
    }
    replay = this.#fresh(record, lang);
    await replay.show(0);
    return replay;
  }

  #fresh(record, lang) {
    const shell = this.template.content.cloneNode(true);
    const replay = shell.querySelector("pl-replay");
    replay.querySelector("script.pl-replay-record").textContent = JSON.stringify(record);
    replay.querySelector(".pl-replay-title").textContent = record.title[lang];
    replay.setAttribute("data-random", "");
    if (this.replay) this.replay.replaceWith(shell);
    else if (this.closest(".pl-random")) this.closest(".pl-random").append(shell);
    else this.after(shell);
    // Its share button, and the language switch, carry this deal's link with the step.
    replay.shareUrl = () => this.link(replay.step);
    replay.addEventListener("pl-replay-step", (event) => {
      if (this.#deal && readLink(location.hash, this.sizes)) {   // the address holds this deal
        history.replaceState(history.state, "", this.link(event.detail.step));
      }
    });
    this.replay = replay;
    return replay;
  }
}

export function define(tag = "pl-random-deal") {
  if (!customElements.get(tag)) customElements.define(tag, RandomDeal);
}

define();
