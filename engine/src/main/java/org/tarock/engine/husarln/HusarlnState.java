package org.tarock.engine.husarln;

import static org.tarock.engine.husarln.HusarlnCards.KINGS;
import static org.tarock.engine.husarln.HusarlnCards.PACK;
import static org.tarock.engine.husarln.HusarlnCards.PAGAT;
import static org.tarock.engine.husarln.HusarlnCards.PLAIN_TRUMPS;
import static org.tarock.engine.husarln.HusarlnCards.TRUMPS;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.Cards;
import org.tarock.engine.Carry;
import org.tarock.engine.Combinations;
import org.tarock.engine.Deal;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Move;
import org.tarock.engine.MoveLog;
import org.tarock.engine.Phase;
import org.tarock.engine.PriorityAuction;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.TrickPlay;

/** A Husarln hand in progress. Hands are card masks; card play allocates nothing. */
final class HusarlnState implements State {
    private static final int TRICKS = 12;
    private static final int LAST_TRICK = TRICKS - 1;
    private static final Set<String> THROWN_IN_COMPARED = Set.of("contract", "settlement", "pot", "notes");
    private static final Set<String> ABSENT = Set.of("carry_before", "carry_after");
    /** Every thrown-in hand has the same result, and results are immutable. */
    private static final HandResult THROWN_IN = thrownIn();

    private final Husarln game;
    private final Deal deal;
    private final int dealer;
    private final long[] hands = new long[3];
    /** The stock in dealt order (stock card 1 first). */
    private final int[] stock = new int[6];
    private final long stockMask;
    /** Cards of the tricks each seat has won. */
    private final long[] won = new long[3];
    /** Per seat the declared token mask, -1 before the seat has spoken in the bonuses phase. */
    private final int[] declared = {-1, -1, -1};
    private final int[] scratch = new int[8];
    private final PriorityAuction auction;
    private final TrickPlay tricks;
    private final MoveLog log;
    private Phase phase = Phase.AUCTION;
    private int declarer = -1;
    private Contract contract;
    /** The packet under examination in the first pass (0-based). */
    private int examining;
    /** Whether every packet has been rejected and the declarer must take one of the face-up packets. */
    private boolean finalChoice;
    private long exposed;
    private long taken;
    private int level;
    private long discards;
    private int bonusTurn;
    /** Who holds the Pagat when play starts, -1 when it lies in the unused stock. */
    private int pagatHolder = -1;
    /** The trick (0-based) in which the Pagat was played, -1 before. */
    private int pagatTrick = -1;
    private HandResult result;

    HusarlnState(Husarln game, Deal deal, int dealer) {
        this.game = game;
        this.deal = deal;
        this.dealer = dealer;
        for (int s = 0; s < 3; s++) {
            hands[s] = deal.handMask(s);
        }
        for (int i = 0; i < 6; i++) {
            stock[i] = deal.talonCard(i);
        }
        stockMask = deal.talonMask();
        int forehand = (dealer + 1) % 3;
        auction = new PriorityAuction(0b111, game.rebidAfterHold, game.soloEndsAuction, forehand);
        tricks = new TrickPlay(TRICKS, forehand);
        log = new MoveLog(56);
    }

    private HusarlnState(HusarlnState o) {
        game = o.game;
        deal = o.deal;
        dealer = o.dealer;
        System.arraycopy(o.hands, 0, hands, 0, 3);
        System.arraycopy(o.stock, 0, stock, 0, 6);
        stockMask = o.stockMask;
        System.arraycopy(o.won, 0, won, 0, 3);
        System.arraycopy(o.declared, 0, declared, 0, 3);
        auction = o.auction.copy();
        tricks = o.tricks.copy();
        log = o.log.copy();
        phase = o.phase;
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
        result = o.result;
    }

    @Override
    public State copy() {
        return new HusarlnState(this);
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
    private long packet(int j) {
        int size = contract.packetSize();
        long m = 0;
        for (int i = j * size; i < (j + 1) * size; i++) {
            m |= 1L << stock[i];
        }
        return m;
    }

    /** The packet (0-based) whose cards are exactly {@code cards}, or -1. */
    private int packetOf(long cards) {
        for (int j = 0; j < contract.packets(); j++) {
            if (packet(j) == cards) {
                return j;
            }
        }
        return -1;
    }

    // ---- discards (§5.2) -----------------------------------------------------------------------

    /** The declarer's cards that are neither trumps nor Kings: the set {@code A} of §5.2. */
    private long plainCards() {
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

    // ---- bonuses (§5.3) ------------------------------------------------------------------------

    /** The tokens whose claims are true for {@code seat}'s hand now. */
    private int trueBonuses(int seat) {
        long hand = hands[seat];
        int tokens = switch (Long.bitCount(hand & TRUMPS)) {
            case 10 -> Bonus.TRUMPS_10.bit();
            case 11 -> Bonus.TRUMPS_11.bit();
            case 12 -> Bonus.TRUMPS_12.bit();
            default -> 0;
        };
        if ((hand & HusarlnCards.HONOURS) == HusarlnCards.HONOURS) {
            tokens |= Bonus.HONOURS.bit();
        }
        if ((hand & 1L << PAGAT) != 0) {
            tokens |= Bonus.ULTIMO.bit();
        }
        return tokens;
    }

    // ---- play (§6) -----------------------------------------------------------------------------

    /** The cards the seat to play may play (§6.2). */
    private long legalCards() {
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
                int possible = trueBonuses(currentSeat());
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
        return switch (phase) {
            case AUCTION -> auction.check(action, Contract.CODES);
            case STOCK -> checkStock(action);
            case DISCARD -> kind == Action.DISCARD ? checkDiscard(action)
                    : new Refusal(Reason.WRONG_PHASE, "lay away " + cardsWord(contract.packetSize()) + " first ("
                    + (contract.packetSize() == 2 ? "discard c1 c2" : "discard c1") + ")");
            case DECLARATIONS -> kind == Action.PASS ? null : kind == Action.DECLARE ? checkDeclare(Action.arg(action))
                    : new Refusal(Reason.WRONG_PHASE, "the bonuses are being declared: pass or declare");
            case PLAY -> kind == Action.PLAY ? checkPlay(Action.arg(action))
                    : new Refusal(Reason.WRONG_PHASE, "the cards are being played: play a card");
            default -> new Refusal(Reason.HAND_OVER, "the hand is over");
        };
    }

    private static String cardsWord(int n) {
        return n == 1 ? "1 card" : n + " cards";
    }

    private Refusal checkStock(int action) {
        int kind = Action.kind(action);
        if (kind == Action.REJECT) {
            return finalChoice ? new Refusal(Reason.WRONG_PHASE,
                    "every packet has been turned up: you must take one of " + packetList()) : null;
        }
        if (kind != Action.TAKE) {
            return new Refusal(Reason.WRONG_PHASE, finalChoice ? "take one of " + packetList() + " first"
                    : "take or reject the stock packet " + Cards.codes(PACK, packet(examining)) + " first");
        }
        if (Action.cardCount(action) != contract.packetSize()) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "in " + contract.code() + " you take "
                    + cardsWord(contract.packetSize()) + ", not " + Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        if (!finalChoice) {
            return cards == packet(examining) ? null : new Refusal(Reason.TAKE_NOT_ALLOWED,
                    "you are examining " + Cards.codes(PACK, packet(examining)) + ": take it or reject it");
        }
        int j = packetOf(cards);
        if (j >= 0 && j < contract.packets() - 1) {
            return null;
        }
        return new Refusal(Reason.TAKE_NOT_ALLOWED, j >= 0
                ? "you rejected the last packet " + Cards.codes(PACK, cards) + ": take one of " + packetList()
                : Cards.codes(PACK, cards) + " is not a packet you may take: take one of " + packetList());
    }

    /** The packets of the final choice, for messages. */
    private String packetList() {
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < contract.packets() - 1; j++) {
            sb.append(j == 0 ? "" : j == contract.packets() - 2 ? " or " : ", ").append(Cards.codes(PACK, packet(j)));
        }
        return sb.toString();
    }

    private Refusal checkDiscard(int action) {
        int d = contract.packetSize();
        if (Action.cardCount(action) != d) {
            return new Refusal(Reason.WRONG_CARD_COUNT, "lay away exactly " + cardsWord(d) + ", not "
                    + Action.cardCount(action));
        }
        long cards = Action.cardMask(action);
        long missing = cards & ~hands[declarer];
        if (missing != 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + Cards.codes(PACK, missing));
        }
        long never = cards & (HusarlnCards.HONOURS | KINGS);
        if (never != 0) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "honours and Kings may never be laid away: "
                    + Cards.codes(PACK, never));
        }
        long trumps = cards & TRUMPS;
        if (trumps != 0 && Long.bitCount(cards & plainCards()) < Math.min(d, Long.bitCount(plainCards()))) {
            return new Refusal(Reason.DISCARD_NOT_ALLOWED, "you may lay away a trump only when you have too few cards "
                    + "that are neither trumps nor Kings, and then all of them: you hold " + Cards.codes(PACK, plainCards()));
        }
        return null;
    }

    private Refusal checkDeclare(int tokens) {
        if (tokens == 0 || tokens >= 1 << Bonus.values().length) {
            return new Refusal(Reason.UNKNOWN_ACTION, "declare one or more of " + String.join(", ", Bonus.CODES));
        }
        if (Integer.bitCount(tokens & Bonus.TRUMPS_N) > 1) {
            return new Refusal(Reason.DECLARATION_NOT_ALLOWED,
                    "declare at most one of trumps-10, trumps-11 and trumps-12");
        }
        int seat = currentSeat();
        int untrue = tokens & ~trueBonuses(seat);
        if (untrue == 0) {
            return null;
        }
        Bonus b = Bonus.values()[Integer.numberOfTrailingZeros(untrue)];
        long hand = hands[seat];
        String why = switch (b) {
            case TRUMPS_10, TRUMPS_11, TRUMPS_12 -> "you hold " + Long.bitCount(hand & TRUMPS) + " trumps, not "
                    + (10 + b.ordinal());
            case HONOURS -> "you do not hold " + Cards.codes(PACK, HusarlnCards.HONOURS & ~hand);
            case ULTIMO -> "only the holder of the Pagat (T1) may announce ultimo";
        };
        return new Refusal(Reason.DECLARATION_NOT_ALLOWED, "you cannot declare " + b.code() + ": " + why);
    }

    private Refusal checkPlay(int card) {
        long hand = hands[tricks.toPlay()];
        long bit = 1L << card;
        if (card >= PACK.size() || (hand & bit) == 0) {
            return new Refusal(Reason.CARD_NOT_HELD, "you do not hold " + (card < PACK.size() ? PACK.card(card) : card));
        }
        if ((legalCards() & bit) != 0) {
            return null;
        }
        int led = tricks.led();
        long follow = hand & HusarlnCards.followers(led);
        if (follow != 0) {
            return new Refusal(Reason.MUST_FOLLOW_SUIT, (HusarlnCards.isTrump(led) ? "trumps were led" : "you must follow suit")
                    + ": you hold " + Cards.codes(PACK, follow));
        }
        return new Refusal(Reason.MUST_TRUMP, "you cannot follow suit, so you must play a trump: you hold "
                + Cards.codes(PACK, hand & TRUMPS));
    }

    // ---- applying ------------------------------------------------------------------------------

    /**
     * The loop of {@link State#playOutRandomly}, copied here so that its calls are monomorphic (see there).
     * A card is drawn straight from the legal-card mask, with the same draw as the loop's, so the hand is the
     * same: card play is most of the hand, and going through the action lists costs it a phase switch and
     * the legal cards twice. A discard (at most C(14, 2) = 91 choices) is drawn by rank as there.
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
        phase = contract == Contract.SOLO ? Phase.DECLARATIONS : Phase.STOCK;
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
            result = declarer < 0 ? THROWN_IN : HandResult.lazy(this::scoreFields, ABSENT, Carry.NONE);
        }
        return result;
    }

    private static HandResult thrownIn() {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("contract", "none");
        f.put("declarer", null);
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(0, 0, 0));
        f.put("side_points", sidePoints(0, 0));
        f.put("won", false);
        f.put("settlement", HandResult.amounts(0, 0, 0));
        f.put("pot", 0L);
        f.put("notes", List.of("thrown-in"));
        f.put("level", 0L);
        f.put("game_value", 0L);
        f.put("margin", 0L);
        f.put("bonuses", List.of());
        f.put("exposed", List.of());
        return new HandResult(f, THROWN_IN_COMPARED, ABSENT, Carry.NONE);
    }

    private static Map<String, Object> sidePoints(long declarerPoints, long defenderPoints) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("declarer", declarerPoints);
        m.put("defenders", defenderPoints);
        return m;
    }

    /** The fields of a played hand; built only when asked for (the hand is over, nothing changes). */
    private Map<String, Object> scoreFields() {
        int p = HusarlnCards.points(won[declarer] | discards);
        long defendersPile = unusedStock();
        long[] cardPoints = new long[3];
        for (int s = 0; s < 3; s++) {
            cardPoints[s] = s == declarer ? p : HusarlnCards.points(won[s]);
            if (s != declarer) {
                defendersPile |= won[s];
            }
        }
        boolean pagatInLast = pagatTrick == LAST_TRICK;
        boolean pagatWinsLast = pagatInLast && tricks.winner(LAST_TRICK) == pagatHolder;
        long[] bonusResults = new long[3];
        List<Object> bonuses = new ArrayList<>(2);
        String note = null;
        for (int s = 0; s < 3; s++) {
            for (Bonus b : Bonus.values()) {
                if ((declared[s] & b.bit()) != 0) {
                    long v = HusarlnScoring.declaredBonus(b, pagatWinsLast, contract);
                    bonusResults[s] += v;
                    bonuses.add(bonus(s, b.code(), v));
                }
            }
        }
        if (pagatHolder >= 0) {
            if ((declared[pagatHolder] & Bonus.ULTIMO.bit()) != 0) {
                note = pagatWinsLast ? "ultimo" : "ultimo-failed";
            } else {
                long v = HusarlnScoring.silentPagat(pagatInLast, pagatWinsLast, game.silentUltimoLoss, contract);
                if (v != 0) {
                    bonusResults[pagatHolder] += v;
                    bonuses.add(bonus(pagatHolder, "pagat-silent", v));
                    note = v > 0 ? "pagat-silent" : "pagat-silent-lost";
                }
            }
        }
        List<Object> exposedCodes = new ArrayList<>(6);
        for (int c : stock) {
            if ((exposed & 1L << c) != 0) {
                exposedCodes.add(PACK.card(c).code());
            }
        }
        Map<String, Object> f = new LinkedHashMap<>(32);
        f.put("contract", contract.code());
        f.put("declarer", (long) declarer);
        f.put("trump", "T");
        f.put("card_points", HandResult.amounts(cardPoints));
        f.put("side_points", sidePoints(p, HusarlnCards.points(defendersPile)));
        f.put("won", HusarlnScoring.won(p));
        f.put("settlement", HandResult.amounts(HusarlnScoring.settlement(declarer, contract, p, bonusResults)));
        f.put("pot", 0L);
        f.put("notes", note == null ? List.of() : List.of(note)); // only the Pagat's holder has a note
        f.put("level", (long) level);
        f.put("game_value", (long) contract.value());
        f.put("margin", (long) HusarlnScoring.margin(p));
        f.put("bonuses", bonuses);
        f.put("exposed", exposedCodes);
        return f;
    }

    private static Map<String, Object> bonus(int seat, String kind, long value) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", (long) seat);
        m.put("kind", kind);
        m.put("value", value);
        return m;
    }

    // ---- views ---------------------------------------------------------------------------------

    HusarlnPosition position() {
        int[] trick = new int[tricks.inTrick()];
        for (int i = 0; i < trick.length; i++) {
            trick[i] = tricks.trickCard(i);
        }
        return new HusarlnPosition(contract, declarer, hands, discards, stockMask & ~taken, trick, tricks.leader(),
                won[declarer], tricks.completed());
    }

    @Override
    public SeatView view(int seat) {
        boolean over = phase == Phase.OVER;
        List<Move> history = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            int a = log.action(i);
            int kind = Action.kind(a);
            // A discard stays hidden, and so does a take in the first pass, whose packet only the declarer saw.
            boolean hidden = !over && seat != log.seat(i)
                    && (kind == Action.DISCARD || (kind == Action.TAKE && level <= contract.packets()));
            history.add(new Move(log.seat(i), hidden ? Action.HIDDEN : a));
        }
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
        return new SeatView(game.id(), seat, dealer, phase, currentSeat(), Cards.list(PACK, hands[seat]),
                Cards.list(PACK, seen), List.of(Long.bitCount(hands[0]), Long.bitCount(hands[1]),
                Long.bitCount(hands[2])), history, tricks.tricks(PACK),
                seat == currentSeat() ? legalActionList() : List.of(), detail);
    }

    @Override
    public String toString() {
        return game.id().id() + " " + phase + " seat " + currentSeat() + " " + log.list();
    }
}
