package org.tarock.engine.bavarian;

import java.util.LinkedHashSet;
import java.util.Set;

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
     */
    record Outcome(boolean won, boolean schneider, boolean schwarz, long value, long[] settlement, long pot,
                   long haferl, Set<String> notes) {
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
        long[] settlement = new long[3];
        long after = haferl;
        if (contract != Contract.STOCK) {
            payEach(settlement, declarer, won ? value : -value);
        } else if (!won) {
            payEach(settlement, declarer, -value);
            settlement[declarer] -= value;
            after += value;
        } else if (after >= value) {
            settlement[declarer] += value;
            after -= value;
            notes.add("haferl-paid");
        } else if (rules.shortfallRefill) {
            while (after < value) {
                for (int s = 0; s < 3; s++) {
                    settlement[s] -= rules.haferlStake;
                }
                after += 3L * rules.haferlStake;
            }
            settlement[declarer] += value;
            after -= value;
            notes.add("stake");
            notes.add("haferl-paid");
        } else {
            payEach(settlement, declarer, value);
            notes.add("defenders-paid");
        }
        return new Outcome(won, schneider, schwarz, value, settlement, after - haferl, after, notes);
    }

    /** Each defender pays the soloist {@code amount} (a negative amount flows the other way). */
    private static void payEach(long[] settlement, int declarer, long amount) {
        for (int s = 0; s < 3; s++) {
            if (s != declarer) {
                settlement[s] -= amount;
                settlement[declarer] += amount;
            }
        }
    }
}
