package org.tarock.engine.german;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tarock.engine.Amount;
import org.tarock.engine.Payment;

/**
 * Scoring and settlement of a played German Tarok hand (§7): a pure function from the hand's outcome and the
 * carried state to the payments, the pot, the notes and the state carried on. Amounts are kept in half units
 * so that the Laustiegel halves are exact.
 */
public final class Scoring {
    private Scoring() {
    }

    /** §7.1.3. */
    public enum Outcome {
        WON("won"), LOST("lost"), TIE("tie");

        private final String code;

        Outcome(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /** The result field {@code matsch} (§9): whether the declarer took all 11 tricks, and what he announced. */
    public enum Matsch {
        NONE("none"), SILENT("silent"), ANNOUNCED("announced"), ANNOUNCED_FAILED("announced-failed");

        private final String code;

        Matsch(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /**
     * A played hand as scoring sees it.
     *
     * @param contract  the contract played
     * @param declarer  the declarer's seat
     * @param dealer    seat {@code dealer}, who pays antes and blocks (the rearhand, rules/README.md §1.3)
     * @param points    {@code P}, the declarer's card points (§7.1.1)
     * @param allTricks whether the declarer won all 11 tricks (a Matsch)
     * @param announced whether the declarer announced a Matsch
     */
    public record Hand(Contract contract, int declarer, int dealer, int points, boolean allTricks, boolean announced) {
    }

    /**
     * The scored hand.
     *
     * @param basis      {@code B}, the points paid (0 for a tie)
     * @param multiplier {@code m}
     * @param settlement what each seat wins (positive) or pays
     * @param pot        the change of the carried total; {@code sum(settlement) + pot == 0}
     * @param notes      the §9 notes words
     * @param payments   the settlement as items (docs/payments.md), adding up to {@code settlement} and {@code pot}
     */
    public record Score(Outcome outcome, int basis, int multiplier, Matsch matsch, List<Amount> settlement,
                        Amount pot, Set<String> notes, GermanCarry carryAfter, List<Payment> payments) {
        public Score {
            settlement = List.copyOf(settlement);
            notes = Collections.unmodifiableSet(new LinkedHashSet<>(notes));
            payments = List.copyOf(payments);
        }
    }

    /** Scores {@code hand} under {@code game}'s rules, starting from the carried state {@code before}. */
    public static Score score(GermanTarok game, Hand hand, GermanCarry before) {
        Set<String> notes = new LinkedHashSet<>();
        int p = hand.points();
        Outcome outcome;
        int basis;
        Matsch matsch;
        if (hand.announced()) {
            outcome = hand.allTricks() ? Outcome.WON : Outcome.LOST;
            basis = hand.allTricks() ? Math.max(game.matschAnnounced, p - 60) : game.matschAnnounced;
            matsch = hand.allTricks() ? Matsch.ANNOUNCED : Matsch.ANNOUNCED_FAILED;
        } else {
            matsch = hand.allTricks() ? Matsch.SILENT : Matsch.NONE;
            if (hand.allTricks() && game.matschSilent > 0) {
                outcome = Outcome.WON;
                basis = Math.max(game.matschSilent, p - 60);
            } else if (p >= 61) {
                outcome = Outcome.WON;
                basis = p - 60;
            } else if (p == 60) {
                outcome = Outcome.TIE;
                basis = 0;
            } else {
                outcome = Outcome.LOST;
                basis = 60 - p;
            }
        }
        if (hand.allTricks()) {
            notes.add("matsch");
        }
        if (matsch == Matsch.ANNOUNCED_FAILED) {
            notes.add("matsch-failed");
        }
        if (outcome == Outcome.TIE) {
            notes.add("tie");
        }
        int m = hand.contract().multiplier(game.gentlemen);
        long x = (long) basis * m;
        Payments pay = new Payments(hand.declarer(), outcome, x, Map.of("contract", hand.contract().code(),
                "outcome", outcome.code(), "basis", (long) basis, "multiplier", (long) m, "value", x,
                "matsch", matsch.code()));
        GermanCarry after = switch (before) {
            case GermanCarry.NoPot none when game.scheme == Scheme.HAND -> {
                pay.handPayments();
                yield none;
            }
            case GermanCarry.Pot pot when game.scheme == Scheme.POULE -> poule(game, hand, pay, pot, notes);
            case GermanCarry.Pot pot when game.scheme == Scheme.LAUSTIEGEL -> laustiegel(game, pay, pot, notes);
            case GermanCarry.Blocks blocks when game.scheme == Scheme.BLOCKS -> blocks(game, hand, pay, blocks, notes);
            default -> throw new IllegalArgumentException("settlement " + game.scheme.code() + " carries "
                    + game.scheme.shape() + ", not " + before);
        };
        List<Amount> settlement = new ArrayList<>(3);
        for (long h : pay.halves) {
            settlement.add(Amount.ofHalves(h));
        }
        return new Score(outcome, basis, m, matsch, settlement, Amount.of(after.value() - before.value()), notes,
                after, pay.items);
    }

    /** §7.3. */
    private static GermanCarry poule(GermanTarok game, Hand hand, Payments pay, GermanCarry.Pot before,
                                     Set<String> notes) {
        long s = game.pouleStake;
        long pot = before.pot();
        if (pot == 0) {
            pay.everyonePays("refill", s, Map.of("stake", s, "rounds", 1L));
            pot += 3 * s;
            notes.add("refill");
        } else {
            pay.seatPays("ante", hand.dealer(), s, Map.of("stake", s));
            pot += s;
            notes.add("ante");
        }
        pay.handPayments();
        if (hand.contract().solo()) {
            if (pay.outcome == Outcome.WON) {
                pay.seatPays("pot-won", hand.declarer(), -pot, Map.of("amount", pot));
                pot = 0;
                notes.add("pot-won");
            } else if (pay.outcome == Outcome.LOST) {
                long d = game.pouleLimit > 0 ? Math.max(0, Math.min(pot, game.pouleLimit - pot)) : pot;
                if (d > 0) {
                    pay.seatPays("pot-doubled", hand.declarer(), d, Map.of("amount", d));
                    notes.add("pot-doubled");
                }
                pot += d;
            }
        }
        return new GermanCarry.Pot(pot);
    }

    /** §7.4: a winner is paid {@code X} from the pot, a loser pays {@code X / 2} to each defender. */
    private static GermanCarry laustiegel(GermanTarok game, Payments pay, GermanCarry.Pot before, Set<String> notes) {
        long pot = before.pot();
        if (pay.outcome == Outcome.WON) {
            if (pot < pay.x) {
                long rounds = 0;
                while (pot < pay.x) {
                    pot += 3L * game.laustiegelStake;
                    rounds++;
                }
                pay.everyonePays("refill", rounds * game.laustiegelStake,
                        Map.of("stake", (long) game.laustiegelStake, "rounds", rounds));
                notes.add("refill");
            }
            pay.seatPays("pot-paid", pay.declarer, -pay.x, pay.game);
            pot -= pay.x;
        } else if (pay.outcome == Outcome.LOST) {
            long[] halves = new long[3];
            for (int s = 0; s < 3; s++) {
                halves[s] = s == pay.declarer ? -2 * pay.x : pay.x;
            }
            pay.add("game", halves, pay.game);
        }
        return new GermanCarry.Pot(pot);
    }

    /** §7.5. */
    private static GermanCarry blocks(GermanTarok game, Hand hand, Payments pay, GermanCarry.Blocks before,
                                      Set<String> notes) {
        long v = game.blockValue;
        long blockade = before.blockade();
        long cup = before.cup();
        long potBlocks = before.potBlocks();
        long potMoney = before.potMoney();
        List<Long> queue = new ArrayList<>(before.queue());
        long schreckensteiner = before.schreckensteiner();
        if (potBlocks * v + potMoney == 0) {
            if (!queue.isEmpty()) {
                potMoney = queue.remove(0);
            } else {
                boolean newBlockade = cup == 0;
                if (newBlockade) {
                    blockade++;
                    cup = game.blockCount;
                    notes.add("blockade-complete");
                }
                pay.seatPays("block-placed", hand.dealer(), v, Map.of("value", v, "blockade", blockade,
                        "new_blockade", newBlockade));
                potBlocks = 1;
                cup--;
                notes.add("block-placed");
            }
        }
        pay.handPayments();
        if (hand.contract().solo()) {
            if (pay.outcome == Outcome.WON) {
                pay.seatPays("pot-won", hand.declarer(), -(potBlocks * v + potMoney),
                        Map.of("amount", potBlocks * v + potMoney));
                potBlocks = 0;
                potMoney = 0;
                notes.add("pot-won");
            } else if (pay.outcome == Outcome.LOST) {
                if (potBlocks == 1 && potMoney == 0 && queue.isEmpty()) {
                    pay.seatPays("bete", hand.declarer(), v, Map.of("amount", v));
                    potMoney = v;
                    notes.add("bete");
                } else {
                    pay.seatPays("double-bete", hand.declarer(), 2 * v, Map.of("amount", 2 * v));
                    queue.add(2 * v);
                    notes.add("double-bete");
                }
            }
        }
        if (game.schreckensteiner) {
            for (int s = 0; s < 3; s++) {
                long net = pay.halves[s] / 2; // whole units: blocks never produce halves
                if (net > 0 && net / 10 > 0) {
                    pay.seatPays("schreckensteiner", s, net / 10, Map.of("amount", net / 10, "winnings", net));
                    schreckensteiner += net / 10;
                }
            }
        }
        return new GermanCarry.Blocks(blockade, cup, potBlocks, potMoney, queue, schreckensteiner, v);
    }

    /** The settlement being built, in half units, and the items it is made of. */
    private static final class Payments {
        final long[] halves = new long[3];
        final List<Payment> items = new ArrayList<>();
        final int declarer;
        final Outcome outcome;
        final long x;
        /** The arguments of the contract's own payment ({@code game}, {@code pot-paid}). */
        final Map<String, Object> game;

        Payments(int declarer, Outcome outcome, long x, Map<String, Object> game) {
            this.declarer = declarer;
            this.outcome = outcome;
            this.x = x;
            this.game = game;
        }

        /** §7.2: the defenders pay {@code X} each to a winner, a loser pays {@code X} to each defender. */
        void handPayments() {
            long each = switch (outcome) {
                case WON -> x;
                case LOST -> -x;
                case TIE -> 0;
            };
            long[] item = new long[3];
            for (int s = 0; s < 3; s++) {
                if (s != declarer) {
                    item[s] -= 2 * each;
                    item[declarer] += 2 * each;
                }
            }
            add("game", item, game);
        }

        /** {@code seat} pays {@code units} into the pot (takes them out when negative). */
        void seatPays(String code, int seat, long units, Map<String, Object> args) {
            long[] item = new long[3];
            item[seat] = -2 * units;
            add(code, item, args);
        }

        void everyonePays(String code, long units, Map<String, Object> args) {
            add(code, new long[]{-2 * units, -2 * units, -2 * units}, args);
        }

        void add(String code, long[] itemHalves, Map<String, Object> args) {
            for (int s = 0; s < 3; s++) {
                halves[s] += itemHalves[s];
            }
            items.add(Payment.ofHalves(code, itemHalves, args));
        }
    }
}
