package org.tarock.engine.bavarian;

import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.BEATERS_BETTEL;
import static org.tarock.engine.GermanCards.SUIT;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.AbstractGame;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.DeclarerSettlement;
import org.tarock.engine.GameId;
import org.tarock.engine.GermanCards;
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
 * Bavarian Tarock (Haferltarock), as {@code shared/rules/bavarian-tarock.md} specifies it: 36 German-suited
 * cards, the Stockspiel / Solo / Herz-Solo / Bettel ladder, Stichzwang, and the Haferl pot.
 */
public final class BavarianTarock extends AbstractGame implements DeclarerSettlement {

    /** This game's id: the one name other modules use for it. */
    public static final GameId ID = GameId.BAVARIAN_TAROCK;
    /** The card points of the pack. */
    public static final int CARD_POINTS = 120;
    /** The card points that the soloist needs in Stockspiel, Solo and Herz-Solo (§7.1). */
    public static final int TARGET = 61;

    public static final RuleBook RULE_BOOK = new RuleBook(GameId.BAVARIAN_TAROCK, List.of(
            RuleOption.integerChoice("table-size", List.of(3, 4), 3, "With 4 the dealer deals and sits out."),
            RuleOption.bool("herz-neischaugn", false, "Hearts is compulsory trump whenever the stock is taken."),
            RuleOption.integer("haferl-stake", 1, 10, "Each player's payment when the Haferl is (re)filled."),
            RuleOption.choice("haferl-shortfall", List.of("refill", "defenders-pay"), "refill",
                    "What happens when a won Stockspiel finds the Haferl short: everyone refills it, or the defenders pay."),
            RuleOption.integerChoice("schneider-limit", List.of(29, 30), 29,
                    "Most points a side may have and still be schneider."),
            RuleOption.bool("schwarz-defenders", false, "A soloist who wins no trick also pays the schwarz extra."),
            RuleOption.bool("bettel-stichzwang", true, "The duty to beat the trick applies in Bettel too."),
            RuleOption.bool("rebid-after-hold", true, "A challenger may overcall again after a hold.")),
            Map.of(), values -> Optional.empty());

    static final Vocabulary VOCABULARY = new Vocabulary(Pack.GERMAN_36, Contract.CODES, List.of(), List.of(), "EGHS");

    final boolean herzNeischaugn;
    final int haferlStake;
    final boolean shortfallRefill;
    final int schneiderLimit;
    final boolean schwarzDefenders;
    final boolean bettelStichzwang;
    final boolean rebidAfterHold;

    public BavarianTarock(Rules rules) {
        super(GameId.BAVARIAN_TAROCK, rules, Pack.GERMAN_36, 11, 3);
        herzNeischaugn = rules.bool("herz-neischaugn");
        haferlStake = rules.integer("haferl-stake");
        shortfallRefill = rules.word("haferl-shortfall").equals("refill");
        schneiderLimit = rules.integer("schneider-limit");
        schwarzDefenders = rules.bool("schwarz-defenders");
        bettelStichzwang = rules.bool("bettel-stichzwang");
        rebidAfterHold = rules.bool("rebid-after-hold");
    }

    /** The game with every option at its default. */
    public BavarianTarock() {
        this(RULE_BOOK.defaults());
    }

    /**
     * The legal cards of §6.2 when following: Farbzwang, Trumpfzwang and Stichzwang.
     *
     * @param hand       the player's cards
     * @param led        the first card of the trick
     * @param best       the card winning the trick so far (a trump whenever the trick holds one)
     * @param trump      the trump suit, -1 in Bettel
     * @param bettel     whether Bettel's rank order applies
     * @param stichzwang whether the duty to beat applies in Bettel ({@code bettel-stichzwang})
     */
    public static long legalCards(long hand, int led, int best, int trump, boolean bettel, boolean stichzwang) {
        int ledSuit = led / 9;
        boolean trumped = trump >= 0 && best / 9 == trump;
        long[] beaters = bettel ? BEATERS_BETTEL : BEATERS;
        long follow = hand & SUIT[ledSuit];
        if (follow != 0) {
            if ((trumped && ledSuit != trump) || (bettel && !stichzwang)) {
                return follow; // already trumped, or Bettel without the duty to beat: any card of the suit
            }
            long higher = follow & beaters[best];
            return higher != 0 ? higher : follow;
        }
        if (trump >= 0) {
            long trumps = hand & SUIT[trump];
            if (trumps != 0) {
                if (trumped) {
                    long higher = trumps & beaters[best];
                    return higher != 0 ? higher : trumps; // over-trump if possible, else under-trump
                }
                return trumps;
            }
        }
        return hand;
    }

    /**
     * The cards that may not be laid away in a Stockspiel whose trump is {@code trump} (§5.1: no trump may
     * be laid away, whether the trump is named after the discard or fixed by Herz-Neischaugn).
     */
    public static long forbiddenDiscards(int trump) {
        return SUIT[trump];
    }

    /**
     * Every discard a Stockspiel soloist holding {@code cards} (his hand with the stock) may lay away when the
     * trump is {@code trump}: each three of his cards with no trump among them (§5.1).
     */
    public static List<Long> stockDiscards(long cards, int trump) {
        List<Long> out = new ArrayList<>();
        long allowed = cards & ~forbiddenDiscards(trump);
        for (long a = allowed; a != 0; a &= a - 1) {
            for (long b = a & (a - 1); b != 0; b &= b - 1) {
                for (long c = b & (b - 1); c != 0; c &= c - 1) {
                    out.add((a & -a) | (b & -b) | (c & -c));
                }
            }
        }
        return out;
    }

    /** The suits a Stockspiel may have as trump: Hearts alone under {@code herz-neischaugn}, else any (§4.1). */
    public List<Integer> stockTrumps() {
        return herzNeischaugn ? List.of(GermanCards.H) : List.of(GermanCards.E, GermanCards.G, GermanCards.H, GermanCards.S);
    }

    /** Whether the duty to beat the trick applies in Bettel too ({@code bettel-stichzwang}). */
    public boolean bettelStichzwang() {
        return bettelStichzwang;
    }

    /**
     * The play-phase position of a Bavarian Tarock state with every card known, for perfect-information
     * search.
     *
     * @throws IllegalArgumentException if the state is not a Bavarian Tarock hand in its play phase
     */
    public static BavarianPosition position(State state) {
        if (!(state instanceof BavarianState s) || state.phase() != Phase.PLAY) {
            throw new IllegalArgumentException("not a Bavarian Tarock hand in its play phase: " + state);
        }
        return s.position();
    }

    /**
     * §7 for the hand of {@code view} ended with the soloist's {@code points} ({@code P}: tricks and pile) and
     * {@code tricks}: the contract's value with schneider and schwarz, paid by the defenders or through the Haferl
     * the view shows. A Bettel is won with no trick.
     */
    @Override
    public Settlement settlementIf(SeatView view, int points, int tricks) {
        BavarianPublic d = view.detail(BavarianPublic.class);
        if (d.declarer() < 0 || d.contract() == null) {
            throw new IllegalArgumentException("the hand has no soloist and contract yet");
        }
        Scoring.Outcome o = Scoring.settle(this, d.contract(), d.declarer(), points, tricks, handSize(), d.haferl());
        return Settlement.of(o.settlement(), o.pot());
    }

    @Override
    public Vocabulary vocabulary() {
        return VOCABULARY;
    }

    /** The packets of the deal for {@link GermanCards#deal}, in one array rather than one per deal. */
    private static final int[] PACKETS = {4, -3, 3, 4};

    /** §3.2: 4 to each (forehand first), 3 to the stock, 3 to each, 4 to each. */
    @Override
    public Deal deal(int[] packOrder, int dealer) {
        return GermanCards.deal(packOrder, dealer, PACKETS);
    }

    @Override
    public Carry initialCarry() {
        return new Haferl(0);
    }

    @Override
    public Carry parseCarry(Map<String, Object> fields) {
        if (fields == null || fields.size() != 1 || !(fields.get("haferl") instanceof Number n)
                || n.doubleValue() % 1 != 0 || n.longValue() < 0) {
            throw new IllegalArgumentException("the carried state must be exactly {\"haferl\": n} with n an integer >= 0");
        }
        return new Haferl(n.longValue());
    }

    @Override
    protected State start(Deal deal, int dealer, Carry carryBefore) {
        if (!(carryBefore instanceof Haferl h)) {
            throw new IllegalArgumentException("carry: Bavarian Tarock carries the Haferl, found " + carryBefore);
        }
        return new BavarianState(this, deal, dealer, h);
    }
}
