"""The engine stays readable in one sitting: every file in engine/ at most ~400 lines.

The tractor replay is split along its seams: the record format and driver in record.py,
the steps in replay_bidding / replay_tricks, the state and hand bookkeeping in
replay_table. So is the bidding: what both games share (Bank, Check, the wording) in
bidding.py, each game's checks, options and rules in bidding_zhaopengyou /
bidding_shuangsheng."""

from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[3] / "engine"
FILES = sorted(p.relative_to(ENGINE).as_posix() for p in ENGINE.rglob("*.py"))


def test_the_tractor_modules_are_all_checked():
    for name in ("record", "replay_table", "replay_bidding", "replay_tricks",
                 "bidding", "bidding_zhaopengyou", "bidding_shuangsheng"):
        assert f"tractor/{name}.py" in FILES, name


@pytest.mark.parametrize("name", FILES)
def test_engine_modules_fit_in_one_sitting(name):
    lines = (ENGINE / name).read_text(encoding="utf-8").count("\n")
    assert lines <= 400, f"engine/{name} has {lines} lines"


def test_record_keeps_its_public_names():
    from engine.tractor import record
    for name in ("FORMAT", "HAND_SIZE", "KITTY_SIZE", "OPTIONS", "RULES", "replay", "replay_op", "record_options"):
        assert hasattr(record, name), name


def test_each_game_bids_in_its_own_module():
    from engine.tractor import bidding, bidding_shuangsheng as ss, bidding_zhaopengyou as zpy
    for name in ("Bank", "Check", "suit_zh", "suit_en"):
        assert hasattr(bidding, name), name
    for module, game, names in ((zpy, "zhaopengyou", ("zpy_check", "zpy_flip")),
                                (ss, "shuangsheng", ("SS_ORDER", "ss_check", "ss_counter_turn", "ss_no_bid"))):
        for name in names:
            assert hasattr(module, name), name
        assert module.RULES and all(r.games == (game,) and r.id.startswith(game + ".bid.") for r in module.RULES)
        assert module.OPTIONS and all(o.games == (game,) for o in module.OPTIONS)
