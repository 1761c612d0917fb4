package org.tarock.engine.leipzig;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.Pack;
import org.tarock.engine.State;
import org.tarock.engine.TestHand;

/**
 * Leipzig Taroc's recurring situations, built with {@link TestHand}: hands padded so that they declare
 * nothing by chance, the dealer about to lay away his Skart, and random hands that keep the Excuse.
 */
final class Situations {
    private Situations() {
    }

    private static final Pack PACK = Pack.TAROT_78;

    /** {@code cards} padded with suit pips (never a trump, King or the Excuse) to {@code size} cards. */
    static String padded(String cards, int size) {
        return padded(cards, size, "");
    }

    /** {@code cards} padded to {@code size} with suit cards other than Kings that are not in {@code exclude}. */
    static String padded(String cards, int size, String exclude) {
        List<Card> out = new ArrayList<>(TestHand.cards(PACK, cards));
        List<Card> excluded = TestHand.cards(PACK, exclude);
        for (int pass = 0; pass < 2; pass++) {
            for (Card c : PACK.cards()) {
                boolean eligible = pass == 0 ? c.suit() < 4 && c.rank() >= 4 : c.suit() < 4 && c.rank() > 0;
                if (out.size() < size && eligible && !out.contains(c) && !excluded.contains(c)) {
                    out.add(c);
                }
            }
        }
        return String.join(" ", TestHand.codes(out));
    }

    /** A hand with dealer 2 holding {@code dealerCards} padded to 28 (the talon taken up), before the Skart. */
    static State dealt(LeipzigTaroc game, String dealerCards) {
        return TestHand.of(game).hand(2, padded(dealerCards, 28)).start();
    }

    /**
     * Plays a hand to its end at random; with {@code keepExcuse} a player plays the Excuse only when it is his
     * only legal card (so that the deadline, the hand-over and a lost Excuse come up often).
     */
    static State playOut(State s, DealRandom random, boolean keepExcuse) {
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
    static State find(Game game, boolean keepExcuse, Predicate<State> wanted) {
        for (long seed = 0; seed < 20_000; seed++) {
            int dealer = (int) (seed % 3);
            State s = game.newHand(game.deal(seed, dealer), dealer, game.initialCarry());
            playOut(s, new DealRandom(seed), keepExcuse);
            if (wanted.test(s)) {
                return s;
            }
        }
        throw new AssertionError("no such hand among 20000 random hands");
    }
}
