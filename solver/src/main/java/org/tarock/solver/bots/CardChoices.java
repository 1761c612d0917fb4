package org.tarock.solver.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.arena.ArenaReport.Interval;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.solver.DoubleDummy;
import org.tarock.solver.GameSupport;
import org.tarock.solver.Goal;
import org.tarock.solver.Position;
import org.tarock.solver.Solver;

/**
 * Card play compared choice by choice on the same positions: hands are played by bot B in every seat, and at each
 * card decision with a choice in a card-point contract bot A chooses too, from the same view (its card is not
 * played). Each choice is charged what it gives away against the true deal's double-dummy values: card points, and
 * what the engine's settlement of those values is worth to the seat ({@link DoubleDummy#settlement}, in half units with a third of the pot). Both bots face the same positions,
 * so their difference needs far fewer hands than an arena's margin, at the price of measuring card play only and
 * on positions B's play led to.
 */
public final class CardChoices {
    private CardChoices() {
    }

    /** @param hands hands to play (thrown-in and Bettel hands give no decision but are counted) */
    public record Config(Game game, String botA, String botB, int hands, long seed) {
        public Config {
            if (GameSupport.of(game).doubleDummy().isEmpty()) {
                throw new IllegalArgumentException(game.id().title()
                        + " has no double-dummy solver; card choices are measured in Bavarian Tarock, German Tarok and Husarln");
            }
            if (hands < 1) {
                throw new IllegalArgumentException("the hands must be at least 1");
            }
            Bots.create(botA, 0);
            Bots.create(botB, 0);
        }
    }

    /**
     * Per hand, the losses of all its card decisions summed (so that the intervals do not treat the decisions of one
     * hand as independent), with the paired difference A − B; and the decisions counted.
     */
    public record Report(Config config, int decisions, Interval pointsA, Interval pointsB, Interval pointsDifference,
                         Interval scoreA, Interval scoreB, Interval scoreDifference) {
    }

    public static Report run(Config c, IntConsumer progress) {
        Game game = c.game();
        DoubleDummy dd = GameSupport.of(game).doubleDummy().orElseThrow();
        Solver truth = new Solver(20);
        DealRandom deals = new DealRandom(c.seed());
        List<List<Double>> lost = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            lost.add(new ArrayList<>());
        }
        int decisions = 0;
        for (int h = 0; h < c.hands(); h++) {
            int dealer = game.tableSize() == 4 ? 2 : h % 3;
            State s = game.newHand(game.deal(deals.nextLong(), dealer), dealer, game.initialCarry());
            Bot[] a = new Bot[3];
            Bot[] b = new Bot[3];
            for (int seat = 0; seat < 3; seat++) {
                a[seat] = Bots.create(c.botA(), c.seed() + h * 3L + seat);
                b[seat] = Bots.create(c.botB(), c.seed() + h * 3L + seat);
            }
            double[] hand = new double[4];
            // The value of the position reached (a forced card keeps it): the guess for the next decision's search.
            int reached = Integer.MIN_VALUE;
            while (!s.isOver()) {
                int seat = s.currentSeat();
                SeatView view = s.view(seat);
                int played = b[seat].choose(game, view);
                if (s.phase() == Phase.PLAY && view.legal().size() > 1) {
                    Position p = dd.position(s);
                    if (p.goal() == Goal.CARD_POINTS) {
                        int[] values = truth.cardValues(p, reached);
                        reached = values[Action.arg(played)];
                        int other = a[seat].choose(game, view);
                        double bestPoints = Double.NEGATIVE_INFINITY;
                        double bestScore = Double.NEGATIVE_INFINITY;
                        for (int action : view.legal()) {
                            bestPoints = Math.max(bestPoints, dd.forSide(p, seat, values[Action.arg(action)]));
                            bestScore = Math.max(bestScore, ExpertBot.settled(dd, game, view, p, seat, values[Action.arg(action)]));
                        }
                        int va = values[Action.arg(other)];
                        int vb = values[Action.arg(played)];
                        hand[0] += bestPoints - dd.forSide(p, seat, va);
                        hand[1] += bestPoints - dd.forSide(p, seat, vb);
                        hand[2] += bestScore - ExpertBot.settled(dd, game, view, p, seat, va);
                        hand[3] += bestScore - ExpertBot.settled(dd, game, view, p, seat, vb);
                        decisions++;
                    }
                }
                s.apply(seat, played);
            }
            for (int i = 0; i < 4; i++) {
                lost.get(i).add(hand[i]);
            }
            progress.accept(h + 1);
        }
        return new Report(c, decisions, Interval.of(lost.get(0)), Interval.of(lost.get(1)),
                Interval.of(difference(lost.get(0), lost.get(1))), Interval.of(lost.get(2)), Interval.of(lost.get(3)),
                Interval.of(difference(lost.get(2), lost.get(3))));
    }

    private static List<Double> difference(List<Double> x, List<Double> y) {
        List<Double> out = new ArrayList<>(x.size());
        for (int i = 0; i < x.size(); i++) {
            out.add(x.get(i) - y.get(i));
        }
        return out;
    }
}
