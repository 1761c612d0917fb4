// The leaderboard of one game (#/leaderboard/GAME): the players whose rating is not provisional, strongest first,
// bots marked as bots, each linking to his profile; a page of 50 at a time.

import { getGames, getLeaderboard } from './api.js';
import { t, applyStatic, gameName, lang } from './i18n.js';
import { el, clear } from './dom.js';

export async function showLeaderboard(root, asked) {
  clear(root);
  const { games } = await getGames();
  const game = games.some((g) => g.game === asked) ? asked : games[0].game;
  const nav = el('nav', { class: 'game-tabs', 'aria-label': t('board.games') },
    ...games.map((g) => el('a', { href: `#/leaderboard/${g.game}`, 'aria-current': g.game === game ? 'page' : null },
      gameName(g.game))));
  const rows = el('tbody', {});
  const more = el('button', { type: 'button', id: 'more-players' }, t('board.more'));
  let cursor = null;
  const load = async () => {
    const page = await getLeaderboard(game, cursor);
    rows.append(...page.players.map((p) => el('tr', {},
      el('td', {}, p.rank),
      el('th', { scope: 'row' }, el('a', { href: `#/player/${encodeURIComponent(p.name)}` }, p.name),
        p.bot ? ' ' : null, p.bot ? el('span', { class: 'mark mark-bot' }, t('profile.bot')) : null),
      el('td', {}, p.rating.toLocaleString(lang(), { maximumFractionDigits: 0 })),
      el('td', {}, p.rd.toLocaleString(lang(), { maximumFractionDigits: 0 })))));
    cursor = page.next;
    more.hidden = !cursor;
  };
  await load();
  more.addEventListener('click', load);
  root.append(
    el('h1', { class: 'page-title', id: 'board-title' }, t('board.title', { game: gameName(game) })),
    nav,
    rows.childElementCount ? el('table', { class: 'leaderboard', id: 'leaderboard' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('board.rank')), el('th', { scope: 'col' }, t('board.player')),
        el('th', { scope: 'col' }, t('board.rating')),
        // "RD" to the eye, the whole words to a screen reader
        el('th', { scope: 'col' }, el('span', { 'aria-hidden': 'true' }, 'RD'),
          el('span', { class: 'visually-hidden' }, t('board.rd'))))), rows)
      : el('p', { id: 'board-empty' }, t('board.empty')),
    more,
    el('p', { class: 'meaning' }, t('board.explain')));
  applyStatic(root);
}
