"""Small helpers several browser test files share (the browser, the site and the recorded
pages are conftest.py's; a replay's frames are replay_widget.py's)."""

from __future__ import annotations

import base64
import json


def b64(obj) -> str:
    """``obj`` as a share link carries it: JSON in URL-safe base64, unpadded."""
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")


def overflow(page) -> int:
    """How far the page scrolls sideways, in CSS pixels (0 or less: it does not)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def settled_overflow(page) -> int:
    """The overflow once layout has settled after a load or a resize (a resize's first frame
    may still measure the old width)."""
    for _ in range(10):
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        extra = overflow(page)
        if extra <= 0:
            return extra
        page.wait_for_timeout(100)
    return extra


def shot(page, element, path) -> None:
    """A screenshot of ``element`` for a reader to look at, once its box has held still for a
    tenth of a second (the engine's status line may still be redrawing it): the page's own
    screenshot clipped to the box, which does not wait for the element to be "stable" as an
    element screenshot does (that wait timed out once on a phone). Nothing is measured from it."""
    element.scroll_into_view_if_needed()
    box = None
    for _ in range(100):
        now = element.bounding_box()
        if now == box:
            break
        box = now
        page.wait_for_timeout(100)
    x, y = page.evaluate("() => [scrollX, scrollY]")
    page.screenshot(path=str(path), full_page=True,
                    clip={"x": box["x"] + x, "y": box["y"] + y, "width": box["width"], "height": box["height"]})


def is_runtime(url: str) -> bool:
    """Whether ``url`` is one of the engine's runtime downloads: Pyodide's files, the stdlib zips
    or the engine zip (what a worker must have before the engine can answer)."""
    return "/assets/pyodide/" in url or ("/assets/paili/" in url and "/engine-" in url and url.endswith(".zip.gz"))


class HeldRuntime:
    """The runtime's downloads held back until ``release()``: routed on the page's context, which
    also sees the worker's requests (a page's own route does not). Held requests wait in
    ``routes``; once released, every request (held or later) goes through."""

    def __init__(self, context):
        self.routes: list = []
        self.released = False
        context.route(is_runtime, self._hold)

    def _hold(self, route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()
        self.routes.clear()
