// Labels in English and German. German uses the games' own words (Stockspiel, Skart, Haferl, Sküs...);
// English keeps them where the game has no English name (Frage, Solo, Bettel).

const STORE_KEY = 'tarock.lang';

const TEXT = {
  en: { 'app.tagline': 'Historical three-player Tarock games in your browser',
    'nav.lobby': 'Lobby', 'nav.rules': 'Rules', 'nav.skip': 'Skip to the content', 'lang.switch': 'Deutsch', 'lang.switch.label': 'Switch to German',
    'lobby.create': 'New table', 'lobby.game': 'Game', 'lobby.hands': 'Hands in the match', 'lobby.name': 'Your name',
    'lobby.seats': 'Seats', 'lobby.seat': 'Seat {n}', 'lobby.you': 'You', 'lobby.person': 'A person (share a link)',
    'lobby.bot': 'Bot: {kind}', 'lobby.options': 'Rule options', 'lobby.preset': 'Variant',
    'lobby.default': 'default ({value})', 'lobby.start': 'Create the table', 'lobby.open': 'Open tables',
    'lobby.playing': 'Tables in play', 'lobby.finished': 'Finished tables', 'lobby.none': 'None at the moment.',
    'lobby.join': 'Join seat {n}', 'lobby.watch': 'Watch', 'lobby.rules': 'Rules of {game}',
    'lobby.view': 'View', 'lobby.played': '{played} of {hands} hands',
    'join.title': 'Join table {table}, seat {n}', 'join.go': 'Take the seat',
    'table.hand': 'Hand {n} of {of}', 'table.contract': 'Contract', 'table.trump': 'Trump', 'table.declarer': 'Declarer',
    'table.dealer': 'Dealer', 'table.phase': 'Phase', 'table.bid': 'Highest bid',
    'table.pot': 'Pot', 'table.haferl': 'Pot (Haferl)', 'table.blocks': 'Blocks',
    'table.declarations': 'Declarations', 'table.matsch': 'Matsch',
    'table.yourTurn': 'Your turn.', 'table.playCard': 'Your turn: play a card.',
    'table.waiting': 'Waiting for {name}.', 'table.watching': 'You are watching this table.',
    'table.yourHand': 'Your hand', 'table.trick': 'Current trick', 'table.lastTrick': 'Last trick', 'table.cards': '{n} cards', 'table.log': 'Moves', 'table.score': 'Score sheet',
    'table.history': 'Finished hands', 'table.download': 'Download record', 'table.replay': 'Replay',
    'table.match': 'Download the match (JSON Lines)', 'table.share': 'Invite a player',
    'table.shareSeat': 'Link for seat {n}', 'table.copy': 'Copy', 'table.copied': 'Copied.',
    'table.open': 'open seat', 'table.notStarted': 'The match starts when every seat is taken.',
    'table.lay': 'Lay away the selected cards', 'table.selectDiscard': 'Choose {n} cards to lay away, then confirm.',
    'table.handOver': 'Hand {n} is over', 'table.nextHand': 'Next hand', 'table.close': 'Close', 'table.matchOver': 'The match is over.',
    'table.points': 'Card points', 'breakdown.cards': 'Cards − 26', 'breakdown.declarations': 'Declarations', 'breakdown.pagat': 'Pagat', 'table.settlement': 'Settlement', 'table.why': 'Why', 'table.total': 'Total',
    'table.outcome.won': 'The declarer won.', 'table.outcome.lost': 'The declarer lost.',
    'table.outcome.tie': 'A tie: nothing is paid.', 'table.nobody': '–',
    'table.reconnecting': 'Connection lost; reconnecting…',
    'table.superseded': 'This seat is open in another tab or window.', 'table.takeBack': 'Play here', 'table.refused': 'Not allowed: {message}',
    'table.error': 'Error: {message}', 'table.sitsOut': '{name} deals and sits out.',
    'table.sideDeclarer': 'Declarer', 'table.sideDefenders': 'Defenders',
    'replay.title': 'Replay of hand {n}', 'replay.first': 'Start', 'replay.prev': 'Back', 'replay.next': 'Forward',
    'replay.last': 'End', 'replay.step': 'Step {i} of {n}', 'replay.back': 'Back to the table',
    'analysis.loading': 'Analysing the hand with all cards known…',
    'analysis.couldMake': 'With all cards known and best play, {name} could take {value} points: the contract could have been made.',
    'analysis.couldNotMake': 'With all cards known and best play, {name} could take only {value} points: the contract could not have been made.',
    'analysis.thrownIn': 'The hand was thrown in: nothing to analyse.',
    'analysis.failed': 'The analysis failed: {message}',
    'analysis.best': 'Best play with all cards known (value {value} for this side).',
    'analysis.lost': 'With all cards known {best} was better (value {value}): this card gave away {lost}.',
    'analysis.search.intro': 'Each player for himself; values are his own card points from a paranoid search with all cards known (the two others against him, looking two tricks ahead until the last four): an estimate, not an exact solve.',
    'analysis.search.seat': '{name}: {value} by the search at his first card, took {points}, gave away {lost}.',
    'analysis.search.best': 'The search’s best card with all cards known (value {value} for this player).',
    'analysis.search.lost': 'With all cards known the search prefers {best} (value {value}): this card gave away {lost}.',
    'phase.annulment': 'Annulment', 'phase.auction': 'Auction', 'phase.stock': 'Stock', 'phase.discard': 'Discard',
    'phase.trump': 'Trump', 'phase.announcement': 'Announcement', 'phase.declarations': 'Declarations',
    'phase.play': 'Play', 'phase.over': 'Hand over',
    'act.pass': 'Pass', 'act.hold': 'Hold', 'act.reject': 'Reject the packet', 'act.annul': 'Annul the deal',
    'act.keep': 'Keep the deal', 'act.bid': 'Bid {x}', 'act.trump': 'Trump: {x}', 'act.announce': 'Announce {x}',
    'act.announce.none': 'No announcement', 'act.discard': 'Lay away {x}', 'act.take': 'Take {x}',
    'act.declare': 'Declare {x}', 'act.play': 'Play {x}',
    'suit.german.E': 'Acorns', 'suit.german.G': 'Leaves', 'suit.german.H': 'Hearts', 'suit.german.S': 'Bells',
    'suit.tarot.C': 'Clubs', 'suit.tarot.D': 'Diamonds', 'suit.tarot.H': 'Hearts', 'suit.tarot.S': 'Spades',
    'suit.tarot.T': 'Tarocks',
    'rank.german.A': 'Ace', 'rank.german.10': 'Ten', 'rank.german.K': 'King', 'rank.german.O': 'Ober',
    'rank.german.U': 'Unter', 'rank.tarot.K': 'King', 'rank.tarot.Q': 'Queen', 'rank.tarot.C': 'Cavalier',
    'rank.tarot.J': 'Jack', 'card.of': '{rank} of {suit}', 'card.trump': 'Tarock {n}', 'card.fool': 'Excuse', 'card.fool.husarln': 'Sküs (Fool)',
    'contract.frage': 'Frage', 'contract.frage-couleur': 'Frage in Couleur', 'contract.sansprendre': 'Sansprendre',
    'contract.sansprendre-couleur': 'Sansprendre in Couleur', 'contract.solo': 'Solo', 'contract.herzsolo': 'Heart Solo',
    'contract.stock': 'Stock game', 'contract.bettel': 'Bettel', 'contract.two-cards': 'Two cards',
    'contract.one-card': 'One card', 'contract.none': 'none (thrown in)',
    'announce.matsch': 'Matsch (all tricks)',
    'token.matadors': 'Matadors', 'token.trumps': 'Ten trumps', 'token.kings': 'Four Kings',
    'token.kings-excuse': 'Three Kings and the Excuse', 'token.cavalry-clubs': 'Cavalry in Clubs',
    'token.half-cavalry-clubs': 'Half Cavalry in Clubs', 'token.cavalry-diamonds': 'Cavalry in Diamonds',
    'token.half-cavalry-diamonds': 'Half Cavalry in Diamonds', 'token.cavalry-hearts': 'Cavalry in Hearts',
    'token.half-cavalry-hearts': 'Half Cavalry in Hearts', 'token.cavalry-spades': 'Cavalry in Spades',
    'token.half-cavalry-spades': 'Half Cavalry in Spades', 'token.trumps-10': 'Ten trumps',
    'token.trumps-11': 'Eleven trumps', 'token.trumps-12': 'Twelve trumps', 'token.honours': 'The three Honours',
    'token.ultimo': 'Pagat Ultimo',
    'note.thrown-in': 'Everyone passed: the hand is thrown in.', 'note.tie': 'A tie at 60.',
    'note.matsch': 'Matsch: the declarer won every trick.', 'note.matsch-failed': 'The announced Matsch failed.',
    'note.ante': 'The dealer paid the ante into the pot.', 'note.refill': 'The pot was refilled by everyone.',
    'note.pot-won': 'The declarer won the pot.', 'note.pot-doubled': 'The declarer doubled the pot.',
    'note.block-placed': 'A block was placed in the pot.', 'note.blockade-complete': 'A new blockade began.',
    'note.bete': 'The declarer paid the bête into the pot.', 'note.double-bete': 'The declarer owes a double bête.',
    'note.schneider': 'Schneider: a side took 29 points or fewer.', 'note.schwarz': 'Schwarz: a side took no trick.',
    'note.bettel-ended-early': 'The Bettel player took a trick: the hand ended early.',
    'note.haferl-paid': 'The Haferl paid the winner.', 'note.defenders-paid': 'The Haferl fell short: the defenders paid.',
    'note.stake': 'Everyone paid the stake into the Haferl.',
    'note.handover-22': 'The 22nd trick handed the lead over.', 'note.excuse-lost': 'The Excuse was lost.',
    'note.excuse-no-exchange': 'The Excuse was not exchanged.', 'note.pagat-ultimo': 'Pagat Ultimo: the Pagat won the last trick.',
    'note.pagat-lost': 'The Pagat was lost.', 'note.pagat-lost-last': 'The Pagat was lost in the last trick.',
    'note.pagat-silent': 'A silent Pagat Ultimo.', 'note.pagat-silent-lost': 'A silent Pagat was lost in the last trick.',
    'note.ultimo': 'The announced Pagat Ultimo was made.', 'note.ultimo-failed': 'The announced Pagat Ultimo failed.',
    'note.annulled': 'The deal was annulled.', 'rules.back': 'Back to the lobby',
  },
  de: { 'app.tagline': 'Historische Tarockspiele zu dritt im Browser',
    'nav.lobby': 'Spielsaal', 'nav.rules': 'Regeln', 'nav.skip': 'Zum Inhalt springen', 'lang.switch': 'English', 'lang.switch.label': 'Auf Englisch umschalten',
    'lobby.create': 'Neuer Tisch', 'lobby.game': 'Spiel', 'lobby.hands': 'Spiele in der Partie', 'lobby.name': 'Dein Name',
    'lobby.seats': 'Plätze', 'lobby.seat': 'Platz {n}', 'lobby.you': 'Du', 'lobby.person': 'Ein Mensch (Link teilen)',
    'lobby.bot': 'Bot: {kind}', 'lobby.options': 'Regeloptionen', 'lobby.preset': 'Spielart',
    'lobby.default': 'Standard ({value})', 'lobby.start': 'Tisch eröffnen', 'lobby.open': 'Offene Tische',
    'lobby.playing': 'Laufende Tische', 'lobby.finished': 'Beendete Tische', 'lobby.none': 'Zur Zeit keine.',
    'lobby.join': 'Platz {n} nehmen', 'lobby.watch': 'Zuschauen', 'lobby.rules': 'Regeln: {game}',
    'lobby.view': 'Ansehen', 'lobby.played': '{played} von {hands} Spielen',
    'join.title': 'Tisch {table}, Platz {n}', 'join.go': 'Platz nehmen',
    'table.hand': 'Spiel {n} von {of}', 'table.contract': 'Spiel', 'table.trump': 'Trumpf', 'table.declarer': 'Spieler',
    'table.dealer': 'Geber', 'table.phase': 'Abschnitt', 'table.bid': 'Höchstes Gebot',
    'table.pot': 'Kasse', 'table.haferl': 'Haferl', 'table.blocks': 'Blöcke',
    'table.declarations': 'Ansagen', 'table.matsch': 'Matsch',
    'table.yourTurn': 'Du bist am Zug.', 'table.playCard': 'Du bist am Zug: spiel eine Karte aus.',
    'table.waiting': 'Warten auf {name}.', 'table.watching': 'Du schaust diesem Tisch zu.',
    'table.yourHand': 'Deine Karten', 'table.trick': 'Laufender Stich', 'table.lastTrick': 'Letzter Stich', 'table.cards': '{n} Karten', 'table.log': 'Züge', 'table.score': 'Schreibzettel',
    'table.history': 'Gespielte Spiele', 'table.download': 'Aufzeichnung laden', 'table.replay': 'Nachspielen',
    'table.match': 'Ganze Partie laden (JSON Lines)', 'table.share': 'Mitspieler einladen',
    'table.shareSeat': 'Link für Platz {n}', 'table.copy': 'Kopieren', 'table.copied': 'Kopiert.',
    'table.open': 'freier Platz', 'table.notStarted': 'Die Partie beginnt, wenn alle Plätze besetzt sind.',
    'table.lay': 'Gewählte Karten drücken', 'table.selectDiscard': 'Wähle {n} Karten zum Drücken und bestätige.',
    'table.handOver': 'Spiel {n} ist aus', 'table.nextHand': 'Nächstes Spiel', 'table.close': 'Schließen', 'table.matchOver': 'Die Partie ist zu Ende.',
    'table.points': 'Augen', 'breakdown.cards': 'Augen − 26', 'breakdown.declarations': 'Ansagen', 'breakdown.pagat': 'Pagat', 'table.settlement': 'Abrechnung', 'table.why': 'Warum', 'table.total': 'Summe',
    'table.outcome.won': 'Der Spieler hat gewonnen.', 'table.outcome.lost': 'Der Spieler hat verloren.',
    'table.outcome.tie': 'Unentschieden: nichts wird bezahlt.', 'table.nobody': '–',
    'table.reconnecting': 'Verbindung verloren; verbinde neu…',
    'table.superseded': 'Dieser Platz ist in einem anderen Tab oder Fenster offen.', 'table.takeBack': 'Hier spielen', 'table.refused': 'Nicht erlaubt: {message}',
    'table.error': 'Fehler: {message}', 'table.sitsOut': '{name} gibt und setzt aus.',
    'table.sideDeclarer': 'Spieler', 'table.sideDefenders': 'Gegenspieler',
    'replay.title': 'Spiel {n} nachspielen', 'replay.first': 'Anfang', 'replay.prev': 'Zurück', 'replay.next': 'Weiter',
    'replay.last': 'Ende', 'replay.step': 'Schritt {i} von {n}', 'replay.back': 'Zurück zum Tisch',
    'analysis.loading': 'Das Spiel wird mit offenen Karten analysiert…',
    'analysis.couldMake': 'Mit offenen Karten und bestem Spiel hätte {name} {value} Augen machen können: das Spiel war zu gewinnen.',
    'analysis.couldNotMake': 'Mit offenen Karten und bestem Spiel hätte {name} nur {value} Augen machen können: das Spiel war nicht zu gewinnen.',
    'analysis.thrownIn': 'Das Spiel wurde eingeworfen: nichts zu analysieren.',
    'analysis.failed': 'Die Analyse ist fehlgeschlagen: {message}',
    'analysis.best': 'Bestes Spiel mit offenen Karten (Wert {value} für diese Partei).',
    'analysis.lost': 'Mit offenen Karten war {best} besser (Wert {value}): diese Karte hat {lost} verschenkt.',
    'analysis.search.intro': 'Jeder spielt für sich; die Werte sind seine eigenen Augen nach einer paranoiden Suche mit offenen Karten (die beiden anderen gegen ihn, zwei Stiche voraus bis zu den letzten vier): eine Schätzung, keine exakte Lösung.',
    'analysis.search.seat': '{name}: {value} nach der Suche bei seiner ersten Karte, gemacht {points}, verschenkt {lost}.',
    'analysis.search.best': 'Die beste Karte der Suche mit offenen Karten (Wert {value} für diesen Spieler).',
    'analysis.search.lost': 'Mit offenen Karten zieht die Suche {best} vor (Wert {value}): diese Karte hat {lost} verschenkt.',
    'phase.annulment': 'Annullieren', 'phase.auction': 'Reizen', 'phase.stock': 'Stock', 'phase.discard': 'Skart',
    'phase.trump': 'Trumpf', 'phase.announcement': 'Ansage', 'phase.declarations': 'Ansagen',
    'phase.play': 'Ausspielen', 'phase.over': 'Spiel aus',
    'act.pass': 'Passe', 'act.hold': 'Selbst', 'act.reject': 'Päckchen ablehnen', 'act.annul': 'Annullieren',
    'act.keep': 'Weiterspielen', 'act.bid': '{x}', 'act.trump': 'Trumpf: {x}', 'act.announce': '{x} ansagen',
    'act.announce.none': 'Keine Ansage', 'act.discard': 'Drücken: {x}', 'act.take': 'Nehmen: {x}',
    'act.declare': 'Ansagen: {x}', 'act.play': '{x} ausspielen',
    'suit.german.E': 'Eichel', 'suit.german.G': 'Gras', 'suit.german.H': 'Herz', 'suit.german.S': 'Schellen',
    'suit.tarot.C': 'Treff', 'suit.tarot.D': 'Karo', 'suit.tarot.H': 'Herz', 'suit.tarot.S': 'Pik',
    'suit.tarot.T': 'Tarock',
    'rank.german.A': 'Sau', 'rank.german.10': 'Zehn', 'rank.german.K': 'König', 'rank.german.O': 'Ober',
    'rank.german.U': 'Unter', 'rank.tarot.K': 'König', 'rank.tarot.Q': 'Dame', 'rank.tarot.C': 'Cavall',
    'rank.tarot.J': 'Bube', 'card.of': '{suit}-{rank}', 'card.trump': 'Tarock {n}', 'card.fool': 'Sküs', 'card.fool.husarln': 'Sküs',
    'contract.frage': 'Frage', 'contract.frage-couleur': 'Frage in Couleur', 'contract.sansprendre': 'Sansprendre',
    'contract.sansprendre-couleur': 'Sansprendre in Couleur', 'contract.solo': 'Solo', 'contract.herzsolo': 'Herzsolo',
    'contract.stock': 'Stockspiel', 'contract.bettel': 'Bettel', 'contract.two-cards': 'Zwei Karten',
    'contract.one-card': 'Eine Karte', 'contract.none': 'keines (eingeworfen)',
    'announce.matsch': 'Matsch',
    'token.matadors': 'Matadore', 'token.trumps': 'Zehn Tarock', 'token.kings': 'Vier Könige',
    'token.kings-excuse': 'Drei Könige mit Sküs', 'token.cavalry-clubs': 'Cavallerie in Treff',
    'token.half-cavalry-clubs': 'Halbe Cavallerie in Treff', 'token.cavalry-diamonds': 'Cavallerie in Karo',
    'token.half-cavalry-diamonds': 'Halbe Cavallerie in Karo', 'token.cavalry-hearts': 'Cavallerie in Herz',
    'token.half-cavalry-hearts': 'Halbe Cavallerie in Herz', 'token.cavalry-spades': 'Cavallerie in Pik',
    'token.half-cavalry-spades': 'Halbe Cavallerie in Pik', 'token.trumps-10': 'Zehn Tarock',
    'token.trumps-11': 'Elf Tarock', 'token.trumps-12': 'Zwölf Tarock', 'token.honours': 'Die drei Trull',
    'token.ultimo': 'Pagat ultimo',
    'note.thrown-in': 'Alle haben gepasst: das Spiel ist eingeworfen.', 'note.tie': 'Unentschieden bei 60.',
    'note.matsch': 'Matsch: der Spieler hat alle Stiche.', 'note.matsch-failed': 'Der angesagte Matsch ist misslungen.',
    'note.ante': 'Der Geber hat den Einsatz in die Kasse gezahlt.', 'note.refill': 'Alle haben die Kasse aufgefüllt.',
    'note.pot-won': 'Der Spieler gewinnt die Kasse.', 'note.pot-doubled': 'Der Spieler verdoppelt die Kasse.',
    'note.block-placed': 'Ein Block wurde gesetzt.', 'note.blockade-complete': 'Eine neue Blockade beginnt.',
    'note.bete': 'Der Spieler zahlt die Bête in die Kasse.', 'note.double-bete': 'Der Spieler schuldet eine doppelte Bête.',
    'note.schneider': 'Schneider: eine Seite hat höchstens 29 Augen.', 'note.schwarz': 'Schwarz: eine Seite hat keinen Stich.',
    'note.bettel-ended-early': 'Der Bettelspieler hat einen Stich: das Spiel endet früh.',
    'note.haferl-paid': 'Das Haferl zahlt den Gewinner.', 'note.defenders-paid': 'Das Haferl reicht nicht: die Gegenspieler zahlen.',
    'note.stake': 'Alle zahlen den Einsatz ins Haferl.',
    'note.handover-22': 'Der 22. Stich gibt das Ausspiel weiter.', 'note.excuse-lost': 'Der Sküs ist verloren.',
    'note.excuse-no-exchange': 'Der Sküs wurde nicht ausgetauscht.', 'note.pagat-ultimo': 'Pagat ultimo: der Pagat macht den letzten Stich.',
    'note.pagat-lost': 'Der Pagat ist verloren.', 'note.pagat-lost-last': 'Der Pagat fällt im letzten Stich.',
    'note.pagat-silent': 'Ein stiller Pagat ultimo.', 'note.pagat-silent-lost': 'Ein stiller Pagat fällt im letzten Stich.',
    'note.ultimo': 'Der angesagte Pagat ultimo ist gelungen.', 'note.ultimo-failed': 'Der angesagte Pagat ultimo ist misslungen.',
    'note.annulled': 'Das Spiel wurde annulliert.', 'rules.back': 'Zurück zum Spielsaal',
  },
};

// The talon's and the discard's names differ by game: Skat for German Tarok, Stock for Bavarian Tarock and
// Husarln, Skart for Leipzig Taroc.
const GAME_WORDS = {
  en: {
    'german-tarok': { talon: 'Scat', discard: 'lay away', pot: 'Pot' },
    'bavarian-tarock': { talon: 'Stock', discard: 'lay away', pot: 'Pot (Haferl)' },
    'leipzig-taroc': { talon: 'Skart', discard: 'Skart', pot: 'Pot' },
    husarln: { talon: 'Stock', discard: 'lay away', pot: 'Pot' },
  },
  de: {
    'german-tarok': { talon: 'Skat', discard: 'drücken', pot: 'Kasse' },
    'bavarian-tarock': { talon: 'Stock', discard: 'drücken', pot: 'Haferl' },
    'leipzig-taroc': { talon: 'Skart', discard: 'Skart', pot: 'Kasse' },
    husarln: { talon: 'Stock', discard: 'drücken', pot: 'Kasse' },
  },
};

let current = localStorage.getItem(STORE_KEY) === 'de' ? 'de' : 'en';
const listeners = new Set();

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

export function t(key, params = {}) {
  const text = TEXT[current][key] ?? TEXT.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (params[k] ?? `{${k}}`));
}

export function gameWord(game, key) {
  return GAME_WORDS[current][game]?.[key] ?? key;
}

/** Fills every element marked data-i18n (text) or data-i18n-label (aria-label) under root. */
export function applyStatic(root) {
  root.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-label]').forEach((el) => el.setAttribute('aria-label', t(el.dataset.i18nLabel)));
}

export function isTarotGame(game) {
  return game === 'leipzig-taroc' || game === 'husarln';
}

/** A card's name for people: "Ober of Leaves", "Tarock 21", "Excuse". */
export function cardName(code, game) {
  if (code === 'FOOL') return t(game === 'husarln' ? 'card.fool.husarln' : 'card.fool');
  const tarot = isTarotGame(game);
  if (tarot && /^T\d+$/.test(code)) return t('card.trump', { n: code.slice(1) });
  const family = tarot ? 'tarot' : 'german';
  const suit = t(`suit.${family}.${code[0]}`);
  const rankCode = code.slice(1);
  const rankKey = `rank.${family}.${rankCode}`;
  const rank = TEXT.en[rankKey] ? t(rankKey) : rankCode;
  return t('card.of', { rank, suit });
}

export function contractName(code) {
  return code == null ? t('table.nobody') : t(`contract.${code}`);
}

export function trumpName(letter, game) {
  if (letter == null) return t('table.nobody');
  return t(`suit.${isTarotGame(game) ? 'tarot' : 'german'}.${letter}`);
}

/** An action of the protocol ("bid solo", "discard HA E9 S6") in words. */
export function actionLabel(act, game) {
  const [verb, ...args] = act.split(' ');
  const cards = () => args.map((c) => cardName(c, game)).join(', ');
  switch (verb) {
    case 'pass': case 'hold': case 'reject': case 'annul': case 'keep':
      return t(`act.${verb}`);
    case 'bid': return t('act.bid', { x: contractName(args[0]) });
    case 'trump': return t('act.trump', { x: trumpName(args[0], game) });
    case 'announce': return args[0] === 'none' ? t('act.announce.none') : t('act.announce', { x: t(`announce.${args[0]}`) });
    case 'discard': return t('act.discard', { x: cards() });
    case 'take': return t('act.take', { x: cards() });
    case 'declare': return t('act.declare', { x: args.map((a) => t(`token.${a}`)).join(', ') });
    case 'play': return t('act.play', { x: cards() });
    default: return act;
  }
}

export function noteText(word) {
  const key = `note.${word}`;
  return TEXT.en[key] ? t(key) : word;
}

/** A row of Leipzig Taroc's per-seat breakdown of the settlement. */
export function breakdownLabel(key) {
  const k = `breakdown.${key}`;
  return TEXT.en[k] ? t(k) : key;
}
