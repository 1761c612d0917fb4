package org.tarock.bots.arena;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.runs.DealRunner;
import org.tarock.bots.runs.DealTask;
import org.tarock.engine.Amount;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

/**
 * Duplicate matches between two bots: each deal is played in all six seatings (each bot alone against two
 * copies of the other, in each seat), so that the luck of the cards cancels out. Every hand starts from the
 * match's initial carried state, so the six hands of a deal are played under the same conditions. Results
 * do not depend on where the deals are played (threads or a cluster): deals are independent, and their
 * results are reduced in deal order.
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
     */
    public record Config(Game game, String botA, String botB, int deals, long seed) {
        public Config {
            if (deals < 1) {
                throw new IllegalArgumentException("the deals must be at least 1");
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

    /** Turns a played hand into the line a run writes for it (a record); sent along with the deals. */
    @FunctionalInterface
    public interface HandLine extends Serializable {
        String of(PlayedHand hand);
    }

    /**
     * What an arena keeps of one hand: enough for its figures, and the hand's line when lines are written.
     *
     * @param settlement each seat's settlement in half units
     * @param declarer   the declarer's seat, or null
     * @param line       the hand's line, or null when none is written
     */
    public record HandOutcome(int deal, int seating, List<String> kinds, long[] settlement, Integer declarer,
                              String contract, boolean won, String line) implements Serializable {
    }

    /**
     * Plays the arena.
     *
     * @param runner  where the deals are played
     * @param lines   the line written for each hand, or null for none
     * @param onHand  receives every hand's outcome, in deal and seating order
     */
    public static ArenaReport run(Config config, DealRunner runner, HandLine lines, Consumer<HandOutcome> onHand) {
        ArenaReport.Builder report = new ArenaReport.Builder(config);
        runner.run(0, config.deals(), new DealPlay(config.game().rules(), config.botA(), config.botB(), config.seed(),
                lines), deal -> {
                    for (HandOutcome h : deal) {
                        report.add(h);
                        onHand.accept(h);
                    }
                });
        return report.build();
    }

    /** The six hands of one deal, played wherever the runner sends it; only its settings travel. */
    private static final class DealPlay implements DealTask<ArrayList<HandOutcome>> {
        private static final long serialVersionUID = 1L;
        private final Rules rules;
        private final String botA;
        private final String botB;
        private final long seed;
        private final HandLine lines;
        private transient Game game;

        DealPlay(Rules rules, String botA, String botB, long seed, HandLine lines) {
            this.rules = rules;
            this.botA = botA;
            this.botB = botB;
            this.seed = seed;
            this.lines = lines;
        }

        /** The game, built once where the task runs; the threads of one runner share the task. */
        private synchronized Game game() {
            if (game == null) {
                game = Games.create(rules);
            }
            return game;
        }

        @Override
        public ArrayList<HandOutcome> play(int deal) {
            ArrayList<HandOutcome> out = new ArrayList<>(6);
            for (PlayedHand hand : playDeal(game(), botA, botB, seed, deal)) {
                HandResult r = hand.state().result();
                long[] settlement = new long[3];
                for (int seat = 0; seat < 3; seat++) {
                    Amount a = r.settlement().get(seat);
                    settlement[seat] = a.halves();
                }
                out.add(new HandOutcome(deal, hand.seating(), hand.kinds(), settlement, r.declarer(), r.contract(),
                        r.declarer() != null && r.won(), lines == null ? null : lines.of(hand)));
            }
            return out;
        }
    }

    /** The six hands of one deal. */
    static List<PlayedHand> playDeal(Game game, String botA, String botB, long seed, int deal) {
        long dealSeed = DealRandom.handSeed(seed, deal);
        int dealer = game.tableSize() == 4 ? 2 : deal % 3;
        Deal cards = game.deal(dealSeed, dealer);
        List<PlayedHand> out = new ArrayList<>(6);
        for (int seating = 0; seating < 6; seating++) {
            String alone = seating < 3 ? botA : botB;
            String others = seating < 3 ? botB : botA;
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
