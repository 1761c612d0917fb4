package org.tarock.server.table;

import java.util.List;
import org.tarock.engine.Game;
import org.tarock.engine.Refusal;
import org.tarock.server.store.Store;

/** A stored hand played again through the engine at a restart: its deal checked, its actions, comings and goings. */
final class MatchReplay {
    private MatchReplay() {
    }

    /** Replays the stored hand {@code row}, the hand {@code driver} is at. */
    static void hand(Store.HandRow row, Game game, StoredForms forms, MatchDriver driver) {
        if (!forms.deal(driver.state().deal()).equals(row.deal())) {
            throw new IllegalStateException("the stored deal of hand " + row.number()
                    + " is not the deal of the table's seed");
        }
        List<Store.PresenceRow> comings = row.presence();
        int next = 0;
        for (Store.ActionRow a : row.actions()) {
            next = presence(driver, comings, next, driver.state().moves().size());
            int action = game.vocabulary().parse(a.act());
            Refusal r = driver.state().check(a.seat(), action);
            if (r != null) {
                throw new IllegalStateException("stored action \"" + a.act() + "\" of seat " + a.seat()
                        + " in hand " + row.number() + " is refused: " + r);
            }
            driver.advance(action, a.standIn());
        }
        if (row.number() == driver.hand()) {
            presence(driver, comings, next, Integer.MAX_VALUE);
        }
    }

    /** Announces the stored comings and goings up to action {@code index}; returns the next row to announce. */
    private static int presence(MatchDriver driver, List<Store.PresenceRow> rows, int next, int index) {
        while (next < rows.size() && rows.get(next).index() <= index) {
            Store.PresenceRow p = rows.get(next++);
            driver.presence(p.kind().equals("absent"), p.seat());
        }
        return next;
    }
}
