// The controls of one field of the match sheet's forms, by taps only (no JSON, no typing but
// names and numbers). The build (widgets/build/match_form.py) writes each field as
//   <fieldset class="pl-match-field" data-field="name" data-kind="kind" [data-optional]
//             [data-when='{"field": [values]}']><legend>…</legend> controls </fieldset>
// and this module reads a field's value, sets it (a deal opened to be corrected) and wires
// its taps. The kinds:
// - "seat": one seat button chosen (.pl-match-tap[data-value]: a seat, or "null" for none);
// - "choice": one button chosen (data-value: the value as JSON);
// - "order": seats tapped in turn (the order they went out in); the list is drawn beside them
//   and .pl-match-order-clear empties it;
// - "seats": any number of seat buttons pressed (a list, in seat order);
// - "number": .pl-match-number with data-step, data-min, data-max: − and + by the step and a
//   text box with a phone's number keypad (inputmode="numeric"); with [data-signed], a sign
//   choice (+ / −) before it, for money that may be negative;
// - "by_seat": one "number" per seat (.pl-match-number[data-seat]): {seat: n};
// - "levels": one <select> of 2 … A per seat or side (.pl-match-level): a list;
// - "last_trick", "bombs": what the engine takes as cards (match-cards.js).
// A field shows only where its data-when holds (another field's value is one of those listed)
// and seats beyond the table's size are hidden (hideSeats).
import { fillCards, readCards, wireCards } from "./match-cards.js";
import { parse } from "./match-words.js";

const taps = (box) => [...box.querySelectorAll(":scope .pl-match-tap")].filter((b) => !b.closest(".pl-match-number"));
const pressed = (b) => b.getAttribute("aria-pressed") === "true";
const press = (b, yes) => b.setAttribute("aria-pressed", String(Boolean(yes)));

function readNumber(box) {
  const text = box.querySelector("input").value.trim();
  if (!/^\d{1,7}$/.test(text)) return text === "" ? undefined : NaN;
  const sign = box.querySelector(".pl-match-sign");
  const n = Number(text);
  return sign && sign.dataset.sign === "-" ? -n : n;
}

function fillNumber(box, value) {
  const input = box.querySelector("input");
  const sign = box.querySelector(".pl-match-sign");
  const n = Number.isFinite(value) ? value : Number(box.dataset.start || 0);
  input.value = String(Math.abs(n));
  if (sign) {
    sign.dataset.sign = n < 0 ? "-" : "+";
    sign.textContent = n < 0 ? "−" : "+";
  }
}

function stepNumber(box, by) {
  const step = Number(box.dataset.step || 1);
  const min = box.dataset.min === undefined ? -Infinity : Number(box.dataset.min);
  const max = box.dataset.max === undefined ? Infinity : Number(box.dataset.max);
  const now = readNumber(box);
  const next = Math.min(max, Math.max(min, (Number.isFinite(now) ? now : 0) + by * step));
  fillNumber(box, next);
}

function wireNumber(box, changed) {
  for (const b of box.querySelectorAll("button[data-by]")) {
    b.addEventListener("click", () => { stepNumber(box, Number(b.dataset.by)); changed(); });
  }
  const sign = box.querySelector(".pl-match-sign");
  sign?.addEventListener("click", () => { fillNumber(box, -(readNumber(box) || 0)); changed(); });
  box.querySelector("input").addEventListener("input", changed);
}

function drawOrder(field) {
  const list = field.querySelector(".pl-match-order");
  const order = parse(field.dataset.value || "[]") || [];
  const label = (seat) => taps(field).find((b) => b.dataset.value === String(seat))?.textContent || String(seat + 1);
  list.replaceChildren(...order.map((seat) => Object.assign(document.createElement("li"), { textContent: label(seat) })));
  for (const b of taps(field)) press(b, order.includes(Number(b.dataset.value)));
}

// Wire every tap of `field`; `changed()` runs after each.
export function wireField(field, changed) {
  const kind = field.dataset.kind;
  if (kind === "last_trick" || kind === "bombs") return wireCards(field, changed);
  for (const box of field.querySelectorAll(".pl-match-number")) wireNumber(box, changed);
  for (const b of taps(field)) {
    b.addEventListener("click", () => {
      if (kind === "order") {
        const order = parse(field.dataset.value || "[]") || [];
        const seat = Number(b.dataset.value);
        if (!order.includes(seat)) field.dataset.value = JSON.stringify([...order, seat]);
        drawOrder(field);
      } else if (kind === "seats") {
        press(b, !pressed(b));
      } else {
        for (const other of taps(field)) press(other, other === b && !pressed(b));
      }
      changed();
    });
  }
  field.querySelector(".pl-match-order-clear")?.addEventListener("click", () => {
    field.dataset.value = "[]";
    drawOrder(field);
    changed();
  });
}

// The field's value; undefined when nothing is chosen (NaN in a number: not a whole number).
// `trump` ({rank, suit}): the deal's trump, which a last trick's cards are made for.
export function readField(field, trump = { rank: "2", suit: null }) {
  const kind = field.dataset.kind;
  if (kind === "last_trick" || kind === "bombs") return readCards(field, trump);
  if (kind === "number") return readNumber(field.querySelector(".pl-match-number"));
  if (kind === "by_seat") {
    const boxes = [...field.querySelectorAll(".pl-match-number[data-seat]")].filter((b) => !b.hidden);
    return Object.fromEntries(boxes.map((b) => [b.dataset.seat, readNumber(b) ?? 0]));
  }
  if (kind === "order") {
    const order = parse(field.dataset.value || "[]") || [];
    return order.length ? order : undefined;
  }
  if (kind === "levels") return [...field.querySelectorAll(".pl-match-level select")].map((s) => s.value);
  const chosen = taps(field).filter(pressed);
  if (kind === "seats") return chosen.map((b) => Number(b.dataset.value));
  return chosen.length ? parse(chosen[0].dataset.value) : undefined;
}

// Set the field to `value` (undefined: back to nothing chosen, numbers to their start).
export function fillField(field, value) {
  const kind = field.dataset.kind;
  if (kind === "last_trick" || kind === "bombs") return fillCards(field, value);
  if (kind === "number") return fillNumber(field.querySelector(".pl-match-number"), value);
  if (kind === "by_seat") {
    for (const b of field.querySelectorAll(".pl-match-number[data-seat]")) {
      fillNumber(b, value && typeof value === "object" ? value[b.dataset.seat] : undefined);
    }
    return undefined;
  }
  if (kind === "order") {
    field.dataset.value = JSON.stringify(Array.isArray(value) ? value : []);
    return drawOrder(field);
  }
  if (kind === "levels") {
    field.querySelectorAll(".pl-match-level select").forEach((s, i) => {
      s.value = Array.isArray(value) && [...s.options].some((o) => o.value === value[i]) ? value[i] : s.options[0].value;
    });
    return undefined;
  }
  const wanted = kind === "seats" ? (Array.isArray(value) ? value.map(String) : []) : [JSON.stringify(value)];
  for (const b of taps(field)) press(b, value !== undefined && wanted.includes(kind === "seats" ? b.dataset.value : JSON.stringify(parse(b.dataset.value))));
  return undefined;
}

// Seats beyond `players` hidden; each seat button says the seat's name (`names`: one per seat).
export function drawSeats(field, players, names) {
  for (const b of field.querySelectorAll("[data-seat]")) {
    const seat = Number(b.dataset.seat);
    if (!b.matches(".pl-match-level *")) b.hidden = seat >= players;
    const label = b.matches(".pl-match-tap") ? b : b.querySelector(".pl-match-seat-name");
    if (!label) continue;
    label.dataset.label ??= label.textContent;   // the build's "seat n"
    label.textContent = names[seat] || label.dataset.label;
  }
  if (field.dataset.kind === "order") drawOrder(field);
}

// Whether the field applies given the values of the others (`values`: name → value; a
// condition on a field the form does not have holds).
export function fieldApplies(field, values) {
  const when = parse(field.dataset.when || "null");
  if (!when) return true;
  return Object.entries(when).every(([name, allowed]) => !(name in values)
    || allowed.some((v) => JSON.stringify(v) === JSON.stringify(values[name])));
}
