// What every game's payment sentences share: amounts in the page's language and the seats an item moves.

import { t, lang } from '../i18n.js';

/** An amount as written in the current language: 7.5 in English, 7,5 in German. */
export function num(x) {
  const text = String(Math.abs(x));
  return lang() === 'de' ? text.replace('.', ',') : text;
}

export function signed(x) {
  if (x > 0) return `+${num(x)}`;
  return x < 0 ? `−${num(x)}` : '0';
}

/** The notes of a result that the sentence of its contract's {@code game} item already says. */
export const GAME_SAYS = ['tie', 'matsch', 'matsch-failed', 'schneider', 'schwarz'];

/** What {@code seat} receives in {@code item} (negative: pays). */
export const gets = (item, seat) => item.seats[seat] ?? 0;

/** The seats other than {@code seat}. */
const others = (seat) => [0, 1, 2].filter((s) => s !== seat);

/**
 * "each defender pays Anna 8" or "Anna pays each defender 8": a contract's payment between {@code seat} and
 * each of the two others, worded from what the first other seat receives.
 */
export function eachWay(item, seat, names, otherKey) {
  const each = gets(item, others(seat)[0]);
  const key = each <= 0 ? `pay.each.${otherKey}.pay` : `pay.each.${otherKey}.paid`;
  return t(key, { name: names[seat], amount: num(each) });
}
