// Leipzig Taroc's payment items in words (leipzig-taroc.md §7.5).

import { t, tokenName } from '../i18n.js';
import { signed, gets, eachWay } from './common.js';

export const game = 'leipzig-taroc';

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
