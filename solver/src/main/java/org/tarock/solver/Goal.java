package org.tarock.solver;

/** What the declarer's side plays for, and so what a solver's value means. */
public enum Goal {
    /** The declarer's side maximises its card points, the defenders minimise them; the value is the side's final total. */
    CARD_POINTS,
    /** Bettel: the soloist must take no trick; the value is 1 if he can avoid every trick, 0 if he can be forced to take one. */
    NO_TRICK
}
