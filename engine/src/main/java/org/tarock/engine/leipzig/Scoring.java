package org.tarock.engine.leipzig;

/**
 * Settlement of a Leipzig Taroc hand (§7.5), apart from play so that it can be checked on its own: each
 * seat wins or loses its card points − 26, receives each of its paid declarations from both other players,
 * and the Pagat payments. Zero-sum: the card points always total 78.
 */
public final class Scoring {
    private Scoring() {
    }

    /** The points a player needs to break even. */
    public static final int TARGET = 26;

    /**
     * Whether a declaration is paid: always, except ten or more trumps under {@code trumps-conditional}
     * (Nuremberg), which is paid only if its declarer ends with more than 26 card points.
     */
    static boolean paid(Roem kind, boolean trumpsConditional, int declarerPoints) {
        return kind != Roem.TEN_TRUMPS || !trumpsConditional || declarerPoints > TARGET;
    }

    /**
     * One seat's settlement and its three terms ({@code result.breakdown}).
     *
     * @param cards        card points − 26
     * @param declarations own paid declarations × 2 − the other players' paid declarations
     * @param pagat        Pagat payments received − made
     */
    public record Line(int cards, int declarations, int pagat) {
        public int total() {
            return cards + declarations + pagat;
        }
    }

    /**
     * @param cardPoints  each seat's pile points (§7.3)
     * @param paidRoem    each seat's paid declarations, summed (void Nuremberg trumps excluded)
     * @param pagatHolder the seat holding the Pagat when play started, or -1 when it lies in the Skart
     * @param pagat       what became of the Pagat
     */
    public static Line[] settle(int[] cardPoints, int[] paidRoem, int pagatHolder, PagatEvent pagat) {
        int totalRoem = paidRoem[0] + paidRoem[1] + paidRoem[2];
        Line[] out = new Line[3];
        for (int s = 0; s < 3; s++) {
            int p = 0;
            if (pagatHolder >= 0) {
                p = s == pagatHolder ? 2 * pagat.perPlayer() : -pagat.perPlayer();
            }
            // own × 2 − others = own × 3 − all
            out[s] = new Line(cardPoints[s] - TARGET, 3 * paidRoem[s] - totalRoem, p);
        }
        return out;
    }
}
