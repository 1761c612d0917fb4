// Creating a tournament: its game, deals, bots, times and whether it is listed; signed in first.

import { getGames, createTournament } from './api.js';
import { t, has, applyStatic, gameName, botKind, errorText } from './i18n.js';
import { el, clear } from './dom.js';
import { accountForm } from './signin.js';
import { refreshPlayer } from './account.js';

/** The form to create a tournament, in {@code root}. */
export async function showCreateTournament(root) {
  clear(root);
  const me = await refreshPlayer();
  const games = await getGames();
  const box = el('div', { class: 'create-form' });
  root.append(el('h1', { class: 'page-title', 'data-i18n': 'tournament.create' }), box);
  const draw = (account) => {
    box.replaceChildren(...(account ? [form(games)] : [el('p', {}, t('tournament.signInToCreate')), accountForm({ done: draw })]));
    applyStatic(root);
  };
  draw(me);
}

function form(data) {
  const game = el('select', { id: 't-game' }, ...data.games.map((g) => el('option', { value: g.game }, gameName(g.game))));
  const deals = el('input', { id: 't-deals', type: 'number', min: '1', max: '48', value: '12', required: '' });
  const bots = el('select', { id: 't-bots' },
    ...data.tournament_bots.map((b) => el('option', { value: b }, botKind(b))));
  bots.value = data.tournament_bots.includes('expert-fixed') ? 'expert-fixed' : data.tournament_bots[0];
  const opens = el('input', { id: 't-opens', type: 'datetime-local', 'aria-describedby': 't-times-help' });
  const closes = el('input', { id: 't-closes', type: 'datetime-local', 'aria-describedby': 't-times-help' });
  const hidden = el('input', { id: 't-private', type: 'checkbox' });
  const message = el('p', { class: 'form-message', role: 'alert' });
  const f = el('form', { class: 'tournament-form' },
    el('label', { for: 't-game', 'data-i18n': 'lobby.game' }), game,
    el('label', { for: 't-deals', 'data-i18n': 'tournament.dealsLabel' }), deals,
    el('label', { for: 't-bots', 'data-i18n': 'tournament.bots' }), bots,
    el('label', { for: 't-opens', 'data-i18n': 'tournament.opens' }), opens,
    el('label', { for: 't-closes', 'data-i18n': 'tournament.closes' }), closes,
    el('p', { id: 't-times-help', class: 'meaning', 'data-i18n': 'tournament.timesHelp' }),
    el('div', { class: 'check' }, hidden, el('label', { for: 't-private', 'data-i18n': 'tournament.private' })),
    message, el('button', { type: 'submit', class: 'primary', id: 't-create', 'data-i18n': 'tournament.createGo' }));
  // a datetime-local input holds the browser's local time: sent as UTC
  const utc = (input) => (input.value ? new Date(input.value).toISOString().replace(/\.\d+Z$/, 'Z') : undefined);
  f.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const made = await createTournament({ game: game.value, deals: Number(deals.value), bots: bots.value,
        opens: utc(opens), closes: utc(closes), private: hidden.checked });
      location.hash = `#/tournament/${made.id}`;
    } catch (err) {
      message.textContent = has(`error.${err.code}`) ? errorText(err.code) : err.message;
    }
  });
  return f;
}
