// How deep a JSON text nests, without parsing it: shared by the page (engine-client.js, which
// refuses such text before posting it) and the worker (worker.js, which refuses it again
// before it reaches Python: Pyodide's stack is smaller than CPython's, and a text nested
// thousands deep overflows it, a fatal error). The limits are the engine's (engine/api.py).

// How deep lists and objects sit in a JSON text, strings skipped (engine/api.py text_depth).
export function textDepth(text) {
  let depth = 0, deepest = 0, inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;                       // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

// Longer than `chars` characters as Python counts them (an emoji is one there, two UTF-16
// units here).
export function tooLong(text, chars) {
  return text.length > chars && [...text].length > chars;
}
