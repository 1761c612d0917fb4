package org.tarock.engine.husarln;

/** The game result and settlement of §7.2–7.3, as plain functions of the card points and bonus results. */
public final class HusarlnScoring {
    private HusarlnScoring() {
    }

    /** Card points the declarer needs. */
    public static final int TARGET = 34;
    /** Card points in the pack. */
    public static final int TOTAL = 66;

    /** Whether the declarer with {@code p} card points has won: 34 or more. */
    public static boolean won(int p) {
        return p >= TARGET;
    }

    /** The margin {@code m}: points over 34 when won (34 gives 0), points short of 34 when lost (33 gives 1). */
    public static int margin(int p) {
        return won(p) ? p - TARGET : TARGET - p;
    }

    /** The game part {@code s × (G + k × m)} that each defender pays the declarer (negative: is paid). */
    public static long gamePart(Contract contract, int p) {
        long part = contract.value() + (long) contract.factor() * margin(p);
        return won(p) ? part : -part;
    }

    /**
     * The result of a declared token (§5.3), doubled in Solo: its value, for {@code ultimo} with the sign of its
     * outcome.
     */
    public static long declaredBonus(Bonus token, boolean pagatWinsLast, Contract contract) {
        int v = token == Bonus.ULTIMO && !pagatWinsLast ? -token.value() : token.value();
        return (long) contract.factor() * v;
    }

    /**
     * The result of an unannounced Pagat (§5.3), doubled in Solo: +5 if it won trick 12, −5 if it was played in
     * trick 12 and lost it (only with {@code silent-ultimo-loss}), else 0.
     */
    public static long silentPagat(boolean playedInLast, boolean wonLast, boolean silentUltimoLoss, Contract contract) {
        int v = wonLast ? 5 : playedInLast && silentUltimoLoss ? -5 : 0;
        return (long) contract.factor() * v;
    }

    /**
     * The settlement of §7.3: for each defender {@code d} the declarer receives
     * {@code A_d = gamePart + bonus[declarer] − bonus[d]}.
     *
     * @param bonusResults per seat, the sum of its bonus results already multiplied by {@code k} (the values of
     *                     the record's {@code bonuses} entries)
     */
    public static long[] settlement(int declarer, Contract contract, int p, long[] bonusResults) {
        long game = gamePart(contract, p);
        long[] out = new long[3];
        for (int d = 0; d < 3; d++) {
            if (d != declarer) {
                long a = game + bonusResults[declarer] - bonusResults[d];
                out[d] -= a;
                out[declarer] += a;
            }
        }
        return out;
    }
}
