package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * The event log keeps one copy of each hand, not one per event: a member catching up must still get, event for
 * event, what a member connected all along got, across hands and hidden actions alike.
 */
class EventLogTest {

    @Test
    void aMemberCatchingUpOverSeveralHandsGetsWhatAMemberConnectedThroughoutGot() {
        Game game = Games.byId("bavarian-tarock");
        Seats seats = Seats.create("t", List.of("basic", "basic", "basic"), 1, false);
        EventLog log = new EventLog("t", seats, new Views(game.vocabulary()), 200);
        int[] positions = {0, 1, 2, -1};
        Transcripts.Recorder[] along = new Transcripts.Recorder[positions.length];
        for (int i = 0; i < positions.length; i++) {
            along[i] = new Transcripts.Recorder();
            log.join(along[i], positions[i]);
        }
        Seating seating = new Seating(seats.names(), 0, null);
        State state = null;
        for (int hand = 0; hand < 3; hand++) {
            state = game.newHand(game.deal(hand + 7, 0), 0, game.initialCarry());
            log.emit(EventLog.Kind.HAND, new LinkedHashMap<>(Map.of("number", hand)), hand, seating, state);
            BasicBot bot = new BasicBot(hand);
            while (!state.isOver()) {
                state.applyTrusted(bot.choose(game, state.view(state.currentSeat())));
                log.emit(EventLog.Kind.ACTION, new LinkedHashMap<>(), hand, seating, state);
            }
            log.emit(EventLog.Kind.HAND_OVER, new LinkedHashMap<>(), hand, seating, state);
        }
        for (int i = 0; i < positions.length; i++) {
            for (long after : new long[] {0, 5, 40}) {
                Transcripts.Recorder late = new Transcripts.Recorder();
                log.catchUp(late, positions[i], after, new LinkedHashMap<>(), Map.of(), 2, seating, state);
                assertThat(late.messages.get(0)).contains("\"resume\":\"events\"");
                assertThat(late.messages.subList(1, late.messages.size()))
                        .as("position %d after %d", positions[i], after)
                        .containsExactlyElementsOf(along[i].messages.subList((int) after, along[i].messages.size()));
            }
        }
    }
}
