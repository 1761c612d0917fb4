package org.tarock.server.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Trick;

/**
 * The protocol's {@code view} of a hand as one member is shown it, in the engine's values. A seat's view is
 * built from {@link State#view(int)} and nothing else; a watcher's view is what all three seats see alike, so it
 * can never show a card one of them could not see. Kept from one event to the next, so that the next view can
 * be sent as a delta of it (protocol 2).
 *
 * @param seat     the hand seat, null for a watcher (or a person sitting this hand out)
 * @param history  each move as this member sees it ({@link Action#HIDDEN} where it may not)
 * @param standIns which of the hand's moves stand-ins made, the same for every member
 * @param slot     the engine seat, 3 for the watchers: whose view this is, as the writer keeps its text
 */
public record Shown(int hand, Integer seat, int dealer, Phase phase, int turn, List<Card> cards, List<Card> talon,
                   List<Integer> handSizes, List<Move> history, StandInMoves standIns, List<Trick> tricks,
                   List<Integer> legal, SeatView.Detail detail, int slot) {

    /** The slot of the watchers' view. */
    public static final int WATCHERS = 3;

    /** The three seats' views of a state, in engine seat order. */
    public static SeatView[] all(State state) {
        return new SeatView[] {state.view(0), state.view(1), state.view(2)};
    }

    /** What the player in engine seat {@code v.seat()} sees of hand number {@code hand}. */
    public static Shown to(SeatView v, int hand, StandInMoves standIns) {
        return new Shown(hand, v.seat(), v.dealer(), v.phase(), v.currentSeat(), v.hand(), v.talon(), v.handSizes(),
                v.history(), standIns, v.tricks(), v.legal(), v.detail(), v.seat());
    }

    /** What a watcher (or a person sitting this hand out) sees: only what every seat sees. */
    public static Shown toWatchers(SeatView[] views, int hand, StandInMoves standIns) {
        List<Card> talon = new ArrayList<>();
        for (Card c : views[0].talon()) {
            if (views[1].talon().contains(c) && views[2].talon().contains(c)) {
                talon.add(c);
            }
        }
        SeatView.Detail detail = views[0].detail();
        boolean sameDetail = Objects.equals(detail, views[1].detail()) && Objects.equals(detail, views[2].detail());
        List<Move> moves = views[0].history();
        List<Move> history = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            history.add(isPublic(views, i) ? moves.get(i) : new Move(moves.get(i).seat(), Action.HIDDEN));
        }
        return new Shown(hand, null, views[0].dealer(), views[0].phase(), views[0].currentSeat(), List.of(), talon,
                views[0].handSizes(), history, standIns, views[0].tricks(), List.of(), sameDetail ? detail : null,
                WATCHERS);
    }

    /** Whether move {@code i} of the hand is visible to every seat. */
    public static boolean isPublic(SeatView[] views, int i) {
        for (SeatView v : views) {
            if (v.history().get(i).action() == Action.HIDDEN) {
                return false;
            }
        }
        return true;
    }
}
