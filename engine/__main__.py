"""Command line: ``python -m engine '<json request>'`` (or the request on stdin).

Prints the answer as JSON (UTF-8); a practice question is one request too (``{"op": "drill", …}``,
docs/reference/api#drill). ``python -m engine simulate …`` plays random deals
(``engine.simulate``). Exit status: 0 the answer is ok, 1 the engine answered with an
error, 2 the command line itself is wrong (the usage is printed).
"""

from __future__ import annotations

import os
import sys

from . import simulate
from .api import dumps, handle_text
from .errors import bad_request

USAGE = """\
usage: python -m engine '<json request>'
       python -m engine < request.json
       python -m engine simulate --game GAME [--deals N] [--seed S] [--options JSON]

Answers one request of the engine (docs/reference/api) with JSON on stdout.
Practice questions: '{"op": "drill", "game": GAME, "seed": S}' asks one (add "kind",
"level" 1-3, "options"); the same request with "answer" grades the reader's answer.
Play a deal from one seat: '{"op": "autoplay", "game": GAME, "seat": S, "seed": N}' deals and
plays the other seats up to seat S's turn; add "deal" (the record so far) to play on from it.
A whole match: '{"op": "match", "game": GAME, "match": FILE}' (FILE: what a match sheet exports)
works out every deal in turn: the standing, who deals next, each deal's reason.
Exit status: 0 the answer is ok, 1 the engine answered with an error, 2 a usage error.
"""


def main(argv: list[str]) -> int:
    if argv and argv[0] == "simulate":
        return simulate.main(argv[1:])
    if argv and argv[0] in ("-h", "--help") and len(argv) == 1:
        _write(sys.stdout, USAGE)
        return 0
    if len(argv) > 1:
        return _usage(f"expected one request, got {len(argv)} arguments")
    if argv and argv[0].startswith("--"):
        return _usage(f"unknown option {argv[0]}")
    try:
        text = os.fsencode(argv[0]).decode("utf-8") if argv else sys.stdin.buffer.read().decode("utf-8")
    except UnicodeDecodeError:
        answer = {"ok": False, "error": bad_request(
            "请求不是有效的 UTF-8 文本。", "The request is not valid UTF-8 text.").to_json()}
    else:
        answer = handle_text(text)
    _write(sys.stdout, dumps(answer, indent=2) + "\n")
    return 0 if answer["ok"] else 1


def _usage(problem: str) -> int:
    _write(sys.stderr, f"{USAGE}\npython -m engine: error: {problem}\n")
    return 2


def _write(stream, text: str) -> None:
    """UTF-8 whatever the terminal's locale says (the answers hold Chinese)."""
    stream.flush()
    stream.buffer.write(text.encode("utf-8"))
    stream.buffer.flush()


def cli() -> None:
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    cli()
