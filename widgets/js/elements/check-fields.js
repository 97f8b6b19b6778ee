// A check widget's fields, kind by kind (the kinds of widgets/build/specs.py): each read from
// the form into the request's value, each value of a share link's state checked for its kind,
// and each filled back into the form. `f` is a field spec with its form `node` (check.js).
import { pageLang } from "../i18n.js";
import { bound, readInteger } from "./number-field.js";
import { readSeats, seatLabel } from "./seat-order.js";

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const label = (f, lang) => f.label[lang === "zh" ? 0 : 1];

// A number field's value: {value} (undefined when left empty) or {problem} in words.
function number(f, input, game) {
  const got = readInteger(input.value, { min: bound(f.min, game), max: bound(f.max, game),
    badInput: input.validity?.badInput }, pageLang());
  input.closest("pl-number-field")?.read?.(); // its own message, next to it
  return got.empty ? { value: undefined } : got;
}

// The field's value for the request (undefined: left out); what cannot be read goes, in
// words, into `problems`.
export function readField(f, game, lang, problems) {
  const node = f.node;
  const input = node.querySelector("input, select");
  switch (f.kind) {
    case "trump": {
      const suit = node.querySelector("[name=suit]").value;
      return { rank: node.querySelector("[name=rank]").value, suit: suit || null };
    }
    case "cards": {
      const value = input.value.trim();
      return !value && f.optional ? undefined : value;
    }
    case "cards_list":
      return [...node.querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean);
    case "seat_cards": {
      const value = {};
      for (const i of node.querySelectorAll("input[data-seat]")) {
        if (i.value.trim() && !i.closest("[hidden]")) value[i.dataset.seat] = i.value.trim();
      }
      return value;
    }
    case "seat":
    case "choice":
      if (input.value === "") return f.nullable ? null : undefined;
      return f.kind === "seat" ? Number(input.value) : f.choices.find((c) => String(c) === input.value);
    case "int": {
      const got = number(f, input, game);
      if (got.problem) problems.push(`${label(f, lang)}${lang === "zh" ? "：" : ": "}${got.problem}`);
      return got.value;
    }
    case "seat_numbers": {
      const value = {};
      for (const i of node.querySelectorAll("input[data-seat]")) {
        const got = number(f, i, game);
        if (got.problem) problems.push(`${label(f, lang)}${lang === "zh" ? "，" : ", "}${seatLabel(i.dataset.seat, lang)}${lang === "zh" ? "：" : ": "}${got.problem}`);
        else if (got.value !== undefined) value[i.dataset.seat] = got.value;
      }
      return !Object.keys(value).length && f.optional ? undefined : value;
    }
    case "seat_order":
      return node.querySelector("pl-seat-order").value;
    case "steps": {
      const rows = node.querySelector("pl-step-rows");
      for (const p of rows.problems(lang)) problems.push(`${label(f, lang)}: ${p}`);
      return rows.value;
    }
    case "bool":
      return input.checked ? true : (f.optional ? undefined : false);
  }
  return undefined;
}

// Whether a share link's value `v` has the type field `f` takes (`seats`: the table's size).
export function fits(f, v, seats) {
  const seatOk = (x) => Number.isInteger(x) && x >= 0 && x < seats;
  switch (f.kind) {
    case "trump":
      return isObj(v) && RANKS.includes(v.rank) && (v.suit === null || "SHCD".includes(v.suit) && v.suit.length === 1);
    case "cards": return typeof v === "string";
    case "cards_list": return Array.isArray(v) && v.length <= 20 && v.every((x) => typeof x === "string");
    case "seat_cards":
      return isObj(v) && Object.entries(v).every(([k, x]) => seatOk(Number(k)) && typeof x === "string");
    case "seat": return seatOk(v) || (v === null && f.nullable);
    case "choice": return f.choices.includes(v);
    case "int": return Number.isSafeInteger(v);
    case "seat_numbers":
      return isObj(v) && Object.entries(v).every(([k, x]) => seatOk(Number(k)) && Number.isSafeInteger(x));
    case "seat_order": return Array.isArray(v) && v.every(seatOk) && new Set(v).size === v.length;
    case "steps":
      return Array.isArray(v) && v.length <= 40 && v.every((x) => isObj(x) && seatOk(x.seat) && typeof x.cards === "string");
    case "bool": return typeof v === "boolean";
  }
  return false;
}

// Put `value` into field `f`'s form controls; `addRow(node)` adds a row to a list of cards.
export function fillField(f, value, seats, addRow) {
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
      while (rows.children.length < list.length) addRow(node);
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
    case "seat_order": node.querySelector("pl-seat-order").value = readSeats(value || [], seats); break;
    case "steps": node.querySelector("pl-step-rows").value = value || []; break;
    case "bool": input.checked = Boolean(value); break;
  }
  for (const n of node.querySelectorAll("pl-number-field")) n.read?.();
  for (const p of node.querySelectorAll("pl-card-picker")) p.refresh?.();
}
