// The match of <pl-match> (match.js) as something to keep and pass on: a file, a share link.
//
// - File: the match file itself (JSON, exactly what the engine's `match` op takes as its
//   `match`), downloaded through a Blob; "Open a file" reads one back (<input type=file>) and
//   judges it: taken, it replaces the match on this device. A file of another game, or no
//   match at all, is refused before the engine, and the sheet stays as it was.
// - Share link: "#pm=<base64url JSON of the match file>" (its own prefix, apart from #pl=,
//   #pr=, #pq=, #pd= and #pe=; encodeState as share-state.js writes it). Opened, the shared match is
//   shown read-only (no start, no entry, no correction) and never kept on this device: the
//   reader's own match stays as it was, and "Back to my own sheet" shows it again. The
//   page's head script (overrides/main.html) hides the sheet's example until then, so the
//   page never shows anything but what was shared.
import { downloadJson, el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { jsonOfFile, linkedState, publishLink, stateLink } from "../share-state.js";
import { isObj, tapButton, word } from "./match-words.js";

const PREFIX = "#pm=";

const isMatch = (file, game) => isObj(file) && file.game === game && Array.isArray(file.deals);

// The match a link holds: null for none, false for one that cannot be read.
export function readLink(hash, game) {
  const file = linkedState(hash, PREFIX);
  return file && (isMatch(file, game) ? file : false);
}

// A match read from a file's text (the file itself, or a whole `match` request), or null.
export function readFile(text, game) {
  let file = jsonOfFile(text);
  if (isObj(file) && file.op === "match" && isObj(file.match)) file = file.match;
  return isMatch(file, game) ? file : null;
}

export class MatchFile {
  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("file");
    const b = (cls, key, action) => tapButton(el, cls, word(key, lang), action);
    this.saveButton = b("pl-match-save", "save", () => this.save());
    this.input = el("input", { type: "file", accept: ".json,application/json", class: "pl-match-file" });
    this.input.hidden = true;
    this.input.addEventListener("change", () => this.load(this.input.files?.[0]));
    this.loadButton = b("pl-match-load", "load", () => this.input.click());
    this.shareButton = b("pl-match-share", "share", () => this.share());
    this.clearButton = b("pl-match-clear", "clear", () => this.clear());
    this.ownButton = b("pl-match-own", "own", () => this.leaveLink());
    this.sharedNote = el("p", { class: "pl-match-shared" }, word("shared_note", lang));
    this.part.append(this.sharedNote, el("p", { class: "pl-match-buttons" }, this.saveButton, this.loadButton,
      this.shareButton, this.clearButton, this.ownButton), this.input);
    window.addEventListener("hashchange", () => this.fromLink());
  }

  // The address's match, opened read-only; false when the address holds none.
  fromLink() {
    const got = readLink(location.hash, this.host.game);
    if (got === null) return false;
    this.host.scrollIntoView({ block: "start" });
    if (got === false) {
      this.host.dataset.linked = "broken";
      this.host.readonly = true;
      this.host.sheet.replaceChildren();
      this.host.drawParts();
      this.host.say("bad_link", undefined, "error");
      return true;
    }
    this.host.dataset.linked = "restored";
    this.host.readonly = true;
    this.host.sheet.replaceChildren();   // nothing but the shared match, once drawn
    this.host.drawParts();
    this.host.open(got, "restored_link", "link_refused");
    return true;
  }

  // Back from a shared match to the reader's own (the link's fragment dropped).
  leaveLink() {
    history.replaceState(null, "", location.pathname + location.search);
    delete this.host.dataset.linked;
    this.host.fromDraft();
  }

  link() {
    return stateLink(PREFIX, this.host.file);
  }

  // The link goes in the address bar and, where the browser allows, on the clipboard (as every
  // share link: share-state.js publishLink); this page stays the reader's own until the link is opened.
  async share() {
    if (!this.host.file) return;
    const href = this.link();
    this.host.status.textContent = await publishLink(href);
    this.host.status.dataset.notice = "info";
    this.host.status.dataset.link = href;
  }

  get fileName() {
    return `paili-match-${this.host.game}.json`;
  }

  save() {
    if (!this.host.file) return;
    downloadJson(this.host.file, this.fileName);
    this.host.say("saved", { name: this.fileName }, "info");
  }

  async load(file) {
    if (!file || this.host.readonly) return false;
    const was = this.host.dataset.state;
    this.host.setAttribute("data-state", "judging");   // reading the file, then the engine
    const text = await file.text().catch(() => "");
    this.input.value = "";
    const got = readFile(text, this.host.game);
    if (!got) {
      this.host.setAttribute("data-state", was);
      this.host.say("bad_file", undefined, "error");
      return false;
    }
    this.host.entry.cancel();
    return this.host.open(got, "loaded");
  }

  clear() {
    if (this.host.readonly) return;
    if (this.host.file && !this.confirming) {   // a second tap clears: an evening is not lost by one slip
      this.confirming = true;
      this.clearButton.textContent = word("clear_sure", pageLang());
      return;
    }
    this.host.clear();
  }

  draw() {
    const { file, readonly } = this.host;
    this.confirming = false;
    this.clearButton.textContent = word("clear", pageLang());
    this.sharedNote.hidden = !readonly;
    this.ownButton.hidden = !readonly;
    for (const button of [this.loadButton, this.clearButton]) button.hidden = readonly;
    this.saveButton.hidden = !file;
    this.shareButton.hidden = !file || readonly;
  }
}
