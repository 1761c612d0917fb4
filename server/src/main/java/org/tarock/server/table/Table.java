package org.tarock.server.table;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.server.store.Store;

/**
 * One table, as the rest of the server sees it. Its parts each do one job: {@link Seats} (who sits where,
 * tokens, names), {@link EventLog} (numbered events, members, catching up), {@link MatchDriver} (the match,
 * its hands, records and totals), {@link BotTurns} (server bots), {@link TableRequests} (what is asked of it),
 * {@link TableMoves} (a move performed and what follows it), {@link SeatTokens} (seats taken and their tokens),
 * {@link TableTimers}, {@link TableInfo} and {@link PlayAgain}; {@link Tables} makes and restores tables. All
 * of a table's state is touched only by tasks on its {@link SerialExecutor}; the public methods queue such a
 * task and return at once.
 */
public final class Table {
    private final String id;
    final Game game;
    final Hub hub;
    final SerialExecutor serial;
    final Seats seats;
    final EventLog log;
    final MatchDriver driver;
    final BotTurns bots;
    final Presence presence;
    final Pace pace;
    final TableInfo info;
    final TableTimers timers;
    private final PlayAgain again;
    private final TableRequests requests;
    final TableMoves moves;
    final SeatTokens tokens;
    /** What makes the table a tournament's entry, or null. */
    final Duplicate duplicate;
    final String creatorDigest;
    private final String creatorAddress;
    Instant lastActivity;

    /**
     * @param chain     the fair deals' chain of {@code row}'s {@code fairSecret}, or null when it has none
     * @param duplicate what makes the table a tournament's entry, or null
     */
    Table(Store.TableRow row, FairDeal chain, Game game, Seats seats, Hub hub, Duplicate duplicate) {
        this.id = row.id();
        this.duplicate = duplicate;
        this.game = game;
        this.seats = seats;
        this.hub = hub;
        this.creatorDigest = row.creatorDigest();
        this.creatorAddress = row.creatorAddress();
        this.lastActivity = hub.clock().instant();
        this.serial = new SerialExecutor(hub.tableThreads());
        this.presence = new Presence(seats.size(), Tables.absence(row.absent(), hub.forms()), row.turnSeconds());
        this.log = new EventLog(seats, hub.writers().of(id, game), hub.historySize());
        this.driver = new MatchDriver(id, game, row.seed(), row.firstDealer(), chain, row.handsPlanned(), hub,
                duplicate, seats, log, presence, this::publish);
        this.pace = Pace.of(row.pace());
        this.again = new PlayAgain(this, row.nextTable());
        String commitment = row.fairCommitment() != null || chain == null ? row.fairCommitment() : chain.commitment();
        this.info = new TableInfo(id, game, row.created(), commitment, duplicate == null ? null
                : duplicate.tournament(), hub, seats, presence, pace, log, driver, again::nextTable);
        this.moves = new TableMoves(this);
        this.bots = new BotTurns(id, game, hub, serial, seats, driver, log, presence, pace, duplicate, moves::byBot);
        this.requests = new TableRequests(this);
        this.tokens = new SeatTokens(this);
        this.timers = new TableTimers(hub, serial, seats, log, driver, bots, presence, this::touch, info::refresh);
    }

    /**
     * Lets a restored table go on: its stand-in clocks, bots and turn timer start. Called once every table is
     * restored, so that tables already playing do not slow down the restore of the others.
     */
    public void resume() {
        serial.execute(() -> {
            if (driver.status() != TableStatus.PLAYING) {
                return;
            }
            for (int p = 0; p < seats.size(); p++) {
                if (seats.get(p).bot() == null) {
                    timers.awaitStandIn(p);
                }
            }
            bots.schedule();
            timers.armTurnTimer();
        });
    }

    // ---- requests (any thread) --------------------------------------------------------------------

    public String id() {
        return id;
    }

    /**
     * The public summary of the table (lobby listing); no secrets, no cards; while the database is not taking
     * writes, a table in play names that as its {@code problem}.
     */
    public TableSummary info() {
        return info.published();
    }

    /** Whether the table is open or being played (it counts against the limits). */
    public boolean live() {
        return info.live();
    }

    /** What makes the table a tournament's entry, or null for a table of the lobby. */
    public Duplicate duplicate() {
        return duplicate;
    }

    /**
     * Whether the table's hands may be shown to anyone: always, except at a tournament's entry table until the
     * tournament is over.
     */
    public boolean handsShown() {
        return duplicate == null || duplicate.over().getAsBoolean();
    }

    /**
     * A fresh token for the entrant's seat of an entry table (the old one holds the seat no more), stored before it
     * is returned.
     */
    public String renewEntrantToken() {
        return serial.call(tokens::renewEntrant);
    }

    /** Playing again with the same seats, once the match is over. */
    public PlayAgain again() {
        return again;
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

    /**
     * Closes the table for its creator; completes with the table info, or fails with {@code not-creator} for a
     * wrong token or {@code not-live} when the match has already ended.
     */
    public CompletableFuture<TableSummary> closeByCreator(String creatorToken) {
        CompletableFuture<TableSummary> result = new CompletableFuture<>();
        serial.execute(() -> requests.closeByCreator(creatorToken, result));
        return result;
    }

    /**
     * Closes the table when no player is connected and nothing has happened at it for the configured time:
     * {@code joined} for a table a person or outside bot has joined, {@code neverJoined} for one never joined.
     */
    public void closeIfIdle(java.time.Duration joined, java.time.Duration neverJoined) {
        serial.execute(() -> requests.closeIfIdle(joined, neverJoined));
    }

    /**
     * Takes an open seat under {@code name}, for the account {@code account} (its key; null for a guest), with its
     * client seed (checked already; null for none); completes with the seat's secret token, or fails with an
     * {@link ApiException}.
     */
    public CompletableFuture<String> join(int position, String name, String account, boolean outsideBot,
                                          String clientSeed) {
        return serial.submit(() -> tokens.join(position, name, account, outsideBot, clientSeed));
    }

    /** The seats {@code account} holds here (as of the table info's last renewal). */
    public List<Integer> seatsOf(String account) {
        return info.seatsOf(account);
    }

    /**
     * A fresh token for seat {@code position}, held by {@code account} (a player on another device): the old token
     * no longer holds the seat, and the connection that brings the new one supersedes the old connection. Fails
     * with {@code 403 not-your-seat}, {@code 409 not-live} or {@code 503 store-failed}.
     */
    public CompletableFuture<String> claim(int position, String account) {
        return serial.submit(() -> tokens.claim(position, account));
    }

    /** Lets go of the seats the closed account {@code account} holds here; returns once they are let go. */
    public void accountClosed(String account) {
        serial.run(() -> requests.accountClosed(account));
    }

    /**
     * Attaches a connection speaking protocol {@code protocol} as the holder of {@code token}'s seat, or as a
     * watcher when the token is null.
     */
    public void attach(Peer peer, String token, Long after, String requestId, int protocol) {
        serial.execute(() -> requests.attach(peer, token, after, requestId, protocol));
    }

    /** Sends a member the events after {@code after}, or the whole current state when those are gone. */
    public void sync(Peer peer, Long after, String requestId) {
        serial.execute(() -> requests.sync(peer, after, requestId));
    }

    public void detach(Peer peer) {
        serial.execute(() -> timers.leave(peer));
    }

    /** A player's intent: checked by the engine, stored, applied and announced, or refused with the reason. */
    public void act(Peer peer, String text, String requestId, Long expected) {
        long received = System.nanoTime();
        serial.execute(() -> requests.act(peer, text, requestId, expected, received));
    }

    /**
     * A hint for a player's card decision: the {@code expert}'s search of his seat's view (docs/protocol.md,
     * {@code hint}), on the hints' own threads ({@link HintSearches}), so that no bot's turn waits behind it.
     */
    public void hint(Peer peer, String requestId) {
        serial.execute(() -> requests.hint(peer, requestId));
    }

    // ---- the table's own work (serial) --------------------------------------------------------------

    /** Renews the table info (the match calls it before an event whose news the info shows). */
    private void publish() {
        info.refresh();
    }

    void touch() {
        lastActivity = hub.clock().instant();
    }

    void close() {
        if (driver.close(hub.clock().instant())) {
            timers.stopTurnTimer();
            info.refresh();
        }
    }
}
