// Signing in and making an account: one form for the header's pages (#/signin, #/signup) and for the places that
// need an account (entering a tournament, creating one), with the same checks and the same words for the
// server's refusals everywhere.

import { signIn, signUp, ApiError } from './api.js';
import { t, has, lang, applyStatic } from './i18n.js';
import { el, clear } from './dom.js';
import { signedIn } from './account.js';

/** A name's most code points and a new password's fewest, as the server counts them. */
const NAME_MAX = 32;
const PASSWORD_MIN = 8;

/**
 * What is wrong with the name and password before the server is asked (a text key), or null: a name of 1 to 32
 * code points after NFC and trimming, a password; a new one of at least 8 code points.
 */
export function accountProblem(name, password, up) {
  const length = [...name.normalize('NFC').trim()].length;
  if (length < 1 || length > NAME_MAX) return 'account.error.bad-name';
  if (!password) return 'account.error.no-password';
  if (up && [...password].length < PASSWORD_MIN) return 'account.error.weak-password';
  return null;
}

/** A wait of some seconds in words of the page's language: "45 seconds", "3 minutes" (rounded up from 90 s on). */
export function waitWords(seconds) {
  const minutes = seconds >= 90;
  const n = Math.max(1, Math.ceil(minutes ? seconds / 60 : seconds));
  return new Intl.NumberFormat(lang(), { style: 'unit', unit: minutes ? 'minute' : 'second', unitDisplay: 'long' })
    .format(n);
}

/** The page's words for a failed sign-in or sign-up: the server's code (with its Retry-After), or no answer at all. */
export function refusalWords(err) {
  if (!(err instanceof ApiError)) return t('account.error.unreachable');
  if (err.code === 'rate-limited' && err.retryAfter) {
    return t('account.error.rate-limited.wait', { wait: waitWords(err.retryAfter) });
  }
  const key = `account.error.${err.code}`;
  return has(key) ? t(key) : t('table.error', { message: err.message });
}

/**
 * The form to sign in, or once switched ({@code up}) to make an account. On success the header shows the player,
 * then {@code done(account)}; {@code heading} ('h1' on a page of its own) titles it; {@code switched(up)} hears the
 * switch.
 */
export function accountForm({ up = false, heading = null, done, switched = () => {} }) {
  const name = el('input', { id: 'account-name', name: 'name', autocomplete: 'username', 'aria-required': 'true' });
  const password = el('input', { id: 'account-password', name: 'password', type: 'password', 'aria-required': 'true' });
  const title = heading ? el(heading, { class: 'form-title' }) : null;
  const help = el('p', { id: 'account-password-help', class: 'meaning' });
  const message = el('p', { id: 'account-message', class: 'form-message', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'primary', id: 'account-submit' });
  const other = el('button', { type: 'button', class: 'link-button', id: 'account-switch' });
  const note = el('p', { class: 'meaning' });
  const form = el('form', { class: 'account-form', novalidate: '' }, title,
    el('label', { for: 'account-name' }, t('account.name')), name,
    el('label', { for: 'account-password' }, t('account.password')), password, help, message, submit, other, note);
  const show = () => {
    form.id = up ? 'sign-up-form' : 'sign-in-form';
    if (title) title.textContent = t(up ? 'account.signUpTitle' : 'account.signInTitle');
    password.setAttribute('autocomplete', up ? 'new-password' : 'current-password');
    password.setAttribute('aria-describedby', up ? 'account-password-help account-message' : 'account-message');
    help.textContent = up ? t('account.passwordHelp') : '';
    help.hidden = !up;
    submit.textContent = t(up ? 'account.signUp' : 'account.signIn');
    other.textContent = t(up ? 'account.orSignIn' : 'account.orSignUp');
    note.textContent = up ? t('account.noRecovery') : '';
    note.hidden = !up;
    message.textContent = '';
  };
  other.addEventListener('click', () => {
    up = !up;
    show();
    switched(up);
  });
  // a refusal stays until the name or the password is changed
  form.addEventListener('input', () => { message.textContent = ''; });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const problem = accountProblem(name.value, password.value, up);
    message.textContent = problem ? t(problem) : '';
    if (problem) {
      (problem === 'account.error.bad-name' ? name : password).focus();
      return;
    }
    submit.disabled = true;
    try {
      const account = await (up ? signUp : signIn)(name.value.trim(), password.value);
      signedIn(account);
      done(account);
    } catch (err) {
      message.textContent = refusalWords(err);
    } finally {
      submit.disabled = false;
    }
  });
  show();
  return form;
}

/** The page of the form (#/signin, #/signup); signed in, the lobby. */
export function showAccountForm(root, up) {
  clear(root);
  const form = accountForm({ up, heading: 'h1', done: () => { location.hash = '#/'; },
    switched: (nowUp) => history.replaceState(null, '', nowUp ? '#/signup' : '#/signin') });
  root.append(form);
  applyStatic(root);
  form.querySelector('input').focus();
}
