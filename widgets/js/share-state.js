// A widget's state in a share link (check, replay, practice, record and match pages alike): the
// JSON as base64url in the URL fragment, read back without trusting it, and the link published.
import { pageLang, statusText } from "./i18n.js";

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export function encodeState(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// Fragments are untrusted: any failure gives null, never an exception.
export function decodeState(text) {
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const state = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return isObj(state) ? state : null;
  } catch {
    return null;
  }
}

// A share link goes in the address bar and, where the browser allows, on the clipboard;
// the words that say which (check and replay widgets alike).
export async function publishLink(href) {
  history.replaceState(null, "", href);
  try {
    await navigator.clipboard.writeText(href);
    return statusText("link_copied", pageLang());
  } catch {
    return statusText("link_ready", pageLang()); // no clipboard permission: the address bar holds it
  }
}

// A page's whole state in its link (a record "#pe=", a match "#pm="), and in a file of its own.
const MOST_CHARS = 60_000;   // a link's state: far beyond any deal's or evening's, short of nonsense

// The state after `prefix` in the address's fragment: null when the address holds no such
// link, false when it cannot be read, else the JSON it holds (still to be checked by its page).
export function linkedState(hash, prefix) {
  let text = hash;
  try { text = decodeURIComponent(hash); } catch { /* as it is */ }
  if (!text.startsWith(prefix)) return null;
  const body = text.slice(prefix.length);
  if (!/^[A-Za-z0-9_-]{1,60000}$/.test(body)) return false;
  return decodeState(body) ?? false;
}

// The JSON of a file's text, or null (not JSON, or far too long for a page's state).
export function jsonOfFile(text) {
  if (typeof text !== "string" || text.length > MOST_CHARS * 4) return null;
  try { return JSON.parse(text); } catch { return null; }
}

// This page's address with `prefix` and `state` as its fragment.
export function stateLink(prefix, state) {
  const url = new URL(location.href);
  url.hash = `${prefix.slice(1)}${encodeState(state)}`;
  return url.href;
}
