// Fair deals (tarock-fair/1, docs/fairness.md) in the page: the seat's client seed, the commitment, and the
// check after each hand that its deal follows from the revealed secret. The check is computed here, from
// the hand's cards and the fairness object, never asked of the server: SHA-256 (Web Crypto's, or sha256.js
// on pages without it), then the documented shuffle (docs/deal.md) and each game's deal table, written out in
// the game's module (js/games) on purpose, as in tools/check-fair-deal.py: a check that asked the server
// how to deal would prove nothing.

import { sha256 } from './sha256.js';
import { lang, t, onLangChange } from './i18n.js';
import { el, clear } from './dom.js';
import { dealTable } from './games/games.js';

const SCHEME = 'tarock-fair/1';

function text(key, params = {}) {
  return t(`fair.${key}`, params);
}

// ---- SHA-256 and the scheme ----------------------------------------------------------------------

/** SHA-256 of bytes: Web Crypto's on secure pages, the page's own elsewhere. */
export async function digest(bytes) {
  if (globalThis.crypto?.subtle) return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return sha256(bytes);
}

const hexOf = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (hex) => Uint8Array.from(hex.match(/../g), (h) => parseInt(h, 16));
const isHex64 = (s) => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);

/** Whether a client seed is one the spec allows: 1 to 64 characters from ! (0x21) to ~ (0x7E). */
export const isClientSeed = (s) => typeof s === 'string' && /^[!-~]{1,64}$/.test(s);

async function chainsTo(secret, k, commitment) {
  let b = bytesOf(secret);
  for (let i = 0; i < k; i++) b = await digest(b);
  return hexOf(b) === commitment;
}

/** Step 3: the first 8 bytes, big-endian, of SHA-256(s_k ‖ client seeds joined by "\n" ‖ "\n" ‖ k). */
async function dealSeed(secret, clientSeeds, k) {
  const tail = new TextEncoder().encode(`${clientSeeds.join('\n')}\n${k}`);
  const s = bytesOf(secret);
  const input = new Uint8Array(s.length + tail.length);
  input.set(s);
  input.set(tail, s.length);
  const d = await digest(input);
  let seed = 0n;
  for (let i = 0; i < 8; i++) seed = (seed << 8n) | BigInt(d[i]);
  return seed;
}

// ---- the shuffle of docs/deal.md --------------------------------------------------------------------

const MASK = (1n << 64n) - 1n;

function splitMix64(seed) {
  let state = seed;
  const next = () => {
    state = (state + 0x9E3779B97F4A7C15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    return z ^ (z >> 31n);
  };
  // Lemire's multiply-and-shift with rejection: exactly uniform below bound
  const uniform = (bound) => {
    const b = BigInt(bound);
    const threshold = ((1n << 32n) - b) % b;
    for (;;) {
      const m = (next() >> 32n) * b;
      if ((m & 0xFFFFFFFFn) >= threshold) return Number(m >> 32n);
    }
  };
  return { uniform };
}

function dealOf(game, seed, dealer) {
  const { pack, packets } = dealTable(game);
  const cards = [...pack];
  const random = splitMix64(seed);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random.uniform(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const hands = [[], [], []];
  const talon = [];
  let at = 0;
  for (const [who, count] of packets) {
    const packet = cards.slice(at, at + count);
    at += count;
    if (who === 'talon') talon.push(...packet);
    else hands[(dealer + 1 + who) % 3].push(...packet);
  }
  return { hands, talon };
}

const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Checks a finished hand's deal: {game, players, dealer, sitting_out, deal, fairness} as in its record or
 * its hand-over event. {commitment} is the one the table published when it was created, {seat, clientSeed}
 * this browser's table seat and seed when it holds one. Resolves to null when the deal checks out, else to
 * the problem in words.
 */
export async function checkDeal(hand, { commitment, seat, clientSeed } = {}) {
  const f = hand.fairness;
  if (!f || f.scheme !== SCHEME || !isHex64(f.secret) || !isHex64(f.commitment) || !Number.isInteger(f.hand)
      || f.hand < 1 || !Array.isArray(f.client_seeds) || !Array.isArray(f.seats) || !dealTable(hand.game)) {
    return text('noFairness');
  }
  if (commitment && f.commitment !== commitment) return text('commitmentChanged');
  if (clientSeed && seat !== undefined && seat !== null && f.client_seeds[seat] !== clientSeed) return text('yourSeed');
  if (!await chainsTo(f.secret, f.hand, f.commitment)) return text('chain');
  const names = [...hand.players, ...(hand.sitting_out ? [hand.sitting_out] : [])];
  if (!sameSet(names, f.seats)) return text('seats');
  const seed = await dealSeed(f.secret, f.client_seeds, f.hand);
  const fair = dealOf(hand.game, seed, hand.dealer);
  const dealt = hand.deal;
  if (!fair.hands.every((h, i) => sameSet(h, dealt.hands[i])) || fair.talon.join() !== dealt.talon.join()) {
    return text('dealDiffers');
  }
  if (f.hand === 1) {
    const first = f.seats[splitMix64(seed).uniform(f.seats.length)];
    const dealer = hand.sitting_out ?? hand.players[hand.dealer];
    if (first !== dealer) return text('firstDealer');
  }
  return null;
}

// ---- the seat's client seed and the commitment this browser saw first ------------------------------

// Kept per table (and seat) in this browser, so that a refused join or a reload sends the same seed again:
// a server cannot make a player draw new seeds until one suits it.
const seedKey = (table, seat) => `tarock.fair.${table}.${seat}`;
const commitmentKey = (table) => `tarock.fair.${table}.commitment`;

const newSeed = () => hexOf(crypto.getRandomValues(new Uint8Array(16)));

/** The client seed kept for a seat of a table, or null. */
export function keptClientSeed(table, seat) {
  const kept = localStorage.getItem(seedKey(table, seat));
  return isClientSeed(kept) ? kept : null;
}

/** The commitment of a table as this browser first saw it (later ones must equal it). */
function rememberCommitment(table, commitment) {
  if (!commitment) return localStorage.getItem(commitmentKey(table));
  const first = localStorage.getItem(commitmentKey(table));
  if (first) return first;
  localStorage.setItem(commitmentKey(table), commitment);
  return commitment;
}

/**
 * A client seed field: the seed kept for {@code table}'s {@code seat}, or a new one of 32 hex digits, which
 * the player may change. Its seed(table, seat) keeps the value for that seat and returns it, or throws with
 * the reason when the typed one is outside the spec. {@code table} is null in the form that creates one.
 */
function clientSeedField(table, seat) {
  const input = el('input', { id: 'client-seed', name: 'client_seed', maxlength: 64, spellcheck: 'false',
    autocomplete: 'off', 'aria-describedby': 'client-seed-help' });
  input.value = (table && keptClientSeed(table, seat)) ?? newSeed();
  if (table) localStorage.setItem(seedKey(table, seat), input.value);
  input.addEventListener('input', () => {
    if (table && isClientSeed(input.value)) localStorage.setItem(seedKey(table, seat), input.value);
  });
  const field = el('div', { class: 'field fair-seed' }, el('label', { for: 'client-seed' }, text('seed')), input,
    el('p', { id: 'client-seed-help', class: 'meaning' }, text('seedHelp'), ' ', explainLink()));
  field.seed = (forTable = table, forSeat = seat) => {
    if (!isClientSeed(input.value)) throw new Error(text('seedBad'));
    if (forTable != null) localStorage.setItem(seedKey(forTable, forSeat), input.value);
    return input.value;
  };
  return field;
}

/**
 * Hook for playing again after {@code table}: the client seed for the new table, drawn once and kept, so that
 * a refused or repeated request sends the same.
 */
export function againSeed(table) {
  const key = `tarock.fair.${table}.again`;
  const kept = localStorage.getItem(key);
  const seed = isClientSeed(kept) ? kept : newSeed();
  localStorage.setItem(key, seed);
  return seed;
}

/** Hook for after a seat was taken with {@code seed}: the table's later hands are checked against it. */
export function keepClientSeed(table, seat, seed) {
  localStorage.setItem(seedKey(table, seat), seed);
}

/** Hook for the form that creates a table: the creator's client seed field (seed(table, seat) on submit). */
export function createFormSeed() {
  return clientSeedField(null, null);
}

/** Hook for after a table is created: remembers its commitment, as published before any seat was taken. */
export function tableCreated(info) {
  rememberCommitment(info.id, info.fairness?.commitment);
}

/**
 * Hook for the join page: the table's commitment (loaded from its info) and the seat's client seed field;
 * the element's seed() gives the seed to send.
 */
export function joinFairness(table, seat, getTable) {
  const field = clientSeedField(table, seat);
  const commitment = el('div', { class: 'fair-join' });
  getTable(table).then((info) => {
    rememberCommitment(table, info.fairness?.commitment);
    commitment.replaceChildren(commitmentLine(info.fairness) ?? '');
  }, () => {});
  const box = el('div', { class: 'fair' }, commitment, field);
  box.seed = () => field.seed();
  return box;
}

// ---- what the page shows ----------------------------------------------------------------------------

// Marked data-i18n, so that a language switch (applyStatic) renames them in place.
const explainLink = () => el('a', { href: '#/fair', 'data-i18n': 'fair.explain' }, text('explain'));

/** The table's commitment (from its info's fairness object), with a link to the explanation; null without. */
function commitmentLine(fairness) {
  if (!fairness?.commitment) return null;
  return el('p', { class: 'fair-commitment' }, el('span', { 'data-i18n': 'fair.commitment' }, text('commitment')), ': ',
    el('code', { class: 'commitment' }, fairness.commitment), ' ', explainLink());
}

/**
 * A verdict line for a check (a promise of null or the problem): checking, then verified ({@code verified}
 * names the sentence) or failed.
 */
function verdictLine(check, k, verified = 'verified') {
  const line = el('p', { class: 'fair-verdict', 'data-fair': 'checking', 'data-hand': k }, text('checking'));
  let fill = () => line.replaceChildren(text('checking'));
  const failed = (problem) => {
    line.dataset.fair = 'failed';
    line.setAttribute('role', 'alert');
    fill = () => line.replaceChildren(el('strong', {}, text('failed', { problem })), ' ', explainLink());
    fill();
  };
  check.then((problem) => {
    if (problem !== null) {
      failed(problem);
      return;
    }
    line.dataset.fair = 'verified';
    fill = () => line.replaceChildren('✓ ', text(verified, { k }), ' ', explainLink());
    fill();
  }, (err) => failed(err.message));
  // the line's words follow the page's language (a failed check's problem stays as it was found)
  onLangChange(() => fill());
  return line;
}

/**
 * Hook for the table view: the panel with the table's commitment and each finished hand's verdict, checked
 * in this page. {@code seat} is this browser's table seat, if it holds one. handOver(event, game) checks a
 * hand-over event; records(list) checks finished hands' records not yet checked (after a reload);
 * verdict(n) is a fresh verdict line for hand n (the protocol's number) for the hand-over dialog.
 */
export function fairPanel(table, info, seat) {
  const commitment = rememberCommitment(table, info.fairness?.commitment);
  const checks = new Map();
  const verdicts = el('div', { class: 'fair-verdicts', id: 'fair-verdicts' });
  const element = el('section', { class: 'fair-panel', id: 'fair-panel' }, commitmentLine(info.fairness) ?? '',
    verdicts);
  const expected = () => ({ commitment, seat, clientSeed: seat == null ? null : keptClientSeed(table, seat) });
  // at a tournament's entry table the seat's seed is the creator's: the check proves the deal is the tournament's
  const verified = info.tournament ? 'verifiedTournament' : 'verified';
  const add = (n, hand) => {
    if (checks.has(n) || !info.fairness) return;
    const check = checkDeal(hand, expected());
    checks.set(n, check);
    verdicts.append(verdictLine(check, n + 1, verified));
  };
  return {
    element,
    handOver: (ev, game) => add(ev.number, { ...ev, game }),
    records: (records) => records.forEach((r, n) => add(n, r)),
    verdict: (n) => (checks.has(n) ? verdictLine(checks.get(n), n + 1, verified) : null),
  };
}

/** The page explaining the scheme in plain words (#/fair), in the page's language. */
export async function showFairness(root) {
  clear(root);
  const res = await fetch(`/web/fair/${lang() === 'de' ? 'de' : 'en'}.html`);
  const article = el('article', { class: 'rules fair', lang: lang() === 'de' ? 'de' : 'en' });
  article.innerHTML = await res.text();
  root.append(el('p', {}, el('a', { href: '#/' }, text('back'))), article);
}
