// The end of a hand (and of the match): the result table, the settlement explained in words from the
// hand's payment items (js/settle.js), every hand as dealt with the talon and the discards, and the way on
// ("Next hand", focused so that Enter starts it). When the match ends: the final standings, the match record, and another match.

import { recordUrl, matchUrl, playAgain, saveSeat } from './api.js';
import { cardSvg, cardOrder } from './cards.js';
import { t, contractName, trumpName, breakdownLabel, talonWord } from './i18n.js';
import { whyLines, signed, places, resultLine } from './settle.js';
import { el } from './dom.js';
import { againSeed, keepClientSeed } from './fair.js';

export class HandOver {
  constructor(table) {
    this.table = table;
    this.dialog = el('dialog', { class: 'hand-over', id: 'hand-over', 'aria-labelledby': 'hand-over-title' });
    // Further lines other parts of the page add to the dialog (a fair-deal check...): kept across refills.
    this.extra = el('div', { class: 'hand-over-extra', id: 'hand-over-extra' });
    this.data = null;
    this.match = null;
    this.waiters = [];
    this.nextTable = null;
    this.againProblem = null;
    this.dialog.addEventListener('close', () => this.onClose());
    table.root.append(this.dialog);
  }

  get game() {
    return this.table.game;
  }

  show(event, view) {
    this.data = { event, view };
    this.refill();
    if (!this.dialog.open) this.dialog.showModal();
    this.focusNext();
  }

  /** Resolves when the player has closed the dialog (the table then shows the next hand). */
  closed() {
    if (!this.dialog.open) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  onClose() {
    this.waiters.splice(0).forEach((f) => f());
  }

  matchOver(event) {
    this.match = event;
    if (this.dialog.open) {
      this.refill();
      this.focusNext();
    }
  }

  /** Another player asked to play again: this player is offered his seat at the new table. */
  offerNextTable(table) {
    this.nextTable = table;
    if (this.dialog.open) this.refill();
    this.table.renderMatchResult();
  }

  recordsLoaded() {
    if (this.dialog.open) this.refill();
  }

  focusNext() {
    this.dialog.querySelector('#next-hand')?.focus();
  }

  refill() {
    if (!this.data) return;
    const { event } = this.data;
    const r = event.result;
    const names = event.players.map((n) => this.table.displayName(n));
    const next = el('button', { type: 'button', class: 'primary', id: 'next-hand', autofocus: true },
      this.match ? t('handOver.close') : t('handOver.next'));
    next.addEventListener('click', () => this.dialog.close());
    const focused = this.dialog.contains(document.activeElement) ? document.activeElement.id : null;
    this.dialog.replaceChildren(...[
      el('h2', { id: 'hand-over-title' }, t('handOver.title', { n: event.number + 1 })),
      el('p', { class: 'result-line', id: 'result-line' }, resultLine(r, names)),
      el('div', { class: 'hand-over-actions' }, next,
        el('a', { href: recordUrl(this.table.id, event.number), download: '', id: 'hand-record' }, t('handOver.record')),
        el('a', { href: `#/replay/${this.table.id}/${event.number}`, id: 'hand-replay' }, t('table.replay'))),
      this.match ? this.matchSection() : null,
      el('p', { class: 'summary' }, this.summary(r, names)),
      el('div', { class: 'result-scroll' }, this.resultTable(r, event.players.map((n) => this.table.shortName(n)))),
      el('h3', {}, t('handOver.why')),
      el('ul', { class: 'notes', id: 'hand-over-why' }, ...whyLines(event, names, this.game, this.table.info?.rules)
        .map((line) => el('li', { 'data-payment': line.payment }, line.text))),
      this.dealSection(event, names),
      this.extra].filter(Boolean));
    if (focused) this.dialog.querySelector(`#${focused}`)?.focus();
  }

  summary(r, names) {
    const parts = [];
    if (r.contract != null) parts.push(`${t('table.contract')}: ${contractName(r.contract)}`);
    if (r.declarer != null && r.declarer >= 0) parts.push(`${t('table.declarer')}: ${names[r.declarer]}`);
    if (r.trump) parts.push(`${t('table.trump')}: ${trumpName(r.trump, this.game)}`);
    return parts.join(' · ');
  }

  resultTable(r, names) {
    const head = el('tr', {}, el('td', {}), ...names.map((n) => el('th', { scope: 'col' }, n)));
    const row = (label, values, cls) => el('tr', { class: cls }, el('th', { scope: 'row' }, label),
      ...values.map((v) => el('td', {}, String(v))));
    const rows = [];
    if (Array.isArray(r.card_points)) rows.push(row(t('handOver.points'), r.card_points, 'points'));
    if (Array.isArray(r.breakdown)) {
      for (const key of Object.keys(r.breakdown[0] ?? {})) rows.push(row(breakdownLabel(key), r.breakdown.map((b) => signed(b[key]))));
    }
    rows.push(row(t('handOver.settlement'), r.settlement.map(signed), 'settlement'));
    return el('table', { class: 'result' }, el('thead', {}, head), el('tbody', {}, ...rows));
  }

  /** Every hand as dealt, the talon, and the discards once the hand's record has been loaded. */
  dealSection(event, names) {
    const deal = event.deal;
    if (!deal) return null;
    const row = (label, cards) => el('div', { class: 'dealt-row' }, el('h4', {}, label),
      el('div', { class: 'mini-row' }, ...[...cards].sort((a, b) => cardOrder(a, this.game) - cardOrder(b, this.game))
        .map((c) => el('figure', { class: 'played', 'data-card': c }, cardSvg(c, this.game)))));
    const record = this.table.records[event.number];
    const discards = (record?.actions ?? []).filter((a) => a.act.startsWith('discard '))
      .map((a) => row(t('handOver.discards', { name: names[a.seat] }), a.act.split(' ').slice(1)));
    return el('section', { class: 'dealt', 'aria-labelledby': 'dealt-title' },
      el('h3', { id: 'dealt-title' }, t('handOver.dealt')),
      ...deal.hands.map((cards, seat) => row(names[seat], cards)),
      deal.talon?.length ? row(t('handOver.talon', { talon: talonWord(this.game) }), deal.talon) : null,
      ...discards);
  }

  /**
   * The end of the match: the final standings from {@code totals} (by player name), the match record and
   * "Play again". In the dialog, and (ids led by {@code prefix}) on the table of a finished match until it is
   * closed, after a reload too.
   */
  matchSection(totals = this.match?.totals, prefix = '') {
    const sorted = Object.entries(totals ?? {}).sort((a, b) => b[1] - a[1]);
    const place = places(sorted.map(([, total]) => total));
    return el('section', { class: 'match-over', id: `${prefix}match-over`, 'aria-labelledby': `${prefix}standings-title` },
      el('p', {}, t('handOver.matchOver')),
      el('h3', { id: `${prefix}standings-title` }, t('handOver.standings')),
      el('ol', { class: 'standings' }, ...sorted.map(([name, total], i) => el('li', { value: place[i] },
        `${this.table.displayName(name)}: ${signed(total)}`))),
      el('p', {}, el('a', { href: matchUrl(this.table.id), download: '', id: `${prefix}match-record` }, t('handOver.matchRecord'))),
      this.againButton(prefix),
      this.againProblem ? el('p', { class: 'problem', role: 'alert' }, this.againProblem) : null);
  }

  /**
   * "Play again with the same seats" for a player of this table (a watcher holds no seat to take along); a
   * tournament's deals are played once, so its entry table offers the way back to the tournament instead.
   */
  againButton(prefix = '') {
    if (this.table.info.tournament) {
      return el('p', {}, el('a', { href: `#/tournament/${this.table.info.tournament}`, id: `${prefix}back-to-tournament` },
        t('tournament.back')));
    }
    const token = this.table.saved?.token;
    if (!token) return null;
    const label = this.nextTable ? t('handOver.againLink', { name: this.table.saved.name }) : t('handOver.again');
    const button = el('button', { type: 'button', id: `${prefix}play-again` }, label);
    button.addEventListener('click', async () => {
      try {
        const clientSeed = againSeed(this.table.id);
        const seat = await playAgain(this.table.id, token, clientSeed);
        keepClientSeed(seat.table, seat.seat, clientSeed);
        saveSeat(seat.table, seat.seat, seat.token, this.table.saved.name);
        this.dialog.close();
        location.hash = `#/table/${seat.table}`;
      } catch (err) {
        this.againProblem = t('handOver.againFailed', { message: err.message });
        this.refill();
        this.table.renderMatchResult();
      }
    });
    return button;
  }
}
