"""The build's heap is shipped XORed with Pyodide's WebAssembly data (decision 61,
``widgets/js/heap-delta.js``): the worker XORs it back from the WebAssembly it downloaded. The
build itself restores the heap that way and asks every worked example (stdlib.py's check), so
here: the JS reads the WebAssembly's data as an independent reading in Python does, the
shipped heap has that data taken out, and XOR undoes itself."""

from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
from pathlib import Path

from .test_assets import PYODIDE, bundle, config

ROOT = Path(__file__).resolve().parents[2]
DELTA_JS = ROOT / "widgets" / "js" / "heap-delta.js"


def leb(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def data_segments(wasm: bytes) -> list[tuple[int, bytes]]:
    """The active data segments (offset, bytes) of a WebAssembly module: its section 11."""
    assert wasm[:4] == b"\0asm"
    at, found = 8, []
    while at < len(wasm):
        section, at = wasm[at], at + 1
        size, at = leb(wasm, at)
        end = at + size
        if section == 11:
            count, at = leb(wasm, at)
            for _ in range(count):
                flags, at = leb(wasm, at)
                offset = None
                if flags in (0, 2):
                    if flags == 2:
                        _, at = leb(wasm, at)
                    assert wasm[at] == 0x41
                    offset, at = leb(wasm, at + 1)
                    assert wasm[at] == 0x0B
                    at += 1
                length, at = leb(wasm, at)
                if offset is not None:
                    found.append((offset, wasm[at:at + length]))
                at += length
        at = end
    return found


def node(code: str) -> dict:
    script = f"import * as delta from {json.dumps(DELTA_JS.as_uri())};\n{code}"
    out = subprocess.run(["node", "--input-type=module", "-e", script], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def test_the_worker_reads_the_webassembly_data_as_python_does(built_site):
    wasm_path = built_site / PYODIDE / "pyodide.asm.wasm"
    segments = data_segments(wasm_path.read_bytes())
    start = min(o for o, _ in segments) & ~3
    stop = max(o + len(d) for o, d in segments)
    image = bytearray((stop - start + 3) & ~3)
    for offset, data in segments:
        image[offset - start:offset - start + len(data)] = data
    got = node(f"""import {{ readFileSync }} from "node:fs";
import {{ createHash }} from "node:crypto";
const {{ start, bytes }} = delta.dataImage(new Uint8Array(readFileSync({json.dumps(str(wasm_path))})));
console.log(JSON.stringify({{ start, length: bytes.length, sha: createHash("sha256").update(bytes).digest("hex") }}));""")
    assert len(segments) > 1000 and sum(len(d) for _, d in segments) > 1_000_000
    assert got == {"start": start, "length": len(image), "sha": hashlib.sha256(image).hexdigest()}


def test_the_shipped_heap_has_the_webassembly_data_taken_out(built_site):
    """Where the WebAssembly's data lies in the heap's memory (after the snapshot's header), the
    shipped bytes are almost all zero: the data XORed out. XORed back, they are the data as it
    stands in a booted Pyodide (most of it never written)."""
    heap = gzip.decompress((bundle(built_site) / config(built_site)["HEAP"]).read_bytes())
    assert heap[:4] == b"\0snp"   # Pyodide's snapshot, its header unchanged
    header = int.from_bytes(heap[4:8], "little")
    segments = data_segments((built_site / PYODIDE / "pyodide.asm.wasm").read_bytes())
    total = sum(len(d) for _, d in segments)
    zero = same = 0
    for offset, data in segments:
        shipped = heap[header + offset:header + offset + len(data)]
        zero += shipped.count(0)
        same += sum(1 for a, b in zip(shipped, data) if a == b)
    assert zero > 0.99 * total
    assert same < 0.5 * total   # a heap shipped whole would match the data here instead


def test_xor_with_the_data_undoes_itself():
    got = node("""const wasm = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
  11, 13, 2,  0, 0x41, 4, 0x0b, 2, 0xaa, 0xbb,  0, 0x41, 9, 0x0b, 1, 0xcc]);
const image = delta.dataImage(wasm);
const heap = new Uint8Array(32);
heap.set([0, 0x73, 0x6e, 0x70, 8, 0, 0, 0]);   // a header of 8 bytes, then the memory
for (let i = 8; i < 32; i++) heap[i] = i;
const before = Array.from(heap);
delta.xorImage(heap, image);
const once = Array.from(heap);
delta.xorImage(heap, image);
console.log(JSON.stringify({ start: image.start, image: Array.from(image.bytes), once, back: Array.from(heap), before }));""")
    assert got["start"] == 4
    assert got["image"] == [0xAA, 0xBB, 0, 0, 0, 0xCC, 0, 0]
    expected = list(got["before"])
    for i, b in enumerate(got["image"]):
        expected[8 + 4 + i] ^= b
    assert got["once"] == expected
    assert got["back"] == got["before"]
