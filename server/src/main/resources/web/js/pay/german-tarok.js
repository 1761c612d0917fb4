// German Tarok's payment items in words (german-tarok.md §7.2–7.5).

import { t } from '../i18n.js';
import { num, eachWay, GAME_SAYS } from './common.js';

export const game = 'german-tarok';

/** By payment code: the result's notes that the item's sentence already says. */
export const said = {
  game: GAME_SAYS, 'pot-paid': ['matsch', 'matsch-failed'], ante: ['ante'], refill: ['refill'], 'pot-won': ['pot-won'],
  'pot-doubled': ['pot-doubled'], 'block-placed': ['block-placed', 'blockade-complete'], bete: ['bete'],
  'double-bete': ['double-bete'],
};

/** The carried pot before and after the hand: the Poule or Laustiegel pot, or the blocks. */
export function potLines(before, after) {
  const lines = [];
  if (after.pot != null) lines.push(t('pay.pot', { pot: t('table.pot'), before: num(before.pot ?? 0), after: num(after.pot) }));
  if (after.pot_blocks != null) {
    lines.push(t('pay.blocks', {
      state: t('table.blockState', { blocks: after.pot_blocks, money: num(after.pot_money ?? 0), blockade: after.blockade, cup: after.cup }),
      queue: (after.queue ?? []).length ? t('pay.queue', { list: after.queue.map(num).join(', ') }) : '',
      fund: after.schreckensteiner ? t('pay.fund', { amount: num(after.schreckensteiner) }) : '',
    }));
  }
  return lines;
}

/** German Tarok's basis: the card points over or short of 60, or a Matsch. */
function basis(a, r, name, contract) {
  const points = r.side_points?.declarer ?? 0;
  const won = a.outcome === 'won';
  if (a.matsch === 'silent' || a.matsch === 'announced') {
    return t(`pay.german.matsch.${a.matsch}`, { name, contract, basis: a.basis });
  }
  if (a.matsch === 'announced-failed') return t('pay.german.matsch.failed', { name, contract, basis: a.basis });
  return t(won ? 'pay.german.won' : 'pay.german.lost', { name, contract, points, basis: a.basis });
}

/** The game's value, said once before the first of its items that pays it. */
function gameLines(item, { r, items, names, declarer, a, name, contract }) {
  if (a.outcome === 'tie') return [t('pay.german.tie')];
  const lines = [];
  if (item === items.find((x) => x.code === 'game' || x.code === 'pot-paid')) lines.push(basis(a, r, name, contract));
  const value = t('pay.german.value', { basis: a.basis, multiplier: a.multiplier, contract, value: num(a.value) });
  if (item.code === 'pot-paid') return [...lines, t('pay.german.potPaid', { value, name, amount: num(-item.pot) })];
  return [...lines, t('pay.then', { first: value, then: eachWay(item, declarer, names, 'defender') })];
}

export const items = {
  game: gameLines,
  'pot-paid': gameLines,
  refill: (item, { items: all, a }) => [all.some((x) => x.code === 'pot-paid')
    ? t(a.rounds > 1 ? 'pay.german.refill.short.rounds' : 'pay.german.refill.short', { stake: num(a.stake), rounds: a.rounds })
    : t('pay.german.refill.empty', { stake: num(a.stake) })],
  ante: (item, { a, who }) => [t('pay.german.ante', { name: who, stake: num(a.stake) })],
  'pot-won': (item, { a, name }) => [t('pay.german.potWon', { name, amount: num(a.amount) })],
  'pot-doubled': (item, { a, name }) => [t('pay.german.potDoubled', { name, amount: num(a.amount) })],
  'block-placed': (item, { a, who }) => [t(a.new_blockade ? 'pay.german.block.new' : 'pay.german.block',
    { name: who, value: num(a.value), blockade: a.blockade })],
  bete: (item, { a, name }) => [t('pay.german.bete', { name, amount: num(a.amount) })],
  'double-bete': (item, { a, name }) => [t('pay.german.doubleBete', { name, amount: num(a.amount) })],
  schreckensteiner: (item, { a, who }) => [t('pay.german.schreckensteiner',
    { name: who, amount: num(a.amount), winnings: num(a.winnings) })],
};
