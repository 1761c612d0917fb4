// Husarln's facts at the table (husarln.md §5): the bonuses declared by the public "declare" actions, and the
// stock cards turned up for everyone.

import { TRUMPS, round } from './packs.js';

export const game = 'husarln';

// Husarln's 42 cards keep the Ten of the black suits (clubs, spades) and the One of the red ones
const PACK = [...TRUMPS, ...[...'CDHS'].flatMap((s) => ['K', 'Q', 'C', 'J', s === 'C' || s === 'S' ? '10' : '1']
  .map((r) => s + r))];

/** The deal table (husarln.md §3): the talon of 6 first, then two rounds of 6 cards to each seat. */
export const deal = { pack: PACK, packets: [['talon', 6], ...round(6), ...round(6)] };

/** How many cards the talon holds (husarln.md, the talon). */
export const stock = 6;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = ['one-card', 'solo'];

/** The declarations every player knows, each {seat, kind, value, cards}. */
export function declarations(view) {
  return view.history.filter((m) => m.act?.startsWith('declare ')).flatMap((m) => m.act.split(' ').slice(1)
    .map((kind) => ({ seat: m.seat, kind, value: null, cards: null })));
}

/**
 * The stock cards turned up for everyone that still lie on the table, and the discards shown with them; null
 * while none is turned up. A packet turned up and then taken is in the taker's hand (his public "take").
 */
export function turnedUp(view) {
  const d = view.detail ?? {};
  if (!Array.isArray(d.exposed) || !d.exposed.length) return null;
  const taken = new Set(view.history.filter((m) => m.act?.startsWith('take ')).flatMap((m) => m.act.split(' ').slice(1)));
  return {
    lying: d.exposed.filter((c) => !taken.has(c)),
    shown: Array.isArray(d.shownDiscards) ? d.shownDiscards : [],
  };
}
