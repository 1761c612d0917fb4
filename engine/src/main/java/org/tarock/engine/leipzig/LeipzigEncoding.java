package org.tarock.engine.leipzig;

import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.GameId;
import org.tarock.engine.SeatView;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.GameEncoding;

/**
 * Leipzig Taroc in the research environment (docs/env.md): its words after card play (annulment, the talon kept,
 * the Skart, declarations), and the 22's hand-over and each seat's declarations with their values and cards.
 */
public final class LeipzigEncoding implements GameEncoding {

    @Override
    public GameId game() {
        return LeipzigTaroc.ID;
    }

    @Override
    public void blocks(ActionSpace.Blocks space) {
        space.add(Action.ANNUL, 0, 1);
        space.add(Action.KEEP, 0, 1);
        space.cards(Action.DISCARD, 3);
        space.add(Action.PASS, 0, 1);
        space.add(Action.DECLARE, 0, (1 << space.vocabulary().tokens().size()) - 1);
    }

    @Override
    public int factFields(int packSize) {
        return 1 + 3 * (1 + packSize);
    }

    /** The first of the facts: whether the 22 handed the lead over. */
    @Override
    public int handoverField() {
        return 0;
    }

    /** Leipzig Taroc has no declarer: every player plays for himself. */
    @Override
    public Contract contract(SeatView.Detail detail) {
        return Contract.NONE;
    }

    /** The 22's hand-over, then per seat the value of its declarations (in hundreds) and their cards. */
    @Override
    public int writeFacts(SeatView.Detail detail, int me, int packSize, float[] out, int at) {
        LeipzigPublic l = (LeipzigPublic) detail;
        out[at] = l.handover22() ? 1 : 0;
        for (int s = 0; s < 3; s++) {
            int base = at + 1 + GameEncoding.relative(s, me) * (1 + packSize);
            for (LeipzigPublic.Declared d : l.declarations().get(s)) {
                out[base] += d.value() / 100f;
                for (Card c : d.cards()) {
                    out[base + 1 + c.index()] = 1;
                }
            }
        }
        return at + 1 + 3 * (1 + packSize);
    }
}
