// Fair deals (tarock-fair/1, docs/fairness.md) in the page: the seat's client seed, the commitment, and the
// check after each hand that its deal follows from the revealed secret. The check is computed here, from
// the hand's cards and the fairness object, never asked of the server: SHA-256 (Web Crypto's, or sha256.js
// on pages without it), then the documented shuffle (docs/deal.md) and each game's deal table. The deal
// tables are written out here on purpose, as in tools/check-fair-deal.py: a check that asked the server
// how to deal would prove nothing.

import { sha256 } from './sha256.js';
import { lang } from './i18n.js';
import { el, clear } from './dom.js';

const SCHEME = 'tarock-fair/1';

const TEXT = {
  en: {
    commitment: 'Commitment to the deals', explain: 'How the deals are made fair',
    seed: 'Your client seed', seedHelp: '1 to 64 characters from ! to ~ (no spaces). Your browser made one; you may type your own.',
    seedBad: 'A client seed has 1 to 64 characters from ! to ~, without spaces.',
    verified: 'Deal verified: hand {k} follows from the commitment and the client seeds.',
    failed: 'THIS DEAL IS NOT FAIR: {problem}', checking: 'Checking the deal…',
    chain: 'the revealed secret does not lead to the commitment', commitmentChanged: 'the commitment is not the one published when the table was created',
    yourSeed: 'your client seed was not used', dealDiffers: 'the cards are not the deal of the secret and the client seeds',
    firstDealer: 'the first dealer is not the one the seed chose', seats: 'the seats are not the players of this hand',
    noFairness: 'the hand carries no proof of a fair deal', back: 'Back to the lobby',
  },
  de: {
    commitment: 'Festlegung der Gebe', explain: 'Wie die Gebe fair gemacht wird',
    seed: 'Dein Client-Seed', seedHelp: '1 bis 64 Zeichen von ! bis ~ (ohne Leerzeichen). Dein Browser hat einen erzeugt; du kannst einen eigenen eintippen.',
    seedBad: 'Ein Client-Seed hat 1 bis 64 Zeichen von ! bis ~, ohne Leerzeichen.',
    verified: 'Gebe geprüft: Spiel {k} folgt aus der Festlegung und den Client-Seeds.',
    failed: 'DIESE GEBE IST NICHT FAIR: {problem}', checking: 'Die Gebe wird geprüft…',
    chain: 'das aufgedeckte Geheimnis führt nicht zur Festlegung', commitmentChanged: 'die Festlegung ist nicht die beim Anlegen des Tisches veröffentlichte',
    yourSeed: 'dein Client-Seed wurde nicht verwendet', dealDiffers: 'die Karten sind nicht die Gebe aus Geheimnis und Client-Seeds',
    firstDealer: 'der erste Geber ist nicht der vom Seed gewählte', seats: 'die Plätze sind nicht die Spieler dieses Spiels',
    noFairness: 'das Spiel trägt keinen Nachweis einer fairen Gebe', back: 'Zurück zur Lobby',
  },
};

function text(key, params = {}) {
  const s = (TEXT[lang()] ?? TEXT.en)[key] ?? TEXT.en[key];
  return s.replace(/\{(\w+)\}/g, (_, k) => String(params[k]));
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

const GERMAN = [...'EGHS'].flatMap((s) => ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6'].map((r) => s + r));
const TRUMPS = [...Array.from({ length: 21 }, (_, i) => `T${i + 1}`), 'FOOL'];
const TAROT_78 = [...TRUMPS, ...[...'CDHS'].flatMap((s) =>
  ['K', 'Q', 'C', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'].map((r) => s + r))];
// Husarln keeps the Ten of the black suits (clubs, spades) and the One of the red ones
const TAROT_42 = [...TRUMPS, ...[...'CDHS'].flatMap((s) => ['K', 'Q', 'C', 'J', s === 'C' || s === 'S' ? '10' : '1']
  .map((r) => s + r))];

// Each rules file's deal table (§3) as packets from the top: [who, cards], who 'talon' or 0 forehand,
// 1 middlehand, 2 rearhand (the dealer at three).
const round = (n) => [[0, n], [1, n], [2, n]];
const DEALS = {
  'german-tarok': [GERMAN, [['talon', 3], ...round(4), ...round(3), ...round(4)]],
  'bavarian-tarock': [GERMAN, [...round(4), ['talon', 3], ...round(3), ...round(4)]],
  'leipzig-taroc': [TAROT_78, [...round(5), ...round(5), ...round(5), ...round(5), ...round(5), ['talon', 3]]],
  husarln: [TAROT_42, [['talon', 6], ...round(6), ...round(6)]],
};

function dealOf(game, seed, dealer) {
  const [pack, packets] = DEALS[game];
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
      || f.hand < 1 || !Array.isArray(f.client_seeds) || !Array.isArray(f.seats) || !DEALS[hand.game]) {
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

// ---- the seat's client seed -------------------------------------------------------------------------

const seedKey = (table, seat) => `tarock.fair.${table}.${seat}`;

/** The client seed for a seat of a table: the one kept in this browser, or a new one of 32 hex digits. */
export function clientSeedFor(table, seat) {
  const kept = localStorage.getItem(seedKey(table, seat));
  if (isClientSeed(kept)) return kept;
  const seed = hexOf(crypto.getRandomValues(new Uint8Array(16)));
  localStorage.setItem(seedKey(table, seat), seed);
  return seed;
}

/**
 * The join form's client seed field (kept per table and seat across a refused join and a reload). Its
 * element's seed() gives the seed to send, or throws with the reason when the typed one is outside the spec.
 */
export function clientSeedField(table, seat) {
  const input = el('input', { id: 'client-seed', name: 'client_seed', value: clientSeedFor(table, seat),
    maxlength: 64, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'client-seed-help' });
  input.addEventListener('input', () => {
    if (isClientSeed(input.value)) localStorage.setItem(seedKey(table, seat), input.value);
  });
  const field = el('p', { class: 'fair-seed' }, el('label', { for: 'client-seed' }, text('seed')), ' ', input,
    el('small', { id: 'client-seed-help' }, ' ', text('seedHelp'), ' ', explainLink()));
  field.seed = () => {
    if (!isClientSeed(input.value)) throw new Error(text('seedBad'));
    localStorage.setItem(seedKey(table, seat), input.value);
    return input.value;
  };
  return field;
}

/** The client seed this browser sent for a seat of a table, or null. */
export function keptClientSeed(table, seat) {
  const kept = localStorage.getItem(seedKey(table, seat));
  return isClientSeed(kept) ? kept : null;
}

// ---- what the page shows ----------------------------------------------------------------------------

const explainLink = () => el('a', { href: '#/fair' }, text('explain'));

/** The table's commitment (from its info's fairness object), with a link to the explanation; null without. */
export function commitmentLine(fairness) {
  if (!fairness?.commitment) return null;
  return el('p', { class: 'fair-commitment' }, `${text('commitment')}: `,
    el('code', { class: 'commitment' }, fairness.commitment), ' ', explainLink());
}

/**
 * The check's verdict for a finished hand, as an element that first says it is checking, then "deal
 * verified" or, as an alert, that the deal is not fair.
 */
export function dealVerdict(hand, expected) {
  const line = el('p', { class: 'fair-verdict', 'data-fair': 'checking' }, text('checking'));
  checkDeal(hand, expected).then((problem) => {
    if (problem === null) {
      line.dataset.fair = 'verified';
      line.replaceChildren('✓ ', text('verified', { k: hand.fairness.hand }), ' ', explainLink());
    } else {
      line.dataset.fair = 'failed';
      line.setAttribute('role', 'alert');
      line.replaceChildren(el('strong', {}, text('failed', { problem })), ' ', explainLink());
    }
  }, (err) => {
    line.dataset.fair = 'failed';
    line.setAttribute('role', 'alert');
    line.replaceChildren(el('strong', {}, text('failed', { problem: err.message })));
  });
  return line;
}

/** The page explaining the scheme in plain words (#/fair), in the page's language. */
export async function showFairness(root) {
  clear(root);
  const res = await fetch(`/web/fair/${lang() === 'de' ? 'de' : 'en'}.html`);
  const article = el('article', { class: 'rules fair', lang: lang() === 'de' ? 'de' : 'en' });
  article.innerHTML = await res.text();
  root.append(el('p', {}, el('a', { href: '#/' }, text('back'))), article);
}
