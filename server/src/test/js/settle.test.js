// The "Why" of a hand-over (js/settle.js) and each game's payment sentences (js/pay/): worked hands, the
// amounts as the items carry them, in English and German.

import './page-env.js';
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, knowGames } from '../../main/resources/web/js/i18n.js';
import { whyLines } from '../../main/resources/web/js/settle.js';
import { num, signed, gets, eachWay } from '../../main/resources/web/js/pay/common.js';
import { WORDING } from '../../main/resources/web/js/pay/games.js';

knowGames([{ game: 'leipzig-taroc', pack: 'tarot-78', cards: [] }, { game: 'husarln', pack: 'tarot-42', cards: [] }]);

const item = (code, seats, args) => ({ code, seats, pot: -seats.reduce((a, b) => a + b, 0), args });
const names = ['Anna', 'Ben', 'Cara'];
const texts = (event, game) => whyLines({ number: 0, ...event }, names, game).map((l) => l.text);

beforeEach(() => setLang('en'));

test('an amount is written with a decimal point in English, a comma in German; a loss with a minus sign', () => {
  assert.equal(num(7.5), '7.5');
  assert.equal(signed(-7.5), '−7.5');
  assert.equal(signed(0), '0');
  setLang('de');
  assert.equal(signed(7.5), '+7,5');
});

test('each defender pays the declarer, or the declarer pays each defender, as the first defender\'s share says', () => {
  const won = item('game', [56, -28, -28], {});
  assert.equal(gets(won, 1), -28);
  assert.match(eachWay(won, 0, names, 'defender'), /28/);
  assert.notEqual(eachWay(won, 0, names, 'defender'), eachWay(item('game', [-56, 28, 28], {}), 0, names, 'defender'));
});

test('every game the page plays has a module of payment sentences', () => {
  assert.deepEqual(Object.keys(WORDING).sort(), ['bavarian-tarock', 'german-tarok', 'husarln', 'leipzig-taroc']);
});

test('German Tarok: the basis over 60 times the multiplier, each defender paying, then every net', () => {
  const game = { contract: 'solo', outcome: 'won', basis: 7, multiplier: 4, value: 28, matsch: 'none' };
  const lines = texts({
    result: { declarer: 0, contract: 'solo', side_points: { declarer: 67, defenders: 53 }, settlement: [56, -28, -28], notes: [] },
    payments: [item('game', [56, -28, -28], game)],
  }, 'german-tarok');
  assert.ok(lines.some((l) => l.includes('67') && l.includes('Anna')), lines.join('\n'));
  assert.ok(lines.some((l) => l.includes('7') && l.includes('4') && l.includes('28')), lines.join('\n'));
  assert.equal(lines[lines.length - 1], 'Net: Anna +56, Ben −28, Cara −28.');
});

test('a hand without items and without declarer was thrown in; a tie at 60 pays nothing but is no throw-in', () => {
  assert.deepEqual(texts({ result: { settlement: [0, 0, 0], notes: [] }, payments: [] }, 'german-tarok'),
    texts({ result: { settlement: [0, 0, 0], notes: ['thrown-in'] }, payments: [] }, 'german-tarok'));
  const tie = texts({ result: { declarer: 1, contract: 'frage', settlement: [0, 0, 0],
    side_points: { declarer: 60, defenders: 60 }, notes: ['tie'], carry_before: { pot: 12 }, carry_after: { pot: 12 } },
  payments: [] }, 'german-tarok');
  const thrown = texts({ result: { settlement: [0, 0, 0], notes: [] }, payments: [] }, 'german-tarok');
  assert.ok(!tie.includes(thrown[0]), tie.join('\n'));
});

test('a note an item already says is not said again; a note no item says is', () => {
  const game = { contract: 'solo', outcome: 'won', basis: 7, multiplier: 4, value: 28, matsch: 'silent' };
  const lines = whyLines({ number: 0, result: { declarer: 0, contract: 'solo', side_points: { declarer: 120, defenders: 0 },
    settlement: [56, -28, -28], notes: ['matsch', 'refill'] }, payments: [item('game', [56, -28, -28], game)] }, names, 'german-tarok');
  assert.equal(lines.filter((l) => l.payment === null && /refill|Kasse|pot/i.test(l.text)).length, 1, JSON.stringify(lines));
  assert.ok(!lines.some((l) => l.payment === null && /Matsch/i.test(l.text)), JSON.stringify(lines));
});

test('an item of a code the page has no words for still says what it moves, and is marked', () => {
  const lines = whyLines({ number: 0, result: { declarer: 0, settlement: [2, -1, -1], notes: [] },
    payments: [item('new-code', [2, -1, -1], {})] }, names, 'german-tarok');
  const odd = lines.find((l) => l.unworded);
  assert.equal(odd.payment, 'new-code');
  assert.ok(odd.text.includes('Anna +2') && odd.text.includes('Ben −1'), odd.text);
});

test('Bavarian Tarock: a Stockspiel won with Schneider paid by the Haferl, the pot before and after', () => {
  const bavarian = { contract: 'stock', value: 2, won: true, schneider: true, schwarz: false };
  setLang('de');
  const lines = texts({ result: { declarer: 1, contract: 'stock', side_points: { declarer: 95, defenders: 25 },
    settlement: [0, 2, 0], notes: ['schneider'], carry_before: { haferl: 27 }, carry_after: { haferl: 25 } },
  payments: [item('haferl-paid', [0, 2, 0], bavarian)] }, 'bavarian-tarock');
  assert.equal(lines[1], 'Ben gewinnt das Spiel (Stockspiel mit Schneider), Wert 2: das Haferl zahlt 2 an Ben.');
  assert.ok(lines.some((l) => l.includes('27') && l.includes('25')), lines.join('\n'));
});

test('Bavarian Tarock: a declarer who won and still ends below zero is told it was the stake', () => {
  const bavarian = { contract: 'stock', value: 2, won: true, schneider: false, schwarz: false };
  const lines = texts({ result: { declarer: 1, contract: 'stock', side_points: { declarer: 70, defenders: 50 },
    settlement: [-10, -8, -10], notes: [], carry_before: { haferl: 0 }, carry_after: { haferl: 28 } },
  payments: [item('stake', [-10, -10, -10], { stake: 10, rounds: 1 }), item('haferl-paid', [0, 2, 0], bavarian)] },
  'bavarian-tarock');
  assert.ok(lines.some((l) => l.includes('Ben') && l.includes('−8')), lines.join('\n'));
});

test('Husarln: a bonus of a defender is paid between him and the declarer only', () => {
  const lines = whyLines({ number: 0, result: { declarer: 2, contract: 'solo', settlement: [0, 2, -2], notes: [] },
    payments: [item('bonus', [0, 2, -2], { kind: 'trumps-10', seat: 1, value: 2 })] }, names, 'husarln');
  const bonus = lines.find((l) => l.payment === 'bonus').text;
  assert.ok(bonus.includes('Ben') && bonus.includes('Cara') && !bonus.includes('Anna'), bonus);
});

test('Leipzig Taroc: card points against 26 for every player, then the Excuse\'s exchange', () => {
  const lines = texts({ result: { card_points: [30, 22, 26], settlement: [4, -4, 0], notes: [],
    excuse: { owner: 0, trick: 5, winner: 1, exchange: 'C2', lost: false } },
  payments: [item('cards', [4, -4, 0], { target: 26 })] }, 'leipzig-taroc');
  assert.ok(lines[0].includes('26') && lines[0].includes('Anna') && lines[0].includes('30') && lines[0].includes('+4'), lines[0]);
  assert.ok(lines.some((l) => l.includes('Ben') && l.includes('Anna') && l.includes('the Two of Clubs')), lines.join('\n'));
});

test('equal totals share a place in the standings, and the next counts the players above it', async () => {
  const { places } = await import('../../main/resources/web/js/settle.js');
  assert.deepEqual(places([10, 10, -20]), [1, 1, 3]);
  assert.deepEqual(places([30, -15, -15]), [1, 2, 2]);
  assert.deepEqual(places([5, 0, -5]), [1, 2, 3]);
  assert.deepEqual(places([0, 0, 0]), [1, 1, 1]);
});

test('Husarln: the defenders\' card points with the stock\'s, so that the sum can be checked', () => {
  const lines = texts({ result: { declarer: 0, contract: 'solo', card_points: [70, 34, 5], won: true,
    side_points: { declarer: 70, defenders: 50 }, settlement: [4, -2, -2], notes: [] }, payments: [] }, 'husarln');
  assert.equal(lines[0], 'Anna took 70 card points, the defenders 50 (39 in their tricks and 11 in the stock).');
});

test('a side whose tricks hold all its card points is said without the stock', () => {
  const lines = texts({ result: { declarer: 1, contract: 'solo', card_points: [30, 70, 20], won: true,
    side_points: { declarer: 70, defenders: 50 }, settlement: [-2, 4, -2], notes: [] }, payments: [] }, 'bavarian-tarock');
  assert.equal(lines[0], 'Ben took 70 card points, the defenders 50.');
});

test('the hand\'s result in one line: the declarer wins or loses his contract by the amount he gets', async () => {
  const { resultLine } = await import('../../main/resources/web/js/settle.js');
  assert.equal(resultLine({ declarer: 0, contract: 'solo', won: false, settlement: [-6, 3, 3] }, names),
    'Anna loses the Solo: −6');
  assert.equal(resultLine({ declarer: 2, contract: 'solo', won: true, settlement: [-2, -2, 4] }, names),
    'Cara wins the Solo: +4');
  assert.equal(resultLine({ card_points: [30, 22, 26], settlement: [4, -4, 0] }, names), 'Result: Anna +4, Ben −4, Cara 0');
  assert.equal(resultLine({ contract: 'none', declarer: null, settlement: [0, 0, 0] }, names), 'Thrown in: nobody pays.');
  setLang('de');
  assert.equal(resultLine({ declarer: 0, contract: 'solo', won: false, settlement: [-6, 3, 3] }, names),
    'Solo von Anna verloren: −6');
});

test('the unseen talon is drawn with as many backs as it has cards: six in Husarln, three elsewhere', async () => {
  const { stockSize } = await import('../../main/resources/web/js/games/games.js');
  assert.deepEqual(['german-tarok', 'bavarian-tarock', 'leipzig-taroc', 'husarln'].map(stockSize), [3, 3, 3, 6]);
});

test('Leipzig Taroc\'s analysis per player: the search\'s value, the points taken against it, the cards below its best', async () => {
  const { searchSeatLine } = await import('../../main/resources/web/js/analysis-words.js');
  const decisions = [{ seat: 0, points_lost: 0 }, { seat: 0, points_lost: 30 }, { seat: 1, points_lost: 5 }, { seat: 0, points_lost: 34 }];
  const line = searchSeatLine({ seat: 0, search_value: 17, card_points: 22, points_lost: 64 }, decisions, names);
  assert.equal(line, 'Anna: the search expected 17 at the first card, took 22 (+5); 2 of 3 cards below the search’s best.');
  assert.doesNotMatch(line, /\bhis\b|\bher\b/);
});
