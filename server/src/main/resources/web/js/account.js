// Accounts on the page: who is signed in (asked of the server, whose cookie the page cannot read) and the account
// menu in the header; the form to sign in or up is js/signin.js.

import { getMe, signOut } from './api.js';
import { t } from './i18n.js';
import { el, announce } from './dom.js';

let me;

/** The signed-in player ({name, seats}), or null; asked of the server once, then kept until signing in or out. */
export async function currentPlayer() {
  if (me === undefined) me = await getMe().catch(() => null);
  return me;
}

/** Asks the server again (after a seat was taken, or the session may have ended). */
export async function refreshPlayer() {
  me = undefined;
  await currentPlayer();
  renderMenu();
  return me;
}

/** The header's account menu: sign in and sign up, or the player's name with his profile and signing out. */
export function renderMenu() {
  const slot = document.getElementById('account');
  if (!slot) return;
  if (!me) {
    slot.replaceChildren(
      el('a', { href: '#/signin', id: 'sign-in-link' }, t('account.signIn')),
      el('a', { href: '#/signup', id: 'sign-up-link' }, t('account.signUp')));
    return;
  }
  const out = el('button', { type: 'button', id: 'sign-out' }, t('account.signOut'));
  out.addEventListener('click', async () => {
    await signOut().catch(() => {});
    me = null;
    renderMenu();
    announce(t('account.signedOut'));
    location.hash = '#/';
  });
  const menu = el('details', { class: 'account-menu' },
    el('summary', { id: 'account-menu-name' }, el('span', { class: 'visually-hidden' }, t('account.signedInAs')), me.name),
    el('ul', {},
      el('li', {}, el('a', { href: `#/player/${encodeURIComponent(me.name)}`, id: 'my-profile' }, t('account.profile'))),
      el('li', {}, out)));
  // the menu closes once a page of it is chosen
  menu.addEventListener('click', (e) => { if (e.target.closest('a')) menu.open = false; });
  slot.replaceChildren(menu);
}

/** The player who has just signed in or up: the header shows him and a screen reader hears it. */
export function signedIn(account) {
  me = account;
  renderMenu();
  announce(t('account.signedIn', { name: account.name }));
}
