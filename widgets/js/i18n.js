// The page's language (Material writes it on <html lang>), and the widgets' own words.
export function pageLang() {
  return (document.documentElement.lang || "zh").toLowerCase().startsWith("en") ? "en" : "zh";
}

const STATUS = {
  checking: ["正在判定…（首次使用需启动引擎，约几秒）", "Checking… (the first check starts the engine: a few seconds)"],
  live: ["引擎已即时判定。", "Checked live by the engine."],
  unavailable: ["无法启动在线判定；上方是建站时算好的结果。", "Live checking is unavailable; the verdict above was computed when the site was built."],
};

export function statusText(key, lang) {
  return STATUS[key][lang === "zh" ? 0 : 1];
}
