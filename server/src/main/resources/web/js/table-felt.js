// The felt: the three seats around the table, the trick in front of them, the last trick on demand and the
// talon panels. Methods of the table view (js/table.js).

import { t, tCount, talonWord, actionLabel, contractName, trumpName, isTarotGame } from './i18n.js';
import { cardSvg, cardBack, cardOrder } from './cards.js';
import { el } from './dom.js';
import { stockSize, turnedUp } from './games/games.js';

export const feltPanels = {
  renderSeats(view) {
    const tricksWon = [0, 0, 0];
    view.tricks.forEach((tr) => { if (tr.winner >= 0) tricksWon[tr.winner] += 1; });
    for (const [pos, seat] of Object.entries(this.positions(view))) {
      const box = this.seats[pos];
      const count = view.hand_sizes[seat];
      const marks = [];
      // with four at the table the dealer sits out: his mark is by his name in the facts line, not at a seat
      if (view.dealer === seat && !this.seating?.sittingOut) marks.push(el('span', { class: 'mark mark-dealer' }, t('mark.dealer')));
      if (view.detail?.declarer === seat) marks.push(el('span', { class: 'mark mark-declarer' }, t('mark.declarer')));
      const onTurn = view.turn === seat && view.phase !== 'over';
      // the turn's mark keeps its place at every seat, shown only at the seat on turn: a seat whose marks wrap
      // to a second line must not grow and shrink as the turn goes round, moving the hand below the felt
      marks.push(el('span', { class: `mark mark-turn${onTurn ? '' : ' unseen'}` }, t('mark.turn')));
      if (this.absent(seat)) marks.push(el('span', { class: 'mark mark-away' }, t('mark.away')));
      const isMe = seat === view.seat;
      // the others' seats say who plays without an account
      if (!isMe && this.guest(seat)) marks.push(el('span', { class: 'mark mark-guest' }, t('mark.guest')));
      const call = this.seatCall(view, seat);
      const backs = el('div', { class: 'backs', 'aria-hidden': 'true' });
      if (!isMe) for (let i = 0; i < Math.min(count, 12); i++) backs.append(cardBack());
      box.className = `seat seat-${pos}${onTurn ? ' on-turn' : ''}${isMe ? ' me' : ''}`;
      box.dataset.seat = String(seat);
      box.replaceChildren(
        el('div', { class: 'seat-name' }, this.seatName(seat), isMe ? el('span', { class: 'you' }, ` (${t('table.you')})`) : null),
        el('div', { class: 'marks' }, ...marks),
        ...(call ? [el('div', { class: 'seat-call', 'data-seat-call': seat }, call)] : []),
        el('div', { class: 'seat-counts' },
          el('span', { class: 'cards-left' }, tCount('seat.cards', count)), ' · ',
          el('span', { class: 'tricks-taken' }, tCount('seat.tricks', tricksWon[seat]))),
        ...(isMe ? [] : [backs]));
    }
  },

  /**
   * What a seat has said: the declarer's contract and trump for the whole hand (and his announcements), the
   * others' last call until the card play starts.
   */
  seatCall(view, seat) {
    const d = view.detail ?? {};
    const calls = view.history.filter((m) => m.seat === seat && /^(bid|pass|hold|announce|trump|declare) /.test(`${m.act} `));
    const last = calls[calls.length - 1];
    if (d.declarer === seat && d.contract != null) {
      const parts = [contractName(d.contract)];
      if (d.trump != null) parts.push(`${t('table.trump')}: ${trumpName(d.trump, this.game)}`);
      calls.filter((m) => m.act.startsWith('announce ') && m.act !== 'announce none')
        .forEach((m) => parts.push(actionLabel(m.act, this.game)));
      return parts.join(' · ');
    }
    if (!last || view.phase === 'play' || view.phase === 'over') return null;
    // a bid shows as the contract bid ("Solo"), the other calls as their buttons read ("Pass")
    return last.act.startsWith('bid ') ? contractName(last.act.slice(4)) : actionLabel(last.act, this.game);
  },

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
  },

  /** The last completed trick, on demand. */
  renderLast(view) {
    const done = (view?.tricks ?? []).filter((tr, i, all) => tr.winner >= 0 && (i < all.length - 1 || i <= this.swept));
    const last = done[done.length - 1];
    // nothing to show before the first trick is complete (while bidding and laying away): the button waits
    // unseen in its place, so that its coming does not move the hand below the felt
    this.lastButton.classList.toggle('unseen', !last);
    this.lastButton.textContent = this.showLast ? t('table.hideLast') : t('table.showLast');
    this.lastButton.setAttribute('aria-expanded', String(this.showLast));
    this.lastTrick.hidden = !this.showLast;
    this.lastTrick.replaceChildren(...(last ? last.cards.map((code, i) => {
      const seat = (last.leader + i) % 3;
      return el('figure', { class: `played${last.winner === seat ? ' winner' : ''}`, 'data-card': code },
        cardSvg(code, this.game), el('figcaption', {}, this.seatShortName(seat)));
    }) : [el('p', {}, t('table.noLast'))]));
    this.playedCards.hidden = !this.showLast;
    if (this.showLast) this.playedCards.replaceChildren(...this.playedBySuit(view));
  },

  /**
   * The cards played so far in this hand, a row per suit in the cards' order (the tarocks, with the Excuse, as
   * one suit), as card sites show them on request.
   */
  playedBySuit(view) {
    const played = (view?.tricks ?? []).flatMap((tr) => tr.cards);
    const suitOf = (c) => (c === 'FOOL' || /^T\d+$/.test(c) ? 'T' : c[0]);
    const family = isTarotGame(this.game) ? 'tarot' : 'german';
    const suits = [...new Set(played.map(suitOf))].sort();
    const rows = suits.map((suit) => {
      const cards = played.filter((c) => suitOf(c) === suit).sort((a, b) => cardOrder(a, this.game) - cardOrder(b, this.game));
      return el('div', { class: 'played-suit', 'data-suit': suit },
        el('h3', {}, `${suit === 'T' ? t('played.trumps') : t(`suit.${family}.${suit}`)} (${cards.length})`),
        el('div', { class: 'mini-row' }, ...cards.map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, this.game)))));
    });
    return [el('h2', { class: 'played-title' }, t('played.title', { n: played.length })), ...rows];
  },

  /**
   * The talon as far as this member may know it, labelled with what it is: the cards just taken (to the
   * taker, while he lays away), his own discard, the talon's cards the game turns up for everyone
   * (js/games/), or an unseen pile.
   */
  renderTalon(view) {
    const talon = talonWord(this.game);
    const panel = (kind, label, cards, backs = 0) => el('div', { class: `talon-panel talon-${kind}`, 'data-kind': kind },
      el('h2', {}, label),
      el('div', { class: 'talon-cards' }, ...cards.map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, this.game))),
        ...Array.from({ length: backs }, () => cardBack())));
    const up = turnedUp(this.game, view);
    const parts = [];
    const own = view.seat !== null
      ? view.history.find((m) => m.seat === view.seat && m.act?.startsWith('discard ')) : null;
    const hiddenDiscard = view.history.find((m) => m.act === null);
    if (view.phase === 'over') {
      // The hand-over dialog shows the whole deal.
    } else if (up) {
      if (up.lying.length) parts.push(panel('exposed', t('talon.exposed'), up.lying));
      if (up.shown.length) parts.push(panel('shown', t('talon.shownDiscards'), up.shown));
    } else if (view.phase === 'discard' && view.turn === view.seat && view.talon.length && !own) {
      parts.push(panel('taken', t('talon.taken', { talon }), view.talon));
    } else if (!own && !hiddenDiscard) {
      parts.push(panel('unseen', t('talon.unseen', { talon }), [], stockSize(this.game)));
    }
    if (own && view.phase !== 'over') parts.push(panel('laid-away', t('talon.laidAway'), own.act.split(' ').slice(1)));
    this.talon.replaceChildren(...parts);
  },
};
