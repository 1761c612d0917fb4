package org.tarock.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.server.store.Store;

/**
 * One table, as the rest of the server sees it. Its parts each do one job: {@link Seats} (who sits where,
 * tokens, names), {@link EventLog} (numbered events, members, catching up), {@link MatchDriver} (the match,
 * its hands, records and totals) and {@link BotTurns} (server bots). All of a table's state is touched only
 * by tasks on its {@link SerialExecutor}; the public methods queue such a task and return at once.
 */
public final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);
    /** How long after the match starts a player who has not connected yet is marked absent. */
    private static final int ABSENT_GRACE_SECONDS = 5;

    private final String id;
    private final Game game;
    private final Instant created;
    private final Hub hub;
    private final SerialExecutor serial;
    private final Seats seats;
    private final EventLog log;
    private final MatchDriver driver;
    private final BotTurns bots;
    private final Presence presence;
    private final String creatorDigest;
    private final String creatorAddress;
    private final Pace pace;
    /** The table its players went on to (play again), or null. */
    private String nextTable;
    /** Open seats kept for the players of the table this one continues, until each claims his. */
    private final Set<Integer> reserved = new HashSet<>();
    /** Per seat, how often its last connection went: an absence is announced only for the latest departure. */
    private final int[] departures;
    /** Per seat, whether its latest departure's moment is still running. */
    private final boolean[] leaving;
    /** The fair deals' commitment {@code hex(s_0)}, or null at a table stored before fair deals. */
    private final String commitment;
    private volatile Info info;
    private Instant lastActivity;
    private ScheduledFuture<?> turnTimer;

    /** @param chain the fair deals' chain of {@code row}'s {@code fairSecret}, or null when it has none */
    private Table(Store.TableRow row, FairDeal chain, Game game, Seats seats, Hub hub) {
        this.id = row.id();
        this.game = game;
        this.created = row.created();
        this.commitment = row.fairCommitment() != null || chain == null ? row.fairCommitment() : chain.commitment();
        this.seats = seats;
        this.hub = hub;
        this.creatorDigest = row.creatorDigest();
        this.creatorAddress = row.creatorAddress();
        this.lastActivity = hub.clock().instant();
        this.serial = new SerialExecutor(hub.tableThreads());
        this.presence = new Presence(seats.size(), absence(row.absent()), row.turnSeconds());
        this.departures = new int[seats.size()];
        this.leaving = new boolean[seats.size()];
        this.log = new EventLog(id, seats, new Views(game.vocabulary()), hub.historySize());
        this.driver = new MatchDriver(id, game, row.seed(), row.firstDealer(), chain, row.handsPlanned(), hub, seats,
                log, presence, this::refreshInfo);
        this.pace = Pace.of(row.pace());
        this.nextTable = row.nextTable();
        this.bots = new BotTurns(id, game, hub, serial, seats, driver, log, presence, pace, this::playBot);
    }

    // ---- creating and restoring ------------------------------------------------------------------

    /**
     * Creates a table, stores it (waiting for the write) and starts the match at once if only bots sit. It
     * deals by {@code tarock-fair/1}: a fresh chain of one secret per hand, whose commitment the table info
     * shows from now on; the seed serves only the server bots. {@code creatorToken} is the secret that closes
     * it; {@code address} is its creator's client address (both are stored only as digests).
     */
    public static Table create(TableSpec spec, Hub hub, String creatorToken, String address) {
        Game game = spec.game();
        long seed = hub.tokens().newSeed();
        FairDeal chain = hub.tokens().newFairChain(spec.hands());
        String id = hub.tokens().newTableId();
        Seats seats = Seats.create(id, spec.seats(), seed);
        Store.TableRow row = new Store.TableRow(id, game.id().id(), rulesJson(game), seed, null, spec.hands(),
                hub.clock().instant(), jsonText(spec.absent().json()), spec.turnSeconds(),
                Tokens.digest(creatorToken), Tokens.digest(address), null, spec.pace().code(), null,
                FairDeal.hex(chain.topSecret()), chain.commitment());
        Table t = new Table(row, chain, game, seats, hub);
        hub.store().createTable(row, seats.rows()).join();
        t.runAndWait(() -> {
            t.refreshInfo();
            t.driver.startIfFull();
            t.bots.schedule();
            t.refreshInfo();
        });
        return t;
    }

    /** Rebuilds a stored table by replaying its joins and every stored action through the engine. */
    public static Table restore(Store.StoredTable stored, Hub hub) {
        Store.TableRow row = stored.table();
        GameId gameId = GameId.of(row.game());
        Game game = Games.create(Games.ruleBook(gameId).resolve(readRules(row.rules()), true));
        Seats seats = Seats.restore(row.id(), stored.seats(), row.seed());
        FairDeal chain = row.fairSecret() == null ? null
                : FairDeal.of(FairDeal.parseSecret(row.fairSecret()).orElseThrow(), row.handsPlanned());
        Table t = new Table(row, chain, game, seats, hub);
        t.runAndWait(() -> {
            try {
                t.driver.replay(stored.snapshot(), stored.hands(), row.closed());
                // Nobody is connected after a restart: every player is away until they come back. No event says
                // so (the restart is not an event of the table), so the table resumes at the same version.
                for (int p = 0; p < seats.size(); p++) {
                    if (t.driver.status() == MatchDriver.Status.PLAYING && t.seats.get(p).bot() == null
                            && !t.presence.absent(p)) {
                        t.presence.markAbsent(p);
                    }
                }
            } catch (RuntimeException e) {
                t.driver.breakDown("the stored table could not be replayed: " + e.getMessage());
                LOG.error("table {} could not be replayed", t.id, e);
            }
            t.refreshInfo();
        });
        return t;
    }

    /**
     * Lets a restored table go on: its stand-in clocks, bots and turn timer start. Called once every table is
     * restored, so that tables already playing do not slow down the restore of the others.
     */
    public void resume() {
        serial.execute(() -> {
            if (driver.status() != MatchDriver.Status.PLAYING) {
                return;
            }
            for (int p = 0; p < seats.size(); p++) {
                if (seats.get(p).bot() == null) {
                    awaitStandIn(p);
                }
            }
            bots.schedule();
            armTurnTimer();
        });
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

    // ---- requests (any thread) --------------------------------------------------------------------

    public String id() {
        return id;
    }

    /**
     * The public summary of the table (lobby listing); no secrets, no cards. While the database is not taking
     * writes, a table in play names that as its {@code problem}: it waits, and goes on once writes succeed.
     */
    public Map<String, Object> info() {
        Info current = info;
        String storeFailure = hub.store().failure();
        if (storeFailure == null || !"playing".equals(current.facts().get("status"))) {
            return current.withVersion();
        }
        Map<String, Object> waiting = current.withVersion();
        waiting.put("problem", "the database is not taking writes (" + storeFailure + "); play waits and goes on "
                + "by itself once it does");
        return waiting;
    }

    /** The game with the table's rules. */
    Game game() {
        return game;
    }

    /** The finished hands' records, in order. */
    public List<String> records() {
        return driver.records();
    }

    /** The digest of the creator's client address (for the per-address quota of live tables). */
    public String creatorAddress() {
        return creatorAddress;
    }

    /** Whether the table is open or being played (it counts against the limits). */
    public boolean live() {
        Object s = info.facts().get("status");
        return "open".equals(s) || "playing".equals(s);
    }

    /**
     * Closes the table for its creator; completes with the table info, or fails with {@code not-creator} for a
     * wrong token or {@code not-live} when the match has already ended.
     */
    public CompletableFuture<Map<String, Object>> closeByCreator(String creatorToken) {
        CompletableFuture<Map<String, Object>> result = new CompletableFuture<>();
        serial.execute(() -> {
            if (creatorToken == null || !Tokens.matches(creatorToken, creatorDigest)) {
                result.completeExceptionally(new ApiException(403, "not-creator",
                        "this is not the creator token of table " + id));
                return;
            }
            MatchDriver.Status status = driver.status();
            if (status == MatchDriver.Status.FINISHED || status == MatchDriver.Status.BROKEN) {
                result.completeExceptionally(new ApiException(409, "not-live", "table " + id + " has already "
                        + "ended (" + status.name().toLowerCase(Locale.ROOT) + ")"));
                return;
            }
            try {
                close();
                result.complete(info());
            } catch (CompletionException e) {
                result.completeExceptionally(new ApiException(503, "store-failed",
                        "the table could not be closed; try again"));
            }
        });
        return result;
    }

    /**
     * Closes the table when no player is connected and nothing has happened at it for the configured time:
     * {@code joined} for a table a person or outside bot has joined, {@code neverJoined} for one never joined.
     */
    public void closeIfIdle(java.time.Duration joined, java.time.Duration neverJoined) {
        serial.execute(() -> {
            if (!live() || log.anyPlayerConnected()) {
                return;
            }
            java.time.Duration limit = seats.joinOrder().isEmpty() ? neverJoined : joined;
            if (lastActivity.plus(limit).isAfter(hub.clock().instant())) {
                return;
            }
            try {
                close();
                LOG.info("table {} closed after {} without anyone at it", id, limit);
            } catch (CompletionException e) {
                LOG.warn("table {} could not be closed; trying again later", id);
            }
        });
    }

    /**
     * Takes an open seat with its client seed (checked already; null for none); completes with the seat's
     * secret token, or fails with an {@link ApiException}.
     */
    public CompletableFuture<String> join(int position, String name, boolean outsideBot, String clientSeed) {
        CompletableFuture<String> result = new CompletableFuture<>();
        serial.execute(() -> {
            try {
                result.complete(takeSeat(position, name, outsideBot, clientSeed));
            } catch (ApiException e) {
                result.completeExceptionally(e);
            }
        });
        return result;
    }

    /**
     * Attaches a connection speaking protocol {@code protocol} as the holder of {@code token}'s seat, or as a
     * watcher when the token is null.
     */
    public void attach(Peer peer, String token, Long after, String requestId, int protocol) {
        serial.execute(() -> {
            leave(peer);
            int position = -1;
            if (token != null) {
                position = seats.positionOfToken(token);
                if (position < 0) {
                    peer.send(Messages.error(requestId, "bad-token", "this token holds no seat at table " + id));
                    return;
                }
            }
            log.join(peer, position, protocol);
            Map<String, Object> welcome = Messages.message("welcome", requestId);
            welcome.put("protocol", protocol);
            welcome.put("table", id);
            welcome.put("seat", position < 0 ? null : position);
            welcome.put("role", position < 0 ? "watcher" : "player");
            catchUp(peer, position, after, welcome);
            if (position >= 0) {
                touch();
                // After the catch-up, so that the returning player hears his "back" as the next event.
                if (presence.absent(position)) {
                    driver.presence(EventLog.Kind.BACK, position);
                    refreshInfo();
                }
                // Someone is here again: stand-ins may go on.
                bots.schedule();
            }
        });
    }

    /** Sends a member the events after {@code after}, or the whole current state when those are gone. */
    public void sync(Peer peer, Long after, String requestId) {
        serial.execute(() -> {
            Integer position = log.positionOf(peer);
            if (position == null) {
                peer.send(notAttached(requestId));
                return;
            }
            catchUp(peer, position, after, Messages.message("synced", requestId));
        });
    }

    public void detach(Peer peer) {
        serial.execute(() -> leave(peer));
    }

    /** A player's intent: checked by the engine, stored, applied and announced, or refused with the reason. */
    public void act(Peer peer, String text, String requestId, Long expected) {
        long received = System.nanoTime();
        serial.execute(() -> {
            Integer position = log.positionOf(peer);
            if (position == null) {
                peer.send(notAttached(requestId));
                return;
            }
            if (position < 0) {
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
                if (driver.perform(position, action, peer, requestId, expected, null) == MatchDriver.Outcome.APPLIED) {
                    hub.metrics().playerActions.increment();
                    hub.metrics().actionRoundTrip.record(System.nanoTime() - received, TimeUnit.NANOSECONDS);
                    afterAction();
                }
            } catch (RuntimeException e) {
                fail(e, peer, requestId);
            }
        });
    }

    /**
     * A hint for a player's card decision: the {@code expert}'s search of his seat's view (docs/protocol.md,
     * {@code hint}), on the hints' own threads ({@link HintSearches}), so that no bot's turn waits behind it.
     */
    public void hint(Peer peer, String requestId) {
        serial.execute(() -> {
            Integer position = log.positionOf(peer);
            if (position == null) {
                peer.send(notAttached(requestId));
                return;
            }
            State state = driver.state();
            int seat = position < 0 || state == null ? -1 : driver.seating().players().indexOf(seats.get(position).name());
            SeatView view = seat < 0 ? null : state.view(seat);
            if (view == null || !Hints.offered(game, view)) {
                peer.send(Messages.error(requestId, "no-hint", "hints are for your own card decisions, when it is "
                        + "your turn to play a card"));
                return;
            }
            long version = log.version();
            hub.hints().ask(id + "/" + position, peer, requestId, () -> Hints.hint(game, view, version, requestId));
        });
    }

    // ---- the table's own work (serial) --------------------------------------------------------------

    private void playBot(int position, int action, String standIn) {
        try {
            switch (driver.perform(position, action, null, null, null, standIn)) {
                case APPLIED -> {
                    hub.metrics().botActions.increment();
                    afterAction();
                }
                // the database is not taking writes: the bot tries again, so the table goes on once it does
                case NOT_STORED -> bots.retryLater();
                case REFUSED -> { }
            }
        } catch (RuntimeException e) {
            fail(e, null, null);
        }
    }

    private void afterAction() {
        touch();
        refreshVersion();
        bots.schedule();
        armTurnTimer();
    }

    private void touch() {
        lastActivity = hub.clock().instant();
    }

    /**
     * A connection stops following the table; a player whose last connection it was is away once he has stayed
     * away a moment ({@link Presence#debounceSeconds}): coming back within it is no event.
     */
    private void leave(Peer peer) {
        Integer position = log.removeMember(peer);
        if (position != null && position >= 0) {
            touch();
            if (!log.connected(position)) {
                int departure = ++departures[position];
                leaving[position] = true;
                later(() -> {
                    if (departures[position] == departure) {
                        leaving[position] = false;
                        if (!log.connected(position)) {
                            goneAway(position);
                        }
                    }
                }, presence.debounceSeconds(position, hub.clock().instant()));
            }
        }
    }

    private void goneAway(int position) {
        String kind = seats.get(position).kind();
        if (driver.status() != MatchDriver.Status.PLAYING || presence.absent(position)
                || !(kind.equals("person") || kind.equals("api-bot"))) {
            return;
        }
        driver.presence(EventLog.Kind.ABSENT, position);
        awaitStandIn(position);
        refreshInfo();
    }

    /**
     * Marks every player without a connection absent (when the match starts); one who has just left is announced
     * when his departure's moment is over.
     */
    private void markAbsentees() {
        for (int p = 0; p < seats.size(); p++) {
            if (!log.connected(p) && !leaving[p]) {
                goneAway(p);
            }
        }
    }

    /** After the absence option's delay the stand-in takes over, unless the player is back by then. */
    private void awaitStandIn(int position) {
        if (presence.policy().waits()) {
            return;
        }
        long epoch = presence.epoch(position);
        later(() -> {
            if (presence.absent(position) && presence.epoch(position) == epoch) {
                presence.startStandIn(position);
                refreshInfo();
                bots.schedule();
            }
        }, presence.policy().afterSeconds());
    }

    /** Starts the turn timer for the player to act, if the table has one; a stand-in acts when it runs out. */
    private void armTurnTimer() {
        if (turnTimer != null) {
            turnTimer.cancel(false);
            turnTimer = null;
        }
        if (presence.turnSeconds() == null || driver.status() != MatchDriver.Status.PLAYING) {
            return;
        }
        int position = driver.positionToAct();
        if (seats.get(position).bot() != null || presence.standsIn(position)) {
            return;
        }
        long expected = driver.playVersion();
        turnTimer = later(() -> {
            if (driver.playVersion() == expected && log.anyPlayerConnected()) {
                bots.standInOnce();
            }
        }, presence.turnSeconds());
    }

    /** Runs {@code task} as a task of the table after {@code seconds}; nothing once the server is stopping. */
    private ScheduledFuture<?> later(Runnable task, long seconds) {
        try {
            return hub.scheduler().schedule(() -> serial.execute(task), seconds, TimeUnit.SECONDS);
        } catch (RejectedExecutionException e) {
            return null;
        }
    }

    private void close() {
        if (driver.close(hub.clock().instant())) {
            if (turnTimer != null) {
                turnTimer.cancel(false);
            }
            refreshInfo();
        }
    }

    /**
     * A failure inside the table (a bug in the engine, a bot or the server) stops this table, never the
     * server: the table is marked broken, its members are told, and the stored actions stay as they were.
     */
    private void fail(RuntimeException e, Peer actor, String requestId) {
        LOG.error("table {} failed and is stopped", id, e);
        driver.breakDown("an internal error stopped this table");
        refreshInfo();
        if (actor != null) {
            actor.send(Messages.error(requestId, "internal", "the server failed to handle this action; "
                    + "the table is stopped"));
        }
    }

    private String takeSeat(int position, String name, boolean outsideBot, String clientSeed) {
        if (reserved.contains(position)) {
            throw new ApiException(409, "seat-reserved", "seat " + position + " of table " + id
                    + " is kept for its player at the table before");
        }
        return seat(position, name, outsideBot, clientSeed);
    }

    private String seat(int position, String name, boolean outsideBot, String clientSeed) {
        String token = hub.tokens().newToken();
        Store.SeatRow row = seats.claim(position, name, outsideBot, token, clientSeed);
        try {
            hub.store().takeSeat(id, row).join();
        } catch (CompletionException e) {
            throw new ApiException(503, "store-failed", "the seat could not be stored; try again");
        }
        seats.take(row);
        touch();
        // Published before the event, so a client that hears "seated" never reads an older info.
        refreshInfo();
        driver.seated(position);
        if (driver.status() == MatchDriver.Status.OPEN) {
            driver.startIfFull();
            if (driver.status() == MatchDriver.Status.PLAYING) {
                // The last to join has only just been told his token: give everyone a moment to connect.
                later(this::markAbsentees, ABSENT_GRACE_SECONDS);
            }
            bots.schedule();
            armTurnTimer();
        }
        refreshInfo();
        return token;
    }

    // ---- playing again with the same seats (serial) ----------------------------------------------------

    /** A seat of a finished table, as its holder proved with his token: where, under what name, and how. */
    public record Holder(int position, String name, boolean outsideBot) {
    }

    /**
     * The seat {@code token} holds at this finished table, for playing again; fails with {@code bad-token} or
     * {@code match-not-over}.
     */
    public Holder holder(String token) {
        return call(() -> {
            int position = token == null ? -1 : seats.positionOfToken(token);
            if (position < 0) {
                throw new ApiException(403, "bad-token", "this token holds no seat at table " + id);
            }
            if (driver.status() != MatchDriver.Status.FINISHED) {
                throw new ApiException(409, "match-not-over", "table " + id + " is still playing its match");
            }
            Seats.Seat s = seats.get(position);
            return new Holder(position, s.name(), s.kind().equals("api-bot"));
        });
    }

    /** The same game, rules, hands, pace and seats: each server bot's kind, an open seat for each other seat. */
    public TableSpec againSpec() {
        List<String> kinds = new ArrayList<>();
        for (Store.SeatRow row : seats.rows()) {
            kinds.add(row.kind().equals("bot") ? row.bot() : null);
        }
        return new TableSpec(game, kinds, driver.handsPlanned(), presence.policy(), presence.turnSeconds(), pace);
    }

    /** The table this one's players went on to, or null. */
    public String nextTable() {
        return call(() -> nextTable);
    }

    /** Records the table the players go on to, stores it and tells every member ({@code next-table} event). */
    public void goOnTo(String next) {
        call(() -> {
            hub.store().setNextTable(id, next).join();
            nextTable = next;
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("table", next);
            log.emit(EventLog.Kind.NEXT_TABLE, data, driver.hand(), driver.seating(), driver.state());
            refreshInfo();
            return null;
        });
    }

    /** Keeps those of these seats that are still open for the players of the table before, until each claims his own. */
    public void reserve(List<Integer> positions) {
        call(() -> reserved.addAll(positions.stream().filter(p -> seats.get(p).isOpen()).toList()));
    }

    /**
     * Seats the player of the table before in the seat kept for him, with his client seed for the new table's
     * fair deals (checked already; null for none); returns the seat's new token.
     */
    public String claimReserved(int position, String name, boolean outsideBot, String clientSeed) {
        return call(() -> {
            String token = seat(position, name, outsideBot, clientSeed);
            reserved.remove(position);
            return token;
        });
    }

    private <T> T call(java.util.function.Supplier<T> task) {
        CompletableFuture<T> done = new CompletableFuture<>();
        serial.execute(() -> {
            try {
                done.complete(task.get());
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        });
        try {
            return done.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private void catchUp(Peer peer, int position, Long after, Map<String, Object> header) {
        log.catchUp(peer, position, after, header, info.withVersion(), driver.hand(), driver.seating(),
                driver.state());
    }

    /**
     * The table info ({@link #info()}) apart from its version {@code v}, which changes at every action, the facts
     * it was made from that an action may change, and the version.
     */
    private record Info(Map<String, Object> facts, InfoKey key, long version) {
        Map<String, Object> withVersion() {
            Map<String, Object> out = new LinkedHashMap<>(facts);
            out.put("v", version);
            return out;
        }
    }

    /** What an action may change in the table info besides its version ({@code absent}, {@code standIns}: masks). */
    private record InfoKey(MatchDriver.Status status, String broken, int handsPlayed, int hand, int absent,
                           int standIns) {
    }

    private void refreshInfo() {
        MatchDriver.Status status = driver.status();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("game", game.id().id());
        out.put("title", game.id().title());
        out.put("rules", game.rules().values());
        out.put("status", status.name().toLowerCase(Locale.ROOT));
        if (driver.brokenReason() != null) {
            out.put("problem", driver.brokenReason());
        }
        out.put("seats", seats.infoJson(presence));
        out.put("absent", presence.policy().json());
        out.put("turn_seconds", presence.turnSeconds());
        out.put("hands", driver.handsPlanned());
        out.put("pace", pace.code());
        // The browser table scales its own pauses (holding a complete trick) by the server's bot delay.
        out.put("bot_delay_ms", hub.botDelay().toMillis());
        out.put("next_table", nextTable);
        out.put("hands_played", driver.handsPlayed());
        out.put("hand", status == MatchDriver.Status.PLAYING ? driver.hand() : null);
        out.put("totals", driver.totalsJson());
        out.put("created", created.toString());
        out.put("fairness", commitment == null ? null : seats.fairnessJson(commitment));
        info = new Info(out, infoKey(), log.version());
    }

    /**
     * After an action: the info's version, and the rest only when the action changed it (a hand's end, a player
     * getting his seat back from a stand-in). Rebuilding all of it at every action took 3% of the server's time
     * under load, for a version number.
     */
    private void refreshVersion() {
        Info current = info;
        InfoKey now = infoKey();
        if (current.key().equals(now)) {
            info = new Info(current.facts(), now, log.version());
        } else {
            refreshInfo();
        }
    }

    private InfoKey infoKey() {
        int absent = 0;
        int standIns = 0;
        for (int p = 0; p < seats.size(); p++) {
            absent |= presence.absent(p) ? 1 << p : 0;
            standIns |= presence.standsIn(p) ? 1 << p : 0;
        }
        return new InfoKey(driver.status(), driver.brokenReason(), driver.handsPlayed(), driver.hand(), absent,
                standIns);
    }

    private String notAttached(String requestId) {
        return Messages.error(requestId, "not-attached", "this connection does not follow table " + id
                + "; send hello first");
    }

    private static TableSpec.Absence absence(String json) {
        if (json == null) {
            return TableSpec.Absence.DEFAULT;
        }
        try {
            return TableSpec.Absence.read(Wire.mapper().readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the stored absence option is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static String rulesJson(Game game) {
        return jsonText(game.rules().values());
    }

    private static String jsonText(Object value) {
        try {
            return Wire.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a table option could not be written", e);
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
