// The one list of the games whose payment items the page words: each module says which game it serves.

import * as germanTarok from './german-tarok.js';
import * as bavarianTarock from './bavarian-tarock.js';
import * as husarln from './husarln.js';
import * as leipzigTaroc from './leipzig-taroc.js';

const MODULES = [germanTarok, bavarianTarock, husarln, leipzigTaroc];

/** By game id, by payment code: the sentences of one item. */
export const WORDING = Object.fromEntries(MODULES.map((m) => [m.game, m.items]));

/**
 * The module of a game (an empty one for a game the page has no words for): its items' sentences ({@code items}),
 * the notes they say ({@code said}), and where the game has them the pot's lines ({@code potLines(before, after)})
 * and further lines of its result ({@code resultLines(result, names, game)}).
 */
export function payOf(game) {
  return MODULES.find((m) => m.game === game) ?? {};
}
