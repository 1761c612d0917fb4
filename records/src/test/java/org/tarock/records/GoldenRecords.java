package org.tarock.records;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * Finds the golden records of the worked examples in {@code shared/rules/bavarian-tarock.md} §7.4: complete
 * hands with the example's rules, carried state, contract and numbers. Each example is found by a seeded
 * search: seed {@code n} deals the hand ({@link Game#deal(long, int)}) and draws the decisions; the auction
 * follows the example's script, discards and trump are restricted to what the example says, cards are
 * played at random (or greedily, where random play would almost never reach the example) and the first
 * seed whose result shows the example's facts wins. The search is deterministic, so {@link GoldenRecordsTest}
 * checks that the committed files are exactly what it finds, and rewrites them when run with
 * {@code -Dgolden.write=true}.
 */
final class GoldenRecords {
    private static final int MAX_SEEDS = 2_000_000;

    private GoldenRecords() {
    }

    /** How the decisions of a searched hand are taken. */
    enum Play {
        /** Uniformly among the allowed actions. */
        RANDOM,
        /** The soloist plays his strongest allowed card, the defenders their weakest (Herz-Solo only). */
        GREEDY
    }

    /**
     * One worked example.
     *
     * @param name     the golden file's name (without {@code .json})
     * @param options  rule options other than the defaults
     * @param haferl   the Haferl at the start of the hand
     * @param auction  the auction, action by action from forehand
     * @param allowed  which later decisions (discards, trump) the example allows
     * @param play     how cards are played
     * @param facts    the example's numbers, checked on the result
     */
    record Example(String name, Map<String, Object> options, long haferl, List<String> auction,
                   Predicate<String> allowed, Play play, Predicate<HandRecord> facts) {
    }

    static List<Example> bavarianTarock() {
        Map<String, Object> stake10 = Map.of("haferl-stake", 10);
        return List.of(
                new Example("exactly-61", stake10, 7, List.of("bid stock", "pass", "pass"),
                        a -> discardPoints(a, 6) && trump(a, "G"), Play.RANDOM,
                        r -> declarerPoints(r, 61) && settled(r, List.of(1, 0, 0), -1)),
                new Example("60-60-loses", stake10, 6, List.of("pass", "bid stock", "pass"),
                        a -> true, Play.RANDOM,
                        r -> declarerPoints(r, 60) && settled(r, List.of(1, -3, 1), 1)),
                new Example("schneider-91", stake10, 0, List.of("pass", "pass", "bid solo"),
                        a -> trump(a, "S"), Play.RANDOM,
                        r -> declarerPoints(r, 91) && settled(r, List.of(-3, -3, 6), 0)),
                new Example("schneider-90", stake10, 0, List.of("pass", "pass", "bid solo"),
                        a -> trump(a, "S"), Play.RANDOM,
                        r -> declarerPoints(r, 90) && settled(r, List.of(-2, -2, 4), 0)),
                new Example("schneider-90-limit-30", Map.of("haferl-stake", 10, "schneider-limit", 30), 0,
                        List.of("pass", "pass", "bid solo"), a -> trump(a, "S"), Play.RANDOM,
                        r -> declarerPoints(r, 90) && settled(r, List.of(-3, -3, 6), 0)),
                new Example("schwarz", stake10, 0, List.of("bid herzsolo", "pass", "pass"),
                        a -> true, Play.GREEDY,
                        r -> Boolean.TRUE.equals(r.result().fields().get("schwarz")) && settled(r, List.of(10, -5, -5), 0)),
                new Example("empty-haferl-refill", stake10, 0, List.of("bid stock", "pass", "pass"),
                        a -> true, Play.RANDOM,
                        r -> declarerPoints(r, 75) && settled(r, List.of(-9, -10, -10), 29)),
                new Example("empty-haferl-defenders-pay",
                        Map.of("haferl-stake", 10, "haferl-shortfall", "defenders-pay"), 0,
                        List.of("bid stock", "pass", "pass"), a -> true, Play.RANDOM,
                        r -> declarerPoints(r, 75) && settled(r, List.of(2, -1, -1), 0)),
                new Example("lost-stockspiel-schneider", stake10, 0, List.of("pass", "pass", "bid stock"),
                        a -> true, Play.RANDOM,
                        r -> declarerPoints(r, 25) && settled(r, List.of(2, 2, -6), 2)),
                new Example("bettel-lost-at-trick-4", stake10, 0, List.of("pass", "bid bettel", "pass"),
                        a -> true, Play.RANDOM,
                        r -> cardsPlayed(r, 12) && settled(r, List.of(4, -8, 4), 0)),
                new Example("four-at-the-table", Map.of("haferl-stake", 10, "table-size", 4), 0,
                        List.of("pass", "pass", "bid solo"), a -> true, Play.RANDOM,
                        r -> declarerPoints(r, 70) && settled(r, List.of(-2, -2, 4), 0)));
    }

    /** The first hand of the search that shows the example's facts, seated as in §7.4. */
    static HandRecord find(Example example) {
        Game game = Games.create(Games.ruleBook(GameId.BAVARIAN_TAROCK).resolve(example.options(), false));
        // §7.4: seat 2 deals; with four at the table Dora deals and sits out, Anna, Ben, Carl play
        Seating seating = game.tableSize() == 4 ? Seating.first(List.of("Anna", "Ben", "Carl", "Dora"), 3)
                : new Seating(List.of("Anna", "Ben", "Carl"), 2, null);
        for (long seed = 0; seed < MAX_SEEDS; seed++) {
            State state = game.newHand(game.deal(seed, 2), 2, game.parseCarry(Map.of("haferl", example.haferl())));
            if (play(state, example, new DealRandom(seed))) {
                HandRecord record = HandRecord.of(state, seating);
                if (example.facts().test(record)) {
                    return record;
                }
            }
        }
        throw new IllegalStateException("no hand found for " + example.name() + " in " + MAX_SEEDS + " seeds");
    }

    /** Plays the hand as the example says; false when a decision the example needs is not legal. */
    private static boolean play(State state, Example example, DealRandom random) {
        var vocabulary = state.game().vocabulary();
        while (!state.isOver()) {
            int step = state.moves().size();
            List<Integer> legal = state.legalActionList();
            List<Integer> allowed = new ArrayList<>();
            for (int action : legal) {
                String text = vocabulary.format(action);
                boolean ok = step < example.auction().size() ? text.equals(example.auction().get(step))
                        : example.allowed().test(text);
                if (ok) {
                    allowed.add(action);
                }
            }
            if (allowed.isEmpty()) {
                return false;
            }
            int action = example.play() == Play.GREEDY && step >= example.auction().size()
                    ? greedy(state, example, allowed) : allowed.get(random.nextInt(allowed.size()));
            state.applyTrusted(action);
        }
        return true;
    }

    /**
     * Greedy card play for the Herz-Solo example, where every decision after the auction is a card: the
     * soloist plays his strongest allowed card, a defender his weakest.
     */
    private static int greedy(State state, Example example, List<Integer> allowed) {
        Pack pack = state.game().pack();
        Comparator<Integer> strength = Comparator.comparingInt(a -> herzSoloStrength(pack.card(Action.arg(a))));
        // seat 2 deals, so the auction's speakers are seats 0, 1, 2 in order; the soloist is the one who bids
        boolean soloist = example.auction().get(state.currentSeat()).startsWith("bid ");
        return soloist ? allowed.stream().max(strength).orElseThrow() : allowed.stream().min(strength).orElseThrow();
    }

    /** Hearts (trump) above every other card, then by rank (rank 0 is the Ace). */
    private static int herzSoloStrength(Card card) {
        return (card.code().startsWith("H") ? 100 : 0) - card.rank();
    }

    private static boolean discardPoints(String action, int points) {
        if (!action.startsWith("discard ")) {
            return true;
        }
        int sum = 0;
        for (String code : action.substring(8).split(" ")) {
            sum += Pack.GERMAN_36.find(code).value();
        }
        return sum == points;
    }

    private static boolean trump(String action, String suit) {
        return !action.startsWith("trump ") || action.equals("trump " + suit);
    }

    /** Bettel "wins the fourth trick": play stopped after 4 tricks, that is after 12 cards. */
    private static boolean cardsPlayed(HandRecord record, int cards) {
        return record.actions().stream()
                .filter(m -> record.game().vocabulary().format(m.action()).startsWith("play ")).count() == cards;
    }

    private static boolean declarerPoints(HandRecord record, int points) {
        Object side = record.result().fields().get("side_points");
        return side instanceof Map<?, ?> m && ((Number) m.get("declarer")).longValue() == points;
    }

    private static boolean settled(HandRecord record, List<Integer> settlement, int pot) {
        HandResult result = record.result();
        List<Long> expected = settlement.stream().map(Integer::longValue).toList();
        return result.settlement().stream().map(a -> a.halves() / 2).toList().equals(expected)
                && result.pot().halves() == 2L * pot;
    }
}
