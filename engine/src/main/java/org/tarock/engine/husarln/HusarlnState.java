package org.tarock.engine.husarln;

import static org.tarock.engine.husarln.HusarlnCards.KINGS;
import static org.tarock.engine.husarln.HusarlnCards.PACK;
import static org.tarock.engine.husarln.HusarlnCards.PAGAT;
import static org.tarock.engine.husarln.HusarlnCards.PLAIN_TRUMPS;
import static org.tarock.engine.husarln.HusarlnCards.TRUMPS;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.AbstractState;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.Carry;
import org.tarock.engine.Combinations;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Phase;
import org.tarock.engine.PriorityAuction;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Talon;
import org.tarock.engine.TrickPlay;

/**
 * A Husarln hand in progress: the phase flow and the legal actions. Hands are card masks; card play allocates
 * nothing. The refusals are {@link HusarlnRefusals}', the result {@link HusarlnResult}'s.
 */
final class HusarlnState extends AbstractState<Husarln, Carry> {
    static final int TRICKS = 12;

    final long[] hands = new long[3];
    /** The stock in dealt order (stock card 1 first). */
    final int[] stock = new int[6];
    final long stockMask;
    /** Cards of the tricks each seat has won. */
    final long[] won = new long[3];
    /** Per seat the declared token mask, -1 before the seat has spoken in the bonuses phase. */
    final int[] declared = {-1, -1, -1};
    private final int[] scratch = new int[8];
    final PriorityAuction auction;
    int declarer = -1;
    Contract contract;
    /** The packet under examination in the first pass (0-based). */
    int examining;
    /** Whether every packet has been rejected and the declarer must take one of the face-up packets. */
    boolean finalChoice;
    long exposed;
    private long taken;
    int level;
    long discards;
    private int bonusTurn;
    /** Who holds the Pagat when play starts, -1 when it lies in the unused stock. */
    int pagatHolder = -1;
    /** The trick (0-based) in which the Pagat was played, -1 before. */
    int pagatTrick = -1;

    HusarlnState(Husarln game, Deal deal, int dealer) {
        super(game, deal, dealer, Carry.NONE, Phase.AUCTION, new TrickPlay(TRICKS, (dealer + 1) % 3), new MoveLog(56));
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        for (int i = 0; i < 6; i++) {
            stock[i] = deal.talonCard(i);
        }
        stockMask = deal.talonMask();
        auction = new PriorityAuction(0b111, game.rebidAfterHold, game.soloEndsAuction, (dealer + 1) % 3);
    }

    private HusarlnState(HusarlnState o) {
        super(o);
        System.arraycopy(o.hands, 0, hands, 0, 3);
        System.arraycopy(o.stock, 0, stock, 0, 6);
        stockMask = o.stockMask;
        System.arraycopy(o.won, 0, won, 0, 3);
        System.arraycopy(o.declared, 0, declared, 0, 3);
        auction = o.auction.copy();
        declarer = o.declarer;
        contract = o.contract;
        examining = o.examining;
        finalChoice = o.finalChoice;
        exposed = o.exposed;
        taken = o.taken;
        level = o.level;
        discards = o.discards;
        bonusTurn = o.bonusTurn;
        pagatHolder = o.pagatHolder;
        pagatTrick = o.pagatTrick;
    }

    @Override
    public State copy() {
        return new HusarlnState(this);
    }

    @Override
    public int currentSeat() {
        return switch (phase) {
            case AUCTION -> auction.currentSeat();
            case STOCK, DISCARD -> declarer;
            case DECLARATIONS -> (declarer + bonusTurn) % 3;
            case PLAY -> tricks.toPlay();
            default -> -1;
        };
    }

    @Override
    public int maxActions() {
        return 91; // C(14, 2) discards in Two Cards
    }

    // ---- the stock -----------------------------------------------------------------------------

    /** The cards of packet {@code j} (0-based) of the current contract. */
    long packet(int j) {
        int size = contract.packetSize();
        long m = 0;
        for (int i = j * size; i < (j + 1) * size; i++) {
            m |= 1L << stock[i];
        }
        return m;
    }

    /** The packet (0-based) whose cards are exactly {@code cards}, or -1. */
    int packetOf(long cards) {
        for (int j = 0; j < contract.packets(); j++) {
            if (packet(j) == cards) {
                return j;
            }
        }
        return -1;
    }

    // ---- discards (§5.2) -----------------------------------------------------------------------

    /** The declarer's cards that are neither trumps nor Kings: the set {@code A} of §5.2. */
    long plainCards() {
        return hands[declarer] & ~TRUMPS & ~KINGS;
    }

    /** The cards every legal discard must contain: all of {@code A} when it is too small, else none. */
    private long forcedDiscards() {
        long a = plainCards();
        return Long.bitCount(a) >= contract.packetSize() ? 0 : a;
    }

    /** The cards the free part of a discard is chosen from: {@code A}, or {@code T2}–{@code T20} when it is too small. */
    private long discardPool() {
        long a = plainCards();
        return Long.bitCount(a) >= contract.packetSize() ? a : hands[declarer] & PLAIN_TRUMPS;
    }

    private int discardChoices() {
        return contract.packetSize() - Long.bitCount(forcedDiscards());
    }

    // ---- play (§6) -----------------------------------------------------------------------------

    /** The cards the seat to play may play (§6.2). */
    long legalCards() {
        long hand = hands[tricks.toPlay()];
        if (tricks.inTrick() == 0) {
            return hand;
        }
        return HusarlnCards.legalCards(hand, tricks.led());
    }

    // ---- legal actions -------------------------------------------------------------------------

    @Override
    public int legalActions(int[] out) {
        switch (phase) {
            case AUCTION -> {
                return auction.legalActions(out, 0);
            }
            case STOCK -> {
                if (!finalChoice) {
                    out[0] = Action.REJECT_ACTION;
                    out[1] = Action.cardsOfMask(Action.TAKE, packet(examining));
                    return 2;
                }
                int n = contract.packets() - 1;
                for (int j = 0; j < n; j++) {
                    out[j] = Action.cardsOfMask(Action.TAKE, packet(j));
                }
                return n;
            }
            case DISCARD -> {
                long forced = forcedDiscards();
                if (discardChoices() == 2) {
                    return Combinations.listSmall(discardPool(), 2, Action.DISCARD, out, 0);
                }
                int n = 0;
                for (long m = discardPool(); m != 0; m &= m - 1) {
                    out[n++] = Action.cardsOfMask(Action.DISCARD, forced | Long.lowestOneBit(m));
                }
                return n;
            }
            case DECLARATIONS -> {
                int possible = Bonus.trueFor(hands[currentSeat()]);
                int n = 0;
                out[n++] = Action.PASS_ACTION;
                for (int m = 1; m <= possible; m++) {
                    if ((m & ~possible) == 0) {
                        out[n++] = Action.declare(m);
                    }
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
            case DISCARD -> Combinations.choose(Long.bitCount(discardPool()), discardChoices());
            case OVER -> 0;
            default -> legalActions(scratch);
        };
    }

    @Override
    public int legalAction(int k) {
        return switch (phase) {
            case PLAY -> Action.play(Cards.nthBit(legalCards(), k));
            case DISCARD -> discardAt(k);
            default -> {
                legalActions(scratch);
                yield scratch[k];
            }
        };
    }

    /** The {@code k}-th discard in the order of {@link #legalActions}, without listing them. */
    private int discardAt(int k) {
        long pool = discardPool();
        if (discardChoices() == 1) {
            return Action.cardsOfMask(Action.DISCARD, forcedDiscards() | 1L << Cards.nthBit(pool, k));
        }
        int r = k;
        int left = Long.bitCount(pool);
        for (long m = pool; ; m &= m - 1) {
            left--;
            if (r < left) {
                long first = Long.lowestOneBit(m);
                return Action.cardsOfMask(Action.DISCARD, first | 1L << Cards.nthBit(m & ~first, r));
            }
            r -= left;
        }
    }


    @Override
    protected Refusal checkAction(int action) {
        return HusarlnRefusals.check(this, action);
    }

    // ---- applying ------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there).
     * A card is drawn straight from the legal-card mask, with the same draw as the loop's, so the hand is the
     * same: card play is most of the hand, and going through the action lists costs it a phase switch and
     * the legal cards twice. A discard (at most C(14, 2) = 91 choices) is drawn by rank as there. One of the
     * deliberate copies, one per game.
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
            case STOCK -> {
                if (Action.kind(action) == Action.REJECT) {
                    exposed |= packet(examining);
                    examining++;
                    finalChoice = examining == contract.packets();
                } else {
                    take(Action.cardMask(action));
                }
            }
            case DISCARD -> {
                discards = Action.cardMask(action);
                hands[declarer] &= ~discards;
                phase = Phase.DECLARATIONS;
            }
            case DECLARATIONS -> {
                declared[currentSeat()] = Action.kind(action) == Action.DECLARE ? Action.arg(action) : 0;
                if (++bonusTurn == 3) {
                    pagatHolder = -1;
                    for (int s = 0; s < 3; s++) {
                        if ((hands[s] & 1L << PAGAT) != 0) {
                            pagatHolder = s;
                        }
                    }
                    phase = Phase.PLAY;
                }
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
        contract = Contract.LADDER.get(auction.contract());
        tricks.handLeadTo(declarer);
        phase = contract.talon() == Talon.PACKET ? Phase.STOCK : Phase.DECLARATIONS;
    }

    private void take(long cards) {
        level = finalChoice ? contract.packets() + packetOf(cards) + 1 : examining + 1;
        taken = cards;
        hands[declarer] |= cards;
        phase = Phase.DISCARD;
    }

    private void playCard(int card) {
        int seat = tricks.toPlay();
        hands[seat] &= ~(1L << card);
        if (card == PAGAT) {
            pagatTrick = tricks.completed();
        }
        boolean wins = tricks.inTrick() > 0 && HusarlnCards.beats(card, tricks.best());
        tricks.play(card, wins);
        if (tricks.inTrick() != 0) {
            return;
        }
        int t = tricks.completed() - 1;
        int winner = tricks.bestSeat();
        won[winner] |= 1L << tricks.card(t, 0) | 1L << tricks.card(t, 1) | 1L << tricks.card(t, 2);
        tricks.endTrick(winner);
        if (tricks.completed() == TRICKS) {
            phase = Phase.OVER;
        }
    }

    /** The stock cards the declarer did not take, which go to the defenders' pile (the whole stock in Solo). */
    long unusedStock() {
        return stockMask & ~taken;
    }

    // ---- results and views ---------------------------------------------------------------------

    @Override
    protected HandResult score() {
        return HusarlnResult.of(this);
    }

    HusarlnPosition position() {
        return new HusarlnPosition(contract, declarer, hands, discards, stockMask & ~taken, trickSoFar(),
                tricks.leader(), won[declarer], tricks.completed());
    }

    /** A discard stays hidden, and so does a take in the first pass, whose packet only the declarer saw. */
    @Override
    protected boolean hiddenFromOthers(int action) {
        int kind = Action.kind(action);
        return kind == Action.DISCARD || (kind == Action.TAKE && level <= contract.packets());
    }

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        long seen = exposed;
        if (over) {
            seen = stockMask;
        } else if (seat == declarer && contract != null) {
            seen |= taken;
            if (phase == Phase.STOCK && !finalChoice) {
                seen |= packet(examining);
            }
        }
        List<Card> exposedCards = new ArrayList<>();
        for (int c : stock) {
            if ((exposed & 1L << c) != 0) {
                exposedCards.add(PACK.card(c));
            }
        }
        int high = auction.contract();
        HusarlnPublic detail = new HusarlnPublic(high < 0 ? null : Contract.CODES.get(high),
                auction.isDone() ? declarer : -1, auction.isDone() ? contract : null, level, exposedCards,
                Cards.list(PACK, discards & TRUMPS), List.of(declared[0], declared[1], declared[2]));
        return seatView(seat, Cards.list(PACK, hands[seat]), Cards.list(PACK, seen),
                List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]), Long.bitCount(hands[2])), detail);
    }

    // ---- for the refusals and the result -------------------------------------------------------

    Husarln husarln() {
        return game;
    }

    TrickPlay tricks() {
        return tricks;
    }
}
