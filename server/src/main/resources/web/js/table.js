// The table: a player's (or a watcher's) view of a running match, redrawn from each view the server sends.
// The page decides nothing about the rules: it offers exactly the legal actions of the view and shows the
// engine's reason when the server refuses an intent.

import { getTable, listHands, getRecord, recordUrl, matchUrl, savedSeat, TableSocket } from './api.js';
import { cardSvg, cardBack } from './cards.js';
import {
  t, actionLabel, cardName, contractName, trumpName, noteText, gameWord, onLangChange, applyStatic, breakdownLabel,
} from './i18n.js';
import { el, clear, announce } from './dom.js';
import { fairPanel } from './fair.js';

/** Shows table {@code id} in {@code root}; returns a function that leaves it. */
export async function showTable(root, id) {
  const table = new TableView(root, id);
  await table.start();
  return () => table.stop();
}

class TableView {
  constructor(root, id) {
    this.root = root;
    this.id = id;
    this.saved = savedSeat(id);
    this.info = null;
    this.view = null;
    this.shownView = null;
    this.seating = null;
    this.handOver = null;
    this.selected = new Set();
    this.records = [];
  }

  async start() {
    this.info = await getTable(this.id);
    this.build();
    this.stopLang = onLangChange(() => { applyStatic(this.root); this.render(); this.renderScore(); });
    this.socket = new TableSocket(this.id, this.saved?.token ?? null, {
      state: (m) => this.onState(m),
      event: (m) => this.onEvent(m),
      refused: (m) => this.showProblem(t('table.refused', { message: m.message }), m.code),
      error: (m) => this.showProblem(t('table.error', { message: m.message }), m.code),
      connection: (open) => this.onConnection(open),
    });
    this.loadRecords();
  }

  stop() {
    this.socket?.close();
    this.stopLang?.();
  }

  get game() {
    return this.info.game;
  }

  // ---- layout ---------------------------------------------------------------------------------------

  build() {
    clear(this.root);
    this.facts = el('dl', { class: 'facts', id: 'facts' });
    this.opponents = el('div', { class: 'opponents' });
    this.trick = el('div', { class: 'trick', id: 'trick', role: 'group', 'aria-labelledby': 'trick-title' });
    this.lastTrick = el('div', { class: 'last-trick', id: 'last-trick', role: 'group', 'aria-labelledby': 'last-title' });
    this.talon = el('div', { class: 'talon', id: 'talon' });
    this.prompt = el('p', { class: 'prompt', id: 'prompt', role: 'status', 'aria-live': 'polite' });
    this.problem = el('p', { class: 'problem', id: 'problem', role: 'alert' });
    this.calls = el('div', { class: 'calls', id: 'calls', role: 'group', 'aria-label': t('table.yourTurn') });
    this.hand = el('div', { class: 'hand', id: 'hand', role: 'group', 'aria-labelledby': 'hand-title' });
    this.log = el('ol', { class: 'log', id: 'log' });
    this.score = el('div', { class: 'score', id: 'score' });
    this.history = el('div', { class: 'history', id: 'history' });
    this.share = el('div', { class: 'share', id: 'share' });
    this.dialog = el('dialog', { class: 'hand-over', id: 'hand-over', 'aria-labelledby': 'hand-over-title' });
    this.fair = fairPanel(this.id, this.info, this.saved?.seat);
    this.root.append(
      el('section', { class: 'table-view', 'data-game': this.game },
        el('div', { class: 'board' },
          el('h1', { class: 'table-title' }, this.info.title, ' ', el('span', { class: 'table-id' }, `#${this.id}`)),
          this.facts, this.opponents,
          el('div', { class: 'middle' },
            el('div', { class: 'trick-area' }, el('h2', { id: 'trick-title', 'data-i18n': 'table.trick' }), this.trick),
            el('div', { class: 'side-area' },
              el('h2', { id: 'last-title', 'data-i18n': 'table.lastTrick' }), this.lastTrick, this.talon)),
          this.prompt, this.problem, this.calls,
          el('h2', { id: 'hand-title', class: 'hand-title', 'data-i18n': 'table.yourHand' }), this.hand),
        el('aside', { class: 'sidebar' },
          this.share, this.fair.element,
          el('section', {}, el('h2', { 'data-i18n': 'table.score' }), this.score),
          el('section', {}, el('h2', { 'data-i18n': 'table.history' }), this.history),
          el('section', {}, el('h2', { 'data-i18n': 'table.log' }), this.log))),
      this.dialog);
    this.hand.addEventListener('keydown', (e) => this.moveFocus(e));
    applyStatic(this.root);
  }

  // ---- messages -------------------------------------------------------------------------------------

  onConnection(open) {
    if (!open) this.showProblem(t('table.reconnecting'), 'reconnecting');
    else if (this.problem.dataset.code === 'reconnecting') this.showProblem('', null);
  }

  onState(msg) {
    this.info = msg.info ?? this.info;
    this.view = msg.view;
    this.seating = this.deriveSeating(msg.view);
    this.render();
  }

  onEvent(msg) {
    const ev = msg.event;
    if (ev?.kind === 'hand') this.seating = { players: ev.players, sittingOut: ev.sitting_out };
    if (ev?.kind === 'seated') this.refreshInfo();
    if (ev?.kind === 'hand-over') {
      // The finished hand stays on the table, with its result, until the player asks for the next one.
      this.handOver = { data: ev, view: msg.view };
      this.fair.handOver(ev, this.game);
      this.view = msg.view;
      this.render();
      this.showHandOver();
      this.loadRecords();
      this.refreshInfo();
      return;
    }
    if (ev?.kind === 'match-over') {
      this.refreshInfo();
      this.matchOver = ev;
      if (this.dialog.open) this.fillHandOver();
      return;
    }
    if (msg.view) this.view = msg.view;
    this.render();
  }

  async refreshInfo() {
    this.info = await getTable(this.id);
    this.renderShare();
  }

  /**
   * The names of the hand's three active players in seat order. With three at the table they sit in table
   * order; with four the view's seat and the player's table position tell who sits out. A watcher of a
   * four-seat table learns the seating from the next hand event.
   */
  deriveSeating(view) {
    if (!view) return null;
    const names = this.info.seats.map((s) => s.name);
    if (names.length === 3) return { players: names, sittingOut: null };
    if (view.seat !== null && this.saved) {
      const out = (((this.saved.seat - view.seat - 1) % 4) + 4) % 4;
      return { players: [1, 2, 3].map((i) => names[(out + i) % 4]), sittingOut: names[out] };
    }
    return this.seating;
  }

  seatName(seat) {
    return this.seating?.players?.[seat] ?? t('lobby.seat', { n: seat + 1 });
  }

  showProblem(text, code) {
    this.problem.textContent = text;
    this.problem.dataset.code = code ?? '';
    if (text) announce(text);
  }

  act(text) {
    this.showProblem('', null);
    this.socket.act(text);
  }

  // ---- drawing --------------------------------------------------------------------------------------

  render() {
    if (this.handOver && this.dialog.open) {
      this.draw(this.handOver.view);
      return;
    }
    this.draw(this.view);
    this.renderShare();
  }

  draw(view) {
    this.shownView = view;
    if (!view) {
      this.prompt.textContent = t('table.notStarted');
      clear(this.hand);
      clear(this.calls);
      this.renderFacts(null);
      this.renderShare();
      return;
    }
    const mine = view.seat;
    this.renderFacts(view);
    this.renderOpponents(view);
    this.renderTricks(view);
    this.renderTalon(view);
    this.renderHand(view);
    this.renderCalls(view);
    this.renderLog(view);
    let state;
    if (mine === null) state = 'watching';
    else if (view.phase === 'over') state = 'over';
    else state = view.turn === mine ? 'your-turn' : 'waiting';
    this.prompt.textContent = {
      watching: t('table.watching'),
      over: t('phase.over'),
      'your-turn': view.phase === 'play' ? t('table.playCard') : t('table.yourTurn'),
      waiting: t('table.waiting', { name: this.seatName(view.turn) }),
    }[state];
    // For tests and styles: what the page shows, and which version of the table it shows.
    this.prompt.dataset.state = state;
    this.root.querySelector('.table-view').dataset.version = String(this.socket.version);
    this.root.querySelector('.table-view').dataset.phase = view.phase;
  }

  renderFacts(view) {
    const rows = [];
    const add = (key, value, id) => rows.push(el('div', { class: 'fact', id }, el('dt', {}, t(key)), el('dd', {}, value)));
    rows.push(el('div', { class: 'fact', id: 'fact-hand' },
      el('dt', {}, t('table.hand', { n: (view?.hand ?? this.info.hands_played) + 1, of: this.info.hands }))));
    if (view) {
      const d = view.detail ?? {};
      add('table.phase', t(`phase.${view.phase}`), 'fact-phase');
      add('table.dealer', this.seatName(view.dealer), 'fact-dealer');
      if ('highBid' in d && d.contract == null) add('table.bid', contractName(d.highBid), 'fact-bid');
      if ('contract' in d) add('table.contract', contractName(d.contract), 'fact-contract');
      if ('declarer' in d) add('table.declarer', d.declarer >= 0 ? this.seatName(d.declarer) : t('table.nobody'), 'fact-declarer');
      const trump = d.trump ?? (this.game === 'leipzig-taroc' || this.game === 'husarln' ? 'T' : null);
      if ('trump' in d || trump) add('table.trump', trumpName(trump, this.game), 'fact-trump');
      if (d.matsch === true) add('table.matsch', t('announce.matsch'), 'fact-matsch');
      if ('haferl' in d) add('table.haferl', String(d.haferl), 'fact-pot');
      const carry = d.carry ?? {};
      if ('pot' in carry) add('table.pot', String(carry.pot), 'fact-pot');
      if ('pot_blocks' in carry) {
        add('table.blocks', `${carry.pot_blocks} · ${t('table.pot')} ${carry.pot_money} · ${carry.cup}/${carry.blockade}`, 'fact-pot');
      }
      const declared = this.declarationsText(d);
      if (declared) add('table.declarations', declared, 'fact-declarations');
      if (this.seating?.sittingOut) rows.push(el('div', { class: 'fact' }, el('dd', {}, t('table.sitsOut', { name: this.seating.sittingOut }))));
    }
    this.facts.replaceChildren(...rows);
  }

  /** Leipzig lists each seat's declared tokens; Husarln a token mask per seat (-1: not yet spoken). */
  declarationsText(d) {
    if (!Array.isArray(d.declarations)) return '';
    const parts = d.declarations.map((x, seat) => {
      const words = Array.isArray(x) ? x.map((w) => (typeof w === 'string' ? t(`token.${w}`) : JSON.stringify(w)))
        : x > 0 ? [String(x)] : [];
      return words.length ? `${this.seatName(seat)}: ${words.join(', ')}` : '';
    }).filter(Boolean);
    return parts.join('; ');
  }

  renderOpponents(view) {
    const me = view.seat ?? 0;
    const seats = view.seat === null ? [0, 1, 2] : [(me + 1) % 3, (me + 2) % 3];
    const boxes = seats.map((s) => {
      const count = view.hand_sizes[s];
      const backs = el('div', { class: 'backs', 'aria-hidden': 'true' });
      for (let i = 0; i < Math.min(count, 12); i++) backs.append(cardBack());
      const marks = [];
      if (view.dealer === s) marks.push(t('table.dealer'));
      if (view.detail?.declarer === s) marks.push(t('table.declarer'));
      return el('div', { class: `player${view.turn === s ? ' on-turn' : ''}`, 'data-seat': s },
        el('div', { class: 'player-name' }, this.seatName(s), marks.length ? ` (${marks.join(', ')})` : ''),
        el('div', { class: 'player-count' }, t('table.cards', { n: count })), backs);
    });
    this.opponents.replaceChildren(...boxes);
  }

  renderTricks(view) {
    // The newest trick stays in the middle (complete, with its winner marked) until the next lead.
    const tricks = view.tricks;
    const shown = tricks[tricks.length - 1];
    const previous = tricks[tricks.length - 2];
    this.trick.replaceChildren(...(shown ? this.trickCards(shown) : []));
    this.lastTrick.replaceChildren(...(previous ? this.trickCards(previous) : []));
  }

  trickCards(trick) {
    return trick.cards.map((code, i) => {
      const seat = (trick.leader + i) % 3;
      const won = trick.winner === seat;
      return el('figure', { class: `played${won ? ' winner' : ''}`, 'data-card': code },
        cardSvg(code, this.game), el('figcaption', {}, this.seatName(seat)));
    });
  }

  renderTalon(view) {
    if (!view.talon.length) {
      clear(this.talon);
      return;
    }
    this.talon.replaceChildren(el('h2', {}, gameWord(this.game, 'talon')),
      el('div', { class: 'talon-cards' }, ...view.talon.map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, this.game)))));
  }

  discardChoices(view) {
    return view.legal.filter((a) => a.startsWith('discard '));
  }

  /** Whether the discard is chosen card by card (many combinations) instead of from a list of buttons. */
  selecting(view) {
    return view.turn === view.seat && this.discardChoices(view).length > 6;
  }

  renderHand(view) {
    if (view.seat === null) {
      clear(this.hand);
      return;
    }
    const playable = new Set(view.legal.filter((a) => a.startsWith('play ')).map((a) => a.slice(5)));
    const selecting = this.selecting(view);
    const discardable = new Set(this.discardChoices(view).flatMap((a) => a.split(' ').slice(1)));
    if (!selecting) this.selected.clear();
    const focused = document.activeElement?.dataset?.card;
    const buttons = view.cards.map((code) => {
      const legal = selecting ? discardable.has(code) : playable.has(code);
      const b = el('button', {
        type: 'button', class: `card${legal ? ' legal' : ''}${this.selected.has(code) ? ' selected' : ''}`,
        'data-card': code, 'aria-label': cardName(code, this.game), 'aria-disabled': legal ? 'false' : 'true',
        'aria-pressed': selecting ? String(this.selected.has(code)) : null, tabindex: legal ? '0' : '-1',
      }, cardSvg(code, this.game));
      // An illegal card still asks the server, so the player reads the engine's reason for the refusal.
      b.addEventListener('click', () => (selecting ? this.toggle(code) : this.act(`play ${code}`)));
      return b;
    });
    this.hand.replaceChildren(...buttons);
    if (focused) this.hand.querySelector(`[data-card="${focused}"][tabindex="0"]`)?.focus();
  }

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code);
    else this.selected.add(code);
    this.draw(this.view);
    this.hand.querySelector(`[data-card="${code}"]`)?.focus();
  }

  /** Arrow keys move between the playable cards of the hand. */
  moveFocus(e) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const cards = [...this.hand.querySelectorAll('button[tabindex="0"]')];
    const i = cards.indexOf(document.activeElement);
    if (i < 0 || !cards.length) return;
    cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length].focus();
    e.preventDefault();
  }

  renderCalls(view) {
    const calls = view.legal.filter((a) => !a.startsWith('play '));
    if (view.seat === null || view.turn !== view.seat || !calls.length) {
      clear(this.calls);
      return;
    }
    const buttons = [];
    if (this.selecting(view)) {
      const choices = this.discardChoices(view);
      const size = choices[0].split(' ').length - 1;
      const chosen = [...this.selected].sort().join(' ');
      const match = choices.find((a) => a.split(' ').slice(1).sort().join(' ') === chosen);
      buttons.push(el('p', { class: 'hint' }, t('table.selectDiscard', { n: size })));
      const lay = el('button', { type: 'button', class: 'call primary', id: 'lay-away', 'data-size': size,
        disabled: match ? null : true }, t('table.lay'));
      lay.addEventListener('click', () => { if (match) this.act(match); });
      buttons.push(lay);
      calls.filter((a) => !a.startsWith('discard ')).forEach((a) => buttons.push(this.callButton(a)));
    } else {
      calls.forEach((a) => buttons.push(this.callButton(a)));
    }
    this.calls.replaceChildren(...buttons);
    const first = this.calls.querySelector('button:not([disabled])');
    if (first && !this.calls.contains(document.activeElement) && !this.hand.contains(document.activeElement)) first.focus();
  }

  callButton(act) {
    const b = el('button', { type: 'button', class: 'call', 'data-act': act }, actionLabel(act, this.game));
    const cards = act.split(' ').slice(1).filter((w) => /^([EGHSCD]|T\d|FOOL)/.test(w) && act.match(/^(take|discard) /));
    if (cards.length) b.prepend(el('span', { class: 'mini-cards', 'aria-hidden': 'true' }, ...cards.map((c) => cardSvg(c, this.game))));
    b.addEventListener('click', () => this.act(act));
    return b;
  }

  renderLog(view) {
    const items = view.history.map((m) => el('li', {},
      el('span', { class: 'who' }, this.seatName(m.seat)), ': ', m.act === null ? '…' : actionLabel(m.act, this.game)));
    this.log.replaceChildren(...items);
    this.log.scrollTop = this.log.scrollHeight;
  }

  renderShare() {
    const open = this.info.seats.filter((s) => s.player === 'open');
    if (!open.length) {
      clear(this.share);
      return;
    }
    const rows = open.map((s) => {
      const url = `${location.origin}/#/join/${this.id}/${s.seat}`;
      const input = el('input', { readonly: true, value: url, id: `share-${s.seat}`, class: 'share-url' });
      const copy = el('button', { type: 'button' }, t('table.copy'));
      copy.addEventListener('click', async () => {
        input.select();
        await navigator.clipboard?.writeText(url).catch(() => {});
        announce(t('table.copied'));
      });
      return el('div', { class: 'field' }, el('label', { for: `share-${s.seat}` }, t('table.shareSeat', { n: s.seat + 1 })), input, copy);
    });
    this.share.replaceChildren(el('h2', {}, t('table.share')), el('p', {}, t('table.notStarted')), ...rows);
  }

  // ---- the end of a hand ------------------------------------------------------------------------------

  showHandOver() {
    this.fillHandOver();
    if (!this.dialog.open) this.dialog.showModal();
  }

  fillHandOver() {
    const { data } = this.handOver;
    const r = data.result;
    const names = data.players;
    const head = el('tr', {}, el('th', { scope: 'col' }, ''), ...names.map((n) => el('th', { scope: 'col' }, n)));
    const row = (label, values) => el('tr', {}, el('th', { scope: 'row' }, label), ...values.map((v) => el('td', {}, String(v))));
    const rows = [];
    if (Array.isArray(r.card_points)) rows.push(row(t('table.points'), r.card_points));
    if (Array.isArray(r.breakdown)) {
      for (const key of Object.keys(r.breakdown[0] ?? {})) rows.push(row(breakdownLabel(key), r.breakdown.map((b) => b[key])));
    }
    rows.push(row(t('table.settlement'), r.settlement));
    const lines = [];
    if (r.contract !== undefined) {
      lines.push(`${t('table.contract')}: ${contractName(r.contract)}`
        + (r.declarer != null ? ` · ${t('table.declarer')}: ${names[r.declarer]}` : '')
        + (r.trump ? ` · ${t('table.trump')}: ${trumpName(r.trump, this.game)}` : ''));
    }
    if (r.side_points && r.declarer != null) {
      lines.push(`${t('table.sideDeclarer')} ${r.side_points.declarer} · ${t('table.sideDefenders')} ${r.side_points.defenders}`);
    }
    const outcome = r.outcome ?? (r.declarer == null ? null : r.won ? 'won' : 'lost');
    if (outcome && outcome !== 'none') lines.push(t(`table.outcome.${outcome}`));
    const pot = r.carry_after && Object.keys(r.carry_after).length ? `${gameWord(this.game, 'pot')}: ${JSON.stringify(r.carry_after)}` : null;
    const next = el('button', { type: 'button', class: 'primary', id: 'next-hand' },
      this.matchOver ? t('table.close') : t('table.nextHand'));
    next.addEventListener('click', () => {
      this.dialog.close();
      this.handOver = null;
      this.render();
    });
    this.dialog.replaceChildren(
      el('h2', { id: 'hand-over-title' }, t('table.handOver', { n: data.number + 1 })),
      ...lines.map((l) => el('p', {}, l)), this.fair.verdict(data.number),
      el('table', { class: 'result' }, el('thead', {}, head), el('tbody', {}, ...rows)),
      el('h3', {}, t('table.why')),
      el('ul', { class: 'notes' }, ...(r.notes ?? []).map((n) => el('li', { 'data-note': n }, noteText(n))),
        pot ? el('li', {}, pot) : null),
      this.matchOver ? el('p', { class: 'match-over' }, t('table.matchOver')) : null,
      el('p', {}, el('a', { href: recordUrl(this.id, data.number), download: '' }, t('table.download')), ' · ',
        el('a', { href: `#/replay/${this.id}/${data.number}` }, t('table.replay'))),
      next);
    next.focus();
  }

  // ---- score sheet and history --------------------------------------------------------------------------

  async loadRecords() {
    const { hands } = await listHands(this.id);
    for (let n = this.records.length; n < hands.length; n++) {
      this.records.push(await getRecord(this.id, n));
    }
    this.fair.records(this.records);
    this.renderScore();
  }

  renderScore() {
    const names = this.info.seats.map((s) => s.name ?? t('table.open'));
    const totals = names.map(() => 0);
    const body = this.records.map((rec, n) => {
      const cells = names.map((name, i) => {
        const seat = rec.players.indexOf(name);
        const amount = seat < 0 ? 0 : rec.result.settlement[seat];
        totals[i] += amount;
        return el('td', {}, seat < 0 ? '–' : String(amount));
      });
      return el('tr', {}, el('th', { scope: 'row' }, String(n + 1)), ...cells);
    });
    this.score.replaceChildren(el('table', { class: 'score-sheet', id: 'score-sheet' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, '#'), ...names.map((n) => el('th', { scope: 'col' }, n)))),
      el('tbody', {}, ...body),
      el('tfoot', {}, el('tr', {}, el('th', { scope: 'row' }, t('table.total')), ...totals.map((x) => el('td', {}, String(Math.round(x * 2) / 2)))))));
    const items = this.records.map((rec, n) => el('li', {},
      `${n + 1}. ${contractName(rec.result.contract ?? null)} `,
      el('a', { href: recordUrl(this.id, n), download: '' }, t('table.download')), ' · ',
      el('a', { href: `#/replay/${this.id}/${n}` }, t('table.replay'))));
    this.history.replaceChildren(el('ul', {}, ...items),
      this.records.length ? el('p', {}, el('a', { href: matchUrl(this.id), download: '' }, t('table.match'))) : '');
  }
}
