// The lobby: create a table for any game with its rule options and seats, and list the tables to join or watch.

import { createTable, getGames, getTable, joinSeat, listTables, saveSeat, ApiError } from './api.js';
import {
  t, applyStatic, gameName, botKind, optionLabel, optionMeaning, optionValue, optionDefault, presetName,
} from './i18n.js';
import { el, clear, announce } from './dom.js';
import { createFormSeed, tableCreated, joinFairness } from './fair.js';
import { tournamentSection } from './tournaments.js';

let games = null;

/** Renders the lobby into {@code root}; returns a function that stops its refreshing. */
export async function showLobby(root) {
  clear(root);
  games ??= await getGames();
  const form = createForm(games);
  // Finished and closed tables only when asked for: a server that has run for long holds thousands.
  const groups = el('div', { class: 'table-groups' });
  const ended = el('button', { type: 'button', id: 'show-ended', 'aria-pressed': 'false', 'data-i18n': 'lobby.ended' });
  const tournaments = tournamentSection();
  const lists = el('section', { class: 'table-lists', 'aria-labelledby': 'lists-title' }, groups, ended);
  root.append(
    el('h1', { class: 'page-title', 'data-i18n': 'lobby.title' }),
    el('p', { class: 'tagline', 'data-i18n': 'app.tagline' }),
    el('div', { class: 'lobby' }, form, el('div', { class: 'lobby-lists' }, tournaments.section, lists)),
  );
  applyStatic(root);
  const refresh = () => Promise.all([renderLists(groups, ended.getAttribute('aria-pressed') === 'true'),
    tournaments.refresh()]).catch(() => {});
  ended.addEventListener('click', () => {
    ended.setAttribute('aria-pressed', String(ended.getAttribute('aria-pressed') !== 'true'));
    refresh();
  });
  await refresh();
  const timer = setInterval(refresh, 4000);
  return () => clearInterval(timer);
}

function createForm(data) {
  const gameSelect = el('select', { id: 'game', name: 'game' },
    ...data.games.map((g) => el('option', { value: g.game }, gameName(g.game))));
  const name = el('input', { id: 'player-name', name: 'name', required: '', maxlength: '32', autocomplete: 'nickname',
    value: localStorage.getItem('tarock.name') ?? '' });
  const hands = el('input', { id: 'hands', type: 'number', min: '1', max: '1000', value: '12' });
  const pace = el('select', { id: 'pace', name: 'pace' },
    el('option', { value: 'normal' }, t('lobby.pace.normal')), el('option', { value: 'fast' }, t('lobby.pace.fast')));
  // What happens while a player is away: a server bot stands in after some seconds, or the table waits.
  const absent = el('select', { id: 'absent', name: 'absent' },
    ...data.bots.map((b) => el('option', { value: b }, t('lobby.absent.standIn', { kind: botKind(b) }))),
    el('option', { value: 'wait' }, t('lobby.absent.wait')));
  absent.value = data.bots.includes('basic') ? 'basic' : data.bots[0];
  const absentAfter = el('input', { id: 'absent-after', type: 'number', min: '0', max: '86400', value: '60' });
  absent.addEventListener('change', () => { absentAfter.disabled = absent.value === 'wait'; });
  const turnSeconds = el('input', { id: 'turn-seconds', type: 'number', min: '1', max: '3600', placeholder: t('lobby.turnOff') });
  const seats = el('fieldset', { class: 'seats' });
  const options = el('fieldset', { class: 'options' });
  const message = el('p', { class: 'form-message', role: 'alert' });
  const submit = el('button', { type: 'submit', id: 'create', class: 'primary', 'data-i18n': 'lobby.start' });
  const fairSeed = createFormSeed();
  // the client seed is for who checks the deals: behind a disclosure, so the form reads as a game room's
  const fairness = el('details', { class: 'fair-details', id: 'fair-details' },
    el('summary', { 'data-i18n': 'lobby.fairness' }), fairSeed);
  const form = el('form', { class: 'create-form', 'aria-labelledby': 'create-title' },
    el('h2', { id: 'create-title', 'data-i18n': 'lobby.create' }),
    el('label', { for: 'game', 'data-i18n': 'lobby.game' }), gameSelect,
    el('p', { class: 'rules-link' }, el('a', { id: 'rules-link', href: '#' })),
    el('label', { for: 'player-name', 'data-i18n': 'lobby.name' }), name,
    el('label', { for: 'hands', 'data-i18n': 'lobby.hands' }), hands,
    el('label', { for: 'pace', 'data-i18n': 'lobby.pace' }), pace,
    el('label', { for: 'absent', 'data-i18n': 'lobby.absent' }), absent,
    el('label', { for: 'absent-after', 'data-i18n': 'lobby.absentAfter' }), absentAfter,
    el('label', { for: 'turn-seconds', 'data-i18n': 'lobby.turnSeconds' }), turnSeconds,
    seats, options, fairness, message, submit);

  const game = () => data.games.find((g) => g.game === gameSelect.value);
  const tableSize = () => Number(options.querySelector('[name="table-size"]')?.value || game().defaults['table-size'] || 3);
  const renderSeats = () => {
    const size = tableSize();
    clear(seats);
    seats.append(el('legend', { 'data-i18n': 'lobby.seats' }));
    for (let i = 0; i < size; i++) {
      const choices = i === 0 ? [['you', t('lobby.you')]] : [];
      choices.push(['open', t('lobby.person')], ...data.bots.map((b) => [b, t('lobby.bot', { kind: botKind(b) })]));
      const select = el('select', { id: `seat-${i}`, name: `seat-${i}` },
        ...choices.map(([v, label]) => el('option', { value: v }, label)));
      if (i > 0) select.value = data.bots.includes('basic') ? 'basic' : data.bots[0];
      seats.append(el('div', { class: 'field' }, el('label', { for: `seat-${i}` }, t('lobby.seat', { n: i + 1 })), select));
    }
    applyStatic(seats);
  };
  const renderOptions = () => {
    const g = game();
    clear(options);
    options.append(el('legend', { 'data-i18n': 'lobby.options' }));
    const presets = Object.keys(g.presets ?? {});
    if (presets.length) {
      options.append(el('div', { class: 'field' },
        el('label', { for: 'preset', 'data-i18n': 'lobby.preset' }),
        el('select', { id: 'preset', name: 'preset' }, ...presets.map((p) => el('option', { value: p }, presetName(p))))));
    }
    for (const o of g.options) options.append(optionField(o));
    const link = form.querySelector('#rules-link');
    link.textContent = t('lobby.rules', { game: gameName(g.game) });
    link.href = `#/rules/${g.game}`;
    applyStatic(options);
    renderSeats();
  };
  gameSelect.addEventListener('change', renderOptions);
  options.addEventListener('change', (e) => { if (e.target.name === 'table-size') renderSeats(); });
  renderOptions();

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    message.textContent = '';
    const g = game();
    const rules = {};
    options.querySelectorAll('[data-option]').forEach((input) => {
      if (input.value === '') return; // the default, decided by the server (it may depend on another option)
      const o = g.options.find((x) => x.name === input.dataset.option);
      rules[o.name] = o.kind === 'boolean' ? input.value === 'true'
        : o.kind === 'integer' || o.kind === 'integer-choice' ? Number(input.value) : input.value;
    });
    const seatValues = [...seats.querySelectorAll('select')].map((s) => s.value);
    const spec = { game: g.game, rules, hands: Number(hands.value), seats: seatValues.map((v) => (v === 'you' ? 'open' : v)), pace: pace.value };
    spec.absent = absent.value === 'wait' ? 'wait' : { stand_in: absent.value, after: Number(absentAfter.value || 0) };
    if (turnSeconds.value !== '') spec.turn_seconds = Number(turnSeconds.value);
    const preset = options.querySelector('#preset');
    if (preset) spec.preset = preset.value;
    try {
      if (seatValues.includes('you')) fairSeed.seed(null, null);
      const table = await createTable(spec);
      tableCreated(table);
      const mine = seatValues.indexOf('you');
      if (mine >= 0) {
        const who = name.value.trim();
        localStorage.setItem('tarock.name', who);
        const seat = await joinSeat(table.id, mine, who, fairSeed.seed(table.id, mine));
        saveSeat(table.id, mine, seat.token, who);
      }
      location.hash = `#/table/${table.id}`;
    } catch (err) {
      message.textContent = err instanceof ApiError ? t('table.error', { message: err.message }) : String(err);
      if (fairSeed.contains(document.activeElement) || !(err instanceof ApiError)) fairness.open = true;
      announce(message.textContent);
    }
  });
  return form;
}

/** One rule option: a choice among its values, the first entry meaning "the default", and its meaning. */
function optionField(o) {
  const id = `opt-${o.name}`;
  const help = `${id}-help`;
  let input;
  if (o.kind === 'integer') {
    input = el('input', { id, type: 'number', min: String(o.min ?? 0), placeholder: optionDefault(o.default), 'aria-describedby': help });
  } else {
    input = el('select', { id, 'aria-describedby': help },
      el('option', { value: '' }, t('lobby.default', { value: optionDefault(o.default) })),
      ...o.values.map((v) => el('option', { value: String(v) }, optionValue(v))));
  }
  input.dataset.option = o.name;
  input.name = o.name;
  return el('div', { class: 'field option' },
    el('label', { for: id }, optionLabel(o.name)), input, el('p', { id: help, class: 'meaning' }, optionMeaning(o.name, o.meaning)));
}

async function renderLists(section, withEnded) {
  const groups = withEnded ? ['open', 'playing', 'finished', 'closed'] : ['open', 'playing'];
  const { tables } = await listTables(groups);
  const title = { open: 'lobby.open', playing: 'lobby.playing', finished: 'lobby.finished', closed: 'lobby.closed' };
  const parts = groups.map((status) => {
    const rows = tables.filter((x) => x.status === status).reverse().slice(0, 20);
    return el('div', { class: `table-list list-${status}` },
      el('h2', { id: status === 'open' ? 'lists-title' : null }, t(title[status])),
      rows.length ? el('ul', {}, ...rows.map(tableItem)) : el('p', {}, t('lobby.none')));
  });
  section.replaceChildren(...parts);
}

/** A seat as the lobby lists it: the player's name, a server bot by its kind, or "open seat". */
function seatLabel(s) {
  if (s.player === 'bot' && s.bot) return t('lobby.bot', { kind: botKind(s.bot) });
  return s.name ?? t('table.open');
}

function tableItem(info) {
  const people = info.seats.map(seatLabel).join(', ');
  const actions = [];
  if (info.status === 'open') {
    info.seats.filter((s) => s.player === 'open').forEach((s) => actions.push(
      el('a', { class: 'button', href: `#/join/${info.id}/${s.seat}` }, t('lobby.join', { n: s.seat + 1 }))));
  }
  actions.push(el('a', { class: 'button', href: `#/table/${info.id}` },
    info.status === 'finished' || info.status === 'closed' ? t('lobby.view') : t('lobby.watch')));
  return el('li', { class: 'table-item', 'data-table': info.id },
    el('strong', {}, gameName(info.game)), ' · ', people, ' · ',
    t('lobby.played', { played: info.hands_played, hands: info.hands }), ' · ', absentRule(info), ' ', ...actions);
}

/** The table's rule for a player away, as the create form put it. */
function absentRule(info) {
  const rule = info.absent === 'wait' ? t('lobby.absent.waitRule')
    : t('lobby.absent.rule', { kind: botKind(info.absent?.stand_in ?? 'basic'), after: info.absent?.after ?? 60 });
  const timer = info.turn_seconds ? ` ${t('lobby.turnRule', { seconds: info.turn_seconds })}` : '';
  return el('span', { class: 'absent-rule' }, rule + timer);
}

/** The page behind a shared link: a name, then the seat. */
export function showJoin(root, table, seat) {
  clear(root);
  const name = el('input', { id: 'join-name', required: '', maxlength: '32', value: localStorage.getItem('tarock.name') ?? '' });
  const message = el('p', { class: 'form-message', role: 'alert' });
  const fair = joinFairness(table, seat, getTable);
  const form = el('form', { class: 'join-form' },
    el('h1', {}, t('join.title', { table, n: seat + 1 })),
    el('label', { for: 'join-name', 'data-i18n': 'lobby.name' }), name, fair, message,
    el('button', { type: 'submit', class: 'primary', id: 'join', 'data-i18n': 'join.go' }));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const who = name.value.trim();
      localStorage.setItem('tarock.name', who);
      const res = await joinSeat(table, seat, who, fair.seed());
      saveSeat(table, seat, res.token, who);
      location.hash = `#/table/${table}`;
    } catch (err) {
      message.textContent = t('table.error', { message: err.message });
    }
  });
  root.append(form);
  applyStatic(root);
  name.focus();
}
