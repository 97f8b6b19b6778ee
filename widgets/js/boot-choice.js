// Which first boot is faster on this device (maintainers page, decision 58): the ordinary one
// (download about 5 MB, then start CPython and import the engine: seconds of CPU on a phone),
// or the shipped heap (download the same plus the build's heap, HEAP_BYTES more, and restore
// it: CPython's start-up and the engine's import are skipped). The heap pays where the CPU is
// slow and the network fast; on a slow network, or where the reader asked to save data, the
// ordinary boot is always taken.
//
// heapFaster({rate, slowness, bytes, saveData, effectiveType}):
//   rate: bytes per ms the worker's first download (Pyodide's WebAssembly, 3.5 MB) came at
//   (transferRate, below), 0 if unknown;
//   slowness: this device's CPU against the bench's host (cpuSlowness, below), 1 there;
//   bytes: the heap's download (config.js HEAP_BYTES);
//   saveData, effectiveType: navigator.connection's, where the browser has it.
// Unknown rate: the ordinary boot (nothing says the extra bytes are cheap).

// What the heap saves, in ms of the bench host's worker at its speed: Pyodide's start-up and
// the engine's import less the restore (decision 58: 0.8 s on the host, 6.3 s on the phone
// profile, whose probe says about 3.6: so about 1 s and more, the more as the CPU is slower).
export const SAVED_HOST_MS = 1000;
// The fixed loop cpuSlowness runs, and what its fastest round took on the bench's host
// (decision 58). Run before the worker starts compiling the WebAssembly: with V8's compiler
// threads busy with that, the loop ran unoptimised for longer and the rounds scattered 4x.
const PROBE_ROUNDS = 3;
const PROBE_LOOP = 2_000_000;
const PROBE_HOST_MS = 3;

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
    for (let i = 0; i < PROBE_LOOP; i++) x = (Math.imul(x, 31) + i) | 0;
    sink ^= x;
    best = Math.min(best, now() - start);
  }
  return sink === 0.5 ? 0 : Math.max(best, 0.1) / PROBE_HOST_MS;   // (sink keeps the loop alive)
}

// Bytes per ms a finished download came at, from its resource timing entry: what was
// transferred over the time its body took to arrive (the wait for the first byte is the round
// trip, not the rate); 0 when nothing came over the network (a cached file says nothing).
export function transferRate(entry) {
  if (!entry || !(entry.transferSize > 0)) return 0;
  return entry.transferSize / Math.max(entry.responseEnd - entry.responseStart, 1);
}
