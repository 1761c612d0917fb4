// The player's own settings of the table page, kept in this browser (localStorage) and never sent to the
// server: play a single legal card by itself (off unless chosen), and ask once more before a bid that
// commits to a contract (on unless turned off; each game's list in js/games/, docs/web.md).

import { t } from './i18n.js';
import { el } from './dom.js';
import { guardedBids } from './games/games.js';

const KEYS = { autoPlay: 'tarock.autoPlay', confirmBids: 'tarock.confirmBids' };
const DEFAULTS = { autoPlay: false, confirmBids: true };

export function setting(name) {
  const kept = localStorage.getItem(KEYS[name]);
  return kept == null ? DEFAULTS[name] : kept === 'true';
}

export function setSetting(name, on) {
  localStorage.setItem(KEYS[name], String(on));
}

/** The card the page may play by itself for this view: the player's only choice in the card play, else null. */
export function singleCard(view) {
  if (view?.seat == null || view.turn !== view.seat || view.phase !== 'play') return null;
  return view.legal.length === 1 && view.legal[0].startsWith('play ') ? view.legal[0].slice(5) : null;
}

/** Whether action {@code act} of {@code game} asks for a second tap before it is sent. */
export function guarded(act, game) {
  return setting('confirmBids') && act.startsWith('bid ') && guardedBids(game).includes(act.slice(4));
}

/** The settings' section of the table's sidebar: a checkbox each, kept as soon as it changes. */
export function settingsPanel(changed) {
  const box = (name, id) => {
    const input = el('input', { type: 'checkbox', id, checked: setting(name) });
    input.addEventListener('change', () => {
      setSetting(name, input.checked);
      changed?.();
    });
    return el('div', { class: 'setting' }, input, el('label', { for: id, 'data-i18n': `settings.${name}` }, t(`settings.${name}`)));
  };
  return el('section', { class: 'table-settings', id: 'table-settings', 'aria-labelledby': 'settings-title' },
    el('h2', { id: 'settings-title', 'data-i18n': 'settings.title' }, t('settings.title')),
    box('autoPlay', 'setting-auto-play'), box('confirmBids', 'setting-confirm-bids'));
}
