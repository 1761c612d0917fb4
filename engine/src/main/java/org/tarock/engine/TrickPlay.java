package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bookkeeping of trick play shared by every game: the cards played in order, each trick's leader and
 * winner, and the card winning the current trick. Which card wins is the game's
 * business; this class only records. Mutable, allocation-free while playing.
 */
public final class TrickPlay {
    /**
     * One array for a new hand to allocate rather than three: the cards played in order (indices below 128
     * fit a byte), then each trick's leader from {@code tricks * 3}, then each trick's winner from
     * {@code tricks * 4}.
     */
    private final byte[] log;
    private final int tricks;
    private int played;
    /**
     * {@code played / 3}, {@code played % 3} and the seat to play, kept as the cards are played: the play
     * loops ask for them several times a card, and two remainders by 3 each time cost more than the rest.
     */
    private int completed;
    private int inTrick;
    private int toPlay;
    private int leader;
    private int best = -1;
    private int bestSeat = -1;

    public TrickPlay(int totalTricks, int firstLeader) {
        log = new byte[totalTricks * 5];
        tricks = totalTricks;
        leader = firstLeader;
        toPlay = firstLeader;
        log[totalTricks * 3] = (byte) firstLeader;
    }

    private TrickPlay(TrickPlay o) {
        log = o.log.clone();
        tricks = o.tricks;
        played = o.played;
        completed = o.completed;
        inTrick = o.inTrick;
        toPlay = o.toPlay;
        leader = o.leader;
        best = o.best;
        bestSeat = o.bestSeat;
    }

    public TrickPlay copy() {
        return new TrickPlay(this);
    }

    /** Tricks completed so far. */
    public int completed() {
        return completed;
    }

    /** Cards in the current trick (0 when a trick is to be led). */
    public int inTrick() {
        return inTrick;
    }

    /** The seat to play next. */
    public int toPlay() {
        return toPlay;
    }

    public int leader() {
        return leader;
    }

    /** The first card of the current trick; only when it has one. */
    public int led() {
        return log[played - inTrick];
    }

    /** The {@code i}-th card of the current trick. */
    public int trickCard(int i) {
        return log[played - inTrick + i];
    }

    /** The card winning the current trick so far (-1 when the trick is empty), as set by the game. */
    public int best() {
        return best;
    }

    public int bestSeat() {
        return bestSeat;
    }

    /** Records a card; {@code winsSoFar} is the game's verdict whether it now wins the trick. */
    public void play(int card, boolean winsSoFar) {
        if (inTrick == 0 || winsSoFar) {
            best = card;
            bestSeat = toPlay;
        }
        log[played++] = (byte) card;
        if (++inTrick == 3) {
            inTrick = 0;
            completed++;
        }
        toPlay = toPlay == 2 ? 0 : toPlay + 1;
    }

    /** Ends the full trick with its winner, who leads the next one. */
    public void endTrick(int winner) {
        int t = completed - 1;
        log[tricks * 4 + t] = (byte) winner;
        leader = winner;
        toPlay = winner;
        if (t + 1 < tricks) {
            log[tricks * 3 + t + 1] = (byte) winner;
        }
        best = -1;
        bestSeat = -1;
    }

    /** Hands the lead of the next trick to another seat (Leipzig Taroc's 22nd-trick hand-over). */
    public void handLeadTo(int seat) {
        leader = seat;
        toPlay = seat;
        log[tricks * 3 + completed] = (byte) seat;
    }

    /** Counted from the winners when asked (at the result), so that playing keeps no count. */
    public int tricksWon(int seat) {
        int n = 0;
        for (int t = 0; t < completed; t++) {
            n += log[tricks * 4 + t] == seat ? 1 : 0;
        }
        return n;
    }

    public int winner(int trick) {
        return log[tricks * 4 + trick];
    }

    public int leaderOf(int trick) {
        return log[tricks * 3 + trick];
    }

    public int card(int trick, int i) {
        return log[trick * 3 + i];
    }

    /** Total cards played. */
    public int played() {
        return played;
    }

    /** All tricks so far as values; the current incomplete one (if it has a card) last, with winner -1. */
    public List<Trick> tricks(Pack pack) {
        List<Trick> out = new ArrayList<>();
        for (int t = 0; t * 3 < played; t++) {
            int n = Math.min(3, played - t * 3);
            List<Card> cs = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                cs.add(pack.card(card(t, i)));
            }
            out.add(new Trick(leaderOf(t), cs, n == 3 && t < completed() ? winner(t) : -1));
        }
        return out;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(log, played));
    }
}
