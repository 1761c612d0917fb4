// The table page's own settings (js/table-settings.js): kept in the browser, auto-play only of a single legal
// card, and the bids that ask once more.

import './page-env.js';
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { setting, setSetting, singleCard, guarded } from '../../main/resources/web/js/table-settings.js';

const view = (legal, over = {}) => ({ seat: 0, turn: 0, phase: 'play', legal, ...over });

beforeEach(() => localStorage.clear());

test('auto-play is off and the bid guard on until the player changes them, and the choice is kept', () => {
  assert.equal(setting('autoPlay'), false);
  assert.equal(setting('confirmBids'), true);
  setSetting('autoPlay', true);
  setSetting('confirmBids', false);
  assert.equal(localStorage.getItem('tarock.autoPlay'), 'true');
  assert.equal(setting('autoPlay'), true);
  assert.equal(setting('confirmBids'), false);
});

test('only a single legal card of the player\'s own turn in the card play is played by itself', () => {
  assert.equal(singleCard(view(['play EA'])), 'EA');
  assert.equal(singleCard(view(['play EA', 'play E7'])), null);
  assert.equal(singleCard(view(['play EA'], { turn: 1 })), null);
  assert.equal(singleCard(view(['pass'], { phase: 'auction' })), null);
  assert.equal(singleCard(view(['play EA'], { seat: null })), null);
});

test('a bid that commits to a contract asks once more, each game its own; the lowest bids and passes never', () => {
  assert.equal(guarded('bid solo', 'bavarian-tarock'), true);
  assert.equal(guarded('bid bettel', 'bavarian-tarock'), true);
  assert.equal(guarded('bid stock', 'bavarian-tarock'), false);
  assert.equal(guarded('bid sansprendre', 'german-tarok'), true);
  assert.equal(guarded('bid frage', 'german-tarok'), false);
  assert.equal(guarded('bid one-card', 'husarln'), true);
  assert.equal(guarded('bid two-cards', 'husarln'), false);
  assert.equal(guarded('pass', 'husarln'), false);
  setSetting('confirmBids', false);
  assert.equal(guarded('bid solo', 'bavarian-tarock'), false);
});
