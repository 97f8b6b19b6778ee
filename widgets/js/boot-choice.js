// Which first boot is faster on this device (maintainers page, decision 58): the ordinary one
// (download about 5 MB, then start CPython and import the engine: seconds of CPU on a phone),
// or the shipped heap (download the same plus the build's heap, HEAP_BYTES more, and restore
// it: CPython's start-up and the engine's import are skipped). The heap pays where the CPU is
// slow and the network fast; on a slow network, or where the reader asked to save data, the
// ordinary boot is always taken.
//
// heapFaster({rate, slowness, bytes, saveData, effectiveType}):
//   rate: bytes per ms the page's own files came at (pageRate, below), 0 if unknown;
//   slowness: this device's CPU against the bench's host (cpuSlowness, below), 1 there;
//   bytes: the heap's download (config.js HEAP_BYTES);
//   saveData, effectiveType: navigator.connection's, where the browser has it.
// Unknown rate: the ordinary boot (nothing says the extra bytes are cheap).

// What the heap saves, in ms of the bench host's worker at its speed: Pyodide's start-up and
// the engine's import less the restore, measured (decision 58) on a quiet host.
export const SAVED_HOST_MS = 900;
// The fixed loop cpuSlowness runs, and what it took on the bench's host (median, quiet).
const PROBE_ROUNDS = 3;
const PROBE_HOST_MS = 4;

export function heapFaster({ rate, slowness, bytes, saveData = false, effectiveType = "" }) {
  if (saveData || /(^|-)2g$|^3g$/.test(effectiveType)) return false;
  if (!(rate > 0) || !(slowness > 0) || !(bytes > 0)) return false;
  return slowness * SAVED_HOST_MS > bytes / rate;
}

// This thread's speed against the host's: a fixed loop, the fastest of three rounds (a round
// the scheduler interrupted says nothing of the CPU).
export function cpuSlowness(now = () => performance.now()) {
  let best = Infinity;
  let sink = 0;
  for (let round = 0; round < PROBE_ROUNDS; round++) {
    const start = now();
    let x = round;
    for (let i = 0; i < 3_000_000; i++) x = (Math.imul(x, 31) + i) | 0;
    sink ^= x;
    best = Math.min(best, now() - start);
  }
  return sink === 0.5 ? 0 : Math.max(best, 0.1) / PROBE_HOST_MS;   // (sink keeps the loop alive)
}

// Bytes per ms the page's own largest compressed download came at, from resource timing (the
// body's arrival only: the first byte's wait is the round trip, not the rate); 0 when nothing
// came over the network (a cached or service-worker page says nothing of it).
export function pageRate(entries = performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation"))) {
  let best = null;
  for (const e of entries) {
    if (!(e.transferSize > 0) || !(e.encodedBodySize > 16_384)) continue;
    if (!best || e.encodedBodySize > best.encodedBodySize) best = e;
  }
  if (!best) return 0;
  return best.encodedBodySize / Math.max(best.responseEnd - best.responseStart, 1);
}
