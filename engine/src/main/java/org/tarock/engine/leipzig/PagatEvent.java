package org.tarock.engine.leipzig;

/** What became of the Pagat (T1) in a hand (§7.4), with its record word ({@code result.pagat.event}). */
public enum PagatEvent {
    /** It won a trick 1–24 (or the deal was annulled): nothing is paid. */
    NONE("none", 0),
    /** Played in tricks 1–24 and the trick won by another player: its holder pays each other player 5. */
    LOST("lost", -5),
    /** Played in trick 25 and the trick won by another player: its holder pays each other player 10. */
    LOST_LAST("lost-last", -10),
    /** Pagat ultimo: it won trick 25; each other player pays its holder 10. */
    ULTIMO("ultimo", 10),
    /** Laid away in the Skart: it has no holder and scores nothing. */
    SKART("skart", 0);

    private final String word;
    private final int perPlayer;

    PagatEvent(String word, int perPlayer) {
        this.word = word;
        this.perPlayer = perPlayer;
    }

    /** The record word. */
    public String word() {
        return word;
    }

    /** What each other player pays the holder (negative: what the holder pays each other player). */
    public int perPlayer() {
        return perPlayer;
    }

    /** The event of a Pagat played in trick {@code trick} (1–25), given whether its holder won that trick. */
    public static PagatEvent of(int trick, boolean holderWon) {
        if (holderWon) {
            return trick == 25 ? ULTIMO : NONE;
        }
        return trick == 25 ? LOST_LAST : LOST;
    }
}
