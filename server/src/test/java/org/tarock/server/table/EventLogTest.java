package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
        Seats seats = Seats.create("t", List.of("basic", "basic", "basic"), 1);
        EventLog log = Transcripts.log(game, seats, 200);
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
            log.emit(new TableEvent.HandStarted(hand, seating, List.of(0, 1, 2)), hand, seating, state);
            BasicBot bot = new BasicBot(hand);
            while (!state.isOver()) {
                int seat = state.currentSeat();
                int action = bot.choose(game, state.view(seat));
                state.applyTrusted(action);
                log.emit(new TableEvent.Acted(seat, action, null), hand, seating, state);
            }
            log.emit(TableEvent.HandOver.of(hand, seating, state, null), hand, seating, state);
        }
        for (int i = 0; i < positions.length; i++) {
            for (long after : new long[] {0, 5, 40}) {
                Transcripts.Recorder late = new Transcripts.Recorder();
                log.catchUp(late, positions[i], after, new Reply.Welcome(null, 1, "t", null, null),
                        Transcripts.summary(game), 2, seating, state);
                assertThat(late.messages.get(0)).contains("\"resume\":\"events\"");
                assertThat(late.messages.subList(1, late.messages.size()))
                        .as("position %d after %d", positions[i], after)
                        .containsExactlyElementsOf(along[i].messages.subList((int) after, along[i].messages.size()));
            }
        }
    }
}
