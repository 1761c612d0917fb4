package org.tarock.engine;

import java.util.List;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.husarln.HusarlnPublic;
import org.tarock.engine.leipzig.LeipzigPublic;

/**
 * What one seat may see of a hand, and nothing more: its own cards, the public actions (a hidden discard
 * appears as {@link Action#HIDDEN}), the tricks, and the game's public facts ({@code detail}). Other
 * seats' hands and the face-down talon are left out, so two states that differ only in what this seat
 * cannot see give equal views. Values only: views compare with {@code equals}.
 *
 * @param game        the game
 * @param seat        the seat whose view this is
 * @param dealer      the dealer's seat
 * @param phase       the phase of the hand
 * @param currentSeat the seat to act, -1 when the hand is over
 * @param hand        the seat's cards now, in canonical order
 * @param talon       talon cards this seat may see (picked up, exposed), in canonical order
 * @param handSizes   how many cards each seat holds
 * @param history     every decision so far, as this seat may see it
 * @param tricks      the completed tricks, then the trick being played (if it has a card)
 * @param legal       this seat's legal actions when it is to act, else empty
 * @param detail      the game's public facts (contract, declarer, trump, pot, declarations, ...)
 */
public record SeatView(GameId game, int seat, int dealer, Phase phase, int currentSeat, List<Card> hand,
                       List<Card> talon, List<Integer> handSizes, List<Move> history, List<Trick> tricks,
                       List<Integer> legal, Detail detail) {

    public SeatView {
        hand = List.copyOf(hand);
        talon = List.copyOf(talon);
        handSizes = List.copyOf(handSizes);
        history = List.copyOf(history);
        tricks = List.copyOf(tricks);
        legal = List.copyOf(legal);
    }

    /**
     * A game's public facts, one record per game: switch over them to read a game's own (a fifth game adds
     * its record here).
     */
    public sealed interface Detail permits BavarianPublic, GermanPublic, HusarlnPublic, LeipzigPublic {
    }

    /**
     * The game's facts as the record of the game they belong to.
     *
     * @throws IllegalArgumentException when this is another game's view
     */
    public <D extends Detail> D detail(Class<D> type) {
        if (!type.isInstance(detail)) {
            throw new IllegalArgumentException("a " + game.title() + " view has no " + type.getSimpleName());
        }
        return type.cast(detail);
    }

    /** The trick being played, or null between tricks. */
    public Trick currentTrick() {
        if (tricks.isEmpty()) {
            return null;
        }
        Trick last = tricks.get(tricks.size() - 1);
        return last.winner() < 0 ? last : null;
    }

    /** Number of tricks completed. */
    public int completedTricks() {
        int n = tricks.size();
        return n > 0 && tricks.get(n - 1).winner() < 0 ? n - 1 : n;
    }
}
