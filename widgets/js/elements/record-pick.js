// Cards on the record's table that the reader taps to pick (record-steps.js, record-calls.js):
// the chips of a hand (`.pl-hand`) or of the kitty (`.pl-replay-kitty`), as the renderer drew
// them, whose `data-cards` lists the cards in the order drawn. Picked chips are pressed buttons.
// A hand the table does not show (not known: the record gives it as null, and the table view
// needs every hand) is picked from a deck instead (<pl-card-picker>, under the step buttons).
import { el } from "../dom.js";
import { GAMES } from "../specs.js";

// The chips of `box` (a hand or the kitty) become buttons that toggle picked.
export function pickable(box) {
  if (!box) return;
  const chips = [...box.querySelectorAll(".pl-card")];
  const tokens = (box.dataset.cards || "").split(/\s+/).filter(Boolean);
  box.closest(".pl-table-seat")?.setAttribute("data-turn", "");
  chips.forEach((chip, k) => {
    if (chip.classList.contains("pl-record-pick")) return;
    chip.dataset.card = tokens[k];
    chip.classList.add("pl-record-pick");
    chip.setAttribute("role", "button");
    chip.setAttribute("tabindex", "0");
    chip.setAttribute("aria-pressed", "false");
    if ("wired" in chip.dataset) return;   // its listeners are there from an earlier turn
    chip.dataset.wired = "";
    const flip = () => {
      if (chip.classList.contains("pl-record-pick")) chip.setAttribute("aria-pressed", String(chip.getAttribute("aria-pressed") !== "true"));
    };
    chip.addEventListener("click", flip);
    chip.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); flip(); }
    });
  });
}

// No chip on the table pickable (each draw decides again whose cards may be picked).
export function unpick(view) {
  for (const chip of view.querySelectorAll(".pl-record-pick")) {
    chip.classList.remove("pl-record-pick");
    for (const name of ["role", "tabindex", "aria-pressed"]) chip.removeAttribute(name);
  }
  for (const seat of view.querySelectorAll(".pl-table-seat[data-turn]")) seat.removeAttribute("data-turn");
}

// A seat's hand on the table.
export const handOf = (view, seat) => view.querySelector(`.pl-hand[data-seat="${seat}"]`);

// The kitty on the table.
export const kittyOf = (view) => view.querySelector(".pl-replay-kitty");

// The cards picked on the table or in the deck, as notation ("S3 S3").
export function picked(host) {
  const chips = [...host.view.querySelectorAll(".pl-record-pick[aria-pressed=true]")].map((chip) => chip.dataset.card);
  const deck = host.deckPick.querySelector("pl-card-picker")?.cards || [];
  return [...chips, ...deck].filter(Boolean).join(" ");
}

// `seat`'s cards to pick: its hand on the table, or else a deck.
export function pickIn(host, seat) {
  const hand = handOf(host.view, seat);
  if (hand) return pickable(hand);
  if (host.deckPick.dataset.seat === String(seat)) return;
  const game = GAMES[host.game] || { decks: 1, jokers: true };
  const input = el("input", { type: "text", class: "pl-record-cards", autocomplete: "off", spellcheck: "false" });
  const picker = el("pl-card-picker", { game: host.game, decks: String(game.decks) });
  if (game.jokers) picker.setAttribute("jokers", "");
  picker.append(input);
  host.deckPick.replaceChildren(picker);
  host.deckPick.dataset.seat = String(seat);
  host.deckPick.hidden = false;
  picker.open?.(true);
}

// No deck on show (drawn again after every accepted change).
export function clearDeck(host) {
  host.deckPick.replaceChildren();
  delete host.deckPick.dataset.seat;
  host.deckPick.hidden = true;
}
