// The page's modules as files: a game is named only in its own modules (js/games/, js/pay/) and the
// translation tables, and no module grows past 400 lines.

import './page-env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORDING } from '../../main/resources/web/js/pay/games.js';

const root = fileURLToPath(new URL('../../main/resources/web/js/', import.meta.url));
const files = readdirSync(root, { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => join(root, f));
const own = (file) => /^(games|pay)\//.test(relative(root, file)) || /^texts-/.test(relative(root, file));
/** The file's code without its comments. */
const code = (file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

test('no module but a game\'s own and the translation tables names a game', () => {
  const games = Object.keys(WORDING);
  assert.equal(games.length, 4);
  const naming = files.filter((f) => !own(f)).flatMap((f) => games.filter((g) => code(f).includes(g))
    .map((g) => `${relative(root, f)}: ${g}`));
  assert.deepEqual(naming, []);
});

test('no module of the page is longer than 400 lines', () => {
  const long = files.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length])
    .filter(([, lines]) => lines > 400);
  assert.deepEqual(long, []);
});
