// Card movement at the table: a card flying from where it was to where it lands, and a finished trick swept
// to its winner. With prefers-reduced-motion the cards jump at once; the pauses of the table stay.

const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)');

export function reducedMotion() {
  return reduced?.matches === true;
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Moves {@code node} (already in its new place) in from {@code fromRect}, over {@code ms}. */
export function flyIn(node, fromRect, ms) {
  if (!fromRect || reducedMotion() || ms <= 0 || !node.animate) return Promise.resolve();
  const to = centre(node.getBoundingClientRect());
  const from = centre(fromRect);
  const anim = node.animate([
    { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) scale(0.9)` },
    { transform: 'none' },
  ], { duration: ms, easing: 'cubic-bezier(.2,.7,.3,1)' });
  return anim.finished.catch(() => {});
}

/** Moves every node towards {@code toRect} and fades it, over {@code ms}. */
export function sweep(nodes, toRect, ms) {
  if (!toRect || reducedMotion() || ms <= 0) return Promise.resolve();
  const to = centre(toRect);
  return Promise.all(nodes.filter((n) => n.animate).map((n) => {
    const from = centre(n.getBoundingClientRect());
    return n.animate([
      { transform: 'none', opacity: 1 },
      { transform: `translate(${to.x - from.x}px, ${to.y - from.y}px) scale(0.4)`, opacity: 0 },
    ], { duration: ms, easing: 'ease-in', fill: 'forwards' }).finished.catch(() => {});
  }));
}

/** A pause that is kept with reduced motion too: the player needs the time to see the trick. */
export function pause(ms) {
  return new Promise((resolve) => { setTimeout(resolve, Math.max(0, ms)); });
}
