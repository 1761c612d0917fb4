package org.tarock.server.table;

import java.util.List;
import java.util.Map;
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
import org.tarock.server.store.Store;

/**
 * A table's match: starting it once every seat is taken, dealing each hand, checking, storing and applying
 * actions, finishing hands (their records and the running totals) and the match, and replaying a stored
 * table. A table created since fair deals deals by {@code tarock-fair/1} from its chain and the seats' client
 * seeds, and reveals each hand's secret when the hand is over. Every action is written to the store and the
 * write awaited before it is applied and acknowledged, so what a client has seen acknowledged survives a crash. Touched only by the table's serial tasks.
 */
public final class MatchDriver {
    /** What became of an action: applied, refused (the actor was told why), or not stored (nothing changed). */
    enum Outcome { APPLIED, REFUSED, NOT_STORED }

    private final String id;
    private final Game game;
    private final long seed;
    private final Integer firstDealer;
    /** The fair deals' hash chain, or null at a table stored before fair deals (dealt from its seed). */
    private final FairDeal chain;
    private final int handsPlanned;
    private final Hub hub;
    /** What makes the table a tournament's entry, or null. */
    private final Duplicate duplicate;
    private final Seats seats;
    private final EventLog log;
    private final Presence presence;
    /** Renews the table info; called before an event whose news the info shows, so the two always agree. */
    private final Runnable publish;
    private final StandIns standIns = new StandIns();
    private final HandRecords records;
    private final Standings totals;
    private final OwedWrites owed = new OwedWrites();

    private TableStatus status = TableStatus.OPEN;
    private String brokenReason;
    private Match match;
    private State state;
    private Seating seating;
    private int hand = -1;
    private boolean replaying;
    private long playVersion;

    /**
     * @param chain       the fair deals' chain; null for a table stored before them, which deals from
     *                    {@code seed} with {@code firstDealer}
     * @param firstDealer the first dealer of a table without a chain, else null
     * @param duplicate   what makes the table a tournament's entry (hands of their own), or null
     */
    MatchDriver(String id, Game game, long seed, Integer firstDealer, FairDeal chain, int handsPlanned, Hub hub,
                Duplicate duplicate, Seats seats, EventLog log, Presence presence, Runnable publish) {
        this.id = id;
        this.game = game;
        this.seed = seed;
        this.firstDealer = firstDealer;
        this.chain = chain;
        this.handsPlanned = handsPlanned;
        this.hub = hub;
        this.duplicate = duplicate;
        this.seats = seats;
        this.log = log;
        this.presence = presence;
        this.publish = publish;
        this.totals = new Standings(seats);
        this.records = new HandRecords(id, hub.store());
    }

    TableStatus status() {
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

    /**
     * The version of the last event that changed the game (anything but a player leaving or coming back): an
     * action naming this version or a later one is not stale.
     */
    long playVersion() {
        return playVersion;
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

    /** The finished hands' records, in order (those before the snapshot the table resumed from are read). */
    List<String> records() {
        return records.all();
    }

    /** The number of finished hands. */
    int handsPlayed() {
        return records.count();
    }

    /** The table position of the player to act now, or -1 when no hand is being played. */
    int positionToAct() {
        return status == TableStatus.PLAYING ? seats.positionOf(seating.players().get(state.currentSeat())) : -1;
    }

    /**
     * Marks the player at {@code position} absent ({@code away}) or back, stores it (so a restart rebuilds the
     * same events) and announces it; only while the match is played.
     */
    void presence(boolean away, int position) {
        if (status != TableStatus.PLAYING) {
            return;
        }
        String name = seats.get(position).name();
        TableEvent event = away ? presence.goneAway(position, name, hub.clock().instant())
                : presence.back(position, name);
        if (!replaying) {
            hub.store().appendPresence(id, hand, state.moves().size(), position, away ? "absent" : "back").join();
            publish.run();
        }
        emit(event);
    }

    /**
     * Closes a table stopped before its end: stored, announced, and every later action refused. A finished,
     * broken or already closed table stays as it is; returns whether this closed it.
     */
    boolean close(java.time.Instant when) {
        if (!status.live()) {
            return false;
        }
        if (!replaying) {
            hub.store().closeTable(id, when, snapshot("closed", log.version() + 1)).join();
        }
        status = TableStatus.CLOSED;
        emit(new TableEvent.Closed(handsPlayed()));
        return true;
    }

    /** Announces that seat {@code position} was taken. */
    void seated(int position) {
        emit(seats.seated(position));
    }

    /** Starts the match and its first hand when every seat is taken and it has not started yet. */
    void startIfFull() {
        if (status != TableStatus.OPEN || !seats.full()) {
            return;
        }
        match = duplicate != null ? Match.duplicate(game, seats.names(), chain, seats.clientSeeds())
                : chain != null ? Match.fair(game, seats.names(), chain, seats.clientSeeds())
                : new Match(game, seats.names(), seed, firstDealer);
        status = TableStatus.PLAYING;
        if (!replaying) {
            hub.store().snapshot(id, snapshot("playing", log.version())).join();
        }
        startHand();
    }

    /**
     * The action of the player at {@code position}: checked by the engine, stored, acknowledged to
     * {@code actor} (null for a server bot) and applied; or refused with the reason, or not stored (a full
     * disk), in which case nothing changed and the actor may try again.
     */
    Outcome perform(int position, int action, Peer actor, String requestId, Long expected, String standIn) {
        long version = log.version();
        String problem = Refusals.problem(status, expected, playVersion, version);
        if (problem != null) {
            if (actor != null) {
                actor.send(new Reply.Error(requestId, problem,
                        Refusals.wording(problem, brokenReason, version, expected)));
            }
            return Outcome.REFUSED;
        }
        int seat = seats.handSeat(position, seating);
        Refusal refusal = seat < 0 ? new Refusal(Reason.NOT_YOUR_TURN, "you sit out this hand as its dealer",
                Map.of("seat", state.currentSeat(), "rule", "sitting-out"))
                : state.check(seat, action);
        if (refusal != null) {
            if (actor != null) {
                actor.send(new Reply.Refused(requestId, refusal));
            }
            return Outcome.REFUSED;
        }
        String act = game.vocabulary().format(action);
        int index = state.moves().size();
        if (!owed.pay() || !OwedWrites.stored(hub.store().appendAction(id, hand, index, seat, act, standIn))) {
            if (actor != null) {
                actor.send(new Reply.Error(requestId, "store-failed", Refusals.notStored(hub.store().failure())));
            }
            return Outcome.NOT_STORED;
        }
        if (actor != null && !log.answeredByEvent(actor, requestId, version + 1)) {
            actor.send(new Reply.Ack(requestId, version + 1));
        }
        advance(action, standIn);
        return Outcome.APPLIED;
    }

    /** Stops the table for good: it cannot go on, and every later action is refused with the reason. */
    void breakDown(String reason) {
        status = TableStatus.BROKEN;
        brokenReason = reason;
        replaying = false;
    }

    /**
     * Rebuilds the match from the store: the joins in order, then every stored action through the engine.
     * Writes that a crash cut off (a hand's record, the next hand's deal) are made again.
     */
    void replay(Store.SnapshotRow snapshot, List<Store.HandRow> hands, java.time.Instant closed) {
        replaying = true;
        if (snapshot == null) {
            for (int position : seats.joinOrder()) {
                seated(position);
            }
            startIfFull();
        } else {
            resume(snapshot);
        }
        for (Store.HandRow row : hands) {
            if (status != TableStatus.PLAYING || row.number() != hand) {
                throw new IllegalStateException("hand " + row.number() + " is stored but the match is at hand " + hand);
            }
            MatchReplay.hand(row, game, hub.forms(), this);
        }
        if (closed != null) {
            close(closed);
        }
        replaying = false;
        // A crash can fall between writes: finish them now, so the store again holds the whole table.
        for (Store.HandRow row : hands) {
            if (row.record() == null && row.number() < handsPlayed()) {
                String record = records.kept(row.number());
                if (status == TableStatus.FINISHED && seats.rated() && row.number() == handsPlayed() - 1) {
                    // the match's end and its ratings are stored together: neither is, so both are made now
                    hub.ratings().finish(ratedEnd(row.number(), record, snapshot("finished", log.version()))).join();
                } else {
                    hub.store().finishHand(id, row.number(), record).join();
                }
            }
        }
        if (status == TableStatus.PLAYING && hands.stream().noneMatch(r -> r.number() == hand)) {
            hub.store().startHand(id, hand, hub.forms().deal(state.deal())).join();
        }
    }

    /**
     * The match as its snapshot left it: before a hand (which is dealt again here, its stored actions replayed
     * after), or ended for good. The version goes on from the snapshot's; the events before it are gone.
     */
    private void resume(Store.SnapshotRow row) {
        MatchSnapshot snapshot = hub.forms().snapshot(row.json(), game);
        log.resumeAt(snapshot.version());
        playVersion = log.version();
        records.resumeAfter(snapshot.hands());
        totals.restore(snapshot.totals());
        switch (row.status()) {
            case "finished" -> status = TableStatus.FINISHED;
            case "closed" -> status = TableStatus.CLOSED;
            default -> {
                // a fair table's chain and client seeds are stored with the table and its seats, not here
                match = duplicate != null
                        ? Match.resumeDuplicate(game, chain, seats.clientSeeds(), snapshot.next(), records.from())
                        : chain != null
                        ? Match.resumeFair(game, chain, seats.clientSeeds(), snapshot.next(), snapshot.carry(),
                                records.from())
                        : Match.resume(game, seed, snapshot.next(), snapshot.carry(), records.from());
                status = TableStatus.PLAYING;
                startHand();
            }
        }
    }

    /** The match as a restart needs it, at version {@code v}: see {@link #resume}. */
    private Store.SnapshotRow snapshot(String kind, long v) {
        return MatchSnapshot.row(kind, v, handsPlayed(), match, totals, hub.forms());
    }

    /** The running totals by player name. */
    Map<String, Amount> totals() {
        return totals.byName();
    }

    private void startHand() {
        state = match.startHand();
        seating = match.seating();
        hand = match.handsPlayed();
        if (!replaying) {
            int number = hand;
            String deal = hub.forms().deal(state.deal());
            owed.storeOrOwe(() -> hub.store().startHand(id, number, deal));
        }
        emit(new TableEvent.HandStarted(hand, seating, seating.players().stream().map(seats::positionOf).toList()));
    }

    /** Applies a checked action of the seat to act, announces it, and ends the hand (and match) when over. */
    void advance(int action, String standIn) {
        int seat = state.currentSeat();
        if (standIn != null) {
            standIns.made(state.moves().size(), standIn);
        }
        state.applyTrusted(action);
        emit(new TableEvent.Acted(seat, action, standIn));
        if (state.isOver()) {
            finishHand();
        }
    }

    private void finishHand() {
        HandRecord finished = HandRecord.of(state, seating);
        // the hand's secret is revealed here and nowhere earlier: in its record and its hand-over event
        Fairness fairness = chain == null ? null
                : Fairness.of(chain, hand + 1, seats.clientSeeds(), seats.names());
        String record = standIns.intoRecord(RecordWriter.toJson(fairness == null ? finished
                : finished.withFairness(fairness)), hub.forms());
        records.add(record);
        TableEvent.HandOver handOver = TableEvent.HandOver.of(hand, seating, state, fairness);
        HandResult result = match.finishHand();
        totals.add(seating.players(), result.settlement());
        if (duplicate != null) {
            duplicate.played().accept(Duplicate.DealPlayed.of(hand + 1, result, seating.players(), seats));
        }
        boolean over = match.handsPlayed() >= handsPlanned;
        if (over) {
            status = TableStatus.FINISHED;
        }
        // The info shows the hands played and the end: a client that hears the event never reads an older one.
        if (!replaying) {
            publish.run();
        }
        emit(handOver);
        if (over) {
            emit(new TableEvent.MatchOver(match.handsPlayed(), totals.byName(), totals.standings()));
        }
        if (!replaying) {
            int number = hand;
            Store.SnapshotRow snapshot = snapshot(over ? "finished" : "playing", log.version());
            if (over && seats.rated()) {
                RatedMatch end = ratedEnd(number, record, snapshot);
                owed.storeOrOwe(() -> hub.ratings().finish(end));
            } else {
                owed.storeOrOwe(() -> hub.store().finishHand(id, number, record, snapshot));
            }
        }
        if (!over) {
            startHand();
        }
    }

    /** A rated match's end, its last hand {@code number} finished with {@code record}. */
    private RatedMatch ratedEnd(int number, String record, Store.SnapshotRow finished) {
        return RatedEnd.of(id, game.id().id(), records.all(), hub.forms(), seats, presence, totals, number, record,
                finished);
    }

    private void emit(TableEvent event) {
        log.emit(event, hand, seating, state);
        if (event.changesPlay()) {
            playVersion = log.version();
        }
    }
}
