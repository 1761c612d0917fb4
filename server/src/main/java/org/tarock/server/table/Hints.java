package org.tarock.server.table;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.solver.bots.ExpertBot;

/**
 * The {@code hint} message: the {@code expert}'s search of a player's card decision (docs/protocol.md). Sampled
 * deals consistent with what the player sees, weighed by how the others bid and played, each solved; the
 * suggestion is the card the expert itself would play.
 */
public final class Hints {
    private Hints() {
    }

    /** Whether {@code view} is a decision a hint is given for: the seat's own card to play. */
    static boolean offered(Game game, SeatView view) {
        return view.phase() == Phase.PLAY && view.currentSeat() == view.seat() && !view.legal().isEmpty();
    }

    /**
     * The hint for {@code view} as the reply to send, at the table's {@code version} (the client drops a hint
     * for a decision it no longer faces). The search's seed is the number of moves so far, so the same view gets
     * the same hint (unless the time cap cuts the search short).
     */
    public static Reply.Hint hint(Game game, SeatView view, long version, String requestId) {
        ExpertBot.Expected e = new ExpertBot("expert", ExpertBot.TIMED, view.history().size()).expected(game, view);
        List<Reply.Suggestion> cards = new ArrayList<>();
        for (int k : e.ranked()) {
            cards.add(new Reply.Suggestion(view.legal().get(k), Math.round(e.values()[k] * 100) / 100.0));
        }
        return new Reply.Hint(requestId, version, game.vocabulary(), List.copyOf(cards), e.samples());
    }
}
