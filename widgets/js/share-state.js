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
