// The table's facts line: hand n of N, the phase, the highest bid or the contract, the declarer, the trump,
// then what the game itself adds (its pot, its declarations: js/games/), and who sits out. Methods of the
// table view (js/table.js).

import { t, contractName, trumpName, tokenName, phaseName } from './i18n.js';
import { cardSvg } from './cards.js';
import { el } from './dom.js';
import { gameFacts } from './games/games.js';

export const factsPanel = {
  renderFacts(view) {
    const rows = [];
    const add = (key, value, id) => rows.push(el('div', { class: 'fact', id }, el('dt', {}, t(key)), el('dd', {}, value)));
    rows.push(el('div', { class: 'fact', id: 'fact-hand' },
      el('dt', {}, t('table.hand', { n: (view?.hand ?? this.info.hands_played) + 1, of: this.info.hands })), el('dd', {})));
    if (view) {
      const d = view.detail ?? {};
      const own = gameFacts(this.game);
      add('table.phase', phaseName(view.phase), 'fact-phase');
      if (d.highBid != null && d.contract == null) {
        // whose bid it is: the last bid of the history
        const bids = view.history.filter((m) => m.act?.startsWith('bid '));
        const by = bids.length ? bids[bids.length - 1].seat : null;
        add('table.bid', by == null ? contractName(d.highBid)
          : t('table.bidBy', { contract: contractName(d.highBid), name: this.seatShortName(by) }), 'fact-bid');
      }
      if (d.contract != null) add('table.contract', contractName(d.contract), 'fact-contract');
      if (d.declarer != null && d.declarer >= 0) add('table.declarer', this.seatName(d.declarer), 'fact-declarer');
      if (d.trump != null) add('table.trump', trumpName(d.trump, this.game), 'fact-trump');
      (own.facts?.(view) ?? []).forEach((row) => add(row.key, row.value, row.id));
      const declared = (own.declarations?.(view) ?? []).map((x) => this.declaredItem(x));
      if (declared.length) add('table.declarations', el('span', { class: 'declared' }, ...declared), 'fact-declarations');
      if (this.seating?.sittingOut) {
        rows.push(el('div', { class: 'fact', id: 'fact-out' },
          el('dt', {}, t('mark.out')), el('dd', {}, this.displayName(this.seating.sittingOut), ' ',
            el('span', { class: 'mark mark-dealer' }, t('mark.dealer')))));
      }
    }
    this.facts.replaceChildren(...rows);
  },

  /** One declaration every player knows: who, what (and its value), and its cards when they are shown. */
  declaredItem({ seat, kind, value, cards }) {
    const label = value != null ? t('token.declared', { token: tokenName(kind), value }) : tokenName(kind);
    return el('span', { class: 'declaration', 'data-token': kind },
      `${this.seatName(seat)}: ${label}`,
      cards?.length ? el('span', { class: 'mini-cards' }, ...cards.map((c) => cardSvg(c, this.game))) : null);
  },
};
