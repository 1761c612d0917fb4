package org.tarock.bots.arena;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of an arena: per bot the mean settlement per seat and hand with its 95% confidence interval,
 * the margin between the bots as the mean of paired per-deal differences with its interval, declarer
 * success per contract, and how often each bot became declarer. Means are over exact amounts; only the
 * statistics use floating point.
 */
public record ArenaReport(String game, int deals, List<BotFigures> bots, Interval margin,
                          Map<String, Map<String, Success>> contracts) {

    /** A mean with its 95% confidence interval (normal approximation). */
    public record Interval(double mean, double low, double high) {
        public static Interval of(List<Double> samples) {
            int n = samples.size();
            double mean = samples.stream().mapToDouble(Double::doubleValue).sum() / n;
            double var = 0;
            for (double x : samples) {
                var += (x - mean) * (x - mean);
            }
            double half = n > 1 ? 1.96 * Math.sqrt(var / (n - 1) / n) : 0;
            return new Interval(mean, mean - half, mean + half);
        }
    }

    /**
     * @param name     the bot's kind
     * @param hands    seat-hands it played
     * @param settlement its mean settlement per seat and hand
     * @param declared in how many of its seat-hands it became declarer
     */
    public record BotFigures(String name, int hands, Interval settlement, int declared) {
    }

    /** How often a bot's declarer games of one contract were won. */
    public record Success(int played, int won) {
        Success plus(boolean w) {
            return new Success(played + 1, won + (w ? 1 : 0));
        }
    }

    static final class Builder {
        private final Arena.Config config;
        private final Map<String, List<Double>> samples = new LinkedHashMap<>();
        private final Map<String, Integer> declared = new LinkedHashMap<>();
        private final Map<String, Map<String, Success>> contracts = new LinkedHashMap<>();
        private final List<Double> dealDifferences = new ArrayList<>();
        private double sumA;
        private int countA;
        private double sumB;
        private int countB;

        Builder(Arena.Config config) {
            this.config = config;
            for (String bot : List.of(config.botA(), config.botB())) {
                samples.put(bot, new ArrayList<>());
                declared.put(bot, 0);
                contracts.put(bot, new TreeMap<>());
            }
        }

        void add(Arena.HandOutcome hand) {
            for (int seat = 0; seat < 3; seat++) {
                String kind = hand.kinds().get(seat);
                double value = hand.settlement()[seat] / 2.0;
                samples.get(kind).add(value);
                if (kind.equals(config.botA())) {
                    sumA += value;
                    countA++;
                } else {
                    sumB += value;
                    countB++;
                }
            }
            Integer declarer = hand.declarer();
            if (declarer != null) {
                String kind = hand.kinds().get(declarer);
                declared.merge(kind, 1, Integer::sum);
                contracts.get(kind).merge(hand.contract(), new Success(1, hand.won() ? 1 : 0),
                        (a, b) -> a.plus(hand.won()));
            }
            if (hand.seating() == 5) {
                dealDifferences.add(sumA / countA - sumB / countB);
                sumA = sumB = 0;
                countA = countB = 0;
            }
        }

        ArenaReport build() {
            List<BotFigures> bots = new ArrayList<>();
            for (String bot : samples.keySet()) {
                bots.add(new BotFigures(bot, samples.get(bot).size(), Interval.of(samples.get(bot)), declared.get(bot)));
            }
            return new ArenaReport(config.game().id().id(), config.deals(), bots, Interval.of(dealDifferences),
                    contracts);
        }
    }
}
