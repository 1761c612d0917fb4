// The table: a player's (or a watcher's) view of a running match, drawn as a card table from each view the
// server sends. The page decides nothing about the rules: it offers exactly the legal actions of the view and
// words the engine's reason when the server refuses an intent.
//
// Messages are handled one at a time from a queue, so that a card flies to the trick and a finished trick is
// held and swept to its winner before the next event is shown; none is skipped.

import { getTable, listHands, getRecord, recordUrl, matchUrl, savedSeat, TableSocket } from './api.js';
import { cardSvg, cardBack } from './cards.js';
import {
  t, actionLabel, cardName, cardRef, contractName, trumpName, tokenName, onLangChange, applyStatic, gameName,
  phaseName, talonWord, refusalText, errorText, playerName, shortPlayerName, botKind,
} from './i18n.js';
import { el, clear, announce } from './dom.js';
import { flyIn, sweep, pause } from './motion.js';
import { HandOver } from './handover.js';
import { fairPanel } from './fair.js';

// At a server pace of 800 ms before a bot's card (tarock serve's default) the page holds a complete trick
// for 1.2 s; cards fly for 0.3 s. Faster servers (tests, "fast" tables) shorten both in proportion.
const HOLD_MS = 1200;
const FLY_MS = 300;
const SWEEP_MS = 350;
const DEFAULT_DELAY_MS = 800;

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
    this.stopLang = onLangChange(() => { applyStatic(this.root); this.render(); this.renderScore(); this.handOver.refill(); });
    this.socket = new TableSocket(this.id, this.saved?.token ?? null, {
      state: (m) => this.enqueue(m),
      event: (m) => this.enqueue(m),
      refused: (m) => this.showProblem(t('table.refused', {
        message: refusalText(m.code, m.args, this.game, (s) => this.seatName(s)),
      }), m.code),
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
    document.removeEventListener('visibilitychange', this.onVisible);
    document.title = t('app.title');
  }

  get game() {
    return this.info.game;
  }

  /** How much of the standard pace this table runs at: the server's bot delay and the table's pace. */
  paceScale() {
    const delay = this.info.bot_delay_ms ?? DEFAULT_DELAY_MS;
    const pace = this.info.pace === 'fast' ? 0.5 : 1;
    return Math.max(0.1, Math.min(1, (delay / DEFAULT_DELAY_MS) * pace));
  }

  // ---- layout ---------------------------------------------------------------------------------------

  build() {
    clear(this.root);
    const make = (tag, cls, id, attrs = {}) => el(tag, { class: cls, id, ...attrs });
    this.title = el('h1', { class: 'table-title' });
    this.facts = make('dl', 'facts', 'facts');
    // Status lines above the table (a seat absent, a connection lost...): one element per concern.
    this.banners = make('div', 'banners', 'banners');
    this.seats = { left: this.seatBox('left'), right: this.seatBox('right'), bottom: this.seatBox('bottom') };
    this.trick = make('div', 'trick', 'trick', { role: 'group', 'aria-labelledby': 'trick-title' });
    this.trickNote = make('p', 'trick-note', 'trick-note');
    this.talon = make('div', 'talon', 'talon');
    this.lastButton = el('button', { type: 'button', id: 'show-last', class: 'small', 'aria-expanded': 'false',
      'aria-controls': 'last-trick' });
    this.lastButton.addEventListener('click', () => { this.showLast = !this.showLast; this.renderLast(this.view); });
    this.lastTrick = make('div', 'last-trick', 'last-trick', { role: 'group', 'aria-labelledby': 'last-title', hidden: true });
    this.prompt = make('p', 'prompt', 'prompt');
    this.problem = make('p', 'problem', 'problem', { role: 'alert' });
    this.calls = make('div', 'calls', 'calls', { role: 'group', 'aria-labelledby': 'prompt' });
    this.hand = make('div', 'hand', 'hand', { role: 'group', 'aria-labelledby': 'hand-title' });
    this.log = make('ol', 'log', 'log');
    this.score = make('div', 'score', 'score');
    this.history = make('div', 'history', 'history');
    this.share = make('div', 'share', 'share');
    this.fair = fairPanel(this.id, this.info, this.saved?.seat);
    this.root.append(
      el('section', { class: 'table-view', 'data-game': this.game },
        el('div', { class: 'board' },
          el('div', { class: 'table-head' }, this.title, this.facts),
          this.banners,
          el('div', { class: 'felt' },
            this.seats.left, this.seats.right,
            el('div', { class: 'trick-area' },
              el('h2', { id: 'trick-title', class: 'visually-hidden', 'data-i18n': 'table.trick' }),
              this.trick, this.trickNote),
            el('div', { class: 'side-area' }, this.talon, this.lastButton,
              el('div', { class: 'last-panel' }, el('h2', { id: 'last-title', class: 'visually-hidden', 'data-i18n': 'table.lastTrick' }),
                this.lastTrick))),
          el('div', { class: 'dock', id: 'dock' },
            this.seats.bottom, this.prompt, this.problem, this.calls,
            el('h2', { id: 'hand-title', class: 'hand-title visually-hidden', 'data-i18n': 'table.yourHand' }), this.hand)),
        el('aside', { class: 'sidebar' },
          this.share, this.fair.element,
          el('section', {}, el('h2', { 'data-i18n': 'table.score' }), this.score),
          el('section', {}, el('h2', { 'data-i18n': 'table.history' }), this.history),
          el('section', {}, el('h2', { 'data-i18n': 'table.log' }), this.log))));
    this.hand.addEventListener('keydown', (e) => this.moveFocus(e));
    new ResizeObserver(() => this.fitHand()).observe(this.hand);
    applyStatic(this.root);
  }

  seatBox(pos) {
    return el('div', { class: `seat seat-${pos}`, 'data-pos': pos });
  }

  // ---- messages -------------------------------------------------------------------------------------

  enqueue(msg) {
    // The end of the match joins the hand-over dialog at once, which holds the queue until it is closed.
    if (msg.event?.kind === 'match-over') {
      this.refreshInfo();
      this.handOver.matchOver(msg.event);
      return;
    }
    if (msg.event?.kind === 'next-table') {
      this.handOver.offerNextTable(msg.event.table);
      return;
    }
    this.queue.push(msg);
    if (!this.busy) this.drain();
  }

  async drain() {
    this.busy = true;
    while (this.queue.length) {
      const msg = this.queue.shift();
      this.root.querySelector('.table-view').dataset.step = `${msg.v}:${msg.event?.kind ?? msg.type}:${this.queue.length}`;
      try {
        await (msg.type === 'state' ? this.onState(msg) : this.onEvent(msg));
      } catch (err) {
        this.showProblem(t('table.error', { message: err.message }), 'page');
      }
    }
    this.busy = false;
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

  onState(msg) {
    this.info = msg.info ?? this.info;
    this.view = msg.view;
    this.seating = this.deriveSeating(msg.view);
    // A complete trick in a fresh state was already seen (or missed): it is shown as it stands, not swept.
    this.swept = -1;
    this.render();
  }

  async onEvent(msg) {
    const ev = msg.event;
    if (ev?.kind === 'hand') {
      this.seating = { players: ev.players, sittingOut: ev.sitting_out };
      this.swept = -1;
    }
    if (ev?.kind === 'seated') this.refreshInfo();
    // A player away or back, or the table closed: the table info says who is absent and who stands in.
    if (ev?.kind === 'absent' || ev?.kind === 'back' || ev?.kind === 'closed') {
      if (ev.kind !== 'back') announce(this.bannerFor(ev));
      await this.refreshInfo();
    }
    if (ev?.kind === 'hand-over') {
      this.fair.handOver(ev, this.game);
      this.view = msg.view;
      this.render();
      // the dialog says whether the hand's deal checked out (js/fair.js)
      this.handOver.extra.replaceChildren(this.fair.verdict(ev.number) ?? '');
      this.handOver.show(ev, msg.view);
      this.loadRecords();
      this.refreshInfo();
      await this.handOver.closed();
      return;
    }
    const before = this.view;
    if (msg.view) this.view = msg.view;
    if (ev?.kind === 'action' && ev.act?.startsWith('play ') && before && this.view) {
      await this.playCard(ev, before, this.view);
      return;
    }
    if (ev?.kind === 'action' && ev.seat !== this.view?.seat) {
      announce(t('say.acted', { name: this.seatName(ev.seat), action: actionLabel(ev.act, this.game) }));
    }
    this.render();
  }

  /** A card played: it flies from the hand or seat to the trick; a trick it completes is held, then swept. */
  async playCard(ev, before, after) {
    const code = ev.act.slice(5);
    const from = this.playSource(ev.seat, code);
    this.render();
    const scale = this.paceScale();
    const node = this.trick.querySelector(`[data-card="${code}"]`);
    if (ev.seat !== after.seat) announce(t('say.played', { name: this.seatName(ev.seat), card: cardRef(code, this.game) }));
    if (node) await flyIn(node.querySelector('.card-svg'), from, FLY_MS * scale);
    const index = after.tricks.length - 1;
    const trick = after.tricks[index];
    if (trick && trick.winner >= 0 && trick.cards.includes(code)) {
      const note = this.takesText(trick);
      this.trickNote.textContent = note;
      announce(note);
      this.holding = index;
      await pause(HOLD_MS * scale);
      const target = this.seatFor(trick.winner)?.getBoundingClientRect();
      await sweep([...this.trick.querySelectorAll('.played .card-svg')], target, SWEEP_MS * scale);
      this.holding = null;
      this.swept = index;
      this.render();
    }
  }

  takesText(trick) {
    const name = this.seatName(trick.winner);
    return trick.points != null ? t('trick.takesPoints', { name, points: trick.points }) : t('trick.takes', { name });
  }

  /** Where a played card comes from: the player's own card in the hand, or the seat of another player. */
  playSource(seat, code) {
    const own = this.hand.querySelector(`[data-card="${code}"]`);
    if (own && seat === this.view?.seat) return own.getBoundingClientRect();
    return this.seatFor(seat)?.getBoundingClientRect() ?? null;
  }

  async refreshInfo() {
    this.info = await getTable(this.id);
    this.renderShare();
    this.renderTitle();
    this.renderBanners();
    if (this.view) this.renderSeats(this.view);
  }

  /** The sentence for an absent or closed event, as the live region reads it. */
  bannerFor(ev) {
    if (ev.kind === 'closed') return t('banner.closed');
    return t('banner.away', { name: this.displayName(ev.name) });
  }

  /** One line per absent player (and who plays for him meanwhile), and one when the table is closed. */
  renderBanners() {
    const lines = this.info.seats.filter((s) => s.absent && s.player !== 'open').map((s) => {
      const name = this.displayName(s.name);
      const rule = this.info.absent;
      let text;
      if (s.stand_in) text = t('banner.standIn', { name, kind: botKind(s.stand_in) });
      else if (rule === 'wait') text = t('banner.wait', { name });
      else text = t('banner.standInAfter', { name, after: rule?.after ?? 60 });
      return el('p', { class: 'banner banner-absent', 'data-seat': s.seat }, text);
    });
    if (this.info.status === 'closed') lines.push(el('p', { class: 'banner banner-closed' }, t('banner.closed')));
    this.banners.replaceChildren(...lines);
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

  showProblem(text, code) {
    this.problem.textContent = text;
    this.problem.dataset.code = code ?? '';
    if (text) announce(text);
  }

  /** The expert's card for this decision: marked in the hand and said in words. */
  showHint(m) {
    const code = m.best.slice(5);
    this.hand.querySelector(`[data-card="${code}"]`)?.classList.add('suggested');
    const text = t('table.hint', { card: cardName(code, this.game), deals: m.deals });
    this.calls.querySelector('#hint-text')?.replaceChildren(text);
    announce(text);
  }

  act(text) {
    // While reconnecting the action waits in the socket, so the page keeps saying why nothing happens yet.
    if (this.problem.dataset.code !== 'reconnecting') this.showProblem('', null);
    this.socket.act(text);
  }

  // ---- drawing --------------------------------------------------------------------------------------

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
    let state;
    if (mine === null) state = 'watching';
    else if (view.phase === 'over') state = 'over';
    else state = view.turn === mine ? 'your-turn' : 'waiting';
    this.prompt.textContent = {
      watching: t('table.watching'),
      over: phaseName('over'),
      'your-turn': view.phase === 'play' ? t('table.playCard') : t('table.yourTurn'),
      waiting: t('table.waiting', { name: this.seatName(view.turn) }),
    }[state];
    this.prompt.dataset.state = state;
    tv.classList.toggle('my-turn', state === 'your-turn');
    // For tests and styles: what the page shows, and which version of the table it shows.
    tv.dataset.version = String(this.socket.version);
    tv.dataset.phase = view.phase;
    this.updateTitle();
  }

  renderTitle() {
    this.title.textContent = t('table.title', { game: gameName(this.game), id: this.id });
  }

  /** The tab's title tells a player whose tab is in the background that it is his turn. */
  updateTitle() {
    const myTurn = this.prompt.dataset.state === 'your-turn';
    document.title = myTurn ? t('app.yourTurn') : t('app.title');
  }

  renderFacts(view) {
    const rows = [];
    const add = (key, value, id) => rows.push(el('div', { class: 'fact', id }, el('dt', {}, t(key)), el('dd', {}, value)));
    rows.push(el('div', { class: 'fact', id: 'fact-hand' },
      el('dt', {}, t('table.hand', { n: (view?.hand ?? this.info.hands_played) + 1, of: this.info.hands })), el('dd', {})));
    if (view) {
      const d = view.detail ?? {};
      add('table.phase', phaseName(view.phase), 'fact-phase');
      if (d.highBid != null && d.contract == null) add('table.bid', contractName(d.highBid), 'fact-bid');
      if (d.contract != null) add('table.contract', contractName(d.contract), 'fact-contract');
      if (d.declarer != null && d.declarer >= 0) add('table.declarer', this.seatName(d.declarer), 'fact-declarer');
      if (d.trump != null) add('table.trump', trumpName(d.trump, this.game), 'fact-trump');
      if (d.matsch === true) add('table.matsch', t('announce.matsch'), 'fact-matsch');
      if (d.haferl != null) add('table.haferl', String(d.haferl), 'fact-pot');
      const carry = d.carry ?? {};
      if (carry.pot != null) add('table.pot', String(carry.pot), 'fact-pot');
      if (carry.pot_blocks != null) {
        add('table.blocks', t('table.blockState', {
          blocks: carry.pot_blocks, money: carry.pot_money, blockade: carry.blockade, cup: carry.cup,
        }), 'fact-pot');
      }
      const declared = this.declarations(view);
      if (declared.length) add('table.declarations', el('span', { class: 'declared' }, ...declared), 'fact-declarations');
      if (this.seating?.sittingOut) {
        rows.push(el('div', { class: 'fact', id: 'fact-out' },
          el('dt', {}, t('mark.out')), el('dd', {}, this.displayName(this.seating.sittingOut))));
      }
    }
    this.facts.replaceChildren(...rows);
  }

  /**
   * The declarations every player knows: Leipzig Taroc's list per seat (with the cards when the rules show
   * them), otherwise the public "declare ..." actions of the history.
   */
  declarations(view) {
    const d = view.detail ?? {};
    const out = [];
    if (Array.isArray(d.declarations) && d.declarations.some((x) => Array.isArray(x))) {
      d.declarations.forEach((list, seat) => (list ?? []).forEach((x) => {
        const item = typeof x === 'string' ? { kind: x } : x;
        out.push(this.declaredItem(seat, item.kind, item.value, item.cards));
      }));
      return out;
    }
    view.history.filter((m) => m.act?.startsWith('declare ')).forEach((m) => m.act.split(' ').slice(1)
      .forEach((token) => out.push(this.declaredItem(m.seat, token, null, null))));
    return out;
  }

  declaredItem(seat, kind, value, cards) {
    const label = value != null ? t('token.declared', { token: tokenName(kind), value }) : tokenName(kind);
    return el('span', { class: 'declaration', 'data-token': kind },
      `${this.seatName(seat)}: ${label}`,
      cards?.length ? el('span', { class: 'mini-cards' }, ...cards.map((c) => cardSvg(c, this.game))) : null);
  }

  renderSeats(view) {
    const tricksWon = [0, 0, 0];
    view.tricks.forEach((tr) => { if (tr.winner >= 0) tricksWon[tr.winner] += 1; });
    for (const [pos, seat] of Object.entries(this.positions(view))) {
      const box = this.seats[pos];
      const count = view.hand_sizes[seat];
      const marks = [];
      if (view.dealer === seat) marks.push(el('span', { class: 'mark mark-dealer' }, t('mark.dealer')));
      if (view.detail?.declarer === seat) marks.push(el('span', { class: 'mark mark-declarer' }, t('mark.declarer')));
      const onTurn = view.turn === seat && view.phase !== 'over';
      if (onTurn) marks.push(el('span', { class: 'mark mark-turn' }, t('mark.turn')));
      if (this.absent(seat)) marks.push(el('span', { class: 'mark mark-away' }, t('mark.away')));
      const isMe = seat === view.seat;
      const backs = el('div', { class: 'backs', 'aria-hidden': 'true' });
      if (!isMe) for (let i = 0; i < Math.min(count, 12); i++) backs.append(cardBack());
      box.className = `seat seat-${pos}${onTurn ? ' on-turn' : ''}${isMe ? ' me' : ''}`;
      box.dataset.seat = String(seat);
      box.replaceChildren(
        el('div', { class: 'seat-name' }, this.seatName(seat), isMe ? el('span', { class: 'you' }, ` (${t('table.you')})`) : null),
        el('div', { class: 'marks' }, ...marks),
        el('div', { class: 'seat-counts' },
          el('span', { class: 'cards-left' }, count === 1 ? t('seat.cards.one') : t('seat.cards', { n: count })), ' · ',
          el('span', { class: 'tricks-taken' }, tricksWon[seat] === 1 ? t('seat.tricks.one') : t('seat.tricks', { n: tricksWon[seat] }))),
        ...(isMe ? [] : [backs]));
    }
  }

  /** The trick being played, each card in front of the seat that played it; a complete one until it is swept. */
  renderTrick(view) {
    const index = view.tricks.length - 1;
    const trick = view.tricks[index];
    const shown = trick && (trick.winner < 0 || index > this.swept) ? trick : null;
    const pos = this.positions(view);
    const where = (seat) => Object.keys(pos).find((p) => pos[p] === seat);
    this.trick.replaceChildren(...(shown ? shown.cards.map((code, i) => {
      const seat = (shown.leader + i) % 3;
      return el('figure', {
        class: `played${shown.winner === seat ? ' winner' : ''}`, 'data-card': code, 'data-seat': seat, 'data-pos': where(seat),
      }, cardSvg(code, this.game), el('figcaption', {}, this.seatShortName(seat)));
    }) : []));
    if (this.holding === null) this.trickNote.textContent = shown && shown.winner >= 0 ? this.takesText(shown) : '';
  }

  /** The last completed trick, on demand. */
  renderLast(view) {
    const done = (view?.tricks ?? []).filter((tr, i, all) => tr.winner >= 0 && (i < all.length - 1 || i <= this.swept));
    const last = done[done.length - 1];
    this.lastButton.textContent = this.showLast ? t('table.hideLast') : t('table.showLast');
    this.lastButton.setAttribute('aria-expanded', String(this.showLast));
    this.lastTrick.hidden = !this.showLast;
    this.lastTrick.replaceChildren(...(last ? last.cards.map((code, i) => {
      const seat = (last.leader + i) % 3;
      return el('figure', { class: `played${last.winner === seat ? ' winner' : ''}`, 'data-card': code },
        cardSvg(code, this.game), el('figcaption', {}, this.seatShortName(seat)));
    }) : [el('p', {}, t('table.noLast'))]));
  }

  /**
   * The talon as far as this member may know it, labelled with what it is: the cards just taken (to the
   * taker, while he lays away), his own discard, the stock cards turned up for everyone (Husarln), or an
   * unseen pile.
   */
  renderTalon(view) {
    const talon = talonWord(this.game);
    const panel = (kind, label, cards, backs = 0) => el('div', { class: `talon-panel talon-${kind}`, 'data-kind': kind },
      el('h2', {}, label),
      el('div', { class: 'talon-cards' }, ...cards.map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, this.game))),
        ...Array.from({ length: backs }, () => cardBack())));
    const d = view.detail ?? {};
    const parts = [];
    const own = view.seat !== null
      ? view.history.find((m) => m.seat === view.seat && m.act?.startsWith('discard ')) : null;
    const hiddenDiscard = view.history.find((m) => m.act === null);
    if (view.phase === 'over') {
      // The hand-over dialog shows the whole deal.
    } else if (Array.isArray(d.exposed) && d.exposed.length) {
      // A packet turned up and then taken is in the taker's hand now (his public "take"): not on the table.
      const taken = new Set(view.history.filter((m) => m.act?.startsWith('take ')).flatMap((m) => m.act.split(' ').slice(1)));
      const lying = d.exposed.filter((c) => !taken.has(c));
      if (lying.length) parts.push(panel('exposed', t('talon.exposed'), lying));
      if (Array.isArray(d.shownDiscards) && d.shownDiscards.length) parts.push(panel('shown', t('talon.shownDiscards'), d.shownDiscards));
    } else if (view.phase === 'discard' && view.turn === view.seat && view.talon.length && !own) {
      parts.push(panel('taken', t('talon.taken', { talon }), view.talon));
    } else if (!own && !hiddenDiscard) {
      parts.push(panel('unseen', t('talon.unseen', { talon }), [], 3));
    }
    if (own && view.phase !== 'over') parts.push(panel('laid-away', t('talon.laidAway'), own.act.split(' ').slice(1)));
    this.talon.replaceChildren(...parts);
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
      this.hand.hidden = true;
      return;
    }
    this.hand.hidden = false;
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
    this.fitHand();
    const again = focused ? this.hand.querySelector(`[data-card="${focused}"][tabindex="0"]`) : null;
    if (again) again.focus();
    else if (view.turn === view.seat && (view.phase === 'play' || selecting) && !document.querySelector('dialog[open]')) {
      // The player's turn to play, or to choose cards to lay away: the focus goes to his first card he may
      // play or choose, for play by keyboard.
      this.hand.querySelector('button[tabindex="0"]')?.focus({ preventScroll: true });
    }
  }

  /** Overlaps the cards so that the hand fits its width: one row, or two for a hand of more than 13. */
  fitHand() {
    const cards = this.hand.children.length;
    if (!cards) return;
    const rows = cards > 13 ? 2 : 1;
    const perRow = Math.ceil(cards / rows);
    this.hand.classList.toggle('two-rows', rows === 2);
    const width = this.hand.clientWidth;
    const card = this.hand.firstElementChild.getBoundingClientRect().width || 60;
    const step = perRow > 1 ? Math.min(card + 4, (width - card) / (perRow - 1)) : card;
    this.hand.style.setProperty('--step', `${Math.floor(step)}px`);
    this.hand.style.setProperty('--per-row', String(perRow));
  }

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code);
    else this.selected.add(code);
    this.render();
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
    if (view.seat !== null && view.turn === view.seat && view.phase === 'play' && !calls.length) {
      // Card play: the only call is asking for the expert's hint (its answer is shown beside the button).
      const ask = el('button', { type: 'button', class: 'small', id: 'hint' }, t('table.askHint'));
      ask.addEventListener('click', () => this.socket.hint());
      this.calls.replaceChildren(ask, el('p', { class: 'hint', id: 'hint-text' }));
      return;
    }
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
      buttons.push(el('p', { class: 'hint' }, size === 1 ? t('table.selectDiscard.one') : t('table.selectDiscard', { n: size })));
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
    if (first && !this.calls.contains(document.activeElement) && !this.hand.contains(document.activeElement)
      && !document.querySelector('dialog[open]')) first.focus({ preventScroll: true });
  }

  callButton(act) {
    const b = el('button', { type: 'button', class: 'call', 'data-act': act }, actionLabel(act, this.game));
    if (/^(take|discard) /.test(act)) {
      const cards = act.split(' ').slice(1);
      b.prepend(el('span', { class: 'mini-cards', 'aria-hidden': 'true' }, ...cards.map((c) => cardSvg(c, this.game))));
    }
    b.addEventListener('click', () => this.act(act));
    return b;
  }

  renderLog(view) {
    const items = view.history.map((m) => el('li', { 'data-verb': m.act?.split(' ')[0] ?? 'hidden' },
      el('span', { class: 'who' }, this.seatName(m.seat)), ': ', actionLabel(m.act, this.game)));
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

  // ---- score sheet and history --------------------------------------------------------------------------

  async loadRecords() {
    const { hands } = await listHands(this.id);
    for (let n = this.records.length; n < hands.length; n++) {
      this.records.push(await getRecord(this.id, n));
    }
    this.fair.records(this.records);
    this.renderScore();
    this.handOver.recordsLoaded();
  }

  renderScore() {
    const names = this.info.seats.map((s) => s.name);
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
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, '#'), ...names.map((n) => el('th', { scope: 'col' }, this.shortName(n))))),
      el('tbody', {}, ...body),
      el('tfoot', {}, el('tr', {}, el('th', { scope: 'row' }, t('handOver.total')), ...totals.map((x) => el('td', {}, String(Math.round(x * 2) / 2)))))));
    const items = this.records.map((rec, n) => el('li', {},
      `${n + 1}. ${contractName(rec.result.contract ?? null)} `,
      el('a', { href: recordUrl(this.id, n), download: '' }, t('table.download')), ' · ',
      el('a', { href: `#/replay/${this.id}/${n}` }, t('table.replay'))));
    this.history.replaceChildren(el('ul', {}, ...items),
      this.records.length ? el('p', {}, el('a', { href: matchUrl(this.id), download: '' }, t('table.match'))) : '');
  }
}
