// The fair-deal check of js/fair.js against the worked example of docs/fairness.md, whose deals were computed
// by tools/check-fair-deal.py (an implementation of its own): a fair deal checks out, and each kind of
// unfair or inconsistent one is named.

import './page-env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setLang, t } from '../../main/resources/web/js/i18n.js';
import { checkDeal, digest, isClientSeed } from '../../main/resources/web/js/fair.js';
import { sha256 } from '../../main/resources/web/js/sha256.js';

const example = JSON.parse(readFileSync(new URL('./fixtures/fair-example.json', import.meta.url), 'utf8'));
const seats = ['Anna', 'Ben', 'Cara'];
setLang('en');

/** Hand k of the example in {@code game} as its record has it. */
function hand(game, k) {
  const { dealer, deal } = structuredClone(example.deals[`${game}/${k}`]);
  return {
    game, players: seats, dealer, sitting_out: null, deal: { hands: deal[0], talon: deal[1] },
    fairness: { scheme: 'tarock-fair/1', commitment: example.commitment, hand: k, secret: example.secrets[k],
      client_seeds: example.client_seeds, seats },
  };
}

const fair = (key) => t(`fair.${key}`);

for (const game of ['german-tarok', 'bavarian-tarock', 'leipzig-taroc', 'husarln']) {
  test(`${game}: the first two deals of the example check out, with the commitment and a seat's own seed`, async () => {
    assert.equal(await checkDeal(hand(game, 1), { commitment: example.commitment, seat: 0, clientSeed: 'a41f09' }), null);
    assert.equal(await checkDeal(hand(game, 2), { commitment: example.commitment }), null);
  });
}

test('two cards swapped between hands: the deal differs', async () => {
  const h = hand('german-tarok', 1);
  [h.deal.hands[0][0], h.deal.hands[1][0]] = [h.deal.hands[1][0], h.deal.hands[0][0]];
  assert.equal(await checkDeal(h), fair('dealDiffers'));
});

test('the talon in another order: the deal differs (the talon is dealt in order)', async () => {
  const h = hand('german-tarok', 1);
  h.deal.talon.reverse();
  assert.equal(await checkDeal(h), fair('dealDiffers'));
});

test('a secret that does not chain to the commitment in k steps', async () => {
  const h = hand('german-tarok', 2);
  h.fairness.hand = 1;
  assert.equal(await checkDeal(h), fair('chain'));
});

test('a commitment other than the one the table published first', async () => {
  assert.equal(await checkDeal(hand('husarln', 1), { commitment: '0'.repeat(64) }), fair('commitmentChanged'));
});

test('a record without this seat\'s own client seed', async () => {
  assert.equal(await checkDeal(hand('husarln', 1), { seat: 1, clientSeed: 'mine' }), fair('yourSeed'));
});

test('the first hand dealt by another than the first dealer the seed chose', async () => {
  const h = hand('german-tarok', 1);
  h.players = ['Ben', 'Anna', 'Cara'];
  assert.equal(await checkDeal(h), fair('firstDealer'));
});

test('seats that are not the hand\'s players', async () => {
  const h = hand('leipzig-taroc', 2);
  h.fairness.seats = ['Anna', 'Ben', 'Dora'];
  assert.equal(await checkDeal(h), fair('seats'));
});

test('no fairness object, or one of another scheme, proves nothing', async () => {
  const h = hand('german-tarok', 1);
  assert.equal(await checkDeal({ ...h, fairness: undefined }), fair('noFairness'));
  assert.equal(await checkDeal({ ...h, fairness: { ...h.fairness, scheme: 'other/1' } }), fair('noFairness'));
});

test('the page\'s own SHA-256 agrees with Web Crypto\'s', async () => {
  for (const text of ['', 'abc', 'a'.repeat(200)]) {
    const bytes = new TextEncoder().encode(text);
    assert.deepEqual(Array.from(sha256(bytes)), Array.from(await digest(bytes)));
  }
});

test('a client seed is 1 to 64 printable ASCII characters without space', () => {
  assert.ok(isClientSeed('a41f09'));
  assert.ok(!isClientSeed(''));
  assert.ok(!isClientSeed('a b'));
  assert.ok(!isClientSeed('x'.repeat(65)));
  assert.ok(!isClientSeed('ä'));
});
