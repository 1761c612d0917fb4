package org.tarock.records;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.Match;
import org.tarock.engine.State;

/** Hands and matches played through the engine with every decision drawn uniformly from the legal ones. */
final class RandomHands {
    private RandomHands() {
    }

    /** The people at the table: three, or four when the rules seat four. */
    static List<String> table(Game game) {
        return game.tableSize() == 4 ? List.of("Anna", "Ben", "Carl", "Dora") : List.of("Anna", "Ben", "Carl");
    }

    /** Plays the state to its end with random legal actions. */
    static State playOut(State state, DealRandom random) {
        while (!state.isOver()) {
            state.applyTrusted(state.legalAction(random.nextInt(state.legalActionCount())));
        }
        return state;
    }

    /** A match of {@code hands} random hands from the seed, as the records of its hands in order. */
    static List<HandRecord> match(Game game, long seed, int hands) {
        Match match = new Match(game, table(game), seed, null);
        DealRandom random = new DealRandom(~seed);
        List<HandRecord> records = new ArrayList<>(hands);
        for (int i = 0; i < hands; i++) {
            State state = playOut(match.startHand(), random);
            records.add(HandRecord.of(state, match.seating()));
            match.finishHand();
        }
        return records;
    }

    /**
     * A match of {@code chain.hands()} random hands dealt by {@code tarock-fair/1}, each record with its
     * {@code fairness}; {@code annul} says whether a player who may annul a Leipzig Taroc deal does so.
     */
    static List<HandRecord> fairMatch(Game game, FairDeal chain, List<String> clientSeeds, boolean annul) {
        List<String> table = table(game);
        Match match = Match.fair(game, table, chain, clientSeeds);
        DealRandom random = new DealRandom(chain.dealSeed(1, clientSeeds));
        int annulAction = Action.ANNUL_ACTION;
        List<HandRecord> records = new ArrayList<>(chain.hands());
        for (int k = 1; k <= chain.hands(); k++) {
            State state = match.startHand();
            while (!state.isOver()) {
                state.applyTrusted(annul && state.legalActionList().contains(annulAction) ? annulAction
                        : state.legalAction(random.nextInt(state.legalActionCount())));
            }
            records.add(HandRecord.of(state, match.seating()).withFairness(Fairness.of(chain, k, clientSeeds, table)));
            match.finishHand();
        }
        return records;
    }

    /** The records as a JSON Lines file's text. */
    static String jsonl(List<HandRecord> records) {
        StringBuilder sb = new StringBuilder();
        for (HandRecord r : records) {
            sb.append(RecordWriter.toJson(r)).append('\n');
        }
        return sb.toString();
    }
}
