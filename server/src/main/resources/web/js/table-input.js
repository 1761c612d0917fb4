// The player's input at the table: his hand (cards to play or to lay away, by mouse, touch or keyboard),
// the calls of his turn, and the expert's hint. Methods of the table view (js/table.js).

import { t, tCount, actionLabel, cardName, lang } from './i18n.js';
import { cardSvg, cardIndex } from './cards.js';
import { el, clear, announce } from './dom.js';
import { setting, singleCard, guarded } from './table-settings.js';

// How long the only legal card waits before the page plays it: long enough to see that it is the only one.
const AUTO_PLAY_MS = 600;

/**
 * A card button's name: the card's name, led by the index the card shows when that is a number the name
 * does not say ("10, Ten of Acorns"; "Tarock 21" as it is), so that the name holds the text one sees.
 */
function buttonName(code, game) {
  const name = cardName(code, game);
  const index = cardIndex(code);
  return /^\d+$/.test(index) && !new RegExp(`\\b${index}\\b`).test(name) ? `${index}, ${name}` : name;
}

export const playerInput = {
  /** The expert's card for this decision: marked in the hand and said in words. */
  showHint(m) {
    const code = m.best.slice(5);
    this.hand.querySelector(`[data-card="${code}"]`)?.classList.add('suggested');
    const text = t('table.hint', { card: cardName(code, this.game), deals: m.deals });
    this.calls.querySelector('#hint-text')?.replaceChildren(text);
    announce(text);
  },

  /**
   * The player plays a card: a legal one is marked as played at once (lifted, the prompt says so) and further
   * clicks wait for it, while the page may still be showing the trick before; the server has the last word.
   */
  playOwn(code, legal) {
    if (this.queued) return;
    if (legal) {
      this.queued = code;
      performance.mark('tarock:click', { detail: { code } });
      this.hand.querySelector(`[data-card="${code}"]`)?.classList.add('queued');
      this.showPrompt('queued', t('table.cardQueued', { card: cardName(code, this.game) }));
      this.onPlayed?.();
      this.onPlayed = null;
    }
    this.act(`play ${code}`);
  },

  act(text) {
    // While reconnecting the action waits in the socket, so the page keeps saying why nothing happens yet.
    if (this.problem.dataset.code !== 'reconnecting') this.showProblem('', null);
    this.socket.act(text);
  },

  discardChoices(view) {
    return view.legal.filter((a) => a.startsWith('discard '));
  },

  /** Whether the discard is chosen card by card (many combinations) instead of from a list of buttons. */
  selecting(view) {
    return view.turn === view.seat && this.discardChoices(view).length > 6;
  },

  renderHand(view) {
    if (view.seat === null) {
      clear(this.hand);
      this.hand.hidden = true;
      return;
    }
    this.hand.hidden = false;
    const playable = new Set(view.legal.filter((a) => a.startsWith('play ')).map((a) => a.slice(5)));
    const selecting = this.selecting(view);
    const discardable = new Set(this.discardChoices(view).flatMap((a) => a.split(' ').slice(1)));
    if (!selecting) this.selected.clear();
    // Only a choice that is the player's now dims the cards he cannot choose: while he lays away, or plays
    // to a trick; in the auction and the calls he reads his whole hand.
    const choosing = selecting || (view.phase === 'play' && view.turn === view.seat);
    // The same hand as drawn is kept as it is: a redraw between a press and its release would lose the click.
    const key = JSON.stringify([lang(), view.cards, [...playable], selecting, [...discardable], [...this.selected],
      this.queued, choosing]);
    if (key === this.handKey && this.hand.children.length === view.cards.length) return;
    this.handKey = key;
    const focused = document.activeElement?.dataset?.card;
    const buttons = view.cards.map((code) => {
      const legal = selecting ? discardable.has(code) : playable.has(code);
      const b = el('button', {
        type: 'button',
        class: `card${legal ? ' legal' : ''}${choosing && !legal ? ' dim' : ''}${this.selected.has(code) ? ' selected' : ''}${
          this.queued === code ? ' queued' : ''}`,
        'data-card': code, 'aria-label': buttonName(code, this.game), 'aria-disabled': legal ? 'false' : 'true',
        'aria-pressed': selecting ? String(this.selected.has(code)) : null, tabindex: legal ? '0' : '-1',
      }, cardSvg(code, this.game));
      // An illegal card still asks the server, so the player reads the engine's reason for the refusal.
      b.addEventListener('click', () => (selecting ? this.toggle(code) : this.playOwn(code, legal)));
      return b;
    });
    this.hand.replaceChildren(...buttons);
    this.fitHand();
    const again = focused ? this.hand.querySelector(`[data-card="${focused}"][tabindex="0"]`) : null;
    if (again) again.focus();
    else if (view.turn === view.seat && (view.phase === 'play' || selecting) && !document.querySelector('dialog[open]')) {
      // The player's turn to play, or to choose cards to lay away: the focus goes to his first card he may
      // play or choose, for play by keyboard.
      this.hand.querySelector('button[tabindex="0"]')?.focus({ preventScroll: true });
    }
  },

  /** Overlaps the cards so that the hand fits its width: one row, or two for a hand of more than 13. */
  fitHand() {
    const cards = this.hand.children.length;
    if (!cards) return;
    const rows = cards > 13 ? 2 : 1;
    const perRow = Math.ceil(cards / rows);
    this.hand.classList.toggle('two-rows', rows === 2);
    const width = this.hand.clientWidth;
    const card = this.hand.firstElementChild.getBoundingClientRect().width || 60;
    const step = perRow > 1 ? Math.min(card + 4, (width - card) / (perRow - 1)) : card;
    this.hand.style.setProperty('--step', `${Math.floor(step)}px`);
    this.hand.style.setProperty('--per-row', String(perRow));
  },

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code);
    else this.selected.add(code);
    this.render();
    this.hand.querySelector(`[data-card="${code}"]`)?.focus();
  },

  /** Arrow keys move between the playable cards of the hand. */
  moveFocus(e) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const cards = [...this.hand.querySelectorAll('button[tabindex="0"]')];
    const i = cards.indexOf(document.activeElement);
    if (i < 0 || !cards.length) return;
    cards[(i + (e.key === 'ArrowRight' ? 1 : cards.length - 1)) % cards.length].focus();
    e.preventDefault();
  },

  renderCalls(view) {
    const calls = view.legal.filter((a) => !a.startsWith('play '));
    // a tournament's deals and a rated table's are played without hints
    if (view.seat !== null && view.turn === view.seat && view.phase === 'play' && !calls.length && !this.info.tournament
        && !this.info.rated) {
      // Card play: the only call is asking for the expert's hint (its answer is shown beside the button).
      const ask = el('button', { type: 'button', class: 'small', id: 'hint' }, t('table.askHint'));
      ask.addEventListener('click', () => this.socket.hint());
      this.calls.replaceChildren(ask, el('p', { class: 'hint', id: 'hint-text' }));
      return;
    }
    if (view.seat === null || view.turn !== view.seat || !calls.length) {
      clear(this.calls);
      return;
    }
    const buttons = [];
    if (this.selecting(view)) {
      const choices = this.discardChoices(view);
      const size = choices[0].split(' ').length - 1;
      const chosen = [...this.selected].sort().join(' ');
      const match = choices.find((a) => a.split(' ').slice(1).sort().join(' ') === chosen);
      buttons.push(el('p', { class: 'hint' }, tCount('table.selectDiscard', size)));
      const lay = el('button', { type: 'button', class: 'call primary', id: 'lay-away', 'data-size': size,
        disabled: match ? null : true }, t('table.lay'));
      lay.addEventListener('click', () => { if (match) this.act(match); });
      buttons.push(lay);
      calls.filter((a) => !a.startsWith('discard ')).forEach((a) => buttons.push(this.callButton(a)));
    } else {
      calls.forEach((a) => buttons.push(this.callButton(a)));
    }
    this.calls.replaceChildren(...buttons);
    const first = this.calls.querySelector('button:not([disabled])');
    if (first && !this.calls.contains(document.activeElement) && !this.hand.contains(document.activeElement)
      && !document.querySelector('dialog[open]')) first.focus({ preventScroll: true });
  },

  callButton(act) {
    const label = actionLabel(act, this.game);
    const guard = guarded(act, this.game);
    const b = el('button', { type: 'button', class: 'call', 'data-act': act, 'data-guard': guard ? 'true' : null }, label);
    if (/^(take|discard) /.test(act)) {
      const cards = act.split(' ').slice(1);
      b.prepend(el('span', { class: 'mini-cards', 'aria-hidden': 'true' }, ...cards.map((c) => cardSvg(c, this.game))));
    }
    b.addEventListener('click', () => {
      // a bid that commits to a contract asks once: the second tap sends it
      if (guard && b.dataset.confirm !== 'true') {
        b.dataset.confirm = 'true';
        b.classList.add('confirm');
        b.textContent = t('table.confirmBid', { bid: label });
        announce(b.textContent);
        return;
      }
      this.act(act);
    });
    return b;
  },

  /** With the setting on, the player's only legal card is played after a moment, as if he had clicked it. */
  autoPlay(view) {
    const code = setting('autoPlay') ? singleCard(view) : null;
    if (!code || this.queued || this.autoTimer) return;
    this.autoTimer = setTimeout(() => {
      this.autoTimer = null;
      if (this.view !== view || this.queued) return;
      // a trick still held is left to its full time: only a player's own click ends it early
      if (this.holding !== null) this.autoPlay(view);
      else this.playOwn(code, true);
    }, AUTO_PLAY_MS);
  },
};
