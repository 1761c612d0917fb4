package org.tarock.bots.arena;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * Duplicate matches between two bots: each deal is played in all six seatings (each bot alone against two
 * copies of the other, in each seat), so that the luck of the cards cancels out. Every hand starts from the
 * match's initial carried state, so the six hands of a deal are played under the same conditions. Results
 * do not depend on the number of threads: deals are independent and reported in order.
 */
public final class Arena {
    private Arena() {
    }

    /**
     * @param game    the game with its rules
     * @param botA    the first bot's kind
     * @param botB    the second bot's kind
     * @param deals   how many deals (each played six times)
     * @param seed    the seed of deals and bots
     * @param threads how many threads play deals in parallel
     */
    public record Config(Game game, String botA, String botB, int deals, long seed, int threads) {
        public Config {
            if (deals < 1 || threads < 1) {
                throw new IllegalArgumentException("deals and threads must be at least 1");
            }
            Bots.create(botA, 0);
            Bots.create(botB, 0);
            if (botA.equals(botB)) {
                throw new IllegalArgumentException("an arena needs two different bots, not " + botA + " twice");
            }
        }
    }

    /**
     * One hand played in the arena.
     *
     * @param deal    the deal's number, from 0
     * @param seating 0–2: bot A alone in that seat; 3–5: bot B alone in seat {@code seating - 3}
     * @param players the player names per seat, e.g. {@code ["hard-1", "basic-2", "basic-3"]}
     * @param kinds   the bot kind per seat
     * @param state   the finished hand
     */
    public record PlayedHand(int deal, int seating, List<String> players, List<String> kinds, State state) {
    }

    /**
     * Plays the arena.
     *
     * @param onHand   receives every hand, in deal and seating order
     * @param progress receives the number of deals finished so far (from any thread)
     */
    public static ArenaReport run(Config config, Consumer<PlayedHand> onHand, IntConsumer progress) {
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        try {
            AtomicInteger done = new AtomicInteger();
            List<Future<List<PlayedHand>>> futures = new ArrayList<>();
            for (int d = 0; d < config.deals(); d++) {
                int deal = d;
                futures.add(pool.submit(() -> {
                    List<PlayedHand> hands = playDeal(config, deal);
                    progress.accept(done.incrementAndGet());
                    return hands;
                }));
            }
            ArenaReport.Builder report = new ArenaReport.Builder(config);
            for (Future<List<PlayedHand>> f : futures) {
                for (PlayedHand h : f.get()) {
                    report.add(h);
                    onHand.accept(h);
                }
            }
            return report.build();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the arena was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a hand failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The six hands of one deal. */
    static List<PlayedHand> playDeal(Config config, int deal) {
        Game game = config.game();
        long dealSeed = DealRandom.handSeed(config.seed(), deal);
        int dealer = game.tableSize() == 4 ? 2 : deal % 3;
        Deal cards = game.deal(dealSeed, dealer);
        List<PlayedHand> out = new ArrayList<>(6);
        for (int seating = 0; seating < 6; seating++) {
            String alone = seating < 3 ? config.botA() : config.botB();
            String others = seating < 3 ? config.botB() : config.botA();
            List<String> kinds = new ArrayList<>(3);
            List<String> names = new ArrayList<>(3);
            Bot[] bots = new Bot[3];
            for (int seat = 0; seat < 3; seat++) {
                String kind = seat == seating % 3 ? alone : others;
                kinds.add(kind);
                names.add(kind + "-" + (seat + 1));
                bots[seat] = Bots.create(kind, DealRandom.handSeed(dealSeed, seating * 3L + seat));
            }
            State state = game.newHand(cards, dealer, game.initialCarry());
            while (!state.isOver()) {
                int seat = state.currentSeat();
                state.apply(seat, bots[seat].choose(game, state.view(seat)));
            }
            out.add(new PlayedHand(deal, seating, List.copyOf(names), List.copyOf(kinds), state));
        }
        return out;
    }
}
