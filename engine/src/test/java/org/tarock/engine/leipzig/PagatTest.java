package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.DealRandom;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;
import org.tarock.engine.Trick;

/** §7.4 the Pagat events as hands record them, with their notes. */
class PagatTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> pagat(State s) {
        return (Map<String, Object>) s.result().fields().get("pagat");
    }

    private static String event(State s) {
        return (String) pagat(s).get("event");
    }

    @Test
    void aPagatLostInTricks1To24() {
        State s = Situations.find(LEIPZIG, false, h -> event(h).equals("lost"));
        int trick = ((Long) pagat(s).get("trick")).intValue();
        Trick t = s.view(0).tricks().get(trick - 1);
        assertThat(trick).isLessThan(25);
        assertThat(t.winner()).isNotEqualTo(((Long) pagat(s).get("holder")).intValue());
        assertThat(s.result().notes()).contains("pagat-lost");
    }

    @Test
    void aPagatLostInTheLastTrick() {
        State s = Situations.find(LEIPZIG, false, h -> event(h).equals("lost-last"));
        assertThat(pagat(s).get("trick")).isEqualTo(25L);
        assertThat(s.result().notes()).contains("pagat-lost-last").doesNotContain("pagat-lost");
    }

    @Test
    void pagatUltimo() {
        State s = Situations.find(LEIPZIG, false, h -> event(h).equals("ultimo"));
        int holder = ((Long) pagat(s).get("holder")).intValue();
        assertThat(s.view(0).tricks().get(24).winner()).isEqualTo(holder);
        assertThat(s.result().notes()).contains("pagat-ultimo");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> breakdown = (List<Map<String, Object>>) s.result().fields().get("breakdown");
        assertThat(breakdown.get(holder).get("pagat")).isEqualTo(20L);
    }

    @Test
    void aPagatWinningAnEarlierTrickScoresNothingAndHasNoNote() {
        State s = Situations.find(LEIPZIG, false, h -> event(h).equals("none"));
        assertThat(s.result().notes()).doesNotContain("pagat-lost", "pagat-lost-last", "pagat-ultimo");
    }

    @Test
    void aPagatInTheSkartHasNoHolder() {
        State s = Situations.dealt(LEIPZIG, "T1 T7 T15 D5 C2");
        s.apply(2, "discard T1 T7 T15");
        Situations.playOut(s, new DealRandom(5), false);
        assertThat(pagat(s).get("holder")).isNull();
        assertThat(pagat(s).get("trick")).isNull();
        assertThat(event(s)).isEqualTo("skart");
        assertThat(s.result().notes()).doesNotContain("pagat-lost", "pagat-lost-last", "pagat-ultimo");
    }
}
