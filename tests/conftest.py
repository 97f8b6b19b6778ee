"""Shared fixtures and the run's plan: the site built once per test run, from this checkout
(tests/shared_site.py), and, under pytest-xdist (``make test``), how the tests are handed to
the workers (tests/run_order.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import run_order, shared_site

ROOT = Path(__file__).resolve().parents[1]
SITE_KEY = "paili_site"   # the worker input naming the folder the controller builds into
SITE_READERS = [ROOT / "tests" / "browser", ROOT / "tests" / "build"]
_BUILD = pytest.StashKey[tuple]()


@pytest.fixture(scope="session")
def built_site(request, tmp_path_factory) -> Path:
    """The site built (strict) into a temporary folder: by this process, or, in a worker of
    ``make test``, the one build the controller started for the whole run."""
    shared = getattr(request.config, "workerinput", {}).get(SITE_KEY)
    if shared:
        return shared_site.wait_for_build(Path(shared))
    return shared_site.build(tmp_path_factory.mktemp("site"))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_setupnodes(config, specs):
    """The controller, before the workers start: start the one site build of the run, if the
    run holds tests that read the site."""
    if not any(_holds_site_readers(config.invocation_params.dir / arg.split("::")[0]) for arg in config.args):
        return
    out = config._tmp_path_factory.getbasetemp() / "site"   # the run's temp folder (pytest's tmpdir plugin)
    config.stash[_BUILD] = (out, shared_site.start_build(out))


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """Each worker is told where that build goes."""
    if _BUILD in node.config.stash:
        node.workerinput[SITE_KEY] = str(node.config.stash[_BUILD][0])


def _holds_site_readers(path: Path) -> bool:
    path = path.resolve()
    return any(path == folder or folder.is_relative_to(path) or path.is_relative_to(folder)
               for folder in SITE_READERS)


def pytest_unconfigure(config):
    if _BUILD in config.stash:
        shared_site.finish(config.stash[_BUILD][1])


@pytest.hookimpl(tryfirst=True)   # before xdist's own, which reads the groups
def pytest_collection_modifyitems(config, items):
    """A worker of ``--dist loadgroup`` (xdist sets ``loadgroup`` on its workers): group and order."""
    if hasattr(config, "workerinput") and getattr(config.option, "loadgroup", False):
        run_order.arrange(items)

