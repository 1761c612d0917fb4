package org.tarock.server.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tarock.engine.Card;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.RuleBook;
import org.tarock.engine.RuleOption;
import org.tarock.server.table.TableSpec;
import org.tarock.server.table.TableSummary;

/** The table info and the list of games as the HTTP API and the catch-ups write them (docs/protocol.md). */
final class TableJson {
    private TableJson() {
    }

    /** A table's summary: its facts, its version {@code v}, and a waiting table's {@code problem} last. */
    static Map<String, Object> summary(TableSummary s) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", s.id());
        out.put("game", s.game().id().id());
        out.put("title", s.game().id().title());
        out.put("rules", s.game().rules().values());
        out.put("status", s.status().code());
        if (s.problem() != null) {
            out.put("problem", s.problem());
        }
        out.put("seats", seats(s.seats()));
        out.put("absent", absence(s.absent()));
        out.put("turn_seconds", s.turnSeconds());
        out.put("hands", s.hands());
        out.put("pace", s.pace().code());
        // The browser table scales its own pauses (holding a complete trick) by the server's bot delay.
        out.put("bot_delay_ms", s.botDelayMillis());
        out.put("next_table", s.nextTable());
        out.put("hands_played", s.handsPlayed());
        out.put("hand", s.hand());
        out.put("totals", EventJson.totals(s.totals()));
        out.put("created", s.created().toString());
        out.put("fairness", s.fairness() == null ? null : fairness(s.fairness()));
        if (s.tournament() != null) {
            out.put("tournament", s.tournament());
        }
        out.put("v", s.version());
        if (s.storeProblem() != null) {
            out.put("problem", "the database is not taking writes (" + s.storeProblem() + "); play waits and goes "
                    + "on by itself once it does");
        }
        return out;
    }

    private static List<Object> seats(List<TableSummary.SeatSummary> seats) {
        List<Object> out = new ArrayList<>(seats.size());
        for (TableSummary.SeatSummary seat : seats) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("seat", seat.seat());
            s.put("player", seat.player());
            s.put("bot", seat.bot());
            s.put("name", seat.name());
            s.put("absent", seat.absent());
            s.put("stand_in", seat.standIn());
            out.add(s);
        }
        return out;
    }

    /** The option {@code absent}: {@code "wait"} or {@code {"stand_in": KIND, "after": N}}. */
    static Object absence(TableSpec.Absence a) {
        if (a.waits()) {
            return "wait";
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stand_in", a.standIn());
        m.put("after", a.afterSeconds());
        return m;
    }

    /** The table's {@code fairness} object: the scheme, the commitment, the seats' client seeds and names. */
    private static Map<String, Object> fairness(TableSummary.Fairness f) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("scheme", FairDeal.SCHEME);
        out.put("commitment", f.commitment());
        out.put("client_seeds", f.clientSeeds());
        out.put("seats", f.seats());
        return out;
    }

    /** The games and their options, for a lobby to offer (docs/protocol.md, "Games"). */
    static List<Map<String, Object>> games() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("game", id.id());
            g.put("title", id.title());
            Game game = Games.create(book.defaults());
            // the page draws and names the cards by the pack's family (german, tarot), not by game
            g.put("pack", game.pack().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            // the pack's cards in canonical order, the order the page sorts a hand by
            g.put("cards", game.pack().cards().stream().map(Card::code).toList());
            g.put("defaults", book.defaults().values());
            List<Object> options = new ArrayList<>();
            for (RuleOption o : book.options()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", o.name());
                m.put("kind", o.kind());
                m.put("values", switch (o.kind()) {
                    case BOOLEAN -> List.of(true, false);
                    case CHOICE -> o.choices();
                    case INTEGER_CHOICE -> o.integers();
                    case INTEGER -> null;
                });
                if (o.kind() == RuleOption.Kind.INTEGER) {
                    m.put("min", o.min());
                }
                m.put("default", o.defaultText());
                m.put("meaning", o.meaning());
                options.add(m);
            }
            g.put("options", options);
            g.put("presets", book.presets());
            out.add(g);
        }
        return out;
    }
}
