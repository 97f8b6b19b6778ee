// The zips the worker fetches (the stdlib's two and the engine's) and the build's heap are
// shipped gzipped whole (widgets/build/assets.py packed; maintainers page, decisions 25 and
// 58): the browser's own gzip unpacks one here, and Python then reads its modules without
// inflating them in WebAssembly. A host may have undone the gzip already (one that sends .gz
// files with Content-Encoding): the first two bytes say which.
//
// Unpacked as the bytes arrive, not once the whole file is in (decision 59): the heap is 31 MB
// unpacked, and inflating it after its download kept a phone's worker busy for a few hundred
// ms more on the first verdict's path.
const GZIP = [0x1f, 0x8b];

// The body of `response`, unpacked if it is gzip: a Uint8Array.
export async function unpackedBody(response) {
  const stream = await unpackedStream(response);
  return stream ? new Uint8Array(await new Response(stream).arrayBuffer()) : new Uint8Array(0);
}

// The body of `response`, unpacked if it is gzip, written into `target` (a Uint8Array as long
// as the unpacked body: the build's heap, whose size config.js gives, so Pyodide can be given
// its buffer before the bytes come; decision 61). Throws if the body is longer or shorter.
export async function unpackedInto(response, target) {
  const stream = await unpackedStream(response);
  let at = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (at + value.length > target.length) {
        reader.cancel().catch(() => {});
        throw new Error(`more than the ${target.length} bytes expected`);
      }
      target.set(value, at);
      at += value.length;
    }
  }
  if (at !== target.length) throw new Error(`${at} bytes, not the ${target.length} expected`);
  return target;
}

// The body as a stream of its unpacked bytes, or null when there is no body at all.
async function unpackedStream(response) {
  if (!response.body) return null;
  const reader = response.body.getReader();
  let head = new Uint8Array(0);
  while (head.length < GZIP.length) {   // the first two bytes, whatever the chunks
    const { done, value } = await reader.read();
    if (done) return new Response(head).body;
    head = join(head, value);
  }
  const rest = new ReadableStream({
    start(controller) { controller.enqueue(head); },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  const gzipped = head[0] === GZIP[0] && head[1] === GZIP[1];
  return gzipped ? rest.pipeThrough(new DecompressionStream("gzip")) : rest;
}

function join(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
