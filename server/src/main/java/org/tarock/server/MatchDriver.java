package org.tarock.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.Amount;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.Match;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.Fairness;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordWriter;

/**
 * A table's match: starting it once every seat is taken, dealing each hand, checking, storing and applying
 * actions, finishing hands (their records and the running totals) and the match, and replaying a stored
 * table. A table created since fair deals deals by {@code tarock-fair/1} from its chain and the seats' client
 * seeds, and reveals each hand's secret when the hand is over. Every action is written to the store and the write awaited before it is applied and acknowledged,
 * so what a client has seen acknowledged survives a crash. Touched only by the table's serial tasks.
 */
final class MatchDriver {
    private static final Logger LOG = LoggerFactory.getLogger(MatchDriver.class);

    enum Status { OPEN, PLAYING, FINISHED, BROKEN }

    private final String id;
    private final Game game;
    private final long seed;
    private final Integer firstDealer;
    /** The fair deals' hash chain, or null at a table stored before fair deals (dealt from its seed). */
    private final FairDeal chain;
    private final int handsPlanned;
    private final Hub hub;
    private final Seats seats;
    private final EventLog log;
    private final List<String> records = new CopyOnWriteArrayList<>();
    private final Map<String, Amount> totals = new LinkedHashMap<>();

    private Status status = Status.OPEN;
    private String brokenReason;
    private Match match;
    private State state;
    private Seating seating;
    private int hand = -1;
    private boolean replaying;

    /**
     * @param chain       the fair deals' chain; null for a table stored before them, which deals from
     *                    {@code seed} with {@code firstDealer}
     * @param firstDealer the first dealer of a table without a chain, else null
     */
    MatchDriver(String id, Game game, long seed, Integer firstDealer, FairDeal chain, int handsPlanned, Hub hub,
                Seats seats, EventLog log) {
        this.id = id;
        this.game = game;
        this.seed = seed;
        this.firstDealer = firstDealer;
        this.chain = chain;
        this.handsPlanned = handsPlanned;
        this.hub = hub;
        this.seats = seats;
        this.log = log;
    }

    Status status() {
        return status;
    }

    /** Why the table cannot go on, or null. */
    String brokenReason() {
        return brokenReason;
    }

    /** Whether stored actions are being replayed (nothing is stored and no bot is asked meanwhile). */
    boolean replaying() {
        return replaying;
    }

    int handsPlanned() {
        return handsPlanned;
    }

    /** The number of the current hand (-1 before the first). */
    int hand() {
        return hand;
    }

    /** The current hand's seating, or null before the first hand. */
    Seating seating() {
        return seating;
    }

    /** The current hand, or null before the first hand. */
    State state() {
        return state;
    }

    /** The finished hands' records, in order. */
    List<String> records() {
        return records;
    }

    /** Announces that seat {@code position} was taken. */
    void seated(int position) {
        emit(EventLog.Kind.SEATED, seats.seatedData(position));
    }

    /** Starts the match and its first hand when every seat is taken and it has not started yet. */
    void startIfFull() {
        if (status != Status.OPEN || !seats.full()) {
            return;
        }
        match = chain != null ? Match.fair(game, seats.names(), chain, seats.clientSeeds())
                : new Match(game, seats.names(), seed, firstDealer);
        status = Status.PLAYING;
        startHand();
    }

    /**
     * The action of the player at {@code position}: checked by the engine, stored, acknowledged to
     * {@code actor} (null for a server bot) and applied; or refused with the reason. Returns whether it was
     * applied.
     */
    boolean perform(int position, int action, Peer actor, String requestId, Long expected) {
        long version = log.version();
        String problem = switch (status) {
            case OPEN -> "table-not-started";
            case FINISHED -> "match-over";
            case BROKEN -> "table-broken";
            case PLAYING -> expected != null && expected != version ? "stale" : null;
        };
        if (problem != null) {
            if (actor != null) {
                actor.send(Messages.error(requestId, problem, switch (problem) {
                    case "table-not-started" -> "the match starts when every seat is taken";
                    case "match-over" -> "the match is over";
                    case "table-broken" -> "this table cannot go on: " + brokenReason;
                    default -> "the table is at version " + version + ", not " + expected
                            + "; nothing was changed";
                }));
            }
            return false;
        }
        int seat = seating.players().indexOf(seats.get(position).name());
        Refusal refusal = seat < 0 ? new Refusal(Reason.NOT_YOUR_TURN, "you sit out this hand as its dealer")
                : state.check(seat, action);
        if (refusal != null) {
            if (actor != null) {
                actor.send(Messages.refused(requestId, refusal));
            }
            return false;
        }
        try {
            hub.store().appendAction(id, hand, state.moves().size(), seat, game.vocabulary().format(action)).join();
        } catch (CompletionException e) {
            if (actor != null) {
                actor.send(Messages.error(requestId, "store-failed",
                        "the action could not be stored, so it was not taken; try again"));
            }
            return false;
        }
        if (actor != null) {
            actor.send(Messages.ack(requestId, version + 1));
        }
        advance(action);
        return true;
    }

    /** Stops the table for good: it cannot go on, and every later action is refused with the reason. */
    void breakDown(String reason) {
        status = Status.BROKEN;
        brokenReason = reason;
        replaying = false;
    }

    /**
     * Rebuilds the match from the store: the joins in order, then every stored action through the engine.
     * Writes that a crash cut off (a hand's record, the next hand's deal) are made again.
     */
    void replay(List<Store.HandRow> hands) {
        replaying = true;
        for (int position : seats.joinOrder()) {
            seated(position);
        }
        startIfFull();
        for (Store.HandRow row : hands) {
            if (status != Status.PLAYING || row.number() != hand) {
                throw new IllegalStateException("hand " + row.number() + " is stored but the match is at hand " + hand);
            }
            if (!dealJson(state).equals(row.deal())) {
                throw new IllegalStateException("the stored deal of hand " + row.number()
                        + " is not the deal of the table's seed");
            }
            for (Store.ActionRow a : row.actions()) {
                int action = game.vocabulary().parse(a.act());
                Refusal r = state.check(a.seat(), action);
                if (r != null) {
                    throw new IllegalStateException("stored action \"" + a.act() + "\" of seat " + a.seat()
                            + " in hand " + row.number() + " is refused: " + r);
                }
                advance(action);
            }
        }
        replaying = false;
        // A crash can fall between writes: finish them now, so the store again holds the whole table.
        for (Store.HandRow row : hands) {
            if (row.record() == null && row.number() < records.size()) {
                hub.store().finishHand(id, row.number(), records.get(row.number())).join();
            }
        }
        if (status == Status.PLAYING && hand >= hands.size()) {
            hub.store().startHand(id, hand, dealJson(state)).join();
        }
    }

    /** The running totals by player name, as JSON numbers. */
    Map<String, Object> totalsJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        totals.forEach((name, amount) -> out.put(name, amount.toNumber()));
        return out;
    }

    private void startHand() {
        state = match.startHand();
        seating = match.seating();
        hand = match.handsPlayed();
        if (!replaying) {
            hub.store().startHand(id, hand, dealJson(state)).join();
        }
        Map<String, Object> data = handData();
        data.put("seats", seating.players().stream().map(seats::positionOf).toList());
        emit(EventLog.Kind.HAND, data);
    }

    /** Applies a checked action of the seat to act, announces it, and ends the hand (and match) when over. */
    private void advance(int action) {
        int seat = state.currentSeat();
        state.applyTrusted(action);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seat", seat);
        data.put("act", game.vocabulary().format(action));
        emit(EventLog.Kind.ACTION, data);
        if (state.isOver()) {
            finishHand();
        }
    }

    private void finishHand() {
        HandRecord finished = HandRecord.of(state, seating);
        // the hand's secret is revealed here and nowhere earlier: in its record and its hand-over event
        Fairness fairness = chain == null ? null
                : Fairness.of(chain, hand + 1, seats.clientSeeds(), seats.names());
        String record = RecordWriter.toJson(fairness == null ? finished : finished.withFairness(fairness));
        if (!replaying) {
            try {
                hub.store().finishHand(id, hand, record).join();
            } catch (CompletionException e) {
                // The record is derived from the stored actions; a restart writes it again.
                LOG.warn("the record of table {} hand {} could not be stored", id, hand);
            }
        }
        records.add(record);
        Map<String, Object> data = handData();
        data.put("result", state.result().fields());
        data.put("deal", Views.deal(state));
        data.put("fairness", fairness == null ? null : fairness.toJson());
        HandResult result = match.finishHand();
        List<Amount> settlement = result.settlement();
        for (int s = 0; s < settlement.size(); s++) {
            totals.merge(seating.players().get(s), settlement.get(s), Amount::plus);
        }
        emit(EventLog.Kind.HAND_OVER, data);
        if (match.handsPlayed() >= handsPlanned) {
            status = Status.FINISHED;
            Map<String, Object> over = new LinkedHashMap<>();
            over.put("hands", match.handsPlayed());
            over.put("totals", totalsJson());
            emit(EventLog.Kind.MATCH_OVER, over);
        } else {
            startHand();
        }
    }

    private Map<String, Object> handData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("number", hand);
        data.put("players", seating.players());
        data.put("dealer", seating.dealer());
        data.put("sitting_out", seating.sittingOut());
        return data;
    }

    private void emit(EventLog.Kind kind, Map<String, Object> data) {
        log.emit(kind, data, hand, seating, state);
    }

    private static String dealJson(State state) {
        return Messages.json(Views.deal(state));
    }
}
