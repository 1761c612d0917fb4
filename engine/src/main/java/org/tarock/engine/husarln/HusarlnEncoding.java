package org.tarock.engine.husarln;

import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.GameEncoding;

/**
 * Husarln in the research environment (docs/env.md): its words after card play (the talon's refusal, takes of one
 * and two cards, discards, declarations), and the level, who declared, the cards exposed and the discards shown.
 */
public final class HusarlnEncoding implements GameEncoding {

    @Override
    public GameId game() {
        return Husarln.ID;
    }

    @Override
    public void blocks(ActionSpace.Blocks space) {
        space.auction();
        space.add(Action.REJECT, 0, 1);
        space.cards(Action.TAKE, 1);
        space.cards(Action.TAKE, 2);
        space.cards(Action.DISCARD, 1);
        if (!space.factoredDiscard()) {
            space.cards(Action.DISCARD, 2);
        }
        space.add(Action.DECLARE, 0, (1 << space.vocabulary().tokens().size()) - 1);
    }

    @Override
    public int factFields(int packSize) {
        return 6 + 2 * packSize;
    }

    @Override
    public Contract contract(SeatView.Detail detail) {
        HusarlnPublic h = (HusarlnPublic) detail;
        return new Contract(h.highBid(), h.contract() == null ? null : h.contract().code(), h.declarer(), null);
    }

    @Override
    public int writeFacts(SeatView.Detail detail, int me, int packSize, float[] out, int at) {
        HusarlnPublic h = (HusarlnPublic) detail;
        int p = at;
        out[p++] = h.level() / 6f;
        for (int s = 0; s < 3; s++) {
            out[p + GameEncoding.relative(s, me)] = h.declarations().get(s) >= 0 ? 1 : 0;
        }
        p += 3;
        out[p++] = h.exposed().size() / 6f;
        out[p++] = h.shownDiscards().size() / 2f;
        for (Card c : h.exposed()) {
            out[p + c.index()] = 1;
        }
        p += packSize;
        for (Card c : h.shownDiscards()) {
            out[p + c.index()] = 1;
        }
        return p + packSize;
    }
}
