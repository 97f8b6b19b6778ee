// The record of <pl-record> (record.js) as something to keep and pass on: a share link, a
// file, the replayer.
//
// - Share link: "#pe=<base64url JSON of the record>" (its own prefix, apart from #pl=, #pr=
//   and #pd=; encodeState as share-state.js writes it). Opened, the record is judged as any other;
//   a link that cannot be read leaves the page as it is and says so.
// - File: the record as the API's records are written (JSON, the same object `replay` takes
//   as its `deal`), downloaded through a Blob; "Open a file" reads one back (<input type=file>)
//   and judges it. A file of another game, or no record at all, is refused before the engine.
// - Replayer: the template's <pl-replay> (replay.js) put on the page after the widget and
//   given the record (load(record)): every step, the hands, hide and guess.
import { downloadJson, el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { jsonOfFile, linkedState, publishLink, stateLink } from "../share-state.js";
import { isObj, word } from "./record-words.js";

const PREFIX = "#pe=";

const isRecord = (record, game) => isObj(record) && record.game === game && isObj(record.hands);

// The record a link holds: null for none, false for one that cannot be read.
export function readLink(hash, game) {
  const record = linkedState(hash, PREFIX);
  return record && (isRecord(record, game) ? record : false);
}

// A record read from a file's text (the record itself, or a whole request), or null.
export function readFile(text, game) {
  let record = jsonOfFile(text);
  if (isObj(record) && isObj(record.deal) && !isObj(record.hands)) record = record.deal;   // a whole request
  return isRecord(record, game) ? record : null;
}

export class RecordFile {
  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("file");
    const button = (cls, key, action) => {
      const b = el("button", { type: "button", class: cls }, word(key, lang));
      b.addEventListener("click", action);
      return b;
    };
    this.openButton = button("pl-record-open", "open", () => this.openReplay());
    this.shareButton = button("pl-record-share", "share", () => this.share());
    this.saveButton = button("pl-record-save", "save", () => this.save());
    this.input = el("input", { type: "file", accept: ".json,application/json", class: "pl-record-file" });
    this.input.hidden = true;
    this.input.addEventListener("change", () => this.load(this.input.files?.[0]));
    this.loadButton = button("pl-record-load", "load", () => this.input.click());
    this.clearButton = button("pl-record-clear", "clear", () => host.clear());
    this.part.append(el("p", { class: "pl-record-buttons" }, this.openButton, this.shareButton, this.saveButton,
      this.loadButton, this.clearButton), this.input);
    window.addEventListener("hashchange", () => this.fromLink());
  }

  // The address's record, opened; false when the address holds none.
  fromLink() {
    const got = readLink(location.hash, this.host.game);
    if (got === null) return false;
    this.host.scrollIntoView({ block: "start" });
    if (got === false) {
      this.host.dataset.linked = "broken";
      this.host.say("bad_link", undefined, "error");
      return false;
    }
    if (JSON.stringify(got) === JSON.stringify(this.host.record)) return true;
    this.host.dataset.linked = "restored";
    this.host.open(got, "restored_link");
    return true;
  }

  link() {
    return stateLink(PREFIX, this.host.record);
  }

  async share() {
    if (!this.host.record) return;
    this.host.status.textContent = await publishLink(this.link());
    this.host.status.dataset.notice = "info";
  }

  get fileName() {
    return `paili-${this.host.game}.json`;
  }

  save() {
    if (!this.host.record) return;
    downloadJson(this.host.record, this.fileName);
    this.host.say("saved", { name: this.fileName }, "info");
  }

  async load(file) {
    if (!file) return false;
    const text = await file.text().catch(() => "");
    this.input.value = "";
    const record = readFile(text, this.host.game);
    if (!record) {
      this.host.say("bad_file", undefined, "error");
      return false;
    }
    this.host.seat.leave();
    return this.host.open(record, "loaded");
  }

  // The record in the replayer under the widget (one, reused: load(record) goes to step 0).
  async openReplay() {
    if (!this.host.record) return null;
    let replay = this.replay;
    if (!replay) {
      const shell = this.host.querySelector("template.pl-record-replay").content.cloneNode(true);
      replay = shell.querySelector("pl-replay");
      replay.querySelector("script.pl-replay-record").textContent = JSON.stringify(this.host.record);
      (this.host.closest(".pl-record-box") || this.host).after(shell);
      this.replay = replay;
      await replay.show(0);
    } else {
      await replay.load(this.host.record);
    }
    replay.scrollIntoView({ block: "start" });
    return replay;
  }
}
