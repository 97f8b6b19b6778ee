"""The one renderer: an answer of the engine as HTML (maintainers page, decision 13).

Pure Python on the standard library, shipped in the engine zip next to ``engine/``: the
build calls it in CPython (the ``paili`` and ``paili-replay`` fences), the browser's worker
in Pyodide (``live.answer``), so a verdict has one markup. Codes become words through
``engine.labels``; every text is escaped here (``markup.esc``).

- ``verdict.py``: a verdict (and a request's cards) as HTML; ``specs.py``: what each
  widget asks and shows; ``cards.py``: cards as chips in the page's language; ``cite.py``: a
  rule cited by its title, linked to its entry; ``words.py``: the renderer's own words, seats
  numbered from 1, and ``code`` (a code into words; a code with no label stops the renderer).
- ``replay.py``: a replay answer grouped into frames (the way a table talks about a deal),
  each frame's score the engine's board; ``replay_draw.py``: a frame drawn;
  ``replay_table.py``: its table (every hand); ``replay_guess.py``: hide and guess.
- ``live.py``: the worker's one call per request: the answer and its HTML together.
"""
