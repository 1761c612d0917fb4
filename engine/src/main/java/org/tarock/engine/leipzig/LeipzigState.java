package org.tarock.engine.leipzig;

import static org.tarock.engine.leipzig.TarotCards.FOOL;
import static org.tarock.engine.leipzig.TarotCards.FOOL_BIT;
import static org.tarock.engine.leipzig.TarotCards.PACK;
import static org.tarock.engine.leipzig.TarotCards.PAGAT;
import static org.tarock.engine.leipzig.TarotCards.SUIT;
import static org.tarock.engine.leipzig.TarotCards.TRUMPS;
import static org.tarock.engine.leipzig.TarotCards.VALUE;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Carry;
import org.tarock.engine.Combinations;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.Threes;
import org.tarock.engine.TrickPlay;

/**
 * A Leipzig Taroc hand in progress. Hands are two-long card masks (see {@link TarotCards}); card play
 * allocates nothing.
 */
final class LeipzigState implements State {
    /** The Kings, which may never be laid away (lo: clubs, diamonds, hearts; hi: spades). */
    private static final long KINGS_LO = 1L << TarotCards.king(0) | 1L << TarotCards.king(1) | 1L << TarotCards.king(2);
    private static final long KINGS_HI = 1L;
    private static final Set<String> ABSENT = Set.of("contract", "declarer", "side_points", "won", "carry_before",
            "carry_after");
    /** The fields a reader compares in an annulled deal's result; its other fields are placeholders. */
    private static final Set<String> ANNULLED_COMPARED = Set.of("settlement", "pot", "notes");
    private static final String[] SUIT_NAMES = {"clubs", "diamonds", "hearts", "spades"};

    private final LeipzigTaroc game;
    private final Deal deal;
    private final int dealer;
    private final long[] lo = new long[3];
    private final long[] hi = new long[3];
    private final long talonLo;
    private final long talonHi;
    /** Each seat's hand when play starts: the hand its declarations were judged on. */
    private final long[] declaredLo = new long[3];
    private final long[] declaredHi = new long[3];
    private final int[] roem = new int[3];
    /** The dealer's Skart, which counts for him (the piles of the tricks are gathered at the result). */
    private long skartLo;
    private long skartHi;
    /** The cards the dealer may lay away freely, in canonical order (with {@code subset}, the exception trumps too). */
    private final int[] skartPool = new int[28];
    private int skartPoolSize;
    private long exceptionLo;
    private final TrickPlay tricks;
    private final MoveLog log;
    private Phase phase;
    private int annulAsked;
    private boolean annulled;
    private int declTurn;
    private int pagatHolder = -1;
    private int pagatTrick;
    private int excuseOwner = -1;
    private int excuseTrick;
    private int excuseWinner = -1;
    private boolean excuseLost;
    private int dueToLead22 = -1;
    private boolean handover;
    /** Receives the {@code lo} part of {@link Play#legal}, which returns the {@code hi} part. */
    private final long[] legalOut = new long[1];
    private long legalLo;
    private long legalHi;
    private int legalFor = -1;
    private HandResult result;

    LeipzigState(LeipzigTaroc game, Deal deal, int dealer) {
        this.game = game;
        this.deal = deal;
        this.dealer = dealer;
        for (int s = 0; s < 3; s++) {
            lo[s] = deal.handMask(s);
            hi[s] = deal.handMaskHigh(s);
        }
        talonLo = deal.talonMask();
        talonHi = deal.talonMaskHigh();
        // the dealer takes the talon at once (§3.3): his dealt cards are all 28
        lo[dealer] |= talonLo;
        hi[dealer] |= talonHi;
        tricks = new TrickPlay(25, (dealer + 1) % 3);
        log = new MoveLog(82); // at most 3 annulment answers, the Skart, 3 declarations and 75 cards
        phase = Phase.ANNULMENT;
        annulAsked = -1;
        if (game.annulFewTrumps) {
            nextAnnulment();
        } else {
            startSkart();
        }
    }

    private LeipzigState(LeipzigState o) {
        game = o.game;
        deal = o.deal;
        dealer = o.dealer;
        System.arraycopy(o.lo, 0, lo, 0, 3);
        System.arraycopy(o.hi, 0, hi, 0, 3);
        talonLo = o.talonLo;
        talonHi = o.talonHi;
        System.arraycopy(o.declaredLo, 0, declaredLo, 0, 3);
        System.arraycopy(o.declaredHi, 0, declaredHi, 0, 3);
        System.arraycopy(o.roem, 0, roem, 0, 3);
        skartLo = o.skartLo;
        skartHi = o.skartHi;
        System.arraycopy(o.skartPool, 0, skartPool, 0, skartPool.length);
        skartPoolSize = o.skartPoolSize;
        exceptionLo = o.exceptionLo;
        tricks = o.tricks.copy();
        log = o.log.copy();
        phase = o.phase;
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
        result = o.result;
    }

    private static void addCard(long[] lo, long[] hi, int seat, int card) {
        if (card < 64) {
            lo[seat] |= 1L << card;
        } else {
            hi[seat] |= 1L << (card - 64);
        }
    }

    private static void addCard(long[] mask, int card) {
        if (card < 64) {
            mask[0] |= 1L << card;
        } else {
            mask[1] |= 1L << (card - 64);
        }
    }

    private void removeCard(int seat, int card) {
        if (card < 64) {
            lo[seat] &= ~(1L << card);
        } else {
            hi[seat] &= ~(1L << (card - 64));
        }
    }

    @Override
    public State copy() {
        return new LeipzigState(this);
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
        return Carry.NONE;
    }

    @Override
    public Phase phase() {
        return phase;
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
        long hl = lo[dealer];
        long trumps = hl & TRUMPS;
        exceptionLo = 0;
        if ((trumps & 1L << PAGAT) != 0) {
            if (Long.bitCount(trumps) == 3) {
                exceptionLo = trumps;
            } else if (Long.bitCount(trumps) == 2 && (hl & FOOL_BIT) != 0) {
                exceptionLo = trumps | FOOL_BIT;
            }
        }
        long freeLo = hl & ~TRUMPS & ~KINGS_LO;
        long freeHi = hi[dealer] & ~KINGS_HI;
        if (game.skartSubset) {
            freeLo |= exceptionLo & TRUMPS;
        }
        skartPoolSize = 0;
        for (long m = freeLo; m != 0; m &= m - 1) {
            skartPool[skartPoolSize++] = Long.numberOfTrailingZeros(m);
        }
        for (long m = freeHi; m != 0; m &= m - 1) {
            skartPool[skartPoolSize++] = 64 + Long.numberOfTrailingZeros(m);
        }
    }

    /** Under {@code all-three}, the exception set is one more Skart after the free ones. */
    private boolean exceptionSkartListed() {
        return !game.skartSubset && exceptionLo != 0;
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
    private void legalCards() {
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
                int n = 0;
                for (int i = 0; i < skartPoolSize; i++) {
                    for (int j = i + 1; j < skartPoolSize; j++) {
                        for (int k = j + 1; k < skartPoolSize; k++) {
                            out[n++] = discard(skartPool[i], skartPool[j], skartPool[k]);
                        }
                    }
                }
                if (exceptionSkartListed()) {
                    out[n++] = exceptionSkart();
                }
                return n;
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
            case DISCARD -> Combinations.choose(skartPoolSize, 3) + (exceptionSkartListed() ? 1 : 0);
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
            case DISCARD -> k < Combinations.choose(skartPoolSize, 3) ? unrankSkart(k) : exceptionSkart();
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

    private static int discard(int a, int b, int c) {
        return Action.DISCARD << 24 | 3 << 21 | a | b << 7 | c << 14;
    }

    private int exceptionSkart() {
        int a = Long.numberOfTrailingZeros(exceptionLo);
        long rest = exceptionLo & (exceptionLo - 1);
        int b = Long.numberOfTrailingZeros(rest);
        return discard(a, b, Long.numberOfTrailingZeros(rest & (rest - 1)));
    }

    /** The {@code rank}-th free Skart in the order of {@link #legalActions} (lexicographic in the pool). */
    private int unrankSkart(int rank) {
        int r = rank;
        int n = skartPoolSize;
        int i = 0;
        // the first card: skip those whose C(n - 1 - i, 2) triples come before the rank
        while (r >= (n - 1 - i) * (n - 2 - i) / 2) {
            r -= (n - 1 - i) * (n - 2 - i) / 2;
            i++;
        }
        int j = i + 1;
        while (r >= n - 1 - j) {
            r -= n - 1 - j;
            j++;
        }
        return discard(skartPool[i], skartPool[j], skartPool[j + 1 + r]);
    }

    // ---- checking --------------------------------------------------------------------------------

    @Override
    public Refusal check(int seat, int action) {
        if (phase == Phase.OVER) {
            return new Refusal(Reason.HAND_OVER, "the hand is over");
        }
        if (seat != currentSeat()) {
            return new Refusal(Reason.NOT_YOUR_TURN, "it is not your turn: seat " + currentSeat() + " is to act");
        }
        int kind = Action.kind(action);
        return switch (phase) {
            case ANNULMENT -> kind == Action.ANNUL || kind == Action.KEEP ? null
                    : new Refusal(Reason.WRONG_PHASE, "you hold at most two trumps: annul the deal or keep it first");
            case DISCARD -> kind == Action.DISCARD ? checkSkart(action)
                    : new Refusal(Reason.WRONG_PHASE, "lay away the Skart first (discard c1 c2 c3)");
            case DECLARATIONS -> switch (kind) {
                case Action.PASS -> null;
                case Action.DECLARE -> checkDeclaration(Action.arg(action));
                default -> new Refusal(Reason.WRONG_PHASE, "declare your Roem or pass first");
            };
            case PLAY -> kind == Action.PLAY ? checkPlay(Action.arg(action))
                    : new Refusal(Reason.WRONG_PHASE, "the cards are being played: play a card");
            default -> new Refusal(Reason.HAND_OVER, "the hand is over");
        };
    }

    private Refusal checkSkart(int action) {
        if (Action.cardCount(action) != 3) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "lay away exactly 3 cards, not " + Action.cardCount(action));
        }
        long[] m = new long[2];
        for (int i = 0; i < 3; i++) {
            int c = Action.cardAt(action, i);
            if (c >= PACK.size()) {
                return new Refusal(Reason.UNKNOWN_ACTION, "no card with index " + c);
            }
            addCard(m, c);
        }
        long missingLo = m[0] & ~lo[dealer];
        long missingHi = m[1] & ~hi[dealer];
        if ((missingLo | missingHi) != 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + TarotCards.codes(missingLo, missingHi));
        }
        long kingsLo = m[0] & KINGS_LO;
        long kingsHi = m[1] & KINGS_HI;
        if ((kingsLo | kingsHi) != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "a King may never be laid away: "
                    + TarotCards.codes(kingsLo, kingsHi));
        }
        long trumps = m[0] & TRUMPS;
        if (trumps == 0) {
            return null;
        }
        if (exceptionLo == 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "a trump may be laid away only with the Pagat and exactly "
                    + "two other trumps, or the Pagat, the Excuse and one other trump: you may not lay away "
                    + TarotCards.codes(trumps, 0));
        }
        if (game.skartSubset || (m[0] == exceptionLo && m[1] == 0)) {
            return null;
        }
        return new Refusal(Reason.DISCARD_NOT_ALLOWED, "under the Pagat exception the Skart must be exactly "
                + TarotCards.codes(exceptionLo, 0) + " if it holds a trump");
    }

    private Refusal checkDeclaration(int mask) {
        if (mask == 0 || mask >>> Roem.VALUES.length != 0) {
            return new Refusal(Reason.UNKNOWN_ACTION, "declare names one or more declarations");
        }
        int seat = currentSeat();
        int available = Roem.available(lo[seat], hi[seat]);
        for (Roem r : Roem.VALUES) {
            if ((mask & Roem.bit(r)) != 0 && (available & Roem.bit(r)) == 0) {
                return new Refusal(Reason.DECLARATION_NOT_ALLOWED, "you cannot declare " + r.token() + ": "
                        + requirement(r));
            }
        }
        if (!Roem.combinable(mask, game.anyCavalryExcludes)) {
            return new Refusal(Reason.DECLARATION_NOT_ALLOWED,
                    "a half Cavallerie may not be declared together with a Cavallerie");
        }
        return null;
    }

    private static String requirement(Roem r) {
        return switch (r) {
            case MATADORS -> "it needs T1, T21 and the Excuse";
            case TEN_TRUMPS -> "it needs at least 10 trumps";
            case KINGS -> "it needs all four Kings";
            case KINGS_EXCUSE -> "it needs exactly three Kings and the Excuse";
            default -> (Roem.bit(r) & Roem.HALF_CAVALRIES) != 0
                    ? "it needs exactly three of K, Q, C, J of " + SUIT_NAMES[r.suit()] + " and the Excuse"
                    : "it needs K, Q, C and J of " + SUIT_NAMES[r.suit()];
        };
    }

    private Refusal checkPlay(int card) {
        int seat = tricks.toPlay();
        if (card >= PACK.size() || !TarotCards.has(lo[seat], hi[seat], card)) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + (card < PACK.size() ? PACK.card(card) : card));
        }
        legalCards();
        if (TarotCards.has(legalLo, legalHi, card)) {
            return null;
        }
        if (legalLo == FOOL_BIT && legalHi == 0) {
            return new Refusal(Reason.MUST_PLAY_EXCUSE, tricks.completed() == 21
                    ? "the Excuse must be played in trick 22 at the latest: play FOOL"
                    : "you must trump and your only trump is the Excuse: play FOOL");
        }
        if (tricks.inTrick() == 0) {
            return new Refusal(Reason.EXCUSE_MAY_NOT_LEAD, "the Excuse may not lead a trick");
        }
        boolean trumpsLed = SUIT[tricks.led()] == Card.TRUMPS || SUIT[tricks.led()] == Card.EXCUSE;
        if (trumpsLed || (legalLo & ~FOOL_BIT & ~TRUMPS | legalHi) != 0) {
            return new Refusal(Reason.MUST_FOLLOW_SUIT, "you must follow suit: you hold "
                    + TarotCards.codes(legalLo & ~FOOL_BIT, legalHi));
        }
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must trump: you hold "
                + TarotCards.codes(legalLo & TRUMPS, 0));
    }

    // ---- applying --------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there).
     * A card is drawn straight from the legal cards, with the same draw as the loop's, so the hand is the
     * same: 75 card plays are most of the hand, and going through the action lists costs each a phase switch
     * and a check of the legal-card cache.
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
                    addCard(m, Action.cardAt(action, i));
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

    // ---- results ---------------------------------------------------------------------------------

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
            result = annulled ? annulledResult() : HandResult.lazy(this::scoreFields, ABSENT, Carry.NONE);
        }
        return result;
    }

    private HandResult annulledResult() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(0, 0, 0));
        f.put("settlement", HandResult.amounts(0, 0, 0));
        f.put("pot", 0L);
        f.put("notes", List.of("annulled"));
        f.put("declarations", List.of(List.of(), List.of(), List.of()));
        f.put("pagat", pagat(null, null, PagatEvent.NONE));
        f.put("excuse", excuse(null, null, null, null, false));
        List<Object> breakdown = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            breakdown.add(line(new Scoring.Line(0, 0, 0)));
        }
        f.put("breakdown", breakdown);
        return new HandResult(f, ANNULLED_COMPARED, ABSENT, Carry.NONE);
    }

    /** The fields of a played deal; built only when asked for (the deal is over, nothing changes). */
    private Map<String, Object> scoreFields() {
        long[] pl = new long[3];
        long[] ph = new long[3];
        gatherPiles(pl, ph);
        Set<String> notes = new LinkedHashSet<>();
        String exchange = null;
        if (excuseOwner >= 0 && !excuseLost) {
            if (tricks.tricksWon(excuseOwner) > 0) {
                int c = exchangeCard(pl[excuseOwner] & ~FOOL_BIT, ph[excuseOwner]);
                exchange = PACK.card(c).code();
                if (c < 64) {
                    pl[excuseOwner] &= ~(1L << c);
                } else {
                    ph[excuseOwner] &= ~(1L << (c - 64));
                }
                addCard(pl, ph, excuseWinner, c);
            } else {
                notes.add("excuse-no-exchange");
            }
        }
        if (excuseLost) {
            notes.add("excuse-lost");
        }
        if (handover) {
            notes.add("handover-22");
        }
        int[] points = new int[3];
        for (int s = 0; s < 3; s++) {
            points[s] = Threes.points(TarotCards.faceValues(pl[s], ph[s]), TarotCards.count(pl[s], ph[s]));
        }
        int[] paid = new int[3];
        List<Object> declarations = new ArrayList<>(3);
        for (int s = 0; s < 3; s++) {
            if (roem[s] == 0) {
                declarations.add(List.of());
                continue;
            }
            List<Object> mine = new ArrayList<>(Integer.bitCount(roem[s]));
            for (int m = roem[s]; m != 0; m &= m - 1) {
                Roem r = Roem.VALUES[Integer.numberOfTrailingZeros(m)];
                int v = r.value(game, declaredLo[s]);
                boolean isPaid = Scoring.paid(r, game.trumpsConditional, points[s]);
                if (isPaid) {
                    paid[s] += v;
                }
                Map<String, Object> d = new LinkedHashMap<>(4);
                d.put("kind", r.token());
                d.put("value", (long) v);
                d.put("paid", isPaid);
                mine.add(d);
            }
            declarations.add(mine);
        }
        PagatEvent event = pagatHolder < 0 ? PagatEvent.SKART
                : PagatEvent.of(pagatTrick, tricks.winner(pagatTrick - 1) == pagatHolder);
        switch (event) {
            case LOST -> notes.add("pagat-lost");
            case LOST_LAST -> notes.add("pagat-lost-last");
            case ULTIMO -> notes.add("pagat-ultimo");
            default -> {
            }
        }
        Scoring.Line[] lines = Scoring.settle(points, paid, pagatHolder, event);
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(points[0], points[1], points[2]));
        f.put("settlement", HandResult.amounts(lines[0].total(), lines[1].total(), lines[2].total()));
        f.put("pot", 0L);
        f.put("notes", List.copyOf(notes));
        f.put("declarations", declarations);
        f.put("pagat", pagatHolder < 0 ? pagat(null, null, event) : pagat((long) pagatHolder, (long) pagatTrick, event));
        f.put("excuse", excuseOwner < 0 ? excuse(null, null, null, null, false)
                : excuse((long) excuseOwner, (long) excuseTrick, (long) excuseWinner, exchange, excuseLost));
        List<Object> breakdown = new ArrayList<>(3);
        for (Scoring.Line l : lines) {
            breakdown.add(line(l));
        }
        f.put("breakdown", breakdown);
        return f;
    }

    /** Each seat's pile before the Excuse's exchange: the Skart for the dealer and the cards of the tricks won. */
    private void gatherPiles(long[] pl, long[] ph) {
        pl[dealer] |= skartLo;
        ph[dealer] |= skartHi;
        for (int t = 0; t < tricks.completed(); t++) {
            int winner = tricks.winner(t);
            for (int i = 0; i < 3; i++) {
                int c = tricks.card(t, i);
                // §6.5: the Excuse goes back to its player, unless it was lost in tricks 23–25
                addCard(pl, ph, c == FOOL && !excuseLost ? excuseOwner : winner, c);
            }
        }
    }

    /** §7.2.1: an empty card if the pile has one, else one of its lowest value; the first in canonical order. */
    static int exchangeCard(long pileLo, long pileHi) {
        int best = -1;
        for (long m = pileLo; m != 0; m &= m - 1) {
            int c = Long.numberOfTrailingZeros(m);
            if (best < 0 || VALUE[c] < VALUE[best]) {
                best = c;
            }
        }
        for (long m = pileHi; m != 0; m &= m - 1) {
            int c = 64 + Long.numberOfTrailingZeros(m);
            if (best < 0 || VALUE[c] < VALUE[best]) {
                best = c;
            }
        }
        return best;
    }

    private static Map<String, Object> pagat(Long holder, Long trick, PagatEvent event) {
        Map<String, Object> m = new LinkedHashMap<>(4);
        m.put("holder", holder);
        m.put("trick", trick);
        m.put("event", event.word());
        return m;
    }

    private static Map<String, Object> excuse(Long owner, Long trick, Long winner, String exchange, boolean lost) {
        Map<String, Object> m = new LinkedHashMap<>(8);
        m.put("owner", owner);
        m.put("trick", trick);
        m.put("winner", winner);
        m.put("exchange", exchange);
        m.put("lost", lost);
        return m;
    }

    private static Map<String, Object> line(Scoring.Line l) {
        Map<String, Object> m = new LinkedHashMap<>(4);
        m.put("cards", (long) l.cards());
        m.put("declarations", (long) l.declarations());
        m.put("pagat", (long) l.pagat());
        return m;
    }

    // ---- views -----------------------------------------------------------------------------------

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        List<Move> history = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            int a = log.action(i);
            boolean hidden = Action.kind(a) == Action.DISCARD && seat != log.seat(i) && !over;
            history.add(new Move(log.seat(i), hidden ? Action.HIDDEN : a));
        }
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
        return new SeatView(game.id(), seat, dealer, phase, currentSeat(), TarotCards.list(lo[seat], hi[seat]),
                seat == dealer || over ? TarotCards.list(talonLo, talonHi) : List.of(),
                List.of(TarotCards.count(lo[0], hi[0]), TarotCards.count(lo[1], hi[1]), TarotCards.count(lo[2], hi[2])),
                history, tricks.tricks(PACK), seat == currentSeat() ? legalActionList() : List.of(),
                new LeipzigPublic(declared, handover));
    }

    @Override
    public String toString() {
        return game.id().id() + " " + phase + " seat " + currentSeat() + " " + log.list();
    }
}
