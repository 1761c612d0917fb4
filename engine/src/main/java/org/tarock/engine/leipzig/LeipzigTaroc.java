package org.tarock.engine.leipzig;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tarock.engine.AbstractGame;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.GameId;
import org.tarock.engine.HandResult;
import org.tarock.engine.Pack;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.engine.Rules;
import org.tarock.engine.State;
import org.tarock.engine.Vocabulary;

/**
 * Leipzig Taroc, as {@code shared/rules/leipzig-taroc.md} specifies it, with the Nuremberg and Prague-Vienna
 * sub-rules as options: 78 tarot cards, 25 each, the dealer's Skart (the three cards he lays away), the
 * declarations (Roem), 25 tricks with the Excuse (Sküs), and every player scored against 26 in threes.
 */
public final class LeipzigTaroc extends AbstractGame {

    /** This game's id: the one name other modules use for it. */
    public static final GameId ID = GameId.LEIPZIG_TAROC;
    /** The Pagat (T1)'s card index. */
    public static final int PAGAT = TarotCards.PAGAT;
    /** The Excuse (Sküs)'s card index. */
    public static final int FOOL = TarotCards.FOOL;
    /** The trumps T1–T21 as a mask of the {@code lo} part (card indices 0–20). */
    public static final long TRUMPS = TarotCards.TRUMPS;
    /** The card points each player is scored against (§7.5): he wins or loses his points less this. */
    public static final int TARGET = Scoring.TARGET;

    private static final Map<String, Map<String, Object>> PRESETS = presets();

    public static final RuleBook RULE_BOOK = new RuleBook(GameId.LEIPZIG_TAROC, List.of(
            RuleOption.choice("skart-trump-exception", List.of("all-three", "subset"), "all-three",
                    "Under the Pagat exception the Skart is exactly the exception set, or may hold any part of it."),
            RuleOption.choice("half-cavalry-exclusion", List.of("any-cavalry", "same-suit"), "any-cavalry",
                    "Whether declaring any Cavallerie forbids every half Cavallerie, or only the one of its suit."),
            RuleOption.bool("trumps-conditional", false,
                    "Nuremberg: ten or more trumps are paid only if the declarer ends with more than 26."),
            RuleOption.bool("annul-few-trumps", false, "Prague-Vienna: a player dealt at most two trumps may annul the deal."),
            RuleOption.bool("show-declarations", true, "The cards of each declaration are shown to everyone."),
            RuleOption.choice("matadors", List.of("sequence", "fixed"), "sequence",
                    "The Matadors count 10 plus 5 for each trump of the run from T20 down, or a fixed value."),
            RuleOption.integer("matadors-fixed-value", 1, 20, "Value of the Matadors under matadors: fixed."),
            RuleOption.choice("trumps-declaration", List.of("progressive", "flat"), "progressive",
                    "Ten trumps count 10 plus 5 for each further trump, or a flat value."),
            RuleOption.integer("trumps-flat-value", 1, 10, "Value of ten or more trumps under trumps-declaration: flat."),
            RuleOption.bool("excuse-last-trump", true, "A player who must trump and has only the Excuse must play it."),
            RuleOption.bool("excuse-may-lead", false, "The Excuse may lead a trick; the others must then trump."),
            RuleOption.choice("excuse-deadline", List.of("compulsory", "forfeit"), "compulsory",
                    "The Excuse must be played by trick 22, or may be kept and is lost if played later.")),
            PRESETS, values -> Optional.empty());

    static final Vocabulary VOCABULARY = new Vocabulary(Pack.TAROT_78, List.of(), List.of(), Roem.TOKENS, "");

    final boolean skartSubset;
    final boolean anyCavalryExcludes;
    final boolean trumpsConditional;
    final boolean annulFewTrumps;
    final boolean showDeclarations;
    final boolean matadorsFixed;
    final int matadorsFixedValue;
    final boolean trumpsFlat;
    final int trumpsFlatValue;
    final boolean excuseLastTrump;
    final boolean excuseMayLead;
    final boolean deadlineCompulsory;

    public LeipzigTaroc(Rules rules) {
        super(GameId.LEIPZIG_TAROC, rules, Pack.TAROT_78, 25, 3);
        skartSubset = rules.word("skart-trump-exception").equals("subset");
        anyCavalryExcludes = rules.word("half-cavalry-exclusion").equals("any-cavalry");
        trumpsConditional = rules.bool("trumps-conditional");
        annulFewTrumps = rules.bool("annul-few-trumps");
        showDeclarations = rules.bool("show-declarations");
        matadorsFixed = rules.word("matadors").equals("fixed");
        matadorsFixedValue = rules.integer("matadors-fixed-value");
        trumpsFlat = rules.word("trumps-declaration").equals("flat");
        trumpsFlatValue = rules.integer("trumps-flat-value");
        excuseLastTrump = rules.bool("excuse-last-trump");
        excuseMayLead = rules.bool("excuse-may-lead");
        deadlineCompulsory = rules.word("excuse-deadline").equals("compulsory");
    }

    /**
     * The legal cards (§6.2) of a hand {@code lo}/{@code hi} (two-long mask: index 0–63, 64–77) at trick
     * {@code trick} (1–25), under this game's options: the rule kernel the engine plays by, for searches and
     * samplers. The {@code lo} part is written to {@code outLo[0]}, the {@code hi} part returned.
     *
     * @param led         the first card of the trick, or -1 when the player leads
     * @param dueToLead22 whether the player won trick 21 (so is due to lead trick 22)
     */
    public long legalCards(long lo, long hi, int trick, int led, boolean dueToLead22, long[] outLo) {
        return Play.legal(this, lo, hi, trick, led, dueToLead22, outLo);
    }

    /**
     * Whether {@code card}, played to a trick whose best card so far is {@code best}, now wins it (§6.4): the
     * Excuse never wins, and a led Excuse is beaten by the next card.
     */
    public static boolean winsSoFar(int card, int best) {
        return Play.winsSoFar(card, best);
    }

    /**
     * Whether the player due to lead trick 22 hands the lead to the next player (§6.3): he holds the Excuse
     * and it may not lead.
     */
    public boolean handsOverTrick22(boolean holdsExcuse) {
        return holdsExcuse && !excuseMayLead;
    }

    /** Whether an Excuse played in trick {@code trick} (1–25) is lost to the trick's winner (§6.5): tricks 23–25. */
    public static boolean excuseLostIn(int trick) {
        return trick > 22;
    }

    /** Nuremberg: whether ten or more trumps are paid only to a player ending above 26 ({@code trumps-conditional}). */
    public boolean trumpsConditional() {
        return trumpsConditional;
    }

    /** Prague-Vienna: whether a player dealt at most two trumps may annul the deal ({@code annul-few-trumps}). */
    public boolean annulFewTrumps() {
        return annulFewTrumps;
    }

    /** Whether under the Pagat exception the Skart may hold any part of the exception set ({@code skart-trump-exception: subset}). */
    public boolean skartSubset() {
        return skartSubset;
    }

    /** What declaration {@code d} tells the others of its declarer's hand when play began (§5.2). */
    public RoemClaim claim(LeipzigPublic.Declared d) {
        return RoemClaim.of(this, d);
    }

    /** The four Kings, which the Skart may never hold (§5.1), as a mask {lo, hi}. */
    public static long[] kings() {
        return new long[]{Skart.KINGS_LO, Skart.KINGS_HI};
    }

    /** The game with every option at its default (the Leipzig preset). */
    public LeipzigTaroc() {
        this(RULE_BOOK.defaults());
    }

    /** §8: Leipzig = all defaults; Nuremberg and Prague-Vienna set the sub-rules named there. */
    private static Map<String, Map<String, Object>> presets() {
        Map<String, Map<String, Object>> p = new LinkedHashMap<>();
        p.put("leipzig", Map.of());
        p.put("nuremberg", Map.of("trumps-conditional", true));
        Map<String, Object> pv = new LinkedHashMap<>();
        pv.put("annul-few-trumps", true);
        pv.put("show-declarations", false);
        pv.put("matadors", "fixed");
        pv.put("trumps-declaration", "flat");
        pv.put("excuse-last-trump", false);
        pv.put("excuse-may-lead", true);
        p.put("prague-vienna", pv);
        return Collections.unmodifiableMap(p);
    }

    @Override
    public Vocabulary vocabulary() {
        return VOCABULARY;
    }

    /** §3.2: packets of 5, forehand first, five rounds; the last 3 cards are the talon. */
    @Override
    public Deal deal(int[] packOrder, int dealer) {
        int[][] hands = new int[3][25];
        int pos = 0;
        for (int round = 0; round < 5; round++) {
            for (int p = 0; p < 3; p++) {
                int seat = (dealer + 1 + p) % 3;
                System.arraycopy(packOrder, pos, hands[seat], 5 * round, 5);
                pos += 5;
            }
        }
        return Deal.of(Pack.TAROT_78, hands, new int[]{packOrder[75], packOrder[76], packOrder[77]});
    }

    @Override
    public Carry parseCarry(Map<String, Object> fields) {
        return noCarry(fields, "Leipzig Taroc carries nothing from hand to hand: "
                + "carry_before and carry_after must be absent");
    }

    @Override
    protected State start(Deal deal, int dealer, Carry carryBefore) {
        requireNoCarry(carryBefore, "carry: Leipzig Taroc carries nothing, found ");
        return new LeipzigState(this, deal, dealer);
    }

    /**
     * An annulled deal (§4) is dealt again by the same dealer. The engine builds only a played deal's result
     * lazily, so a result not built yet passes: reading its notes would build every field for nothing.
     */
    @Override
    public boolean annulsDeals() {
        return annulFewTrumps;
    }

    @Override
    public boolean dealPasses(HandResult result) {
        return !result.built() || !result.notes().contains("annulled");
    }
}
