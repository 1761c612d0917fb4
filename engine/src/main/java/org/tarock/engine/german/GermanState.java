package org.tarock.engine.german;

import static org.tarock.engine.GermanCards.ACES;
import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.POINTS;
import static org.tarock.engine.GermanCards.SUIT;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Cards;
import org.tarock.engine.Carry;
import org.tarock.engine.Combinations;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.PriorityAuction;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TrickPlay;

/** A German Tarok hand in progress. Hands are 36-bit card masks; card play allocates nothing. */
final class GermanState implements State {
    private static final Pack PACK = Pack.GERMAN_36;
    private static final String SUIT_LETTERS = "EGHS";
    private static final String[] SUIT_NAMES = {"Acorns", "Leaves", "Hearts", "Bells"};
    /** Suits a declarer may name: Acorns, Leaves, Bells (Hearts is a contract of its own, §5.3). */
    private static final int NAMEABLE = 0b1011;
    private static final Set<String> THROWN_IN_COMPARED = Set.of("contract", "settlement", "pot", "notes", "era",
            "carry_before", "carry_after");
    private final GermanTarok game;
    private final Deal deal;
    private final int dealer;
    private final GermanCarry carry;
    private final long[] hands = new long[3];
    private final long scat;
    private final int[] points = new int[3];
    private final int[] scratch = new int[8];
    private final PriorityAuction auction;
    private final TrickPlay tricks;
    private final MoveLog log;
    private Phase phase = Phase.AUCTION;
    private int declarer = -1;
    private Contract contract;
    private int trump = -1;
    private long discards;
    private boolean announced;
    /** The legal discards when {@code ace-discard} restricts Aces; computed once, then shared by copies. */
    private int[] discardOptions;
    private int discardCount;
    private HandResult result;
    /** The legal cards of the seat to play, valid while {@link #legalStamp} equals the number of moves. */
    private long legalCache;
    private int legalStamp = -1;

    GermanState(GermanTarok game, Deal deal, int dealer, GermanCarry carry) {
        this.game = game;
        this.deal = deal;
        this.dealer = dealer;
        this.carry = carry;
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        scat = deal.talonMask();
        int forehand = (dealer + 1) % 3;
        auction = new PriorityAuction(game.biddable, game.rebidAfterHold, false, forehand);
        tricks = new TrickPlay(11, forehand);
        log = new MoveLog(48);
    }

    private GermanState(GermanState o) {
        game = o.game;
        deal = o.deal;
        dealer = o.dealer;
        carry = o.carry;
        System.arraycopy(o.hands, 0, hands, 0, 3);
        scat = o.scat;
        System.arraycopy(o.points, 0, points, 0, 3);
        auction = o.auction.copy();
        tricks = o.tricks.copy();
        log = o.log.copy();
        phase = o.phase;
        declarer = o.declarer;
        contract = o.contract;
        trump = o.trump;
        discards = o.discards;
        announced = o.announced;
        discardOptions = o.discardOptions;
        discardCount = o.discardCount;
        result = o.result;
    }

    @Override
    public State copy() {
        return new GermanState(this);
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public Deal deal() {
        return deal;
    }

    @Override
    public int dealer() {
        return dealer;
    }

    @Override
    public Carry carryBefore() {
        return carry;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public int currentSeat() {
        return switch (phase) {
            case AUCTION -> auction.currentSeat();
            case DISCARD, TRUMP, ANNOUNCEMENT -> declarer;
            case PLAY -> tricks.toPlay();
            default -> -1;
        };
    }

    @Override
    public int maxActions() {
        return 364; // C(14, 3) discards
    }

    // ---- legal actions -------------------------------------------------------------------------

    /** §6.2: follow suit, else trump, else any card; any card to lead. Cached for random playouts. */
    private long legalCards() {
        if (legalStamp != log.size()) {
            long hand = hands[tricks.toPlay()];
            legalCache = tricks.inTrick() == 0 ? hand : GermanCards.followOrTrump(hand, tricks.led(), trump);
            legalStamp = log.size();
        }
        return legalCache;
    }

    private boolean acesFree() {
        return game.aceDiscard == AceDiscard.ALWAYS;
    }

    /** The Aces among {@code cards} that {@code ace-discard} forbids laying away from {@code hand} (§5.1). */
    private long forbiddenAces(long hand, long cards) {
        long forbidden = 0;
        for (long aces = cards & ACES; aces != 0; aces &= aces - 1) {
            int ace = Long.numberOfTrailingZeros(aces);
            long suit = SUIT[ace / 9];
            boolean allowed = switch (game.aceDiscard) {
                case WHOLE_SUIT -> (hand & suit) == suit;
                case VOID -> (hand & suit & ~cards) == 0;
                case ALWAYS -> true;
            };
            if (!allowed) {
                forbidden |= 1L << ace;
            }
        }
        return forbidden;
    }

    private void listDiscardOptions() {
        if (discardOptions != null) {
            return;
        }
        long hand = hands[declarer];
        int[] all = new int[364];
        int n = Combinations.listTriples(hand, Action.DISCARD, all);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (forbiddenAces(hand, Action.cardMask(all[i])) == 0) {
                all[kept++] = all[i];
            }
        }
        discardOptions = all;
        discardCount = kept;
    }

    @Override
    public int legalActions(int[] out) {
        switch (phase) {
            case AUCTION -> {
                return auction.legalActions(out, 0);
            }
            case DISCARD -> {
                if (acesFree()) {
                    return Combinations.listTriples(hands[declarer], Action.DISCARD, out);
                }
                listDiscardOptions();
                System.arraycopy(discardOptions, 0, out, 0, discardCount);
                return discardCount;
            }
            case TRUMP -> {
                int n = 0;
                for (int m = NAMEABLE; m != 0; m &= m - 1) {
                    out[n++] = Action.trump(Integer.numberOfTrailingZeros(m));
                }
                return n;
            }
            case ANNOUNCEMENT -> {
                out[0] = GermanTarok.ANNOUNCE_NONE;
                out[1] = GermanTarok.ANNOUNCE_MATSCH;
                return 2;
            }
            case PLAY -> {
                int n = 0;
                for (long m = legalCards(); m != 0; m &= m - 1) {
                    out[n++] = Action.play(Long.numberOfTrailingZeros(m));
                }
                return n;
            }
            default -> {
                return 0;
            }
        }
    }

    @Override
    public int legalActionCount() {
        return switch (phase) {
            case PLAY -> Long.bitCount(legalCards());
            case DISCARD -> {
                if (acesFree()) {
                    yield Combinations.choose(Long.bitCount(hands[declarer]), 3);
                }
                listDiscardOptions();
                yield discardCount;
            }
            case TRUMP -> 3;
            case ANNOUNCEMENT -> 2;
            case OVER -> 0;
            default -> legalActions(scratch);
        };
    }

    @Override
    public int legalAction(int k) {
        return switch (phase) {
            case PLAY -> Action.play(Cards.nthBit(legalCards(), k));
            case DISCARD -> {
                if (acesFree()) {
                    yield Combinations.unrankTriple(hands[declarer], k, Action.DISCARD);
                }
                listDiscardOptions();
                yield discardOptions[k];
            }
            default -> {
                legalActions(scratch);
                yield scratch[k];
            }
        };
    }

    // ---- checking ------------------------------------------------------------------------------

    @Override
    public Refusal check(int seat, int action) {
        if (phase == Phase.OVER) {
            return new Refusal(Reason.HAND_OVER, "the hand is over");
        }
        if (seat != currentSeat()) {
            return new Refusal(Reason.NOT_YOUR_TURN, "it is not your turn: seat " + currentSeat() + " is to act");
        }
        int kind = Action.kind(action);
        if (kind == Action.ANNOUNCE && !game.matschAnnouncement) {
            return new Refusal(Reason.ANNOUNCEMENT_NOT_ALLOWED,
                    "a Matsch cannot be announced under these rules (matsch-announcement: false)");
        }
        return switch (phase) {
            case AUCTION -> auction.check(action, game.era.codes());
            case DISCARD -> kind == Action.DISCARD ? checkDiscard(action)
                    : new Refusal(Reason.WRONG_PHASE, "lay away 3 cards first (discard c1 c2 c3)");
            case TRUMP -> kind == Action.TRUMP ? checkTrump(Action.arg(action))
                    : new Refusal(Reason.WRONG_PHASE, "name the trump suit first (trump E, G or S)");
            case ANNOUNCEMENT -> kind != Action.ANNOUNCE
                    ? new Refusal(Reason.WRONG_PHASE, "announce first: announce matsch or announce none")
                    : Action.arg(action) > 1 ? new Refusal(Reason.ANNOUNCEMENT_NOT_ALLOWED,
                    "the declarer may only announce matsch or none") : null;
            case PLAY -> kind == Action.PLAY ? checkPlay(Action.arg(action))
                    : new Refusal(Reason.WRONG_PHASE, "the cards are being played: play a card");
            default -> new Refusal(Reason.HAND_OVER, "the hand is over");
        };
    }

    private Refusal checkDiscard(int action) {
        if (Action.cardCount(action) != 3) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "lay away exactly 3 cards, not " + Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        long hand = hands[declarer];
        long missing = cards & ~hand;
        if (missing != 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + Cards.codes(PACK, missing));
        }
        long forbidden = forbiddenAces(hand, cards);
        if (forbidden == 0) {
            return null;
        }
        int ace = Long.numberOfTrailingZeros(forbidden);
        String suit = SUIT_NAMES[ace / 9];
        if (game.aceDiscard == AceDiscard.WHOLE_SUIT) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away " + PACK.card(ace)
                    + " only when your 14 cards hold all nine " + suit + " (ace-discard: whole-suit)");
        }
        return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away " + PACK.card(ace) + " only together with"
                + " every " + suit + " card you hold (ace-discard: void): you would keep "
                + Cards.codes(PACK, hand & SUIT[ace / 9] & ~cards));
    }

    private Refusal checkTrump(int suit) {
        if (suit < 4 && (NAMEABLE & (1 << suit)) != 0) {
            return null;
        }
        return new Refusal(Reason.TRUMP_NOT_ALLOWED, "name Acorns, Leaves or Bells (trump E, G or S): to play in"
                + " Hearts you must bid " + contract.heartsContract().code());
    }

    private Refusal checkPlay(int card) {
        if (card >= PACK.size()) {
            return new Refusal(Reason.CARD_NOT_HELD, "there is no such card");
        }
        long hand = hands[tricks.toPlay()];
        long bit = 1L << card;
        if ((hand & bit) == 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + PACK.card(card));
        }
        if ((legalCards() & bit) != 0) {
            return null;
        }
        long follow = hand & SUIT[tricks.led() / 9];
        if (follow != 0) {
            return new Refusal(Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold " + Cards.codes(PACK, follow));
        }
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must trump: you hold "
                + Cards.codes(PACK, hand & SUIT[trump]));
    }

    // ---- applying ------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there).
     * A card is drawn straight from the legal-card mask, with the same draw as the loop's, so the hand is the
     * same: card play is most of the hand, and going through the action lists costs it a phase switch and
     * the legal cards twice. A discard, which may have hundreds of choices, is drawn by rank as there.
     */
    @Override
    public void playOutRandomly(DealRandom random) {
        while (phase != Phase.OVER) {
            if (phase == Phase.PLAY) {
                long legal = legalCards();
                int card = Cards.nthBit(legal, random.nextInt(Long.bitCount(legal)));
                log.add(tricks.toPlay(), Action.play(card));
                playCard(card);
            } else if (phase == Phase.DISCARD) {
                applyTrusted(legalAction(random.nextInt(legalActionCount())));
            } else {
                // the other decisions fit the scratch buffer: listed once, not once to count and again to pick
                int n = legalActions(scratch);
                applyTrusted(scratch[random.nextInt(n)]);
            }
        }
    }

    @Override
    public void applyTrusted(int action) {
        log.add(currentSeat(), action);
        switch (phase) {
            case AUCTION -> {
                auction.apply(action);
                if (auction.isDone()) {
                    endAuction();
                }
            }
            case DISCARD -> {
                discards = Action.cardMask(action);
                hands[declarer] &= ~discards;
                if (trump < 0) {
                    phase = Phase.TRUMP; // 1839 Frage: discard first, then name the trump (§10.10)
                } else {
                    trumpFixed();
                }
            }
            case TRUMP -> {
                trump = Action.arg(action);
                trumpFixed();
            }
            case ANNOUNCEMENT -> {
                announced = action == GermanTarok.ANNOUNCE_MATSCH;
                phase = Phase.PLAY;
            }
            case PLAY -> playCard(Action.arg(action));
            default -> throw new IllegalStateException("the hand is over");
        }
    }

    /** §4.3: the scat is picked up automatically for a Frage; a Solo with an open trump names it at once. */
    private void endAuction() {
        declarer = auction.declarer();
        if (declarer < 0) {
            phase = Phase.OVER;
            return;
        }
        contract = game.era.ladder().get(auction.contract());
        trump = contract.fixedTrump();
        if (contract.exchange()) {
            hands[declarer] |= scat;
            phase = Phase.DISCARD;
        } else if (trump < 0) {
            phase = Phase.TRUMP;
        } else {
            trumpFixed();
        }
    }

    private void trumpFixed() {
        phase = game.matschAnnouncement ? Phase.ANNOUNCEMENT : Phase.PLAY;
    }

    private void playCard(int card) {
        int seat = tricks.toPlay();
        hands[seat] &= ~(1L << card);
        boolean wins = tricks.inTrick() > 0 && GermanCards.beats(card, tricks.best(), trump, BEATERS);
        tricks.play(card, wins);
        if (tricks.inTrick() != 0) {
            return;
        }
        int t = tricks.completed() - 1;
        int winner = tricks.bestSeat();
        points[winner] += POINTS[tricks.card(t, 0)] + POINTS[tricks.card(t, 1)] + POINTS[tricks.card(t, 2)];
        tricks.endTrick(winner);
        if (tricks.completed() == 11) {
            phase = Phase.OVER;
        }
    }

    // ---- results -------------------------------------------------------------------------------

    @Override
    public List<Move> moves() {
        return log.list();
    }

    @Override
    public HandResult result() {
        if (phase != Phase.OVER) {
            throw new IllegalStateException("the hand is not over");
        }
        if (result == null) {
            result = declarer < 0 ? thrownIn() : score();
        }
        return result;
    }

    /** rules/README.md §6.4 and §9: nothing is paid; every field but the compared ones is a placeholder. */
    private HandResult thrownIn() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("contract", "none");
        f.put("declarer", null);
        f.put("trump", null);
        f.put("card_points", HandResult.amounts(0, 0, 0));
        f.put("side_points", sidePoints(0, 0));
        f.put("won", false);
        f.put("settlement", HandResult.amounts(0, 0, 0));
        f.put("pot", 0L);
        f.put("notes", List.of("thrown-in"));
        f.put("era", game.era.code());
        f.put("outcome", "none");
        f.put("multiplier", 0L);
        f.put("basis", 0L);
        f.put("matsch", Scoring.Matsch.NONE.code());
        f.put("carry_before", carry.fields());
        f.put("carry_after", carry.fields());
        return new HandResult(f, THROWN_IN_COMPARED, Set.of(), carry);
    }

    private static Map<String, Object> sidePoints(long declarer, long defenders) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("declarer", declarer);
        m.put("defenders", defenders);
        return m;
    }

    /** §7.1.1: the discards count for the declarer; an untouched scat for the side {@code scat-points} names. */
    private HandResult score() {
        long[] cardPoints = {points[0], points[1], points[2]};
        if (contract.exchange()) {
            cardPoints[declarer] += GermanCards.points(discards);
        } else if (game.scatToDeclarer) {
            cardPoints[declarer] += GermanCards.points(scat);
        }
        int p = (int) cardPoints[declarer];
        Scoring.Hand hand = new Scoring.Hand(contract, declarer, dealer, p, tricks.tricksWon(declarer) == 11, announced);
        if (game.scheme == Scheme.HAND) {
            // hand payments carry nothing (newHand admits only NoPot), so the next hand needs nothing of the
            // score and all of it waits until someone reads the result
            return HandResult.lazy(() -> fields(Scoring.score(game, hand, carry), cardPoints, p), Set.of(), carry);
        }
        Scoring.Score s = Scoring.score(game, hand, carry);
        return HandResult.lazy(() -> fields(s, cardPoints, p), Set.of(), s.carryAfter());
    }

    private Map<String, Object> fields(Scoring.Score s, long[] cardPoints, int p) {
        Map<String, Object> f = LinkedHashMap.newLinkedHashMap(16);
        f.put("contract", contract.code());
        f.put("declarer", (long) declarer);
        f.put("trump", String.valueOf(SUIT_LETTERS.charAt(trump)));
        f.put("card_points", HandResult.amounts(cardPoints));
        f.put("side_points", sidePoints(p, 120 - p));
        f.put("won", s.outcome() == Scoring.Outcome.WON);
        f.put("settlement", HandResult.amounts(s.settlement().toArray(new Amount[0])));
        f.put("pot", s.pot().toNumber());
        f.put("notes", new ArrayList<>(s.notes()));
        f.put("era", game.era.code());
        f.put("outcome", s.outcome().code());
        f.put("multiplier", (long) s.multiplier());
        f.put("basis", (long) s.basis());
        f.put("matsch", s.matsch().code());
        f.put("carry_before", carry.fields());
        f.put("carry_after", s.carryAfter().fields());
        return f;
    }

    GermanPosition position() {
        int[] trick = new int[tricks.inTrick()];
        for (int i = 0; i < trick.length; i++) {
            trick[i] = tricks.trickCard(i);
        }
        return new GermanPosition(contract, declarer, trump, hands, contract.exchange() ? discards : scat,
                contract.exchange() || game.scatToDeclarer, trick, tricks.leader(), points[declarer],
                tricks.tricksWon(declarer), tricks.completed());
    }

    // ---- views ---------------------------------------------------------------------------------

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        boolean seesScat = over || (seat == declarer && contract.exchange());
        List<Move> history = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            int a = log.action(i);
            boolean hidden = Action.kind(a) == Action.DISCARD && seat != log.seat(i) && !over;
            history.add(new Move(log.seat(i), hidden ? Action.HIDDEN : a));
        }
        int high = auction.contract();
        boolean afterAuction = auction.isDone() && declarer >= 0;
        GermanPublic detail = new GermanPublic(game.era, high < 0 ? null : game.era.codes().get(high),
                afterAuction ? declarer : -1, afterAuction ? contract : null,
                trump < 0 ? null : String.valueOf(SUIT_LETTERS.charAt(trump)),
                game.matschAnnouncement && afterAuction && (phase == Phase.PLAY || over) ? announced : null, carry);
        return new SeatView(game.id(), seat, dealer, phase, currentSeat(), Cards.list(PACK, hands[seat]),
                seesScat ? Cards.list(PACK, scat) : List.of(),
                List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]), Long.bitCount(hands[2])),
                history, tricks.tricks(PACK), seat == currentSeat() ? legalActionList() : List.of(), detail);
    }

    @Override
    public String toString() {
        return game.id().id() + " " + phase + " seat " + currentSeat() + " " + log.list();
    }
}
