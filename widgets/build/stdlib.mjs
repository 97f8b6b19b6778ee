// Build step, run by widgets/build/stdlib.py under Node: compile Python zips to .pyc inside
// Pyodide itself (the browser's own CPython, so the bytecode's magic number matches), and
// check the result by booting it and asking the engine every given request.
//
//   node stdlib.mjs compile <pyodide dir> <job.json>
//     job: {stdlib_in, stdlib_out, drop: [top-level names], engine_in, engine_out}
//     Every .py becomes a sourceless .pyc (unchecked hash-based, so no source is needed
//     and nothing is stat'ed) at the same path; other files are copied; `drop` names are left out.
//   node stdlib.mjs snapshot <pyodide dir> <job.json>
//     job: {stdlib, engine, out}: boots with both, imports the whole engine, writes the
//     gzipped memory snapshot the worker boots from (widgets/js/boot.js).
//   node stdlib.mjs check <pyodide dir> <job.json>
//     job: {stdlib, engine, snapshot, requests: [..], views: [..]}: boots exactly as the worker
//     does (boot.js) and asks as it does: through the renderer (widgets/render/live.py) with
//     each request's view → prints {via, answers: [{ok, code, rule, html}], modules: [..],
//     later: [modules imported after boot],
//       again: the same answers once the real stdlib is installed}
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [mode, pyodideDir, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const { bootEngine, EMPTY_ZIP, ENGINE_PATH, IMPORT_ENGINE, installStdlib, SNAPSHOT_MAGIC, unpackSnapshot } = await import(
  new URL("../js/boot.js", import.meta.url).href);

const COMPILE = `
import importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compile_zip(data, drop, prefix):
    drop = set(drop)
    src = zipfile.ZipFile(io.BytesIO(bytes(data)))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
        for info in sorted(src.infolist(), key=lambda i: i.filename):
            name = info.filename
            top = name.split("/")[0].removesuffix(".py")
            if info.is_dir() or top in drop or name.removesuffix(".py") in drop or "__pycache__" in name:
                continue
            body = src.read(name)
            if name.endswith(".py"):
                code = compile(body, prefix + name, "exec", dont_inherit=True)
                body = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(body), checked=False))
                name += "c"
            entry = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, body)
    return out.getvalue()
`;

// The heap's non-zero 4 KB pages, in runs, in the layout boot.js unpackSnapshot reads.
function packSnapshot(heap) {
  const PAGE = 4096, runs = [];
  const words = new Uint32Array(heap.buffer, heap.byteOffset, heap.length >> 2);
  for (let at = 0; at < heap.length; at += PAGE) {
    const end = Math.min(at + PAGE, heap.length);
    let zero = true;
    for (let w = at >> 2; w < end >> 2 && zero; w++) zero = words[w] === 0;
    for (let b = end & ~3; b < end && zero; b++) zero = heap[b] === 0;
    if (zero) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] += end - at;
    else runs.push([at, end - at]);
  }
  const header = new Uint32Array([SNAPSHOT_MAGIC, heap.length, runs.length, ...runs.flat()]);
  return Buffer.concat([new Uint8Array(header.buffer), ...runs.map(([at, n]) => heap.subarray(at, at + n))]);
}

if (mode === "compile") {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
  pyodide.runPython(COMPILE);
  const compileZip = pyodide.globals.get("compile_zip");
  const stdlib = compileZip(new Uint8Array(readFileSync(job.stdlib_in)), pyodide.toPy(job.drop), "/lib/python314.zip/");
  writeFileSync(job.stdlib_out, stdlib.toJs());
  const engine = compileZip(new Uint8Array(readFileSync(job.engine_in)), pyodide.toPy([]), "/paili/");
  writeFileSync(job.engine_out, engine.toJs());
} else if (mode === "snapshot") {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: job.stdlib, _makeSnapshot: true });
  pyodide.FS.mkdirTree(path.posix.dirname(ENGINE_PATH));
  pyodide.FS.writeFile(ENGINE_PATH, new Uint8Array(readFileSync(job.engine)));
  pyodide.runPython(IMPORT_ENGINE);
  writeFileSync(job.out, gzipSync(packSnapshot(pyodide.makeMemorySnapshot()), { level: 9 }));
} else if (mode === "check") {
  // As the worker does: boot from the snapshot on an empty stdlib, answer every request, and
  // only then install the real stdlib (asked again after it: the answers must not change).
  const warnings = [];
  console.warn = (...parts) => warnings.push(parts.map(String).join(" "));
  const bytes = (file) => Promise.resolve(new Uint8Array(readFileSync(file)));
  const emptyZipURL = path.join(path.dirname(jobPath), "empty.zip");
  writeFileSync(emptyZipURL, EMPTY_ZIP);
  const { pyodide, answer, via } = await bootEngine(loadPyodide, {
    indexURL: pyodideDir + "/", stdLibURL: job.stdlib, emptyZipURL, engine: bytes(job.engine),
    snapshot: job.snapshot ? unpackSnapshot(new Blob([readFileSync(job.snapshot)]).stream()
      .pipeThrough(new DecompressionStream("gzip"))) : null });
  const modules = () => pyodide.runPython("import sys; sorted(sys.modules)").toJs();
  const before = new Set(modules());
  const ask = () => job.requests.map((request, i) => {
    const { response: out, html } = JSON.parse(answer(JSON.stringify(request), JSON.stringify(job.views[i])));
    return { ok: out.ok, code: out.ok ? null : out.error.code, rule: out.rule ?? null,
             message: out.ok ? null : out.error.en, html };
  });
  const answers = ask();
  const later = modules().filter((m) => !before.has(m));
  if (via === "snapshot") installStdlib(pyodide, readFileSync(job.stdlib));
  const again = JSON.stringify(ask()) === JSON.stringify(answers);
  process.stdout.write(JSON.stringify({ via, warnings, answers, modules: modules(), later, again }));
} else {
  throw new Error(`unknown mode ${mode}`);
}
