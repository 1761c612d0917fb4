package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/** §5.2 payment under {@code trumps-conditional} (Nuremberg), as whole hands record it. */
class NurembergTest {
    private static final LeipzigTaroc NUREMBERG = TestHand.preset(LeipzigTaroc.ID, "nuremberg");

    /** The seat that declared ten or more trumps, or -1. */
    @SuppressWarnings("unchecked")
    private static int trumpsDeclarer(State s) {
        List<List<Map<String, Object>>> d = (List<List<Map<String, Object>>>) s.result().fields().get("declarations");
        for (int seat = 0; seat < 3; seat++) {
            if (d.get(seat).stream().anyMatch(m -> m.get("kind").equals("trumps"))) {
                return seat;
            }
        }
        return -1;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> trumps(State s, int seat) {
        List<List<Map<String, Object>>> d = (List<List<Map<String, Object>>>) s.result().fields().get("declarations");
        return d.get(seat).stream().filter(m -> m.get("kind").equals("trumps")).findFirst().orElseThrow();
    }

    private static long points(State s, int seat) {
        return (Long) ((List<?>) s.result().fields().get("card_points")).get(seat);
    }

    @SuppressWarnings("unchecked")
    private static long declarationsNet(State s, int seat) {
        return (Long) ((List<Map<String, Object>>) s.result().fields().get("breakdown")).get(seat).get("declarations");
    }

    private static boolean onlyTrumps(State s, int seat) {
        List<?> all = (List<?>) ((List<?>) s.result().fields().get("declarations")).stream()
                .flatMap(l -> ((List<?>) l).stream()).toList();
        return all.size() == 1;
    }

    @Test
    void trumpsOfADeclarerWithAtMost26AreVoid() {
        State s = Situations.find(NUREMBERG, false, h -> {
            int d = trumpsDeclarer(h);
            return d >= 0 && points(h, d) <= 26 && onlyTrumps(h, d);
        });
        int d = trumpsDeclarer(s);
        assertThat(trumps(s, d).get("paid")).isEqualTo(false);
        assertThat((Long) trumps(s, d).get("value")).isPositive();
        assertThat(declarationsNet(s, d)).isZero();
    }

    @Test
    void trumpsOfADeclarerWithMoreThan26ArePaidByBothOthers() {
        State s = Situations.find(NUREMBERG, false, h -> {
            int d = trumpsDeclarer(h);
            return d >= 0 && points(h, d) > 26 && onlyTrumps(h, d);
        });
        int d = trumpsDeclarer(s);
        long v = (Long) trumps(s, d).get("value");
        assertThat(trumps(s, d).get("paid")).isEqualTo(true);
        assertThat(declarationsNet(s, d)).isEqualTo(2 * v);
        assertThat(declarationsNet(s, (d + 1) % 3)).isEqualTo(-v);
    }
}
