"""A kept engine starts while the page is read in (issue 24 §3; maintainers page, decision 50):
on a second visit, engine-early.js (an async module in the head of every widget page) finds
this build's engine kept and starts the worker before the page's own module runs; the page's
engine client adopts that worker, so one engine worker is made and it boots from the kept
heap. On a first visit (nothing kept) the early script starts nothing and the engine starts
as before. Both languages. The path taken is asserted (which script made the one worker, how
it booted), never a time."""

from __future__ import annotations

import pytest

from .test_engine_kept import LANGS, LISTEN, context, visit, wait_kept  # noqa: F401  (context: a fixture)

# Count the engine's workers (started from a blob: URL; Material's search worker is not) and
# say whether the early start made one (its performance mark).
COUNT = """window.__engineWorkers = 0;
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) { super(url, options); if (String(url).startsWith("blob:")) window.__engineWorkers += 1; }
};"""
EARLY = "performance.getEntriesByName('paili:engine-early').length"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_kept_engine_starts_from_the_early_script_and_the_page_adopts_it(context, base_url, lang, prefix):
    context.add_init_script(COUNT)
    first, via = visit(context, base_url, prefix, lang)
    assert via == "boot"
    assert first.evaluate(EARLY) == 0             # nothing kept yet: the early script started nothing
    assert first.evaluate("window.__engineWorkers") == 1
    wait_kept(first)
    first.close()

    second, via = visit(context, base_url, prefix, lang, "games/shuangsheng/play/")
    assert via == "snapshot"
    assert second.evaluate(EARLY) == 1            # the early script started the worker …
    assert second.evaluate("window.__engineWorkers") == 1   # … and the page made none of its own
    second.close()


@pytest.mark.browser
def test_after_clearing_site_data_the_early_script_starts_nothing(context, base_url):
    context.add_init_script(COUNT)
    first, _ = visit(context, base_url, "", "zh")
    wait_kept(first)
    cdp = context.new_cdp_session(first)
    cdp.send("Storage.clearDataForOrigin", {"origin": base_url.rstrip("/"), "storageTypes": "all"})
    first.close()
    page, via = visit(context, base_url, "", "zh", "games/shuangsheng/play/")
    assert via == "boot"
    assert page.evaluate(EARLY) == 0
    assert page.evaluate("window.__engineWorkers") == 1
