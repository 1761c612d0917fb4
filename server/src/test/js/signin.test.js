// The sign-in form's own logic (js/signin.js): what it refuses before asking the server, and its words for the
// server's refusals, the same wherever the form is shown.

import './page-env.js';
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../main/resources/web/js/api.js';
import { setLang } from '../../main/resources/web/js/i18n.js';
import { accountProblem, waitWords, refusalWords } from '../../main/resources/web/js/signin.js';

beforeEach(() => setLang('en'));

test('a name has 1 to 32 characters after trimming, counted as code points', () => {
  assert.equal(accountProblem('   ', 'a password', false), 'account.error.bad-name');
  assert.equal(accountProblem('x'.repeat(33), 'a password', false), 'account.error.bad-name');
  assert.equal(accountProblem(` ${'x'.repeat(32)} `, 'a password', false), null);
  assert.equal(accountProblem('🂡'.repeat(32), 'a password', false), null);
  // "e" and a combining accent are one character once composed (NFC), as the server counts it
  assert.equal(accountProblem(`${'x'.repeat(31)}e\u0301`, 'a password', false), null);
});

test('signing in needs a password; a new one has at least 8 characters, counted as code points', () => {
  assert.equal(accountProblem('Anna', '', false), 'account.error.no-password');
  assert.equal(accountProblem('Anna', 'short', false), null);
  assert.equal(accountProblem('Anna', 'seven77', true), 'account.error.weak-password');
  assert.equal(accountProblem('Anna', '🂡🂢🂣🂤', true), 'account.error.weak-password');
  assert.equal(accountProblem('Anna', '🂡🂢🂣🂤🂥🂦🂧🂨', true), null);
});

test('a wait is said in seconds, from 90 seconds on in whole minutes rounded up, in the page\'s language', () => {
  assert.equal(waitWords(1), '1 second');
  assert.equal(waitWords(45), '45 seconds');
  assert.equal(waitWords(3599), '60 minutes');
  setLang('de');
  assert.equal(waitWords(45), '45 Sekunden');
  assert.equal(waitWords(91), '2 Minuten');
});

test('a refusal rate-limited names the wait the server asked for, in both languages', () => {
  const limited = new ApiError('rate-limited', 'too many sign-ins', 42);
  assert.equal(refusalWords(limited), 'Too many tries. Try again in 42 seconds.');
  setLang('de');
  assert.equal(refusalWords(limited), 'Zu viele Versuche. Versuchen Sie es in 42 Sekunden wieder.');
  assert.equal(refusalWords(new ApiError('rate-limited', 'too many', null)),
    'Zu viele Versuche. Warten Sie ein wenig und versuchen Sie es dann wieder.');
});

test('each refusal of signing up or in has the page\'s own words; an unknown one shows the server\'s sentence', () => {
  for (const code of ['bad-credentials', 'weak-password', 'name-taken', 'bad-name', 'busy']) {
    const words = refusalWords(new ApiError(code, 'the server\'s sentence'));
    assert.doesNotMatch(words, /server's sentence|account\.error/, code);
  }
  assert.equal(refusalWords(new ApiError('bad-credentials', 'x')), 'The name or the password is wrong.');
  assert.match(refusalWords(new ApiError('bad-origin', 'a request from another site')), /a request from another site/);
});

test('no answer at all (the network failed) is said as such, not as a program\'s error', () => {
  assert.equal(refusalWords(new TypeError('Failed to fetch')),
    'The server does not answer. Check the connection and try again.');
});
