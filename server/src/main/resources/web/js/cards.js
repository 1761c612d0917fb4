// The cards, drawn as SVG by the project: German-suited cards (Acorns, Leaves, Hearts, Bells) for German and
// Bavarian Tarock, tarot cards (numbered trumps, the Excuse, French suits) for Leipzig Taroc and Husarln.
// Everything is vector so cards stay crisp at any size; colours come from CSS custom properties.

import { cardName, isTarotGame, packIndex } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';

// Suit symbols in a 100×100 box. Each is markup so a symbol may combine several shapes.
const SYMBOLS = {
  // German suits
  'german-H': '<path class="s-red" d="M50 90C22 68 6 50 6 31 6 16 17 6 30 6c9 0 16 5 20 13 4-8 11-13 20-13 13 0 24 10 24 25 0 19-16 37-44 59z"/>',
  'german-S': '<circle class="s-bell" cx="50" cy="56" r="36"/><rect class="s-bell-band" x="15" y="44" width="70" height="11" rx="3"/>'
    + '<path class="s-line" d="M50 70v21M38 80h24" /><circle class="s-bell-band" cx="50" cy="16" r="7"/>',
  'german-E': '<path class="s-acorn-cap" d="M18 46c0-20 14-32 32-32s32 12 32 32z"/><path class="s-line" d="M30 24l40 20M26 34l44 10M70 24L30 44M74 34L30 44"/>'
    + '<path class="s-acorn" d="M24 46h52c0 26-12 46-26 46S24 72 24 46z"/><path class="s-line" d="M50 14V4"/>',
  'german-G': '<path class="s-leaf" d="M50 94C18 74 8 42 50 6c42 36 32 68 0 88z"/><path class="s-line" d="M50 98V16M50 40l-16-10M50 40l16-10M50 58l-20-12M50 58l20-12M50 76l-16-10M50 76l16-10"/>',
  // French suits
  'tarot-H': '<path class="s-red" d="M50 90C22 68 6 50 6 31 6 16 17 6 30 6c9 0 16 5 20 13 4-8 11-13 20-13 13 0 24 10 24 25 0 19-16 37-44 59z"/>',
  'tarot-D': '<path class="s-red" d="M50 4l38 46-38 46-38-46z"/>',
  'tarot-S': '<path class="s-black" d="M50 4c16 22 44 36 44 58 0 14-11 22-23 22-8 0-14-4-17-9 2 10 6 16 14 21H32c8-5 12-11 14-21-3 5-9 9-17 9C17 84 6 76 6 62 6 40 34 26 50 4z"/>',
  'tarot-C': '<circle class="s-black" cx="50" cy="27" r="20"/><circle class="s-black" cx="27" cy="58" r="20"/><circle class="s-black" cx="73" cy="58" r="20"/>'
    + '<path class="s-black" d="M46 50h8l4 44H42z"/>',
};

// Pip positions (x, y) inside the card's 100×150 face, for 1 to 10 pips.
const PIPS = {
  1: [[50, 75]],
  2: [[50, 40], [50, 110]],
  3: [[50, 40], [50, 75], [50, 110]],
  4: [[32, 40], [68, 40], [32, 110], [68, 110]],
  5: [[32, 40], [68, 40], [50, 75], [32, 110], [68, 110]],
  6: [[32, 40], [68, 40], [32, 75], [68, 75], [32, 110], [68, 110]],
  7: [[32, 40], [68, 40], [50, 57], [32, 75], [68, 75], [32, 110], [68, 110]],
  8: [[32, 40], [68, 40], [50, 57], [32, 75], [68, 75], [50, 93], [32, 110], [68, 110]],
  9: [[32, 38], [68, 38], [32, 63], [68, 63], [50, 75], [32, 88], [68, 88], [32, 113], [68, 113]],
  10: [[32, 38], [68, 38], [50, 50], [32, 63], [68, 63], [32, 88], [68, 88], [50, 100], [32, 113], [68, 113]],
};

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV',
  'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

function symbol(key, x, y, size) {
  const s = size / 100;
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${s})">${SYMBOLS[key]}</g>`;
}

// A card shows its index once as text (top left); its other markings (the turned corner, a court card's
// letter, a trump's number and numeral) are drawn from glyphs in one hidden sprite, so that what a card
// shows as text is exactly the index its button's name contains (js/table-input.js).
let sprite = null;

/** A <use> of the glyph {@code label} (added to the page's sprite once), at x, y with {@code cls}. */
function glyph(label, x, y, cls) {
  if (!sprite || !sprite.isConnected) {
    sprite = document.createElementNS(NS, 'svg');
    sprite.setAttribute('id', 'card-glyphs');
    sprite.setAttribute('aria-hidden', 'true');
    sprite.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
    sprite.append(document.createElementNS(NS, 'defs'));
    document.body.append(sprite);
  }
  const id = `glyph-${[...String(label)].map((c) => c.codePointAt(0).toString(16)).join('-')}`;
  if (!sprite.querySelector(`[id="${id}"]`)) {
    const text = document.createElementNS(NS, 'text');
    text.setAttribute('id', id);
    text.setAttribute('text-anchor', 'middle');
    text.textContent = String(label);
    sprite.firstChild.append(text);
  }
  return `<use href="#${id}" class="${cls}" x="${x}" y="${y}"/>`;
}

/** The index as the card shows it in its corner: "10", "O", "21", "★". */
export function cardIndex(code) {
  if (code === 'FOOL') return '★';
  return /^T\d+$/.test(code) ? String(Number(code.slice(1))) : code.slice(1);
}

function corners(label, key, colourClass) {
  const mark = key ? symbol(key, 13, 38, 15) : '';
  // Two-character indexes ("10", "21") are set smaller and further in, so that they stay clear of the edge.
  const wide = String(label).length > 1;
  const cls = `c-index ${colourClass}${wide ? ' c-wide' : ''}`;
  const x = wide ? 15 : 13;
  return `<text class="${cls}" x="${x}" y="22" text-anchor="middle">${label}</text>${mark}`
    + `<g transform="rotate(180 50 75)">${glyph(label, x, 22, cls)}${mark}</g>`;
}

function germanFace(code) {
  const suit = code[0];
  const rank = code.slice(1);
  const key = `german-${suit}`;
  const colour = suit === 'H' ? 'c-red' : 'c-black';
  let middle;
  if (/^\d+$/.test(rank)) {
    middle = PIPS[Number(rank)].map(([x, y]) => symbol(key, x, y, 22)).join('');
  } else if (rank === 'A') {
    middle = symbol(key, 50, 75, 60);
  } else {
    // Court cards: a framed panel with the rank letter over the suit, readable even when small.
    middle = `<rect class="c-court" x="24" y="34" width="52" height="82" rx="6"/>`
      + glyph(rank, 50, 74, `c-court-letter ${colour}`)
      + symbol(key, 50, 96, 28);
  }
  return corners(rank, key, colour) + middle;
}

function tarotFace(code) {
  if (code === 'FOOL') {
    return '<rect class="c-trump-panel" x="14" y="22" width="72" height="106" rx="6"/>'
      + '<path class="c-star" d="M50 46l8 18 20 2-15 13 5 20-18-11-18 11 5-20-15-13 20-2z"/>'
      + '<text class="c-index c-black" x="13" y="20" text-anchor="middle">★</text>';
  }
  if (/^T\d+$/.test(code)) {
    const n = Number(code.slice(1));
    return `<rect class="c-trump-panel" x="14" y="22" width="72" height="106" rx="6"/>`
      + glyph(n, 50, 92, 'c-trump-number') + glyph(ROMAN[n], 50, 118, 'c-roman')
      + corners(String(n), null, 'c-black');
  }
  const suit = code[0];
  const rank = code.slice(1);
  const key = `tarot-${suit}`;
  const colour = suit === 'H' || suit === 'D' ? 'c-red' : 'c-black';
  let middle;
  if (/^\d+$/.test(rank)) {
    middle = PIPS[Number(rank)].map(([x, y]) => symbol(key, x, y, 20)).join('');
  } else {
    middle = `<rect class="c-court" x="24" y="34" width="52" height="82" rx="6"/>`
      + glyph(rank, 50, 74, `c-court-letter ${colour}`)
      + symbol(key, 50, 96, 28);
  }
  return corners(rank, key, colour) + middle;
}

/** An SVG element showing the card {@code code} of {@code game}, with its name as its accessible label. */
export function cardSvg(code, game) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 150');
  svg.setAttribute('class', 'card-svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', cardName(code, game));
  const face = isTarotGame(game) ? tarotFace(code) : germanFace(code);
  svg.innerHTML = `<rect class="c-face" x="1.5" y="1.5" width="97" height="147" rx="8"/>${face}`;
  return svg;
}

/** The back of a card, for cards a player may not see. */
export function cardBack() {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 150');
  svg.setAttribute('class', 'card-svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = '<rect class="c-back" x="1.5" y="1.5" width="97" height="147" rx="8"/>'
    + '<rect class="c-back-inner" x="10" y="10" width="80" height="130" rx="4"/>'
    + '<path class="c-back-line" d="M10 10l80 130M90 10L10 140M50 10v130M10 75h80"/>';
  return svg;
}

/** The card's place in the pack's canonical order (as the server sorts a hand), for showing cards sorted. */
export const cardOrder = (code, game) => packIndex(code, game);
