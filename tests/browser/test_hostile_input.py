"""Untrusted input in real Chromium: text boxes and share-link fragments are never run as
HTML and never break the page, and the Content-Security-Policy holds on every page while
the real engine still runs under it. Every test here runs under the site's real policy
(``enforced_page``: no bypass, no 'unsafe-eval'), so none waits with wait_for_function: the
waits are locators and polls of ``page.evaluate``."""

from __future__ import annotations

import base64
import json
import random
import time

import pytest
from playwright.sync_api import expect

from engine.api import handle, handle_json

from .conftest import ENGINE_TIMEOUT_MS
from .helpers import b64
from .test_pages import PAGES

LANGS = [("zh", ""), ("en", "en/")]
TRUMP = {"rank": "5", "suit": "S"}
PWN = "window.__pwned = (window.__pwned || 0) + 1"
HOSTILE_TEXT = [
    f"<script>{PWN}</script>",
    f'<img src=x onerror="{PWN}">',
    f'"><svg onload="{PWN}">',
    "S3 <b>bold</b> &amp; &lt;",
    "javascript:alert(1)",
    "\u202eS3 H4\u200b\u0000",                       # bidi override, zero width, NUL
    "🂡 🃏 ♠A ♥10 大王 小王 ＳＡ",                      # cards drawn as emoji, full-width letters
    "S3 " * 70_000,                                   # a huge string, over the engine's limits
]

# Record CSP violations and injected-code runs from the first script on.
WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI + " " + (e.sample || "")));
"""


def wait_live(page):
    expect(page.locator("pl-shape-check").first).to_have_attribute("data-state", "live",
                                                                   timeout=ENGINE_TIMEOUT_MS)


def poll(page, script: str, arg=None, timeout_s: float = ENGINE_TIMEOUT_MS / 1000):
    """Until the function ``script`` answers true for ``arg`` (page.evaluate runs it through
    the DevTools protocol, which the page's policy does not refuse)."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(script, arg):
        assert time.monotonic() < deadline, f"timed out waiting for {script} ({str(arg)[:200]})"
        page.wait_for_timeout(50)


def assert_intact(page, what):
    assert page.evaluate("window.__pwned") is None, f"injected code ran: {what!r}"[:300]
    assert page.locator("img[src=x], svg[onload], .pl-widget b").count() == 0, what[:300]
    assert page.evaluate("window.__csp") == [], what[:300]
    assert page.locator("h1").count() >= 1


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_hostile_text_in_the_cards_box_stays_text(enforced_page, base_url, lang, prefix):
    page, _ = enforced_page
    page.add_init_script(WATCH)
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    widget = page.locator("pl-shape-check").first
    box = widget.locator("input[name=cards]")
    for text in HOSTILE_TEXT:
        box.fill("S3")            # a known verdict first, so that the next one is surely new
        wait_explain(page, answer("S3", lang))
        box.fill(text)
        wait_explain(page, answer(text, lang))
        wait_live(page)
        assert_intact(page, text)
        assert box.input_value() in (text, text.replace("\u0000", ""))
    # the page still works: an ordinary edit gets the engine's verdict
    box.fill("S5 S5 H5 H5")
    wait_explain(page, answer("S5 S5 H5 H5", lang))


def answer(cards: str, lang: str) -> str:
    """What the worker answers (it gets the request as JSON text, as JSON.stringify writes it)."""
    request = {"op": "classify", "game": "zhaopengyou", "trump": TRUMP, "cards": cards}
    out = json.loads(handle_json(json.dumps(request, ensure_ascii=False, separators=(",", ":"))))
    assert out == handle(request) or not out["ok"]
    return out["explain"][lang] if out["ok"] else out["error"][lang]


def wait_explain(page, want: str):
    poll(page, "(want) => document.querySelector('pl-shape-check .pl-explain')?.textContent === want", want)


def fragments() -> list[str]:
    """Share links: well-formed ones carrying hostile values, and seeded random junk."""
    hostile = [{"cards": f'<img src=x onerror="{PWN}">', "trump": TRUMP},
               {"cards": "S3", "trump": {"rank": f"<script>{PWN}</script>", "suit": "S"}},
               {"cards": "S3", "trump": {"rank": "5", "suit": '"><svg onload=1>'}},
               {"cards": ["S3", {"__proto__": {"innerHTML": "<b>bold</b>"}}]},
               {"constructor": {"prototype": {"x": 1}}, "cards": "S3"},
               {"cards": "S3 " * 5000}]
    out = [f"0.{b64(v)}" for v in hostile]
    rng = random.Random(8)
    alphabet = "ABCabc019-_.%<>\"'#&=/\\ \u202e大♠🂡"
    for _ in range(12):
        out.append("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60))))
        out.append(f"{rng.randint(0, 3)}." + base64.urlsafe_b64encode(rng.randbytes(rng.randint(1, 80)))
                   .decode().rstrip("="))
    out.append("0." + "A" * 30_000)  # longer than any state
    return out


@pytest.mark.browser
def test_fuzzed_share_links_never_break_the_page(enforced_page, base_url):
    page, _ = enforced_page
    page.add_init_script(WATCH)
    url = f"{base_url}en/games/zhaopengyou/"
    page.goto(url)
    widgets = page.locator("pl-check, pl-shape-check").count()
    for fragment in fragments():
        page.goto(f"{url}#pl={fragment}")
        page.reload()
        page.wait_for_load_state("load")
        assert page.locator("pl-check, pl-shape-check").count() == widgets, fragment[:200]
        assert_intact(page, fragment)
    # enforced_page asserts at teardown: no console error, no uncaught exception.


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_every_page_keeps_its_content_security_policy(enforced_page, base_url, lang, prefix):
    page, recorder = enforced_page
    page.add_init_script(WATCH)
    for path in PAGES:
        page.goto(f"{base_url}{prefix}{path}", wait_until="load")
        policy = page.locator('meta[http-equiv="Content-Security-Policy"]')
        assert policy.count() == 1, path
        content = policy.get_attribute("content")
        assert "script-src 'self'" in content, path
        script_src = next(d for d in content.split("; ") if d.startswith("script-src ")).split()
        assert "'wasm-unsafe-eval'" in script_src and "'unsafe-eval'" not in script_src, path
        assert page.evaluate("window.__csp") == [], path
    # The engine runs under the policy (Pyodide needs only 'wasm-unsafe-eval'): the
    # engine's own verdict, drawn live, with no violation and nothing on the console.
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    page.locator("pl-shape-check input[name=cards]").first.fill("S5 S5 H5 H5")
    wait_explain(page, answer("S5 S5 H5 H5", lang))
    wait_live(page)
    assert page.evaluate("window.__csp") == []
    assert recorder.errors == []
    # The policy is really enforced: an injected inline script is refused ... (each refusal
    # is reported once per policy: the page's <meta> and the header widgets/serve.py sends
    # from the build's _headers, maintainers page 14)
    policies = 2
    page.evaluate("""() => { const s = document.createElement('script');
        s.textContent = 'window.__pwned = 1'; document.body.append(s); }""")
    poll(page, "(n) => window.__csp.length >= n", policies, timeout_s=10)
    assert page.evaluate("window.__pwned") is None
    violations = page.evaluate("window.__csp")
    assert len(violations) == policies and all(v.startswith("script-src") for v in violations), violations
    # ... and so is a string evaluated as code (no 'unsafe-eval'). A timer runs its string
    # outside this DevTools call, so the page's policy applies to it.
    page.evaluate("() => { window.setTimeout('window.__pwned = 2', 0); }")
    poll(page, "(n) => window.__csp.length >= n", 2 * policies, timeout_s=10)
    assert page.evaluate("window.__pwned") is None
    violations = page.evaluate("window.__csp")
    assert len(violations) == 2 * policies and all(
        v.startswith("script-src eval") for v in violations[policies:]), violations
    # Both refusals were provoked on purpose: drop exactly their console reports.
    def provoked():
        return [e for e in recorder.errors if "Content Security Policy" in e
                and ("inline script" in e or "Evaluating a string as JavaScript" in e)]
    deadline = time.monotonic() + 10
    while len(provoked()) < 2 * policies and time.monotonic() < deadline:
        page.wait_for_timeout(50)   # console events reach Python while Playwright waits
    assert len(provoked()) == 2 * policies and len(recorder.errors) == 2 * policies, recorder.errors
    for e in provoked():
        recorder.errors.remove(e)
