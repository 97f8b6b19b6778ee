"""Command line: ``python -m engine '<json request>'`` (or the request on stdin).

Prints the response as JSON. ``python -m engine simulate …`` runs random deals
(see ``engine.simulate`` once it lands).
"""

from __future__ import annotations

import json
import sys

from .api import handle_json


def main(argv: list[str]) -> int:
    if argv and argv[0] == "simulate":
        from .simulate import main as simulate_main  # lands with the deal simulator
        return simulate_main(argv[1:])
    text = argv[0] if argv else sys.stdin.read()
    out = handle_json(text)
    print(json.dumps(json.loads(out), ensure_ascii=False, indent=2))
    return 0 if json.loads(out)["ok"] else 1


def cli() -> None:
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    cli()
