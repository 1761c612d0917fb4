// The one list of the games whose payment items the page words: each module says which game it serves.

import * as germanTarok from './german-tarok.js';
import * as bavarianTarock from './bavarian-tarock.js';
import * as husarln from './husarln.js';
import * as leipzigTaroc from './leipzig-taroc.js';

/** By game id, by payment code: the sentences of one item. */
export const WORDING = Object.fromEntries([germanTarok, bavarianTarock, husarln, leipzigTaroc]
  .map((m) => [m.game, m.items]));
