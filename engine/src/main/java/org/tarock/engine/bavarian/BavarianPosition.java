package org.tarock.engine.bavarian;

import org.tarock.engine.GermanCards;

/**
 * A Bavarian Tarock hand in its play phase with every card known: what a perfect-information search needs
 * and nothing of the auction. Obtained from a state by {@link BavarianTarock#position}; a search or a
 * sampler may build one with other hands ({@link #withCards}) to ask "what if the hidden cards lay so".
 *
 * @param contract           the contract being played
 * @param declarer           the soloist's seat
 * @param trump              the trump suit, -1 in Bettel
 * @param bettelStichzwang   the {@code bettel-stichzwang} option (the duty to beat applies in Bettel)
 * @param hands              the cards each seat holds now (masks; the array is the record's own copy)
 * @param pile               the soloist's laid-away cards (Stockspiel) or the untouched stock (other contracts)
 * @param trick              the cards of the trick being played, in the order played (empty between tricks)
 * @param leader             the seat that led, or is to lead, the current trick
 * @param soloistTrickPoints card points in the tricks the soloist has won so far
 * @param soloistTricks      tricks the soloist has won so far
 * @param tricksPlayed       completed tricks
 */
public record BavarianPosition(Contract contract, int declarer, int trump, boolean bettelStichzwang, long[] hands,
                               long pile, int[] trick, int leader, int soloistTrickPoints, int soloistTricks,
                               int tricksPlayed) {

    public BavarianPosition {
        hands = hands.clone();
        trick = trick.clone();
    }

    /** The same position with other hands and pile (the public part kept). */
    public BavarianPosition withCards(long[] newHands, long newPile) {
        return new BavarianPosition(contract, declarer, trump, bettelStichzwang, newHands, newPile, trick, leader,
                soloistTrickPoints, soloistTricks, tricksPlayed);
    }

    /** The seat to play. */
    public int toPlay() {
        return (leader + trick.length) % 3;
    }

    /** Card points the pile adds to the soloist's total (§7.1.1): the discards or the stock, none in Bettel. */
    public int pilePoints() {
        return contract == Contract.BETTEL ? 0 : GermanCards.points(pile);
    }

    /** The soloist's card points so far: his tricks plus {@link #pilePoints()}. */
    public int soloistPoints() {
        return soloistTrickPoints + pilePoints();
    }
}
