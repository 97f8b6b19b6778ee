// A practice question's share link (practice.js): "#pq=<seed>.<kind>.<level>[.<base64url
// house rules>]" names one question of the engine's (its seed, kind and level) under the house
// rules set away from their default; nothing else travels (progress stays in this browser).
import { decodeState, encodeState } from "../share-state.js";
import { setSwitches, validSwitches } from "./house-rules.js";
import { preview, shareWord } from "./shared-preview.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const MAX_SEED = 2 ** 53 - 1;

// The link's text (without "#") for a question and the house rules set.
export function practiceLink({ seed, kind, level }, house) {
  const tail = Object.keys(house).length ? `.${encodeState(house)}` : "";
  return `pq=${seed}.${kind}.${level}${tail}`;
}

// The question a "#pq=" address names, read against the kinds this page serves:
// null when the address holds no practice link, {ok: false} when it cannot be read,
// else {ok: true, seed, kind (one of `kinds`), level, options}. `validOptions(options)`
// says whether the house rules are the page's own.
export function readPracticeLink(hash, kinds, validOptions) {
  let text;
  try {
    text = decodeURIComponent(hash);
  } catch {
    text = hash;
  }
  if (!text.startsWith("#pq=")) return null;
  const m = text.slice(4).match(/^(\d{1,16})\.([a-z]{1,20})\.([123])(?:\.([A-Za-z0-9_-]{1,2000}))?$/);
  const seed = m ? Number(m[1]) : NaN;
  const kind = m && kinds.find((k) => k.kind === m[2]);
  const level = m ? Number(m[3]) : NaN;
  const options = m && m[4] ? decodeState(m[4]) : {};
  const ok = Boolean(kind && Number.isSafeInteger(seed) && seed <= MAX_SEED && kind.levels.includes(level)
    && options && validOptions(options));
  return ok ? { ok, seed, kind, level, options } : { ok };
}

// The page's address opened on a <pl-practice> `w`: "#pq=…" shows that question, under those
// house rules; an unreadable link leaves the page's question and says so. Only the page's first
// practice widget answers a link. The question comes from the engine (from its seed): until it
// answers, words say which question is opening, in the page's question's place.
export function openPracticeLink(w) {
  if (document.querySelector("pl-practice") !== w) return false;
  const got = readPracticeLink(location.hash, w.kinds, (options) => validSwitches(w, options));
  if (!got) return false;
  w.scrollIntoView({ block: "start" });
  const lang = pageLang();
  if (!got.ok) {
    w.status.textContent = wordIn(SCRIPT_WORDS.practice, "bad_link", lang);
    w.status.dataset.notice = "error";
    w.dataset.linked = "broken";
    return false;
  }
  const { seed, kind, level, options } = got;
  setSwitches(w, options);
  w.dataset.linked = "restored";
  const title = kind[lang] || kind.kind;
  w.view.replaceChildren(preview(shareWord("question", lang, { kind: title, k: level })));
  w.openShared({ seed, kind: kind.kind, level });
  return true;
}
