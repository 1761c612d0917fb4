// The page's entry point: the language switch and the routes (#/, #/table/ID, #/join/ID/SEAT,
// #/replay/ID/N, #/rules/GAME). Each route draws into <main> and returns a function to leave it.

import { setLang, lang, t, applyStatic, knowGames } from './i18n.js';
import { getGames } from './api.js';
import { showLobby, showJoin } from './lobby.js';
import { showTable } from './table.js';
import { showReplay } from './replay.js';
import { showRules } from './rules.js';
import { showFairness } from './fair.js';
import { el } from './dom.js';

const main = document.getElementById('main');
let leave = null;

async function route() {
  leave?.();
  leave = null;
  const parts = location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  try {
    switch (parts[0]) {
      case 'table': leave = await showTable(main, parts[1]); break;
      case 'join': showJoin(main, parts[1], Number(parts[2])); break;
      case 'replay': leave = await showReplay(main, parts[1], Number(parts[2])); break;
      case 'rules': await showRules(main, parts[1]); break;
      case 'fair': await showFairness(main); break;
      default: leave = await showLobby(main);
    }
  } catch (err) {
    main.replaceChildren(el('p', { class: 'problem', role: 'alert' }, t('table.error', { message: err.message })),
      el('p', {}, el('a', { href: '#/' }, t('rules.back'))));
  }
  main.focus({ preventScroll: true });
}

document.getElementById('lang').addEventListener('click', () => {
  setLang(lang() === 'en' ? 'de' : 'en');
  if (!location.hash.startsWith('#/table/')) route();
});

document.documentElement.lang = lang();
applyStatic(document);
window.addEventListener('hashchange', route);
getGames().then(({ games }) => knowGames(games), () => {}).finally(route);
