package org.tarock.engine.german;

import org.tarock.engine.GermanCards;

/**
 * A German Tarok hand in its play phase with every card known: what a perfect-information search needs and
 * nothing of the auction. Obtained from a state by {@link GermanTarok#position}; a search or a sampler may
 * build one with other hands ({@link #withCards}).
 *
 * @param contract            the contract being played
 * @param declarer            the declarer's seat
 * @param trump               the trump suit (0–3)
 * @param hands               the cards each seat holds now (masks; the array is the record's own copy)
 * @param pile                the declarer's discards (exchange contracts) or the untouched scat (Solo contracts)
 * @param pileToDeclarer      whether the pile counts for the declarer (§7.1.1: discards always; the scat as
 *                            {@code scat-points} says)
 * @param trick               the cards of the trick being played, in the order played (empty between tricks)
 * @param leader              the seat that led, or is to lead, the current trick
 * @param declarerTrickPoints card points in the tricks the declarer has won so far
 * @param declarerTricks      tricks the declarer has won so far
 * @param tricksPlayed        completed tricks
 */
public record GermanPosition(Contract contract, int declarer, int trump, long[] hands, long pile,
                             boolean pileToDeclarer, int[] trick, int leader, int declarerTrickPoints,
                             int declarerTricks, int tricksPlayed) {

    public GermanPosition {
        hands = hands.clone();
        trick = trick.clone();
    }

    /** The same position with other hands and pile (the public part kept). */
    public GermanPosition withCards(long[] newHands, long newPile) {
        return new GermanPosition(contract, declarer, trump, newHands, newPile, pileToDeclarer, trick, leader,
                declarerTrickPoints, declarerTricks, tricksPlayed);
    }

    /** The seat to play. */
    public int toPlay() {
        return (leader + trick.length) % 3;
    }

    /** The declarer's card points so far: his tricks plus the pile when it counts for him. */
    public int declarerPoints() {
        return declarerTrickPoints + (pileToDeclarer ? GermanCards.points(pile) : 0);
    }
}
