package org.tarock.solver;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.bavarian.BavarianPublic;
import org.tarock.engine.bavarian.BavarianTarock;
import org.tarock.engine.bavarian.Contract;

/**
 * Bavarian Tarock's contract table: a Stockspiel row per trump it may have (Hearts alone under
 * {@code herz-neischaugn}), its discard as {@link ContractRows} says; a Solo row per trump the Solo may name;
 * Herz-Solo; Bettel.
 */
final class BavarianContracts extends ContractRows {
    private final BavarianTarock rules;

    BavarianContracts(BavarianTarock game, Solver solver, DoubleDummy dd) {
        super(game, solver, dd);
        this.rules = game;
    }

    @Override
    public List<Analysis.ContractValue> rows(State hand, int soloist) {
        List<Analysis.ContractValue> out = new ArrayList<>();
        for (Contract k : Contract.values()) {
            State s = bidAlone(hand, soloist, k.ordinal());
            if (s == null) {
                continue;
            }
            if (s.phase() == Phase.DISCARD) {
                for (int t : rules.stockTrumps()) {
                    out.add(bestStockspiel(s, soloist, k, t));
                }
            } else if (s.phase() == Phase.TRUMP) {
                for (int trump : s.legalActionList()) {
                    out.add(row(s, soloist, k, trump, 0));
                }
            } else {
                out.add(row(s, soloist, k, -1, 0));
            }
        }
        return List.copyOf(out);
    }

    /** The best of the Stockspiel discards with no trump {@code trump} that the rating puts first. */
    private Analysis.ContractValue bestStockspiel(State s, int soloist, Contract k, int trump) {
        long cards = Cards.mask(s.view(soloist).hand());
        Analysis.ContractValue best = null;
        for (long d : best(BavarianTarock.stockDiscards(cards, trump), DISCARD_CANDIDATES,
                d -> germanDiscardRating(cards & ~d, d))) {
            Analysis.ContractValue v = row(s, soloist, k, Action.trump(trump), d);
            if (best == null || v.value() > best.value()) {
                best = v;
            }
        }
        return best;
    }

    /**
     * The row of a contract from the state after its auction: {@code discard} laid away if it has one, then
     * {@code trump} named if the contract names one (-1: none to name).
     */
    private Analysis.ContractValue row(State from, int soloist, Contract k, int trump, long discard) {
        State s = from.copy();
        if (s.phase() == Phase.DISCARD) {
            s.apply(soloist, Action.cardsOfMask(Action.DISCARD, discard));
        }
        if (s.phase() == Phase.TRUMP) {
            s.apply(soloist, trump);
        }
        int v = value(s);
        String letter = s.view(soloist).detail(BavarianPublic.class).trump();
        return new Analysis.ContractValue(soloist, k.code(), letter, null, codes(discard), v,
                made(s, v));
    }
}
