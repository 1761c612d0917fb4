package org.tarock.engine.german;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tarock.engine.Amount;

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
     */
    public record Score(Outcome outcome, int basis, int multiplier, Matsch matsch, List<Amount> settlement,
                        Amount pot, Set<String> notes, GermanCarry carryAfter) {
        public Score {
            settlement = List.copyOf(settlement);
            notes = Collections.unmodifiableSet(new LinkedHashSet<>(notes));
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
        Payments pay = new Payments(hand.declarer(), outcome, x);
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
                after);
    }

    /** §7.3. */
    private static GermanCarry poule(GermanTarok game, Hand hand, Payments pay, GermanCarry.Pot before,
                                     Set<String> notes) {
        long s = game.pouleStake;
        long pot = before.pot();
        if (pot == 0) {
            pay.everyonePays(s);
            pot += 3 * s;
            notes.add("refill");
        } else {
            pay.seatPays(hand.dealer(), s);
            pot += s;
            notes.add("ante");
        }
        pay.handPayments();
        if (hand.contract().solo()) {
            if (pay.outcome == Outcome.WON) {
                pay.seatPays(hand.declarer(), -pot);
                pot = 0;
                notes.add("pot-won");
            } else if (pay.outcome == Outcome.LOST) {
                long d = game.pouleLimit > 0 ? Math.max(0, Math.min(pot, game.pouleLimit - pot)) : pot;
                pay.seatPays(hand.declarer(), d);
                pot += d;
                if (d > 0) {
                    notes.add("pot-doubled");
                }
            }
        }
        return new GermanCarry.Pot(pot);
    }

    /** §7.4: a winner is paid {@code X} from the pot, a loser pays {@code X / 2} to each defender. */
    private static GermanCarry laustiegel(GermanTarok game, Payments pay, GermanCarry.Pot before, Set<String> notes) {
        long pot = before.pot();
        if (pay.outcome == Outcome.WON) {
            if (pot < pay.x) {
                while (pot < pay.x) {
                    pay.everyonePays(game.laustiegelStake);
                    pot += 3L * game.laustiegelStake;
                }
                notes.add("refill");
            }
            pay.seatPays(pay.declarer, -pay.x);
            pot -= pay.x;
        } else if (pay.outcome == Outcome.LOST) {
            for (int s = 0; s < 3; s++) {
                pay.halves[s] += s == pay.declarer ? -2 * pay.x : pay.x;
            }
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
                if (cup == 0) {
                    blockade++;
                    cup = game.blockCount;
                    notes.add("blockade-complete");
                }
                pay.seatPays(hand.dealer(), v);
                potBlocks = 1;
                cup--;
                notes.add("block-placed");
            }
        }
        pay.handPayments();
        if (hand.contract().solo()) {
            if (pay.outcome == Outcome.WON) {
                pay.seatPays(hand.declarer(), -(potBlocks * v + potMoney));
                potBlocks = 0;
                potMoney = 0;
                notes.add("pot-won");
            } else if (pay.outcome == Outcome.LOST) {
                if (potBlocks == 1 && potMoney == 0 && queue.isEmpty()) {
                    pay.seatPays(hand.declarer(), v);
                    potMoney = v;
                    notes.add("bete");
                } else {
                    pay.seatPays(hand.declarer(), 2 * v);
                    queue.add(2 * v);
                    notes.add("double-bete");
                }
            }
        }
        if (game.schreckensteiner) {
            for (int s = 0; s < 3; s++) {
                long net = pay.halves[s] / 2; // whole units: blocks never produce halves
                if (net > 0) {
                    pay.seatPays(s, net / 10);
                    schreckensteiner += net / 10;
                }
            }
        }
        return new GermanCarry.Blocks(blockade, cup, potBlocks, potMoney, queue, schreckensteiner, v);
    }

    /** The settlement being built, in half units. */
    private static final class Payments {
        final long[] halves = new long[3];
        final int declarer;
        final Outcome outcome;
        final long x;

        Payments(int declarer, Outcome outcome, long x) {
            this.declarer = declarer;
            this.outcome = outcome;
            this.x = x;
        }

        /** §7.2: the defenders pay {@code X} each to a winner, a loser pays {@code X} to each defender. */
        void handPayments() {
            long each = switch (outcome) {
                case WON -> x;
                case LOST -> -x;
                case TIE -> 0;
            };
            for (int s = 0; s < 3; s++) {
                if (s != declarer) {
                    halves[s] -= 2 * each;
                    halves[declarer] += 2 * each;
                }
            }
        }

        /** {@code seat} pays {@code units} into the pot (takes them out when negative). */
        void seatPays(int seat, long units) {
            halves[seat] -= 2 * units;
        }

        void everyonePays(long units) {
            for (int s = 0; s < 3; s++) {
                halves[s] -= 2 * units;
            }
        }
    }
}
