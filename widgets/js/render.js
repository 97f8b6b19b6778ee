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

function el(tag, attrs = {}, ...children) {
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

export function verdictNode(response, { lang, game }) {
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
  body.append(el("p", { class: "pl-explain" }, response.explain[lang]));
  body.append(el("p", { class: "pl-rule" }, `${tr(WORDS, "rule", lang)}: `,
    el("a", { href: ruleHref(response.rule, game, lang) }, el("code", {}, response.rule))));
  return body;
}
