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
