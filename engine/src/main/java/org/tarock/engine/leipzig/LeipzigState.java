package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL;
import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.PAGAT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.AbstractState;
import org.tarock.engine.Action;
import org.tarock.engine.Carry;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.HandResult;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Phase;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TrickPlay;

/**
 * A Leipzig Taroc hand in progress: the phase flow and the legal actions. Hands are two-long card masks (see
 * {@link TarotCards}); card play allocates nothing. The Skarts are {@link Skart}'s, the refusals
 * {@link LeipzigRefusals}', the result {@link LeipzigResult}'s.
 */
final class LeipzigState extends AbstractState<LeipzigTaroc, Carry> {
    final long[] lo = new long[3];
    final long[] hi = new long[3];
    private final long talonLo;
    private final long talonHi;
    /** Each seat's hand when play starts: the hand its declarations were judged on. */
    final long[] declaredLo = new long[3];
    private final long[] declaredHi = new long[3];
    final int[] roem = new int[3];
    /** The dealer's Skart, which counts for him (the piles of the tricks are gathered at the result). */
    long skartLo;
    long skartHi;
    /** What the dealer may lay away, once the Skart phase has started. */
    Skart skart;
    private int annulAsked;
    boolean annulled;
    private int declTurn;
    int pagatHolder = -1;
    int pagatTrick;
    int excuseOwner = -1;
    int excuseTrick;
    int excuseWinner = -1;
    boolean excuseLost;
    private int dueToLead22 = -1;
    boolean handover;
    /** Receives the {@code lo} part of {@link Play#legal}, which returns the {@code hi} part. */
    private final long[] legalOut = new long[1];
    long legalLo;
    long legalHi;
    private int legalFor = -1;

    LeipzigState(LeipzigTaroc game, Deal deal, int dealer) {
        super(game, deal, dealer, Carry.NONE, Phase.ANNULMENT, new TrickPlay(25, (dealer + 1) % 3),
                new MoveLog(82)); // at most 3 annulment answers, the Skart, 3 declarations and 75 cards
        for (int s = 0; s < 3; s++) {
            lo[s] = deal.handMask(s);
            hi[s] = deal.handMaskHigh(s);
        }
        talonLo = deal.talonMask();
        talonHi = deal.talonMaskHigh();
        // the dealer takes the talon at once (§3.3): his dealt cards are all 28
        lo[dealer] |= talonLo;
        hi[dealer] |= talonHi;
        annulAsked = -1;
        if (game.annulFewTrumps) {
            nextAnnulment();
        } else {
            startSkart();
        }
    }

    private LeipzigState(LeipzigState o) {
        super(o);
        System.arraycopy(o.lo, 0, lo, 0, 3);
        System.arraycopy(o.hi, 0, hi, 0, 3);
        talonLo = o.talonLo;
        talonHi = o.talonHi;
        System.arraycopy(o.declaredLo, 0, declaredLo, 0, 3);
        System.arraycopy(o.declaredHi, 0, declaredHi, 0, 3);
        System.arraycopy(o.roem, 0, roem, 0, 3);
        skartLo = o.skartLo;
        skartHi = o.skartHi;
        skart = o.skart;
        annulAsked = o.annulAsked;
        annulled = o.annulled;
        declTurn = o.declTurn;
        pagatHolder = o.pagatHolder;
        pagatTrick = o.pagatTrick;
        excuseOwner = o.excuseOwner;
        excuseTrick = o.excuseTrick;
        excuseWinner = o.excuseWinner;
        excuseLost = o.excuseLost;
        dueToLead22 = o.dueToLead22;
        handover = o.handover;
    }

    @Override
    public State copy() {
        return new LeipzigState(this);
    }

    private void removeCard(int seat, int card) {
        if (card < 64) {
            lo[seat] &= ~(1L << card);
        } else {
            hi[seat] &= ~(1L << (card - 64));
        }
    }

    @Override
    public int currentSeat() {
        return switch (phase) {
            case ANNULMENT -> (dealer + 1 + annulAsked) % 3;
            case DISCARD -> dealer;
            case DECLARATIONS -> (dealer + declTurn) % 3;
            case PLAY -> tricks.toPlay();
            default -> -1;
        };
    }

    @Override
    public int maxActions() {
        return 3276; // C(28, 3) Skarts
    }

    // ---- phases ----------------------------------------------------------------------------------

    /** §4: a player qualifies to annul with at most two trumps among his dealt cards (the dealer's 28). */
    private boolean mayAnnul(int seat) {
        return Long.bitCount(lo[seat] & TRUMPS) <= 2;
    }

    /** Asks the next qualifying player in the order forehand, middlehand, dealer; else on to the Skart. */
    private void nextAnnulment() {
        for (annulAsked++; annulAsked < 3; annulAsked++) {
            if (mayAnnul((dealer + 1 + annulAsked) % 3)) {
                return;
            }
        }
        startSkart();
    }

    /** §5.1: what the dealer may lay away. */
    private void startSkart() {
        phase = Phase.DISCARD;
        skart = Skart.of(game, lo[dealer], hi[dealer]);
    }

    private void startPlay() {
        phase = Phase.PLAY;
        for (int s = 0; s < 3; s++) {
            declaredLo[s] = lo[s];
            declaredHi[s] = hi[s];
            if ((lo[s] & 1L << PAGAT) != 0) {
                pagatHolder = s;
            }
        }
    }

    // ---- legal actions ---------------------------------------------------------------------------

    /** Computes the legal cards of the seat to play into {@code legalLo}, {@code legalHi} (cached per move). */
    void legalCards() {
        if (legalFor == log.size()) {
            return;
        }
        legalFor = log.size();
        int p = tricks.toPlay();
        legalHi = Play.legal(game, lo[p], hi[p], tricks.completed() + 1, tricks.inTrick() == 0 ? -1 : tricks.led(),
                p == dueToLead22, legalOut);
        legalLo = legalOut[0];
    }

    /** The tokens the seat to declare may declare. */
    private int availableRoem() {
        int seat = currentSeat();
        return Roem.available(lo[seat], hi[seat]);
    }

    /** The next declarable token set after {@code mask} (ascending), or 0 when there is none. */
    private int nextDeclaration(int available, int mask) {
        int m = mask;
        do {
            m = ((m | ~available) + 1) & available;
        } while (m != 0 && !Roem.combinable(m, game.anyCavalryExcludes));
        return m;
    }

    @Override
    public int legalActions(int[] out) {
        switch (phase) {
            case ANNULMENT -> {
                out[0] = Action.ANNUL_ACTION;
                out[1] = Action.KEEP_ACTION;
                return 2;
            }
            case DISCARD -> {
                return skart.list(out);
            }
            case DECLARATIONS -> {
                int n = 0;
                out[n++] = Action.PASS_ACTION;
                int available = availableRoem();
                for (int m = nextDeclaration(available, 0); m != 0; m = nextDeclaration(available, m)) {
                    out[n++] = Action.declare(m);
                }
                return n;
            }
            case PLAY -> {
                legalCards();
                int n = 0;
                for (long m = legalLo; m != 0; m &= m - 1) {
                    out[n++] = Action.play(Long.numberOfTrailingZeros(m));
                }
                for (long m = legalHi; m != 0; m &= m - 1) {
                    out[n++] = Action.play(64 + Long.numberOfTrailingZeros(m));
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
            case ANNULMENT -> 2;
            case DISCARD -> skart.count();
            case DECLARATIONS -> {
                int n = 1;
                int available = availableRoem();
                for (int m = nextDeclaration(available, 0); m != 0; m = nextDeclaration(available, m)) {
                    n++;
                }
                yield n;
            }
            case PLAY -> {
                legalCards();
                yield Long.bitCount(legalLo) + Long.bitCount(legalHi);
            }
            default -> 0;
        };
    }

    @Override
    public int legalAction(int k) {
        return switch (phase) {
            case ANNULMENT -> k == 0 ? Action.ANNUL_ACTION : Action.KEEP_ACTION;
            case DISCARD -> skart.at(k);
            case DECLARATIONS -> {
                if (k == 0) {
                    yield Action.PASS_ACTION;
                }
                int available = availableRoem();
                int m = nextDeclaration(available, 0);
                for (int i = 1; i < k; i++) {
                    m = nextDeclaration(available, m);
                }
                yield Action.declare(m);
            }
            case PLAY -> {
                legalCards();
                yield Action.play(TarotCards.nth(legalLo, legalHi, k));
            }
            default -> throw new IllegalStateException("the hand is over");
        };
    }


    @Override
    protected Refusal checkAction(int action) {
        return LeipzigRefusals.check(this, action);
    }

    // ---- applying --------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there).
     * A card is drawn straight from the legal cards, with the same draw as the loop's, so the hand is the
     * same: 75 card plays are most of the hand, and going through the action lists costs each a phase switch
     * and a check of the legal-card cache. One of the deliberate copies, one per game.
     */
    @Override
    public void playOutRandomly(DealRandom random) {
        while (phase != Phase.OVER) {
            if (phase == Phase.PLAY) {
                int p = tricks.toPlay();
                long legalHigh = Play.legal(game, lo[p], hi[p], tricks.completed() + 1,
                        tricks.inTrick() == 0 ? -1 : tricks.led(), p == dueToLead22, legalOut);
                long legalLow = legalOut[0];
                int card = TarotCards.nth(legalLow, legalHigh,
                        random.nextInt(Long.bitCount(legalLow) + Long.bitCount(legalHigh)));
                log.add(p, Action.play(card));
                playCard(card);
            } else {
                applyTrusted(legalAction(random.nextInt(legalActionCount())));
            }
        }
    }

    @Override
    public void applyTrusted(int action) {
        log.add(currentSeat(), action);
        switch (phase) {
            case ANNULMENT -> {
                if (Action.kind(action) == Action.ANNUL) {
                    annulled = true;
                    phase = Phase.OVER;
                } else {
                    nextAnnulment();
                }
            }
            case DISCARD -> {
                long[] m = {0, 0};
                for (int i = 0; i < 3; i++) {
                    TarotCards.add(m, Action.cardAt(action, i));
                }
                skartLo = m[0];
                skartHi = m[1];
                lo[dealer] &= ~skartLo;
                hi[dealer] &= ~skartHi;
                phase = Phase.DECLARATIONS;
            }
            case DECLARATIONS -> {
                if (Action.kind(action) == Action.DECLARE) {
                    roem[currentSeat()] = Action.arg(action);
                }
                if (++declTurn == 3) {
                    startPlay();
                }
            }
            case PLAY -> playCard(Action.arg(action));
            default -> throw new IllegalStateException("the hand is over");
        }
    }

    private void playCard(int card) {
        int seat = tricks.toPlay();
        removeCard(seat, card);
        if (card == FOOL) {
            excuseOwner = seat;
            excuseTrick = tricks.completed() + 1;
        } else if (card == PAGAT) {
            pagatTrick = tricks.completed() + 1;
        }
        tricks.play(card, tricks.inTrick() > 0 && Play.winsSoFar(card, tricks.best()));
        if (tricks.inTrick() != 0) {
            return;
        }
        int trick = tricks.completed();
        int winner = tricks.bestSeat();
        if (excuseTrick == trick) {
            excuseWinner = winner;
            excuseLost = LeipzigTaroc.excuseLostIn(trick);
        }
        tricks.endTrick(winner);
        if (trick == 21) {
            dueToLead22 = winner;
            if (game.handsOverTrick22((lo[winner] & FOOL_BIT) != 0)) {
                tricks.handLeadTo((winner + 1) % 3);
                handover = true;
            }
        } else if (trick == 25) {
            phase = Phase.OVER;
        }
    }

    // ---- results and views -----------------------------------------------------------------------

    @Override
    protected HandResult score() {
        return LeipzigResult.of(this);
    }

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        List<List<LeipzigPublic.Declared>> declared = new ArrayList<>(3);
        for (int s = 0; s < 3; s++) {
            List<LeipzigPublic.Declared> mine = new ArrayList<>();
            long dl = phase == Phase.PLAY || over ? declaredLo[s] : lo[s];
            long dh = phase == Phase.PLAY || over ? declaredHi[s] : hi[s];
            for (Roem r : Roem.VALUES) {
                if ((roem[s] & Roem.bit(r)) != 0) {
                    long[] cards = r.cards(game, dl, dh);
                    mine.add(new LeipzigPublic.Declared(r.token(), r.value(game, dl),
                            game.showDeclarations ? TarotCards.list(cards[0], cards[1]) : List.of()));
                }
            }
            declared.add(mine);
        }
        return seatView(seat, TarotCards.list(lo[seat], hi[seat]),
                seat == dealer || over ? TarotCards.list(talonLo, talonHi) : List.of(),
                List.of(TarotCards.count(lo[0], hi[0]), TarotCards.count(lo[1], hi[1]), TarotCards.count(lo[2], hi[2])),
                new LeipzigPublic(declared, handover));
    }

    // ---- for the refusals and the result -------------------------------------------------------

    LeipzigTaroc taroc() {
        return game;
    }

    TrickPlay tricks() {
        return tricks;
    }
}
