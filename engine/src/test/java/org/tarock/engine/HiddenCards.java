package org.tarock.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * For fairness tests: the same hand with the cards one seat cannot see dealt differently among the places
 * they were dealt to (other hands, the face-down talon), keeping everything public the same.
 */
public final class HiddenCards {
    private HiddenCards() {
    }

    /**
     * Up to {@code attempts} redeals of the cards hidden from {@code seat}, each replayed through the same
     * actions. Only redeals the seat could not tell apart by what the game announces are returned: the
     * replay must be legal and agree on the phase, the seat to act and the public facts (the view's
     * {@code detail}). Some public facts follow from hidden cards — Leipzig Taroc asks only players with few
     * trumps whether to annul, and a declaration's value tells which trumps its declarer holds — so a redeal
     * that changes them is a different position, not a leak.
     */
    public static List<State> redeals(Game game, State state, int seat, DealRandom random, int attempts) {
        Set<String> visible = visibleCodes(game, state.view(seat));
        Deal deal = state.deal();
        List<Card> hidden = new ArrayList<>();
        for (List<Card> h : deal.hands()) {
            h.stream().filter(c -> !visible.contains(c.code())).forEach(hidden::add);
        }
        deal.talon().stream().filter(c -> !visible.contains(c.code())).forEach(hidden::add);
        List<State> out = new ArrayList<>();
        for (int attempt = 0; attempt < attempts; attempt++) {
            List<Card> shuffled = new ArrayList<>(hidden);
            for (int i = shuffled.size() - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                Card t = shuffled.get(i);
                shuffled.set(i, shuffled.get(j));
                shuffled.set(j, t);
            }
            State replay = game.newHand(replace(deal, hidden, shuffled), state.dealer(), state.carryBefore());
            boolean legal = true;
            for (Move m : state.moves()) {
                if (replay.check(m.seat(), m.action()) != null) {
                    legal = false;
                    break;
                }
                replay.applyTrusted(m.action());
            }
            SeatView original = state.view(seat);
            if (legal && samePublicFacts(replay.view(seat), original)) {
                out.add(replay);
            }
        }
        return out;
    }

    private static boolean samePublicFacts(SeatView a, SeatView b) {
        return a.phase() == b.phase() && a.currentSeat() == b.currentSeat()
                && java.util.Objects.equals(a.detail(), b.detail());
    }

    /** Every card code the view shows anywhere: hand, talon, tricks, actions and public details. */
    private static Set<String> visibleCodes(Game game, SeatView view) {
        Set<String> out = new HashSet<>();
        view.hand().forEach(c -> out.add(c.code()));
        view.talon().forEach(c -> out.add(c.code()));
        view.tricks().forEach(t -> t.cards().forEach(c -> out.add(c.code())));
        for (Move m : view.history()) {
            out.addAll(List.of(game.vocabulary().format(m.action()).split(" ")));
        }
        String detail = String.valueOf(view.detail());
        for (Card c : game.pack().cards()) {
            if (detail.matches("(?s).*\\b" + c.code() + "\\b.*")) {
                out.add(c.code());
            }
        }
        return out;
    }

    private static Deal replace(Deal deal, List<Card> from, List<Card> to) {
        Map<Card, Card> map = new LinkedHashMap<>();
        for (int i = 0; i < from.size(); i++) {
            map.put(from.get(i), to.get(i));
        }
        List<List<Card>> hands = new ArrayList<>();
        for (List<Card> h : deal.hands()) {
            hands.add(h.stream().map(c -> map.getOrDefault(c, c)).toList());
        }
        return new Deal(hands, deal.talon().stream().map(c -> map.getOrDefault(c, c)).toList());
    }
}
