"""The words the page's scripts say: one Python table (widgets/build/script_words.py) that the
JS reads as widgets/js/words.js; no word written in the JS itself."""

from __future__ import annotations

import re
from pathlib import Path

from widgets.build.script_words import JS_PATH, SCRIPT_WORDS, js_text

JS = Path(__file__).resolve().parents[2] / "widgets" / "js"
GENERATED = {"words.js", "specs.js"}
# a string literal ("…", '…' or `…`) holding a Chinese character: a word for readers
CHINESE_STRING = re.compile(r"""(["'`])(?:(?!\1)[^\\\n]|\\.)*[\u4e00-\u9fff](?:(?!\1)[^\\\n]|\\.)*\1""")


def test_the_js_words_are_generated_from_the_python_table():
    assert JS_PATH.read_text(encoding="utf-8") == js_text(), \
        "widgets/js/words.js is stale: run `python -m widgets.build.script_words`"


def test_every_entry_has_both_languages():
    for table, words in SCRIPT_WORDS.items():
        for key, pair in words.items():
            assert len(pair) == 2 and all(isinstance(w, str) and w.strip() for w in pair), (table, key)
            assert re.search(r"[\u4e00-\u9fff]", pair[0]) and not re.search(r"[\u4e00-\u9fff]", pair[1]), (table, key)
            assert set(re.findall(r"\{(\w+)\}", pair[0])) == set(re.findall(r"\{(\w+)\}", pair[1])), (table, key)


def test_no_word_is_written_in_the_js():
    found = []
    for path in sorted(JS.rglob("*.js")):
        if path.name in GENERATED:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if CHINESE_STRING.search(re.sub(r"(^|\s)//.*$", "", line)):   # comments aside
                found.append(f"{path.relative_to(JS)}:{n}: {line.strip()}")
    assert not found, "words written in the JS (put them in widgets/build/script_words.py):\n" + "\n".join(found)
