package org.tarock.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.HandResult;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Match;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordWriter;

/**
 * One table: its seats, the match, the members connected to it and the numbered events they receive. All of
 * a table's state is touched only by tasks on its {@link SerialExecutor}; the public methods queue such a
 * task and return at once. Every action is written to the store and the write awaited before the action is
 * applied and acknowledged, so what a client has seen acknowledged survives a crash.
 */
final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);
    private static final int MAX_NAME = 32;

    enum Status { OPEN, PLAYING, FINISHED, BROKEN }

    private enum Kind { SEATED, HAND, ACTION, HAND_OVER, MATCH_OVER }

    /**
     * One numbered event. {@code state} is a copy of the hand as it was right after the event (null before the
     * first hand), from which each member's view is rendered; {@code move} is the index of the action for
     * {@link Kind#ACTION} events.
     */
    private record Event(long version, Kind kind, Map<String, Object> data, int hand, Seating seating, State state,
                         int move) {
    }

    /** A connection following the table: a player at table position {@code position}, or a watcher (-1). */
    private record Member(Peer peer, int position) {
    }

    /** A seat of the table: open, a person, an outside bot, or a server bot. */
    private static final class Seat {
        String kind;
        final String botKind;
        String name;
        String tokenDigest;
        Integer joined;
        final Bot bot;

        Seat(String kind, String botKind, String name, String tokenDigest, Integer joined, Bot bot) {
            this.kind = kind;
            this.botKind = botKind;
            this.name = name;
            this.tokenDigest = tokenDigest;
            this.joined = joined;
            this.bot = bot;
        }

        boolean isOpen() {
            return kind.equals("open");
        }
    }

    private final String id;
    private final Game game;
    private final long seed;
    private final int firstDealer;
    private final int handsPlanned;
    private final Instant created;
    private final Hub hub;
    private final SerialExecutor serial;
    private final Seat[] seats;
    private final Views views;
    private final ArrayDeque<Event> history = new ArrayDeque<>();
    private final List<String> records = new CopyOnWriteArrayList<>();
    private final Map<String, Amount> totals = new LinkedHashMap<>();
    private final List<Member> members = new ArrayList<>();

    private Status status = Status.OPEN;
    private String brokenReason;
    private Match match;
    private State state;
    private Seating seating;
    private int hand = -1;
    private long version;
    private boolean replaying;
    private volatile Map<String, Object> info;

    private Table(String id, Game game, long seed, int firstDealer, int handsPlanned, Instant created, Seat[] seats,
                  Hub hub) {
        this.id = id;
        this.game = game;
        this.seed = seed;
        this.firstDealer = firstDealer;
        this.handsPlanned = handsPlanned;
        this.created = created;
        this.seats = seats;
        this.views = new Views(game.vocabulary());
        this.hub = hub;
        this.serial = new SerialExecutor(hub.tableThreads());
    }

    // ---- creating and restoring ------------------------------------------------------------------

    /** Creates a table, stores it (waiting for the write) and starts the match at once if only bots sit. */
    static Table create(TableSpec spec, Hub hub) {
        Game game = spec.game();
        long seed = Tokens.newSeed();
        int size = game.tableSize();
        int firstDealer = ThreadLocalRandom.current().nextInt(size);
        Seat[] seats = new Seat[size];
        List<Store.SeatRow> rows = new ArrayList<>();
        for (int p = 0; p < size; p++) {
            String bot = spec.seats().get(p);
            seats[p] = bot == null ? new Seat("open", null, null, null, null, null)
                    : new Seat("bot", bot, bot + "-" + (p + 1), null, null, Bots.create(bot, seed + p));
            rows.add(new Store.SeatRow(p, seats[p].kind, bot, seats[p].name, null, null));
        }
        Table t = new Table(Tokens.newTableId(), game, seed, firstDealer, spec.hands(), Instant.now(), seats, hub);
        hub.store().createTable(new Store.TableRow(t.id, game.id().id(), rulesJson(game), seed, firstDealer,
                spec.hands(), t.created), rows).join();
        t.runAndWait(() -> {
            t.refreshInfo();
            t.startIfFull();
            t.refreshInfo();
        });
        return t;
    }

    /** Rebuilds a stored table by replaying its joins and every stored action through the engine. */
    static Table restore(Store.StoredTable stored, Hub hub) {
        Store.TableRow row = stored.table();
        GameId gameId = GameId.of(row.game());
        Game game = Games.create(Games.ruleBook(gameId).resolve(readRules(row.rules()), true));
        Seat[] seats = new Seat[stored.seats().size()];
        for (Store.SeatRow s : stored.seats()) {
            seats[s.seat()] = new Seat(s.kind(), s.bot(), s.name(), s.tokenDigest(), s.joined(),
                    s.bot() == null ? null : Bots.create(s.bot(), row.seed() + s.seat()));
        }
        Table t = new Table(row.id(), game, row.seed(), row.firstDealer(), row.handsPlanned(), row.created(), seats,
                hub);
        t.runAndWait(() -> {
            try {
                t.replay(stored.hands());
            } catch (RuntimeException e) {
                t.breakDown("the stored table could not be replayed: " + e.getMessage());
                LOG.error("table {} could not be replayed", t.id, e);
            }
            t.refreshInfo();
        });
        return t;
    }

    private void runAndWait(Runnable task) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        serial.execute(() -> {
            try {
                task.run();
                done.complete(null);
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        });
        done.join();
    }

    private void replay(List<Store.HandRow> hands) {
        replaying = true;
        List<Seat> joined = new ArrayList<>();
        for (Seat s : seats) {
            if (s.joined != null) {
                joined.add(s);
            }
        }
        joined.sort((a, b) -> Integer.compare(a.joined, b.joined));
        for (Seat s : joined) {
            emit(Kind.SEATED, seatedData(List.of(seats).indexOf(s)));
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
        scheduleBot();
    }

    // ---- requests (any thread) --------------------------------------------------------------------

    String id() {
        return id;
    }

    /** The public summary of the table (lobby listing); no secrets, no cards. */
    Map<String, Object> info() {
        return info;
    }

    /** The finished hands' records, in order. */
    /** The game with the table's rules. */
    Game game() {
        return game;
    }

    List<String> records() {
        return records;
    }

    /** Takes an open seat; completes with the seat's secret token, or fails with an {@link ApiException}. */
    CompletableFuture<String> join(int position, String name, boolean outsideBot) {
        CompletableFuture<String> result = new CompletableFuture<>();
        serial.execute(() -> {
            try {
                result.complete(takeSeat(position, name, outsideBot));
            } catch (ApiException e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    /** Attaches a connection as the holder of {@code token}'s seat, or as a watcher when the token is null. */
    void attach(Peer peer, String token, Long after, String requestId) {
        serial.execute(() -> {
            removeMember(peer);
            int position = -1;
            if (token != null) {
                position = positionOfToken(token);
                if (position < 0) {
                    peer.send(Messages.error(requestId, "bad-token", "this token holds no seat at table " + id));
                    return;
                }
                for (Iterator<Member> it = members.iterator(); it.hasNext(); ) {
                    Member m = it.next();
                    if (m.position == position) {
                        it.remove();
                        m.peer.closeWith(Messages.error(null, "superseded",
                                "another connection has taken over this seat"), 4001, "superseded");
                    }
                }
            }
            members.add(new Member(peer, position));
            Map<String, Object> welcome = Messages.message("welcome", requestId);
            welcome.put("protocol", Messages.PROTOCOL);
            welcome.put("table", id);
            welcome.put("seat", position < 0 ? null : position);
            welcome.put("role", position < 0 ? "watcher" : "player");
            catchUp(peer, position, after, welcome);
        });
    }

    /** Sends a member the events after {@code after}, or the whole current state when those are gone. */
    void sync(Peer peer, Long after, String requestId) {
        serial.execute(() -> {
            Member m = member(peer);
            if (m == null) {
                peer.send(notAttached(requestId));
                return;
            }
            catchUp(peer, m.position, after, Messages.message("synced", requestId));
        });
    }

    void detach(Peer peer) {
        serial.execute(() -> removeMember(peer));
    }

    /** A player's intent: checked by the engine, stored, applied and announced, or refused with the reason. */
    void act(Peer peer, String text, String requestId, Long expected) {
        serial.execute(() -> {
            Member m = member(peer);
            if (m == null) {
                peer.send(notAttached(requestId));
                return;
            }
            if (m.position < 0) {
                peer.send(Messages.error(requestId, "watcher-cannot-act", "you are watching this table; "
                        + "join a seat to play"));
                return;
            }
            int action;
            try {
                action = game.vocabulary().parse(text);
            } catch (IllegalActionException e) {
                peer.send(Messages.refused(requestId, e.refusal()));
                return;
            }
            try {
                perform(m.position, action, peer, requestId, expected);
            } catch (RuntimeException e) {
                fail(e, peer, requestId);
            }
        });
    }

    /**
     * A failure inside the table (a bug in the engine, a bot or the server) stops this table, never the
     * server: the table is marked broken, its members are told, and the stored actions stay as they were.
     */
    private void fail(RuntimeException e, Peer actor, String requestId) {
        LOG.error("table {} failed and is stopped", id, e);
        breakDown("an internal error stopped this table");
        refreshInfo();
        if (actor != null) {
            actor.send(Messages.error(requestId, "internal", "the server failed to handle this action; "
                    + "the table is stopped"));
        }
    }

    // ---- the table's own work (serial) --------------------------------------------------------------

    private String takeSeat(int position, String rawName, boolean outsideBot) {
        if (position < 0 || position >= seats.length) {
            throw new ApiException(400, "bad-seat", "table " + id + " has seats 0 to " + (seats.length - 1));
        }
        if (!seats[position].isOpen()) {
            throw new ApiException(409, "seat-taken", "seat " + position + " of table " + id + " is taken");
        }
        String name = checkName(rawName);
        String token = Tokens.newToken();
        Seat s = seats[position];
        int joined = (int) List.of(seats).stream().filter(x -> x.joined != null).count() + 1;
        String kind = outsideBot ? "api-bot" : "person";
        String digest = Tokens.digest(token);
        try {
            hub.store().takeSeat(id, new Store.SeatRow(position, kind, null, name, digest, joined)).join();
        } catch (CompletionException e) {
            throw new ApiException(503, "store-failed", "the seat could not be stored; try again");
        }
        s.kind = kind;
        s.name = name;
        s.tokenDigest = digest;
        s.joined = joined;
        emit(Kind.SEATED, seatedData(position));
        startIfFull();
        refreshInfo();
        return token;
    }

    private String checkName(String raw) {
        if (raw == null || raw.isBlank()) {
            throw new ApiException(400, "bad-name", "a name is required");
        }
        String name = raw.strip();
        if (name.length() > MAX_NAME || name.chars().anyMatch(Character::isISOControl)) {
            throw new ApiException(400, "bad-name", "a name is 1 to " + MAX_NAME + " characters, without control "
                    + "characters");
        }
        for (Seat s : seats) {
            if (name.equals(s.name)) {
                throw new ApiException(409, "name-taken", "someone at this table is already called \"" + name + "\"");
            }
        }
        return name;
    }

    private void startIfFull() {
        if (status != Status.OPEN || List.of(seats).stream().anyMatch(Seat::isOpen)) {
            return;
        }
        List<String> names = List.of(seats).stream().map(s -> s.name).toList();
        match = new Match(game, names, seed, firstDealer);
        status = Status.PLAYING;
        startHand();
        scheduleBot();
    }

    private void startHand() {
        state = match.startHand();
        seating = match.seating();
        hand = match.handsPlayed();
        if (!replaying) {
            hub.store().startHand(id, hand, dealJson(state)).join();
        }
        Map<String, Object> data = handData();
        data.put("seats", seating.players().stream().map(this::positionOf).toList());
        emit(Kind.HAND, data);
    }

    private void perform(int position, int action, Peer actor, String requestId, Long expected) {
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
            return;
        }
        int seat = seating.players().indexOf(seats[position].name);
        Refusal refusal = seat < 0 ? new Refusal(Reason.NOT_YOUR_TURN, "you sit out this hand as its dealer",
                Map.of("seat", state.currentSeat(), "rule", "sitting-out"))
                : state.check(seat, action);
        if (refusal != null) {
            if (actor != null) {
                actor.send(Messages.refused(requestId, refusal));
            }
            return;
        }
        try {
            hub.store().appendAction(id, hand, state.moves().size(), seat, game.vocabulary().format(action)).join();
        } catch (CompletionException e) {
            if (actor != null) {
                actor.send(Messages.error(requestId, "store-failed",
                        "the action could not be stored, so it was not taken; try again"));
            }
            return;
        }
        if (actor != null) {
            actor.send(Messages.ack(requestId, version + 1));
        }
        advance(action);
        refreshInfo();
        scheduleBot();
    }

    /** Applies a checked action of the seat to act, announces it, and ends the hand (and match) when over. */
    private void advance(int action) {
        int seat = state.currentSeat();
        state.applyTrusted(action);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seat", seat);
        data.put("act", game.vocabulary().format(action));
        emit(Kind.ACTION, data);
        if (state.isOver()) {
            finishHand();
        }
    }

    private void finishHand() {
        String record = RecordWriter.toJson(HandRecord.of(state, seating));
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
        data.putAll(HandOver.facts(state));
        HandResult result = match.finishHand();
        List<Amount> settlement = result.settlement();
        for (int s = 0; s < settlement.size(); s++) {
            totals.merge(seating.players().get(s), settlement.get(s), Amount::plus);
        }
        emit(Kind.HAND_OVER, data);
        if (match.handsPlayed() >= handsPlanned) {
            status = Status.FINISHED;
            Map<String, Object> over = new LinkedHashMap<>();
            over.put("hands", match.handsPlayed());
            over.put("totals", totalsJson());
            over.put("standings", standings());
            emit(Kind.MATCH_OVER, over);
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

    private Map<String, Object> seatedData(int position) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seat", position);
        data.put("name", seats[position].name);
        data.put("player", seats[position].kind);
        return data;
    }

    /** Lets a server bot take its turn: it thinks on the bot pool and its choice comes back as a task here. */
    private void scheduleBot() {
        if (replaying || status != Status.PLAYING) {
            return;
        }
        int seat = state.currentSeat();
        int position = positionOf(seating.players().get(seat));
        Bot bot = seats[position].bot;
        if (bot == null) {
            return;
        }
        SeatView view = state.view(seat);
        long expected = version;
        Runnable think = () -> {
            int action = choose(bot, view);
            serial.execute(() -> {
                try {
                    if (version == expected) {
                        perform(position, action, null, null, null);
                    }
                } catch (RuntimeException e) {
                    fail(e, null, null);
                }
            });
        };
        long delay = hub.config().botDelay().toMillis();
        if (delay > 0) {
            hub.scheduler().schedule(() -> hub.botThreads().execute(think), delay, TimeUnit.MILLISECONDS);
        } else {
            hub.botThreads().execute(think);
        }
    }

    private int choose(Bot bot, SeatView view) {
        try {
            int action = bot.choose(game, view);
            if (view.legal().contains(action)) {
                return action;
            }
            LOG.warn("a {} bot at table {} chose an illegal action; playing a random legal one", bot.kind(), id);
        } catch (RuntimeException e) {
            // A bot without a strategy for this game (or a bug in one) must not stop the table.
            LOG.warn("a {} bot at table {} failed ({}); playing a random legal action", bot.kind(), id, e.toString());
        }
        return view.legal().get(ThreadLocalRandom.current().nextInt(view.legal().size()));
    }

    private void emit(Kind kind, Map<String, Object> data) {
        version++;
        data.put("kind", kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        Event e = new Event(version, kind, data, hand, seating, state == null ? null : state.copy(),
                state == null ? -1 : state.moves().size() - 1);
        history.addLast(e);
        while (history.size() > hub.config().historySize()) {
            history.removeFirst();
        }
        for (Member m : members) {
            m.peer.send(render(e, m.position));
        }
    }

    /** The event as member {@code position} may see it: an action it may not see comes as the bare version. */
    private String render(Event e, int position) {
        Map<String, Object> msg = Messages.message("event", null);
        msg.put("table", id);
        msg.put("v", e.version);
        int seat = e.seating == null || position < 0 ? -1 : e.seating.players().indexOf(seats[position].name);
        Object view = null;
        boolean visible = e.kind != Kind.ACTION;
        if (e.state != null && seat >= 0) {
            SeatView v = e.state.view(seat);
            visible = visible || v.history().get(e.move).action() != Action.HIDDEN;
            view = views.seat(v, e.hand);
        } else if (e.state != null) {
            SeatView[] all = Views.all(e.state);
            visible = visible || Views.isPublic(all, e.move);
            view = views.watcher(all, e.hand);
        }
        if (visible) {
            msg.put("event", e.data);
        }
        if (view != null) {
            msg.put("view", view);
        }
        return Messages.json(msg);
    }

    private void catchUp(Peer peer, int position, Long after, Map<String, Object> header) {
        long oldest = history.isEmpty() ? version + 1 : history.peekFirst().version;
        boolean events = after != null && after <= version && after >= oldest - 1;
        header.put("v", version);
        header.put("resume", events ? "events" : "state");
        peer.send(Messages.json(header));
        if (events) {
            for (Event e : history) {
                if (e.version > after) {
                    peer.send(render(e, position));
                }
            }
            return;
        }
        Map<String, Object> msg = Messages.message("state", null);
        msg.put("table", id);
        msg.put("v", version);
        msg.put("info", info);
        Object view = null;
        if (state != null) {
            int seat = position < 0 ? -1 : seating.players().indexOf(seats[position].name);
            view = seat >= 0 ? views.seat(state.view(seat), hand) : views.watcher(Views.all(state), hand);
        }
        msg.put("view", view);
        peer.send(Messages.json(msg));
    }

    private void refreshInfo() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("game", game.id().id());
        out.put("title", game.id().title());
        out.put("rules", game.rules().values());
        out.put("status", status.name().toLowerCase(java.util.Locale.ROOT));
        if (brokenReason != null) {
            out.put("problem", brokenReason);
        }
        List<Object> seatList = new ArrayList<>();
        for (int p = 0; p < seats.length; p++) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("seat", p);
            s.put("player", seats[p].kind);
            s.put("bot", seats[p].botKind);
            s.put("name", seats[p].name);
            seatList.add(s);
        }
        out.put("seats", seatList);
        out.put("hands", handsPlanned);
        out.put("hands_played", records.size());
        out.put("hand", status == Status.PLAYING ? hand : null);
        out.put("totals", totalsJson());
        out.put("created", created.toString());
        out.put("v", version);
        info = out;
    }

    /** The final standings: every table seat with its name and total, highest total first (ties by seat). */
    private List<Object> standings() {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < seats.length; p++) {
            order.add(p);
        }
        order.sort((a, b) -> totals.getOrDefault(seats[b].name, Amount.ZERO)
                .compareTo(totals.getOrDefault(seats[a].name, Amount.ZERO)));
        List<Object> out = new ArrayList<>();
        for (int p : order) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seat", p);
            m.put("name", seats[p].name);
            m.put("total", totals.getOrDefault(seats[p].name, Amount.ZERO).toNumber());
            out.add(m);
        }
        return out;
    }

    private Map<String, Object> totalsJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        totals.forEach((name, amount) -> out.put(name, amount.toNumber()));
        return out;
    }

    private void breakDown(String reason) {
        status = Status.BROKEN;
        brokenReason = reason;
        replaying = false;
    }

    private Member member(Peer peer) {
        for (Member m : members) {
            if (m.peer == peer) {
                return m;
            }
        }
        return null;
    }

    private void removeMember(Peer peer) {
        members.removeIf(m -> m.peer == peer);
    }

    private String notAttached(String requestId) {
        return Messages.error(requestId, "not-attached", "this connection does not follow table " + id
                + "; send hello first");
    }

    /** The seat whose token this is, or -1. Every seat is compared, so the time taken tells nothing. */
    private int positionOfToken(String token) {
        int found = -1;
        for (int p = 0; p < seats.length; p++) {
            if (Tokens.matches(token, seats[p].tokenDigest)) {
                found = p;
            }
        }
        return found;
    }

    private int positionOf(String name) {
        for (int p = 0; p < seats.length; p++) {
            if (name.equals(seats[p].name)) {
                return p;
            }
        }
        throw new IllegalStateException("no seat is called " + name);
    }

    private static String dealJson(State state) {
        return Messages.json(Views.deal(state));
    }

    private static String rulesJson(Game game) {
        try {
            return Wire.mapper().writeValueAsString(game.rules().values());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("rules could not be written", e);
        }
    }

    private static Map<String, Object> readRules(String json) {
        try {
            return Wire.mapper().readValue(json, new TypeReference<>() { });
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored rules are not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
