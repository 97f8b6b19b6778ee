"""Added by the build to the stdlib zip the worker boots with (widgets/build/stdlib.py):
Python's ``site`` imports it while CPython starts, before Pyodide's own start-up and the
engine import anything.

``dataclasses`` writes each class's methods as source text and compiles it when the class is
created, and ``collections.namedtuple`` does the same for ``__new__``: at import time, in the
browser, in WebAssembly (about a third of the engine's import). The build compiled those
texts already (maintainers page, decision 22): it booted this same zip under Node, imported
everything the worker imports, and stored each text with its code object in the zip's
``precompiled.marshal``. Here both modules get a ``compile``-free ``exec``/``eval`` for the
texts in that table; any other text is compiled as usual, and listed in ``MISSES`` (the
build's check fails if a first verdict or the warm-up leaves one there).
"""

import builtins
import collections
import dataclasses
import marshal
import zipimport

TABLE = "precompiled.marshal"
MISSES = []  # (function, text) compiled here, at run time


def _table():
    """{"exec" | "eval": {text: code}}, or empty ones when the zip has no table."""
    archive = __file__.rpartition("/")[0]
    try:
        return marshal.loads(zipimport.zipimporter(archive).get_data(TABLE))
    except (OSError, zipimport.ZipImportError, ValueError):
        return {"exec": {}, "eval": {}}


def _precompiled(run, codes):
    def call(source, globals=None, locals=None, /):
        if isinstance(source, str):
            code = codes.get(source)
            if code is None:
                MISSES.append((run.__name__, source))
            else:
                source = code
        return run(source, globals, locals)
    return call


_CODES = _table()
dataclasses.exec = _precompiled(builtins.exec, _CODES["exec"])
collections.eval = _precompiled(builtins.eval, _CODES["eval"])
