// A practice question's answer form (practice.js), as the one renderer draws it
// (widgets/render/drill.py, drill_hand.py): a choice or a seat is one tap (a submit button),
// cards are toggled (aria-pressed) then sent, a number has a stepper (pl-number-field). These
// read and change the form inside the question's view; the element sends what they read.
import { readInteger } from "./number-field.js";

// The cards picked in the hand, in the hand's order.
export function pickedCards(view) {
  return [...view.querySelectorAll('.pl-drill-card[aria-pressed="true"]')].map((b) => b.dataset.card);
}

// The count of cards picked, where the form shows it (written only when it changes).
export function showPicked(view) {
  const shown = view.querySelector("[data-picked]");
  const count = String(pickedCards(view).length);
  if (shown && shown.textContent !== count) shown.textContent = count;
}

// A tap inside the view: a card toggled while the question is `open` (where one card is asked, a
// tap moves the pick, as radio buttons do), or the number stepped. True if it was one of those.
export function tapInForm(view, target, open) {
  const card = target.closest(".pl-drill-card");
  if (card && !card.disabled && open) {
    const on = card.getAttribute("aria-pressed") !== "true";
    if (on && view.querySelector(".pl-drill-reply")?.dataset.count === "1") {
      for (const other of view.querySelectorAll('.pl-drill-card[aria-pressed="true"]')) {
        other.setAttribute("aria-pressed", "false");
      }
    }
    card.setAttribute("aria-pressed", String(on));
    showPicked(view);
    return true;
  }
  const step = target.closest(".pl-drill-step");
  if (!step || step.disabled) return false;
  const field = view.querySelector("pl-number-field");
  const input = field?.querySelector("input");
  if (!input) return false;
  const now = Number.parseInt(input.value, 10);
  const clamp = (n) => Math.min(input.max === "" ? n : Number(input.max), Math.max(input.min === "" ? n : Number(input.min), n));
  input.value = String(Number.isInteger(now) ? clamp(now + Number(step.dataset.step)) : clamp(0));
  field.read?.();
  return true;
}

// What the view's submitted form answers: {answer} to send, or {problem} (words for the status
// line, `word(key, fill)` giving them) when the answer is not complete; null for none.
// `show`: a number's problem shown under its field (false: read quietly, as composedAnswer does).
export function readAnswer(view, form, submitter, word, { show = true } = {}) {
  const type = form.dataset.type;
  if (submitter && submitter.name === "answer" && type !== "number") return { answer: tapped(type, submitter) };
  if (type === "cards") {
    const cards = pickedCards(view);
    const count = Number.parseInt(form.dataset.count, 10);
    if (Number.isInteger(count) && cards.length !== count) {
      return { problem: word(count === 1 ? "count_one" : "count", { n: count, k: cards.length }) };
    }
    return cards.length ? { answer: cards.join(" ") } : { problem: word("none") };
  }
  if (type === "number") {
    const field = form.querySelector("pl-number-field");
    const got = field?.read ? (show ? field.read() : field.peek()) : readInteger(form.querySelector("input").value);
    if (got.problem || got.empty) return { problem: got.problem || word("number") };
    return { answer: got.value };
  }
  return null;
}

// The answer a one-tap button of a `type` form sends: a seat's number, else its value.
const tapped = (type, button) => (type === "seat" ? Number(button.value) : button.value);

// The answer the form holds now, if it is complete, as readAnswer would send it (cards: as many
// as asked; a number: a whole number within its bounds), read without showing anything; else
// undefined. A choice or a seat is never held: it is sent as it is tapped (choiceAnswers).
export function composedAnswer(view) {
  const form = view.querySelector(".pl-drill-reply");
  const got = form && readAnswer(view, form, null, () => "", { show: false });
  return got && "answer" in got ? got.answer : undefined;
}

// Every answer the form offers as one tap (a choice, a seat, a cards form's "pass"), as readAnswer
// would send each.
export function choiceAnswers(view) {
  const form = view.querySelector(".pl-drill-reply");
  if (!form || form.dataset.type === "number") return [];
  return [...form.querySelectorAll('button[name="answer"]:not([disabled])')].map((b) => tapped(form.dataset.type, b));
}
