// The games' own facts at the table (js/games/): what each game's module adds to the felt, worked on the
// views the server sends.

import './page-env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnedUp } from '../../main/resources/web/js/games/games.js';

const view = (detail, history) => ({ detail, history });

test('a Husarln packet rejected in the stock lies face up on the table for everyone (husarln.md §7.4, 1)', () => {
  const v = view({ exposed: ['T15', 'HQ'] }, [{ seat: 0, act: 'take S10 T3' }]);
  assert.deepEqual(turnedUp('husarln', v), { lying: ['T15', 'HQ'], shown: [] });
});

test('a Husarln packet turned up and then taken is in its taker\'s hand, no longer on the table', () => {
  const v = view({ exposed: ['T8', 'HK', 'T20', 'SJ', 'D1', 'CQ'], shownDiscards: ['HK'] },
    [{ seat: 1, act: 'take T20' }]);
  assert.deepEqual(turnedUp('husarln', v), { lying: ['T8', 'HK', 'SJ', 'D1', 'CQ'], shown: ['HK'] });
});

test('a Husarln stock with nothing turned up yet shows no turned-up cards', () => {
  assert.equal(turnedUp('husarln', view({ exposed: [] }, [])), null);
  assert.equal(turnedUp('husarln', view(undefined, [])), null);
});

test('a game that turns no talon card up for everyone shows none', () => {
  for (const game of ['german-tarok', 'bavarian-tarock', 'leipzig-taroc', 'no-such-game']) {
    assert.equal(turnedUp(game, view({ exposed: ['T15'] }, [])), null);
  }
});
