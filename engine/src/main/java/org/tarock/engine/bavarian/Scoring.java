package org.tarock.engine.bavarian;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Payment;

/**
 * Bavarian Tarock's scoring and settlement (§7), as a pure function of what play produced, so that every
 * worked example of the rules file can be checked directly. Settling decides which payment items a hand pays
 * and the Haferl after it; the items' amounts, the settlement, the notes and the payment records are worked
 * out from that outcome when asked for, so that a hand that is only settled (every random hand, whose next
 * hand needs the Haferl alone) builds nothing but the outcome.
 */
final class Scoring {
    private Scoring() {
    }

    /** The items a hand may pay (docs/payments.md), in the order they are paid. */
    enum Item {
        GAME("game"), INTO_HAFERL("into-haferl"), STAKE("stake"), HAFERL_PAID("haferl-paid"),
        DEFENDERS_PAID("defenders-paid");

        private static final Item[] ALL = values();

        final String code;

        Item(String code) {
            this.code = code;
        }

        int bit() {
            return 1 << ordinal();
        }
    }

    /**
     * What a played hand pays.
     *
     * @param won        whether the soloist won (§7.1)
     * @param endedEarly a lost Bettel ended before the last trick
     * @param value      {@code W}, the contract's base value plus extras
     * @param items      the items paid, as bits of {@link Item}
     * @param stake      the Haferl stake each player pays into a refill round
     * @param rounds     the refill rounds the hand paid (item {@code stake})
     * @param pot        the change of the Haferl
     * @param haferl     the Haferl after the hand
     */
    record Outcome(Contract contract, int declarer, boolean won, boolean schneider, boolean schwarz,
                   boolean endedEarly, long value, int items, long stake, long rounds, long pot, long haferl) {

        boolean pays(Item item) {
            return (items & item.bit()) != 0;
        }

        /** What {@code item} moves per seat, in base units. */
        long[] seats(Item item) {
            long[] out = new long[3];
            switch (item) {
                case GAME -> payEach(out, declarer, won ? value : -value);
                case INTO_HAFERL -> out[declarer] = -value;
                case STAKE -> Arrays.fill(out, -rounds * stake);
                case HAFERL_PAID -> out[declarer] = value;
                case DEFENDERS_PAID -> payEach(out, declarer, value);
            }
            return out;
        }

        /** The settlement per seat, in base units: the sum of the items. */
        long[] settlement() {
            long[] settlement = new long[3];
            for (Item item : Item.ALL) {
                if (pays(item)) {
                    long[] seats = seats(item);
                    for (int s = 0; s < 3; s++) {
                        settlement[s] += seats[s];
                    }
                }
            }
            return settlement;
        }

        /** The result's notes words. */
        Set<String> notes() {
            Set<String> notes = new LinkedHashSet<>();
            if (endedEarly) {
                notes.add("bettel-ended-early");
            }
            if (schneider) {
                notes.add("schneider");
            }
            if (schwarz) {
                notes.add("schwarz");
            }
            for (Item item : List.of(Item.STAKE, Item.HAFERL_PAID, Item.DEFENDERS_PAID)) {
                if (pays(item)) {
                    notes.add(item.code);
                }
            }
            return notes;
        }

        /**
         * The settlement as payment items: {@code game}, {@code into-haferl}, {@code stake}, {@code haferl-paid},
         * {@code defenders-paid}.
         */
        List<Payment> payments() {
            List<Payment> out = new ArrayList<>(2);
            for (Item item : Item.ALL) {
                if (pays(item)) {
                    out.add(Payment.of(item.code, seats(item), args(item)));
                }
            }
            return List.copyOf(out);
        }

        private Map<String, Object> args(Item item) {
            return switch (item) {
                case INTO_HAFERL -> Map.of("value", value);
                case STAKE -> Map.of("stake", stake, "rounds", rounds);
                default -> Map.of("contract", contract.code(), "value", value, "won", won, "schneider", schneider,
                        "schwarz", schwarz);
            };
        }
    }

    /**
     * @param p              the soloist's card points {@code P} (§7.1.1)
     * @param soloistTricks  tricks the soloist won
     * @param tricksPlayed   tricks played (fewer than 11 when a Bettel ended early)
     * @param haferl         the Haferl at the start of the hand
     */
    static Outcome settle(BavarianTarock rules, Contract contract, int declarer, long p, int soloistTricks,
                          int tricksPlayed, long haferl) {
        boolean won;
        boolean schneider = false;
        boolean schwarz = false;
        boolean endedEarly = false;
        long value;
        if (contract == Contract.BETTEL) {
            won = soloistTricks == 0;
            value = contract.base();
            endedEarly = !won && tricksPlayed < 11;
        } else {
            won = p >= 61;
            schneider = won ? 120 - p <= rules.schneiderLimit : p <= rules.schneiderLimit;
            schwarz = soloistTricks == 11 || (rules.schwarzDefenders && soloistTricks == 0);
            value = contract.base() + (schneider ? 1 : 0) + (schwarz ? 1 : 0);
        }
        int items = 0;
        long rounds = 0;
        long after = haferl;
        if (contract != Contract.STOCK) {
            items = Item.GAME.bit();
        } else if (!won) {
            items = Item.GAME.bit() | Item.INTO_HAFERL.bit();
            after += value;
        } else {
            if (after < value && rules.shortfallRefill) {
                while (after < value) {
                    after += 3L * rules.haferlStake;
                    rounds++;
                }
                items |= Item.STAKE.bit();
            }
            if (after >= value) {
                items |= Item.HAFERL_PAID.bit();
                after -= value;
            } else {
                items |= Item.DEFENDERS_PAID.bit();
            }
        }
        return new Outcome(contract, declarer, won, schneider, schwarz, endedEarly, value, items, rules.haferlStake,
                rounds, after - haferl, after);
    }

    /** Each defender pays the soloist {@code amount} (a negative amount flows the other way). */
    private static void payEach(long[] out, int declarer, long amount) {
        for (int s = 0; s < 3; s++) {
            if (s != declarer) {
                out[s] -= amount;
                out[declarer] += amount;
            }
        }
    }
}
