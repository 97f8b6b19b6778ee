"""What the build's tests share: the page a fence is drawn on, in each language."""

from __future__ import annotations

import pytest

from widgets.build.page import PageInfo, set_current


@pytest.fixture(params=["zh", "en"])
def lang(request):
    """Each language in turn, with the page being built set to ``games/x/<PAGE>.<lang>.md``
    (``PAGE``: the test module's own, else "page"), as the build's fences see it."""
    page = getattr(request.module, "PAGE", "page")
    set_current(PageInfo(src=f"games/x/{page}.{request.param}.md", lang=request.param, root="../../"))
    yield request.param
    set_current(PageInfo())
