// What a widget says when the engine cannot answer, and its retry button. The widgets
// (check.js, replay.js) call failureNotice in their failure branch: the reason in words
// (engine-client.js gives its kind), what is on show instead, and a button that starts a
// fresh engine and asks again. A request superseded by a newer one is not a failure: the
// widgets ignore it (isSuperseded) and show nothing.
import { retry } from "./engine-client.js";
import { el } from "./dom.js";
import { wordIn } from "./i18n.js";
import { WORDS as SCRIPT_WORDS } from "./words.js";

// Why the engine could not answer (by the kind engine-client.js gives), and the button.
const WORDS = SCRIPT_WORDS.notice;   // widgets/build/script_words.py
const REASONS = ["stalled", "slow", "offline", "broken", "failed"];
// What the reader sees instead, by widget (the replay says its own: replay.js).
export const SHOWN = SCRIPT_WORDS.shown;

export const isSuperseded = (err) => Boolean(err && err.superseded);

// The reason's words: err is what the engine client rejected with.
export function failureWords(err, lang) {
  const kind = REASONS.includes(err && err.kind) ? err.kind : "failed";
  return wordIn(WORDS, kind, lang);
}

// Fill `status` with the reason, `shown` (what the reader sees instead, in words) and a retry
// button; `again` runs after a fresh engine is asked for (it asks the engine again).
export function failureNotice(status, err, lang, shown, again) {
  const button = el("button", { type: "button", class: "pl-retry" }, wordIn(WORDS, "retry", lang));
  button.addEventListener("click", () => {
    button.disabled = true;
    retry();
    again();
  });
  status.replaceChildren(`${failureWords(err, lang)}${lang === "zh" ? "" : " "}${shown} `, button);
  status.dataset.notice = "error";
  status.dataset.kind = err && err.kind || "failed";
}
