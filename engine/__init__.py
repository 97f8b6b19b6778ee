"""Paili's rules engine: a referee for five Chinese card games.

Standard library only: the same package runs on CPython here and on CPython
inside Pyodide in the browser. The one public entry point is
:func:`engine.api.handle` (JSON in, JSON out; see ``docs/reference``).
"""

__version__ = "0.1.0"
