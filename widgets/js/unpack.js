// The zips the worker fetches (the stdlib's two and the engine's) are shipped gzipped whole
// (widgets/build/assets.py packed; maintainers page, decision 25): the browser's own gzip
// unpacks one here, and Python then reads its modules without inflating them in WebAssembly.
// A host may have undone the gzip already (one that sends .gz files with Content-Encoding):
// the first two bytes say which.
const GZIP = [0x1f, 0x8b];

export async function unpacked(bytes) {
  if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1]) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
