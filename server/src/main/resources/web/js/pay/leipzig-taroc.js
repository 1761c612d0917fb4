// Leipzig Taroc's payment items in words (leipzig-taroc.md §7.5).

import { t, tokenName, cardRef } from '../i18n.js';
import { signed, gets, eachWay, GAME_SAYS } from './common.js';

export const game = 'leipzig-taroc';

/** By payment code: the result's notes that the item's sentence already says. */
export const said = { game: GAME_SAYS, pagat: ['pagat-lost', 'pagat-lost-last', 'pagat-ultimo'] };

/** The Excuse's exchange, when another player won it: its owner took a card for it (leipzig-taroc.md §6). */
export function resultLines(r, names, gameId) {
  const x = r.excuse;
  return x?.exchange && x.winner !== x.owner
    ? [t('pay.leipzig.excuse', { name: names[x.owner], winner: names[x.winner], card: cardRef(x.exchange, gameId) })] : [];
}

export const items = {
  cards: (item, { r, names, a }) => [t('pay.leipzig.cards', {
    target: a.target,
    list: names.map((n, s) => t('pay.leipzig.cardsOf', { name: n, points: r.card_points?.[s] ?? 0, amount: signed(gets(item, s)) })).join(', '),
  })],
  roem: (item, { names, a }) => [t('pay.then', {
    first: t('pay.leipzig.roem', { name: names[a.seat], kind: tokenName(a.kind) }),
    then: eachWay(item, a.seat, names, 'other'),
  })],
  pagat: (item, { names, a }) => [t('pay.then', {
    first: t(`pay.leipzig.pagat.${a.event}`, { name: names[a.seat], trick: a.trick }),
    then: eachWay(item, a.seat, names, 'other'),
  })],
};
