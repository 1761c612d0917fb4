package org.tarock.solver;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Game;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Phase;
import org.tarock.engine.State;
import org.tarock.engine.german.Contract;
import org.tarock.engine.german.GermanPublic;
import org.tarock.engine.german.GermanTarok;

/**
 * German Tarok's contract table: every contract of the era with each trump it allows; a Frage's discard as
 * {@link ContractRows} says (1839: laid away before the trump is named, so every pair of discard and trump is
 * open to him).
 */
final class GermanContracts extends ContractRows {

    GermanContracts(Game game, Solver solver, DoubleDummy dd) {
        super(game, solver, dd);
    }

    @Override
    public List<Analysis.ContractValue> rows(State hand, int soloist) {
        List<Analysis.ContractValue> out = new ArrayList<>();
        List<Contract> ladder = hand.view(soloist).detail(GermanPublic.class).era().ladder();
        for (int i = 0; i < ladder.size(); i++) {
            Contract k = ladder.get(i);
            for (int t : GermanTarok.trumps(k)) {
                State s = bidAlone(hand, soloist, i);
                if (s == null) {
                    continue;
                }
                long trumpSuit = GermanCards.SUIT[t];
                List<Long> discards = s.phase() == Phase.DISCARD
                        ? bestRated(s, DISCARD_CANDIDATES, trumpSuit,
                        d -> germanDiscardRating(Cards.mask(s.view(soloist).hand()) & ~d, d))
                        : List.of(0L);
                Analysis.ContractValue best = null;
                for (long d : discards) {
                    State e = s.copy();
                    if (d != 0) {
                        e.apply(soloist, Action.cardsOfMask(Action.DISCARD, d));
                    }
                    while (e.phase() != Phase.PLAY) {
                        e.apply(soloist, e.phase() == Phase.TRUMP ? Action.trump(t) : GermanTarok.ANNOUNCE_NONE);
                    }
                    int v = value(e);
                    if (best == null || v > best.value()) {
                        best = new Analysis.ContractValue(soloist, k.code(), String.valueOf(game.pack().suitLetter(t)),
                                null, codes(d), v, made(e, v));
                    }
                }
                out.add(best);
            }
        }
        return List.copyOf(out);
    }
}
