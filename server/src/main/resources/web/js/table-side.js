// The sidebar and the lines above the table: who is away or the table closed, the links to share open
// seats, the move list, the score sheet and the hands played. Methods of the table view (js/table.js).

import { recordUrl, matchUrl } from './api.js';
import { t, tCount, moveText, contractName, botKind, tinyPlayerName } from './i18n.js';
import { el, clear, announce } from './dom.js';

export const sidePanels = {
  /** The sentence for an absent or closed event, as the live region reads it. */
  bannerFor(ev) {
    if (ev.kind === 'closed') return t('banner.closed');
    return t('banner.away', { name: this.displayName(ev.name) });
  },

  /**
   * One line per absent player (and who plays for him meanwhile, or in how many seconds a stand-in will), one
   * for the player himself when a stand-in decided for him, and one when the table is closed.
   */
  renderBanners() {
    let counting = false;
    const lines = this.info.seats.filter((s) => s.absent && s.player !== 'open').map((s) => {
      const name = this.displayName(s.name);
      const rule = this.info.absent;
      const kind = s.stand_in ?? this.standingIn?.[s.name];
      let text;
      if (kind) text = t('banner.standIn', { name, kind: botKind(kind) });
      else if (rule === 'wait') text = t('banner.wait', { name });
      else {
        const after = rule?.after ?? 60;
        const since = this.absentSince?.[s.name];
        const left = since == null ? null : Math.ceil(after - (Date.now() - since) / 1000);
        if (left == null) text = t('banner.standInAfter', { name, after });
        else if (left > 0) {
          text = t('banner.standInIn', { name, n: left });
          counting = true;
        } else {
          text = t('banner.standInNow', { name });
          this.lookForStandIn();
        }
      }
      return el('p', { class: 'banner banner-absent', 'data-seat': s.seat }, text);
    });
    const mine = this.standInForMe();
    if (mine) lines.push(el('p', { class: 'banner banner-stood-in', id: 'stood-in' }, mine));
    if (this.info.status === 'closed') lines.push(el('p', { class: 'banner banner-closed' }, t('banner.closed')));
    this.banners.replaceChildren(...lines);
    // the countdown says the seconds left, once a second, while someone's stand-in is still to come
    if (counting && !this.bannerTimer) this.bannerTimer = setInterval(() => this.renderBanners(), 1000);
    if (!counting && this.bannerTimer) {
      clearInterval(this.bannerTimer);
      this.bannerTimer = null;
    }
  },

  /** Once a stand-in's time has come: the table info says whether one plays now (once per absence). */
  lookForStandIn() {
    if (this.lookedForStandIn) return;
    this.lookedForStandIn = true;
    this.refreshInfo();
  },

  /** The player's own moves made by a stand-in in this hand, in words; null when there are none. */
  standInForMe() {
    const view = this.view;
    if (view?.seat == null || view.phase === 'over') return null;
    const n = view.history.filter((m, i) => m.seat === view.seat && (m.stand_in || this.standInMoves?.has(i))).length;
    if (!n) return null;
    return tCount('banner.standInForYou', n);
  },

  /** A live event: who went away when (for the countdown), and which moves a stand-in made. */
  noteAbsence(ev, view) {
    this.absentSince ??= {};
    this.standingIn ??= {};
    this.standInMoves ??= new Set();
    if (ev.kind === 'absent') {
      this.absentSince[ev.name] = Date.now();
      this.lookedForStandIn = false;
    }
    if (ev.kind === 'back') {
      delete this.absentSince[ev.name];
      delete this.standingIn[ev.name];
    }
    if (ev.kind === 'hand') this.standInMoves.clear();
    if (ev.kind === 'action' && ev.stand_in && view) {
      this.standInMoves.add(view.history.length - 1);
      const name = this.seating?.players?.[ev.seat];
      if (name != null) this.standingIn[name] = ev.stand_in;
      this.renderBanners();
    }
  },

  /** A finished match keeps its final standings and "Play again" on the table (the table info's totals). */
  renderMatchResult() {
    const finished = this.info.status === 'finished';
    if (finished && this.info.next_table && !this.handOver.nextTable) this.handOver.nextTable = this.info.next_table;
    this.result.hidden = !finished;
    this.result.replaceChildren(...(finished ? [this.handOver.matchSection(this.info.totals, 'final-')] : []));
  },

  renderLog(view) {
    // A card opens its trick when the cards played before it in the hand fill whole tricks (three each).
    let played = 0;
    const items = view.history.map((m, i) => {
      const verb = m.act?.split(' ')[0] ?? 'hidden';
      const leading = verb === 'play' && played++ % 3 === 0;
      // a stand-in's move: from the history's own mark, or from the live event that brought it
      const kind = m.stand_in ?? (this.standInMoves?.has(i) ? this.standingIn?.[this.seating?.players?.[m.seat]] ?? 'basic' : null);
      return el('li', { 'data-verb': verb, class: kind ? 'stand-in' : null },
        moveText(this.seatName(m.seat), m.act, this.game, leading),
        kind ? el('span', { class: 'stand-in-mark' }, ` ${t('log.standIn', { kind: botKind(kind) })}`) : null);
    });
    this.log.replaceChildren(...items);
    this.log.scrollTop = this.log.scrollHeight;
  },

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
  },

  /** A score sheet's column head: the short name, or with four columns the shortest, its full name on hover. */
  columnHead(name, columns) {
    if (columns <= 3) return this.shortName(name);
    const tiny = tinyPlayerName(this.info.seats, name);
    return tiny === this.shortName(name) ? tiny : el('abbr', { title: this.displayName(name) }, tiny);
  },

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
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, '#'), ...names.map((n) => el('th', { scope: 'col' }, this.columnHead(n, names.length))))),
      el('tbody', {}, ...body),
      el('tfoot', {}, el('tr', {}, el('th', { scope: 'row' }, t('handOver.total')), ...totals.map((x) => el('td', {}, String(Math.round(x * 2) / 2)))))));
    const items = this.records.map((rec, n) => el('li', {},
      `${n + 1}. ${contractName(rec.result.contract ?? null)} `,
      el('a', { href: recordUrl(this.id, n), download: '' }, t('table.download')), ' · ',
      el('a', { href: `#/replay/${this.id}/${n}` }, t('table.replay'))));
    this.history.replaceChildren(el('ul', {}, ...items),
      this.records.length ? el('p', {}, el('a', { href: matchUrl(this.id), download: '' }, t('table.match'))) : '');
  },
};
