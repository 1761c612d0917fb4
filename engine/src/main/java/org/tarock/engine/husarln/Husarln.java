package org.tarock.engine.husarln;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.AbstractGame;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.DeclarerSettlement;
import org.tarock.engine.GameId;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.SeatView;
import org.tarock.engine.Settlement;
import org.tarock.engine.State;
import org.tarock.engine.Vocabulary;

/**
 * Husarln (Block Tarock), as {@code shared/rules/husarln.md} specifies it: the 42-card pack, the Two Cards /
 * One Card / Solo ladder, the stock taken by levels, bonuses and Pagat Ultimo, 34 of 66 card points to win.
 */
public final class Husarln extends AbstractGame implements DeclarerSettlement {

    /** This game's id: the one name other modules use for it. */
    public static final GameId ID = GameId.HUSARLN;

    public static final RuleBook RULE_BOOK = new RuleBook(GameId.HUSARLN, List.of(
            RuleOption.bool("solo-ends-auction", true, "A Solo bid ends the auction at once, with no hold."),
            RuleOption.bool("rebid-after-hold", true, "A held challenger may bid higher."),
            RuleOption.bool("silent-ultimo-loss", true,
                    "An unannounced Pagat played and lost in the last trick costs its holder 5 (10 in Solo).")),
            Map.of(), values -> Optional.empty());

    static final Vocabulary VOCABULARY = new Vocabulary(Pack.TAROT_42, Contract.CODES, List.of(), Bonus.CODES, "");

    final boolean soloEndsAuction;
    final boolean rebidAfterHold;
    final boolean silentUltimoLoss;

    public Husarln(Rules rules) {
        super(GameId.HUSARLN, rules, Pack.TAROT_42, 12, 6);
        soloEndsAuction = rules.bool("solo-ends-auction");
        rebidAfterHold = rules.bool("rebid-after-hold");
        silentUltimoLoss = rules.bool("silent-ultimo-loss");
    }

    /**
     * The play-phase position of a Husarln state with every card known, for perfect-information search.
     *
     * @throws IllegalArgumentException if the state is not a Husarln hand in its play phase
     */
    public static HusarlnPosition position(State state) {
        if (!(state instanceof HusarlnState s) || state.phase() != Phase.PLAY) {
            throw new IllegalArgumentException("not a Husarln hand in its play phase: " + state);
        }
        return s.position();
    }

    /** The game with every option at its default. */
    public Husarln() {
        this(RULE_BOOK.defaults());
    }

    /**
     * §7.3 for the hand of {@code view} ended with the declarer's {@code points} ({@code P}): the game part and
     * the declarations the view shows. The Pagat's results (an announced Ultimo, a silent Pagat in trick 12) are
     * left out, as neither made nor failed: they depend on who wins the last trick with what, which points and
     * tricks do not tell. The tricks do not enter §7.3.
     */
    @Override
    public Settlement settlementIf(SeatView view, int points, int tricks) {
        HusarlnPublic d = view.detail(HusarlnPublic.class);
        if (d.declarer() < 0 || d.contract() == null) {
            throw new IllegalArgumentException("the hand has no declarer and contract yet");
        }
        long[] bonusResults = new long[3];
        for (int s = 0; s < 3; s++) {
            int declared = Math.max(0, d.declarations().get(s));
            for (Bonus b : Bonus.values()) {
                if (b != Bonus.ULTIMO && (declared & b.bit()) != 0) {
                    bonusResults[s] += HusarlnScoring.declaredBonus(b, false, d.contract());
                }
            }
        }
        return Settlement.of(HusarlnScoring.settlement(d.declarer(), d.contract(), points, bonusResults), 0);
    }

    @Override
    public Vocabulary vocabulary() {
        return VOCABULARY;
    }

    /** §3.2: positions 1–6 to the stock in order, then six to each seat from forehand, then six again. */
    @Override
    public Deal deal(int[] packOrder, int dealer) {
        int[][] hands = new int[3][12];
        int pos = 6;
        for (int round = 0; round < 2; round++) {
            for (int p = 1; p <= 3; p++) {
                int[] hand = hands[(dealer + p) % 3];
                for (int i = 0; i < 6; i++) {
                    hand[6 * round + i] = packOrder[pos++];
                }
            }
        }
        return Deal.of(Pack.TAROT_42, hands, java.util.Arrays.copyOf(packOrder, 6));
    }

    @Override
    public Carry parseCarry(Map<String, Object> fields) {
        return noCarry(fields, "Husarln carries nothing from hand to hand: carry_before and "
                + "carry_after must be left out");
    }

    @Override
    protected State start(Deal deal, int dealer, Carry carryBefore) {
        requireNoCarry(carryBefore, "carry: Husarln carries nothing from hand to hand, found ");
        return new HusarlnState(this, deal, dealer);
    }
}
