package org.tarock.engine.german;

import static org.tarock.engine.GermanCards.ACES;
import static org.tarock.engine.GermanCards.BEATERS;
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
import org.tarock.engine.TrickPlay;

/**
 * A German Tarok hand in progress: the phase flow and the legal actions. Hands are 36-bit card masks; card
 * play allocates nothing. The refusals are {@link GermanRefusals}', the result {@link GermanResult}'s.
 */
final class GermanState extends AbstractState<GermanTarok, GermanCarry> {
    static final Pack PACK = Pack.GERMAN_36;
    static final String SUIT_LETTERS = "EGHS";

    final long[] hands = new long[3];
    final long scat;
    final int[] points = new int[3];
    private final int[] scratch = new int[8];
    final PriorityAuction auction;
    int declarer = -1;
    Contract contract;
    int trump = -1;
    long discards;
    boolean announced;
    /** The legal discards when {@code ace-discard} restricts Aces; computed once, then shared by copies. */
    private int[] discardOptions;
    private int discardCount;
    /** The legal cards of the seat to play, valid while {@link #legalStamp} equals the number of moves. */
    private long legalCache;
    private int legalStamp = -1;

    GermanState(GermanTarok game, Deal deal, int dealer, GermanCarry carry) {
        super(game, deal, dealer, carry, Phase.AUCTION, new TrickPlay(11, (dealer + 1) % 3), new MoveLog(48));
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        scat = deal.talonMask();
        auction = new PriorityAuction(game.biddable, game.rebidAfterHold, false, (dealer + 1) % 3);
    }

    private GermanState(GermanState o) {
        super(o);
        System.arraycopy(o.hands, 0, hands, 0, 3);
        scat = o.scat;
        System.arraycopy(o.points, 0, points, 0, 3);
        auction = o.auction.copy();
        declarer = o.declarer;
        contract = o.contract;
        trump = o.trump;
        discards = o.discards;
        announced = o.announced;
        discardOptions = o.discardOptions;
        discardCount = o.discardCount;
    }

    @Override
    public State copy() {
        return new GermanState(this);
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
    long legalCards() {
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
    long forbiddenAces(long hand, long cards) {
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
                for (int m = contract.trump().nameable(); m != 0; m &= m - 1) {
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
            case TRUMP -> Integer.bitCount(contract.trump().nameable());
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

    @Override
    protected Refusal checkAction(int action) {
        return GermanRefusals.check(this, action);
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
                if (contract.trump().isNamed()) {
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

    /**
     * §4.3, read from the contract's row: the scat is picked up automatically for a Frage; a Solo with an
     * open trump names it at once.
     */
    private void endAuction() {
        declarer = auction.declarer();
        if (declarer < 0) {
            phase = Phase.OVER;
            return;
        }
        contract = game.era.ladder().get(auction.contract());
        trump = contract.trump().suit();
        if (contract.exchange()) {
            hands[declarer] |= scat;
            phase = Phase.DISCARD;
        } else if (contract.trump().isNamed()) {
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

    // ---- results and views ---------------------------------------------------------------------

    @Override
    protected HandResult score() {
        return GermanResult.of(this);
    }

    /** Whether the scat's or the discards' points count for the declarer (§7.1.1, {@code scat-points}). */
    boolean pileToDeclarer() {
        return contract.exchange() || game.scatToDeclarer;
    }

    GermanPosition position() {
        return new GermanPosition(contract, declarer, trump, hands, contract.exchange() ? discards : scat,
                pileToDeclarer(), trickSoFar(), tricks.leader(), points[declarer], tricks.tricksWon(declarer),
                tricks.completed());
    }

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        boolean seesScat = over || (seat == declarer && contract.exchange());
        int high = auction.contract();
        boolean afterAuction = auction.isDone() && declarer >= 0;
        GermanPublic detail = new GermanPublic(game.era, high < 0 ? null : game.era.codes().get(high),
                afterAuction ? declarer : -1, afterAuction ? contract : null,
                trump < 0 ? null : String.valueOf(SUIT_LETTERS.charAt(trump)),
                game.matschAnnouncement && afterAuction && (phase == Phase.PLAY || over) ? announced : null, carry);
        return seatView(seat, Cards.list(PACK, hands[seat]), seesScat ? Cards.list(PACK, scat) : List.of(),
                List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]), Long.bitCount(hands[2])), detail);
    }

    // ---- for the refusals and the result -------------------------------------------------------

    GermanTarok tarok() {
        return game;
    }

    GermanCarry germanCarry() {
        return carry;
    }

    TrickPlay tricks() {
        return tricks;
    }
}
