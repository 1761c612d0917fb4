package org.tarock.engine.bavarian;

import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.BEATERS_BETTEL;
import static org.tarock.engine.GermanCards.H;
import static org.tarock.engine.GermanCards.POINTS;
import static org.tarock.engine.GermanCards.SUIT;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Action;
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

/** A Bavarian Tarock hand in progress. Hands are 36-bit card masks; card play allocates nothing. */
final class BavarianState implements State {
    private static final Pack PACK = Pack.GERMAN_36;
    private static final String SUIT_NAMES = "EGHS";

    private final BavarianTarock game;
    private final Deal deal;
    private final int dealer;
    private final Haferl carry;
    private final long[] hands = new long[3];
    private final long talon;
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
    private HandResult result;
    private long legal;
    private int legalAt = -1;

    BavarianState(BavarianTarock game, Deal deal, int dealer, Haferl carry) {
        this.game = game;
        this.deal = deal;
        this.dealer = dealer;
        this.carry = carry;
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        talon = deal.talonMask();
        int forehand = (dealer + 1) % 3;
        auction = new PriorityAuction(0b1111, game.rebidAfterHold, false, forehand);
        tricks = new TrickPlay(11, forehand);
        log = new MoveLog(48);
    }

    private BavarianState(BavarianState o) {
        game = o.game;
        deal = o.deal;
        dealer = o.dealer;
        carry = o.carry;
        System.arraycopy(o.hands, 0, hands, 0, 3);
        talon = o.talon;
        System.arraycopy(o.points, 0, points, 0, 3);
        auction = o.auction.copy();
        tricks = o.tricks.copy();
        log = o.log.copy();
        phase = o.phase;
        declarer = o.declarer;
        contract = o.contract;
        trump = o.trump;
        discards = o.discards;
        result = o.result;
    }

    @Override
    public State copy() {
        return new BavarianState(this);
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
            case DISCARD, TRUMP -> declarer;
            case PLAY -> tricks.toPlay();
            default -> -1;
        };
    }

    @Override
    public int maxActions() {
        return 364; // C(14, 3) discards
    }

    // ---- legal actions -------------------------------------------------------------------------

    /** The cards the seat to play may play (§6.2); remembered for the position, since sampling asks twice. */
    long legalCards() {
        if (legalAt == tricks.played()) {
            return legal;
        }
        long hand = hands[tricks.toPlay()];
        legal = tricks.inTrick() == 0 ? hand : BavarianTarock.legalCards(hand, tricks.led(), tricks.best(), trump,
                contract == Contract.BETTEL, game.bettelStichzwang);
        legalAt = tricks.played();
        return legal;
    }

    private long discardable() {
        long hand = hands[declarer];
        return game.herzNeischaugn ? hand & ~SUIT[H] : hand;
    }

    /** Suits the soloist may name now. */
    private int trumpChoices() {
        if (contract == Contract.SOLO) {
            return 0b1011; // E, G, S
        }
        int allowed = 0;
        for (int s = 0; s < 4; s++) {
            if ((discards & SUIT[s]) == 0) {
                allowed |= 1 << s;
            }
        }
        return allowed;
    }

    @Override
    public int legalActions(int[] out) {
        switch (phase) {
            case AUCTION -> {
                return auction.legalActions(out, 0);
            }
            case DISCARD -> {
                return Combinations.listTriples(discardable(), Action.DISCARD, out);
            }
            case TRUMP -> {
                int n = 0;
                for (int m = trumpChoices(); m != 0; m &= m - 1) {
                    out[n++] = Action.trump(Integer.numberOfTrailingZeros(m));
                }
                return n;
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
            case DISCARD -> Combinations.choose(Long.bitCount(discardable()), 3);
            case OVER -> 0;
            default -> legalActions(scratch);
        };
    }

    @Override
    public int legalAction(int k) {
        return switch (phase) {
            case PLAY -> Action.play(Cards.nthBit(legalCards(), k));
            case DISCARD -> Combinations.unrankTriple(discardable(), k, Action.DISCARD);
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
            return Refusal.handOver();
        }
        if (seat != currentSeat()) {
            return Refusal.notYourTurn(currentSeat());
        }
        int kind = Action.kind(action);
        return switch (phase) {
            case AUCTION -> auction.check(action, Contract.CODES);
            case DISCARD -> kind == Action.DISCARD ? checkDiscard(action)
                    : Refusal.wrongPhase("lay away 3 cards first (discard c1 c2 c3)", Phase.DISCARD, List.of("discard"),
                    Map.of("count", 3));
            case TRUMP -> kind == Action.TRUMP ? checkTrump(Action.arg(action))
                    : Refusal.wrongPhase("name the trump suit first (trump E, G, H or S)", Phase.TRUMP,
                    List.of("trump"), Map.of());
            case PLAY -> kind == Action.PLAY ? checkPlay(Action.arg(action))
                    : Refusal.wrongPhase("the cards are being played: play a card", Phase.PLAY, List.of("play"), Map.of());
            default -> Refusal.handOver();
        };
    }

    private Refusal checkDiscard(int action) {
        if (Action.cardCount(action) != 3) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "lay away exactly 3 cards, not " + Action.cardCount(action),
                    Map.of("count", 3, "given", Action.cardCount(action)));
        }
        long cards = Action.cardMask(action);
        long missing = cards & ~hands[declarer];
        if (missing != 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + Cards.codes(PACK, missing),
                    Map.of("cards", Cards.codeList(PACK, missing)));
        }
        if (game.herzNeischaugn && (cards & SUIT[H]) != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "Hearts are trump (Herz-Neischaugn): you may not lay away "
                    + Cards.codes(PACK, cards & SUIT[H]),
                    Map.of("rule", "herz-neischaugn", "cards", Cards.codeList(PACK, cards & SUIT[H])));
        }
        return null;
    }

    private Refusal checkTrump(int suit) {
        if ((trumpChoices() & (1 << suit)) != 0) {
            return null;
        }
        if (contract == Contract.SOLO) {
            return new Refusal(Reason.TRUMP_NOT_ALLOWED,
                    "a Solo is played in Acorns, Leaves or Bells: Hearts must be bid as herzsolo",
                    Map.of("rule", "hearts-contract", "suit", "H", "contract", Contract.HERZSOLO.code()));
        }
        String letter = String.valueOf(SUIT_NAMES.charAt(suit));
        return new Refusal(Reason.TRUMP_NOT_ALLOWED, "you laid away " + Cards.codes(PACK, discards & SUIT[suit])
                + ": no trump may be laid away, so " + letter + " cannot be trump",
                Map.of("rule", "laid-away", "suit", letter, "cards", Cards.codeList(PACK, discards & SUIT[suit])));
    }

    private Refusal checkPlay(int card) {
        int seat = tricks.toPlay();
        long hand = hands[seat];
        long bit = 1L << card;
        if ((hand & bit) == 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + PACK.card(card),
                    Map.of("cards", List.of(PACK.card(card).code())));
        }
        long legal = legalCards();
        if ((legal & bit) != 0) {
            return null;
        }
        int ledSuit = tricks.led() / 9;
        String led = PACK.card(tricks.led()).code();
        long follow = hand & SUIT[ledSuit];
        if (follow != 0) {
            if ((follow & bit) == 0) {
                return new Refusal(Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold " + Cards.codes(PACK, follow),
                        Map.of("led", led, "trumps", ledSuit == trump, "cards", Cards.codeList(PACK, follow)));
            }
            return new Refusal(Reason.MUST_HEAD_TRICK, "you must beat " + PACK.card(tricks.best())
                    + ": you hold " + Cards.codes(PACK, legal),
                    Map.of("led", led, "card", PACK.card(tricks.best()).code(), "cards", Cards.codeList(PACK, legal)));
        }
        long trumps = hand & SUIT[trump];
        if ((trumps & bit) == 0) {
            return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must trump: you hold "
                    + Cards.codes(PACK, trumps), Map.of("led", led, "cards", Cards.codeList(PACK, trumps)));
        }
        return new Refusal(Reason.MUST_OVER_TRUMP, "you must over-trump " + PACK.card(tricks.best())
                + ": you hold " + Cards.codes(PACK, legal),
                Map.of("led", led, "card", PACK.card(tricks.best()).code(), "cards", Cards.codeList(PACK, legal)));
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
                if (game.herzNeischaugn) {
                    trump = H;
                    phase = Phase.PLAY;
                } else {
                    phase = Phase.TRUMP;
                }
            }
            case TRUMP -> {
                trump = Action.arg(action);
                phase = Phase.PLAY;
            }
            case PLAY -> playCard(Action.arg(action));
            default -> throw new IllegalStateException("the hand is over");
        }
    }

    private void endAuction() {
        declarer = auction.declarer();
        if (declarer < 0) {
            phase = Phase.OVER;
            return;
        }
        contract = Contract.values()[auction.contract()];
        switch (contract) {
            case STOCK -> {
                hands[declarer] |= talon;
                phase = Phase.DISCARD;
            }
            case SOLO -> phase = Phase.TRUMP;
            case HERZSOLO -> {
                trump = H;
                phase = Phase.PLAY;
            }
            case BETTEL -> phase = Phase.PLAY;
        }
    }

    private void playCard(int card) {
        int seat = tricks.toPlay();
        hands[seat] &= ~(1L << card);
        boolean wins = tricks.inTrick() > 0 && GermanCards.beats(card, tricks.best(), trump,
                contract == Contract.BETTEL ? BEATERS_BETTEL : BEATERS);
        tricks.play(card, wins);
        if (tricks.inTrick() != 0) {
            return;
        }
        int t = tricks.completed() - 1;
        int winner = tricks.bestSeat();
        points[winner] += POINTS[tricks.card(t, 0)] + POINTS[tricks.card(t, 1)] + POINTS[tricks.card(t, 2)];
        tricks.endTrick(winner);
        if (tricks.completed() == 11 || (contract == Contract.BETTEL && winner == declarer)) {
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
        f.put("value", 0L);
        f.put("schneider", false);
        f.put("schwarz", false);
        f.put("carry_before", carry.fields());
        f.put("carry_after", carry.fields());
        return new HandResult(f, Set.of("contract", "settlement", "pot", "notes", "carry_before", "carry_after"),
                Set.of(), carry);
    }

    private static Map<String, Object> sidePoints(long declarer, long defenders) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("declarer", declarer);
        m.put("defenders", defenders);
        return m;
    }

    private HandResult score() {
        long[] cardPoints = {points[0], points[1], points[2]};
        cardPoints[declarer] += switch (contract) {
            case STOCK -> GermanCards.points(discards);
            case SOLO, HERZSOLO -> GermanCards.points(talon);
            case BETTEL -> 0;
        };
        long p = cardPoints[declarer];
        Scoring.Outcome o = Scoring.settle(game, contract, declarer, p, tricks.tricksWon(declarer),
                tricks.completed(), carry.amount());
        Haferl after = new Haferl(o.haferl());
        return HandResult.lazy(() -> {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("contract", contract.code());
            f.put("declarer", (long) declarer);
            f.put("trump", trump < 0 ? null : String.valueOf(SUIT_NAMES.charAt(trump)));
            f.put("card_points", HandResult.amounts(cardPoints));
            f.put("side_points", sidePoints(p, 120 - p));
            f.put("won", o.won());
            f.put("settlement", HandResult.amounts(o.settlement()));
            f.put("pot", o.pot());
            f.put("notes", new ArrayList<>(o.notes()));
            f.put("value", o.value());
            f.put("schneider", o.schneider());
            f.put("schwarz", o.schwarz());
            f.put("carry_before", carry.fields());
            f.put("carry_after", after.fields());
            return f;
        }, o::payments, Set.of(), after);
    }

    /** The play-phase position with every card known (see {@link BavarianTarock#position}). */
    BavarianPosition position() {
        int[] trick = new int[tricks.inTrick()];
        for (int i = 0; i < trick.length; i++) {
            trick[i] = tricks.trickCard(i);
        }
        long pile = contract == Contract.STOCK ? discards : talon;
        return new BavarianPosition(contract, declarer, trump, game.bettelStichzwang, hands, pile, trick,
                tricks.leader(), points[declarer], tricks.tricksWon(declarer), tricks.completed());
    }

    // ---- views ---------------------------------------------------------------------------------

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        boolean seesStock = over || (seat == declarer && contract == Contract.STOCK);
        List<Move> history = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            int a = log.action(i);
            boolean hidden = Action.kind(a) == Action.DISCARD && seat != log.seat(i) && !over;
            history.add(new Move(log.seat(i), hidden ? Action.HIDDEN : a));
        }
        int high = auction.contract();
        BavarianPublic detail = new BavarianPublic(high < 0 ? null : Contract.CODES.get(high),
                auction.isDone() ? declarer : -1, auction.isDone() ? contract : null,
                trump < 0 || phase == Phase.AUCTION ? null : String.valueOf(SUIT_NAMES.charAt(trump)), carry.amount());
        return new SeatView(game.id(), seat, dealer, phase, currentSeat(), Cards.list(PACK, hands[seat]),
                seesStock ? Cards.list(PACK, talon) : List.of(),
                List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]), Long.bitCount(hands[2])),
                history, tricks.tricks(PACK), seat == currentSeat() ? legalActionList() : List.of(), detail);
    }

    @Override
    public String toString() {
        return game.id().id() + " " + phase + " seat " + currentSeat() + " " + log.list();
    }
}
