package org.tarock.engine;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A refused action: the stable reason code, a sentence a player understands ("you must follow suit: you hold
 * GK") and the sentence's facts as named arguments, so that a client can word the refusal in its own language
 * ({@code {"cards": ["GK"], "led": "G9"}}). Argument values are JSON-like: {@code String} (a card's record code,
 * a suit letter, a contract or declaration code, a sub-rule word), {@code Integer} (an engine seat, a count),
 * {@code Boolean}, or lists of these; {@code docs/reasons.md} lists each code's arguments.
 */
public record Refusal(Reason reason, String message, Map<String, Object> args) {
    public Refusal {
        args = Collections.unmodifiableMap(new TreeMap<>(args));
    }

    /** Any action after the hand has ended. */
    public static Refusal handOver() {
        return new Refusal(Reason.HAND_OVER, "the hand is over", Map.of());
    }

    /** Another engine seat, {@code toAct}, is to act. */
    public static Refusal notYourTurn(int toAct) {
        return new Refusal(Reason.NOT_YOUR_TURN, "it is not your turn: seat " + toAct + " is to act",
                Map.of("seat", toAct));
    }

    /**
     * An action of the game, but not of {@code phase}: {@code expected} are the action words the phase takes
     * ({@code discard}, {@code play}, ...), {@code more} any further arguments (the number of cards to lay away).
     */
    public static Refusal wrongPhase(String message, Phase phase, List<String> expected, Map<String, Object> more) {
        Map<String, Object> args = new HashMap<>(more);
        args.put("phase", phase.name().toLowerCase(Locale.ROOT));
        args.put("expected", List.copyOf(expected));
        return new Refusal(Reason.WRONG_PHASE, message, args);
    }

    /** A discard or take of {@code given} cards where the rules ask for {@code count}. */
    public static Refusal wrongCount(int count, int given) {
        return new Refusal(Reason.WRONG_CARD_COUNT, "lay away exactly " + (count == 1 ? "1 card" : count + " cards")
                + ", not " + given, Map.of("count", count, "given", given));
    }

    /** Cards of {@code pack} (a mask) that the seat does not hold. */
    public static Refusal notHeld(Pack pack, long missing) {
        return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + Cards.codes(pack, missing),
                Map.of("cards", Cards.codeList(pack, missing)));
    }

    /** A card of {@code pack} that the seat does not hold. */
    public static Refusal notHeld(Pack pack, int card) {
        return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + pack.card(card),
                Map.of("cards", List.of(pack.card(card).code())));
    }

    /** A card of another suit while the seat holds {@code follow} of the led suit (a mask of {@code pack}). */
    public static Refusal mustFollow(Pack pack, String led, boolean trumpsLed, long follow) {
        return new Refusal(Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold " + Cards.codes(pack, follow),
                Map.of("led", led, "trumps", trumpsLed, "cards", Cards.codeList(pack, follow)));
    }

    /** A card that is no trump while the seat, void in the led suit, holds the trumps {@code trumps}. */
    public static Refusal mustTrump(Pack pack, String led, long trumps) {
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must trump: you hold "
                + Cards.codes(pack, trumps), Map.of("led", led, "cards", Cards.codeList(pack, trumps)));
    }

    @Override
    public String toString() {
        return reason.code() + ": " + message;
    }
}
