package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.server.lobby.Lobby;
import org.tarock.server.players.Account;
import org.tarock.server.players.Accounts;
import org.tarock.server.players.Profiles;
import org.tarock.server.players.Session;
import org.tarock.server.store.PlayerRows;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Table;

/**
 * The HTTP side of accounts and ratings (docs/protocol.md, "Accounts" and "Players and ratings"): signing up, in
 * and out, the signed-in player, password and closing; profiles, match histories, rating histories and
 * leaderboards. The session travels in the cookie {@code tarock_session}.
 */
final class PlayersApi {
    private final HttpApi http;
    private final Accounts accounts;
    private final Profiles profiles;
    private final ClientLimits limits;
    private final SessionCookies cookies;
    private final Lobby lobby;

    /** A player's tournament results, for his profile. */
    private final java.util.function.Function<String, List<Object>> tournaments;

    PlayersApi(HttpApi http, Lobby lobby, Accounts accounts, Profiles profiles, ClientLimits limits,
               SessionCookies cookies,
               java.util.function.Function<String, List<Object>> tournaments) {
        this.tournaments = tournaments;
        this.http = http;
        this.lobby = lobby;
        this.accounts = accounts;
        this.profiles = profiles;
        this.limits = limits;
        this.cookies = cookies;
    }

    void routes(RoutesConfig r) {
        r.post("/api/accounts", this::signUp);
        r.post("/api/session", this::signIn);
        r.delete("/api/session", this::signOut);
        r.delete("/api/sessions", this::signOutEverywhere);
        r.get("/api/me", ctx -> HttpApi.json(ctx, 200, me(cookies.required(ctx).account())));
        r.post("/api/me/password", this::changePassword);
        r.post("/api/tables/{id}/seats/{seat}/claim", this::claim);
        r.delete("/api/me", this::close);
        r.get("/api/players/{name}", this::profile);
        r.get("/api/players/{name}/matches", this::matches);
        r.get("/api/players/{name}/ratings", this::ratings);
        r.get("/api/leaderboard", this::leaderboard);
    }

    private void signUp(Context ctx) {
        JsonNode body = http.body(ctx);
        Accounts.SignedIn in = accounts.signUp(Requests.text(body, "name", true),
                Requests.text(body, "password", true), limits.address(ctx));
        cookies.set(ctx, in.token());
        HttpApi.json(ctx, 201, me(in.account()));
    }

    private void signIn(Context ctx) {
        JsonNode body = http.body(ctx);
        Accounts.SignedIn in = accounts.signIn(Requests.text(body, "name", true),
                Requests.text(body, "password", true), limits.address(ctx));
        cookies.set(ctx, in.token());
        HttpApi.json(ctx, 200, me(in.account()));
    }

    private void signOut(Context ctx) {
        accounts.sessions().end(SessionCookies.token(ctx));
        signedOut(ctx);
    }

    private void signOutEverywhere(Context ctx) {
        accounts.sessions().endAll(cookies.required(ctx));
        signedOut(ctx);
    }

    private void changePassword(Context ctx) {
        Session s = cookies.required(ctx);
        JsonNode body = http.body(ctx);
        accounts.changePassword(s, Requests.text(body, "old", true), Requests.text(body, "new", true),
                limits.address(ctx));
        HttpApi.json(ctx, 200, me(s.account()));
    }

    private void close(Context ctx) {
        Session s = cookies.required(ctx);
        accounts.close(s, Requests.text(http.body(ctx), "password", true), limits.address(ctx));
        lobby.accountClosed(s.account().key());
        signedOut(ctx);
    }

    private void signedOut(Context ctx) {
        cookies.clear(ctx);
        HttpApi.json(ctx, 200, Map.of("signed_in", false));
    }

    /** The signed-in player: his account and the seats he holds at live tables. */
    private Map<String, Object> me(Account a) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", a.name());
        out.put("bot", a.bot());
        out.put("created", a.created().toString());
        List<Object> seats = new ArrayList<>();
        for (Lobby.HeldSeat s : lobby.seatsOf(a.key())) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("table", s.table());
            seat.put("seat", s.seat());
            seat.put("game", s.game());
            seat.put("status", s.status().code());
            seats.add(seat);
        }
        out.put("seats", seats);
        return out;
    }

    /** A fresh token for a seat the signed-in player holds (another device of his takes the seat over). */
    private void claim(Context ctx) {
        Session s = cookies.required(ctx);
        limits.admitJoin(limits.address(ctx), null);
        Table t = lobby.find(ctx.pathParam("id"));
        int seat = HttpApi.integer(ctx.pathParam("seat"), "seat");
        String token = HttpApi.await(t.claim(seat, s.account().key()));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("table", t.id());
        out.put("seat", seat);
        out.put("token", token);
        HttpApi.json(ctx, 200, out);
    }

    private void profile(Context ctx) {
        Profiles.Profile p = profiles.profile(ctx.pathParam("name"));
        Map<String, Object> ratings = new LinkedHashMap<>();
        for (Profiles.Standing s : p.ratings()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("rating", round(s.rating()));
            r.put("rd", round(s.rd()));
            r.put("volatility", Math.round(s.volatility() * 1e6) / 1e6);
            r.put("provisional", s.provisional());
            r.put("matches", s.matches());
            r.put("hands", s.hands());
            Map<String, Object> declarer = new LinkedHashMap<>();
            s.declarer().forEach((contract, d) -> declarer.put(contract, Map.of("played", d.played(), "won", d.won())));
            r.put("declarer", declarer);
            ratings.put(s.game(), r);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", p.account().name());
        out.put("bot", p.account().bot());
        out.put("created", p.account().created().toString());
        out.put("ratings", ratings);
        out.put("recent", p.recent().stream().map(PlayersApi::match).toList());
        out.put("tournaments", tournaments.apply(p.account().name()));
        HttpApi.json(ctx, 200, out);
    }

    private void matches(Context ctx) {
        Profiles.Page<PlayerRows.HistoryRow> page = profiles.matches(ctx.pathParam("name"), ctx.queryParam("game"),
                ctx.queryParam("cursor"), limit(ctx, 20));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", profiles.account(ctx.pathParam("name")).name());
        out.put("matches", page.rows().stream().map(PlayersApi::match).toList());
        out.put("next", page.next());
        HttpApi.json(ctx, 200, out);
    }

    private void ratings(Context ctx) {
        String name = ctx.pathParam("name");
        List<Object> points = new ArrayList<>();
        for (PlayerRows.HistoryRow row : profiles.ratingHistory(name, ctx.queryParam("game"))) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("table", row.match().tableId());
            p.put("ended", row.match().ended().toString());
            p.put("rating", round(row.own().ratingAfter()));
            p.put("rd", round(row.own().rdAfter()));
            points.add(p);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", profiles.account(name).name());
        out.put("game", ctx.queryParam("game"));
        out.put("ratings", points);
        HttpApi.json(ctx, 200, out);
    }

    private void leaderboard(Context ctx) {
        Profiles.Page<Profiles.Ranked> page = profiles.leaderboard(ctx.queryParam("game"), ctx.queryParam("cursor"),
                limit(ctx, 50));
        List<Object> players = new ArrayList<>();
        for (Profiles.Ranked r : page.rows()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("rank", r.rank());
            p.put("name", r.name());
            p.put("rating", round(r.rating()));
            p.put("rd", round(r.rd()));
            p.put("bot", r.bot());
            players.add(p);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", ctx.queryParam("game"));
        out.put("players", players);
        out.put("next", page.next());
        HttpApi.json(ctx, 200, out);
    }

    /** The query's {@code limit}, 1 to {@link Profiles#MAX_PAGE}; {@code fallback} when not given. */
    private static int limit(Context ctx, int fallback) {
        String text = ctx.queryParam("limit");
        if (text == null) {
            return fallback;
        }
        int n = HttpApi.integer(text, "limit");
        if (n < 1 || n > Profiles.MAX_PAGE) {
            throw ApiException.malformed("\"limit\" is 1 to " + Profiles.MAX_PAGE + ", not " + n);
        }
        return n;
    }

    /** A rated match as one of its players' histories shows it. */
    private static Map<String, Object> match(PlayerRows.HistoryRow row) {
        PlayerRows.PlayedRow own = row.own();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("table", row.match().tableId());
        m.put("game", row.match().game());
        m.put("ended", row.match().ended().toString());
        m.put("hands", row.match().hands());
        m.put("seat", own.seat());
        m.put("total", number(own.total()));
        m.put("place", 1 + row.players().stream().filter(p -> p.total() > own.total()).count());
        m.put("score", own.score());
        m.put("pairs", Math.max(0, row.players().size() - 1));
        m.put("abandoned", own.abandoned());
        m.put("rating_before", round(own.ratingBefore()));
        m.put("rating_after", round(own.ratingAfter()));
        m.put("change", round(own.ratingAfter() - own.ratingBefore()));
        List<Object> opponents = new ArrayList<>();
        for (PlayerRows.Opponent o : row.players()) {
            if (!o.name().equals(own.name())) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("name", o.name());
                p.put("bot", o.bot());
                p.put("total", number(o.total()));
                p.put("abandoned", o.abandoned());
                opponents.add(p);
            }
        }
        m.put("opponents", opponents);
        m.put("replay", "/#/replay/" + row.match().tableId() + "/0");
        return m;
    }

    private static double round(double x) {
        return Math.round(x * 100) / 100.0;
    }

    /** A total as the table info writes it: a whole number without a fraction. */
    private static Number number(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? (Number) (long) x : (Number) x;
    }
}
