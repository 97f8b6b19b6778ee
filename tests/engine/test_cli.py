"""``python -m engine``: the command line, run as a subprocess as a user would run it.

Exit status: 0 the answer is ok, 1 the engine answered with an error, 2 the command
line is wrong (the usage goes to stderr). Output is always UTF-8 JSON, whatever came in.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args, stdin: bytes | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """``python -m engine`` with ``args`` (and ``stdin``), as a user runs it, in a process of its own."""
    environ = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True,
                          cwd=ROOT, env=environ, timeout=120)


def answer(proc: subprocess.CompletedProcess) -> dict:
    assert not proc.stderr, proc.stderr.decode("utf-8", "replace")
    return json.loads(proc.stdout.decode("utf-8"))  # strict: the output is valid UTF-8


def test_a_request_as_argument_or_on_stdin():
    proc = run_cli('{"op": "parse", "cards": "RJ 小王"}')
    assert proc.returncode == 0 and answer(proc)["cards"] == "RJ BJ"
    proc = run_cli(stdin='{"op": "parse", "cards": "♠A 大王"}'.encode())
    assert proc.returncode == 0 and answer(proc)["cards"] == "SA RJ"


def test_a_misspelt_field_is_refused_as_the_worker_refuses_it():
    from engine.api import handle_json
    request = '{"op": "friend", "game": "zhaopengyou", "call": {"card": "HA"}, "banker": 0, "finished": true}'
    proc = run_cli(request)
    assert proc.returncode == 1 and answer(proc) == json.loads(handle_json(request))
    assert answer(proc)["error"]["meant"] == "complete"


def test_an_engine_error_exits_1():
    proc = run_cli('{"op": "parse", "cards": "S1"}')
    assert proc.returncode == 1 and answer(proc)["error"]["code"] == "bad_cards"
    proc = run_cli("{not json")
    assert proc.returncode == 1 and answer(proc)["error"]["code"] == "bad_request"


def test_a_lone_surrogate_is_answered_in_valid_utf8():
    proc = run_cli('{"op": "parse", "cards": "\\ud800"}')       # the JSON escape of a lone surrogate
    assert proc.returncode == 1
    assert answer(proc)["error"]["token"] == "\ud800"
    assert b"\\ud800" in proc.stdout


@pytest.mark.parametrize("how", ["argument", "stdin"])
def test_bytes_that_are_not_utf8_are_a_bad_request(how):
    raw = b'{"op": "parse", "cards": "\xff\xfe"}'
    proc = run_cli(raw) if how == "argument" else run_cli(stdin=raw)
    assert proc.returncode == 1
    error = answer(proc)["error"]
    assert error["code"] == "bad_request" and "UTF-8" in error["en"]


def test_output_is_utf8_whatever_the_locale():
    proc = run_cli('{"op": "parse", "cards": "S1 大王"}', env={"LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 1 and "大王" in answer(proc)["error"]["zh"]


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_usage(flag):
    proc = run_cli(flag)
    assert proc.returncode == 0 and not proc.stderr
    assert proc.stdout.decode().startswith("usage: python -m engine")


@pytest.mark.parametrize("args, says", [
    (('{"op": "games"}', "extra"), "expected one request, got 2 arguments"),
    (("--help", "more"), "expected one request, got 2 arguments"),
    (("--version",), "unknown option --version"),
])
def test_a_wrong_command_line_exits_2_with_the_usage(args, says):
    proc = run_cli(*args)
    assert proc.returncode == 2 and not proc.stdout
    err = proc.stderr.decode()
    assert err.startswith("usage: python -m engine") and says in err


@pytest.mark.parametrize("args, says", [
    (("--deals", "-1"), "'-1' is not a whole number from 1 to 100000"),
    (("--deals", "0"), "'0' is not a whole number from 1 to 100000"),
    (("--deals", "100001"), "'100001' is not a whole number from 1 to 100000"),
    (("--deals", "1e9"), "'1e9' is not a whole number"),
    (("--seed", "-1"), "'-1' is not a whole number from 0 to"),
    (("--options", "[1]"), "'[1]' is not a JSON object"),
    (("--options", "{"), "'{' is not a JSON object"),
    (("--options", '{"no_such_option": true}'), "The house rules have no field “no_such_option”."),
    (("--game", "bridge"), "invalid choice: 'bridge'"),
    (("--deals", "1", "extra"), "unrecognized arguments: extra"),
])
def test_simulate_refuses_a_wrong_command_line(args, says):
    game = () if "--game" in args else ("--game", "wakeng")
    proc = run_cli("simulate", *game, *args)
    assert proc.returncode == 2 and not proc.stdout
    assert "usage: python -m engine simulate" in proc.stderr.decode()
    assert says in proc.stderr.decode()


def test_simulate_plays_and_summarises():
    proc = run_cli("simulate", "--game", "wakeng", "--deals", "2", "--seed", "7")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["deals"] == 2 and summary["failures"] == []
