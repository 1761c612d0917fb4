package org.tarock.engine.env;

import java.util.Arrays;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Game;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.Vocabulary;

/**
 * A game's observation and information-state tensors (OpenSpiel's {@code ObservationTensor} and
 * {@code InformationStateTensor}): fixed-size float vectors built from one seat's {@link SeatView} and
 * nothing else, so that they cannot show what the seat may not see. Seats are written relative to the
 * observing seat (0 = itself, 1 = the next in play order, 2 = the one after). docs/env.md lists every
 * field. Immutable and thread-safe.
 */
public final class Encoder {
    private static final int PHASES = Phase.values().length;

    private final Game game;
    /** The game's own part: its facts after the contract (docs/env.md). */
    private final GameEncoding encoding;
    private final Vocabulary vocabulary;
    private final int packSize;
    private final int tricks;
    private final int contracts;
    private final int trumps;
    private final int announcements;
    private final int tokens;
    /** The words of a seat's decisions other than card play, as columns (see {@link #word}). */
    private final int words;
    private final int gameFields;
    private final int observationSize;
    private final int slots;
    private final int slotSize;
    private final int informationStateSize;
    /** Where the observation's fields start (docs/env.md lists them); {@link HandTensors} writes the same ones. */
    final int toActAt;
    final int handAt;
    final int handSizesAt;
    final int playedAt;
    final int currentTrickAt;
    final int trickLeaderAt;
    final int tricksTakenAt;
    final int valueTakenAt;
    /** The game fact a hand-over of the lead after a trick sets (Leipzig's {@code handover22}), or -1. */
    final int handoverAt;
    /** With the factored discard, the field of the cards of a discard chosen so far (the observation's last). */
    final int chosenAt;
    /** Where the information state's first trick starts; each takes {@link #trickSize} floats. */
    final int tricksAt;
    final int trickSize;
    /** Per card index, its face value over the pack's total (a float as the field adds it). */
    private final float[] valueShare;

    public Encoder(Game game) {
        this(game, false);
    }

    /**
     * @param factoredDiscard whether discards are taken one card at a time: the observation then ends with the
     *                        cards chosen so far (the pack's size; written by {@link EnvHand} and
     *                        {@link BatchStepper}, 0 in the encoding of a view)
     */
    public Encoder(Game game, boolean factoredDiscard) {
        this.game = game;
        this.encoding = GameEncoding.of(game);
        this.vocabulary = game.vocabulary();
        this.packSize = game.pack().size();
        this.tricks = game.handSize();
        this.contracts = vocabulary.contracts().size();
        this.trumps = vocabulary.trumpLetters().length();
        this.announcements = vocabulary.announcements().size();
        this.tokens = vocabulary.tokens().size();
        int total = 0;
        for (Card c : game.pack().cards()) {
            total += c.value();
        }
        float totalValue = total;
        this.words = 7 + contracts + trumps + announcements + tokens;
        this.gameFields = encoding.factFields(packSize);
        this.observationSize = PHASES + 3 + 3 + 3 + packSize + packSize + 3 + 3 * packSize + 3 * packSize + 3
                + 3 + 3 + 3 * words + 2 * packSize + contracts + 1 + contracts + 3 + trumps + gameFields
                + (factoredDiscard ? packSize : 0);
        this.chosenAt = factoredDiscard ? observationSize - packSize : -1;
        this.slots = 2 * contracts + 15;
        this.slotSize = 3 + words + packSize + 1;
        this.trickSize = 3 + 3 * packSize;
        this.informationStateSize = observationSize + slots * slotSize + tricks * trickSize;
        this.toActAt = PHASES + 3 + 3;
        this.handAt = toActAt + 3;
        this.handSizesAt = handAt + 2 * packSize;
        this.playedAt = handSizesAt + 3;
        this.currentTrickAt = playedAt + 3 * packSize;
        this.trickLeaderAt = currentTrickAt + 3 * packSize;
        this.tricksTakenAt = trickLeaderAt + 3;
        this.valueTakenAt = tricksTakenAt + 3;
        this.handoverAt = encoding.handoverField() < 0 ? -1
                : observationSize - gameFields - (factoredDiscard ? packSize : 0) + encoding.handoverField();
        this.tricksAt = observationSize + slots * slotSize;
        this.valueShare = new float[packSize];
        for (Card c : game.pack().cards()) {
            valueShare[c.index()] = c.value() / totalValue;
        }
    }

    /** The tricks of a hand (its hand size). */
    int tricks() {
        return tricks;
    }

    int packSize() {
        return packSize;
    }

    float valueShare(int card) {
        return valueShare[card];
    }

    public Game game() {
        return game;
    }

    public int observationSize() {
        return observationSize;
    }

    public int informationStateSize() {
        return informationStateSize;
    }

    /** The most decisions other than card play a hand can have: the information state's history slots. */
    public int historySlots() {
        return slots;
    }

    public float[] observation(SeatView view) {
        float[] out = new float[observationSize];
        observation(view, out, 0);
        return out;
    }

    public float[] informationState(SeatView view) {
        float[] out = new float[informationStateSize];
        informationState(view, out, 0);
        return out;
    }

    /** Writes the observation of {@code view} into {@code out} from {@code offset} (overwriting those floats). */
    public void observation(SeatView view, float[] out, int offset) {
        Arrays.fill(out, offset, offset + observationSize, 0f);
        int me = view.seat();
        out[offset + view.phase().ordinal()] = 1;
        out[offset + PHASES + me] = 1;
        out[offset + PHASES + 3 + rel(view.dealer(), me)] = 1;
        if (view.currentSeat() >= 0) {
            out[offset + toActAt + rel(view.currentSeat(), me)] = 1;
        }
        for (Card c : view.hand()) {
            out[offset + handAt + c.index()] = 1;
        }
        for (Card c : view.talon()) {
            out[offset + handAt + packSize + c.index()] = 1;
        }
        for (int s = 0; s < 3; s++) {
            out[offset + handSizesAt + rel(s, me)] = handShare(view.handSizes().get(s));
        }
        int played = offset + playedAt;
        int current = offset + currentTrickAt;
        int leader = offset + trickLeaderAt;
        int tricksWon = offset + tricksTakenAt;
        int valueWon = offset + valueTakenAt;
        int p = valueWon + 3;
        for (Trick t : view.tricks()) {
            List<Card> cards = t.cards();
            boolean open = t.winner() < 0;
            for (int i = 0; i < cards.size(); i++) {
                int r = rel(t.seatOf(i), me);
                out[played + r * packSize + cards.get(i).index()] = 1;
                if (open) {
                    out[current + i * packSize + cards.get(i).index()] = 1;
                }
            }
            if (open) {
                out[leader + rel(t.leader(), me)] = 1;
            } else {
                int w = rel(t.winner(), me);
                out[tricksWon + w] += 1f / tricks;
                for (Card c : cards) {
                    out[valueWon + w] += valueShare[c.index()];
                }
            }
        }
        int said = p;
        p += 3 * words;
        int discarded = p;
        p += packSize;
        int taken = p;
        p += packSize;
        for (Move m : view.history()) {
            int a = m.action();
            if (a == Action.HIDDEN || Action.kind(a) != Action.PLAY) {
                int base = said + rel(m.seat(), me) * words;
                word(a, out, base);
                if (a != Action.HIDDEN && Action.kind(a) == Action.DISCARD) {
                    cardsOf(a, out, discarded);
                } else if (a != Action.HIDDEN && Action.kind(a) == Action.TAKE) {
                    cardsOf(a, out, taken);
                }
            }
        }
        p = gameDetail(view, out, p);
        if (chosenAt >= 0) {
            p += packSize;
        }
        if (p != offset + observationSize) {
            throw new IllegalStateException("observation of " + game.id().id() + " wrote " + (p - offset)
                    + " floats, expected " + observationSize);
        }
    }

    /**
     * Marks a decision other than card play in a seat's row of words: pass, hold, reject, annul, keep, a
     * discard (hidden or not), a take, then the contract bid, the trump named, the announcement and each
     * declaration token.
     */
    private void word(int action, float[] out, int base) {
        if (action == Action.HIDDEN) {
            out[base + 5] = 1;
            return;
        }
        int arg = Action.arg(action);
        switch (Action.kind(action)) {
            case Action.PASS -> out[base] = 1;
            case Action.HOLD -> out[base + 1] = 1;
            case Action.REJECT -> out[base + 2] = 1;
            case Action.ANNUL -> out[base + 3] = 1;
            case Action.KEEP -> out[base + 4] = 1;
            case Action.DISCARD -> out[base + 5] = 1;
            case Action.TAKE -> out[base + 6] = 1;
            case Action.BID -> out[base + 7 + arg] = 1;
            case Action.TRUMP -> out[base + 7 + contracts + trumpColumn(arg)] = 1;
            case Action.ANNOUNCE -> out[base + 7 + contracts + trumps + arg] = 1;
            case Action.DECLARE -> {
                for (int t = 0; t < tokens; t++) {
                    if ((arg & 1 << t) != 0) {
                        out[base + 7 + contracts + trumps + announcements + t] = 1;
                    }
                }
            }
            default -> throw new IllegalArgumentException("not a decision word: " + vocabulary.format(action));
        }
    }

    private int trumpColumn(int suit) {
        return vocabulary.trumpLetters().indexOf(game.pack().suitLetter(suit));
    }

    private static void cardsOf(int action, float[] out, int base) {
        for (int i = 0, n = Action.cardCount(action); i < n; i++) {
            out[base + Action.cardAt(action, i)] = 1;
        }
    }

    /** The contract bid so far, the contract, declarer and trump, then the game's own public facts. */
    private int gameDetail(SeatView view, float[] out, int p) {
        int me = view.seat();
        GameEncoding.Contract c = encoding.contract(view.detail());
        out[p + (c.highBid() == null ? contracts : vocabulary.contracts().indexOf(c.highBid()))] = 1;
        p += contracts + 1;
        if (c.contract() != null) {
            out[p + vocabulary.contracts().indexOf(c.contract())] = 1;
        }
        p += contracts;
        if (c.declarer() >= 0) {
            out[p + rel(c.declarer(), me)] = 1;
        }
        p += 3;
        if (c.trump() != null) {
            out[p + vocabulary.trumpLetters().indexOf(c.trump())] = 1;
        }
        p += trumps;
        return encoding.writeFacts(view.detail(), me, packSize, out, p);
    }

    /**
     * Writes the information state of {@code view} into {@code out} from {@code offset}: the observation,
     * then each decision other than card play in order (one slot each), then each trick's leader and cards
     * in the order played.
     */
    public void informationState(SeatView view, float[] out, int offset) {
        observation(view, out, offset);
        int p = offset + observationSize;
        Arrays.fill(out, p, offset + informationStateSize, 0f);
        int me = view.seat();
        int slot = 0;
        for (Move m : view.history()) {
            int a = m.action();
            if (a != Action.HIDDEN && Action.kind(a) == Action.PLAY) {
                continue;
            }
            if (slot == slots) {
                throw new IllegalStateException(game.id().id() + " hand with more than " + slots
                        + " decisions besides card play");
            }
            int base = p + slot * slotSize;
            out[base + rel(m.seat(), me)] = 1;
            word(a, out, base + 3);
            if (a == Action.HIDDEN) {
                out[base + 3 + words + packSize] = 1;
            } else if (Action.kind(a) == Action.DISCARD || Action.kind(a) == Action.TAKE) {
                cardsOf(a, out, base + 3 + words);
            }
            slot++;
        }
        List<Trick> ts = view.tricks();
        for (int t = 0; t < ts.size(); t++) {
            Trick trick = ts.get(t);
            int base = offset + tricksAt + t * trickSize;
            out[base + rel(trick.leader(), me)] = 1;
            for (int i = 0; i < trick.cards().size(); i++) {
                out[base + 3 + i * packSize + trick.cards().get(i).index()] = 1;
            }
        }
    }

    /** A hand size as the observation writes it: cards held over the hand size. */
    float handShare(int cards) {
        return cards / (float) tricks;
    }

    static int rel(int seat, int me) {
        return GameEncoding.relative(seat, me);
    }
}
