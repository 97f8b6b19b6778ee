// What a first visit leaves on the device for the next one (maintainers page, decision 30):
// Pyodide's heap once the engine and every game's modules are imported (Pyodide's own memory
// snapshot), kept in Cache Storage with the two zips the boot wrote into Pyodide's files, as
// unpacked (the first stdlib zip and the engine's). A later visit restores the heap instead of
// starting CPython and importing the engine again (boot.js), and writes the zips back, as a
// module imported later reads from them: nothing downloaded, nothing unpacked.
//
// One build's are kept, under addresses inside its bundle folder (assets/paili/<hash>/), whose
// hash covers the worker, the engine zip and the names of Pyodide's files: a new deploy has a
// new folder, so it never finds the old heap, and keeping its own deletes the old one. Pyodide
// also refuses a heap made by another build of itself (its BUILD_ID), and the worker boots the
// ordinary way whenever a kept heap cannot be read or restored (and drops it).
//
// The cache is not named "paili-<version>" (sw.js deletes every other such cache when a new
// deploy activates): KEPT_CACHE, which sw.js leaves alone. Clearing the site's data clears it.

export const KEPT_CACHE = "paili-kept-engine";

// The address of a kept part ("heap", "stdlib", "engine") for the build whose bundle folder
// is `bundle` (a URL ending in /).
export const keptAddress = (bundle, part = "heap") => new URL(`kept-engine-${part}`, bundle).href;
const PARTS = ["heap", "stdlib", "engine"];

// Whether this build's heap is kept, without opening (and so creating) the cache: the page
// asks (engine-client.js) before any worker exists.
export async function isKept(bundle) {
  try {
    return Boolean(await caches.match(keptAddress(bundle), { cacheName: KEPT_CACHE }));
  } catch {
    return false;   // no Cache Storage (an insecure origin, storage blocked)
  }
}

// What this build kept, {heap, stdlib, engine} as bytes, or null (not all of it kept, no
// Cache Storage, a read that failed).
export async function keptEngine(bundle) {
  try {
    const read = async (part) => {
      const response = await caches.match(keptAddress(bundle, part), { cacheName: KEPT_CACHE });
      return response ? new Uint8Array(await response.arrayBuffer()) : null;
    };
    const [heap, stdlib, engine] = await Promise.all(PARTS.map(read));
    return heap && stdlib && engine ? { heap, stdlib, engine } : null;
  } catch {
    return null;
  }
}

// Keep {heap (Pyodide's makeMemorySnapshot), stdlib, engine (the zips, unpacked)} for this
// build; any other build's are deleted. The heap goes last: isKept says yes only when all is.
export async function keepEngine(bundle, parts) {
  const cache = await caches.open(KEPT_CACHE);
  const ours = PARTS.map((part) => keptAddress(bundle, part));
  for (const request of await cache.keys()) {
    if (!ours.includes(request.url)) await cache.delete(request);
  }
  for (const part of ["stdlib", "engine", "heap"]) {
    await cache.put(keptAddress(bundle, part), new Response(parts[part], { headers: { "Content-Type": "application/octet-stream" } }));
  }
}

// What could not be restored: forgotten, so the next visit boots the ordinary way (and keeps
// afresh).
export async function dropKept(bundle) {
  try {
    const cache = await caches.open(KEPT_CACHE);
    for (const part of PARTS) await cache.delete(keptAddress(bundle, part));
  } catch {
    // nothing kept, or no storage: nothing to drop
  }
}
