// Accounts on the page: who is signed in (asked of the server, whose cookie the page cannot read), the account
// menu in the header, and the sign-up and sign-in forms (#/signup, #/signin).

import { getMe, signIn, signUp, signOut, ApiError } from './api.js';
import { t, has, applyStatic } from './i18n.js';
import { el, clear, announce } from './dom.js';

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

/** The form to sign up ({@code up}) or in: a name and a password; on success the lobby. */
export function showAccountForm(root, up) {
  clear(root);
  const name = el('input', { id: 'account-name-input', name: 'name', required: '', maxlength: '32',
    autocomplete: 'username' });
  const password = el('input', { id: 'account-password', name: 'password', type: 'password', required: '',
    minlength: up ? '8' : null, autocomplete: up ? 'new-password' : 'current-password',
    'aria-describedby': up ? 'password-help' : null });
  const message = el('p', { class: 'form-message', role: 'alert' });
  const form = el('form', { class: 'account-form', id: up ? 'sign-up-form' : 'sign-in-form' },
    el('h1', { class: 'page-title' }, t(up ? 'account.signUpTitle' : 'account.signInTitle')),
    el('label', { for: 'account-name-input' }, t('account.name')), name,
    el('label', { for: 'account-password' }, t('account.password')), password,
    up ? el('p', { id: 'password-help', class: 'meaning' }, t('account.passwordHelp')) : null,
    message,
    el('button', { type: 'submit', class: 'primary', id: 'account-submit' }, t(up ? 'account.signUp' : 'account.signIn')),
    el('p', { class: 'meaning' }, up ? t('account.noRecovery') : el('a', { href: '#/signup' }, t('account.orSignUp'))));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    message.textContent = '';
    try {
      me = await (up ? signUp : signIn)(name.value.trim(), password.value);
      renderMenu();
      announce(t('account.signedIn', { name: me.name }));
      location.hash = '#/';
    } catch (err) {
      message.textContent = err instanceof ApiError ? accountError(err) : String(err);
    }
  });
  root.append(form);
  applyStatic(root);
  name.focus();
}

/** A refusal of signing up or in, in the page's words where it has them. */
function accountError(err) {
  const key = `account.error.${err.code}`;
  return has(key) ? t(key) : t('table.error', { message: err.message });
}
