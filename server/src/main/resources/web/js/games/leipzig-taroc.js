// Leipzig Taroc's facts at the table (leipzig-taroc.md §5): each seat's declarations, with their cards when
// the rules show them.

import { TAROT_78, round } from './packs.js';

export const game = 'leipzig-taroc';

/** The deal table (leipzig-taroc.md §3): five rounds of 5 cards to each seat, then the talon. */
export const deal = { pack: TAROT_78, packets: [...round(5), ...round(5), ...round(5), ...round(5), ...round(5),
  ['talon', 3]] };

/** How many cards the talon holds (leipzig-taroc.md, the talon). */
export const stock = 3;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = [];

/** The declarations every player knows, each {seat, kind, value, cards}. */
export function declarations(view) {
  const d = view.detail ?? {};
  if (!Array.isArray(d.declarations)) return [];
  return d.declarations.flatMap((list, seat) => (Array.isArray(list) ? list : []).map((x) => {
    const item = typeof x === 'string' ? { kind: x } : x;
    return { seat, kind: item.kind, value: item.value ?? null, cards: item.cards ?? null };
  }));
}
