package org.tarock.engine.german;

import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.GameEncoding;

/** German Tarok in the research environment (docs/env.md): its words after card play, the Matsch and the pot. */
public final class GermanEncoding implements GameEncoding {

    @Override
    public GameId game() {
        return GermanTarok.ID;
    }

    @Override
    public void blocks(ActionSpace.Blocks space) {
        space.auctionDiscardTrump();
    }

    @Override
    public int factFields(int packSize) {
        return 3;
    }

    @Override
    public Contract contract(SeatView.Detail detail) {
        GermanPublic g = (GermanPublic) detail;
        return new Contract(g.highBid(), g.contract() == null ? null : g.contract().code(), g.declarer(), g.trump());
    }

    /** Whether a Matsch was announced (not, or so: one field each), then the carried pot in hundreds. */
    @Override
    public int writeFacts(SeatView.Detail detail, int me, int packSize, float[] out, int at) {
        GermanPublic g = (GermanPublic) detail;
        if (g.matsch() != null) {
            out[at + (g.matsch() ? 1 : 0)] = 1;
        }
        out[at + 2] = g.carry().value() / 100f;
        return at + 3;
    }
}
