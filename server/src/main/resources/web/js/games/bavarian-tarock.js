// Bavarian Tarock's facts at the table (bavarian-tarock.md §7.3): the Haferl carried from hand to hand.

import { GERMAN, round } from './packs.js';

export const game = 'bavarian-tarock';

/** The deal table (bavarian-tarock.md §3): 4 cards to each seat, the talon, then 3 and 4 to each. */
export const deal = { pack: GERMAN, packets: [...round(4), ['talon', 3], ...round(3), ...round(4)] };

/** How many cards the talon holds (bavarian-tarock.md, the talon). */
export const stock = 3;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = ['solo', 'herzsolo', 'bettel'];

/** The facts line's rows this game adds, each {key, value, id}, from the view's public detail. */
export function facts(view) {
  const d = view.detail ?? {};
  return d.haferl != null ? [{ key: 'table.haferl', value: String(d.haferl), id: 'fact-pot' }] : [];
}
