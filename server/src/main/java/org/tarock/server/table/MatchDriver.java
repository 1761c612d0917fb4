package org.tarock.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.Carry;
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
    enum Status { OPEN, PLAYING, FINISHED, BROKEN, CLOSED }

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

    private Status status = Status.OPEN;
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
        return status == Status.PLAYING ? seats.positionOf(seating.players().get(state.currentSeat())) : -1;
    }

    /**
     * Marks the player at {@code position} absent or back, stores it (so a restart rebuilds the same events)
     * and announces it; only while the match is played.
     */
    void presence(EventLog.Kind kind, int position) {
        if (status != Status.PLAYING) {
            return;
        }
        if (kind == EventLog.Kind.ABSENT) {
            presence.markAbsent(position, hub.clock().instant());
        } else {
            presence.markBack(position);
        }
        if (!replaying) {
            hub.store().appendPresence(id, hand, state.moves().size(), position,
                    kind.name().toLowerCase(java.util.Locale.ROOT)).join();
            publish.run();
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seat", position);
        data.put("name", seats.get(position).name());
        emit(kind, data);
    }

    /**
     * Closes a table stopped before its end: stored, announced, and every later action refused. A finished,
     * broken or already closed table stays as it is; returns whether this closed it.
     */
    boolean close(java.time.Instant when) {
        if (status != Status.OPEN && status != Status.PLAYING) {
            return false;
        }
        if (!replaying) {
            hub.store().closeTable(id, when, snapshot("closed", log.version() + 1)).join();
        }
        status = Status.CLOSED;
        emit(EventLog.Kind.CLOSED, new LinkedHashMap<>(Map.of("hands_played", handsPlayed())));
        return true;
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
        match = duplicate != null ? Match.duplicate(game, seats.names(), chain, seats.clientSeeds())
                : chain != null ? Match.fair(game, seats.names(), chain, seats.clientSeeds())
                : new Match(game, seats.names(), seed, firstDealer);
        status = Status.PLAYING;
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
                actor.send(Messages.error(requestId, problem,
                        Refusals.wording(problem, brokenReason, version, expected)));
            }
            return Outcome.REFUSED;
        }
        int seat = seating.players().indexOf(seats.get(position).name());
        Refusal refusal = seat < 0 ? new Refusal(Reason.NOT_YOUR_TURN, "you sit out this hand as its dealer",
                Map.of("seat", state.currentSeat(), "rule", "sitting-out"))
                : state.check(seat, action);
        if (refusal != null) {
            if (actor != null) {
                actor.send(Messages.refused(requestId, refusal));
            }
            return Outcome.REFUSED;
        }
        String act = game.vocabulary().format(action);
        int index = state.moves().size();
        if (!owed.pay() || !OwedWrites.stored(hub.store().appendAction(id, hand, index, seat, act, standIn))) {
            if (actor != null) {
                actor.send(Messages.error(requestId, "store-failed", Refusals.notStored(hub.store().failure())));
            }
            return Outcome.NOT_STORED;
        }
        if (actor != null && !log.answeredByEvent(actor, requestId, version + 1)) {
            actor.send(Messages.ack(requestId, version + 1));
        }
        advance(action, standIn);
        return Outcome.APPLIED;
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
            if (status != Status.PLAYING || row.number() != hand) {
                throw new IllegalStateException("hand " + row.number() + " is stored but the match is at hand " + hand);
            }
            MatchReplay.hand(row, game, this);
        }
        if (closed != null) {
            close(closed);
        }
        replaying = false;
        // A crash can fall between writes: finish them now, so the store again holds the whole table.
        for (Store.HandRow row : hands) {
            if (row.record() == null && row.number() < handsPlayed()) {
                hub.store().finishHand(id, row.number(), records.kept(row.number())).join();
            }
        }
        if (status == Status.PLAYING && hands.stream().noneMatch(r -> r.number() == hand)) {
            hub.store().startHand(id, hand, MatchSnapshot.dealJson(state)).join();
        }
    }

    /**
     * The match as its snapshot left it: before a hand (which is dealt again here, its stored actions replayed
     * after), or ended for good. The version goes on from the snapshot's; the events before it are gone.
     */
    private void resume(Store.SnapshotRow snapshot) {
        JsonNode n = MatchSnapshot.read(snapshot);
        log.resumeAt(n.get("v").asLong());
        playVersion = log.version();
        records.resumeAfter(n.get("hands").asInt());
        totals.restore(n.get("totals"));
        switch (snapshot.status()) {
            case "finished" -> status = Status.FINISHED;
            case "closed" -> status = Status.CLOSED;
            default -> {
                Seating next = MatchSnapshot.seating(n);
                Carry carried = MatchSnapshot.carry(game, n);
                // a fair table's chain and client seeds are stored with the table and its seats, not here
                match = duplicate != null
                        ? Match.resumeDuplicate(game, chain, seats.clientSeeds(), next, records.from())
                        : chain != null
                        ? Match.resumeFair(game, chain, seats.clientSeeds(), next, carried, records.from())
                        : Match.resume(game, seed, next, carried, records.from());
                status = Status.PLAYING;
                startHand();
            }
        }
    }

    /** The match as a restart needs it, at version {@code v}: see {@link #resume}. */
    private Store.SnapshotRow snapshot(String kind, long v) {
        return MatchSnapshot.of(kind, v, handsPlayed(), match, totals);
    }

    /** The running totals by player name, as JSON numbers. */
    Map<String, Object> totalsJson() {
        return totals.json();
    }

    private void startHand() {
        state = match.startHand();
        seating = match.seating();
        hand = match.handsPlayed();
        if (!replaying) {
            int number = hand;
            String deal = MatchSnapshot.dealJson(state);
            owed.storeOrOwe(() -> hub.store().startHand(id, number, deal));
        }
        Map<String, Object> data = HandFacts.of(hand, seating);
        data.put("seats", seating.players().stream().map(seats::positionOf).toList());
        emit(EventLog.Kind.HAND, data);
    }

    /** Applies a checked action of the seat to act, announces it, and ends the hand (and match) when over. */
    void advance(int action, String standIn) {
        int seat = state.currentSeat();
        if (standIn != null) {
            standIns.made(state.moves().size(), standIn);
        }
        state.applyTrusted(action);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seat", seat);
        data.put("act", game.vocabulary().format(action));
        if (standIn != null) {
            data.put("stand_in", standIn);
        }
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
        String record = standIns.intoRecord(RecordWriter.toJson(fairness == null ? finished
                : finished.withFairness(fairness)));
        records.add(record);
        Map<String, Object> data = HandFacts.of(hand, seating);
        data.put("result", state.result().fields());
        data.put("deal", Views.deal(state));
        data.putAll(HandOver.facts(state));
        data.put("fairness", fairness == null ? null : fairness.toJson());
        HandResult result = match.finishHand();
        totals.add(seating.players(), result.settlement());
        if (duplicate != null) {
            duplicate.played().accept(dealPlayed(result));
        }
        boolean over = match.handsPlayed() >= handsPlanned;
        if (over) {
            status = Status.FINISHED;
        }
        // The info shows the hands played and the end: a client that hears the event never reads an older one.
        if (!replaying) {
            publish.run();
        }
        emit(EventLog.Kind.HAND_OVER, data);
        if (over) {
            Map<String, Object> end = new LinkedHashMap<>();
            end.put("hands", match.handsPlayed());
            end.put("totals", totals.json());
            end.put("standings", totals.standings());
            emit(EventLog.Kind.MATCH_OVER, end);
        }
        if (!replaying) {
            int number = hand;
            Store.SnapshotRow snapshot = snapshot(over ? "finished" : "playing", log.version());
            owed.storeOrOwe(() -> hub.store().finishHand(id, number, record, snapshot));
        }
        if (!over) {
            startHand();
        }
    }

    /** The entrant's finished deal, with the declarer as a table seat. */
    private Duplicate.DealPlayed dealPlayed(HandResult result) {
        int entrant = seating.players().indexOf(seats.get(Duplicate.ENTRANT_SEAT).name());
        Integer declarer = result.declarer() == null ? null
                : seats.positionOf(seating.players().get(result.declarer()));
        return new Duplicate.DealPlayed(hand + 1, result.settlement().get(entrant), result.contract(), declarer,
                declarer == null ? null : result.won());
    }

    private void emit(EventLog.Kind kind, Map<String, Object> data) {
        log.emit(kind, data, hand, seating, state);
        if (kind != EventLog.Kind.ABSENT && kind != EventLog.Kind.BACK) {
            playVersion = log.version();
        }
    }
}
