package org.tarock.engine;

/**
 * Random hands, as the benchmarks count them: each dealt from a fresh shuffle and played from the deal to
 * its result with every decision drawn uniformly from the legal actions (as the {@code random} bot does).
 * Every dealt hand counts, thrown-in and annulled ones included.
 */
public final class RandomPlayout {
    private final Game game;
    private final DealRandom random;
    private final int[] order;
    private Carry carry;
    private int dealer;

    public RandomPlayout(Game game, long seed) {
        this.game = game;
        this.random = new DealRandom(seed);
        this.order = new int[game.pack().size()];
        this.carry = game.initialCarry();
        this.dealer = game.tableSize() == 4 ? 2 : 0;
    }

    /** Plays one hand and returns its final state. */
    public State playHand() {
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        random.shuffle(order);
        State s = game.newHand(game.deal(order, dealer), dealer, carry);
        s.playOutRandomly(random);
        carry = s.result().carryAfter();
        if (game.tableSize() == 3 && game.dealPasses(s.result())) {
            dealer = (dealer + 1) % 3;
        }
        return s;
    }

    /** Plays {@code n} hands; returns a checksum of their results so that the work cannot be skipped. */
    public long playHands(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += playHand().result().carryAfter().value();
        }
        return sum;
    }

    /**
     * Measures random hands per second on the calling thread: a warm-up, then {@code runs} timed runs of
     * about {@code millisPerRun} each; returns the median rate.
     */
    public static long handsPerSecond(Game game, int runs, long millisPerRun) {
        RandomPlayout p = new RandomPlayout(game, 12345);
        long deadline = System.nanoTime() + millisPerRun * 1_000_000L;
        while (System.nanoTime() < deadline) {
            p.playHands(1000);
        }
        long[] rates = new long[runs];
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            long end = start + millisPerRun * 1_000_000L;
            long hands = 0;
            long now;
            do {
                p.playHands(1000);
                hands += 1000;
                now = System.nanoTime();
            } while (now < end);
            rates[r] = hands * 1_000_000_000L / (now - start);
        }
        java.util.Arrays.sort(rates);
        return rates[runs / 2];
    }
}
