// The one list of the games whose facts the table shows beyond what every game has (contract, declarer,
// trump): a pot carried from hand to hand, declarations. Each module says which game it serves, how many
// cards its talon holds (stock) and which bids commit to a contract (guardedBids), and may export facts(view)
// (rows {key, value, id} for the facts line), declarations(view) (items {seat, kind, value, cards}) and
// turnedUp(view) (talon cards shown to everyone: {lying, shown}, or null).

import * as germanTarok from './german-tarok.js';
import * as bavarianTarock from './bavarian-tarock.js';
import * as husarln from './husarln.js';
import * as leipzigTaroc from './leipzig-taroc.js';

/** By game id: the module of the game's own facts (an empty one for a game without). */
const BY_GAME = Object.fromEntries([germanTarok, bavarianTarock, husarln, leipzigTaroc].map((m) => [m.game, m]));

export function gameFacts(game) {
  return BY_GAME[game] ?? {};
}

/** The game's deal table, {pack, packets} (js/games/packs.js), or undefined for a game the page does not know. */
export function dealTable(game) {
  return BY_GAME[game]?.deal;
}

/** How many cards the game's talon holds: drawn as that many backs while nobody has seen it. */
export function stockSize(game) {
  return BY_GAME[game]?.stock ?? 3;
}

/** The game's bids that commit to a contract (a second tap confirms them, js/table-settings.js). */
export function guardedBids(game) {
  return BY_GAME[game]?.guardedBids ?? [];
}

/**
 * The talon's cards turned up for everyone in {@code view}, {lying, shown} (those still on the table, the
 * discards shown with them), or null where the game turns none up.
 */
export function turnedUp(game, view) {
  return BY_GAME[game]?.turnedUp?.(view) ?? null;
}
