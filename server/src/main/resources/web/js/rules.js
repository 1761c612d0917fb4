// A game's rules page: text kept in the repository (web/rules/<game>.html, English, for players).

import { t } from './i18n.js';
import { el, clear } from './dom.js';

const GAMES = ['german-tarok', 'bavarian-tarock', 'leipzig-taroc', 'husarln'];

export async function showRules(root, game) {
  clear(root);
  if (!GAMES.includes(game)) {
    root.append(el('p', {}, t('table.error', { message: game })));
    return;
  }
  const res = await fetch(`/web/rules/${game}.html`);
  const article = el('article', { class: 'rules', lang: 'en' });
  article.innerHTML = await res.text();
  root.append(el('p', {}, el('a', { href: '#/' }, t('rules.back'))), article);
}
