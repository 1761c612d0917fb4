package org.tarock.engine;

/**
 * The priority auction of rules/README.md §3, shared by German Tarok, Bavarian Tarock and Husarln: a single round
 * in which a later player must bid strictly higher and an overcalled earlier player may hold. Contracts are
 * ladder positions {@code 0 … ladderSize-1}; which of them may be bid is a mask, so that a game can take
 * contracts off its ladder (German Tarok's {@code block-frage}). Mutable; {@link #copy()} for copies.
 */
public final class PriorityAuction {
    private static final int SPEAK = 0;
    private static final int HOLDER_ANSWERS = 1;
    private static final int CHALLENGER_ANSWERS = 2;

    private final int biddable;
    private final boolean rebidAfterHold;
    private final boolean topEndsAuction;
    private final int top;
    private final int forehand;

    private int next;
    private int high = -1;
    private int holder = -1;
    private int challenger = -1;
    private int awaiting = SPEAK;
    private boolean done;

    /**
     * @param biddable        mask of the contracts that may be bid (bit {@code i} = ladder position {@code i})
     * @param rebidAfterHold  whether a held challenger may bid higher again
     * @param topEndsAuction  Husarln's {@code solo-ends-auction}: a bid of the top contract ends the auction
     * @param forehand        the seat that speaks first
     */
    public PriorityAuction(int biddable, boolean rebidAfterHold, boolean topEndsAuction, int forehand) {
        this.biddable = biddable;
        this.rebidAfterHold = rebidAfterHold;
        this.topEndsAuction = topEndsAuction;
        this.top = 31 - Integer.numberOfLeadingZeros(biddable);
        this.forehand = forehand;
    }

    private PriorityAuction(PriorityAuction o) {
        this(o.biddable, o.rebidAfterHold, o.topEndsAuction, o.forehand);
        next = o.next;
        high = o.high;
        holder = o.holder;
        challenger = o.challenger;
        awaiting = o.awaiting;
        done = o.done;
    }

    public PriorityAuction copy() {
        return new PriorityAuction(this);
    }

    public boolean isDone() {
        return done;
    }

    /** The seat to speak, or -1 when the auction is over. */
    public int currentSeat() {
        if (done) {
            return -1;
        }
        return switch (awaiting) {
            case HOLDER_ANSWERS -> holder;
            case CHALLENGER_ANSWERS -> challenger;
            default -> (forehand + next) % 3;
        };
    }

    /** The declarer once the auction is over, or -1 when everyone passed (thrown in). */
    public int declarer() {
        return holder;
    }

    /** The highest contract bid so far (the contract once the auction is over), or -1. */
    public int contract() {
        return high;
    }

    /** Mask of the contracts the speaker may bid now (empty when he may only pass, hold or nothing). */
    public int biddableNow() {
        if (done || awaiting == HOLDER_ANSWERS || (awaiting == CHALLENGER_ANSWERS && !rebidAfterHold)) {
            return 0;
        }
        return high < 0 ? biddable : biddable & ~((2 << high) - 1);
    }

    /** Whether {@code hold} is legal now: only for the holder right after being overcalled. */
    public boolean mayHold() {
        return !done && awaiting == HOLDER_ANSWERS;
    }

    /** Writes the legal auction actions into {@code out} from {@code n}; returns the new count. */
    public int legalActions(int[] out, int n) {
        if (done) {
            return n;
        }
        out[n++] = Action.PASS_ACTION;
        if (mayHold()) {
            out[n++] = Action.HOLD_ACTION;
        }
        for (int m = biddableNow(); m != 0; m &= m - 1) {
            out[n++] = Action.bid(Integer.numberOfTrailingZeros(m));
        }
        return n;
    }

    /** Why the speaker may not take {@code action}, or null if he may. {@code names} are the ladder's codes. */
    public Refusal check(int action, java.util.List<String> names) {
        int kind = Action.kind(action);
        if (kind == Action.PASS) {
            return null;
        }
        if (kind == Action.HOLD) {
            return mayHold() ? null : new Refusal(Reason.HOLD_NOT_ALLOWED,
                    "you may hold only right after a later player has overcalled your bid");
        }
        if (kind == Action.BID) {
            int c = Action.arg(action);
            if (c >= names.size() || (biddable & (1 << c)) == 0) {
                return new Refusal(Reason.UNKNOWN_CONTRACT, "the contract " + (c < names.size() ? names.get(c) : c)
                        + " cannot be bid under the rules in force");
            }
            if (awaiting == HOLDER_ANSWERS) {
                return new Refusal(Reason.BID_TOO_LOW, "you have been overcalled with " + names.get(high)
                        + ": you may only hold or pass");
            }
            if (awaiting == CHALLENGER_ANSWERS && !rebidAfterHold) {
                return new Refusal(Reason.REBID_NOT_ALLOWED,
                        "your bid was held; under these rules you may only pass now");
            }
            if (c <= high) {
                return new Refusal(Reason.BID_TOO_LOW, "you must bid higher than " + names.get(high));
            }
            return null;
        }
        return new Refusal(Reason.WRONG_PHASE, "the auction is on: pass, bid"
                + (mayHold() ? " or hold" : "") + " first");
    }

    /** Applies a legal auction action. */
    public void apply(int action) {
        int kind = Action.kind(action);
        switch (awaiting) {
            case SPEAK -> {
                next++;
                if (kind == Action.BID) {
                    int c = Action.arg(action);
                    int speaker = (forehand + next - 1) % 3;
                    if (topEndsAuction && c == top) {
                        high = c;
                        holder = speaker;
                        challenger = -1;
                        done = true;
                        return;
                    }
                    if (high < 0) {
                        holder = speaker;
                    } else {
                        challenger = speaker;
                        awaiting = HOLDER_ANSWERS;
                    }
                    high = c;
                }
            }
            case HOLDER_ANSWERS -> {
                if (kind == Action.HOLD) {
                    awaiting = CHALLENGER_ANSWERS;
                } else {
                    holder = challenger;
                    challenger = -1;
                    awaiting = SPEAK;
                }
            }
            default -> {
                if (kind == Action.BID) {
                    int c = Action.arg(action);
                    high = c;
                    if (topEndsAuction && c == top) {
                        holder = challenger;
                        challenger = -1;
                        done = true;
                        return;
                    }
                    awaiting = HOLDER_ANSWERS;
                } else {
                    challenger = -1;
                    awaiting = SPEAK;
                }
            }
        }
        if (awaiting == SPEAK && next == 3) {
            done = true;
        }
    }
}
