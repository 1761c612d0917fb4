package org.tarock.engine;

/**
 * Why an action was refused: a stable, machine-readable code for every refusal. Tests, the record checker,
 * the command line and the server all use these codes; {@code docs/reasons.md} lists them with examples.
 */
public enum Reason {
    /** The hand is over: no action is possible. */
    HAND_OVER("hand-over"),
    /** Another seat is to act. */
    NOT_YOUR_TURN("not-your-turn"),
    /** The text is not an action of this game's vocabulary. */
    UNKNOWN_ACTION("unknown-action"),
    /** The action is one of the game's, but not one that can be taken in this phase of the hand. */
    WRONG_PHASE("wrong-phase"),
    /** The card is not in the player's hand. */
    CARD_NOT_HELD("card-not-held"),
    /** The same card or declaration token is named twice. */
    DUPLICATE("duplicate"),
    /** Farbzwang: the player holds a card of the suit led. */
    MUST_FOLLOW_SUIT("must-follow-suit"),
    /** Trumpfzwang: the player cannot follow suit and holds a trump. */
    MUST_TRUMP("must-trump"),
    /** Stichzwang: the player must beat the best card of the trick when he can. */
    MUST_HEAD_TRICK("must-head-trick"),
    /** The player must play a trump higher than the trumps in the trick when he can. */
    MUST_OVER_TRUMP("must-over-trump"),
    /** The contract named is not on the game's ladder (or not allowed by the rules in force). */
    UNKNOWN_CONTRACT("unknown-contract"),
    /** A bid must be strictly higher than the current one. */
    BID_TOO_LOW("bid-too-low"),
    /** {@code hold} is only for the holder, right after being overcalled. */
    HOLD_NOT_ALLOWED("hold-not-allowed"),
    /** A challenger may not overcall again after a hold ({@code rebid-after-hold: false}). */
    REBID_NOT_ALLOWED("rebid-not-allowed"),
    /** The wrong number of cards is laid away or taken. */
    WRONG_CARD_COUNT("wrong-card-count"),
    /** This card may not be laid away (a trump, an Ace, a King, an honour, ...). */
    DISCARD_NOT_ALLOWED("discard-not-allowed"),
    /** This suit may not be named as trump. */
    TRUMP_NOT_ALLOWED("trump-not-allowed"),
    /** The Excuse may not lead a trick. */
    EXCUSE_MAY_NOT_LEAD("excuse-may-not-lead"),
    /** The Excuse must be played now (last trump, or the deadline at trick 22). */
    MUST_PLAY_EXCUSE("must-play-excuse"),
    /** A declaration the player's hand does not satisfy, or one excluded by another. */
    DECLARATION_NOT_ALLOWED("declaration-not-allowed"),
    /** A stock packet that may not be taken now. */
    TAKE_NOT_ALLOWED("take-not-allowed"),
    /** An announcement that is not available (announcing a Matsch when the rules do not allow it, ...). */
    ANNOUNCEMENT_NOT_ALLOWED("announcement-not-allowed");

    private final String code;

    Reason(String code) {
        this.code = code;
    }

    /** The stable code, e.g. {@code must-follow-suit}. */
    public String code() {
        return code;
    }

    @Override
    public String toString() {
        return code;
    }
}
