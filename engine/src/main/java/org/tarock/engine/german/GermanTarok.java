package org.tarock.engine.german;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.AbstractGame;
import org.tarock.engine.Action;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.DeclarerSettlement;
import org.tarock.engine.GameId;
import org.tarock.engine.GermanCards;
import org.tarock.engine.Move;
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
 * German Tarok, as {@code shared/rules/german-tarok.md} specifies it: 36 German-suited cards, a scat of 3,
 * the priority auction over the 1839 ladder (Frage, Frage in Couleur, Sansprendre, Sansprendre in Couleur) or
 * the 1881 ladder (Frage, Solo, Herzsolo), follow suit or trump, 61 of 120 points to win, an optional Matsch
 * announcement, and four payment schemes (hand, Poule, Laustiegel, blocks).
 */
public final class GermanTarok extends AbstractGame implements DeclarerSettlement {

    /** This game's id: the one name other modules use for it. */
    public static final GameId ID = GameId.GERMAN_TAROK;
    /** The card points of the pack. */
    public static final int CARD_POINTS = 120;
    /** The card points the declarer needs (§7.1; 60 is a tie). */
    public static final int TARGET = 61;

    private static final String ERA_1839 = "sansprendre-1839";

    public static final RuleBook RULE_BOOK = new RuleBook(GameId.GERMAN_TAROK, List.of(
            RuleOption.choice("era", List.of(ERA_1839, "deutschtarok-1881"), "deutschtarok-1881",
                    "Which rule set: Sansprendre (1839) or Deutschtarok (1881)."),
            RuleOption.integerChoice("table-size", List.of(3, 4), 3, "With 4 the dealer deals and sits out."),
            RuleOption.choice("settlement", List.of("hand", "poule", "laustiegel", "blocks"), "hand",
                    "Payment scheme: hand payments, Poule, Laustiegel or blocks."),
            RuleOption.choice("tariff", List.of("standard", "gentlemen"), "standard",
                    "The gentlemen's tariff (1881 only) multiplies by 1, 2, 4 instead of 2, 3, 4."),
            RuleOption.choice("ace-discard", List.of("whole-suit", "void", "always"), "always",
                    "When an Ace may be laid away: holding the whole suit, laying away the whole suit, or always.")
                    .withDefault(r -> is1839(r) ? "whole-suit" : "always", "1839: whole-suit; 1881: always"),
            RuleOption.choice("scat-points", List.of("declarer", "defenders"), "declarer",
                    "Who counts the untouched scat in Solo contracts."),
            RuleOption.bool("matsch-announcement", true, "Whether the declarer may announce a Matsch (1839: Tout).")
                    .withDefault(r -> !is1839(r), "1839: false; 1881: true"),
            RuleOption.integer("matsch-silent", 0, 100, "Basis for an unannounced Matsch; 0 = ordinary overshoot.")
                    .withDefault(r -> is1839(r) ? 0 : 100, "1839: 0; 1881: 100"),
            RuleOption.integer("matsch-announced", 1, 200, "Basis for an announced Matsch, won or lost."),
            RuleOption.bool("rebid-after-hold", true, "A challenger may overcall again after a hold."),
            RuleOption.integer("poule-stake", 1, 10, "Poule: each player's refill stake and the dealer's ante."),
            RuleOption.integer("poule-limit", 0, 0, "Poule: the largest pot doubling may reach; 0 = no limit."),
            RuleOption.integer("laustiegel-stake", 1, 200,
                    "Laustiegel: each player's payment when the pot is refilled."),
            RuleOption.integer("block-value", 1, 20, "Blocks: the value of one block."),
            RuleOption.integer("block-count", 1, 12, "Blocks: the blocks in one blockade."),
            RuleOption.bool("block-frage", true, "Blocks: whether Frage contracts may be bid."),
            RuleOption.bool("schreckensteiner", false,
                    "Blocks: a tenth of each positive net goes to the Schreckensteiner.")),
            Map.of(), GermanTarok::invalidCombination);

    /** {@code announce none}. */
    public static final int ANNOUNCE_NONE = Action.announce(0);
    /** {@code announce matsch}. */
    public static final int ANNOUNCE_MATSCH = Action.announce(1);

    final Era era;
    final Scheme scheme;
    final boolean gentlemen;
    final AceDiscard aceDiscard;
    final boolean scatToDeclarer;
    final boolean matschAnnouncement;
    final int matschSilent;
    final int matschAnnounced;
    final boolean rebidAfterHold;
    final int pouleStake;
    final int pouleLimit;
    final int laustiegelStake;
    final int blockValue;
    final int blockCount;
    final boolean blockFrage;
    final boolean schreckensteiner;
    /** The ladder positions that may be bid: all, or the Solo contracts alone under blocks without Frage. */
    final int biddable;

    public GermanTarok(Rules rules) {
        super(GameId.GERMAN_TAROK, rules, Pack.GERMAN_36, 11, 3);
        era = Era.of(rules.word("era"));
        scheme = Scheme.of(rules.word("settlement"));
        gentlemen = rules.word("tariff").equals("gentlemen");
        aceDiscard = AceDiscard.of(rules.word("ace-discard"));
        scatToDeclarer = rules.word("scat-points").equals("declarer");
        matschAnnouncement = rules.bool("matsch-announcement");
        matschSilent = rules.integer("matsch-silent");
        matschAnnounced = rules.integer("matsch-announced");
        rebidAfterHold = rules.bool("rebid-after-hold");
        pouleStake = rules.integer("poule-stake");
        pouleLimit = rules.integer("poule-limit");
        laustiegelStake = rules.integer("laustiegel-stake");
        blockValue = rules.integer("block-value");
        blockCount = rules.integer("block-count");
        blockFrage = rules.bool("block-frage");
        schreckensteiner = rules.bool("schreckensteiner");
        int mask = 0;
        List<Contract> ladder = era.ladder();
        for (int i = 0; i < ladder.size(); i++) {
            if (blockFrage || ladder.get(i).solo()) {
                mask |= 1 << i;
            }
        }
        biddable = mask;
    }

    /**
     * The play-phase position of a German Tarok state with every card known, for perfect-information search.
     *
     * @throws IllegalArgumentException if the state is not a German Tarok hand in its play phase
     */
    public static GermanPosition position(State state) {
        if (!(state instanceof GermanState s) || state.phase() != Phase.PLAY) {
            throw new IllegalArgumentException("not a German Tarok hand in its play phase: " + state);
        }
        return s.position();
    }

    /** The game with every option at its default. */
    public GermanTarok() {
        this(RULE_BOOK.defaults());
    }

    private static boolean is1839(Map<String, Object> values) {
        return ERA_1839.equals(values.get("era"));
    }

    /** §8: the three combinations the engine rejects. */
    private static Optional<String> invalidCombination(Map<String, Object> v) {
        if (is1839(v) && "gentlemen".equals(v.get("tariff"))) {
            return Optional.of("tariff: gentlemen is the 1881 tariff; era sansprendre-1839 has only the standard one");
        }
        boolean blocks = "blocks".equals(v.get("settlement"));
        if (Boolean.TRUE.equals(v.get("schreckensteiner")) && !blocks) {
            return Optional.of("schreckensteiner: true belongs to the blocks scheme; it needs settlement: blocks, not "
                    + v.get("settlement"));
        }
        if (Boolean.FALSE.equals(v.get("block-frage")) && !blocks) {
            return Optional.of("block-frage: false removes Frage from the blocks scheme; it needs settlement: blocks,"
                    + " not " + v.get("settlement"));
        }
        return Optional.empty();
    }

    /** The era in force. */
    public Era era() {
        return era;
    }

    /** The trumps {@code contract} may be played in: its fixed trump (Hearts), else E, G or S as the declarer names (§4.1). */
    public static List<Integer> trumps(Contract contract) {
        return contract.fixedTrump() >= 0 ? List.of(contract.fixedTrump())
                : List.of(GermanCards.E, GermanCards.G, GermanCards.S);
    }

    /** When an Ace may be laid away in an exchange ({@code ace-discard}). */
    public AceDiscard aceDiscard() {
        return aceDiscard;
    }

    /**
     * Whether the points of the pile (the laid-away cards, or the untouched scat) count for the declarer in
     * {@code contract}: always after an exchange, else as {@code scat-points} says (§7.1).
     */
    public boolean pilePointsToDeclarer(Contract contract) {
        return contract.exchange() || scatToDeclarer;
    }

    /** The payment scheme in force. */
    public Scheme scheme() {
        return scheme;
    }

    /** The auction's words (§4.2) and the 1881 "es liegt", each bid worded against the bid standing before it. */
    @Override
    public Optional<String> spoken(List<Move> moves, int index) {
        int action = moves.get(index).action();
        int kind = Action.kind(action);
        boolean auction = kind == Action.PASS || kind == Action.HOLD || kind == Action.BID;
        if (!auction && !(kind == Action.DISCARD && era == Era.DEUTSCHTAROK_1881)) {
            return Optional.empty();
        }
        int standing = -1;
        for (int i = 0; i < index; i++) {
            int earlier = moves.get(i).action();
            if (Action.kind(earlier) == Action.BID) {
                standing = Math.max(standing, Action.arg(earlier));
            }
        }
        return Optional.of(phrase(action, era, standing));
    }

    /**
     * The historical wording of an auction action (§4.2) or of the 1881 discard ("es liegt", it lies), for
     * display only: records always use the codes.
     *
     * @param action   a {@code pass}, {@code hold}, {@code bid} or {@code discard}; other actions give their
     *                 record text
     * @param era      the era whose words are used
     * @param standing the ladder position of the bid standing when the action is taken, or -1 for none
     */
    public static String phrase(int action, Era era, int standing) {
        int kind = Action.kind(action);
        if (kind == Action.PASS) {
            return standing < 0 ? "pass" : "good";
        }
        if (kind == Action.HOLD) {
            return era == Era.SANSPRENDRE_1839 ? "I hold" : "ich spiele selbst";
        }
        if (kind == Action.DISCARD && era == Era.DEUTSCHTAROK_1881) {
            return "es liegt";
        }
        if (kind != Action.BID) {
            return era.vocabulary().format(action);
        }
        Contract c = era.ladder().get(Action.arg(action));
        Contract over = standing < 0 ? null : era.ladder().get(standing);
        return switch (c) {
            case FRAGE_1839 -> "Frage";
            case FRAGE_COULEUR -> over == Contract.FRAGE_1839 ? "is it in Couleur?" : "Frage in Couleur";
            case SANSPRENDRE -> "Sansprendre";
            case SANSPRENDRE_COULEUR -> over == Contract.SANSPRENDRE ? "is it in Couleur?" : "Sansprendre in Couleur";
            case FRAGE_1881 -> "ich spiele";
            case SOLO -> "ich spiele besser";
            case HERZSOLO -> over == Contract.SOLO ? "ich spiele noch besser" : "ich spiele am besten";
        };
    }

    /**
     * §7 for the hand of {@code view} ended with the declarer's {@code points} ({@code P}) and {@code tricks}: the
     * overshoot or undershoot times the contract's multiplier, a Matsch (all tricks) as announced or silent, paid
     * by the settlement scheme from the carried state the view shows.
     */
    @Override
    public Settlement settlementIf(SeatView view, int points, int tricks) {
        GermanPublic d = view.detail(GermanPublic.class);
        if (d.declarer() < 0 || d.contract() == null) {
            throw new IllegalArgumentException("the hand has no declarer and contract yet");
        }
        Scoring.Hand hand = new Scoring.Hand(d.contract(), d.declarer(), view.dealer(), points, tricks == handSize(),
                Boolean.TRUE.equals(d.matsch()));
        Scoring.Score score = Scoring.score(this, hand, d.carry());
        return new Settlement(score.settlement(), score.pot());
    }

    @Override
    public Vocabulary vocabulary() {
        return era.vocabulary();
    }

    /** The packets of the deal for {@link GermanCards#deal}, in one array rather than one per deal. */
    private static final int[] PACKETS = {-3, 4, 3, 4};

    /** §3.2: the scat (pack positions 1–3), then 4, 3 and 4 to each player, forehand first. */
    @Override
    public Deal deal(int[] packOrder, int dealer) {
        return GermanCards.deal(packOrder, dealer, PACKETS);
    }

    @Override
    public Carry initialCarry() {
        return switch (scheme) {
            case HAND -> new GermanCarry.NoPot();
            case POULE, LAUSTIEGEL -> new GermanCarry.Pot(0);
            case BLOCKS -> GermanCarry.Blocks.start(blockCount, blockValue);
        };
    }

    @Override
    public Carry parseCarry(Map<String, Object> fields) {
        return GermanCarry.parse(fields, scheme, blockCount, blockValue);
    }

    @Override
    protected State start(Deal deal, int dealer, Carry carryBefore) {
        boolean fits = switch (scheme) {
            case HAND -> carryBefore instanceof GermanCarry.NoPot;
            case POULE, LAUSTIEGEL -> carryBefore instanceof GermanCarry.Pot;
            case BLOCKS -> carryBefore instanceof GermanCarry.Blocks b && b.blockValue() == blockValue
                    && b.cup() <= blockCount;
        };
        if (!fits) {
            throw new IllegalArgumentException("carry: settlement " + scheme.code() + " carries " + scheme.shape()
                    + ", found " + carryBefore);
        }
        return new GermanState(this, deal, dealer, (GermanCarry) carryBefore);
    }
}
