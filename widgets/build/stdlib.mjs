// Build step, run by widgets/build/stdlib.py under Node: compile Python zips to .pyc inside
// Pyodide itself (the browser's own CPython, so the bytecode's magic number matches), and
// check the result by booting it and asking the engine every given request.
//
//   node stdlib.mjs compile <pyodide dir> <job.json>
//     job: {stdlib_in, stdlib_out, drop: [top-level names], engine_in, engine_out}
//     Every .py becomes a sourceless .pyc (unchecked hash-based, so no source is needed
//     and nothing is stat'ed) at the same path; other files are copied; `drop` names are left out.
//   node stdlib.mjs check <pyodide dir> <job.json>
//     job: {stdlib, engine, requests: [..]} → prints {answers: [{ok, code, rule}], modules: [..]}
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [mode, pyodideDir, jobPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

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

if (mode === "compile") {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
  pyodide.runPython(COMPILE);
  const compileZip = pyodide.globals.get("compile_zip");
  const stdlib = compileZip(new Uint8Array(readFileSync(job.stdlib_in)), pyodide.toPy(job.drop), "/lib/python314.zip/");
  writeFileSync(job.stdlib_out, stdlib.toJs());
  const engine = compileZip(new Uint8Array(readFileSync(job.engine_in)), pyodide.toPy([]), "/paili/");
  writeFileSync(job.engine_out, engine.toJs());
} else if (mode === "check") {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: job.stdlib });
  pyodide.unpackArchive(new Uint8Array(readFileSync(job.engine)), "zip", { extractDir: "/paili" });
  pyodide.runPython("import sys; sys.path.insert(0, '/paili')");
  const handleJson = pyodide.pyimport("engine.api").handle_json;
  const answers = job.requests.map((request) => {
    const out = JSON.parse(handleJson(JSON.stringify(request)));
    return { ok: out.ok, code: out.ok ? null : out.error.code, rule: out.rule ?? null,
             message: out.ok ? null : out.error.en };
  });
  const modules = pyodide.runPython("import sys; sorted(sys.modules)").toJs();
  process.stdout.write(JSON.stringify({ answers, modules }));
} else {
  throw new Error(`unknown mode ${mode}`);
}
