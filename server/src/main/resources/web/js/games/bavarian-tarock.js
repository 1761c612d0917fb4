// Bavarian Tarock's facts at the table (bavarian-tarock.md §7.3): the Haferl carried from hand to hand.

export const game = 'bavarian-tarock';

/** How many cards the talon holds (bavarian-tarock.md, the talon). */
export const stock = 3;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = ['solo', 'herzsolo', 'bettel'];

/** The facts line's rows this game adds, each {key, value, id}, from the view's public detail. */
export function facts(view) {
  const d = view.detail ?? {};
  return d.haferl != null ? [{ key: 'table.haferl', value: String(d.haferl), id: 'fact-pot' }] : [];
}
