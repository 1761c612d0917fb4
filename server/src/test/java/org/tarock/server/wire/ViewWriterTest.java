package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Action;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Move;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Vocabulary;
import org.tarock.server.table.Shown;
import org.tarock.server.table.StandInMoves;

class ViewWriterTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The history text is kept from view to view; whatever order views are asked for in (the next move, an older
     * event for a reconnecting member, the next hand), each view's history must be exactly that view's moves.
     */
    @Test
    void everyViewCarriesExactlyItsOwnHistoryInAnyOrder() throws Exception {
        Game game = Games.byId("bavarian-tarock");
        ViewWriter views = new ViewWriter(game.vocabulary());
        List<Step> steps = new ArrayList<>();
        for (int hand = 1; hand <= 3; hand++) {
            State state = game.newHand(game.deal(hand, 0), 0, game.initialCarry());
            BasicBot bot = new BasicBot(hand);
            steps.add(new Step(hand, state.copy()));
            while (!state.isOver()) {
                state.applyTrusted(bot.choose(game, state.view(state.currentSeat())));
                steps.add(new Step(hand, state.copy()));
            }
        }
        int checked = 0;
        for (int i = 0; i < steps.size(); i++) {
            checked += check(views, steps.get(i));
            if (i % 7 == 6) {
                checked += check(views, steps.get(i / 2));
            }
        }
        for (int i = steps.size() - 1; i >= 0; i -= 5) {
            checked += check(views, steps.get(i));
        }
        assertThat(checked).isGreaterThan(4 * steps.size());
    }

    private record Step(int hand, State state) {
    }

    private static int check(ViewWriter views, Step step) throws Exception {
        State state = step.state();
        int hand = step.hand();
        int checked = 0;
        for (int seat = 0; seat < 3; seat++) {
            SeatView v = state.view(seat);
            JsonNode view = JSON.readTree(views.view(Shown.to(v, hand, StandInMoves.NONE)));
            assertThat(view.get("history")).isEqualTo(expected(state.game().vocabulary(), v.history()));
            checked++;
        }
        SeatView[] all = Shown.all(state);
        JsonNode watcher = JSON.readTree(views.view(Shown.toWatchers(all, hand, StandInMoves.NONE)));
        List<Move> publicMoves = new ArrayList<>();
        for (int i = 0; i < all[0].history().size(); i++) {
            Move m = all[0].history().get(i);
            publicMoves.add(Shown.isPublic(all, i) ? m : new Move(m.seat(), Action.HIDDEN));
        }
        assertThat(watcher.get("history")).isEqualTo(expected(state.game().vocabulary(), publicMoves));
        return checked + 1;
    }

    private static JsonNode expected(Vocabulary vocabulary, List<Move> moves) {
        var array = JSON.createArrayNode();
        for (Move m : moves) {
            var entry = array.addObject();
            entry.put("seat", m.seat());
            if (m.action() == Action.HIDDEN) {
                entry.putNull("act");
            } else {
                entry.put("act", vocabulary.format(m.action()));
            }
        }
        return array;
    }

    /**
     * A completed trick carries its card points (rules/README.md §5: German-suited cards one by one, a tarot trick
     * of three its face values minus 2) beside its winner; the trick being played carries none.
     */
    @Test
    void aCompletedTrickCarriesItsCardPoints() throws Exception {
        for (String id : List.of("german-tarok", "bavarian-tarock", "leipzig-taroc", "husarln")) {
            Game game = Games.byId(id);
            ViewWriter views = new ViewWriter(game.vocabulary());
            State state = game.newHand(game.deal(7, 0), 0, game.initialCarry());
            BasicBot bot = new BasicBot(7);
            int completed = 0;
            int open = 0;
            while (!state.isOver()) {
                state.applyTrusted(bot.choose(game, state.view(state.currentSeat())));
                JsonNode tricks = JSON.readTree(views.view(Shown.to(state.view(0), 0, StandInMoves.NONE))).get("tricks");
                for (JsonNode trick : tricks) {
                    if (trick.get("winner").asInt() < 0) {
                        assertThat(trick.has("points")).as(id + ": an open trick").isFalse();
                        open++;
                        continue;
                    }
                    int faces = 0;
                    for (JsonNode c : trick.get("cards")) {
                        faces += game.pack().parse(c.asText()).value();
                    }
                    int expected = id.endsWith("tarok") || id.endsWith("tarock") ? faces : faces - 2;
                    assertThat(trick.get("points").asInt()).as(id + ": " + trick).isEqualTo(expected);
                    completed++;
                }
            }
            assertThat(completed).as(id).isPositive();
            assertThat(open).as(id).isPositive();
        }
    }
}
