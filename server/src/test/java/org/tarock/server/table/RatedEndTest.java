package org.tarock.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.server.store.Store;
import org.tarock.server.wire.StoredJson;

/**
 * What a rated match's end counts from its hand records: every decision made for a seat, the stand-ins' among them
 * (each a decision of the player it stood in for, found through the hand seat of its action and the hand's players,
 * whatever their order in the hand), the hands dealt and the contracts declared; and who is away at the end.
 */
class RatedEndTest {

    /** A hand record as far as the end reads it. */
    private static String record(List<String> players, List<Integer> actors, List<Integer> standIns, String contract,
                                 int declarer) {
        StringBuilder actions = new StringBuilder();
        for (int seat : actors) {
            actions.append(actions.isEmpty() ? "" : ",").append("{\"seat\":").append(seat).append('}');
        }
        StringBuilder made = new StringBuilder();
        for (int action : standIns) {
            made.append(made.isEmpty() ? "" : ",").append("{\"action\":").append(action).append(",\"bot\":\"basic\"}");
        }
        return "{\"players\":[\"" + String.join("\",\"", players) + "\"],\"actions\":[" + actions
                + "],\"stand_ins\":[" + made + "],\"result\":{\"contract\":\"" + contract + "\",\"declarer\":"
                + declarer + ",\"won\":true}}";
    }

    private static Store.SeatRow person(int seat, String name) {
        return new Store.SeatRow(seat, "person", null, name, "digest-" + seat, seat, "", name.toLowerCase());
    }

    @Test
    void standInsDecisionsCountForThePlayerTheyStoodInFor() {
        Seats seats = Seats.restore("t", List.of(person(0, "Anna"), person(1, "Bert"),
                new Store.SeatRow(2, "bot", "basic", "bot:basic", null, null, "", "bot:basic")), 1L, true);
        // Hand 1: Anna 4 decisions (2 by stand-ins), Bert 4 (1). Hand 2, Bert in hand seat 0 and Anna in 2:
        // Anna 6 (3), Bert 3 (1). So Anna 10 decisions, exactly half by stand-ins; Bert 7, 2 by stand-ins.
        List<String> records = List.of(
                record(List.of("Anna", "Bert", "bot:basic"), List.of(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2),
                        List.of(0, 3, 4), "solo", 0),
                record(List.of("Bert", "bot:basic", "Anna"), List.of(2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 2, 2),
                        List.of(0, 1, 3, 10), "none", 0));
        Presence presence = new Presence(3, TableSpec.Absence.DEFAULT, null);
        presence.markAbsent(1);
        RatedMatch match = RatedEnd.of("t", "bavarian-tarock", records, new StoredJson(), seats, presence,
                new Standings(seats), 1, records.getLast(), new Store.SnapshotRow("finished", 2, "{}"));

        RatedMatch.Player anna = match.players().get(0);
        assertThat(List.of(anna.decisions(), anna.standInDecisions(), anna.hands())).containsExactly(10, 5, 2);
        assertThat(anna.awayAtEnd()).isFalse();
        assertThat(anna.declared()).isEqualTo(Map.of("solo", new RatedMatch.Declared(1, 1)));
        RatedMatch.Player bert = match.players().get(1);
        assertThat(List.of(bert.decisions(), bert.standInDecisions(), bert.hands())).containsExactly(7, 2, 2);
        assertThat(bert.awayAtEnd()).isTrue();
        assertThat(bert.declared()).isEmpty();
        RatedMatch.Player bot = match.players().get(2);
        assertThat(List.of(bot.decisions(), bot.standInDecisions())).containsExactly(7, 0);
    }
}
