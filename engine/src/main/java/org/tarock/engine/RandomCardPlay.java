package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Random card play, as {@code tarock bench --play-phase} counts it: positions at the first lead, each dealt
 * from a fresh shuffle with the auction and the exchange played by uniformly random decisions, then played
 * to the end of the hand with every card drawn uniformly from the legal ones ({@link State#playOutRandomly}).
 * Only the card play is timed: the positions are set up before, and each batch is copied from them before
 * its clock starts, so neither dealing, bidding, copying nor scoring counts.
 */
public final class RandomCardPlay {
    /** Positions in a batch: enough different deals that the branches of card play are not learned by rote. */
    static final int POSITIONS = 256;

    private final List<State> positions;
    private final int[] opening;
    private final State[] batch;
    private final DealRandom random;

    RandomCardPlay(Game game, int count, long seed) {
        this.positions = firstLeads(game, count, seed);
        this.opening = new int[positions.size()];
        for (int i = 0; i < opening.length; i++) {
            opening[i] = positions.get(i).moves().size();
        }
        this.batch = new State[positions.size()];
        this.random = new DealRandom(seed ^ 0x5DEECE66DL);
    }

    /**
     * {@code count} positions at the first lead: each hand dealt from its own seed (as {@link Game#deal(long,
     * int)} deals), with the initial carry, and played by random decisions until card play begins. Hands that
     * end before it (everyone passed, an annulment) are dealt again from the next seed.
     */
    public static List<State> firstLeads(Game game, int count, long seed) {
        int dealer = game.tableSize() == 4 ? 2 : 0;
        DealRandom random = new DealRandom(seed);
        List<State> out = new ArrayList<>(count);
        for (long next = seed; out.size() < count; next++) {
            State s = game.newHand(game.deal(next, dealer), dealer, game.initialCarry());
            while (s.phase() != Phase.PLAY && !s.isOver()) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            if (!s.isOver()) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * Plays one batch, a copy of every position, from its first lead to its end; returns the card plays made
     * and adds the time they took (the copying left out) to {@code nanos[0]}.
     */
    long playBatch(long[] nanos) {
        for (int i = 0; i < batch.length; i++) {
            batch[i] = positions.get(i).copy();
        }
        long start = System.nanoTime();
        for (State s : batch) {
            s.playOutRandomly(random);
        }
        nanos[0] += System.nanoTime() - start;
        long plays = 0;
        for (int i = 0; i < batch.length; i++) {
            List<Move> moves = batch[i].moves();
            for (int m = opening[i]; m < moves.size(); m++) {
                if (Action.kind(moves.get(m).action()) == Action.PLAY) {
                    plays++;
                }
            }
        }
        return plays;
    }

    /**
     * Measures random card plays per second of card play on the calling thread: a warm-up, then {@code runs}
     * timed runs of about {@code millisPerRun} of card play each; returns the median rate.
     */
    public static long cardPlaysPerSecond(Game game, int runs, long millisPerRun) {
        RandomCardPlay p = new RandomCardPlay(game, POSITIONS, 12345);
        long length = millisPerRun * 1_000_000L;
        long[] nanos = {0};
        while (nanos[0] < length) {
            p.playBatch(nanos);
        }
        long[] rates = new long[runs];
        for (int r = 0; r < runs; r++) {
            nanos[0] = 0;
            long plays = 0;
            while (nanos[0] < length) {
                plays += p.playBatch(nanos);
            }
            rates[r] = plays * 1_000_000_000L / nanos[0];
        }
        Arrays.sort(rates);
        return rates[runs / 2];
    }
}
