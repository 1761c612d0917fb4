// The table: a player's (or a watcher's) view of a running match, drawn as a card table from each view the
// server sends. The page decides nothing about the rules: it offers exactly the legal actions of the view and
// words the engine's reason when the server refuses an intent.
//
// The table view is one object; its methods are grouped by idea in modules of their own: the event queue
// and motion (table-queue.js), the felt (table-felt.js), the facts line (table-facts.js), the sidebar
// (table-side.js) and the player's input (table-input.js).

import { getTable, listHands, getRecord, savedSeat, TableSocket } from './api.js';
import {
  t, onLangChange, applyStatic, gameName, phaseName, refusalText, errorText, playerName, shortPlayerName, cardName,
} from './i18n.js';
import { el, clear, announce } from './dom.js';
import { HandOver } from './handover.js';
import { fairPanel } from './fair.js';
import { eventQueue } from './table-queue.js';
import { feltPanels } from './table-felt.js';
import { factsPanel } from './table-facts.js';
import { sidePanels } from './table-side.js';
import { playerInput } from './table-input.js';
import { settingsPanel } from './table-settings.js';
import { tournamentPanel } from './table-tournament.js';

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
    this.seating = null;
    this.selected = new Set();
    this.records = [];
    this.queue = [];
    this.busy = false;
    this.swept = -1;
    this.holding = null;
    this.showLast = false;
  }

  async start() {
    this.info = await getTable(this.id);
    this.build();
    this.handOver = new HandOver(this);
    this.stopLang = onLangChange(() => {
      applyStatic(this.root); this.render(); this.renderScore(); this.renderMatchResult(); this.handOver.refill();
      this.tournament?.draw(); this.renderTitle();
    });
    this.socket = new TableSocket(this.id, this.saved?.token ?? null, {
      state: (m) => this.enqueue(m),
      event: (m) => this.enqueue(m),
      refused: (m) => this.onRefused(m),
      error: (m) => this.showProblem(t('table.error', { message: errorText(m.code) }), m.code),
      hint: (m) => this.showHint(m),
      connection: (open) => this.onConnection(open),
      superseded: () => this.onSuperseded(),
    });
    this.onVisible = () => this.updateTitle();
    document.addEventListener('visibilitychange', this.onVisible);
    this.loadRecords();
  }

  stop() {
    this.socket?.close();
    this.stopLang?.();
    clearInterval(this.bannerTimer);
    clearTimeout(this.autoTimer);
    document.removeEventListener('visibilitychange', this.onVisible);
    document.title = t('app.title');
  }

  get game() {
    return this.info.game;
  }

  build() {
    clear(this.root);
    const make = (tag, cls, id, attrs = {}) => el(tag, { class: cls, id, ...attrs });
    this.title = el('h1', { class: 'table-title' });
    this.facts = make('dl', 'facts', 'facts');
    // Status lines above the table (a seat absent, a connection lost...): one element per concern.
    this.banners = make('div', 'banners', 'banners');
    this.result = make('div', 'match-result', 'match-result', { hidden: true });
    this.seats = { left: this.seatBox('left'), right: this.seatBox('right'), bottom: this.seatBox('bottom') };
    this.trick = make('div', 'trick', 'trick', { role: 'group', 'aria-labelledby': 'trick-title' });
    this.trickNote = make('p', 'trick-note', 'trick-note');
    this.talon = make('div', 'talon', 'talon');
    this.lastButton = el('button', { type: 'button', id: 'show-last', class: 'small', 'aria-expanded': 'false',
      'aria-controls': 'last-trick played-cards' });
    this.lastButton.addEventListener('click', () => { this.showLast = !this.showLast; this.renderLast(this.view); });
    this.lastTrick = make('div', 'last-trick', 'last-trick', { role: 'group', 'aria-labelledby': 'last-title', hidden: true });
    this.playedCards = make('section', 'played-cards', 'played-cards', { hidden: true });
    this.prompt = make('p', 'prompt', 'prompt');
    this.problem = make('p', 'problem', 'problem', { role: 'alert' });
    this.calls = make('div', 'calls', 'calls', { role: 'group', 'aria-labelledby': 'prompt' });
    this.hand = make('div', 'hand', 'hand', { role: 'group', 'aria-labelledby': 'hand-title' });
    // The move list scrolls: focusable, so that it can be scrolled by keyboard, and named by its heading.
    this.log = make('ol', 'log', 'log', { tabindex: '0', 'aria-labelledby': 'log-title' });
    this.score = make('div', 'score', 'score');
    this.history = make('div', 'history', 'history');
    this.share = make('div', 'share', 'share');
    this.fair = fairPanel(this.id, this.info, this.saved?.seat);
    this.tournament = this.info.tournament ? tournamentPanel(this) : null;
    this.root.append(
      el('section', { class: 'table-view', 'data-game': this.game },
        el('div', { class: 'board' },
          el('div', { class: 'table-head' }, this.title, this.facts),
          this.banners, this.result,
          el('div', { class: 'felt' },
            this.seats.left, this.seats.right,
            el('div', { class: 'trick-area' },
              el('h2', { id: 'trick-title', class: 'visually-hidden', 'data-i18n': 'table.trick' }),
              this.trick, this.trickNote),
            el('div', { class: 'side-area' }, this.talon, this.lastButton,
              el('div', { class: 'last-panel' }, el('h2', { id: 'last-title', class: 'visually-hidden', 'data-i18n': 'table.lastTrick' }),
                this.lastTrick, this.playedCards))),
          el('div', { class: 'dock', id: 'dock' },
            this.seats.bottom, this.prompt, this.problem, this.calls,
            el('h2', { id: 'hand-title', class: 'hand-title visually-hidden', 'data-i18n': 'table.yourHand' }), this.hand)),
        el('aside', { class: 'sidebar' },
          this.share, this.tournament?.element,
          el('section', {}, el('h2', { 'data-i18n': 'table.score' }), this.score),
          el('section', {}, el('h2', { 'data-i18n': 'table.history' }), this.history),
          el('section', {}, el('h2', { id: 'log-title', 'data-i18n': 'table.log' }), this.log),
          settingsPanel(() => this.render()),
          // the deals' commitment and verdicts: for who checks them, below what a player reads during a hand
          this.fair.element)));
    this.hand.addEventListener('keydown', (e) => this.moveFocus(e));
    new ResizeObserver(() => this.fitHand()).observe(this.hand);
    applyStatic(this.root);
  }

  seatBox(pos) {
    return el('div', { class: `seat seat-${pos}`, 'data-pos': pos });
  }

  onConnection(open) {
    if (!open) this.showProblem(t('table.reconnecting'), 'reconnecting');
    else if (this.problem.dataset.code === 'reconnecting') this.showProblem('', null);
  }

  // The seat is open in another tab: say so, and offer to take it back here.
  onSuperseded() {
    this.showProblem(t('table.superseded'), 'superseded');
    const back = el('button', { type: 'button', class: 'take-back', id: 'take-back' }, t('table.takeBack'));
    back.addEventListener('click', () => {
      this.showProblem('', null);
      this.socket.takeBack();
    });
    this.problem.append(' ', back);
  }

  async refreshInfo() {
    this.info = await getTable(this.id);
    this.renderShare();
    this.renderTitle();
    this.renderBanners();
    this.renderMatchResult();
    // a seat taken since: its player's name heads his column of the score sheet at once
    this.renderScore();
    if (this.view) this.renderSeats(this.view);
  }

  /** Whether the player in engine seat {@code seat} has no connection now (table info). */
  absent(seat) {
    const name = this.seating?.players?.[seat];
    return name != null && this.info.seats.some((s) => s.name === name && s.absent);
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

  displayName(name) {
    return playerName(this.info.seats, name);
  }

  seatName(seat) {
    const name = this.seating?.players?.[seat];
    return name ? this.displayName(name) : t('lobby.seat', { n: seat + 1 });
  }

  shortName(name) {
    return shortPlayerName(this.info.seats, name);
  }

  /** An engine seat's name where space is short (under a card of the trick). */
  seatShortName(seat) {
    const name = this.seating?.players?.[seat];
    return name ? this.shortName(name) : t('lobby.seat', { n: seat + 1 });
  }

  onRefused(m) {
    this.showProblem(t('table.refused', {
      message: refusalText(m.code, m.args, this.game, (s) => this.seatName(s)),
    }), m.code);
    this.problem.dataset.refusal = 'true';
    // a card marked as played that the server did not take goes back to the hand
    if (this.queued) {
      this.queued = null;
      if (this.view) this.render();
    }
  }

  /** Takes away the line of a refused intent (not a lost connection's, nor another tab's). */
  clearRefusal() {
    if (this.problem.dataset.refusal === 'true') this.showProblem('', null);
  }

  showProblem(text, code) {
    this.problem.textContent = text;
    this.problem.dataset.code = code ?? '';
    delete this.problem.dataset.refusal;
    if (text) announce(text);
  }

  /** Which engine seat sits where: the player at the bottom, the next in play order on the left. */
  positions(view) {
    const me = view?.seat ?? 0;
    return { bottom: me, left: (me + 1) % 3, right: (me + 2) % 3 };
  }

  seatFor(seat) {
    const pos = Object.entries(this.positions(this.view)).find(([, s]) => s === seat)?.[0];
    return pos ? this.seats[pos] : null;
  }

  render() {
    const view = this.view;
    this.renderTitle();
    this.renderShare();
    this.renderBanners();
    if (this.result.hidden === (this.info.status === 'finished')) this.renderMatchResult();
    const tv = this.root.querySelector('.table-view');
    if (!view) {
      this.prompt.textContent = t('table.notStarted');
      this.prompt.dataset.state = 'waiting';
      [this.hand, this.calls, this.trick, this.talon].forEach(clear);
      this.renderFacts(null);
      tv.dataset.version = String(this.socket.version);
      return;
    }
    const mine = view.seat;
    this.renderFacts(view);
    this.renderSeats(view);
    this.renderTrick(view);
    this.renderLast(view);
    this.renderTalon(view);
    this.renderHand(view);
    this.renderCalls(view);
    this.renderLog(view);
    this.autoPlay(view);
    let state;
    if (mine === null) state = 'watching';
    else if (view.phase === 'over') state = 'over';
    else state = view.turn === mine ? 'your-turn' : 'waiting';
    const text = {
      watching: t('table.watching'),
      over: phaseName('over'),
      'your-turn': view.phase === 'play' ? t('table.playCard') : t('table.yourTurn'),
      waiting: t('table.waiting', { name: this.seatName(view.turn) }),
    }[state];
    if (this.queued && state === 'your-turn') this.showPrompt('queued', t('table.cardQueued', { card: cardName(this.queued, this.game) }));
    else this.showPrompt(state, text);
    tv.classList.toggle('my-turn', state === 'your-turn');
    // For tests and styles: what the page shows, and which version of the table it shows.
    tv.dataset.version = String(this.socket.version);
    tv.dataset.phase = view.phase;
    this.updateTitle();
  }

  showPrompt(state, text) {
    this.prompt.textContent = text;
    this.prompt.dataset.state = state;
  }

  renderTitle() {
    this.title.textContent = this.tournament?.title() ?? t('table.title', { game: gameName(this.game), id: this.id });
  }

  /** The tab's title tells a player whose tab is in the background that it is his turn. */
  updateTitle() {
    const myTurn = this.prompt.dataset.state === 'your-turn';
    document.title = myTurn ? t('app.yourTurn') : t('app.title');
  }

  async loadRecords() {
    const { hands } = await listHands(this.id);
    for (let n = this.records.length; n < hands.length; n++) {
      this.records.push(await getRecord(this.id, n));
    }
    this.fair.records(this.records);
    this.renderScore();
    this.handOver.recordsLoaded();
    this.tournament?.refresh().catch(() => {});
  }
}

Object.assign(TableView.prototype, eventQueue, feltPanels, factsPanel, sidePanels, playerInput);
