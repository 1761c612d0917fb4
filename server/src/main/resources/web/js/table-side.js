// The sidebar and the lines above the table: who is away or the table closed, the links to share open
// seats, the move list, the score sheet and the hands played. Methods of the table view (js/table.js).

import { recordUrl, matchUrl } from './api.js';
import { t, moveText, contractName, botKind } from './i18n.js';
import { el, clear, announce } from './dom.js';

export const sidePanels = {
  /** The sentence for an absent or closed event, as the live region reads it. */
  bannerFor(ev) {
    if (ev.kind === 'closed') return t('banner.closed');
    return t('banner.away', { name: this.displayName(ev.name) });
  },

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
    const items = view.history.map((m) => {
      const verb = m.act?.split(' ')[0] ?? 'hidden';
      const leading = verb === 'play' && played++ % 3 === 0;
      return el('li', { 'data-verb': verb }, moveText(this.seatName(m.seat), m.act, this.game, leading));
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
  },
};
