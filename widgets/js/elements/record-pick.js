// Cards on the record's table that the reader taps to pick (record-steps.js, record-calls.js):
// the chips of a hand (`.pl-hand`) or of the kitty (`.pl-replay-kitty`), as the renderer drew
// them, whose `data-cards` lists the cards in the order drawn. Picked chips are pressed buttons.

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
    const flip = () => chip.setAttribute("aria-pressed", String(chip.getAttribute("aria-pressed") !== "true"));
    chip.addEventListener("click", flip);
    chip.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); flip(); }
    });
  });
}

// A seat's hand on the table.
export const handOf = (view, seat) => view.querySelector(`.pl-hand[data-seat="${seat}"]`);

// The kitty on the table.
export const kittyOf = (view) => view.querySelector(".pl-replay-kitty");

// The cards picked on the table, as notation ("S3 S3").
export function picked(view) {
  return [...view.querySelectorAll(".pl-record-pick[aria-pressed=true]")]
    .map((chip) => chip.dataset.card).filter(Boolean).join(" ");
}
