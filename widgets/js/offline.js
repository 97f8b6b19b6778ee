// "Ready for the table offline", said once: the service worker (sw.js) tells the page when it
// has kept this page, every page and the engine; the page says so in a small note at the foot
// of the screen that goes by itself, and never again for this deploy (its version is
// remembered in localStorage). Before that moment nothing is promised: a reader who goes
// offline earlier gets the pages already kept, with their verdicts as built.
import { el } from "./dom.js";
import { pageLang } from "./i18n.js";
import { WORDS as SCRIPT_WORDS } from "./words.js";

const WORDS = SCRIPT_WORDS.offline.ready;   // widgets/build/script_words.py
const KEY = "paili-offline-ready";
const SHOWN_MS = 8000;

function remembered(version) {
  try {
    if (localStorage.getItem(KEY) === version) return true;
    localStorage.setItem(KEY, version);
  } catch {
    // no storage (a private window): say it, at most once per page
  }
  return false;
}

function say() {
  const note = el("p", { class: "pl-offline-ready", role: "status" }, WORDS[pageLang() === "zh" ? 0 : 1]);
  // Styled here (no stylesheet of its own): small, at the foot, clear of the content's width.
  Object.assign(note.style, {
    position: "fixed", left: "50%", bottom: "1rem", transform: "translateX(-50%)", zIndex: "5",
    maxWidth: "calc(100% - 2rem)", boxSizing: "border-box", margin: "0", padding: ".4rem .8rem",
    borderRadius: ".4rem", fontSize: ".7rem", lineHeight: "1.4",
    background: "var(--md-default-fg-color, #333)", color: "var(--md-default-bg-color, #fff)",
    opacity: ".92", pointerEvents: "none",
  });
  document.body.append(note);
  setTimeout(() => note.remove(), SHOWN_MS);
}

let listening = false;

export function listenOffline() {
  if (listening || !("serviceWorker" in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data;
    if (!data || data.type !== "paili:offline-ready" || typeof data.version !== "string") return;
    document.documentElement.dataset.offlineReady = data.version;
    if (!remembered(data.version)) say();
  });
}
