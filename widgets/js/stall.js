// Downloads that stop: the worker's boot fetches Pyodide's files, the stdlib and the engine
// over whatever network the reader has. A slow network still moves bytes; a stalled one moves
// none, and without a limit "Checking…" would stay up for ever. While the boot is under way,
// every fetch made through watch.fetch counts its bytes: when none has arrived for `stallMs`,
// the pending fetches are aborted and `watch.stalled` rejects (kind "stalled"), so the worker
// reports a failure the page can put in words, with a retry button (engine-client.js).
//
// Time the worker spends computing (Pyodide starting, a module compiling) is not a stall:
// the check runs on a timer, and a timer that fires late means the thread was busy, so the
// clock starts again.

export const DEFAULT_STALL_MS = 30_000;  // maintainers page: the stalled-download timeout

export function stallWatch(fetchFromNetwork, stallMs = DEFAULT_STALL_MS) {
  let last = performance.now();
  const pending = new Map();             // each fetch in flight → [what, its AbortController]
  let reject;
  const stalled = new Promise((_, r) => { reject = r; });
  stalled.catch(() => {});
  const progress = () => { last = performance.now(); };
  const period = Math.max(50, Math.min(1000, stallMs / 4));
  let tick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - tick > 2 * period + 250) last = now;   // the thread was busy, not the network
    tick = now;
    if (now - last < stallMs) return;
    clearInterval(timer);
    const names = [...pending.values()].map(([what]) => what);
    for (const [, controller] of pending.values()) controller.abort();
    reject(Object.assign(new Error(`no data for ${Math.round(stallMs / 1000)} s: ${names.join(", ") || "the engine's files"}`),
      { kind: "stalled" }));
  }, period);

  async function watchedFetch(input, init = {}) {
    const what = String(input instanceof Request ? input.url : input).split("/").pop();
    const controller = new AbortController();
    const token = {};
    pending.set(token, [what, controller]);
    progress();
    let response;
    try {
      response = await fetchFromNetwork(input, { ...init, signal: controller.signal });
    } catch (err) {
      pending.delete(token);
      throw err;
    }
    progress();
    if (!response.body) {
      pending.delete(token);
      return response;
    }
    const reader = response.body.getReader();
    const body = new ReadableStream({
      async pull(out) {
        let chunk;
        try {
          chunk = await reader.read();
        } catch (err) {
          pending.delete(token);
          throw err;
        }
        progress();
        if (chunk.done) {
          pending.delete(token);
          out.close();
        } else {
          out.enqueue(chunk.value);
        }
      },
      cancel(reason) {
        pending.delete(token);
        return reader.cancel(reason);
      },
    });
    // The bytes are already decoded: only the headers that still describe them travel on.
    const headers = new Headers(response.headers);
    headers.delete("content-encoding");
    headers.delete("content-length");
    const watched = new Response(body, { status: response.status, statusText: response.statusText, headers });
    Object.defineProperty(watched, "url", { value: response.url });
    return watched;
  }

  return {
    fetch: watchedFetch,
    stalled,
    progress,
    stop() { clearInterval(timer); },
  };
}
