package org.tarock.engine.bavarian;

import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.GameEncoding;

/** Bavarian Tarock in the research environment (docs/env.md): its words after card play, and the Haferl. */
public final class BavarianEncoding implements GameEncoding {

    @Override
    public GameId game() {
        return BavarianTarock.ID;
    }

    @Override
    public void blocks(ActionSpace.Blocks space) {
        space.auctionDiscardTrump();
    }

    @Override
    public int factFields(int packSize) {
        return 1;
    }

    @Override
    public Contract contract(SeatView.Detail detail) {
        BavarianPublic b = (BavarianPublic) detail;
        return new Contract(b.highBid(), b.contract() == null ? null : b.contract().code(), b.declarer(), b.trump());
    }

    /** The Haferl, in hundreds. */
    @Override
    public int writeFacts(SeatView.Detail detail, int me, int packSize, float[] out, int at) {
        out[at] = ((BavarianPublic) detail).haferl() / 100f;
        return at + 1;
    }
}
