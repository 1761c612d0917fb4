package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.GameId;
import org.tarock.engine.Pack;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

/**
 * The example match {@code shared/spec/examples/leipzig-taroc-match.jsonl} (copied into the test resources):
 * each hand's deal and actions replay to exactly the record's result.
 */
class ExampleMatchTest {

    /** Replays one record line and returns the engine's result and the record's, both as JSON values. */
    @SuppressWarnings("unchecked")
    static Object[] replay(String line) {
        Map<String, Object> record = (Map<String, Object>) Json.parse(line);
        assertThat(record.get("game")).isEqualTo("leipzig-taroc");
        Rules rules = Games.ruleBook(GameId.LEIPZIG_TAROC).resolve((Map<String, Object>) record.get("rules"), true);
        Game game = Games.create(rules);
        Map<String, Object> d = (Map<String, Object>) record.get("deal");
        List<List<Card>> hands = new ArrayList<>();
        for (Object h : (List<Object>) d.get("hands")) {
            hands.add(cards((List<Object>) h));
        }
        Deal deal = new Deal(hands, cards((List<Object>) d.get("talon")));
        State state = game.newHand(deal, ((Long) record.get("dealer")).intValue(), game.initialCarry());
        for (Object o : (List<Object>) record.get("actions")) {
            Map<String, Object> a = (Map<String, Object>) o;
            state.apply(((Long) a.get("seat")).intValue(), (String) a.get("act"));
        }
        assertThat(state.isOver()).isTrue();
        return new Object[]{Json.parse(Json.write(state.result().fields())), record.get("result")};
    }

    private static List<Card> cards(List<Object> codes) {
        return codes.stream().map(c -> Pack.TAROT_78.parse((String) c)).toList();
    }

    static List<String> lines() throws IOException {
        try (InputStream in = ExampleMatchTest.class.getResourceAsStream("leipzig-taroc-match.jsonl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static String line(int n) throws IOException {
        return lines().get(n);
    }

    @Test
    void firstHandReproducesItsResult() throws IOException {
        Object[] r = replay(line(0));
        assertThat(r[0]).isEqualTo(r[1]);
    }

    @Test
    void secondHandReproducesItsResult() throws IOException {
        Object[] r = replay(line(1));
        assertThat(r[0]).isEqualTo(r[1]);
    }

    @Test
    void thirdHandReproducesItsResult() throws IOException {
        Object[] r = replay(line(2));
        assertThat(r[0]).isEqualTo(r[1]);
    }
}
