package org.tarock.server.table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.tarock.engine.Amount;
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
    private final Seats seats;
    private final EventLog log;
    private final Presence presence;
    /** Renews the table info; called before an event whose news the info shows, so the two always agree. */
    private final Runnable publish;
    private final List<Map<String, Object>> standIns = new ArrayList<>();
    /** The records of the hands finished since the table was created or resumed from its snapshot. */
    private final List<String> records = new CopyOnWriteArrayList<>();
    /** The number of the first hand in {@link #records}: the earlier records are read from the store. */
    private volatile int recordsFrom;
    private final Map<String, Amount> totals = new LinkedHashMap<>();
    /**
     * Writes that failed after the state had moved on (a hand's record, the next hand's deal), in order: made
     * before the next action is stored, so that the store never holds an action of a hand it has no deal for.
     */
    private final Deque<Supplier<CompletableFuture<Void>>> owed = new ArrayDeque<>();

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
     */
    MatchDriver(String id, Game game, long seed, Integer firstDealer, FairDeal chain, int handsPlanned, Hub hub,
                Seats seats, EventLog log, Presence presence, Runnable publish) {
        this.id = id;
        this.game = game;
        this.seed = seed;
        this.firstDealer = firstDealer;
        this.chain = chain;
        this.handsPlanned = handsPlanned;
        this.hub = hub;
        this.seats = seats;
        this.log = log;
        this.presence = presence;
        this.publish = publish;
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
        if (recordsFrom == 0) {
            return records;
        }
        List<String> all = new ArrayList<>(hub.store().records(id, recordsFrom));
        all.addAll(records);
        return all;
    }

    /** The number of finished hands. */
    int handsPlayed() {
        return recordsFrom + records.size();
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
        match = chain != null ? Match.fair(game, seats.names(), chain, seats.clientSeeds())
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
        String problem = switch (status) {
            case OPEN -> "table-not-started";
            case FINISHED -> "match-over";
            case BROKEN -> "table-broken";
            case CLOSED -> "table-closed";
            case PLAYING -> expected != null && (expected < playVersion || expected > version) ? "stale" : null;
        };
        if (problem != null) {
            if (actor != null) {
                actor.send(Messages.error(requestId, problem, switch (problem) {
                    case "table-not-started" -> "the match starts when every seat is taken";
                    case "match-over" -> "the match is over";
                    case "table-broken" -> "this table cannot go on: " + brokenReason;
                    case "table-closed" -> "this table is closed";
                    default -> "the table is at version " + version + ", not " + expected
                            + "; nothing was changed";
                }));
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
        if (!payOwed() || !stored(hub.store().appendAction(id, hand, index, seat, act, standIn))) {
            if (actor != null) {
                String why = hub.store().failure();
                actor.send(Messages.error(requestId, "store-failed", "the action could not be stored, so it was "
                        + "not taken" + (why == null ? "" : " (the database is not taking writes: " + why + ")")
                        + "; try again"));
            }
            return Outcome.NOT_STORED;
        }
        if (actor != null && !log.answeredByEvent(actor, requestId, version + 1)) {
            actor.send(Messages.ack(requestId, version + 1));
        }
        advance(action, standIn);
        return Outcome.APPLIED;
    }

    /** Makes the owed writes, oldest first; false when one still fails (it stays owed). */
    private boolean payOwed() {
        while (!owed.isEmpty()) {
            if (!stored(owed.peek().get())) {
                return false;
            }
            owed.poll();
        }
        return true;
    }

    /** A write, or one owed when it fails: the state moves on and the write is made again before the next action. */
    private void storeOrOwe(Supplier<CompletableFuture<Void>> write) {
        if (!owed.isEmpty() || !stored(write.get())) {
            owed.add(write);
        }
    }

    private static boolean stored(CompletableFuture<Void> write) {
        try {
            write.join();
            return true;
        } catch (CompletionException e) {
            return false;
        }
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
            if (!dealJson(state).equals(row.deal())) {
                throw new IllegalStateException("the stored deal of hand " + row.number()
                        + " is not the deal of the table's seed");
            }
            List<Store.PresenceRow> comings = row.presence();
            int next = 0;
            for (Store.ActionRow a : row.actions()) {
                next = replayPresence(comings, next, state.moves().size());
                int action = game.vocabulary().parse(a.act());
                Refusal r = state.check(a.seat(), action);
                if (r != null) {
                    throw new IllegalStateException("stored action \"" + a.act() + "\" of seat " + a.seat()
                            + " in hand " + row.number() + " is refused: " + r);
                }
                advance(action, a.standIn());
            }
            if (row.number() == hand) {
                replayPresence(comings, next, Integer.MAX_VALUE);
            }
        }
        if (closed != null) {
            close(closed);
        }
        replaying = false;
        // A crash can fall between writes: finish them now, so the store again holds the whole table.
        for (Store.HandRow row : hands) {
            if (row.record() == null && row.number() < handsPlayed()) {
                hub.store().finishHand(id, row.number(), records.get(row.number() - recordsFrom)).join();
            }
        }
        if (status == Status.PLAYING && hands.stream().noneMatch(r -> r.number() == hand)) {
            hub.store().startHand(id, hand, dealJson(state)).join();
        }
    }

    /**
     * The match as its snapshot left it: before a hand (which is dealt again here, its stored actions replayed
     * after), or ended for good. The version goes on from the snapshot's; the events before it are gone.
     */
    private void resume(Store.SnapshotRow snapshot) {
        JsonNode n;
        try {
            n = Wire.mapper().readTree(snapshot.json());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the stored snapshot is not JSON: " + e.getOriginalMessage(), e);
        }
        log.resumeAt(n.get("v").asLong());
        playVersion = log.version();
        recordsFrom = n.get("hands").asInt();
        n.get("totals").properties().forEach(e -> totals.put(e.getKey(), Amount.fromNumber(e.getValue().numberValue())));
        switch (snapshot.status()) {
            case "finished" -> status = Status.FINISHED;
            case "closed" -> status = Status.CLOSED;
            default -> {
                List<String> players = new ArrayList<>();
                n.get("players").forEach(p -> players.add(p.asText()));
                Seating next = new Seating(players, n.get("dealer").asInt(),
                        n.get("sitting_out").isNull() ? null : n.get("sitting_out").asText());
                JsonNode carry = n.get("carry");
                Carry carried = carry == null || carry.isNull() ? game.initialCarry()
                        : game.parseCarry(Wire.mapper().convertValue(carry, new TypeReference<Map<String, Object>>() { }));
                // a fair table's chain and client seeds are stored with the table and its seats, not here
                match = chain != null
                        ? Match.resumeFair(game, chain, seats.clientSeeds(), next, carried, recordsFrom)
                        : Match.resume(game, seed, next, carried, recordsFrom);
                status = Status.PLAYING;
                startHand();
            }
        }
    }

    /** The match as a restart needs it, at version {@code v}: see {@link #resume}. */
    private Store.SnapshotRow snapshot(String kind, long v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("v", v);
        m.put("hands", handsPlayed());
        if (match != null) {
            Seating next = match.seating();
            m.put("players", next.players());
            m.put("dealer", next.dealer());
            m.put("sitting_out", next.sittingOut());
            m.put("carry", match.carry().fields());
        }
        m.put("totals", totalsJson());
        return new Store.SnapshotRow(kind, handsPlayed(), Messages.json(m));
    }

    /** Announces the stored comings and goings up to action {@code index}; returns the next row to announce. */
    private int replayPresence(List<Store.PresenceRow> rows, int next, int index) {
        while (next < rows.size() && rows.get(next).index() <= index) {
            Store.PresenceRow p = rows.get(next++);
            presence(p.kind().equals("absent") ? EventLog.Kind.ABSENT : EventLog.Kind.BACK, p.seat());
        }
        return next;
    }

    /** The running totals by player name, as JSON numbers. */
    Map<String, Object> totalsJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        totals.forEach((name, amount) -> out.put(name, amount.toNumber()));
        return out;
    }

    /** The final standings: every table seat with its name and total, highest total first (ties by seat). */
    private List<Object> standings() {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < seats.size(); p++) {
            order.add(p);
        }
        order.sort((a, b) -> total(b).compareTo(total(a)));
        List<Object> out = new ArrayList<>();
        for (int p : order) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", p);
            m.put("name", seats.get(p).name());
            m.put("total", total(p).toNumber());
            out.add(m);
        }
        return out;
    }

    private Amount total(int position) {
        return totals.getOrDefault(seats.get(position).name(), Amount.ZERO);
    }

    private void startHand() {
        state = match.startHand();
        seating = match.seating();
        hand = match.handsPlayed();
        if (!replaying) {
            int number = hand;
            String deal = dealJson(state);
            storeOrOwe(() -> hub.store().startHand(id, number, deal));
        }
        Map<String, Object> data = handData();
        data.put("seats", seating.players().stream().map(seats::positionOf).toList());
        emit(EventLog.Kind.HAND, data);
    }

    /** Applies a checked action of the seat to act, announces it, and ends the hand (and match) when over. */
    private void advance(int action, String standIn) {
        int seat = state.currentSeat();
        if (standIn != null) {
            Map<String, Object> made = new LinkedHashMap<>();
            made.put("action", state.moves().size());
            made.put("bot", standIn);
            standIns.add(made);
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
        String record = withStandIns(RecordWriter.toJson(fairness == null ? finished
                : finished.withFairness(fairness)));
        standIns.clear();
        records.add(record);
        Map<String, Object> data = handData();
        data.put("result", state.result().fields());
        data.put("deal", Views.deal(state));
        data.putAll(HandOver.facts(state));
        data.put("fairness", fairness == null ? null : fairness.toJson());
        HandResult result = match.finishHand();
        List<Amount> settlement = result.settlement();
        for (int s = 0; s < settlement.size(); s++) {
            totals.merge(seating.players().get(s), settlement.get(s), Amount::plus);
        }
        emit(EventLog.Kind.HAND_OVER, data);
        boolean over = match.handsPlayed() >= handsPlanned;
        if (over) {
            status = Status.FINISHED;
            Map<String, Object> end = new LinkedHashMap<>();
            end.put("hands", match.handsPlayed());
            end.put("totals", totalsJson());
            end.put("standings", standings());
            emit(EventLog.Kind.MATCH_OVER, end);
        }
        if (!replaying) {
            int number = hand;
            Store.SnapshotRow snapshot = snapshot(over ? "finished" : "playing", log.version());
            storeOrOwe(() -> hub.store().finishHand(id, number, record, snapshot));
        }
        if (!over) {
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
        if (kind != EventLog.Kind.ABSENT && kind != EventLog.Kind.BACK) {
            playVersion = log.version();
        }
    }

    /**
     * The record with the decisions stand-ins made for absent players, as a top-level {@code stand_ins} list
     * (readers that do not know it ignore it); unchanged when a person made every decision.
     */
    private String withStandIns(String record) {
        if (standIns.isEmpty()) {
            return record;
        }
        try {
            com.fasterxml.jackson.databind.node.ObjectNode node =
                    (com.fasterxml.jackson.databind.node.ObjectNode) Wire.mapper().readTree(record);
            node.set("stand_ins", Wire.mapper().valueToTree(standIns));
            return Wire.mapper().writeValueAsString(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a record written here could not be read back", e);
        }
    }

    private static String dealJson(State state) {
        return Messages.json(Views.deal(state));
    }
}
