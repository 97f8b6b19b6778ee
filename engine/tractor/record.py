"""Deal records and ``replay`` (work in progress)."""

from __future__ import annotations

from ..errors import EngineError

OPTIONS = ()
RULES = ()


def replay_op(ctx, request):
    raise EngineError("unsupported", "replay 尚未完成。", "replay is not finished yet.")
