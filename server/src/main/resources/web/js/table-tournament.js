// At a tournament's entry table: the header names the deal and the tournament ("Deal 3 of 12 of the daily
// Husarln"), and after each deal a panel shows its matchpoints and how the field played it.

import { getTournament } from './api.js';
import { t, gameName } from './i18n.js';
import { el } from './dom.js';
import { tournamentName, fieldTable, percent } from './tournaments.js';

/** The panel of table view {@code view} whose info names a tournament; refresh() loads it again. */
export function tournamentPanel(view) {
  const body = el('div', { class: 'tournament-deal', id: 'tournament-deal' });
  const link = el('a', { href: `#/tournament/${view.info.tournament}` });
  const element = el('section', { class: 'tournament-panel', 'aria-labelledby': 'tournament-panel-title' },
    el('h2', { id: 'tournament-panel-title' }, link), body);
  let tournament = null;
  const draw = () => {
    if (!tournament) return;
    link.textContent = tournamentName(tournament);
    const last = tournament.field[tournament.field.length - 1];
    const mine = last?.plays.find((p) => p.name === tournament.entry?.name || p.name === view.saved?.name);
    body.replaceChildren(...(last ? [
      el('p', { class: 'deal-score' }, mine ? t('tournament.yourScore', { k: last.deal, score: percent(mine.matchpoints) })
        : t('tournament.deal', { k: last.deal })),
      fieldTable(last, { name: view.saved?.name }),
    ] : [el('p', {}, t('tournament.fieldLater'))]));
  };
  return {
    element,
    /** The header's words, once the tournament is loaded (the table's own until then). */
    title: () => {
      if (!tournament) return null;
      // the deal the table shows, as its facts line counts it (the next one is dealt while a hand-over is read)
      const k = Math.min(view.info.hands, (view.view?.hand ?? view.info.hands_played) + 1);
      const game = gameName(tournament.game);
      return tournament.daily ? t('tournament.dealOfDaily', { k, n: view.info.hands, game })
        : t('tournament.dealOf', { k, n: view.info.hands, game, creator: tournament.creator });
    },
    async refresh() {
      tournament = await getTournament(view.info.tournament);
      draw();
      view.renderTitle();
    },
    draw,
  };
}
