// What practice draws after an answer, with the least of a phone's main thread (practice.js;
// issue 24 §2, maintainers page, decision 51): the grade laid onto the question on show, the
// waiting words only when waiting is worth reading, "Next" focused in the frame that draws the
// verdict, and what the reader does not wait for after it.
//
// The worker's renderer draws a grade whole (widgets/render/drill.py: the question again, its
// form settled, then the verdict); a question's view replaced whole costs a style and layout
// pass over every card and button of it, and the focused answer button with it. drawGrade keeps
// the question on show and writes only what the grade changes in it: each node of the drawn
// question laid over the one on show, an attribute or a text that differs set (the buttons
// disabled, the reader's answer pressed, every right one marked), a node that differs in kind
// replaced by the drawn one, then the verdict put after it. A custom element (the number field:
// its own controls added when it upgraded) is replaced whole unless it is drawn the same. What
// the reader sees is the renderer's grade, node for node (tests/browser/test_pageside_grade_in_place.py).

// Lay the drawn node `drawn` over the node `shown` on the page: true if `shown` now reads the
// same; false if it is of another kind (the caller replaces it).
function settle(shown, drawn) {
  if (shown.nodeType !== drawn.nodeType || shown.nodeName !== drawn.nodeName) return false;
  if (shown.nodeType === Node.TEXT_NODE || shown.nodeType === Node.COMMENT_NODE) {
    if (shown.data !== drawn.data) shown.data = drawn.data;
    return true;
  }
  if (shown.nodeType !== Node.ELEMENT_NODE) return shown.isEqualNode(drawn);
  if (shown.localName.includes("-")) return shown.isEqualNode(drawn);   // a custom element: as drawn, or anew
  for (const { name, value } of drawn.attributes) {
    if (shown.getAttribute(name) !== value) shown.setAttribute(name, value);
  }
  for (const name of shown.getAttributeNames()) {
    if (!drawn.hasAttribute(name)) shown.removeAttribute(name);
  }
  settleChildren(shown, drawn);
  return true;
}

// `shown`'s children laid over `drawn`'s, in order; the extra removed, the missing added.
function settleChildren(shown, drawn) {
  const want = [...drawn.childNodes];
  let at = shown.firstChild;
  for (const node of want) {
    if (!at) {
      shown.append(node);
      continue;
    }
    const next = at.nextSibling;
    if (!settle(at, node)) shown.replaceChild(node, at);
    at = next;
  }
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
}

// The grade `html` (the question settled, then the verdict) in the practice view `view`, whose
// question on show it grades: drawn onto it where it is the same question (its kind, level and
// seed), else drawn whole.
export function drawGrade(view, html) {
  const drawn = document.createRange().createContextualFragment(html);
  const question = [...drawn.children].find((node) => node.matches(".pl-drill-q"));
  const shown = view.querySelector(":scope > .pl-drill-q");
  const same = (a, b) => ["kind", "level", "seed"].every((k) => a.dataset[k] === b.dataset[k]);
  if (!question || !shown || !same(question, shown)) {
    view.replaceChildren(drawn);
    return;
  }
  question.remove();
  settle(shown, question);
  while (shown.nextSibling) shown.nextSibling.remove();
  while (shown.previousSibling) shown.previousSibling.remove();
  view.append(drawn);
}

// While a request is with the engine: `show()` (the widget's waiting words and its dimmed view)
// at once while the engine starts (its progress is worth reading: boot-words.js), else only
// once the answer is SLOW_MS late: a warm grade comes in a few frames, and a frame drawn only to
// say "checking" is a phone's main thread spent on nothing the reader can read. Returns what
// cancels it.
export const SLOW_MS = 100;
export function waitingWords(show, engineUp) {
  if (!engineUp) {
    show();
    return () => {};
  }
  const timer = setTimeout(show, SLOW_MS);
  return () => clearTimeout(timer);
}

// `then()` once the frame being prepared now has been drawn: work the reader does not wait for
// (the next question asked ahead) kept out of the frame that shows the verdict.
export function afterPaint(then) {
  if (document.hidden) setTimeout(then, 0);   // no frames are drawn for a hidden page
  else requestAnimationFrame(() => setTimeout(then, 0));
}

// `target` focused in the frame that draws what changed (focus() at once would lay the page out,
// and the frame again), the focus inside `widget` let go at once (the answer button, disabled
// by the grade); not if `still()` no longer holds or the reader has focused something meanwhile.
export function focusInFrame(widget, target, still) {
  if (widget.contains(document.activeElement)) document.activeElement.blur();
  requestAnimationFrame(() => {
    if (still() && (document.activeElement ?? document.body) === document.body) target.focus();
  });
}
