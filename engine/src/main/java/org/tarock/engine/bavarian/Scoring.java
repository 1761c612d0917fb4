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
 * worked example of the rules file can be checked directly.
 */
final class Scoring {
    private Scoring() {
    }

    /**
     * What a played hand pays.
     *
     * @param won        whether the soloist won (§7.1)
     * @param value      {@code W}, the contract's base value plus extras
     * @param settlement per seat, in base units
     * @param pot        the change of the Haferl
     * @param haferl     the Haferl after the hand
     * @param notes      the result's notes words
     * @param payments   the settlement as items (docs/payments.md): {@code game}, {@code into-haferl},
     *                   {@code stake}, {@code haferl-paid}, {@code defenders-paid}
     */
    record Outcome(boolean won, boolean schneider, boolean schwarz, long value, long[] settlement, long pot,
                   long haferl, Set<String> notes, List<Payment> payments) {
    }

    /**
     * @param p              the soloist's card points {@code P} (§7.1.1)
     * @param soloistTricks  tricks the soloist won
     * @param tricksPlayed   tricks played (fewer than 11 when a Bettel ended early)
     * @param haferl         the Haferl at the start of the hand
     */
    static Outcome settle(BavarianTarock rules, Contract contract, int declarer, long p, int soloistTricks,
                          int tricksPlayed, long haferl) {
        Set<String> notes = new LinkedHashSet<>();
        boolean won;
        boolean schneider = false;
        boolean schwarz = false;
        long value;
        if (contract == Contract.BETTEL) {
            won = soloistTricks == 0;
            value = contract.base();
            if (!won && tricksPlayed < 11) {
                notes.add("bettel-ended-early");
            }
        } else {
            won = p >= 61;
            schneider = won ? 120 - p <= rules.schneiderLimit : p <= rules.schneiderLimit;
            schwarz = soloistTricks == 11 || (rules.schwarzDefenders && soloistTricks == 0);
            value = contract.base() + (schneider ? 1 : 0) + (schwarz ? 1 : 0);
            if (schneider) {
                notes.add("schneider");
            }
            if (schwarz) {
                notes.add("schwarz");
            }
        }
        List<Payment> payments = new ArrayList<>();
        Map<String, Object> game = Map.of("contract", contract.code(), "value", value, "won", won,
                "schneider", schneider, "schwarz", schwarz);
        long after = haferl;
        if (contract != Contract.STOCK) {
            payments.add(Payment.of("game", payEach(declarer, won ? value : -value), game));
        } else if (!won) {
            payments.add(Payment.of("game", payEach(declarer, -value), game));
            long[] into = new long[3];
            into[declarer] = -value;
            payments.add(Payment.of("into-haferl", into, Map.of("value", value)));
            after += value;
        } else {
            if (after < value && rules.shortfallRefill) {
                long rounds = 0;
                while (after < value) {
                    after += 3L * rules.haferlStake;
                    rounds++;
                }
                long[] stakes = new long[3];
                Arrays.fill(stakes, -rounds * rules.haferlStake);
                payments.add(Payment.of("stake", stakes, Map.of("stake", (long) rules.haferlStake, "rounds", rounds)));
                notes.add("stake");
            }
            if (after >= value) {
                long[] paid = new long[3];
                paid[declarer] = value;
                payments.add(Payment.of("haferl-paid", paid, game));
                after -= value;
                notes.add("haferl-paid");
            } else {
                payments.add(Payment.of("defenders-paid", payEach(declarer, value), game));
                notes.add("defenders-paid");
            }
        }
        long[] settlement = new long[3];
        for (Payment item : payments) {
            for (int s = 0; s < 3; s++) {
                settlement[s] += item.seats().get(s).halves() / 2;
            }
        }
        return new Outcome(won, schneider, schwarz, value, settlement, after - haferl, after, notes,
                List.copyOf(payments));
    }

    /** Each defender pays the soloist {@code amount} (a negative amount flows the other way). */
    private static long[] payEach(int declarer, long amount) {
        long[] out = new long[3];
        for (int s = 0; s < 3; s++) {
            if (s != declarer) {
                out[s] -= amount;
                out[declarer] += amount;
            }
        }
        return out;
    }
}
