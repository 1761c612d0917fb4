// The translation grammar of js/i18n.js: placeholders, the fallback to English, card names with German
// articles, lists, actions, refusals from code and arguments, rule values per era.

import './page-env.js';
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  t, tCount, setLang, missingKeys, knowGames, cardName, cardRef, cardsRef, listWords, actionLabel, refusalText,
  optionDefault, playerName, shortPlayerName, contractName,
} from '../../main/resources/web/js/i18n.js';

knowGames([
  { game: 'german-tarok', pack: 'german-36', cards: [] },
  { game: 'leipzig-taroc', pack: 'tarot-78', cards: [] },
  { game: 'husarln', pack: 'tarot-42', cards: [] },
]);

beforeEach(() => setLang('en'));

test('a placeholder is filled from its parameter, an unknown one is left as it stands', () => {
  assert.equal(t('table.hand', { n: 2, of: 8 }), t('table.hand', { n: '2', of: '8' }));
  assert.match(t('table.hand', { n: 2, of: 8 }), /2/);
  assert.match(t('table.hand', { n: 2 }), /\{of\}/);
});

test('every key has a text in both languages', () => {
  assert.deepEqual(missingKeys(), []);
});

test('a key the language lacks is noted and shown in English; an unknown key shows as itself', () => {
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.match(document.documentElement.dataset.missingKeys, /en:no\.such\.key/);
});

test('the language chosen is remembered and set on the document', () => {
  setLang('de');
  assert.equal(localStorage.getItem('tarock.lang'), 'de');
  assert.equal(document.documentElement.lang, 'de');
  setLang('fr');
  assert.equal(document.documentElement.lang, 'en');
});

test('a German-suited card is named rank of suit in English, suit-rank in German', () => {
  assert.equal(cardName('HU', 'german-tarok'), 'Unter of Hearts');
  setLang('de');
  assert.equal(cardName('HU', 'german-tarok'), 'Herz-Unter');
});

test('a card inside a German sentence takes its gender\'s article', () => {
  setLang('de');
  assert.equal(cardRef('HU', 'german-tarok'), 'den Herz-Unter');
  assert.equal(cardRef('GA', 'german-tarok'), 'die Gras-Sau');
  assert.equal(cardRef('E10', 'german-tarok'), 'die Eichel-Zehn');
  assert.equal(cardRef('T21', 'leipzig-taroc'), 'den Tarock 21');
});

test('tarot cards: trumps by number, the Fool by the game\'s own name', () => {
  assert.equal(cardName('T21', 'leipzig-taroc'), 'Tarock 21');
  assert.equal(cardName('FOOL', 'leipzig-taroc'), 'Excuse');
  assert.equal(cardName('FOOL', 'husarln'), 'Sküs (Fool)');
  assert.equal(cardRef('HK', 'leipzig-taroc'), 'the King of Hearts');
});

test('a list joins its last word with "and" / "und"', () => {
  assert.equal(listWords([]), '');
  assert.equal(listWords(['a']), 'a');
  assert.equal(listWords(['a', 'b', 'c']), 'a, b and c');
  setLang('de');
  assert.equal(cardsRef(['HU', 'GA'], 'german-tarok'), 'den Herz-Unter und die Gras-Sau');
});

test('an action of the protocol is worded with its cards and contract', () => {
  assert.equal(actionLabel('discard HA E9', 'german-tarok'), 'Lay away Ace of Hearts, Nine of Acorns');
  assert.equal(actionLabel('bid solo', 'german-tarok'), `Bid ${contractName('solo')}`);
  assert.equal(actionLabel(null, 'german-tarok'), 'laid away (unseen)');
  assert.equal(actionLabel('frobnicate', 'german-tarok'), t('refusal.unknown-action'));
});

test('a refusal takes the most specific text whose arguments are all given', () => {
  setLang('de');
  const seat = (s) => `Platz ${s + 1}`;
  assert.equal(refusalText('must-follow-suit', { cards: ['HU'] }, 'german-tarok', seat),
    'Sie müssen Farbe bedienen: Sie haben den Herz-Unter.');
  assert.equal(refusalText('must-follow-suit', {}, 'german-tarok', seat), 'Sie müssen Farbe bedienen.');
  // an argument that is not a card code is not worded as one
  assert.equal(refusalText('must-follow-suit', { cards: ['{x}'] }, 'german-tarok', seat), 'Sie müssen Farbe bedienen.');
  assert.equal(refusalText('no-such-code', {}, 'german-tarok', seat), t('refusal.other'));
});

test('a rule\'s default per era is worded era by era', () => {
  assert.equal(optionDefault('1839: true; 1881: false'), '1839: yes; 1881: no');
  assert.equal(optionDefault('7'), '7');
});

test('a server bot is named by its seat and kind, or by its seat where space is short', () => {
  const seats = [{ seat: 0, name: 'Anna', player: 'person' }, { seat: 1, name: 'b1', player: 'bot', bot: 'basic' }];
  assert.equal(playerName(seats, 'Anna'), 'Anna');
  assert.equal(playerName(seats, 'b1'), 'Bot 2 (basic)');
  assert.equal(shortPlayerName(seats, 'b1'), 'Bot 2');
  setLang('de');
  assert.equal(playerName(seats, 'b1'), 'Computer 2 (Grundstufe)');
  assert.equal(playerName(seats, null), 'freier Platz');
});

test('a move is a statement: a card led is led, a card following is played to the trick', async () => {
  const { moveText } = await import('../../main/resources/web/js/i18n.js');
  assert.equal(moveText('Anna', 'play S7', 'german-tarok', false), 'Anna plays the Seven of Bells');
  assert.equal(moveText('Anna', 'play S7', 'german-tarok', true), 'Anna leads the Seven of Bells');
  assert.equal(moveText('Ben', 'pass', 'german-tarok', false), 'Ben passes');
  assert.equal(moveText('Ben', 'discard HA E9', 'german-tarok', false), 'Ben lays away the Ace of Hearts and the Nine of Acorns');
  setLang('de');
  assert.equal(moveText('Anna', 'play S7', 'german-tarok', true), 'Anna spielt die Schellen-Sieben aus');
  assert.equal(moveText('Anna', 'play S7', 'german-tarok', false), 'Anna legt die Schellen-Sieben zu');
  assert.equal(moveText('Ben', 'bid solo', 'german-tarok', false), `Ben bietet ${contractName('solo')}`);
  assert.equal(moveText('Ben', null, 'german-tarok', false), 'Ben drückt verdeckt');
});

test('a count of one takes the key\'s ".one" form where it has one, any other count the key itself', () => {
  assert.equal(tCount('tournament.entries', 1), '1 entry');
  assert.equal(tCount('tournament.entries', 0), '0 entries');
  assert.equal(tCount('tournament.entries', 3), '3 entries');
  assert.equal(tCount('board.title', 1), t('board.title'));
});
