package org.tarock.engine.leipzig;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.Games;
import org.tarock.engine.GameId;
import org.tarock.engine.Pack;
import org.tarock.engine.Rules;
import org.tarock.engine.State;

/** Test helpers: deals with chosen cards, games with chosen options, and card masks from codes. */
final class Hands {
    private Hands() {
    }

    static final Pack PACK = Pack.TAROT_78;

    static LeipzigTaroc game(Map<String, Object> options) {
        return new LeipzigTaroc(Games.ruleBook(GameId.LEIPZIG_TAROC).resolve(options, false));
    }

    static LeipzigTaroc preset(String name) {
        Rules r = Games.ruleBook(GameId.LEIPZIG_TAROC).preset(name, Map.of());
        return new LeipzigTaroc(r);
    }

    static List<Card> cards(String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return java.util.Arrays.stream(codes.trim().split(" +")).map(PACK::parse).toList();
    }

    /**
     * A deal in which the given seats hold the given cards (the dealer: up to 28, his last three being the
     * talon); every other card goes, in canonical order, to the seats not given, then to the dealer.
     */
    static Deal deal(int dealer, Map<Integer, String> given) {
        Set<Card> used = new LinkedHashSet<>();
        List<List<Card>> hands = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            List<Card> h = new ArrayList<>(given.containsKey(s) ? cards(given.get(s)) : List.of());
            used.addAll(h);
            hands.add(h);
        }
        List<Card> rest = new ArrayList<>();
        for (Card c : PACK.cards()) {
            if (!used.contains(c)) {
                rest.add(c);
            }
        }
        int r = 0;
        for (int s : new int[]{(dealer + 1) % 3, (dealer + 2) % 3, dealer}) {
            int size = s == dealer ? 28 : 25;
            while (hands.get(s).size() < size) {
                hands.get(s).add(rest.get(r++));
            }
        }
        List<Card> dealerCards = hands.get(dealer);
        List<Card> talon = List.copyOf(dealerCards.subList(25, 28));
        hands.set(dealer, List.copyOf(dealerCards.subList(0, 25)));
        return new Deal(hands, talon);
    }

    /** Mask {lo, hi} of card codes. */
    static long[] mask(String codes) {
        long[] m = new long[2];
        for (Card c : cards(codes)) {
            if (c.index() < 64) {
                m[0] |= 1L << c.index();
            } else {
                m[1] |= 1L << (c.index() - 64);
            }
        }
        return m;
    }

    /** The codes of a {lo, hi} mask, canonical order. */
    static String codes(long lo, long hi) {
        return TarotCards.codes(lo, hi);
    }

    /** The legal actions of a state as strings. */
    static List<String> legal(State s) {
        return s.legalActionList().stream().map(a -> s.game().vocabulary().format(a)).toList();
    }

    /** {@code cards} padded with suit pips (never a trump, King or the Excuse) to {@code size} cards. */
    static String padded(String cards, int size) {
        return padded(cards, size, "");
    }

    /** {@code cards} padded to {@code size} with suit cards other than Kings that are not in {@code exclude}. */
    static String padded(String cards, int size, String exclude) {
        List<Card> out = new ArrayList<>(cards(cards));
        List<Card> excluded = cards(exclude);
        for (int pass = 0; pass < 2; pass++) {
            for (Card c : PACK.cards()) {
                boolean eligible = pass == 0 ? c.suit() < 4 && c.rank() >= 4 : c.suit() < 4 && c.rank() > 0;
                if (out.size() < size && eligible && !out.contains(c) && !excluded.contains(c)) {
                    out.add(c);
                }
            }
        }
        return String.join(" ", out.stream().map(Card::code).toList());
    }

    /** A hand with dealer 2 holding {@code dealerCards} padded to 28, ready for the Skart (or the annulment). */
    static State dealt(LeipzigTaroc game, String dealerCards) {
        return game.newHand(deal(2, Map.of(2, padded(dealerCards, 28))), 2, game.initialCarry());
    }

    /**
     * Plays a hand to its end at random; with {@code keepExcuse} a player plays the Excuse only when it is his
     * only legal card (so that the deadline, the hand-over and a lost Excuse come up often).
     */
    static State playOut(State s, org.tarock.engine.DealRandom random, boolean keepExcuse) {
        int[] buf = new int[s.maxActions()];
        int fool = Action.play(PACK.parse("FOOL").index());
        while (!s.isOver()) {
            int n = s.legalActions(buf);
            int a = buf[random.nextInt(n)];
            if (keepExcuse && a == fool && n > 1) {
                continue;
            }
            s.apply(s.currentSeat(), a);
        }
        return s;
    }

    /** The first of many random hands (from seed 0 on) for which {@code wanted} holds, played by {@link #playOut}. */
    static State find(org.tarock.engine.Game game, boolean keepExcuse, java.util.function.Predicate<State> wanted) {
        for (long seed = 0; seed < 20_000; seed++) {
            int dealer = (int) (seed % 3);
            State s = game.newHand(game.deal(seed, dealer), dealer, game.initialCarry());
            playOut(s, new org.tarock.engine.DealRandom(seed), keepExcuse);
            if (wanted.test(s)) {
                return s;
            }
        }
        throw new AssertionError("no such hand among 20000 random hands");
    }
}
