package org.tarock.solver;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.husarln.Contract;
import org.tarock.engine.husarln.HusarlnCards;

/**
 * Husarln's contract table: the Solo (no stock, no discard; nobody declares), and Two Cards and One Card with
 * one row per stock packet the declarer could take (with all cards known he can take any: the packets before
 * it rejected, the level does not score), its discard as {@link ContractRows} says, so the rows show what each
 * packet would have been worth.
 */
final class HusarlnContracts extends ContractRows {
    /** Husarln's discards per row: its first-lead solves take seconds, and Two Cards and One Card have nine rows. */
    static final int HUSARLN_DISCARD_CANDIDATES = 2;

    HusarlnContracts(Game game, Solver solver, DoubleDummy dd) {
        super(game, solver, dd);
    }

    @Override
    public List<Analysis.ContractValue> rows(State hand, int soloist) {
        List<Analysis.ContractValue> out = new ArrayList<>();
        for (Contract k : Contract.LADDER) {
            State s = bidAlone(hand, soloist, k.ordinal());
            if (s == null) {
                continue;
            }
            if (k == Contract.SOLO) {
                out.add(row(s, k, 0, 0));
                continue;
            }
            for (int packet = 0; packet < k.packets(); packet++) {
                State e = s.copy();
                for (int j = 0; j < packet; j++) {
                    e.apply(soloist, Action.REJECT_ACTION);
                }
                int take = e.legalActionList().stream().filter(a -> Action.kind(a) == Action.TAKE).findFirst()
                        .orElseThrow();
                e.apply(soloist, take);
                long kept = Cards.mask(e.view(soloist).hand());
                Analysis.ContractValue best = null;
                for (long d : bestRated(e, HUSARLN_DISCARD_CANDIDATES, 0, d -> discardRating(kept & ~d, d))) {
                    Analysis.ContractValue v = row(e, k, Action.cardMask(take), d);
                    if (best == null || v.value() > best.value()) {
                        best = v;
                    }
                }
                out.add(best);
            }
        }
        return List.copyOf(out);
    }

    /** The value of a contract from its stock or discard phase, laying away {@code discard} (if any). */
    private Analysis.ContractValue row(State from, Contract k, long taken, long discard) {
        State s = from.copy();
        if (discard != 0) {
            s.apply(s.currentSeat(), Action.cardsOfMask(Action.DISCARD, discard));
        }
        while (s.phase() != Phase.PLAY) {
            s.apply(s.currentSeat(), Action.PASS_ACTION);
        }
        int v = value(s);
        return new Analysis.ContractValue(dd.position(s).declarer(), k.code(), "T", codes(taken), codes(discard), v,
                made(s, v));
    }

    /** A plain suit cleared is a suit to trump; points laid away are banked (face value − 1 each). */
    private long discardRating(long kept, long laidAway) {
        long score = 0;
        for (int suit = 0; suit < 4; suit++) {
            if ((kept & HusarlnCards.suitMask(suit)) == 0) {
                score += 6;
            }
        }
        for (long m = laidAway; m != 0; m &= m - 1) {
            score += game.pack().card(Long.numberOfTrailingZeros(m)).value() - 1;
        }
        return score;
    }
}
