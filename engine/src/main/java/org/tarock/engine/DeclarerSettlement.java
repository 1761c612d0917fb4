package org.tarock.engine;

/**
 * A game whose card play is a declarer side against the others and whose settlement the side's card points and
 * tricks decide, so that a search which plays the cards out in its head can ask what an end of play would pay
 * without re-deriving the rules: German Tarok, Bavarian Tarock and Husarln.
 */
public interface DeclarerSettlement {

    /**
     * What the hand of {@code view} would settle if its card play ended with the declarer side holding
     * {@code points} card points ({@code P} as the rules file counts it: tricks and the pile the contract gives the
     * declarer) and {@code tricks} tricks: under the table's rules, the contract, the announcements and the carried
     * state the view shows. The view may be from any point after the auction (the declarer and contract known).
     *
     * @throws IllegalArgumentException if the view's hand has no declarer and contract yet
     */
    Settlement settlementIf(SeatView view, int points, int tricks);
}
