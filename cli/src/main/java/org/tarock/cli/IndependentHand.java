package org.tarock.cli;

import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.bots.runs.DealTask;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Rules;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordWriter;

/**
 * One hand of {@code simulate --independent}, as its record: hand {@code n} is dealt from
 * {@code handSeed(seed, n)} by seat {@code n} of the table (the dealer rotating), from the game's initial
 * carried state, with bots seeded from the hand's seed, so it is the same hand wherever it is played.
 */
final class IndependentHand implements DealTask<String> {
    private static final long serialVersionUID = 1L;
    private final Rules rules;
    private final List<String> kinds;
    private final List<String> names;
    private final long seed;
    private transient Game game;

    IndependentHand(Rules rules, List<String> kinds, List<String> names, long seed) {
        this.rules = rules;
        this.kinds = List.copyOf(kinds);
        this.names = List.copyOf(names);
        this.seed = seed;
    }

    /** The game, built once where the task runs; the threads of one runner share the task. */
    private synchronized Game game() {
        if (game == null) {
            game = Games.create(rules);
        }
        return game;
    }

    @Override
    public String play(int n) {
        Game game = game();
        long handSeed = DealRandom.handSeed(seed, n);
        Seating seating = Seating.first(names, n % names.size());
        State state = game.newHand(game.deal(handSeed, seating.dealer()), seating.dealer(), game.initialCarry());
        Bot[] bots = new Bot[3];
        for (int seat = 0; seat < 3; seat++) {
            int person = names.indexOf(seating.players().get(seat));
            bots[seat] = Bots.create(kinds.get(person), BotKinds.seed(handSeed, person));
        }
        while (!state.isOver()) {
            int seat = state.currentSeat();
            state.apply(seat, bots[seat].choose(game, state.view(seat)));
        }
        return RecordWriter.toJson(HandRecord.of(state, seating));
    }
}
