"""The tractor replay stays readable in one sitting: the record format and driver in
record.py, the steps in replay_bidding / replay_tricks, the state and hand bookkeeping in
replay_table; each file at most ~400 lines, the public names where they were."""

from pathlib import Path

import pytest

TRACTOR = Path(__file__).resolve().parents[3] / "engine" / "tractor"


@pytest.mark.parametrize("name", ["record", "replay_table", "replay_bidding", "replay_tricks"])
def test_replay_modules_fit_in_one_sitting(name):
    lines = (TRACTOR / f"{name}.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 400, f"{name}.py has {lines} lines"


def test_record_keeps_its_public_names():
    from engine.tractor import record
    for name in ("FORMAT", "HAND_SIZE", "KITTY_SIZE", "OPTIONS", "RULES", "replay", "replay_op", "record_options"):
        assert hasattr(record, name), name
