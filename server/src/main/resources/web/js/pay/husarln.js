// Husarln's payment items in words (husarln.md §7.3).

import { t, tokenName } from '../i18n.js';
import { num, signed, gets, eachWay, GAME_SAYS } from './common.js';

export const game = 'husarln';

/** By payment code: the result's notes that the item's sentence already says. */
export const said = {
  game: GAME_SAYS, bonus: ['ultimo', 'ultimo-failed', 'pagat-silent', 'pagat-silent-lost'],
};

export const items = {
  game: (item, { names, declarer, a, name, contract }) => [t('pay.then', {
    first: t(a.won ? 'pay.husarln.won' : 'pay.husarln.lost', {
      name, contract, points: a.points, value: num(a.value), factor: a.factor, margin: a.margin,
    }),
    then: eachWay(item, declarer, names, 'defender'),
  })],
  bonus: (item, { names, declarer, a, name }) => {
    const seat = a.seat;
    const first = t('pay.husarln.bonus', { name: names[seat], kind: tokenName(a.kind), value: signed(a.value) });
    if (seat === declarer) return [t('pay.then', { first, then: eachWay(item, declarer, names, 'defender') })];
    const amount = gets(item, seat);
    return [t('pay.then', { first,
      then: t('pay.one', amount >= 0 ? { payer: name, name: names[seat], amount: num(amount) }
        : { payer: names[seat], name, amount: num(amount) }) })];
  },
};
