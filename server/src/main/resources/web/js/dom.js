// Small helpers for building the page without a framework.

/** Creates an element with attributes (null and false are left out) and children (strings or nodes). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : String(c));
  }
  return node;
}

export function clear(node) {
  node.replaceChildren();
}

/** Reads a sentence to screen-reader users through the page's polite live region (the last few stay). */
export function announce(text) {
  const region = document.getElementById('announcer');
  if (!region || !text) return;
  region.append(el('p', {}, text));
  while (region.childElementCount > 4) region.firstElementChild.remove();
}
