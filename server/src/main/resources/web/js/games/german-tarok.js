// German Tarok's facts at the table (german-tarok.md §5, §7.4–7.5): the Matsch announced, and the pot the
// table carries from hand to hand (the Poule or Laustiegel pot, or the blocks).

import { t } from '../i18n.js';
import { GERMAN, round } from './packs.js';

export const game = 'german-tarok';

/** The deal table (german-tarok.md §3): the talon first, then 4, 3 and 4 cards to each seat. */
export const deal = { pack: GERMAN, packets: [['talon', 3], ...round(4), ...round(3), ...round(4)] };

/** How many cards the talon holds (german-tarok.md, the talon). */
export const stock = 3;

/** The bids that commit to a contract, which ask once more before they are sent (docs/web.md). */
export const guardedBids = ['sansprendre', 'sansprendre-couleur', 'solo', 'herzsolo'];

/** The facts line's rows this game adds, each {key, value, id}, from the view's public detail. */
export function facts(view) {
  const d = view.detail ?? {};
  const rows = [];
  if (d.matsch === true) rows.push({ key: 'table.matsch', value: t('announce.matsch'), id: 'fact-matsch' });
  const carry = d.carry ?? {};
  if (carry.pot != null) rows.push({ key: 'table.pot', value: String(carry.pot), id: 'fact-pot' });
  if (carry.pot_blocks != null) {
    rows.push({ key: 'table.blocks', id: 'fact-pot', value: t('table.blockState', {
      blocks: carry.pot_blocks, money: carry.pot_money, blockade: carry.blockade, cup: carry.cup,
    }) });
  }
  return rows;
}
