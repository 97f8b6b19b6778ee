"""widgets/stdlib/sitecustomize.py, the build's addition to the worker's stdlib zip: the code
dataclasses and namedtuple compile at class creation comes from the zip's table, the classes
work as ever, and a text missing from the table is compiled and listed (decision 22).
Run in fresh CPythons, the module loaded from a zip as the worker loads it."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

from widgets.build.stdlib import SITECUSTOMIZE, TABLE

CLASSES = """
import collections, dataclasses, sitecustomize

@dataclasses.dataclass(frozen=True, order=True)
class Pair:
    rank: int
    suit: str = "S"

Seat = collections.namedtuple("Seat", "number team")
a, b = Pair(3), Pair(3, "H")
facts = [repr(a), a == Pair(3), a < b, hash(a) == hash(Pair(3)), repr(Seat(1, "red")), Seat(1, 2).team]
try:
    a.rank = 4
except dataclasses.FrozenInstanceError:
    facts.append("frozen")
"""

RECORD = CLASSES + """
import json, marshal
table = {"exec": {}, "eval": {}}
for run, text in sitecustomize.MISSES:
    table[run][text] = compile(text, "<string>", run, dont_inherit=True)
open(sys_argv_table, "wb").write(marshal.dumps(table))
print(json.dumps({"facts": facts, "misses": [run for run, _ in sitecustomize.MISSES]}))
"""

REPLAY = CLASSES + """
import json
before = len(sitecustomize.MISSES)
Late = collections.namedtuple("Late", "x y z")
print(json.dumps({"facts": facts, "misses": [run for run, _ in sitecustomize.MISSES[:before]],
                  "late": [run for run, _ in sitecustomize.MISSES[before:]]}))
"""


def _zip(folder: Path, table: bytes | None) -> Path:
    path = folder / "stdlib.zip"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("sitecustomize.py", SITECUSTOMIZE.read_bytes())
        if table is not None:
            zf.writestr(TABLE, table)
    return path


def _run(archive: Path, code: str, table_out: Path | None = None) -> dict:
    # -S: no site of this machine's; the zip's sitecustomize is imported by the code itself.
    prelude = f"import sys; sys.path.insert(0, {str(archive)!r}); sys_argv_table = {str(table_out)!r}\n"
    out = subprocess.run([sys.executable, "-S", "-c", prelude + code], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def test_without_a_table_every_text_is_compiled_here_and_listed(tmp_path):
    got = _run(_zip(tmp_path, None), RECORD, tmp_path / "table")
    assert got["misses"].count("eval") == 1            # namedtuple's __new__
    assert got["misses"].count("exec") >= 1            # the dataclass's methods
    assert got["facts"] == ["Pair(rank=3, suit='S')", True, False, True, "Seat(number=1, team='red')", 2, "frozen"]


def test_with_the_table_nothing_is_compiled_and_the_classes_work_the_same(tmp_path):
    first = tmp_path / "first"
    first.mkdir()
    recorded = _run(_zip(first, None), RECORD, first / "table")
    got = _run(_zip(tmp_path, (first / "table").read_bytes()), REPLAY)
    assert got["misses"] == []
    assert got["facts"] == recorded["facts"]
    assert got["late"] == ["eval"]                     # a text the table lacks: compiled, listed
