// The replay's words for Leipzig Taroc's analysis (a paranoid search, docs/protocol.md): per player what the
// search counted on at his first card, what he took and how far from it, and how many of his cards fell below
// the search's best. Each card's loss is measured against the search's own estimate at that card, so the
// losses are counted, not summed against the card points.

import { t } from './i18n.js';
import { signed } from './settle.js';

/** One player's line: seat {@code s} of the analysis's {@code seats}, with the analysis's {@code decisions}. */
export function searchSeatLine(s, decisions, names) {
  const own = decisions.filter((d) => d.seat === s.seat);
  return t('analysis.search.seat', {
    name: names[s.seat], value: s.search_value, points: s.card_points, diff: signed(s.card_points - s.search_value),
    below: own.filter((d) => d.points_lost > 0).length, cards: own.length,
  });
}
