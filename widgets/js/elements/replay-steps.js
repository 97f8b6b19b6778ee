// How a reader moves through a replay (replay.js): its buttons (which can be used), the arrow
// keys, Home and End, a sideways swipe on the table; and which step a share link may ask for.
//
// Share link: "#pr=<replay index>.<base64url JSON>", the JSON {step, options?}: the step on
// show (0-based, as data) and the switches set away from their default, nothing else (the
// record is the page's own). Its own prefix, not check.js's "#pl=": a check widget's index
// counts check widgets only, so links made before replays could be shared keep pointing
// at the same widget on a page that holds both. Opened by paili.js (restore()).

import { encodeState } from "../share-state.js";

// The longest step a link may ask for: far beyond any deal, short of nonsense.
export const MOST_STEPS = 999;

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// ← → Home End step the replay (`replay.go`); a swipe on the table steps like ← and →
// (a finger or a pen, mostly sideways).
export function stepKeys(replay) {
  replay.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.(".pl-guess-pick")) return; // the hand's cards take their own keys
    const to = { ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last" }[event.key];
    if (!to) return;
    event.preventDefault();
    replay.go(to);
  });
  let start = null;
  replay.view.addEventListener("pointerdown", (event) => {
    start = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  });
  replay.view.addEventListener("pointercancel", () => { start = null; });
  replay.view.addEventListener("pointerup", (event) => {
    if (!start) return;
    const dx = event.clientX - start.x, dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= 40 && Math.abs(dx) > 2 * Math.abs(dy)) replay.go(dx < 0 ? "next" : "prev");
  });
}

// The step buttons: those that lead nowhere from step `want` of `total` are marked unusable
// (aria-disabled, not disabled: a disabled button drops the keyboard focus).
export function markButtons(nav, want, total) {
  for (const button of nav.querySelectorAll("button[data-go]")) {
    const go = button.dataset.go;
    const off = (go === "first" || go === "prev") ? want === 0 : want >= total - 1;
    button.setAttribute("aria-disabled", String(off));
  }
}

// Whether a share link's state ({step, options?}) is one a replay can take; `validOptions`
// checks the house rules against the replay's switches.
export function sharedStep(state, validOptions) {
  return isObj(state)
    && Object.keys(state).every((k) => k === "step" || k === "options")
    && Number.isSafeInteger(state.step) && state.step >= 0 && state.step <= MOST_STEPS
    && (!("options" in state) || validOptions(state.options));
}

// What a link carries: the step on show, and the switches set away from their default.
export function linkState(step, house) {
  return Object.keys(house).length ? { step, options: house } : { step };
}

// The replay's share link: its place among the page's replays, and its state.
export function stepLink(replay) {
  const url = new URL(location.href);
  url.hash = `pr=${[...document.querySelectorAll("pl-replay")].indexOf(replay)}.${encodeState(replay.state)}`;
  return url.href;
}
