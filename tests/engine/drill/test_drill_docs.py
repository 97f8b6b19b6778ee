"""The drill op as documented: the API page's worked example (both languages) is what the
engine answers, and the command line's help names the op and answers it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.api import handle

ROOT = Path(__file__).resolve().parents[3]


def _drill_section(name: str) -> list:
    text = (ROOT / "docs/reference" / name).read_text(encoding="utf-8")
    section = text[text.index("{#drill}"):]
    section = section[:section.index("\n## ")]
    return [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", section, re.S)]


@pytest.mark.parametrize("name", ["api.md", "api.en.md"])
def test_the_worked_example_is_the_engines_answer(name):
    request, question, grade = _drill_section(name)
    assert handle(request) == question
    graded = handle({**request, "answer": grade["given"]})
    assert {k: graded[k] for k in grade} == grade


def test_the_command_line_knows_the_drill():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    usage = subprocess.run([sys.executable, "-m", "engine", "--help"], capture_output=True, env=env, cwd=ROOT)
    assert b'"op": "drill"' in usage.stdout
    req = '{"op": "drill", "game": "zhaopengyou", "seed": 3}'
    out = subprocess.run([sys.executable, "-m", "engine", req], capture_output=True, env=env, cwd=ROOT)
    assert out.returncode == 0 and json.loads(out.stdout)["kind"] in ("shape", "follow", "winner")
