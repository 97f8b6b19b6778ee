// Verdicts as DOM, live. widgets/build/render.py draws the same markup at build time;
// keep them in step (the browser tests compare the two). Text only via textContent.

const SHAPES = {
  single: ["单张", "single"], pair: ["对子", "pair"], triple: ["三张", "triple"],
  tractor: ["拖拉机", "tractor"], throw: ["甩牌", "throw"], invalid: ["不成牌型", "not a valid play"],
};
const SUITS = {
  trump: ["主牌", "trump"], S: ["黑桃", "spades"], H: ["红桃", "hearts"],
  C: ["梅花", "clubs"], D: ["方片", "diamonds"], mixed: ["多种花色", "mixed suits"],
};
const WORDS = { rule: ["规则", "rule"], units: ["拆分", "units"], error: ["错误", "error"] };
const SYMBOL = { S: "♠", H: "♥", C: "♣", D: "♦" };
import { UI, WORDS as CODES } from "./specs.js";

export const siteRoot = new URL("../../../../", import.meta.url);

export function tr(table, key, lang) {
  const pair = table[key];
  return pair ? pair[lang === "zh" ? 0 : 1] : key;
}

export function ruleHref(rule, game, lang) {
  const prefix = lang === "en" ? "en/" : "";
  const path = game ? `games/${game}/rulebook/` : "reference/notation/";
  return new URL(`${prefix}${path}#${rule}`, siteRoot).href;
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

// Canonical tokens ("S10 HA RJ") → coloured chips.
export function cardsNode(text) {
  const box = el("span", { class: "pl-cards" });
  for (const token of String(text).split(/\s+/).filter(Boolean)) {
    let cls, label;
    if (token === "RJ") [cls, label] = ["pl-rj", "大王"];
    else if (token === "BJ") [cls, label] = ["pl-bj", "小王"];
    else [cls, label] = [`pl-${token[0].toLowerCase()}`, SYMBOL[token[0]] + token.slice(1)];
    box.append(el("span", { class: `pl-card ${cls}` }, label));
  }
  return box;
}

export function verdictNode(response, { lang, game, spec = null }) {
  if (!response.ok) {
    const err = response.error;
    return el("div", { class: "pl-verdict-body pl-error", "data-code": err.code },
      el("strong", {}, tr(WORDS, "error", lang)), " ",
      el("span", { class: "pl-explain" }, err[lang]));
  }
  const body = el("div", { class: "pl-verdict-body" });
  if ("shape" in response) {
    const head = el("p", { class: "pl-headline" },
      el("strong", { class: "pl-shape", "data-shape": response.shape }, tr(SHAPES, response.shape, lang)));
    if (response.suit) head.append(" · ", el("span", { class: "pl-suit" }, tr(SUITS, response.suit, lang)));
    body.append(head);
  }
  const units = response.units || [];
  if (units.length) {
    const list = el("ol", { class: "pl-units", "aria-label": tr(WORDS, "units", lang) });
    for (const unit of units) {
      list.append(el("li", {}, el("span", { class: "pl-unit-shape" }, tr(SHAPES, unit.shape, lang)),
        " ", cardsNode(unit.cards)));
    }
    body.append(list);
  }
  if (spec && spec.show && spec.show.length) {
    const facts = factsNode(response, spec.show, lang);
    if (facts) body.append(facts);
  }
  body.append(el("p", { class: "pl-explain" }, response.explain[lang]));
  body.append(el("p", { class: "pl-rule" }, `${tr(WORDS, "rule", lang)}: `,
    el("a", { href: ruleHref(response.rule, game, lang) }, el("code", {}, response.rule))));
  return body;
}

// The answer fields a widget's spec asks for, as render.py's facts_html draws them.
const i = (pair, lang) => pair[lang === "zh" ? 0 : 1];
export const num = (v) => String(v);
export function word(code, lang) {
  const pair = typeof code === "string" ? CODES[code] : null;
  return pair ? i(pair, lang) : String(code);
}
const seatText = (seat, lang) => `${i(UI.seat, lang)} ${seat}`;
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function readingText(r, lang) {
  if (isObj(r.text)) return r.text[lang];
  return word(r.kind, lang) + (r.rank === null || r.rank === undefined ? "" : ` ${r.rank}`);
}

function trumpText(trump, lang) {
  const { rank, suit } = trump;
  const name = SUITS[suit] || [String(suit), String(suit)];
  if (lang === "zh") return `打${rank}，` + (suit === null ? "无主" : `${name[0]}为主`);
  return `${rank}s are the trump rank, ` + (suit === null ? "no trump suit" : `${name[1]} are trump`);
}

export function factValue(kind, value, lang) {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "bool":
      return [el("span", { class: "pl-bool", "data-value": String(Boolean(value)) }, i(UI[value ? "yes" : "no"], lang))];
    case "cards":
      return typeof value === "string" && value.trim() ? [cardsNode(value)] : null;
    case "seat": return [seatText(value, lang)];
    case "seats": return [value.map((v) => seatText(v, lang)).join(", ")];
    case "num": return [num(value)];
    case "text": return [Array.isArray(value) ? value.map((v) => word(v, lang)).join(", ") : word(value, lang)];
    case "name": return isObj(value) ? [value[lang]] : null;
    case "trump": return isObj(value) ? [trumpText(value, lang)] : null;
    case "pairs": return [Object.entries(value).map(([k, v]) => `${word(k, lang)} ${num(v)}`).join(" · ")];
    case "payouts":
      return Object.entries(value).map(([k, v]) => el("span", { class: "pl-payout" }, `${seatText(k, lang)}: ${num(v)}`));
    case "steps": {
      const items = value.map((step) => {
        const head = step.step || step.what || "";
        const rest = Object.entries(step)
          .filter(([k, v]) => !["step", "what", "rule"].includes(k) && (v === null || typeof v !== "object"))
          .map(([k, v]) => `${word(k, lang)} ${typeof v === "string" ? word(v, lang) : num(v)}`).join(", ");
        return el("li", {}, `${word(head, lang)}${rest ? ": " : ""}${rest}`);
      });
      return items.length ? [el("ol", { class: "pl-steps" }, ...items)] : null;
    }
    case "options": {
      const items = value.map((o) => el("li", {}, el("span", { class: "pl-unit-shape" }, tr(SHAPES, o.shape, lang)),
        " ", cardsNode(o.forced)));
      return items.length ? [el("ul", { class: "pl-list" }, ...items)] : null;
    }
    case "plays":
      return [el("ol", { class: "pl-list" }, ...value.map((p) => el("li", {},
        el("span", { class: "pl-unit-shape" }, seatText(p.seat, lang)), " ", cardsNode(p.cards), " ",
        el("span", { class: "pl-status-word" }, word(p.status, lang)))))];
    case "kitty":
      return [value.won ? `${num(value.points)} × ${num(value.multiplier)} = ${num(value.bonus)}` : num(value.points)];
    case "reading": return isObj(value) ? [readingText(value, lang)] : null;
    case "readings": {
      const items = value.map((r) => {
        const li = el("li", {}, readingText(r, lang));
        for (const w of r.wilds || []) li.append(" ", el("span", { class: "pl-wild" }, cardsNode(w.card), `→${w.as}`));
        return li;
      });
      return items.length ? [el("ol", { class: "pl-list" }, ...items)] : null;
    }
    default: return [String(value)];
  }
}

export function factsNode(response, show, lang) {
  const rows = [];
  for (const entry of show) {
    if (entry.skip_zero && response[entry.key] === 0) continue;
    const parts = factValue(entry.kind, response[entry.key], lang);
    if (parts === null) continue;
    rows.push(el("div", { class: "pl-fact", "data-key": entry.key },
      el("dt", {}, i(entry.label, lang)), el("dd", {}, ...parts)));
  }
  return rows.length ? el("dl", { class: "pl-facts" }, ...rows) : null;
}
