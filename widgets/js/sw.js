// The site's service worker: the site and its live checks keep working offline (at the table).
// Served as /sw.js (scope: the whole site, both languages), registered by engine-client.js
// once the engine has answered on a page and its worker is quiet (decision 66). The build
// writes, above this text, VERSION (a hash of everything the site ships: a new deploy is a new
// worker) and three lists of paths relative to the site root:
//   SHELL   what every page needs (theme CSS/JS, the widgets' JS/CSS): cached at install;
//   PAGES   every page of both languages, the search index: cached with ENGINE;
//   ENGINE  Pyodide's files, the precompiled stdlib and the engine: cached when a page says
//           the engine has run there (engine-client.js), and whenever fetched through here.
// Kept in this order: the page that asked first, then every page, then the engine, so a
// reader who goes offline half-way still gets pages (their verdicts as built, and the widgets
// say live checking has to wait). Once all of it is kept, the page that asked hears
// "paili:offline-ready" and says so, once (offline.js).
// Pages are network-first (a reader online always gets the deployed page), everything else
// cache-first (paths with a hash or a version never change). Activation deletes every other
// version's cache: a new deploy replaces the old cache.
/* global VERSION, SHELL, PAGES, ENGINE */

const CACHE = `paili-${VERSION}`;
// The engine's heap a first visit keeps for the next (kept.js KEPT_CACHE): not this worker's
// to delete; it is keyed by the build itself and replaced by a new deploy's own.
const KEPT_CACHE = "paili-kept-engine";
const root = new URL("./", self.location.href);
// Every address this worker fetches is under the site's root: one of the build's lists (made
// by url), the page that asked (checked below), or a request under the root (the fetch
// handler). It loads no other script and runs no string as code. On a host that sends no
// headers it runs with no Content-Security-Policy (a service worker takes its policy from its
// script's response headers only): what it is keeps it safe there (maintainers page, 26).
const url = (path) => {
  const address = new URL(path, root).href;
  if (!address.startsWith(root.href)) throw new Error(`not on the site: ${path}`);
  return address;
};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL.map(url)))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("paili-") && k !== CACHE && k !== KEPT_CACHE)
      .map((k) => caches.delete(k))))
    // No clients.claim(): a page keeps the controller it was opened with, so a reader's first
    // page (and any test that routes its requests) is never taken over halfway through.
  );
});

// "The engine has run here": keep this page, every page and the engine for offline use.
self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "paili:engine-used") return;
  const page = typeof event.data.page === "string" && event.data.page.startsWith(root.href) ? [event.data.page] : [];
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    let all = true;
    for (const address of [...page, ...PAGES.map(url), ...ENGINE.map(url)]) {
      if (await cache.match(address, { ignoreSearch: true })) continue;
      try {
        const response = await fetch(address);
        if (response.ok) await cache.put(address, response);
        else all = false;        // missing from this deploy: not ready for the table
      } catch {
        return; // offline or the server is gone: try again next time
      }
    }
    if (all) event.source?.postMessage({ type: "paili:offline-ready", version: VERSION });
  }));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const missing = await cache.match(url("404.html"));
    if (missing && request.mode === "navigate") return missing;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(root.href)) return;
  const page = request.mode === "navigate" || request.destination === "document"
    || request.url.endsWith("/") || request.url.endsWith(".html") || request.url.endsWith(".json");
  event.respondWith(page ? networkFirst(request) : cacheFirst(request));
});
