// Bavarian Tarock's payment items in words (bavarian-tarock.md §7.2–7.3).

import { t, listWords } from '../i18n.js';
import { num, signed, gets, eachWay, GAME_SAYS } from './common.js';

export const game = 'bavarian-tarock';

/** By payment code: the result's notes that the item's sentence already says. */
export const said = {
  game: GAME_SAYS, stake: ['stake'], 'haferl-paid': ['haferl-paid', 'schneider', 'schwarz'],
  'defenders-paid': ['defenders-paid', 'schneider', 'schwarz'],
};

/** The Haferl before and after the hand. */
export function potLines(before, after) {
  return after.haferl != null
    ? [t('pay.pot', { pot: t('table.haferl'), before: num(before.haferl ?? 0), after: num(after.haferl) })] : [];
}

/** " (Schneider and Schwarz)": the extras of a game's value, or nothing. */
function extras(args) {
  const words = [];
  if (args.schneider) words.push(t('pay.schneider'));
  if (args.schwarz) words.push(t('pay.schwarz'));
  return words.length ? t('pay.extras', { x: listWords(words) }) : '';
}

const won = (a, name, contract) => t('pay.bavarian.won', { name, contract, extras: extras(a), value: num(a.value) });

export const items = {
  game: (item, { names, declarer, a, name, contract }) => [t('pay.then', {
    first: t(a.won ? 'pay.bavarian.won' : 'pay.bavarian.lost', { name, contract, extras: extras(a), value: num(a.value) }),
    then: eachWay(item, declarer, names, 'defender'),
  })],
  'into-haferl': (item, { a, name }) => [t('pay.bavarian.intoHaferl', { name, value: num(a.value) })],
  stake: (item, { r, items: all, declarer, a, name }) => {
    const paid = all.find((x) => x.code === 'haferl-paid');
    const lines = [t(a.rounds > 1 ? 'pay.bavarian.stake.rounds' : 'pay.bavarian.stake', {
      value: num(paid?.args?.value ?? 0), stake: num(a.stake), rounds: a.rounds,
    })];
    const net = r.settlement?.[declarer] ?? 0;
    if (declarer !== null && net <= 0) lines.push(t('pay.bavarian.stake.net', { name, net: signed(net) }));
    return lines;
  },
  'haferl-paid': (item, { declarer, a, name, contract }) => [t('pay.then', {
    first: won(a, name, contract),
    then: t('pay.bavarian.haferlPaid', { name, value: num(gets(item, declarer)) }),
  })],
  'defenders-paid': (item, { declarer, a, name, contract }) => [t('pay.then', {
    first: won(a, name, contract),
    then: t('pay.bavarian.defendersPaid', { name, value: num(gets(item, declarer) / 2) }),
  })],
};
