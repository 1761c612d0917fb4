// A player's profile (#/player/NAME): his rating per game with a chart of it over his rated matches (an SVG
// drawn here, and the same figures as a table for screen readers), his declarer figures, and his rated matches
// page by page, each linking to its replay.

import { getPlayer, getPlayerMatches, getRatingHistory } from './api.js';
import { t, tCount, applyStatic, gameName, contractName, lang } from './i18n.js';
import { el, clear } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

export async function showProfile(root, name) {
  clear(root);
  const player = await getPlayer(name);
  const games = Object.keys(player.ratings);
  const charts = await Promise.all(games.map((g) => getRatingHistory(player.name, g)));
  root.append(
    el('h1', { class: 'page-title', id: 'profile-name' }, player.name,
      player.bot ? el('span', { class: 'mark mark-bot' }, t('profile.bot')) : null),
    ...(games.length ? [] : [el('p', { id: 'no-ratings' }, t('profile.noRatings'))]),
    ...games.map((g, i) => ratingSection(g, player.ratings[g], charts[i].ratings)),
    await matchList(player.name));
  applyStatic(root);
}

const number = (x, digits = 0) => x.toLocaleString(lang(), { maximumFractionDigits: digits, minimumFractionDigits: digits });
const date = (iso) => new Date(iso).toLocaleDateString(lang(), { year: 'numeric', month: 'short', day: 'numeric' });

function ratingSection(game, r, points) {
  const id = `rating-${game}`;
  const declared = Object.entries(r.declarer);
  return el('section', { class: 'rating-game', 'aria-labelledby': id, 'data-game': game },
    el('h2', { id }, gameName(game)),
    el('p', { class: 'rating-line' },
      t('profile.rating', { rating: number(r.rating), rd: number(r.rd) }),
      r.provisional ? el('span', { class: 'mark mark-provisional' }, t('profile.provisional')) : null,
      ' · ', tCount('profile.matchCount', r.matches), ', ', tCount('profile.handCount', r.hands),
      ' · ', el('a', { href: `#/leaderboard/${game}` }, t('profile.leaderboard'))),
    chart(game, points),
    declared.length ? el('table', { class: 'declarer-table' },
      el('caption', {}, t('profile.declarer')),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('profile.contract')),
        el('th', { scope: 'col' }, t('profile.played')), el('th', { scope: 'col' }, t('profile.won')))),
      el('tbody', {}, ...declared.map(([c, d]) => el('tr', {},
        el('th', { scope: 'row' }, contractName(c)), el('td', {}, d.played), el('td', {}, d.won))))) : null);
}

/** The rating after each rated match as a line over time, and the same points as a table for screen readers. */
function chart(game, points) {
  const caption = t('profile.chart', { game: gameName(game) });
  const table = el('table', { class: 'chart-table' }, el('caption', {}, caption),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('profile.date')),
      el('th', { scope: 'col' }, t('profile.ratingAfter')), el('th', { scope: 'col' }, 'RD'))),
    el('tbody', {}, ...points.map((p) => el('tr', {}, el('td', {}, date(p.ended)), el('td', {}, number(p.rating)),
      el('td', {}, number(p.rd))))));
  const w = 600;
  const h = 200;
  const pad = 36;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('class', 'rating-chart');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset.points = String(points.length);
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(SVG, tag);
    Object.entries(attrs).forEach(([k, v]) => node.setAttribute(k, String(v)));
    if (text !== undefined) node.textContent = text;
    svg.append(node);
    return node;
  };
  if (points.length) {
    const lows = points.map((p) => p.rating - p.rd);
    const highs = points.map((p) => p.rating + p.rd);
    const lo = Math.floor(Math.min(...points.map((p) => p.rating), ...lows.filter((x) => x > 0)) / 50) * 50;
    const hi = Math.ceil(Math.max(...points.map((p) => p.rating), ...highs) / 50) * 50;
    const x = (i) => pad + (points.length === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (points.length - 1));
    const y = (r) => h - pad / 2 - ((Math.min(hi, Math.max(lo, r)) - lo) * (h - pad)) / (hi - lo || 1);
    for (const r of [lo, (lo + hi) / 2, hi]) {
      add('line', { x1: pad, x2: w - 8, y1: y(r), y2: y(r), class: 'grid' });
      add('text', { x: 2, y: y(r) + 4, class: 'axis' }, number(r));
    }
    // the band of the rating's deviation, then the rating itself
    const band = points.map((p, i) => `${x(i)},${y(p.rating + p.rd)}`).concat(
      points.map((p, i) => `${x(i)},${y(p.rating - p.rd)}`).reverse());
    add('polygon', { points: band.join(' '), class: 'band' });
    add('polyline', { points: points.map((p, i) => `${x(i)},${y(p.rating)}`).join(' '), class: 'line' });
    points.forEach((p, i) => add('circle', { cx: x(i), cy: y(p.rating), r: 3.5, class: 'dot' }));
  }
  // hidden in a box of its own: a table is never narrower than its content, and would widen a phone's page
  return el('figure', { class: 'chart' }, svg, el('div', { class: 'visually-hidden' }, table));
}

async function matchList(name) {
  const list = el('ol', { class: 'match-list', id: 'match-list' });
  const more = el('button', { type: 'button', id: 'more-matches' }, t('profile.more'));
  let cursor = null;
  const load = async () => {
    const page = await getPlayerMatches(name, null, cursor);
    list.append(...page.matches.map(matchItem));
    cursor = page.next;
    more.hidden = !cursor;
  };
  more.addEventListener('click', load);
  await load();
  return el('section', { class: 'matches', 'aria-labelledby': 'matches-title' },
    el('h2', { id: 'matches-title' }, t('profile.matches')),
    list.childElementCount ? list : el('p', {}, t('profile.noMatches')), more);
}

function matchItem(m) {
  const change = m.change > 0 ? `+${number(m.change, 1)}` : m.change < 0 ? `−${number(-m.change, 1)}` : '±0';
  const opponents = m.opponents.map((o) => o.name).join(', ');
  return el('li', { class: 'match-item', 'data-table': m.table },
    el('span', { class: 'match-date' }, date(m.ended)), ' · ', el('strong', {}, gameName(m.game)), ' · ',
    t('profile.against', { names: opponents }), ' · ',
    t('profile.place', { place: m.place, total: number(m.total, 1) }),
    m.abandoned ? el('span', { class: 'mark mark-away' }, t('profile.abandoned')) : null, ' · ',
    el('span', { class: `rating-change ${m.change < 0 ? 'down' : 'up'}` }, t('profile.change', { change })), ' ',
    el('a', { class: 'button', href: m.replay }, t('profile.replay')));
}
