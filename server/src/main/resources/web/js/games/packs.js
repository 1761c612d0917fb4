// The packs the games deal from, each in the order of its cards before the shuffle (docs/deal.md), and the
// packets of a deal table (the rules files' §3): [who, cards], who 'talon' or 0 forehand, 1 middlehand,
// 2 rearhand (the dealer at three). Written out here, as in tools/check-fair-deal.py, for the fair-deal check
// (js/fair.js): a check that asked the server how to deal would prove nothing.

export const GERMAN = [...'EGHS'].flatMap((s) => ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6'].map((r) => s + r));
export const TRUMPS = [...Array.from({ length: 21 }, (_, i) => `T${i + 1}`), 'FOOL'];
export const TAROT_78 = [...TRUMPS, ...[...'CDHS'].flatMap((s) =>
  ['K', 'Q', 'C', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'].map((r) => s + r))];

/** One packet of {@code n} cards to each of the three seats, forehand first. */
export const round = (n) => [[0, n], [1, n], [2, n]];
