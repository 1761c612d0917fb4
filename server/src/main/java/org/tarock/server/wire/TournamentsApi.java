package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tarock.engine.Echo;
import org.tarock.engine.Game;
import org.tarock.server.table.ApiException;
import org.tarock.server.tournaments.EntryTables;
import org.tarock.server.tournaments.Scoreboard;
import org.tarock.server.tournaments.Tournament;
import org.tarock.server.tournaments.TournamentSpec;
import org.tarock.server.tournaments.Tournaments;

/** The HTTP side of tournaments (docs/protocol.md, "Tournaments"). */
final class TournamentsApi {
    private final HttpApi http;
    private final Tournaments tournaments;
    private final EntryTables entries;
    private final ClientLimits limits;
    private final SignedIn signedIn;

    TournamentsApi(HttpApi http, Tournaments tournaments, EntryTables entries, ClientLimits limits,
                   SignedIn signedIn) {
        this.http = http;
        this.tournaments = tournaments;
        this.entries = entries;
        this.limits = limits;
        this.signedIn = signedIn;
    }

    void routes(RoutesConfig r) {
        r.post("/api/tournaments", this::create);
        r.get("/api/tournaments", this::list);
        r.get("/api/tournaments/{id}", this::show);
        r.post("/api/tournaments/{id}/seed", this::seed);
        r.post("/api/tournaments/{id}/close", this::close);
        r.post("/api/tournaments/{id}/entries", this::enter);
        r.get("/api/tournaments/{id}/entries/me", this::resume);
        r.get("/api/tournaments/{id}/records.jsonl", this::records);
    }

    private void create(Context ctx) {
        String account = signedIn.required(ctx);
        limits.admitCreate(limits.address(ctx), null);
        JsonNode body = http.body(ctx);
        Game game = Requests.tableSpec(body).game();
        JsonNode bots = body.get("bots");
        if (bots != null && !bots.isNull() && !bots.isTextual()) {
            throw new ApiException(400, "bad-bots", "\"bots\" is one bot kind, a string, for both other seats");
        }
        TournamentSpec spec = TournamentSpec.of(game, deals(body.get("deals")), Requests.text(body, "bots", false),
                time(body, "opens"), time(body, "closes"), flag(body, "private"), tournaments.clock().instant());
        Tournament t = tournaments.create(spec, account);
        entries.seatBotEntries();
        Map<String, Object> out = summary(t);
        HttpApi.json(ctx, 201, out);
    }

    private void list(Context ctx) {
        String statusText = ctx.queryParam("status");
        Tournament.Status status = null;
        if (statusText != null) {
            try {
                status = Tournament.Status.valueOf(statusText.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw ApiException.malformed("status \"" + Echo.of(statusText) + "\" is not one of upcoming, open, "
                        + "closed");
            }
        }
        HttpApi.json(ctx, 200, Map.of("tournaments", listed(status, ctx.queryParam("game"),
                ctx.queryParam("entrant"))));
    }

    /** A player's tournament results: the listed tournaments he entered, each with his line of the standings. */
    List<Object> results(String entrant) {
        return listed(null, null, entrant);
    }

    /** The listed tournaments as {@code GET /api/tournaments} gives them; those {@code entrant} entered unless null. */
    private List<Object> listed(Tournament.Status status, String game, String entrant) {
        List<Object> out = new ArrayList<>();
        for (Tournament t : tournaments.list(status, game)) {
            List<Scoreboard.Standing> standings = tournaments.standings(t.id());
            Map<String, Object> m = summary(t);
            m.put("entries", standings.size());
            m.put("leaders", standings.stream().limit(3).map(TournamentsApi::standing).toList());
            if (entrant != null) {
                Scoreboard.Standing mine = standings.stream().filter(s -> s.name().equals(entrant)).findFirst()
                        .orElse(null);
                if (mine == null) {
                    continue;
                }
                m.put("entry", standing(mine));
            }
            out.add(m);
        }
        return out;
    }

    private void show(Context ctx) {
        Tournament t = tournaments.get(ctx.pathParam("id"));
        String viewer = signedIn.name(ctx).orElse(null);
        Map<String, Object> out = summary(t);
        List<Scoreboard.Standing> standings = tournaments.standings(t.id());
        out.put("entries", standings.size());
        out.put("standings", standings.stream().map(TournamentsApi::standing).toList());
        List<Object> field = new ArrayList<>();
        for (int k = 1; k <= t.spec().deals(); k++) {
            List<Scoreboard.Play> plays = tournaments.field(t.id(), k, viewer);
            if (!plays.isEmpty()) {
                Map<String, Object> deal = new LinkedHashMap<>();
                deal.put("deal", k);
                deal.put("plays", plays.stream().map(TournamentsApi::play).toList());
                field.add(deal);
            }
        }
        out.put("field", field);
        Map<String, Object> entry = null;
        if (viewer != null) {
            String table = tournaments.table(t.id(), viewer).orElse(null);
            if (table != null) {
                entry = new LinkedHashMap<>();
                entry.put("table", table);
                entry.put("deals_played", standings.stream().filter(s -> s.name().equals(viewer))
                        .mapToInt(Scoreboard.Standing::dealsPlayed).findFirst().orElse(0));
            }
        }
        out.put("entry", entry);
        HttpApi.json(ctx, 200, out);
    }

    private void seed(Context ctx) {
        String account = signedIn.required(ctx);
        limits.admitTableRequest(limits.address(ctx));
        JsonNode body = http.body(ctx);
        String seed = HttpApi.clientSeed(body.get("client_seed"));
        if (seed == null) {
            throw ApiException.malformed("\"client_seed\" is required");
        }
        HttpApi.json(ctx, 200, summary(tournaments.seed(ctx.pathParam("id"), account, seed)));
    }

    private void close(Context ctx) {
        String account = signedIn.required(ctx);
        limits.admitTableRequest(limits.address(ctx));
        HttpApi.json(ctx, 200, summary(tournaments.close(ctx.pathParam("id"), account)));
    }

    private void enter(Context ctx) {
        String account = signedIn.required(ctx);
        limits.admitJoin(limits.address(ctx), null);
        // the server's own entry plays from the opening; the sweep that seats it may not have come round yet
        entries.seatBotEntries();
        HttpApi.json(ctx, 201, seat(entries.enter(ctx.pathParam("id"), account)));
    }

    private void resume(Context ctx) {
        String account = signedIn.required(ctx);
        limits.admitTableRequest(limits.address(ctx));
        HttpApi.json(ctx, 200, seat(entries.resume(ctx.pathParam("id"), account)));
    }

    /** Every finished deal of every entry, once the tournament has closed: one record a line. */
    private void records(Context ctx) {
        Tournament t = tournaments.get(ctx.pathParam("id"));
        if (t.status(tournaments.clock().instant()) != Tournament.Status.CLOSED) {
            throw new ApiException(403, "not-closed", "tournament " + t.id() + " closes at " + t.closesAt()
                    + "; its records are published then");
        }
        StringBuilder sb = new StringBuilder();
        entries.records(t.id()).forEach((entrant, records) -> {
            for (String r : records) {
                sb.append(tagged(r, t.id(), entrant)).append('\n');
            }
        });
        ctx.status(200).contentType("application/x-ndjson").header("Content-Disposition",
                "attachment; filename=\"tournament-" + t.id() + ".jsonl\"").result(sb.toString());
    }

    /** A record with the top-level {@code tournament} and {@code entrant}, which other readers may ignore. */
    private static String tagged(String record, String tournament, String entrant) {
        try {
            ObjectNode n = (ObjectNode) Json.mapper().readTree(record);
            n.put("tournament", tournament);
            n.put("entrant", entrant);
            return Json.mapper().writeValueAsString(n);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored record is not JSON", e);
        }
    }

    /** What every answer about a tournament says of it. */
    private Map<String, Object> summary(Tournament t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", t.id());
        m.put("game", t.spec().game().id().id());
        m.put("title", t.spec().game().id().title());
        m.put("rules", t.spec().game().rules().values());
        m.put("deals", t.spec().deals());
        m.put("bots", t.spec().bots());
        m.put("opens", t.spec().opens().toString());
        m.put("closes", t.closesAt().toString());
        m.put("status", t.status(tournaments.clock().instant()).name().toLowerCase(Locale.ROOT));
        m.put("private", t.spec().linkOnly());
        m.put("creator", t.creator());
        m.put("daily", t.daily() == null ? null : t.daily().toString());
        m.put("commitment", t.deals().commitment());
        m.put("client_seed", t.deals().clientSeed().orElse(null));
        m.put("bots_version", t.botsVersion());
        m.put("link", "/#/tournament/" + t.id());
        return m;
    }

    private static Map<String, Object> standing(Scoreboard.Standing s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rank", s.rank());
        m.put("name", s.name());
        m.put("score", s.score());
        m.put("deals_played", s.dealsPlayed());
        return m;
    }

    private static Map<String, Object> play(Scoreboard.Play p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", p.result().entrant());
        m.put("contract", p.result().contract());
        m.put("declarer", p.result().declarer());
        m.put("won", p.result().won());
        m.put("settlement", p.result().settlement().toNumber());
        m.put("matchpoints", p.matchpoints());
        return m;
    }

    private static Map<String, Object> seat(EntryTables.Seat s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("table", s.table());
        m.put("seat", s.seat());
        m.put("token", s.token());
        return m;
    }

    private static Integer deals(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw new ApiException(400, "bad-deals", "\"deals\" is a whole number from 1 to "
                    + TournamentSpec.MAX_DEALS);
        }
        return n.intValue();
    }

    /** A time field in ISO 8601 UTC ({@code 2026-12-07T18:00:00Z}), or null when not given. */
    private static Instant time(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        try {
            if (n.isTextual() && n.textValue().endsWith("Z")) {
                return Instant.parse(n.textValue());
            }
        } catch (DateTimeParseException e) {
            // said below
        }
        throw new ApiException(400, "bad-times", "\"" + field + "\" is a time in ISO 8601 UTC, such as "
                + "\"2026-12-07T18:00:00Z\", not " + Echo.of(n.toString()));
    }

    private static boolean flag(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n != null && !n.isNull() && !n.isBoolean()) {
            throw ApiException.malformed("\"" + field + "\" must be true or false");
        }
        return n != null && n.asBoolean();
    }
}
