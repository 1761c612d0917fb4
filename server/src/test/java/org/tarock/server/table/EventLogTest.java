package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.server.client.LiveView;

/**
 * The event log keeps one copy of each hand, not one per event: a member catching up must still get, event for
 * event, what a member connected all along got, across hands and hidden actions alike. The history entries of the
 * moves stand-ins made say so, to every member and in every protocol version.
 */
class EventLogTest {
    private static final ObjectMapper JSON = new ObjectMapper();

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

    @Test
    void theMovesAStandInMadeNameItsKindInTheHistoryOfEveryViewAlsoAfterAReload() throws Exception {
        Game game = Games.byId("bavarian-tarock");
        Seats seats = Seats.create("t", List.of("basic", "basic", "basic"), 1);
        EventLog log = Transcripts.log(game, seats, 200);
        Transcripts.Recorder watcher = new Transcripts.Recorder();
        log.join(watcher, -1, 1);
        Transcripts.Recorder ben = new Transcripts.Recorder();
        log.join(ben, 1, 2);
        Seating seating = new Seating(seats.names(), 0, null);
        State state = game.newHand(game.deal(7, 0), 0, game.initialCarry());
        log.emit(new TableEvent.HandStarted(0, seating, List.of(0, 1, 2)), 0, seating, state);
        BasicBot bot = new BasicBot(7);
        // Anna, at engine seat 0, is away for her first two decisions, then back
        List<Integer> stoodIn = new ArrayList<>();
        int annas = 0;
        while (state.moves().size() < 12) {
            int seat = state.currentSeat();
            String standIn = seat == 0 && annas++ < 2 ? "random" : null;
            if (standIn != null) {
                stoodIn.add(state.moves().size());
            }
            state.applyTrusted(bot.choose(game, state.view(seat)));
            log.emit(new TableEvent.Acted(seat, state.moves().getLast().action(), standIn), 0, seating, state);
        }
        assertThat(stoodIn).hasSize(2);

        assertThat(marked(JSON.readTree(watcher.messages.getLast()).get("view"))).as("protocol 1").isEqualTo(stoodIn);
        LiveView live = new LiveView();
        for (String m : ben.messages) {
            live.accept(JSON.readTree(m));
        }
        assertThat(marked(live.view())).as("protocol 2, from its deltas").isEqualTo(stoodIn);
        Transcripts.Recorder anna = new Transcripts.Recorder();
        log.catchUp(anna, 0, null, new Reply.Welcome(null, 1, "t", 0, null), Transcripts.summary(game), 0, seating,
                state);
        assertThat(marked(JSON.readTree(anna.messages.getLast()).get("view"))).as("Anna's reload").isEqualTo(stoodIn);
    }

    /** The indexes of the history entries that say a stand-in made them; each names the kind {@code random}. */
    private static List<Integer> marked(JsonNode view) {
        List<Integer> out = new ArrayList<>();
        JsonNode history = view.get("history");
        for (int i = 0; i < history.size(); i++) {
            if (history.get(i).has("stand_in")) {
                assertThat(history.get(i).get("stand_in").asText()).isEqualTo("random");
                out.add(i);
            }
        }
        return out;
    }
}
