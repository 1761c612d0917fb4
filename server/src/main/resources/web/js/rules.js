// A game's rules page: text kept in the repository for players, in English (web/rules/<game>.html) and
// German (web/rules/<game>.de.html).

import { t, lang } from './i18n.js';
import { el, clear } from './dom.js';
import { getGames } from './api.js';

export async function showRules(root, game) {
  clear(root);
  const { games } = await getGames();
  if (!games.some((g) => g.game === game)) {
    root.append(el('h1', {}, t('nav.rules')), el('p', {}, t('table.error', { message: game })));
    return;
  }
  const language = lang();
  const res = await fetch(`/web/rules/${game}${language === 'de' ? '.de' : ''}.html`);
  const article = el('article', { class: 'rules', lang: language, 'data-game': game });
  article.innerHTML = await res.text();
  root.append(el('p', {}, el('a', { href: '#/' }, t('rules.back'))), article);
}
