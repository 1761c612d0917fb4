package org.tarock.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the states of every game share: the deal, the dealer, the carried state, the tricks, the log of
 * decisions and its copying, the opening of {@link #check} (hand over, not your turn), the caching of the
 * result, the history a seat may see, and the printed form. Each game's final class keeps its hot paths
 * ({@code legalActions}, {@code legalActionCount}, {@code legalAction}, {@code applyTrusted},
 * {@code playOutRandomly}) so that their calls stay monomorphic (see {@link State#playOutRandomly}); the
 * fields here are final or plain fields, read as cheaply as the game's own.
 *
 * @param <G> the game
 * @param <C> its carried state
 */
public abstract class AbstractState<G extends Game, C extends Carry> implements State {
    protected final G game;
    protected final Deal deal;
    protected final int dealer;
    protected final C carry;
    protected final TrickPlay tricks;
    protected final MoveLog log;
    protected Phase phase;
    private HandResult result;
    /** False only while {@link #viewWithoutLegal} asks the game's {@code view} (which calls {@link #seatView}). */
    private boolean listLegal = true;

    /**
     * A new hand.
     *
     * @param phase    the first phase
     * @param tricks   the trick play, with its first leader
     * @param log      an empty log, as large as the usual hand needs
     */
    protected AbstractState(G game, Deal deal, int dealer, C carry, Phase phase, TrickPlay tricks, MoveLog log) {
        this.game = game;
        this.deal = deal;
        this.dealer = dealer;
        this.carry = carry;
        this.phase = phase;
        this.tricks = tricks;
        this.log = log;
    }

    /** A copy of {@code o}'s shared part; the subclass copies its own fields. */
    protected AbstractState(AbstractState<G, C> o) {
        game = o.game;
        deal = o.deal;
        dealer = o.dealer;
        carry = o.carry;
        phase = o.phase;
        tricks = o.tricks.copy();
        log = o.log.copy();
        result = o.result;
    }

    @Override
    public final Game game() {
        return game;
    }

    @Override
    public final Deal deal() {
        return deal;
    }

    @Override
    public final int dealer() {
        return dealer;
    }

    @Override
    public final Carry carryBefore() {
        return carry;
    }

    @Override
    public final Phase phase() {
        return phase;
    }

    @Override
    public final List<Move> moves() {
        return log.list();
    }

    @Override
    public final int trickWinner(int t) {
        return tricks.winner(Objects.checkIndex(t, tricks.completed()));
    }

    /** Refuses any action once the hand is over or out of turn, then asks {@link #checkAction}. */
    @Override
    public final Refusal check(int seat, int action) {
        if (phase == Phase.OVER) {
            return Refusal.handOver();
        }
        if (seat != currentSeat()) {
            return Refusal.notYourTurn(currentSeat());
        }
        return checkAction(action);
    }

    /** Why the seat to act may not take {@code action} in the current phase (which is not over), or null. */
    protected abstract Refusal checkAction(int action);

    @Override
    public final HandResult result() {
        if (phase != Phase.OVER) {
            throw new IllegalStateException("the hand is not over");
        }
        if (result == null) {
            result = score();
        }
        return result;
    }

    /** The result of the ended hand; asked once, then kept (and shared by copies). */
    protected abstract HandResult score();

    /**
     * Whether {@code action} is hidden from the other seats while the hand is played: a discard is, since
     * only its player sees the cards laid away.
     */
    protected boolean hiddenFromOthers(int action) {
        return Action.kind(action) == Action.DISCARD;
    }

    /** Every decision so far as {@code seat} may see it: the others' hidden ones as {@link Action#HIDDEN}. */
    protected final List<Move> history(int seat) {
        boolean over = phase == Phase.OVER;
        List<Move> history = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            int a = log.action(i);
            boolean hidden = !over && seat != log.seat(i) && hiddenFromOthers(a);
            history.add(new Move(log.seat(i), hidden ? Action.HIDDEN : a));
        }
        return history;
    }

    @Override
    public final SeatView viewWithoutLegal(int seat) {
        listLegal = false;
        try {
            return view(seat);
        } finally {
            listLegal = true;
        }
    }

    /** The view of {@code seat} with the parts every game fills alike: history, tricks and legal actions. */
    protected final SeatView seatView(int seat, List<Card> hand, List<Card> talon, List<Integer> handSizes,
                                      SeatView.Detail detail) {
        return new SeatView(game.id(), seat, dealer, phase, currentSeat(), hand, talon, handSizes, history(seat),
                tricks.tricks(game.pack()), seat == currentSeat() && listLegal ? legalActionList() : List.of(), detail);
    }

    /** The cards of the trick being played, in order, for a play-phase position. */
    protected final int[] trickSoFar() {
        int[] trick = new int[tricks.inTrick()];
        for (int i = 0; i < trick.length; i++) {
            trick[i] = tricks.trickCard(i);
        }
        return trick;
    }

    @Override
    public final String toString() {
        return game.id().id() + " " + phase + " seat " + currentSeat() + " " + log.list();
    }
}
