package org.tarock.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.IllegalActionException;

/**
 * One table, as the rest of the server sees it. Its parts each do one job: {@link Seats} (who sits where,
 * tokens, names), {@link EventLog} (numbered events, members, catching up), {@link MatchDriver} (the match,
 * its hands, records and totals) and {@link BotTurns} (server bots). All of a table's state is touched only
 * by tasks on its {@link SerialExecutor}; the public methods queue such a task and return at once.
 */
final class Table {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String id;
    private final Game game;
    private final Instant created;
    private final Hub hub;
    private final SerialExecutor serial;
    private final Seats seats;
    private final EventLog log;
    private final MatchDriver driver;
    private final BotTurns bots;
    /** The fair deals' commitment {@code hex(s_0)}, or null at a table stored before fair deals. */
    private final String commitment;
    private volatile Map<String, Object> info;

    private Table(String id, Game game, long seed, Integer firstDealer, FairDeal chain, int handsPlanned,
                  Instant created, Seats seats, Hub hub) {
        this.id = id;
        this.game = game;
        this.created = created;
        this.commitment = chain == null ? null : chain.commitment();
        this.seats = seats;
        this.hub = hub;
        this.serial = new SerialExecutor(hub.tableThreads());
        this.log = new EventLog(id, seats, new Views(game.vocabulary()), hub.config().historySize());
        this.driver = new MatchDriver(id, game, seed, firstDealer, chain, handsPlanned, hub, seats, log);
        this.bots = new BotTurns(id, game, hub, serial, seats, driver, log, this::playBot);
    }

    // ---- creating and restoring ------------------------------------------------------------------

    /**
     * Creates a table, stores it (waiting for the write) and starts the match at once if only bots sit. It
     * deals by {@code tarock-fair/1}: a fresh chain of one secret per hand, whose commitment the table info
     * shows from now on; the seed serves only the server bots.
     */
    static Table create(TableSpec spec, Hub hub) {
        Game game = spec.game();
        long seed = Tokens.newSeed();
        FairDeal chain = Tokens.newFairChain(spec.hands());
        String id = Tokens.newTableId();
        Seats seats = Seats.create(id, spec.seats(), seed);
        Table t = new Table(id, game, seed, null, chain, spec.hands(), Instant.now(), seats, hub);
        hub.store().createTable(new Store.TableRow(t.id, game.id().id(), rulesJson(game), seed, null,
                spec.hands(), t.created, FairDeal.hex(chain.topSecret())), seats.rows()).join();
        t.runAndWait(() -> {
            t.refreshInfo();
            t.driver.startIfFull();
            t.bots.schedule();
            t.refreshInfo();
        });
        return t;
    }

    /** Rebuilds a stored table by replaying its joins and every stored action through the engine. */
    static Table restore(Store.StoredTable stored, Hub hub) {
        Store.TableRow row = stored.table();
        GameId gameId = GameId.of(row.game());
        Game game = Games.create(Games.ruleBook(gameId).resolve(readRules(row.rules()), true));
        Seats seats = Seats.restore(row.id(), stored.seats(), row.seed());
        FairDeal chain = row.fairSecret() == null ? null
                : FairDeal.of(FairDeal.parseSecret(row.fairSecret()).orElseThrow(), row.handsPlanned());
        Table t = new Table(row.id(), game, row.seed(), row.firstDealer(), chain, row.handsPlanned(), row.created(),
                seats, hub);
        t.runAndWait(() -> {
            try {
                t.driver.replay(stored.hands());
                t.bots.schedule();
            } catch (RuntimeException e) {
                t.driver.breakDown("the stored table could not be replayed: " + e.getMessage());
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

    // ---- requests (any thread) --------------------------------------------------------------------

    String id() {
        return id;
    }

    /** The public summary of the table (lobby listing); no secrets, no cards. */
    Map<String, Object> info() {
        return info;
    }

    /** The game with the table's rules. */
    Game game() {
        return game;
    }

    /** The finished hands' records, in order. */
    List<String> records() {
        return driver.records();
    }

    /**
     * Takes an open seat with its client seed (checked already; null for none); completes with the seat's
     * secret token, or fails with an {@link ApiException}.
     */
    CompletableFuture<String> join(int position, String name, boolean outsideBot, String clientSeed) {
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

    /** Attaches a connection as the holder of {@code token}'s seat, or as a watcher when the token is null. */
    void attach(Peer peer, String token, Long after, String requestId) {
        serial.execute(() -> {
            log.removeMember(peer);
            int position = -1;
            if (token != null) {
                position = seats.positionOfToken(token);
                if (position < 0) {
                    peer.send(Messages.error(requestId, "bad-token", "this token holds no seat at table " + id));
                    return;
                }
            }
            log.join(peer, position);
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
            Integer position = log.positionOf(peer);
            if (position == null) {
                peer.send(notAttached(requestId));
                return;
            }
            catchUp(peer, position, after, Messages.message("synced", requestId));
        });
    }

    void detach(Peer peer) {
        serial.execute(() -> log.removeMember(peer));
    }

    /** A player's intent: checked by the engine, stored, applied and announced, or refused with the reason. */
    void act(Peer peer, String text, String requestId, Long expected) {
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
                if (driver.perform(position, action, peer, requestId, expected)) {
                    afterAction();
                }
            } catch (RuntimeException e) {
                fail(e, peer, requestId);
            }
        });
    }

    // ---- the table's own work (serial) --------------------------------------------------------------

    private void playBot(int position, int action) {
        try {
            if (driver.perform(position, action, null, null, null)) {
                afterAction();
            }
        } catch (RuntimeException e) {
            fail(e, null, null);
        }
    }

    private void afterAction() {
        refreshInfo();
        bots.schedule();
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
        String token = Tokens.newToken();
        Store.SeatRow row = seats.claim(position, name, outsideBot, token, clientSeed);
        try {
            hub.store().takeSeat(id, row).join();
        } catch (CompletionException e) {
            throw new ApiException(503, "store-failed", "the seat could not be stored; try again");
        }
        seats.take(row);
        driver.seated(position);
        driver.startIfFull();
        bots.schedule();
        refreshInfo();
        return token;
    }

    private void catchUp(Peer peer, int position, Long after, Map<String, Object> header) {
        log.catchUp(peer, position, after, header, info, driver.hand(), driver.seating(), driver.state());
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
        out.put("seats", seats.infoJson());
        out.put("hands", driver.handsPlanned());
        out.put("hands_played", driver.records().size());
        out.put("hand", status == MatchDriver.Status.PLAYING ? driver.hand() : null);
        out.put("totals", driver.totalsJson());
        out.put("created", created.toString());
        out.put("fairness", commitment == null ? null : seats.fairnessJson(commitment));
        out.put("v", log.version());
        info = out;
    }

    private String notAttached(String requestId) {
        return Messages.error(requestId, "not-attached", "this connection does not follow table " + id
                + "; send hello first");
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
