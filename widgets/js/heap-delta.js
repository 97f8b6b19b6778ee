// The build's heap is shipped as its difference from Pyodide's WebAssembly (decision 61).
//
// A heap (Pyodide's memory snapshot: a header, then the whole memory) begins with the
// WebAssembly's own data: the bytes its data segments put into memory when it starts, 3.2 MB,
// almost all of them still as they came. The reader has those bytes already: they are in
// pyodide.asm.wasm, which every boot downloads. So the build ships the heap with that data
// XORed out (those 3.2 MB then gzip to about 60 KB, not about 1.5 MB), and the worker XORs it
// back in from the WebAssembly it downloaded. XOR undoes itself, so one function does both,
// and the heap comes back byte for byte whatever the data is: the build's check restores it
// the same way and asks every worked example (widgets/build/stdlib.mjs).
//
// Shared by the worker and the build under Node (widgets/build/stdlib.mjs).

// The memory image of the WebAssembly `wasm` (its bytes): {start, bytes}, its active data
// segments laid out from the lowest address to the end of the highest (4-byte padded).
// Throws on bytes that are not a WebAssembly module.
export function dataImage(wasm) {
  if (wasm.length < 8 || wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) {
    throw new Error("not a WebAssembly module");
  }
  let at = 8;
  const leb = () => {   // an unsigned LEB128 (an i32.const's offset is below 2^31: the same)
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (!(byte & 0x80)) return value;
    }
  };
  const segments = [];
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = leb();
    const end = at + size;
    if (id === 11) {   // the data section
      for (let n = leb(); n > 0; n--) {
        const flags = leb();
        let offset = null;
        if (flags === 0 || flags === 2) {
          if (flags === 2) leb();   // its memory's index
          if (wasm[at++] !== 0x41) throw new Error("a data segment's offset is not a constant");
          offset = leb();
          if (wasm[at++] !== 0x0b) throw new Error("a data segment's offset is not a constant");
        }
        const length = leb();
        if (offset !== null) segments.push([offset, wasm.subarray(at, at + length)]);
        at += length;
      }
    }
    at = end;
  }
  if (!segments.length) return { start: 0, bytes: new Uint8Array(0) };
  const start = Math.min(...segments.map(([offset]) => offset)) & ~3;
  const stop = Math.max(...segments.map(([offset, bytes]) => offset + bytes.length));
  const bytes = new Uint8Array((stop - start + 3) & ~3);
  for (const [offset, data] of segments) bytes.set(data, offset - start);
  return { start, bytes };
}

// `heap` (a Pyodide memory snapshot, its bytes) with `image` (dataImage) XORed into its memory,
// in place; returns `heap`. Applied twice, the heap is as it was. A heap too short for the
// image is left alone past its end.
export function xorImage(heap, { start, bytes }) {
  const header = new DataView(heap.buffer, heap.byteOffset, heap.byteLength).getUint32(4, true);
  const from = header + start;
  const length = Math.max(0, Math.min(bytes.length, heap.length - from));
  const whole = length & ~3;
  if ((heap.byteOffset + from) % 4 === 0) {   // four bytes at a time where aligned (always, in practice)
    const into = new Uint32Array(heap.buffer, heap.byteOffset + from, whole / 4);
    const by = new Uint32Array(bytes.buffer, bytes.byteOffset, whole / 4);
    for (let i = 0; i < into.length; i++) into[i] ^= by[i];
  } else {
    for (let i = 0; i < whole; i++) heap[from + i] ^= bytes[i];
  }
  for (let i = whole; i < length; i++) heap[from + i] ^= bytes[i];
  return heap;
}
