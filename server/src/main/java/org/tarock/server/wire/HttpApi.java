package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.bots.Bots;
import org.tarock.engine.Echo;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Games;
import org.tarock.server.lobby.Lobby;
import org.tarock.server.players.Account;
import org.tarock.server.players.Accounts;
import org.tarock.server.players.Names;
import org.tarock.server.players.Session;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Metrics;
import org.tarock.server.table.Table;

/** The HTTP side of the protocol: the status page, games, creating, listing and joining tables, records. */
public final class HttpApi {
    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
    private static final String JSON = "application/json";

    /** How long a request waits for an analysis before it is told to ask again (the analysis goes on). */
    private static final int ANALYSIS_WAIT_SECONDS = 60;

    private final Lobby lobby;
    private final Config config;
    private final Analyses analyses;
    private final ClientLimits limits;
    private final Metrics metrics;
    private final Accounts accounts;
    private final SessionCookies cookies;
    private final SignedIn signedIn;

    HttpApi(Lobby lobby, Config config, Analyses analyses, ClientLimits limits, Metrics metrics, Accounts accounts,
            SessionCookies cookies) {
        this.metrics = metrics;
        this.accounts = accounts;
        this.cookies = cookies;
        this.signedIn = SignedIn.by(cookies);
        this.analyses = analyses;
        this.limits = limits;
        this.lobby = lobby;
        this.config = config;
    }

    void routes(RoutesConfig r) {
        r.get("/", this::webApp);
        r.get("/status", this::statusPage);
        r.get("/api/health", this::health);
        r.get("/favicon.ico", this::favicon);
        r.get("/api/games", ctx -> json(ctx, 200, Map.of("games", TableJson.games(), "bots", Bots.KINDS,
                "tournament_bots", Bots.SAME_ON_ANY_MACHINE)));
        r.get("/api/tables", ctx -> json(ctx, 200, Map.of("tables",
                lobby.list(ctx.queryParam("status")).stream().map(TableJson::summary).toList())));
        r.post("/api/tables", this::create);
        r.get("/api/tables/{id}", ctx -> json(ctx, 200, TableJson.summary(lobby.find(ctx.pathParam("id")).info())));
        r.post("/api/tables/{id}/seats/{seat}", this::join);
        r.post("/api/tables/{id}/close", this::close);
        r.post("/api/tables/{id}/again", this::again);
        r.get("/api/tables/{id}/hands", this::hands);
        r.get("/api/tables/{id}/hands/{n}", this::record);
        r.get("/api/tables/{id}/hands/{n}/analysis", this::analysis);
        r.get("/api/tables/{id}/match.jsonl", this::match);
        r.exception(ApiException.class, (e, ctx) -> {
            if (e.retryAfterSeconds() > 0) {
                ctx.header("Retry-After", Long.toString(e.retryAfterSeconds()));
            }
            metrics.refusal(e.code(), "http");
            error(ctx, e.status(), e.code(), e.getMessage());
        });
        r.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), switch (e.getStatus()) {
            case 404, 405 -> "not-found";
            case 413 -> "oversized";
            default -> "malformed";
        }, e.getStatus() == 404 ? "there is nothing at " + ctx.path() : e.getMessage()));
        r.exception(Exception.class, (e, ctx) -> {
            LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, 500, "internal", "the server could not handle this request");
        });
    }

    /** The browser table (web/index.html); its scripts, styles and rules pages are static files under /web. */
    private void webApp(Context ctx) throws java.io.IOException {
        try (var in = HttpApi.class.getResourceAsStream("/web/index.html")) {
            if (in == null) {
                statusPage(ctx);
                return;
            }
            ctx.contentType("text/html; charset=utf-8").header("Cache-Control", "no-cache").result(in.readAllBytes());
        }
    }

    /** Whether the database takes writes; while it does not, tables in play wait (docs/protocol.md). */
    private void health(Context ctx) {
        String failure = lobby.storeFailure();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("store", failure == null ? "ok" : "failing");
        if (failure != null) {
            out.put("problem", "the database is not taking writes (" + failure + "); tables in play wait and go "
                    + "on by themselves once it does");
        }
        json(ctx, 200, out);
    }

    /** Browsers ask for /favicon.ico on their own: the page's icon (web/favicon.svg) answers. */
    private void favicon(Context ctx) throws java.io.IOException {
        try (var in = HttpApi.class.getResourceAsStream("/web/favicon.svg")) {
            if (in == null) {
                throw new ApiException(404, "not-found", "there is nothing at /favicon.ico");
            }
            ctx.contentType("image/svg+xml").header("Cache-Control", "max-age=86400").result(in.readAllBytes());
        }
    }

    private void statusPage(Context ctx) {
        long playing = lobby.list("playing").size();
        long open = lobby.list("open").size();
        String games = String.join(", ", Games.available().stream().map(g -> g.title()).toList());
        ctx.contentType("text/html; charset=utf-8").result("""
                <!doctype html>
                <html lang="en"><head><meta charset="utf-8"><title>tarock</title></head>
                <body>
                <h1>tarock</h1>
                <p>The tarock table server is running: historical three-player Tarock games.</p>
                <p>Games: %s.</p>
                <p>Tables open: %d. Tables in play: %d.</p>%s
                <p>API: <a href="/api/games">/api/games</a>, <a href="/api/tables">/api/tables</a>,
                WebSocket <code>/ws</code> (protocol versions %d to %d, see docs/protocol.md).</p>
                </body></html>
                """.formatted(games, open, playing, storeLine(), Protocol.FIRST,
                        Protocol.LAST));
    }

    private String storeLine() {
        String failure = lobby.storeFailure();
        return failure == null ? "" : "\n<p><strong>The database is not taking writes (" + escape(failure)
                + "): tables in play wait, and go on by themselves once it does.</strong></p>";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Creates a table; the answer carries the creator token, which closes the table and is shown only once. */
    private void create(Context ctx) {
        String address = limits.address(ctx);
        limits.admitCreate(address, null);
        String creatorToken = lobby.tokens().newToken();
        Table t = lobby.create(Requests.tableSpec(body(ctx)), address, creatorToken);
        Map<String, Object> out = TableJson.summary(t.info());
        out.put("creator_token", creatorToken);
        json(ctx, 201, out);
    }

    private void close(Context ctx) {
        limits.admitTableRequest(limits.address(ctx));
        Table t = lobby.find(ctx.pathParam("id"));
        String token = Requests.text(body(ctx), "creator_token", true);
        limits.admitTableRequestWith(token);
        json(ctx, 200, TableJson.summary(await(t.closeByCreator(token))));
    }

    private static <T> T await(java.util.concurrent.CompletableFuture<T> answer) {
        try {
            return answer.get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof ApiException api) {
                throw api;
            }
            throw new CompletionException(e.getCause());
        } catch (TimeoutException | InterruptedException e) {
            throw new ApiException(503, "busy", "the table did not answer in time; try again");
        }
    }

    private void join(Context ctx) {
        limits.admitJoin(limits.address(ctx), null);
        Table t = lobby.find(ctx.pathParam("id"));
        int seat = integer(ctx.pathParam("seat"), "seat");
        JsonNode body = body(ctx);
        String name = seatName(ctx, Requests.text(body, "name", false));
        JsonNode bot = body.get("bot");
        if (bot != null && !bot.isBoolean() && !bot.isNull()) {
            throw ApiException.malformed("\"bot\" must be true or false");
        }
        String clientSeed = clientSeed(body.get("client_seed"));
        String token = await(t.join(seat, name, bot != null && bot.asBoolean(), clientSeed));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("table", t.id());
        out.put("seat", seat);
        out.put("token", token);
        json(ctx, 201, out);
    }

    /**
     * The name a seat is taken under: a signed-in player's account name (a {@code name} given must be it), else the
     * guest's {@code name}, which may be neither an account's nor a bot's.
     */
    private String seatName(Context ctx, String given) {
        Account account = cookies.of(ctx).map(Session::account).orElse(null);
        if (account == null) {
            if (given == null) {
                throw ApiException.malformed("\"name\" is required");
            }
            accounts.checkGuestName(given);
            return given;
        }
        if (given != null && !Names.key(given).equals(account.key())) {
            throw new ApiException(400, "bad-name", "you are signed in as \"" + account.name() + "\": a seat taken "
                    + "while signed in carries the account's name");
        }
        return account.name();
    }

    private void again(Context ctx) {
        String address = limits.address(ctx);
        limits.admitTableRequest(address);
        JsonNode body = body(ctx);
        String token = Requests.text(body, "token", true);
        limits.admitTableRequestWith(token);
        // Playing again creates a table (or finds the one created) and takes a seat there.
        limits.admitCreate(address, token);
        limits.admitJoin(address, token);
        Lobby.Again a = lobby.again(ctx.pathParam("id"), token,
                clientSeed(body.get("client_seed")), address, lobby.tokens().newToken());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("table", a.table());
        out.put("seat", a.seat());
        out.put("token", a.token());
        if (a.creatorToken() != null) {
            out.put("creator_token", a.creatorToken());
        }
        json(ctx, 201, out);
    }

    /** The join's client seed for the fair deals: null when not given, else one the scheme allows. */
    static String clientSeed(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isTextual()) {
            throw new ApiException(400, "bad-client-seed", "\"client_seed\" must be a string of 1 to "
                    + FairDeal.MAX_CLIENT_SEED + " characters from ! to ~");
        }
        String problem = FairDeal.clientSeedProblem(node.textValue()).orElse(null);
        if (problem != null) {
            throw new ApiException(400, "bad-client-seed", problem);
        }
        return node.textValue();
    }

    /**
     * The table {@code id} whose hands are asked for: at a tournament's entry table, only its entrant sees them
     * before the tournament closes.
     */
    private Table handsOf(Context ctx) {
        Table t = lobby.find(ctx.pathParam("id"));
        if (!t.handsShown() && !signedIn.name(ctx).map(t.duplicate().entrant()::equals).orElse(false)) {
            throw new ApiException(403, "not-closed", "table " + t.id() + " is an entry of tournament "
                    + t.duplicate().tournament() + ": its hands are its entrant's until the tournament closes");
        }
        return t;
    }

    private void hands(Context ctx) {
        Table t = handsOf(ctx);
        List<Object> hands = new ArrayList<>();
        for (int n = 0; n < t.records().size(); n++) {
            hands.add(Map.of("number", n, "record", "/api/tables/" + t.id() + "/hands/" + n));
        }
        json(ctx, 200, Map.of("table", t.id(), "hands", hands));
    }

    private void record(Context ctx) {
        Table t = handsOf(ctx);
        int n = integer(ctx.pathParam("n"), "hand number");
        ctx.status(200).contentType(JSON).header("Content-Disposition",
                "attachment; filename=\"" + t.id() + "-hand-" + n + ".json\"").result(storedRecord(t, n));
    }

    private static String storedRecord(Table t, int n) {
        List<String> records = t.records();
        if (n < 0 || n >= records.size()) {
            throw new ApiException(404, "no-such-hand", "table " + t.id() + " has " + records.size()
                    + " finished hands (numbered from 0); hand " + n + " is not one of them");
        }
        return records.get(n);
    }

    /** The analysis of a finished hand, for the replay view; computed once, on its own thread. */
    private void analysis(Context ctx) {
        Table t = handsOf(ctx);
        int n = integer(ctx.pathParam("n"), "hand number");
        String record = storedRecord(t, n);
        try {
            json(ctx, 200, analyses.of(t.id(), n, record).get(ANALYSIS_WAIT_SECONDS, TimeUnit.SECONDS));
        } catch (java.util.concurrent.ExecutionException e) {
            throw new CompletionException(e.getCause());
        } catch (TimeoutException e) {
            throw new ApiException(503, "busy", "the analysis is still being computed; ask again in a minute");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "busy", "the server is stopping");
        }
    }

    private void match(Context ctx) {
        Table t = handsOf(ctx);
        StringBuilder sb = new StringBuilder();
        for (String r : t.records()) {
            sb.append(r).append('\n');
        }
        ctx.status(200).contentType("application/x-ndjson").header("Content-Disposition",
                "attachment; filename=\"" + t.id() + ".jsonl\"").result(sb.toString());
    }

    JsonNode body(Context ctx) {
        byte[] bytes;
        try {
            bytes = ctx.bodyAsBytes();
        } catch (Exception e) {
            // Jetty's reading errors (an early end of the body) are IOExceptions the Kotlin API throws unchecked.
            // A body that breaks off or is not HTTP (a bad chunk) is the client's mistake: one line, no trace.
            LOG.debug("unreadable request body for {} {}: {}", ctx.method(), ctx.path(), e.toString());
            throw new ApiException(400, "bad-request", "the request body could not be read: it is not valid HTTP "
                    + "(a broken chunk or a body shorter than announced)");
        }
        if (bytes.length > config.maxMessageChars() * 4) {
            throw new ApiException(413, "oversized", "the request body is too long");
        }
        JsonNode node = Json.read(bytes, "the body");
        if (!node.isObject()) {
            throw ApiException.malformed("the body must be a JSON object");
        }
        return node;
    }

    static int integer(String text, String what) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            if (text.matches("-?\\d+")) {
                throw ApiException.malformed(what + " " + text + " is out of range (at most " + Integer.MAX_VALUE + ")");
            }
            throw ApiException.malformed(what + " must be a whole number, not \"" + Echo.of(text) + "\"");
        }
    }

    static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType(JSON).result(Messages.json(asMap(body)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object body) {
        return (Map<String, Object>) body;
    }

    private static void error(Context ctx, int status, String code, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("code", code);
        m.put("message", message);
        json(ctx, status, m);
    }
}
