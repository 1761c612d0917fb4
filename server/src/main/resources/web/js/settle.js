// The "Why" of a finished hand: its settlement in words, from the hand-over event's payment items
// (docs/payments.md), one sentence per item in the order the rules pay them (who pays whom, how much, and the
// facts the item names: basis and multiplier, Schneider, the stake into the Haferl, a block, the Pagat...),
// then the pot before and after, each player's net and the result's remaining notes. The page words what the
// items say; the amounts are the items' own, it counts nothing itself.

import { t, lang, contractName, tokenName, noteText, cardRef, listWords } from './i18n.js';

/** An amount as written in the current language: 7.5 in English, 7,5 in German. */
export function num(x) {
  const text = String(Math.abs(x));
  return lang() === 'de' ? text.replace('.', ',') : text;
}

export function signed(x) {
  if (x > 0) return `+${num(x)}`;
  return x < 0 ? `−${num(x)}` : '0';
}

/** Notes of the result that an item's sentence already says. */
const SAID_BY = {
  game: ['tie', 'matsch', 'matsch-failed', 'schneider', 'schwarz'], 'pot-paid': ['matsch', 'matsch-failed'],
  ante: ['ante'], refill: ['refill'], 'pot-won': ['pot-won'], 'pot-doubled': ['pot-doubled'],
  'block-placed': ['block-placed', 'blockade-complete'], bete: ['bete'], 'double-bete': ['double-bete'],
  stake: ['stake'], 'haferl-paid': ['haferl-paid', 'schneider', 'schwarz'],
  'defenders-paid': ['defenders-paid', 'schneider', 'schwarz'],
  pagat: ['pagat-lost', 'pagat-lost-last', 'pagat-ultimo'],
  bonus: ['ultimo', 'ultimo-failed', 'pagat-silent', 'pagat-silent-lost'],
};

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
    add(t('pay.sides', { name: names[declarer], declarer: r.side_points.declarer, defenders: r.side_points.defenders }));
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
  // the Excuse's exchange (Leipzig Taroc's result has it): won by another player, he took a card for it
  if (r.excuse?.exchange && r.excuse.winner !== r.excuse.owner) {
    add(t('pay.leipzig.excuse', {
      name: names[r.excuse.owner], winner: names[r.excuse.winner], card: cardRef(r.excuse.exchange, game),
    }));
  }
  potLines(r).forEach((text) => add(text));
  if (!items.length && declarer !== null) add(t('pay.nothing'));
  if (items.length) {
    add(t('pay.net', {
      amounts: names.map((n, i) => t('pay.amount', { name: n, amount: signed(r.settlement?.[i] ?? 0) })).join(', '),
    }));
  }
  const said = new Set(nothing ? ['thrown-in', 'annulled'] : items.flatMap((item) => SAID_BY[item.code] ?? []));
  notes.filter((n) => !said.has(n)).forEach((n) => add(noteText(n, rules)));
  return lines;
}

/** What {@code seat} receives in {@code item} (negative: pays). */
const gets = (item, seat) => item.seats[seat] ?? 0;

/** The seats other than {@code seat}. */
const others = (seat) => [0, 1, 2].filter((s) => s !== seat);

/** The one seat that pays into (or takes from) the pot in an item of one payer. */
const payer = (item) => item.seats.findIndex((x) => x !== 0);

/** " (Schneider and Schwarz)": the extras of a Bavarian game's value, or nothing. */
function extras(args) {
  const words = [];
  if (args.schneider) words.push(t('pay.schneider'));
  if (args.schwarz) words.push(t('pay.schwarz'));
  return words.length ? t('pay.extras', { x: listWords(words) }) : '';
}

/**
 * "each defender pays Anna 8" or "Anna pays each defender 8": a contract's payment between {@code seat} and
 * each of the two others, worded from what the first other seat receives.
 */
function eachWay(item, seat, names, otherKey) {
  const each = gets(item, others(seat)[0]);
  const key = each <= 0 ? `pay.each.${otherKey}.pay` : `pay.each.${otherKey}.paid`;
  return t(key, { name: names[seat], amount: num(each) });
}

function itemLines(item, ctx) {
  const { r, items, names, declarer } = ctx;
  const a = item.args ?? {};
  const name = declarer !== null ? names[declarer] : '';
  const who = payer(item) >= 0 ? names[payer(item)] : '';
  const contract = contractName(a.contract ?? r.contract ?? null);
  switch (`${ctx.game}/${item.code}`) {
    // German Tarok (german-tarok.md §7.2–7.5)
    case 'german-tarok/game':
    case 'german-tarok/pot-paid': {
      if (a.outcome === 'tie') return [t('pay.german.tie')];
      const lines = [];
      if (item === items.find((x) => x.code === 'game' || x.code === 'pot-paid')) lines.push(germanBasis(a, r, name, contract));
      const value = t('pay.german.value', { basis: a.basis, multiplier: a.multiplier, contract, value: num(a.value) });
      if (item.code === 'pot-paid') return [...lines, t('pay.german.potPaid', { value, name, amount: num(-item.pot) })];
      return [...lines, t('pay.then', { first: value, then: eachWay(item, declarer, names, 'defender') })];
    }
    case 'german-tarok/refill':
      return [items.some((x) => x.code === 'pot-paid')
        ? t(a.rounds > 1 ? 'pay.german.refill.short.rounds' : 'pay.german.refill.short', { stake: num(a.stake), rounds: a.rounds })
        : t('pay.german.refill.empty', { stake: num(a.stake) })];
    case 'german-tarok/ante':
      return [t('pay.german.ante', { name: who, stake: num(a.stake) })];
    case 'german-tarok/pot-won':
      return [t('pay.german.potWon', { name, amount: num(a.amount) })];
    case 'german-tarok/pot-doubled':
      return [t('pay.german.potDoubled', { name, amount: num(a.amount) })];
    case 'german-tarok/block-placed':
      return [t(a.new_blockade ? 'pay.german.block.new' : 'pay.german.block', { name: who, value: num(a.value), blockade: a.blockade })];
    case 'german-tarok/bete':
      return [t('pay.german.bete', { name, amount: num(a.amount) })];
    case 'german-tarok/double-bete':
      return [t('pay.german.doubleBete', { name, amount: num(a.amount) })];
    case 'german-tarok/schreckensteiner':
      return [t('pay.german.schreckensteiner', { name: who, amount: num(a.amount), winnings: num(a.winnings) })];
    // Bavarian Tarock (bavarian-tarock.md §7.2–7.3)
    case 'bavarian-tarock/game':
      return [t('pay.then', {
        first: t(a.won ? 'pay.bavarian.won' : 'pay.bavarian.lost', { name, contract, extras: extras(a), value: num(a.value) }),
        then: eachWay(item, declarer, names, 'defender'),
      })];
    case 'bavarian-tarock/into-haferl':
      return [t('pay.bavarian.intoHaferl', { name, value: num(a.value) })];
    case 'bavarian-tarock/stake': {
      const paid = items.find((x) => x.code === 'haferl-paid');
      const lines = [t(a.rounds > 1 ? 'pay.bavarian.stake.rounds' : 'pay.bavarian.stake', {
        value: num(paid?.args?.value ?? 0), stake: num(a.stake), rounds: a.rounds,
      })];
      const net = r.settlement?.[declarer] ?? 0;
      if (declarer !== null && net <= 0) lines.push(t('pay.bavarian.stake.net', { name, net: signed(net) }));
      return lines;
    }
    case 'bavarian-tarock/haferl-paid':
      return [t('pay.then', {
        first: t('pay.bavarian.won', { name, contract, extras: extras(a), value: num(a.value) }),
        then: t('pay.bavarian.haferlPaid', { name, value: num(gets(item, declarer)) }),
      })];
    case 'bavarian-tarock/defenders-paid':
      return [t('pay.then', {
        first: t('pay.bavarian.won', { name, contract, extras: extras(a), value: num(a.value) }),
        then: t('pay.bavarian.defendersPaid', { name, value: num(gets(item, declarer) / 2) }),
      })];
    // Husarln (husarln.md §7.3)
    case 'husarln/game':
      return [t('pay.then', {
        first: t(a.won ? 'pay.husarln.won' : 'pay.husarln.lost', {
          name, contract, points: a.points, value: num(a.value), factor: a.factor, margin: a.margin,
        }),
        then: eachWay(item, declarer, names, 'defender'),
      })];
    case 'husarln/bonus': {
      const seat = a.seat;
      const kind = tokenName(a.kind);
      if (seat === declarer) {
        return [t('pay.then', { first: t('pay.husarln.bonus', { name: names[seat], kind, value: signed(a.value) }),
          then: eachWay(item, declarer, names, 'defender') })];
      }
      const amount = gets(item, seat);
      return [t('pay.then', { first: t('pay.husarln.bonus', { name: names[seat], kind, value: signed(a.value) }),
        then: t('pay.one', amount >= 0 ? { payer: name, name: names[seat], amount: num(amount) }
          : { payer: names[seat], name, amount: num(amount) }) })];
    }
    // Leipzig Taroc (leipzig-taroc.md §7.5)
    case 'leipzig-taroc/cards':
      return [t('pay.leipzig.cards', {
        target: a.target,
        list: names.map((n, s) => t('pay.leipzig.cardsOf', { name: n, points: r.card_points?.[s] ?? 0, amount: signed(gets(item, s)) })).join(', '),
      })];
    case 'leipzig-taroc/roem':
      return [t('pay.then', {
        first: t('pay.leipzig.roem', { name: names[a.seat], kind: tokenName(a.kind) }),
        then: eachWay(item, a.seat, names, 'other'),
      })];
    case 'leipzig-taroc/pagat':
      return [t('pay.then', {
        first: t(`pay.leipzig.pagat.${a.event}`, { name: names[a.seat], trick: a.trick }),
        then: eachWay(item, a.seat, names, 'other'),
      })];
    default:
      return null;
  }
}

/** German Tarok's basis: the card points over or short of 60, or a Matsch. */
function germanBasis(a, r, name, contract) {
  const points = r.side_points?.declarer ?? 0;
  const won = a.outcome === 'won';
  if (a.matsch === 'silent' || a.matsch === 'announced') {
    return t(`pay.german.matsch.${a.matsch}`, { name, contract, basis: a.basis });
  }
  if (a.matsch === 'announced-failed') return t('pay.german.matsch.failed', { name, contract, basis: a.basis });
  return t(won ? 'pay.german.won' : 'pay.german.lost', { name, contract, points, basis: a.basis });
}

/** The carried pot before and after the hand: the Haferl, the Poule or Laustiegel pot, the blocks. */
function potLines(r) {
  const lines = [];
  const before = r.carry_before ?? {};
  const after = r.carry_after ?? {};
  if (after.haferl != null) lines.push(t('pay.pot', { pot: t('table.haferl'), before: num(before.haferl ?? 0), after: num(after.haferl) }));
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
