// Signing in, or making an account, where a page needs one (entering a tournament, creating one).

import { signIn, signUp } from './api.js';
import { t, has, errorText } from './i18n.js';
import { el } from './dom.js';

/** A form of name and password with "Sign in" and "Create an account"; calls {@code done(account)} on success. */
export function signInForm(done) {
  const name = el('input', { id: 'account-name', required: '', maxlength: '32', autocomplete: 'username' });
  const password = el('input', { id: 'account-password', type: 'password', required: '', minlength: '8',
    autocomplete: 'current-password' });
  const message = el('p', { class: 'form-message', role: 'alert' });
  const create = el('button', { type: 'button', id: 'sign-up' }, t('account.signUp'));
  const form = el('form', { class: 'sign-in' },
    el('label', { for: 'account-name' }, t('account.name')), name,
    el('label', { for: 'account-password' }, t('account.password')), password,
    el('div', { class: 'buttons' }, el('button', { type: 'submit', class: 'primary', id: 'sign-in' }, t('account.signIn')),
      create),
    message);
  const send = (request) => async () => {
    if (!form.reportValidity()) return;
    try {
      done(await request(name.value.trim(), password.value));
    } catch (err) {
      message.textContent = has(`error.${err.code}`) ? errorText(err.code) : err.message;
    }
  };
  form.addEventListener('submit', (e) => { e.preventDefault(); send(signIn)(); });
  create.addEventListener('click', send(signUp));
  return form;
}
