package org.tarock.engine.leipzig;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.Reason;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;
import org.tarock.engine.Trick;

/** The Excuse (Sküs) in every detail of §6 and §7.2, one edge case per test. */
class ExcuseTest {
    private static final LeipzigTaroc LEIPZIG = TestHand.preset(LeipzigTaroc.ID, "leipzig");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> excuse(State s) {
        return (Map<String, Object>) s.result().fields().get("excuse");
    }

    private static int total(HandResult r) {
        return ((List<?>) r.fields().get("card_points")).stream().mapToInt(o -> ((Long) o).intValue()).sum();
    }

    /** The trick (1–25) in which the Excuse was played, or 0. */
    private static int excuseTrick(State s) {
        List<Trick> tricks = s.view(0).tricks();
        for (int t = 0; t < tricks.size(); t++) {
            if (tricks.get(t).cards().stream().anyMatch(c -> c.suit() == Card.EXCUSE)) {
                return t + 1;
            }
        }
        return 0;
    }

    @Test
    void handOverOfTrick22ToTheNextPlayer() {
        State s = Situations.find(LEIPZIG, true, h -> h.result().notes().contains("handover-22")
                && h.view(0).tricks().get(20).winner() == 1);
        List<Trick> tricks = s.view(0).tricks();
        Trick t22 = tricks.get(21);
        assertThat(t22.leader()).isEqualTo(2);
        assertThat(t22.cards().get(2).code()).isEqualTo("FOOL");
        assertThat(tricks.get(22).leader()).isEqualTo(t22.winner());
        assertThat(excuse(s).get("owner")).isEqualTo(1L);
        assertThat(excuse(s).get("trick")).isEqualTo(22L);
    }

    @Test
    void withExcuseMayLeadTheHolderLeadsTrick22WithoutHandOver() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-may-lead", true));
        State s = Situations.find(g, true, h -> excuseTrick(h) == 22 && h.view(0).tricks().get(21).cards().get(0).suit() == Card.EXCUSE);
        assertThat(s.result().notes()).doesNotContain("handover-22");
        assertThat(s.view(0).tricks().get(21).leader()).isEqualTo(s.view(0).tricks().get(20).winner());
    }

    @Test
    void aLedExcuseIsBeatenByTheNextCardWhoseSuitDecides() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-may-lead", true));
        State s = Situations.find(g, false, h -> h.view(0).tricks().stream().anyMatch(t -> t.cards().get(0).suit() == Card.EXCUSE));
        for (Trick t : s.view(0).tricks()) {
            if (t.cards().get(0).suit() == Card.EXCUSE) {
                int second = Pack.TAROT_78.cards().indexOf(t.cards().get(1));
                int third = Pack.TAROT_78.cards().indexOf(t.cards().get(2));
                int expected = Play.winsSoFar(third, second) ? t.seatOf(2) : t.seatOf(1);
                assertThat(t.winner()).isEqualTo(expected);
            }
        }
    }

    @Test
    void compulsoryDeadlineTheExcuseIsAlwaysPlayedByTrick22() {
        for (long seed = 0; seed < 200; seed++) {
            State s = LEIPZIG.newHand(LEIPZIG.deal(seed, 0), 0, Carry.NONE);
            Situations.playOut(s, new DealRandom(seed), true);
            if (excuse(s).get("owner") != null) {
                assertThat(excuseTrick(s)).isBetween(1, 22);
                assertThat(excuse(s).get("lost")).isEqualTo(false);
            }
        }
    }

    @Test
    void forfeitTheExcusePlayedInTricks23To25IsLost() {
        LeipzigTaroc g = TestHand.game(LeipzigTaroc.ID, Map.of("excuse-deadline", "forfeit"));
        State s = Situations.find(g, true, h -> excuseTrick(h) > 22);
        Map<String, Object> e = excuse(s);
        assertThat(e.get("lost")).isEqualTo(true);
        assertThat(e.get("exchange")).isNull();
        assertThat(s.result().notes()).contains("excuse-lost").doesNotContain("excuse-no-exchange");
        assertThat(total(s.result())).isEqualTo(78);
    }

    @Test
    void theOwnerWhoWinsNoTrickKeepsTheExcuseAndMakesNoExchange() {
        // seat 1 holds the Excuse and the six lowest cards of every suit; the others every higher card and trump
        StringBuilder low = new StringBuilder("FOOL");
        for (String suit : new String[]{"C", "S"}) {
            for (int p = 1; p <= 6; p++) {
                low.append(' ').append(suit).append(p);
            }
        }
        for (String suit : new String[]{"D", "H"}) {
            for (int p = 10; p >= 5; p--) {
                low.append(' ').append(suit).append(p);
            }
        }
        State s = TestHand.of(LEIPZIG).hand(1, low.toString()).start();
        Situations.playOut(s, new DealRandom(7), false);
        HandResult r = s.result();
        assertThat(excuse(s).get("owner")).isEqualTo(1L);
        assertThat(excuse(s).get("exchange")).isNull();
        assertThat(r.notes()).contains("excuse-no-exchange");
        assertThat(((List<?>) r.fields().get("card_points")).get(1)).isEqualTo(4L);
        assertThat(total(r)).isEqualTo(78);
    }

    @Test
    void theOwnerWhoWinsATrickGivesTheWinnerAnEmptyCard() {
        State s = Situations.find(LEIPZIG, false, h -> excuse(h).get("exchange") != null);
        String card = (String) excuse(s).get("exchange");
        assertThat(Pack.TAROT_78.parse(card).value()).isEqualTo(1);
        assertThat(s.result().notes()).doesNotContain("excuse-no-exchange", "excuse-lost");
        assertThat(total(s.result())).isEqualTo(78);
    }

    @Test
    void anExcuseInTheSkartHasNoOwnerAndNoExchange() {
        State s = Situations.dealt(LEIPZIG, "FOOL D5 C2");
        s.apply(2, "discard FOOL D5 C2");
        Situations.playOut(s, new DealRandom(3), false);
        Map<String, Object> e = excuse(s);
        assertThat(e.get("owner")).isNull();
        assertThat(e.get("trick")).isNull();
        assertThat(e.get("winner")).isNull();
        assertThat(e.get("exchange")).isNull();
        assertThat(e.get("lost")).isEqualTo(false);
        assertThat(s.result().notes()).doesNotContain("excuse-no-exchange", "excuse-lost");
        assertThat(total(s.result())).isEqualTo(78);
    }

    @Test
    void theExcuseNeverWinsATrick() {
        for (long seed = 0; seed < 100; seed++) {
            State s = LEIPZIG.newHand(LEIPZIG.deal(seed, 1), 1, Carry.NONE);
            Situations.playOut(s, new DealRandom(seed), false);
            for (Trick t : s.view(0).tricks()) {
                for (int i = 0; i < 3; i++) {
                    if (t.cards().get(i).suit() == Card.EXCUSE) {
                        assertThat(t.winner()).isNotEqualTo(t.seatOf(i));
                    }
                }
            }
        }
    }

    @Test
    void leadingTheExcuseIsRefusedWithItsReason() {
        State s = Situations.find(LEIPZIG, true, h -> true);
        State fresh = LEIPZIG.newHand(s.deal(), s.dealer(), Carry.NONE);
        for (var m : s.moves()) {
            if (fresh.currentSeat() >= 0 && fresh.view(fresh.currentSeat()).currentTrick() == null
                    && fresh.phase() == org.tarock.engine.Phase.PLAY
                    && fresh.view(fresh.currentSeat()).hand().stream().anyMatch(c -> c.suit() == Card.EXCUSE)
                    && fresh.view(fresh.currentSeat()).hand().size() > 1) {
                int fool = org.tarock.engine.Action.play(Pack.TAROT_78.parse("FOOL").index());
                var r = fresh.check(fresh.currentSeat(), fool);
                if (r != null) {
                    assertThat(r.reason()).isEqualTo(Reason.EXCUSE_MAY_NOT_LEAD);
                    return;
                }
            }
            fresh.apply(m.seat(), m.action());
        }
        throw new AssertionError("no such position in the hand");
    }

    @Test
    void aForcedExcuseIsRefusedWithMustPlayExcuse() {
        State s = Situations.find(LEIPZIG, true, h -> excuseTrick(h) == 22 && !h.result().notes().contains("handover-22"));
        State fresh = LEIPZIG.newHand(s.deal(), s.dealer(), Carry.NONE);
        int fool = org.tarock.engine.Action.play(Pack.TAROT_78.parse("FOOL").index());
        for (var m : s.moves()) {
            if (m.action() == fool) {
                assertThat(fresh.legalActionList()).containsExactly(fool);
                int other = fresh.view(m.seat()).hand().stream().filter(c -> c.suit() != Card.EXCUSE)
                        .map(c -> org.tarock.engine.Action.play(c.index())).findFirst().orElseThrow();
                assertThat(fresh.check(m.seat(), other).reason()).isEqualTo(Reason.MUST_PLAY_EXCUSE);
                return;
            }
            fresh.apply(m.seat(), m.action());
        }
        throw new AssertionError("no such position in the hand");
    }
}
