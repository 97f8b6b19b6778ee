// "Ready for the table offline", said once: the service worker (sw.js) tells the page when it
// has kept this page, every page and the engine; the page says so in a small note that goes
// by itself, and never again for this deploy (its version is remembered in localStorage).
// The note covers nothing the reader reads or taps (decision 40): it takes the place of the
// site's name in the page's header bar (page.css, .pl-offline-ready) for a few seconds, and
// a tap on it puts the name back. Before that moment nothing is promised: a reader who goes
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
  const title = document.querySelector(".md-header__title");
  if (title) title.append(note);
  else (document.querySelector("main") || document.body).prepend(note);   // no header bar: in the flow
  note.addEventListener("click", () => note.remove());
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
