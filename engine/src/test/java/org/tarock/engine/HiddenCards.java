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
     * actions; only the redeals whose replay is legal are returned.
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
            if (legal) {
                out.add(replay);
            }
        }
        return out;
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
