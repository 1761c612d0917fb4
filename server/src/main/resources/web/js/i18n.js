// The page's two languages: choosing one (remembered in this browser), and wording everything the server sends
// as codes (cards, contracts, actions, notes, options, refusals) in it. The texts live in texts-en.js and
// texts-de.js; German uses the games' own words (Stockspiel, Skart, Haferl, Sküs...).

import en from './texts-en.js';
import de from './texts-de.js';

const TEXT = { en, de };
const STORE_KEY = 'tarock.lang';

let current = localStorage.getItem(STORE_KEY) === 'de' ? 'de' : 'en';
const listeners = new Set();
const missing = new Set();

export function lang() {
  return current;
}

export function setLang(value) {
  current = value === 'de' ? 'de' : 'en';
  localStorage.setItem(STORE_KEY, current);
  document.documentElement.lang = current;
  applyStatic(document);
  listeners.forEach((f) => f(current));
}

/** Calls f whenever the language changes; returns a function that stops it. */
export function onLangChange(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Whether {@code key} has a text (in English, which every key has). */
export function has(key) {
  return key in TEXT.en;
}

/**
 * The text of {@code key} in the current language with its {placeholders} filled. A key without a text in
 * the current language is noted (the browser tests read {@link missingKeys}) and shown in English.
 */
export function t(key, params = {}) {
  let text = TEXT[current][key];
  if (text === undefined) {
    missing.add(`${current}:${key}`);
    document.documentElement.dataset.missingKeys = [...missing].join(' ');
    text = TEXT.en[key] ?? key;
  }
  return text.replace(/\{(\w+)\}/g, (_, k) => (params[k] ?? `{${k}}`));
}

/** The text of {@code key} for a count {@code n}, from its ".one" form when there is one thing. */
export function tCount(key, n) {
  return t(n === 1 && has(`${key}.one`) ? `${key}.one` : key, { n });
}

/** Keys one language has and the other lacks, and keys asked for that neither has. */
export function missingKeys() {
  const onlyIn = (a, b) => Object.keys(TEXT[a]).filter((k) => !(k in TEXT[b])).map((k) => `${b}:${k}`);
  return [...onlyIn('en', 'de'), ...onlyIn('de', 'en'), ...missing];
}

/** Fills every element marked data-i18n (text) or data-i18n-label (aria-label) under root. */
export function applyStatic(root) {
  root.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-label]').forEach((el) => el.setAttribute('aria-label', t(el.dataset.i18nLabel)));
}

// Each game's pack ('german-36', 'tarot-78'...) and its cards in canonical order, as /api/games gives them;
// main.js fills them before the first page.
const packs = {};
const indices = {};

export function knowGames(games) {
  for (const g of games) {
    packs[g.game] = g.pack;
    indices[g.game] = new Map(g.cards.map((code, i) => [code, i]));
  }
}

/** The card's index in its game's pack (the canonical order of the record format). */
export function packIndex(code, game) {
  return indices[game]?.get(code) ?? -1;
}

export function isTarotGame(game) {
  return packs[game]?.startsWith('tarot') ?? false;
}

export function gameName(game) {
  return has(`game.${game}`) ? t(`game.${game}`) : game;
}

export function botKind(kind) {
  return has(`bot.${kind}`) ? t(`bot.${kind}`) : kind;
}

/** The talon's name in this game: Scat/Skat, Stock, the talon. */
export function talonWord(game) {
  return t(`word.talon.${game}`);
}

export function optionLabel(name) {
  return has(`option.${name}`) ? t(`option.${name}`) : name;
}

export function optionMeaning(name, fallback) {
  return has(`option.${name}.meaning`) ? t(`option.${name}.meaning`) : fallback;
}

/** An option's value in words: yes/no, a choice's name, a number as it is. */
export function optionValue(value) {
  const word = String(value);
  return has(`value.${word}`) ? t(`value.${word}`) : word;
}

/** An option's default as the server states it: a value, or per era ("1839: whole-suit; 1881: always"). */
export function optionDefault(text) {
  return String(text).split('; ').map((part) => {
    const m = part.match(/^(\d{4}): (.+)$/);
    return m ? t('value.era', { era: m[1], value: optionValue(m[2]) }) : optionValue(part);
  }).join('; ');
}

export function presetName(name) {
  return has(`preset.${name}`) ? t(`preset.${name}`) : name;
}

// German needs a card's gender for its article ("den Herz-Unter", "die Gras-Sau").
const GENDER = {
  german: { A: 'f', 10: 'f', K: 'm', O: 'm', U: 'm', 9: 'f', 8: 'f', 7: 'f', 6: 'f' },
  tarot: { K: 'm', Q: 'f', C: 'm', J: 'm' },
};
const ARTICLE = { m: 'den', f: 'die', n: 'das' };

/** A card's name for people: "Ober of Leaves", "Tarock 21", "Excuse". */
export function cardName(code, game) {
  if (code === 'FOOL') return t(has(`card.fool.${game}`) ? `card.fool.${game}` : 'card.fool');
  const tarot = isTarotGame(game);
  if (tarot && /^T\d+$/.test(code)) return t('card.trump', { n: code.slice(1) });
  const family = tarot ? 'tarot' : 'german';
  const rankKey = `rank.${family}.${code.slice(1)}`;
  return t('card.of', { rank: has(rankKey) ? t(rankKey) : code.slice(1), suit: t(`suit.${family}.${code[0]}`) });
}

/** A card named inside a sentence, with its article: "the Unter of Hearts", "den Herz-Unter". */
export function cardRef(code, game) {
  let gender = 'm';
  if (code !== 'FOOL' && !/^T\d+$/.test(code)) {
    gender = GENDER[isTarotGame(game) ? 'tarot' : 'german'][code.slice(1)] ?? 'f';
  }
  return t('card.with', { card: cardName(code, game), article: ARTICLE[gender] });
}

/** Words joined as a list: "a, b and c". */
export function listWords(words) {
  if (words.length <= 1) return words.join('');
  return t('list.and', { a: words.slice(0, -1).join(', '), b: words[words.length - 1] });
}

export function cardsRef(codes, game) {
  return listWords(codes.map((c) => cardRef(c, game)));
}

export function contractName(code) {
  if (code == null) return t('table.nobody');
  return has(`contract.${code}`) ? t(`contract.${code}`) : t('contract.game');
}

export function trumpName(letter, game) {
  if (letter == null) return t('table.nobody');
  return t(`suit.${isTarotGame(game) ? 'tarot' : 'german'}.${letter}`);
}

export function phaseName(phase) {
  return t(`phase.${phase}`);
}

export function tokenName(token) {
  return has(`token.${token}`) ? t(`token.${token}`) : t('note.unknown');
}

const CARD = /^([EGHSCD](\d+|[AKOUQCJ])|T\d+|FOOL)$/;

/** An action of the protocol ("bid solo", "discard HA E9 S6") in words. */
export function actionLabel(act, game) {
  if (act == null) return t('act.hidden');
  const [verb, ...args] = act.split(' ');
  const cards = () => args.map((c) => (CARD.test(c) ? cardName(c, game) : c)).join(', ');
  switch (verb) {
    case 'pass': case 'hold': case 'reject': case 'annul': case 'keep':
      return t(`act.${verb}`);
    case 'bid': return t('act.bid', { x: contractName(args[0]) });
    case 'trump': return t('act.trump', { x: trumpName(args[0], game) });
    case 'announce': return args[0] === 'none' ? t('act.announce.none') : t('act.announce', { x: t(`announce.${args[0]}`) });
    case 'discard': return t('act.discard', { x: cards() });
    case 'take': return t('act.take', { x: cards() });
    case 'declare': return t('act.declare', { x: args.map(tokenName).join(', ') });
    case 'play': return t('act.play', { x: cards() });
    default: return t('refusal.unknown-action');
  }
}

/**
 * A move of the history as a statement, for the move list: "Anna passes", "Anna leads the Seven of Bells",
 * "Ben legt die Schellen-Sieben zu". {@code leading} says whether a card played opens its trick.
 */
export function moveText(name, act, game, leading) {
  if (act == null) return t('move.hidden', { name });
  const [verb, ...args] = act.split(' ');
  const cards = () => cardsRef(args.filter((c) => CARD.test(c)), game);
  switch (verb) {
    case 'pass': case 'hold': case 'reject': case 'annul': case 'keep':
      return t(`move.${verb}`, { name });
    case 'bid': return t('move.bid', { name, x: contractName(args[0]) });
    case 'trump': return t('move.trump', { name, x: trumpName(args[0], game) });
    case 'announce': return args[0] === 'none' ? t('move.announce.none', { name })
      : t('move.announce', { name, x: t(`announce.${args[0]}`) });
    case 'discard': return t('move.discard', { name, x: cards() });
    case 'take': return t('move.take', { name, x: cards() });
    case 'declare': return t('move.declare', { name, x: listWords(args.map(tokenName)) });
    case 'play': return t(leading ? 'move.lead' : 'move.follow', { name, x: cards() });
    default: return `${name}: ${t('refusal.unknown-action')}`;
  }
}

/** A result's note in words; {@code rules} (the hand's rules in force) give the values it names. */
export function noteText(word, rules = {}) {
  return has(`note.${word}`) ? t(`note.${word}`, { limit: rules['schneider-limit'] }) : t('note.unknown');
}

/** A row of Leipzig Taroc's per-seat breakdown of the settlement. */
export function breakdownLabel(key) {
  return has(`breakdown.${key}`) ? t(`breakdown.${key}`) : key;
}

/**
 * A refusal in words, from its reason code and named arguments (docs/reasons.md): the most specific text
 * whose arguments are all present ("refusal.must-follow-suit.cards"), else the code's plain sentence.
 * {@code seatName} names an engine seat.
 */
export function refusalText(code, args, game, seatName) {
  const a = args ?? {};
  const words = {
    card: a.card,
    cards: Array.isArray(a.cards) && a.cards.length ? a.cards : undefined,
    suit: a.suit,
    seat: a.seat != null && a.seat >= 0 ? a.seat : undefined,
    contract: a.contract,
    count: a.count,
    token: a.declaration,
    phase: a.phase,
  };
  const fill = {
    card: () => cardRef(words.card, game),
    cards: () => cardsRef([].concat(words.cards), game),
    suit: () => trumpName(words.suit, game),
    seat: () => seatName(words.seat),
    contract: () => contractName(words.contract),
    count: () => String(words.count),
    token: () => tokenName(words.token),
    phase: () => phaseName(words.phase),
  };
  if (!has(`refusal.${code}`)) return t('refusal.other');
  const candidates = Object.keys(en).filter((k) => k.startsWith(`refusal.${code}.`))
    .map((k) => ({ key: k, needs: k.slice(`refusal.${code}.`.length).split('.') }))
    .sort((x, y) => y.needs.length - x.needs.length);
  for (const { key, needs } of candidates) {
    if (needs.every((n) => words[n] !== undefined && words[n] !== null && (n !== 'card' || CARD.test(words.card))
      && (n !== 'cards' || [].concat(words.cards).every((c) => CARD.test(c))))) {
      return t(key, Object.fromEntries(needs.map((n) => [n, fill[n]()])));
    }
  }
  return t(`refusal.${code}`);
}

/** The server's own refusal (an `error` message) in words. */
export function errorText(code) {
  return has(`error.${code}`) ? t(`error.${code}`) : t('error.other', { code });
}

/** A player's name as shown: a person's own name; a server bot by its seat and kind ("Computer 2 (Grundstufe)"). */
export function playerName(seats, name) {
  const seat = seats.find((s) => s.name === name);
  if (seat?.player === 'bot' && seat.bot) return t('bot.seat', { kind: botKind(seat.bot), n: seat.seat + 1 });
  return name ?? t('table.open');
}

/** A server bot's name where space is shortest (four columns of a score sheet): "Bot 2", "Comp. 2"; others as they are. */
export function tinyPlayerName(seats, name) {
  const seat = seats.find((s) => s.name === name);
  if (seat?.player === 'bot' && seat.bot) return t('bot.tiny', { n: seat.seat + 1 });
  return playerName(seats, name);
}

/** A player's name where space is short (under a trick's card, a column's head): a server bot without its kind. */
export function shortPlayerName(seats, name) {
  const seat = seats.find((s) => s.name === name);
  if (seat?.player === 'bot' && seat.bot) return t('bot.short', { n: seat.seat + 1 });
  return playerName(seats, name);
}
