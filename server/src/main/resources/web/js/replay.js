// The replay of a finished hand from its record, step by step, with every hand shown (the hand is over, so
// nothing is secret any more). The page does not apply rules: a seat's cards at any step are the cards that
// seat plays later in the record, and a trick's winner is the seat that leads the next one. Beside each card
// played it shows the server's analysis (docs/protocol.md), loaded after the record: double-dummy, or in
// Leipzig Taroc a depth-limited paranoid search, which the texts name as such.

import { getAnalysis, getRecord, getTable, recordUrl } from './api.js';
import { cardSvg, cardOrder } from './cards.js';
import { t, actionLabel, applyStatic, cardName, playerName } from './i18n.js';
import { el, clear } from './dom.js';
import { searchSeatLine } from './analysis-words.js';

export async function showReplay(root, table, number) {
  const record = await getRecord(table, number);
  const info = await getTable(table);
  const names = record.players.map((n) => playerName(info.seats, n));
  const game = record.game;
  const actions = record.actions;
  const seats = record.players.length;
  let step = 0;

  const title = el('h1', {}, t('replay.title', { n: number + 1 }));
  const counter = el('p', { id: 'replay-step', role: 'status', 'aria-live': 'polite' });
  const hands = el('div', { class: 'replay-hands' });
  const trick = el('div', { class: 'replay-trick', id: 'replay-trick' });
  const last = el('p', { class: 'replay-action', id: 'replay-action' });
  // The summary comes below the controls: the analysis arrives while the player may be stepping already,
  // and its text must not move the buttons under his pointer.
  const summary = el('p', { class: 'replay-summary', id: 'replay-summary' }, t('analysis.loading'));
  const verdict = el('p', { class: 'replay-analysis', id: 'replay-analysis', 'aria-live': 'polite' });
  let analysis = null;
  const controls = el('div', { class: 'replay-controls', role: 'group', 'aria-label': t('replay.controls') });
  const button = (key, go) => {
    const b = el('button', { type: 'button', id: `replay-${key}` }, t(`replay.${key}`));
    b.addEventListener('click', () => { step = Math.max(0, Math.min(actions.length, go())); draw(); });
    return b;
  };
  controls.append(button('first', () => 0), button('prev', () => step - 1), button('next', () => step + 1),
    button('last', () => actions.length));

  function draw() {
    counter.textContent = t('replay.step', { i: step, n: actions.length });
    last.textContent = step > 0 ? `${names[actions[step - 1].seat]}: ${actionLabel(actions[step - 1].act, game)}` : '';
    const remaining = Array.from({ length: seats }, () => []);
    actions.slice(step).forEach((a) => { if (a.act.startsWith('play ')) remaining[a.seat].push(a.act.slice(5)); });
    remaining.forEach((cards) => cards.sort((a, b) => cardOrder(a, game) - cardOrder(b, game)));
    hands.replaceChildren(...remaining.map((cards, s) => el('div', { class: 'replay-hand', 'data-seat': s },
      el('h2', {}, names[s]),
      el('div', { class: 'cards-row' }, ...cards.map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, game)))))));
    drawVerdict();
    const plays = actions.slice(0, step).filter((a) => a.act.startsWith('play '));
    const current = plays.slice(plays.length - (plays.length % 3 || (plays.length ? 3 : 0)));
    clear(trick);
    current.forEach((a) => trick.append(el('figure', { class: 'played', 'data-card': a.act.slice(5) },
      cardSvg(a.act.slice(5), game), el('figcaption', {}, names[a.seat]))));
  }

  // The analysis of the card just played: the best card with all cards known and what the play gave away.
  function drawVerdict() {
    const d = analysis?.decisions.find((x) => x.action === step - 1);
    const search = analysis?.method === 'paranoid-search' ? 'search.' : '';
    verdict.textContent = !d ? ''
      : d.points_lost === 0 ? t(`analysis.${search}best`, { value: d.played_value })
        : t(`analysis.${search}lost`, { best: cardName(d.best, game), value: d.best_value, lost: d.points_lost });
    verdict.classList.toggle('lost', !!d && d.points_lost > 0);
  }

  function showAnalysis(a) {
    analysis = a;
    if (a.decisions.length === 0) {
      summary.textContent = t('analysis.thrownIn');
    } else if (a.method === 'paranoid-search') {
      // Each player for himself: his search value at his first card beside the card points he took.
      summary.textContent = [t('analysis.search.intro'), ...a.seats.map((s) => searchSeatLine(s, a.decisions, names))].join(' ');
    } else {
      summary.textContent = t(a.could_have_been_made ? 'analysis.couldMake' : 'analysis.couldNotMake',
        { name: names[a.declarer], value: a.first_lead_value });
    }
    draw();
  }

  // The server analyses one hand at a time and answers "busy" after a minute's wait: then it asks again.
  let stopped = false;
  const ask = () => getAnalysis(table, number).then(showAnalysis, (e) => {
    if (e.code === 'busy' && !stopped) setTimeout(ask, 3000);
    else summary.textContent = t('analysis.failed', { message: e.message });
  });
  ask();

  const keys = (e) => {
    if (e.key === 'ArrowRight') controls.querySelector('#replay-next').click();
    if (e.key === 'ArrowLeft') controls.querySelector('#replay-prev').click();
  };
  window.addEventListener('keydown', keys);
  clear(root);
  root.append(el('section', { class: 'replay', 'data-game': game }, title,
    el('p', {}, el('a', { href: `#/table/${table}` }, t('replay.back')), ' · ',
      el('a', { href: recordUrl(table, number), download: '' }, t('table.download'))),
    controls, counter, summary, last, verdict, trick, hands));
  applyStatic(root);
  draw();
  return () => { window.removeEventListener('keydown', keys); stopped = true; };
}
