"""The house stays readable: what a maintainer opening a folder can rely on.

- Every Python file in engine/ and in widgets/ fits in one sitting (at most 400 lines).
  The browser's JavaScript is not held to it yet: ``widgets/js/elements/replay.js`` is
  longer (and ``widgets/js/specs.js`` is generated from the engine by widgets/build/specs.py).
- engine/ imports form no cycle, and no function imports a module inside its body (a
  local import is how a cycle hides). The name tables of ``engine/games.py`` and
  ``engine/simulate.py`` load their modules by name on purpose (``importlib``): that is
  not an import statement and is not counted.

No file name and no public name is frozen here: the layout may change, the rules may not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
MAX_LINES = 400


def _checked_files() -> list[str]:
    found = [*ENGINE.rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]
    return sorted(p.relative_to(ROOT).as_posix() for p in found)


@pytest.mark.parametrize("name", _checked_files())
def test_files_fit_in_one_sitting(name):
    lines = (ROOT / name).read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{name} has {lines} lines (at most {MAX_LINES})"


# --- imports ---------------------------------------------------------------------------

def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def _package(module: str) -> str:
    return module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(module: str):
    """(import node, is it inside a function) for every import run when the module is used;
    ``if TYPE_CHECKING:`` blocks are for the type checker only and are skipped."""
    def walk(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for sub in child.orelse:
                    yield from walk(ast.Module(body=[sub], type_ignores=[]), in_function)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, in_function
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            yield from walk(child, inside)
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    yield from walk(tree, False)


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The engine modules an import statement loads (outside modules are not followed)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            anchor = _package(module).split(".")
            anchor = anchor[:len(anchor) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        names = [base] + [f"{base}.{alias.name}" for alias in node.names]
    out = set()
    for name in names:
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b first
            prefix = ".".join(parts[:i])
            if prefix in MODULES and prefix != module:
                out.add(prefix)
    return out


def _import_graph() -> dict[str, set[str]]:
    return {m: set().union(*(_targets(m, n) for n, _ in _runtime_imports(m))) for m in MODULES}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected group of modules (Tarjan), each as a loop of names."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_engine_imports_form_no_cycle():
    cycles = _cycles(_import_graph())
    assert not cycles, "import cycles in engine/: " + "; ".join(" ↔ ".join(c) for c in cycles)


def test_no_function_imports_a_module():
    local = [f"{MODULES[m].relative_to(ROOT)}:{node.lineno}"
             for m in MODULES for node, in_function in _runtime_imports(m) if in_function]
    assert not local, "imports inside functions: " + ", ".join(local)
