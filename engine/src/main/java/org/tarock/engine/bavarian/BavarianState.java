package org.tarock.engine.bavarian;

import static org.tarock.engine.GermanCards.BEATERS;
import static org.tarock.engine.GermanCards.H;
import static org.tarock.engine.GermanCards.POINTS;
import static org.tarock.engine.GermanCards.SUIT;

import java.util.List;
import org.tarock.engine.AbstractState;
import org.tarock.engine.Action;
import org.tarock.engine.Cards;
import org.tarock.engine.Combinations;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.GermanCards;
import org.tarock.engine.HandResult;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Pack;
import org.tarock.engine.Phase;
import org.tarock.engine.PriorityAuction;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Talon;
import org.tarock.engine.TrickPlay;

/**
 * A Bavarian Tarock hand in progress: the phase flow and the legal actions. Hands are 36-bit card masks;
 * card play allocates nothing. The refusals are {@link BavarianRefusals}', the result {@link BavarianResult}'s.
 */
final class BavarianState extends AbstractState<BavarianTarock, Haferl> {
    static final Pack PACK = Pack.GERMAN_36;
    static final String SUIT_NAMES = "EGHS";

    final long[] hands = new long[3];
    final long talon;
    final int[] points = new int[3];
    private final int[] scratch = new int[8];
    final PriorityAuction auction;
    int declarer = -1;
    Contract contract;
    int trump = -1;
    long discards;
    /** The contract's rank order and early end, read from its row when the auction ends. */
    private long[] beaters = BEATERS;
    private boolean endsOnDeclarerTrick;
    private long legal;
    private int legalAt = -1;

    BavarianState(BavarianTarock game, Deal deal, int dealer, Haferl carry) {
        super(game, deal, dealer, carry, Phase.AUCTION, new TrickPlay(11, (dealer + 1) % 3), new MoveLog(48));
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        talon = deal.talonMask();
        auction = new PriorityAuction(0b1111, game.rebidAfterHold, false, (dealer + 1) % 3);
    }

    private BavarianState(BavarianState o) {
        super(o);
        System.arraycopy(o.hands, 0, hands, 0, 3);
        talon = o.talon;
        System.arraycopy(o.points, 0, points, 0, 3);
        auction = o.auction.copy();
        declarer = o.declarer;
        contract = o.contract;
        trump = o.trump;
        discards = o.discards;
        beaters = o.beaters;
        endsOnDeclarerTrick = o.endsOnDeclarerTrick;
    }

    @Override
    public State copy() {
        return new BavarianState(this);
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
                beaters != BEATERS, game.bettelStichzwang);
        legalAt = tricks.played();
        return legal;
    }

    long discardable() {
        long hand = hands[declarer];
        return game.herzNeischaugn ? hand & ~SUIT[H] : hand;
    }

    /** Suits the soloist may name now: the contract's, less any suit he laid away (§5.1). */
    int trumpChoices() {
        int allowed = 0;
        for (int m = contract.trump().nameable(); m != 0; m &= m - 1) {
            int s = Integer.numberOfTrailingZeros(m);
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

    @Override
    protected Refusal checkAction(int action) {
        return BavarianRefusals.check(this, action);
    }

    // ---- applying ------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there);
     * one of the deliberate copies, one per game. A card is drawn straight from the legal-card mask, with the
     * same draw as the loop's, so the hand is the same: card play is most of the hand, and going through the
     * action lists costs it a phase switch and the legal cards twice. A discard (at most C(14, 3) = 364
     * choices) is drawn by rank as there.
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

    /** Reads the contract's row: the stock taken (discard, then trump), a trump to name, or straight to play. */
    private void endAuction() {
        declarer = auction.declarer();
        if (declarer < 0) {
            phase = Phase.OVER;
            return;
        }
        contract = Contract.values()[auction.contract()];
        beaters = contract.beaters();
        endsOnDeclarerTrick = contract.endsOnDeclarerTrick();
        if (contract.talon() == Talon.EXCHANGE) {
            hands[declarer] |= talon;
            phase = Phase.DISCARD;
        } else if (contract.trump().isNamed()) {
            phase = Phase.TRUMP;
        } else {
            trump = contract.trump().suit();
            phase = Phase.PLAY;
        }
    }

    private void playCard(int card) {
        int seat = tricks.toPlay();
        hands[seat] &= ~(1L << card);
        boolean wins = tricks.inTrick() > 0 && GermanCards.beats(card, tricks.best(), trump, beaters);
        tricks.play(card, wins);
        if (tricks.inTrick() != 0) {
            return;
        }
        int t = tricks.completed() - 1;
        int winner = tricks.bestSeat();
        points[winner] += POINTS[tricks.card(t, 0)] + POINTS[tricks.card(t, 1)] + POINTS[tricks.card(t, 2)];
        tricks.endTrick(winner);
        if (tricks.completed() == 11 || (endsOnDeclarerTrick && winner == declarer)) {
            phase = Phase.OVER;
        }
    }

    // ---- results and views ---------------------------------------------------------------------

    @Override
    protected HandResult score() {
        return BavarianResult.of(this);
    }

    /** The stock cards counted for the soloist as the contract's row says: his discards, the stock, or none. */
    long declarerPile() {
        return switch (contract.talon()) {
            case EXCHANGE -> discards;
            case UNSCORED -> 0;
            default -> talon;
        };
    }

    /** The play-phase position with every card known (see {@link BavarianTarock#position}). */
    BavarianPosition position() {
        long pile = contract.talon() == Talon.EXCHANGE ? discards : talon;
        return new BavarianPosition(contract, declarer, trump, game.bettelStichzwang, hands, pile, trickSoFar(),
                tricks.leader(), points[declarer], tricks.tricksWon(declarer), tricks.completed());
    }

    @Override
    public SeatView view(int seat) {
        boolean seesStock = phase == Phase.OVER || (seat == declarer && contract.talon() == Talon.EXCHANGE);
        int high = auction.contract();
        BavarianPublic detail = new BavarianPublic(high < 0 ? null : Contract.CODES.get(high),
                auction.isDone() ? declarer : -1, auction.isDone() ? contract : null,
                trump < 0 || phase == Phase.AUCTION ? null : String.valueOf(SUIT_NAMES.charAt(trump)), carry.amount());
        return seatView(seat, Cards.list(PACK, hands[seat]), seesStock ? Cards.list(PACK, talon) : List.of(),
                List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]), Long.bitCount(hands[2])), detail);
    }

    // ---- for the refusals and the result -------------------------------------------------------

    BavarianTarock tarock() {
        return game;
    }

    Haferl haferl() {
        return carry;
    }

    TrickPlay tricks() {
        return tricks;
    }
}
