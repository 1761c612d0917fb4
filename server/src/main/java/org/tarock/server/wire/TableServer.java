package org.tarock.server.wire;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.bots.Bots;
import org.tarock.server.lobby.Lobby;
import org.tarock.server.players.Accounts;
import org.tarock.server.players.Glicko2;
import org.tarock.server.players.Passwords;
import org.tarock.server.players.Profiles;
import org.tarock.server.players.Sessions;
import org.tarock.server.players.SignInLimits;
import org.tarock.server.table.Tokens;
import org.tarock.server.store.DataDirectory;
import org.tarock.server.store.StartException;
import org.tarock.server.store.Store;
import org.tarock.server.table.BotPools;
import org.tarock.server.table.HintSearches;
import org.tarock.server.table.Hub;
import org.tarock.server.table.Metrics;
import org.tarock.server.tournaments.EntryTables;
import org.tarock.server.tournaments.Tournaments;

/**
 * The table server. Start one with {@link #start(Config)}; it listens at once and resumes every stored
 * table. For {@code ./tarock serve [--port P] [--db URL]}:
 *
 * <pre>{@code
 * Config config = Config.defaults(port, dataDir);           // port 0 picks a free port
 * if (dbUrl != null) config = config.withDbUrl(dbUrl);
 * TableServer server = TableServer.start(config);
 * System.out.println(server.url());                         // http://localhost:PORT/
 * Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
 * }</pre>
 */
public final class TableServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TableServer.class);
    private static final java.time.Duration IDLE_TIMEOUT = java.time.Duration.ofMinutes(5);

    private final Javalin app;
    private final Hub hub;
    private final Lobby lobby;
    private final ExecutorService analysisThread;
    /** The backups' endpoint of the embedded database; null on PostgreSQL. */
    private final AdminEndpoint admin;
    /** Null without {@code --metrics-port}. */
    private final MetricsEndpoint metricsEndpoint;
    private final Passwords passwords;

    private TableServer(Javalin app, Hub hub, Lobby lobby, ExecutorService analysisThread, AdminEndpoint admin,
                        MetricsEndpoint metricsEndpoint, Passwords passwords) {
        this.app = app;
        this.passwords = passwords;
        this.admin = admin;
        this.metricsEndpoint = metricsEndpoint;
        this.analysisThread = analysisThread;
        this.hub = hub;
        this.lobby = lobby;
    }

    /** Opens (and migrates) the database, restores every table, and starts listening. */
    public static TableServer start(Config config) {
        return start(config, Clock.systemUTC());
    }

    /** As {@link #start(Config)}, with the clock that idle tables are closed by (tests bring their own). */
    static TableServer start(Config config, Clock clock) {
        return start(config, clock, Tokens.secure());
    }

    /** As {@link #start(Config, Clock)}, drawing tokens, table ids and seeds from {@code tokens} (a test's seeded ones). */
    static TableServer start(Config config, Clock clock, Tokens tokens) {
        if (config.dbUrl() == null) {
            DataDirectory.check(config.dataDir());
        }
        long begin = System.nanoTime();
        Store store;
        try {
            store = new Store(config.jdbcUrl(), config.journalFile(), Store.Upkeep.DEFAULT);
        } catch (RuntimeException e) {
            throw new StartException("cannot open the database (" + config.describeStore() + "): "
                    + DataDirectory.rootMessage(e), e);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        ExecutorService tableThreads = Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("tarock-table-", 0).factory());
        BotPools botThreads = BotPools.forCores(cores);
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().name("tarock-scheduler").daemon().factory());
        Metrics metrics = config.metrics() == null ? Metrics.off() : Metrics.prometheus();
        store.timeCommitsWith(metrics.storeCommit);
        HintSearches hints = new HintSearches(config.capacity().hintThreads(), config.capacity().hintQueue(),
                metrics.hintSearch);
        Hub hub = new Hub(config.historySize(), config.botDelay(), store, tableThreads, botThreads, scheduler, clock,
                hints, metrics, tokens, TableText::new, new StoredJson());
        Lobby lobby = new Lobby(hub, new Lobby.Quotas(config.maxTables(), config.limits().liveTables(),
                config.idle().joined(), config.idle().neverJoined()));
        metrics.tables(lobby::countByStatus, Lobby.STATUSES);
        ClientLimits limits = new ClientLimits(config.limits(), config.messagesPerSecond(),
                config.messageBurst());
        // One analysis at a time, on a thread of its own: a solve may take seconds and must not slow the tables.
        ExecutorService analysisThread = Executors.newSingleThreadExecutor(
                Thread.ofPlatform().name("tarock-analysis").daemon().priority(Thread.MIN_PRIORITY).factory());
        Config.Players players = config.players();
        Passwords passwords = new Passwords(players.hashCost(), players.hashThreads(), players.hashQueue());
        Sessions sessions = new Sessions(store, tokens, clock, players.sessionUnused());
        SignInLimits signIns = new SignInLimits(players.signIns(), clock);
        Accounts accounts = new Accounts(store, passwords, sessions, signIns, clock);
        Profiles profiles = new Profiles(store, new Glicko2(players.ratings()), clock);
        Origins origins = new Origins(config.publicUrl());
        SessionCookies cookies = new SessionCookies(sessions, origins.secure());
        HttpApi http = new HttpApi(lobby, config, new Analyses(analysisThread), limits, metrics, accounts, cookies);
        Tournaments tournaments = new Tournaments(store.tournaments(), clock, tokens, Bots.VERSION, hub.forms());
        EntryTables entries = new EntryTables(tournaments, lobby);
        TournamentsApi tournamentsApi = new TournamentsApi(http, tournaments, entries, limits, SignedIn.by(cookies));
        PlayersApi playersApi = new PlayersApi(http, accounts, profiles, limits, cookies, tournamentsApi::results);
        Sockets sockets = new Sockets(lobby, hub, config, limits, origins);
        // Setting up the web server (mostly loading Jetty's and Javalin's classes, and mounting the jar for the
        // page's files) takes as long as reading the tables, so the two run side by side; it listens only once
        // every table is restored.
        CompletableFuture<Javalin> web = CompletableFuture.supplyAsync(() -> web(config, http, playersApi, tournamentsApi, origins,
                        sockets, metrics),
                runnable -> Thread.ofPlatform().name("tarock-web-setup").daemon().start(runnable));
        long opened = System.nanoTime();
        List<Store.StoredTable> stored = store.loadAll();
        tournaments.restore(store.tournaments().loadAll());
        long read = System.nanoTime();
        lobby.restore(stored, entries.stored()::get);
        long restored = System.nanoTime();
        long sweep = config.idle().sweep().toMillis();
        scheduler.scheduleWithFixedDelay(() -> {
            lobby.closeIdle();
            limits.forgetIdle();
            signIns.forgetIdle();
            entries.seatBotEntries();
        }, sweep, sweep, TimeUnit.MILLISECONDS);
        scheduler.scheduleWithFixedDelay(sessions::sweep, 1, 60, TimeUnit.MINUTES);
        Javalin app;
        AdminEndpoint admin = null;
        MetricsEndpoint metricsEndpoint = null;
        try {
            Javalin set = web.join();
            ensureFree(config.port());
            if (config.metrics() != null) {
                metricsEndpoint = MetricsEndpoint.start(config.metrics(), metrics);
            }
            if (config.dbUrl() == null) {
                admin = AdminEndpoint.tryStart(config.dataDir(), store);
            }
            app = set.start();
        } catch (RuntimeException e) {
            analysisThread.shutdownNow();
            closeAll(admin, metricsEndpoint, passwords);
            shutdown(hub);
            Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                    ? e.getCause() : e;
            throw portInUse(cause) ? new PortInUseException(config.port(), cause)
                    : cause instanceof RuntimeException r ? r : e;
        }
        lobby.resume();
        config.daily().start(tournaments, scheduler);
        entries.seatBotEntries();
        LOG.info("tarock server listening on port {} with {} tables ({}); database opened in {} ms, tables read "
                        + "in {} ms, replayed in {} ms, listening after {} ms", app.port(), lobby.size(),
                config.describeStore(), millis(begin, opened), millis(opened, read), millis(read, restored),
                millis(begin, System.nanoTime()));
        return new TableServer(app, hub, lobby, analysisThread, admin, metricsEndpoint, passwords);
    }

    /** The web server, set up but not yet listening: the page's files, the HTTP API and the WebSocket. */
    private static Javalin web(Config config, HttpApi http, PlayersApi players, TournamentsApi tournaments,
                               Origins origins, Sockets sockets,
                               Metrics metrics) {
        return Javalin.create(c -> {
            if (config.metrics() != null) {
                c.requestLogger.http((ctx, millis) -> {
                    io.javalin.router.Endpoint matched = ctx.endpoints().lastHttpEndpoint();
                    metrics.httpRequest(ctx.method().name(), matched == null ? "unmatched" : matched.path,
                            ctx.statusCode(), (long) (millis * 1_000_000));
                });
            }
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = 65_536;
            c.jetty.port = config.port();
            c.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
            // Jetty closes a connection whose message exceeds this; smaller oversized messages get an error.
            // A connection silent for this long is closed; clients send a ping message to stay (docs/protocol.md).
            c.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(65_536);
                f.setIdleTimeout(IDLE_TIMEOUT);
            });
            c.staticFiles.add(files -> {
                files.hostedPath = "/web";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                // Revalidate on every load, so a browser never runs scripts older than the server.
                files.headers = java.util.Map.of("Cache-Control", "no-cache");
            });
            c.routes.before("/api/*", origins::checkRequest);
            http.routes(c.routes);
            players.routes(c.routes);
            tournaments.routes(c.routes);
            c.routes.wsBeforeUpgrade("/ws", sockets::beforeUpgrade);
            c.routes.wsAfterUpgrade("/ws", sockets::afterUpgrade);
            c.routes.ws("/ws", sockets::configure);
        });
    }

    /**
     * Fails with the {@link java.net.BindException} when another program listens on {@code port}: found before
     * Javalin starts, so that the start says so in the one line of {@link PortInUseException} instead of
     * Javalin's error and stack trace first.
     */
    private static void ensureFree(int port) {
        if (port == 0) {
            return;
        }
        try {
            new java.net.ServerSocket(port).close();
        } catch (java.net.BindException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (java.io.IOException e) {
            // Not a busy port: Jetty's own bind says what is wrong.
        }
    }

    private static long millis(long from, long to) {
        return (to - from) / 1_000_000;
    }

    private static boolean portInUse(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.BindException) {
                return true;
            }
        }
        return false;
    }

    /** Thrown by {@link #start} when another program listens on the configured port. */
    public static final class PortInUseException extends IllegalStateException {
        PortInUseException(int port, Throwable cause) {
            super("port " + port + " is in use by another program; choose another with --port (0 picks a free one)",
                    cause);
        }
    }

    /**
     * The public address of {@code tarock serve --public-url}, checked: http or https and a host.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static java.net.URI publicUrl(String text) {
        return Origins.checkPublicUrl(text);
    }

    /** Closes the idle tables now, as the periodic sweep does (for tests with their own clock). */
    void closeIdleTables() {
        lobby.closeIdle();
    }

    public int port() {
        return app.port();
    }

    /** The address to open: {@code http://localhost:PORT/}. */
    public String url() {
        return "http://localhost:" + port() + "/";
    }

    /**
     * Stops gracefully: stops listening and taking actions (no more requests, no more bot turns), lets the
     * table tasks in flight finish with their writes, and then closes the database.
     */
    public void stop() {
        app.stop();
        analysisThread.shutdownNow();
        closeAll(admin, metricsEndpoint, passwords);
        shutdown(hub);
        hub.metrics().close();
    }

    /** The port {@code /metrics} is served on, or -1 without metrics. */
    public int metricsPort() {
        return metricsEndpoint == null ? -1 : metricsEndpoint.port();
    }

    /** The interface {@code /metrics} is bound to (loopback unless configured), or null without metrics. */
    java.net.InetAddress metricsAddress() {
        return metricsEndpoint == null ? null : metricsEndpoint.address();
    }

    private static void closeAll(AutoCloseable... endpoints) {
        for (AutoCloseable e : endpoints) {
            if (e != null) {
                try {
                    e.close();
                } catch (Exception ignored) {
                    // stopping: an endpoint that fails to close is gone with the process
                }
            }
        }
    }

    private static void shutdown(Hub hub) {
        hub.botThreads().shutdownNow();
        hub.hints().shutdownNow();
        hub.scheduler().shutdownNow();
        hub.tableThreads().shutdown();
        try {
            hub.tableThreads().awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        hub.store().close();
    }

    @Override
    public void close() {
        stop();
    }
}
