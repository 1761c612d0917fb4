// Tournaments: the lobby's list of them, a tournament's page (entering and going on with one's entry, the
// standings, how the field played each deal one has finished, the share link), and the creator's seed and close.

import {
  getTournament, listTournaments, enterTournament, resumeEntry, seedTournament, closeTournament,
  tournamentRecordsUrl, saveSeat,
} from './api.js';
import { t, tCount, has, applyStatic, gameName, botKind, contractName, lang, errorText } from './i18n.js';
import { el, clear, announce } from './dom.js';
import { accountForm } from './signin.js';
import { refreshPlayer } from './account.js';

/** A tournament's name as the page shows it: "the daily Husarln", "Anna's Husarln tournament". */
export function tournamentName(tm) {
  return tm.daily ? t('tournament.daily', { game: gameName(tm.game) })
    : t('tournament.of', { game: gameName(tm.game), creator: tm.creator });
}

export function when(iso) {
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A score in percent as shown, two decimals in the page's language; a dash before the first deal. */
export function percent(score) {
  return score === null || score === undefined ? '–'
    : new Intl.NumberFormat(lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
}

/** The lobby's section: the open and upcoming tournaments, and the winners of yesterday's daily ones. */
export function tournamentSection() {
  const list = el('div', { class: 'tournament-items' });
  const section = el('section', { class: 'tournament-list', 'aria-labelledby': 'tournaments-title' },
    el('h2', { id: 'tournaments-title', 'data-i18n': 'tournament.list' }), list,
    el('p', {}, el('a', { class: 'button', id: 'new-tournament', href: '#/tournaments/new', 'data-i18n': 'tournament.create' })));
  const refresh = async () => {
    const [open, upcoming, closed] = await Promise.all(['open', 'upcoming', 'closed'].map(listTournaments));
    const items = [...open.tournaments, ...upcoming.tournaments];
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const winners = closed.tournaments.filter((x) => x.daily === yesterday && x.leaders.length);
    // replaceChildren writes a null as the text "null": the parts left out are filtered first
    list.replaceChildren(...[
      items.length ? el('ul', {}, ...items.map(tournamentItem)) : el('p', {}, t('tournament.none')),
      winners.length ? el('h3', {}, t('tournament.winners')) : null,
      winners.length ? el('ul', {}, ...winners.map((x) => el('li', {},
        el('a', { href: `#/tournament/${x.id}` }, tournamentName(x)), ': ',
        x.leaders.filter((s) => s.rank === 1).map((s) => `${entrantName(s.name)} (${percent(s.score)} %)`).join(', ')))) : null,
    ].filter(Boolean));
  };
  return { section, refresh };
}

/** A listed tournament: its name, linking to its page, over its facts, each of which wraps as a whole. */
function tournamentItem(x) {
  const state = x.status === 'open' ? t('tournament.openUntil', { time: when(x.closes) })
    : t('tournament.opensAt', { time: when(x.opens) });
  const leader = x.leaders.find((s) => s.score !== null);
  const facts = [tCount('tournament.deals', x.deals), state, tCount('tournament.entries', x.entries),
    leader ? t('tournament.leader', { name: entrantName(leader.name), score: percent(leader.score) }) : null]
    .filter(Boolean);
  return el('li', { class: 'table-item tournament-item', 'data-tournament': x.id },
    el('a', { href: `#/tournament/${x.id}` }, tournamentName(x)),
    el('span', { class: 'tournament-summary' },
      ...facts.flatMap((f, i) => [i ? ' · ' : null, el('span', { class: 'tournament-fact' }, f)]).filter(Boolean)));
}

/** Tournament {@code id}'s page; returns a function that stops its refreshing. */
export async function showTournament(root, id) {
  clear(root);
  // asked again, so that the header and the page agree on who is signed in
  let me = await refreshPlayer();
  let tm = await getTournament(id);
  const title = el('h1', { class: 'page-title' });
  const facts = el('dl', { class: 'tournament-facts' });
  const entry = el('div', { class: 'entry-panel', id: 'entry-panel' });
  const standings = el('div', { class: 'standings', id: 'standings' });
  const field = el('div', { class: 'field-list', id: 'field' });
  const creator = el('div', { class: 'creator-panel' });
  root.append(title, el('div', { class: 'tournament' },
    el('section', { class: 'panel', 'aria-labelledby': 'entry-title' },
      el('h2', { id: 'entry-title', 'data-i18n': 'tournament.yourEntry' }), entry, facts, creator),
    el('section', { class: 'panel', 'aria-labelledby': 'standings-title' },
      el('h2', { id: 'standings-title', 'data-i18n': 'tournament.standings' }), standings),
    el('section', { class: 'panel', 'aria-labelledby': 'field-title' },
      el('h2', { id: 'field-title', 'data-i18n': 'tournament.field' }), field)));
  const draw = () => {
    title.textContent = tournamentName(tm);
    drawFacts(facts, tm);
    drawEntry(entry, tm, me, { signedIn: (account) => { me = account; redraw(); } });
    drawCreator(creator, tm, me, redraw);
    drawStandings(standings, tm, me);
    drawField(field, tm, me);
    applyStatic(root);
  };
  const redraw = async () => {
    tm = await getTournament(id);
    draw();
  };
  draw();
  // the standings and the field change as others play; the panels with inputs are left alone meanwhile
  const timer = setInterval(() => getTournament(id).then((fresh) => {
    tm = fresh;
    drawStandings(standings, tm, me);
    drawField(field, tm, me);
  }, () => {}), 5000);
  return () => clearInterval(timer);
}

function drawFacts(dl, tm) {
  const rows = [
    ['tournament.game', gameName(tm.game)], ['tournament.dealsLabel', String(tm.deals)],
    ['tournament.bots', botKind(tm.bots)], ['tournament.opens', when(tm.opens)],
    ['tournament.closes', when(tm.closes)], ['tournament.status', t(`tournament.status.${tm.status}`)],
    ['tournament.commitment', el('code', { class: 'commitment' }, ...inGroups(tm.commitment)), 'wide'],
  ];
  if (tm.private) rows.push(['tournament.link', el('code', {}, new URL(tm.link, location.href).href), 'wide']);
  dl.replaceChildren(...rows.flatMap(([k, v, wide]) => [el('dt', { 'data-i18n': k, class: wide }),
    el('dd', { class: wide }, v)]));
}

/** A long hex value that may break only between groups of 16 digits; copied, it is still one piece. */
function inGroups(hex) {
  return hex.match(/.{1,16}/g).flatMap((group, i) => (i ? [el('wbr'), group] : [group]));
}

function drawEntry(box, tm, me, { signedIn }) {
  if (!me) {
    box.replaceChildren(el('p', {}, t('tournament.signInFirst')), accountForm({ done: signedIn }));
    return;
  }
  const problem = el('p', { class: 'form-message', role: 'alert' });
  const go = (request) => async () => {
    try {
      const seat = await request(tm.id);
      saveSeat(seat.table, seat.seat, seat.token, me.name);
      location.hash = `#/table/${seat.table}`;
    } catch (err) {
      problem.textContent = has(`error.${err.code}`) ? errorText(err.code) : err.message;
    }
  };
  const parts = [];
  if (tm.entry) {
    const played = tm.entry.deals_played;
    parts.push(el('p', {}, t('tournament.played', { played, deals: tm.deals })));
    if (played < tm.deals && tm.status === 'open') {
      const button = el('button', { type: 'button', class: 'primary', id: 'resume-entry' }, t('tournament.resume'));
      button.addEventListener('click', go(resumeEntry));
      parts.push(button);
    }
  } else if (tm.status === 'open') {
    const button = el('button', { type: 'button', class: 'primary', id: 'enter' }, t('tournament.enter'));
    button.addEventListener('click', go(enterTournament));
    parts.push(el('p', {}, t('tournament.howItWorks', { deals: tm.deals, bots: botKind(tm.bots) })), button);
  } else {
    parts.push(el('p', {}, tm.status === 'upcoming' ? t('tournament.opensAt', { time: when(tm.opens) })
      : t('tournament.status.closed')));
  }
  box.replaceChildren(...parts, problem);
}

/** The creator's seed (before it opens) and early close (while nobody else has entered). */
function drawCreator(box, tm, me, redraw) {
  clear(box);
  if (!me || tm.creator !== me.name || tm.status === 'closed') return;
  const problem = el('p', { class: 'form-message', role: 'alert' });
  if (tm.status === 'upcoming' && !tm.client_seed) {
    const seed = el('input', { id: 'creator-seed', maxlength: '64', pattern: '[!-~]{1,64}', required: '' });
    const form = el('form', { class: 'seed-form' }, el('label', { for: 'creator-seed' }, t('tournament.seed')), seed,
      el('button', { type: 'submit' }, t('tournament.giveSeed')));
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        await seedTournament(tm.id, seed.value);
        redraw();
      } catch (err) { problem.textContent = err.message; }
    });
    box.append(form);
  }
  const close = el('button', { type: 'button', id: 'close-tournament' }, t('tournament.close'));
  close.addEventListener('click', async () => {
    try {
      await closeTournament(tm.id);
      announce(t('tournament.status.closed'));
      redraw();
    } catch (err) { problem.textContent = err.message; }
  });
  box.append(close, problem);
}

function drawStandings(box, tm, me) {
  const rows = tm.standings.map((s) => el('tr', { class: s.name === me?.name ? 'mine' : null },
    el('td', {}, String(s.rank)), el('th', { scope: 'row' }, entrantName(s.name)), el('td', {}, percent(s.score)),
    el('td', {}, String(s.deals_played))));
  box.replaceChildren(...[el('table', { class: 'standings-table' },
    el('thead', {}, el('tr', {}, ...['tournament.rank', 'tournament.name', 'tournament.score', 'tournament.dealsPlayed']
      .map((k) => el('th', { scope: 'col' }, t(k))))),
    el('tbody', {}, ...rows)),
  tm.status === 'closed' ? el('p', {}, el('a', { href: tournamentRecordsUrl(tm.id), download: '' }, t('tournament.records'))) : null]
    .filter(Boolean));
}

/** The server's own entry by its kind ("the bot (expert, fixed budget)"), a person by name. */
export function entrantName(name) {
  return name.startsWith('bot:') ? t('tournament.botEntry', { kind: botKind(name.slice(4)) }) : name;
}

/** How the field played each deal the viewer has finished (every deal once the tournament has closed). */
function drawField(box, tm, me) {
  if (!tm.field.length) {
    box.replaceChildren(el('p', {}, t('tournament.fieldLater')));
    return;
  }
  box.replaceChildren(...tm.field.map((d) => fieldTable(d, me)));
}

export function fieldTable(d, me) {
  const declarer = (p) => (p.declarer === null ? '–' : p.declarer === 0 ? t('tournament.declarer.entrant')
    : t('tournament.declarer.bot', { n: p.declarer + 1 }));
  return el('table', { class: 'field-table', 'data-deal': d.deal },
    el('caption', {}, t('tournament.deal', { k: d.deal })),
    el('thead', {}, el('tr', {}, ...['tournament.name', 'tournament.contract', 'tournament.declarer', 'tournament.result',
      'tournament.matchpoints'].map((k) => el('th', { scope: 'col' }, t(k))))),
    el('tbody', {}, ...d.plays.map((p) => el('tr', { class: p.name === me?.name ? 'mine' : null },
      el('th', { scope: 'row' }, entrantName(p.name)),
      el('td', {}, p.contract ? contractName(p.contract) : '–'), el('td', {}, declarer(p)),
      el('td', {}, (p.settlement > 0 ? '+' : '') + p.settlement), el('td', {}, `${percent(p.matchpoints)} %`)))));
}
