// The two fields of a match's deal entry that the engine takes as cards, entered as what a
// table remembers (match-fields.js has the others; widgets/build/match_form.py writes both):
// - "last_trick": who won the last trick (.pl-match-winner taps) and what it was won with
//   (.pl-match-shape taps, data-value {width, length}: a single, a pair, a tractor of two
//   pairs…). Its cards are made here in that shape: in a suit that is not trump, of ranks
//   next to each other that skip the trump's rank, so the engine reads the same shape.
// - "bombs": the bombs played, each added by a tap on its kind (.pl-match-bomb, data-cards:
//   the cards of one such bomb as the build found the engine calls it a bomb); each bomb added
//   after the first is moved to the next rank up, so no more copies are used than the decks
//   hold. The bombs added are listed, each with a button that takes it out.
import { el } from "../dom.js";
import { parse } from "./match-words.js";

const SUITS = ["S", "H", "C", "D"];
const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const pressed = (b) => b.getAttribute("aria-pressed") === "true";

// The cards of a trick won with `shape` ({width, length}) when `trump` ({rank, suit}) is trump.
export function trickCards(shape, trump) {
  const suit = SUITS.find((s) => s !== trump.suit);
  // from 6 up (a run of three stays clear of the point cards 5, 10, K); the trump's rank skipped
  const ranks = RANKS.slice(RANKS.indexOf("6")).filter((r) => r !== trump.rank);
  const cards = [];
  for (const rank of ranks.slice(0, shape.length)) for (let i = 0; i < shape.width; i += 1) cards.push(suit + rank);
  return cards.join(" ");
}

// The shape of a trick's cards (what trickCards made, or any the file holds).
export function trickShape(cards) {
  const tokens = String(cards || "").split(/\s+/).filter(Boolean);
  const ranks = new Set(tokens.map((t) => t.slice(1)));
  return ranks.size ? { width: tokens.length / ranks.size, length: ranks.size } : undefined;
}

function choose(buttons, value) {
  for (const b of buttons) b.setAttribute("aria-pressed", String(JSON.stringify(parse(b.dataset.value)) === JSON.stringify(value)));
}

function one(buttons, changed) {
  for (const b of buttons) b.addEventListener("click", () => { choose(buttons, parse(b.dataset.value)); changed(); });
}

// What kind of bomb some cards are, as far as the form tells them apart: of one rank (and how
// many), of jokers (how many), or another mix (its ranks, and whether of one suit).
function bombSig(cards) {
  const tokens = String(cards).split(/\s+/).filter(Boolean);
  if (tokens.every((t) => t === "RJ" || t === "BJ")) return `jokers:${tokens.length}`;
  const ranks = tokens.map((t) => t.slice(1));
  if (new Set(ranks).size === 1) return `rank:${tokens.length}`;
  return `${[...ranks].sort().join(",")}:${new Set(tokens.map((t) => t[0])).size === 1 ? "suit" : "mixed"}`;
}

// A bomb of one rank moved `k` ranks up (any other stays as it is).
function bombAt(cards, k) {
  if (!bombSig(cards).startsWith("rank:")) return cards;
  return cards.split(" ").map((t) => t[0] + RANKS[(RANKS.indexOf(t.slice(1)) + k) % RANKS.length]).join(" ");
}

function drawBombs(field) {
  const list = field.querySelector(".pl-match-bomb-list");
  const bombs = parse(field.dataset.value || "[]") || [];
  const kinds = [...field.querySelectorAll(".pl-match-bomb")];
  list.replaceChildren(...bombs.map((bomb, i) => {
    const kind = kinds.find((b) => bombSig(b.dataset.cards) === bombSig(bomb));
    const out = el("button", { type: "button", class: "pl-match-bomb-out", "data-index": String(i) }, `${kind?.textContent || bomb} ×`);
    out.addEventListener("click", () => {
      field.dataset.value = JSON.stringify(bombs.filter((_, j) => j !== i));
      drawBombs(field);
      field.dispatchEvent(new Event("pl-change"));
    });
    return el("li", {}, out);
  }));
}

export function wireCards(field, changed) {
  if (field.dataset.kind === "last_trick") {
    one([...field.querySelectorAll(".pl-match-winner")], changed);
    one([...field.querySelectorAll(".pl-match-shape")], changed);
    return;
  }
  field.addEventListener("pl-change", changed);
  for (const b of field.querySelectorAll(".pl-match-bomb")) {
    b.addEventListener("click", () => {
      const bombs = parse(field.dataset.value || "[]") || [];
      field.dataset.value = JSON.stringify([...bombs, bombAt(b.dataset.cards, bombs.length)]);
      drawBombs(field);
      changed();
    });
  }
}

// The field's value; `trump` ({rank, suit}) makes a last trick's cards.
export function readCards(field, trump) {
  if (field.dataset.kind === "bombs") {   // none: left out (the engine reads no bombs)
    const bombs = parse(field.dataset.value || "[]") || [];
    return bombs.length ? bombs : undefined;
  }
  const winner = [...field.querySelectorAll(".pl-match-winner")].find(pressed);
  const shape = [...field.querySelectorAll(".pl-match-shape")].find(pressed);
  if (!winner || !shape) return undefined;
  return { winner: parse(winner.dataset.value), cards: trickCards(parse(shape.dataset.value), trump) };
}

export function fillCards(field, value) {
  if (field.dataset.kind === "bombs") {
    field.dataset.value = JSON.stringify(Array.isArray(value) ? value.filter((b) => typeof b === "string") : []);
    drawBombs(field);
    return;
  }
  choose([...field.querySelectorAll(".pl-match-winner")], value?.winner);
  const shape = trickShape(value?.cards) || parse(field.querySelector(".pl-match-shape")?.dataset.value || "null");
  choose([...field.querySelectorAll(".pl-match-shape")], shape);
}
