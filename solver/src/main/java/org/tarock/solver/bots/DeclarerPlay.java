package org.tarock.solver.bots;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.arena.ArenaReport.Interval;
import org.tarock.bots.runs.DealRunner;
import org.tarock.bots.runs.DealTask;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Rules;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.solver.Goal;
import org.tarock.solver.Position;
import org.tarock.solver.Positions;
import org.tarock.solver.Solver;

/**
 * Card play measured apart from bidding: from the same start-of-play positions (deal, contract and declarer
 * fixed by {@code basic} bots' auction and exchange), each of two bots plays the declarer's cards against
 * {@code basic} defenders, and falls short of the position's double-dummy value by some card points. The
 * defenders draw the same random numbers in both plays, so the paired difference shows the declarers alone.
 * Thrown-in hands and Bettel (not a card-point contract) give no position.
 */
public final class DeclarerPlay {
    private DeclarerPlay() {
    }

    /**
     * @param positions start-of-play positions to measure (deals without one are skipped, not counted)
     */
    public record Config(Game game, String botA, String botB, int positions, long seed) {
        public Config {
            if (!Positions.supports(game)) {
                throw new IllegalArgumentException(game.id().title()
                        + " has no declarer and no double-dummy solver; declarer play is measured in Bavarian Tarock,"
                        + " German Tarok and Husarln");
            }
            if (positions < 1) {
                throw new IllegalArgumentException("the positions must be at least 1");
            }
            Bots.create(botA, 0);
            Bots.create(botB, 0);
        }
    }

    /**
     * One start-of-play position and what each declarer made of it.
     *
     * @param deal        the deal's number in the seed's sequence
     * @param doubleDummy the declarer side's double-dummy card points at the first lead
     * @param pointsA     what the declarer side took with bot A as declarer
     * @param pointsB     the same with bot B
     */
    public record Trial(int deal, int doubleDummy, int pointsA, int pointsB) implements Serializable {
    }

    /**
     * @param shortfallA  double-dummy value less the points taken, with bot A as declarer
     * @param shortfallB  the same with bot B
     * @param difference  the paired difference A − B (negative: A falls short by less)
     * @param doubleDummy the mean double-dummy value of the positions
     */
    public record Report(Config config, List<Trial> trials, Interval shortfallA, Interval shortfallB,
                         Interval difference, double doubleDummy) {
    }

    /**
     * Measures: plays deals in order until {@code positions} of them have given a position, and keeps those
     * first positions of the deal sequence, wherever the deals were played. {@code progress} receives the
     * number of positions found so far.
     */
    public static Report run(Config config, DealRunner runner, IntConsumer progress) {
        TrialPlay task = new TrialPlay(config.game().rules(), config.botA(), config.botB(), config.seed());
        List<Trial> trials = new ArrayList<>();
        int next = 0;
        while (trials.size() < config.positions()) {
            // Most deals give a position; ask for a quarter more than are missing, so one round usually does.
            int missing = config.positions() - trials.size();
            int count = missing + missing / 4 + 8;
            runner.run(next, count, task, trial -> {
                if (trial != null && trials.size() < config.positions()) {
                    trials.add(trial);
                    progress.accept(trials.size());
                }
            });
            next += count;
        }
        return report(config, trials);
    }

    /** The trial of one deal, played wherever the runner sends it; only its settings travel. */
    private static final class TrialPlay implements DealTask<Trial> {
        private static final long serialVersionUID = 1L;
        private final Rules rules;
        private final String botA;
        private final String botB;
        private final long seed;
        private transient Config config;
        private transient ThreadLocal<Solver> solvers;

        TrialPlay(Rules rules, String botA, String botB, long seed) {
            this.rules = rules;
            this.botA = botA;
            this.botB = botB;
            this.seed = seed;
        }

        @Override
        public Trial play(int deal) {
            synchronized (this) {
                if (config == null) {
                    config = new Config(Games.create(rules), botA, botB, 1, seed);
                    solvers = ThreadLocal.withInitial(Solver::new);
                }
            }
            return trial(config, deal, solvers.get());
        }
    }

    private static Report report(Config config, List<Trial> trials) {
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Double> diff = new ArrayList<>();
        double dd = 0;
        for (Trial t : trials) {
            a.add((double) t.doubleDummy() - t.pointsA());
            b.add((double) t.doubleDummy() - t.pointsB());
            diff.add((double) t.pointsB() - t.pointsA());
            dd += t.doubleDummy();
        }
        return new Report(config, List.copyOf(trials), Interval.of(a), Interval.of(b), Interval.of(diff),
                dd / trials.size());
    }

    /** The trial of one deal, or null when its hand has no card-point play phase. */
    static Trial trial(Config config, int deal, Solver solver) {
        Game game = config.game();
        long dealSeed = DealRandom.handSeed(config.seed(), deal);
        int dealer = game.tableSize() == 4 ? 2 : deal % 3;
        State state = game.newHand(game.deal(dealSeed, dealer), dealer, game.initialCarry());
        Bot[] bidders = new Bot[3];
        for (int seat = 0; seat < 3; seat++) {
            bidders[seat] = new BasicBot(DealRandom.handSeed(dealSeed, seat));
        }
        while (!state.isOver() && state.phase() != Phase.PLAY) {
            int seat = state.currentSeat();
            state.apply(seat, bidders[seat].choose(game, state.view(seat)));
        }
        if (state.isOver()) {
            return null;
        }
        Position start = Positions.of(state);
        if (start.goal() != Goal.CARD_POINTS) {
            return null;
        }
        int doubleDummy = solver.value(start);
        return new Trial(deal, doubleDummy, play(config.botA(), state.copy(), start, dealSeed),
                play(config.botB(), state.copy(), start, dealSeed));
    }

    /** Plays the hand out with {@code kind} as declarer and {@code basic} defenders; the declarer side's points. */
    private static int play(String kind, State state, Position start, long dealSeed) {
        Game game = state.game();
        Bot[] bots = new Bot[3];
        for (int seat = 0; seat < 3; seat++) {
            long seed = DealRandom.handSeed(dealSeed, 3L + seat);
            bots[seat] = seat == start.declarer() ? Bots.create(kind, seed) : new BasicBot(seed);
        }
        Position p = start;
        while (!state.isOver()) {
            int seat = state.currentSeat();
            int action = bots[seat].choose(game, state.view(seat));
            state.apply(seat, action);
            if (Action.kind(action) == Action.PLAY) {
                p = p.after(Action.arg(action));
            }
        }
        return p.finalValue();
    }
}
