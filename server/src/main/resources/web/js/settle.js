// The "Why" of a finished hand: its settlement in words, from the hand-over event's payment items
// (docs/payments.md), one sentence per item in the order the rules pay them (who pays whom, how much, and the
// facts the item names: basis and multiplier, Schneider, the stake into the Haferl, a block, the Pagat...),
// then the pot before and after, each player's net and the result's remaining notes. The page words what the
// items say; the amounts are the items' own, it counts nothing itself.

import { t, contractName, noteText } from './i18n.js';
import { num, signed, gets } from './pay/common.js';
import { WORDING, payOf } from './pay/games.js';

export { num, signed };

/**
 * The places of a match's standings, by total ({@code totals} sorted from the highest): equal totals share a
 * place, and the next one counts the players above it (1, 1, 3).
 */
export function places(totals) {
  return totals.map((x) => 1 + totals.filter((y) => y > x).length);
}

/**
 * Each side's card points, and where a side's points are more than its players' tricks show (Husarln's stock
 * counting for the defenders), how many of them lay in the stock, so that the sum can be checked.
 */
function sidesLine(r, declarer, names) {
  const sides = r.side_points;
  const args = { name: names[declarer], declarer: sides.declarer, defenders: sides.defenders };
  if (!Array.isArray(r.card_points)) return t('pay.sides', args);
  const own = r.card_points[declarer];
  const theirs = r.card_points.reduce((a, b, seat) => (seat === declarer ? a : a + b), 0);
  if (sides.defenders > theirs) return t('pay.sides.stockDefenders', { ...args, tricks: theirs, stock: sides.defenders - theirs });
  if (sides.declarer > own) return t('pay.sides.stockDeclarer', { ...args, tricks: own, stock: sides.declarer - own });
  return t('pay.sides', args);
}

/**
 * The lines of the "Why" section of hand-over {@code event} (players named by {@code names}, by engine seat;
 * {@code rules} the table's rules in force, whose values some notes name):
 * each {@code {text, payment}}, {@code payment} the item's code, or null for a line about the whole hand
 * ({@code unworded} marks an item of a code this page does not know).
 */
export function whyLines(event, names, game, rules = {}) {
  const r = event.result ?? {};
  const items = event.payments ?? [];
  const notes = r.notes ?? [];
  const lines = [];
  const add = (text, payment = null) => lines.push({ text, payment });
  const declarer = r.declarer != null && r.declarer >= 0 ? r.declarer : null;
  // No items: a hand thrown in or annulled, or a played one that pays nothing (a Laustiegel tie at 60).
  const nothing = !items.length && declarer === null;
  if (nothing) {
    add(t(notes.includes('annulled') ? 'pay.annulled' : 'pay.thrownIn'));
  } else if (r.side_points && declarer !== null) {
    add(sidesLine(r, declarer, names));
  }
  const ctx = { r, items, names, game, declarer };
  items.forEach((item) => {
    const texts = itemLines(item, ctx);
    if (texts) {
      texts.forEach((text) => add(text, item.code));
    } else {
      // an item this page has no words for yet: still say what it moves
      lines.push({ text: t('pay.other', { amounts: names.map((n, s) => t('pay.amount', { name: n, amount: signed(gets(item, s)) })).join(', ') }),
        payment: item.code, unworded: true });
    }
  });
  const pay = payOf(game);
  (pay.resultLines?.(r, names, game) ?? []).forEach((text) => add(text));
  (pay.potLines?.(r.carry_before ?? {}, r.carry_after ?? {}) ?? []).forEach((text) => add(text));
  if (!items.length && declarer !== null) add(t('pay.nothing'));
  if (items.length) {
    add(t('pay.net', {
      amounts: names.map((n, i) => t('pay.amount', { name: n, amount: signed(r.settlement?.[i] ?? 0) })).join(', '),
    }));
  }
  const said = new Set(nothing ? ['thrown-in', 'annulled'] : items.flatMap((item) => pay.said?.[item.code] ?? []));
  notes.filter((n) => !said.has(n)).forEach((n) => add(noteText(n, rules)));
  return lines;
}

/** The one seat that pays into (or takes from) the pot in an item of one payer. */
const payer = (item) => item.seats.findIndex((x) => x !== 0);

/** The sentences of one payment item in its game's words, or null for a code the page has no words for. */
function itemLines(item, ctx) {
  const words = WORDING[ctx.game]?.[item.code];
  if (!words) return null;
  const a = item.args ?? {};
  return words(item, {
    ...ctx,
    a,
    name: ctx.declarer !== null ? ctx.names[ctx.declarer] : '',
    who: payer(item) >= 0 ? ctx.names[payer(item)] : '',
    contract: contractName(a.contract ?? ctx.r.contract ?? null),
  });
}

/**
 * The hand's result in one line: "Anna loses the Solo: −6", "Anna wins the Bettel: +4"; without a declarer
 * (Leipzig Taroc) each player's amount; a hand thrown in says so.
 */
export function resultLine(r, names) {
  const declarer = r.declarer != null && r.declarer >= 0 ? r.declarer : null;
  if (r.contract === 'none' || (declarer === null && r.settlement.every((x) => x === 0))) return t('result.thrownIn');
  if (declarer === null) {
    return t('result.each', { list: r.settlement.map((x, seat) => `${names[seat]} ${signed(x)}`).join(', ') });
  }
  return t(r.won ? 'result.won' : 'result.lost',
    { name: names[declarer], contract: contractName(r.contract), amount: signed(r.settlement[declarer]) });
}
