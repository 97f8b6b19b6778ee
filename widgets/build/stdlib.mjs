// Build step, run by widgets/build/stdlib.py under Node: compile Python zips to .pyc inside
// Pyodide itself (the browser's own CPython, so the bytecode's magic number matches), and
// check the result by booting it and asking the engine every given request.
//
//   node stdlib.mjs compile <pyodide dir> <job.json>
//     job: {stdlib_in, stdlib_out, drop: [top-level names], engine_in, engine_out}
//     Every .py becomes a sourceless .pyc (unchecked hash-based, so no source is needed
//     and nothing is stat'ed) at the same path, without column ranges (line numbers stay);
//     other files are copied; `drop` names are left out.
//   node stdlib.mjs select <pyodide dir> <job.json>
//     job: {stdlib, engine, table}: boots with both (boot.js, as the worker does), imports the
//     whole engine (boot.js IMPORT_REST, the warm-up's first step) and prints the stdlib zip's
//     entries that were loaded (what any first verdict needs); writes to `table` the texts
//     dataclasses and namedtuple compiled meanwhile, compiled (widgets/stdlib/sitecustomize.py).
//   node stdlib.mjs check <pyodide dir> <job.json>
//     job: {stdlib, rest, engine, requests: [..], views: [..]}: boots exactly as the worker
//     does (boot.js, with the first-verdict stdlib only) and asks as it does: through the
//     renderer (widgets/render/live.py) with each request's view, each game's modules
//     imported by its first request → prints {answers: [{ok, code, rule, html}], modules:
//     [..], outside: [modules loaded from neither the first stdlib zip nor the engine zip,
//     after the answers and after the warm-up's IMPORT_REST], again: the same answers once
//     the rest of the stdlib is installed, misses: the texts compiled at run time (the
//     first lines of each) by the answers and the warm-up's IMPORT_REST}
//     With `heap` in the job (the shipped heap, below): also restores it as the worker does,
//     with an empty stdlib zip (the worker's comes after), and asks again → {..., heap: {via,
//     same: the same answers as the ordinary boot}}
//   node stdlib.mjs heap <pyodide dir> <job.json>
//     job: {stdlib, engine, out}: boots exactly as the worker does (boot.js, keepable), then
//     makes the heap a kept engine keeps (makeHeap: every game's modules imported) and writes
//     it gzipped to `out`, the WebAssembly's own data XORed out (heap-delta.js): the heap a
//     first visit may download instead of starting CPython (boot.js; maintainers page,
//     decisions 58 and 61)
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [mode, pyodideDir, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const { ENGINE_PATH, IMPORT_REST, WARM_UP, bootEngine, installRest, makeHeap, warmUp } = await import(
  new URL("../js/boot.js", import.meta.url).href);
const { dataImage, xorImage } = await import(new URL("../js/heap-delta.js", import.meta.url).href);
// What the shipped heap is XORed with, as the worker reads it from the WebAssembly it downloads.
const wasmImage = () => dataImage(new Uint8Array(readFileSync(path.join(pyodideDir, "pyodide.asm.wasm"))));
// As config.js gives it to the worker (widgets/build/assets.py pyodide_lock).
const lock = { info: JSON.parse(readFileSync(path.join(pyodideDir, "pyodide-lock.json"), "utf8")).info, packages: {} };

const COMPILE = `
import ast, importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# Module and function docstrings go (no code here reads them; about a tenth of the bytes);
# class docstrings stay: a dataclass without one computes it from inspect.signature at import.
# Pyodide's own packages keep theirs (it copies them onto its JS types at start-up).
def strip_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree

def compile_zip(data, drop, prefix):
    drop = set(drop)
    src = zipfile.ZipFile(io.BytesIO(bytes(data)))
    out = io.BytesIO()
    # Stored, not deflated: the build gzips each zip whole (assets.py packed, decision 25).
    with zipfile.ZipFile(out, "w") as dst:
        for info in sorted(src.infolist(), key=lambda i: i.filename):
            name = info.filename
            top = name.split("/")[0].removesuffix(".py")
            if info.is_dir() or top in drop or name.removesuffix(".py") in drop or "__pycache__" in name:
                continue
            body = src.read(name)
            if name.endswith(".py"):
                tree = ast.parse(body, prefix + name)
                if not name.startswith(("pyodide/", "_pyodide/")):
                    tree = strip_docstrings(tree)
                code = compile(tree, prefix + name, "exec", dont_inherit=True)
                body = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(body), checked=False))
                name += "c"
            entry = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, body)
    return out.getvalue()
`;

if (mode === "compile") {
  // PYTHONNODEBUGRANGES: the bytecode keeps its line numbers but not the column ranges a
  // traceback underlines with carets; about a fifth of every compressed .pyc (decision 20).
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONNODEBUGRANGES: "1" } });
  pyodide.runPython(COMPILE);
  const compileZip = pyodide.globals.get("compile_zip");
  const stdlib = compileZip(new Uint8Array(readFileSync(job.stdlib_in)), pyodide.toPy(job.drop), "/lib/python314.zip/");
  writeFileSync(job.stdlib_out, stdlib.toJs());
  const engine = compileZip(new Uint8Array(readFileSync(job.engine_in)), pyodide.toPy([]), "/paili/");
  writeFileSync(job.engine_out, engine.toJs());
} else if (mode === "select") {
  const bytes = (file) => Promise.resolve(new Uint8Array(readFileSync(file)));
  // Without column ranges, as every .pyc (compile mode): the table's code objects too.
  const noRanges = (options) => loadPyodide({ ...options, env: { PYTHONNODEBUGRANGES: "1" } });
  const { pyodide } = await bootEngine(noRanges, {
    indexURL: pyodideDir + "/", stdLibURL: job.stdlib, engine: bytes(job.engine), lock });
  pyodide.runPython(IMPORT_REST);
  // What dataclasses and namedtuple compiled, compiled here once (exec and eval inherit no
  // compiler flags from dataclasses or collections: neither has a __future__ import).
  writeFileSync(job.table, pyodide.runPython(`import marshal, sitecustomize
table = {"exec": {}, "eval": {}}
for run, text in sitecustomize.MISSES:
    table[run][text] = compile(text, "<string>", run, dont_inherit=True)
marshal.dumps(table)`).toJs());
  const files = pyodide.runPython(`import sys
sorted({f for m in list(sys.modules.values()) if (f := getattr(m, "__file__", None) or "").startswith("/lib/python314.zip/")})`).toJs();
  process.stdout.write(JSON.stringify(files.map((f) => f.slice("/lib/python314.zip/".length))));
} else if (mode === "heap") {
  const bytes = (file) => Promise.resolve(new Uint8Array(readFileSync(file)));
  const booted = await bootEngine(loadPyodide, {
    indexURL: pyodideDir + "/", stdLibURL: job.stdlib, engine: bytes(job.engine), lock, keepable: true });
  writeFileSync(job.out, gzipSync(xorImage(makeHeap(booted), wasmImage()), { level: 9 }));
} else if (mode === "check") {
  // As the worker does: boot with the first-verdict stdlib, answer every request (each game's
  // modules imported by its first), take the warm-up's first step, and only then install the
  // rest of the stdlib (asked again after it: the answers must not change).
  const bytes = (file) => Promise.resolve(new Uint8Array(readFileSync(file)));
  const { pyodide, answer } = await bootEngine(loadPyodide, {
    indexURL: pyodideDir + "/", stdLibURL: job.stdlib, engine: bytes(job.engine), lock });
  const modules = () => pyodide.runPython("import sys; sorted(sys.modules)").toJs();
  // Loaded from a file that is in neither zip the first verdict has (from the rest zip, once
  // it is installed): a request or the warm-up would fail before the rest came.
  const outside = () => pyodide.runPython(`import sys
sorted(n for n, m in list(sys.modules.items()) if (f := getattr(m, "__file__", None) or "")
       and not f.startswith(("/lib/python314.zip/", ${JSON.stringify(ENGINE_PATH + "/")})))`).toJs();
  const ask = () => job.requests.map((request, i) => {
    const { response: out, html } = JSON.parse(answer(JSON.stringify(request), JSON.stringify(job.views[i])));
    return { ok: out.ok, code: out.ok ? null : out.error.code, rule: out.rule ?? null,
             message: out.ok ? null : out.error.en, html };
  });
  const answers = ask();
  const found = outside();
  pyodide.runPython(IMPORT_REST);
  found.push(...outside().filter((m) => !found.includes(m)));
  const misses = pyodide.runPython(`import sitecustomize
[text.splitlines()[:2] for _, text in sitecustomize.MISSES]`).toJs();
  installRest(pyodide, readFileSync(job.rest));
  const again = JSON.stringify(ask()) === JSON.stringify(answers);
  let heap = null;
  if (job.heap) {   // the shipped heap, restored as the worker restores it: the same answers
    // The worker restores it with an empty stdlib zip and writes the real one whenever it
    // comes (decision 61): here it never comes, so every answer shows the heap reads none of it.
    let failure = null;
    const empty = path.join(path.dirname(jobPath), "empty-stdlib.zip");
    writeFileSync(empty, new Uint8Array(0));
    const restored = await bootEngine(loadPyodide, {
      indexURL: pyodideDir + "/", stdLibURL: empty, engine: bytes(job.engine), lock, lateStdlib: Promise.resolve(null),
      heap: Promise.resolve(xorImage(new Uint8Array(gunzipSync(readFileSync(job.heap))), wasmImage())),
      badHeap: (err) => { failure = String(err && err.stack || err); } });
    const asked = job.requests.map((request, i) => JSON.parse(restored.answer(JSON.stringify(request), JSON.stringify(job.views[i]))));
    if (restored.via === "snapshot") for (const step of WARM_UP) warmUp(restored, step);   // as the worker does next
    const differ = asked.findIndex((got, i) => JSON.stringify(got.html) !== JSON.stringify(answers[i].html)
      || got.response.ok !== answers[i].ok);
    heap = { via: restored.via, same: differ < 0, failure,
             first: differ < 0 ? null : { request: job.requests[differ], boot: answers[differ].html, heap: asked[differ].html } };
  }
  process.stdout.write(JSON.stringify({ answers, modules: modules(), outside: found, again, misses, heap }));
} else {
  throw new Error(`unknown mode ${mode}`);
}
