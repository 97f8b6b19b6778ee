// The page's language (Material writes it on <html lang>), and the widgets' own words.
export function pageLang() {
  return (document.documentElement.lang || "zh").toLowerCase().startsWith("en") ? "en" : "zh";
}

const STATUS = {
  checking: ["正在判定…（首次使用需启动引擎，约几秒；表单可以继续改）",
    "Checking… (the first check starts the engine: a few seconds; keep editing if you like)"],
  live: ["引擎已即时判定。", "Checked live by the engine."],
  stale: ["正在重新判定，下面是上一次的结果。", "Re-checking — this verdict is for your previous entry."],
  unavailable: ["无法启动在线判定；上方是建站时算好的结果。",
    "Live checking is unavailable; the verdict above was computed when the site was built."],
  bad_link: ["这个链接读不出来（可能被截断或改动过），下面仍是本页的原始例子。",
    "This link could not be read (it may be cut short or altered); the widget shows the page's own example."],
  restored: ["已按链接还原这个局面，引擎已即时判定。", "Restored from the link and checked live by the engine."],
  link_copied: ["链接已复制，地址栏里也是它。", "Link copied; it is in the address bar too."],
  link_ready: ["链接已放进地址栏，复制它就能分享。", "The link is in the address bar: copy it to share."],
  share: ["分享链接", "Share link"],
  local_error: ["输入有误", "input error"],
  pick: ["选牌", "Pick cards"],
  close: ["收起", "Close"],
  remove: ["移除", "Remove"],
  deck: ["牌堆", "Deck"],
  of: ["已选", "chosen"],
  jokers: ["王", "Jokers"],
};

// A widget's own words ({key: [zh, en]}) in `lang`, each "{name}" filled from `fill` (an object,
// or a number for "{n}"); one helper for every element's table.
export function wordIn(table, key, lang, fill) {
  const text = table[key][lang === "zh" ? 0 : 1];
  if (fill === undefined) return text;
  const data = typeof fill === "object" ? fill : { n: fill };
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in data ? String(data[k]) : m));
}

export function statusText(key, lang) {
  return wordIn(STATUS, key, lang);
}
