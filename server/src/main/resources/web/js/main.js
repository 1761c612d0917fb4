// The page's entry point: the language switch, the account menu and the routes (#/, #/table/ID, #/join/ID/SEAT,
// #/replay/ID/N, #/rules/GAME, #/tournament/ID, #/tournaments/new, #/signin, #/signup, #/player/NAME,
// #/leaderboard/GAME). Each route draws into its slot of <main> and returns a function to leave it.

import { setLang, lang, t, applyStatic, knowGames } from './i18n.js';
import { getGames } from './api.js';
import { showLobby, showJoin } from './lobby.js';
import { showTable } from './table.js';
import { showReplay } from './replay.js';
import { showRules } from './rules.js';
import { showFairness } from './fair.js';
import { showTournament } from './tournaments.js';
import { showCreateTournament } from './tournament-create.js';
import { el } from './dom.js';
import { currentPlayer, renderMenu } from './account.js';
import { showAccountForm } from './signin.js';
import { showProfile } from './profile.js';
import { showLeaderboard } from './leaderboard.js';

const main = document.getElementById('main');
/** The route being shown: its slot in <main> and the function that leaves it (once it has one). */
let current = null;
let started = 0;
let settled = 0;

// Each route draws into a slot of its own. A route still loading when the next one starts (a second
// hashchange while its record or table loads) finishes into its detached slot and is left at once, so it
// can neither draw over the newer view nor keep a socket or a timer running behind it.
async function route() {
  current?.leave?.();
  const entry = { slot: el('div', { class: 'route' }), leave: null };
  current = entry;
  started += 1;
  main.dataset.routes = `${settled}/${started}`;
  main.replaceChildren(entry.slot);
  const root = entry.slot;
  const parts = location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  try {
    switch (parts[0]) {
      case 'table': entry.leave = await showTable(root, parts[1]); break;
      case 'join': await showJoin(root, parts[1], Number(parts[2])); break;
      case 'replay': entry.leave = await showReplay(root, parts[1], Number(parts[2])); break;
      case 'rules': await showRules(root, parts[1]); break;
      case 'fair': await showFairness(root); break;
      case 'signin': showAccountForm(root, false); break;
      case 'signup': showAccountForm(root, true); break;
      case 'player': await showProfile(root, parts[1]); break;
      case 'leaderboard': await showLeaderboard(root, parts[1]); break;
      case 'tournament': entry.leave = await showTournament(root, parts[1]); break;
      case 'tournaments': await showCreateTournament(root); break;
      default: entry.leave = await showLobby(root);
    }
  } catch (err) {
    root.replaceChildren(el('p', { class: 'problem', role: 'alert' }, t('table.error', { message: err.message })),
      el('p', {}, el('a', { href: '#/' }, t('rules.back'))));
  }
  settled += 1;
  // For tests: how many routes have finished drawing of how many were started.
  main.dataset.routes = `${settled}/${started}`;
  if (current !== entry) {
    entry.leave?.();
    return;
  }
  main.focus({ preventScroll: true });
}

document.getElementById('lang').addEventListener('click', () => {
  setLang(lang() === 'en' ? 'de' : 'en');
  renderMenu();
  if (!location.hash.startsWith('#/table/')) route();
});

document.documentElement.lang = lang();
applyStatic(document);
window.addEventListener('hashchange', route);
Promise.all([getGames().then(({ games }) => knowGames(games), () => {}), currentPlayer().then(renderMenu)])
  .finally(route);
