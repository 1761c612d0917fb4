// The table's event queue and the motion of its cards: messages are handled one at a time, so that a card
// flies to the trick and a finished trick is held and swept to its winner before the next event is shown;
// none is skipped. Methods of the table view (js/table.js).

import { t, actionLabel, cardRef } from './i18n.js';
import { announce } from './dom.js';
import { flyIn, sweep, pause } from './motion.js';

// At a server pace of 800 ms before a bot's card (tarock serve's default) the page holds a complete trick
// for 1.2 s; cards fly for 0.3 s. Faster servers (tests, "fast" tables) shorten both in proportion. A player
// who plays his card while the trick is held ends the hold: he has seen it; the trick then goes in a short
// sweep, so that his card is on the table at once.
const HOLD_MS = 1200;
const FLY_MS = 300;
const SWEEP_MS = 350;
const CUT_SWEEP_MS = 120;
const DEFAULT_DELAY_MS = 800;
// Cards that arrived while the page held a trick are not shown in a rush after it: consecutive cards appear at
// least this share of the table's card delay apart.
const MIN_GAP = 0.6;

export const eventQueue = {
  enqueue(msg) {
    // The end of the match joins the hand-over dialog at once, which holds the queue until it is closed.
    if (msg.event?.kind === 'match-over') {
      this.clearRefusal();
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
  },

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
  },

  onState(msg) {
    this.info = msg.info ?? this.info;
    this.queued = null;
    this.view = msg.view;
    this.standInMoves?.clear();
    this.seating = this.deriveSeating(msg.view);
    // A complete trick in a fresh state was already seen (or missed): it is shown as it stands, not swept.
    this.swept = -1;
    this.render();
  },

  async onEvent(msg) {
    const ev = msg.event;
    if (ev?.kind === 'hand') {
      this.seating = { players: ev.players, sittingOut: ev.sitting_out };
      this.swept = -1;
    }
    if (ev?.kind === 'seated') this.refreshInfo();
    if (ev) this.noteAbsence(ev, msg.view);
    // The table moved on: a refusal of an earlier intent ("not your turn") is about a situation that has passed.
    if (['action', 'hand', 'hand-over'].includes(ev?.kind)) this.clearRefusal();
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
  },

  /** A card played: it flies from the hand or seat to the trick; a trick it completes is held, then swept. */
  async playCard(ev, before, after) {
    const code = ev.act.slice(5);
    const mine = ev.seat === after.seat;
    const scale = this.paceScale();
    await this.keepGap();
    const from = this.playSource(ev.seat, code);
    if (mine) this.queued = null;
    this.render();
    this.lastCardAt = performance.now();
    // The page's own timestamps of what it shows (read by the browser tests that measure its pace).
    performance.mark('tarock:card', { detail: { code, seat: ev.seat, mine } });
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
      const cut = await Promise.race([pause(HOLD_MS * scale).then(() => false), this.played().then(() => true)]);
      const target = this.seatFor(trick.winner)?.getBoundingClientRect();
      await sweep([...this.trick.querySelectorAll('.played .card-svg')], target, (cut ? CUT_SWEEP_MS : SWEEP_MS) * scale);
      this.holding = null;
      this.swept = index;
      this.render();
    }
  },

  /** Waits until the last card shown has been on the table for the least gap between two cards. */
  async keepGap() {
    const gap = MIN_GAP * this.cardDelay();
    const since = performance.now() - (this.lastCardAt ?? -Infinity);
    // whole milliseconds up: a timer's delay is cut to whole milliseconds, which would end the gap a little early
    if (since < gap) await pause(Math.ceil(gap - since));
  },

  /** Resolves when the player plays his card (js/table-input.js), or at once if it is already waiting. */
  played() {
    if (this.queued) return Promise.resolve();
    return new Promise((resolve) => { this.onPlayed = resolve; });
  },

  takesText(trick) {
    const name = this.seatName(trick.winner);
    return trick.points != null ? t('trick.takesPoints', { name, points: trick.points }) : t('trick.takes', { name });
  },

  /** Where a played card comes from: the player's own card in the hand, or the seat of another player. */
  playSource(seat, code) {
    const own = this.hand.querySelector(`[data-card="${code}"]`);
    if (own && seat === this.view?.seat) return own.getBoundingClientRect();
    return this.seatFor(seat)?.getBoundingClientRect() ?? null;
  },

  /** The server's delay before a bot's card at this table: its bot delay at the table's pace (docs/protocol.md). */
  cardDelay() {
    const delay = this.info.bot_delay_ms ?? DEFAULT_DELAY_MS;
    return this.info.pace === 'fast' ? delay / 2 : delay;
  },

  /** How much of the standard pace this table runs at: the server's bot delay and the table's pace. */
  paceScale() {
    return Math.max(0.1, Math.min(1, this.cardDelay() / DEFAULT_DELAY_MS));
  },
};
