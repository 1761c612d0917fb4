// Husarln's facts at the table (husarln.md §5): the bonuses declared by the public "declare" actions.

export const game = 'husarln';

/** How many cards the talon holds (husarln.md, the talon). */
export const stock = 6;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = ['one-card', 'solo'];

/** The declarations every player knows, each {seat, kind, value, cards}. */
export function declarations(view) {
  return view.history.filter((m) => m.act?.startsWith('declare ')).flatMap((m) => m.act.split(' ').slice(1)
    .map((kind) => ({ seat: m.seat, kind, value: null, cards: null })));
}
