package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.server.table.Reply;

/** The server's messages to clients as JSON text (docs/protocol.md). */
public final class Messages {
    private Messages() {
    }

    /** A value (a string, a map, ...) as JSON text. */
    public static String json(Object message) {
        try {
            return Json.mapper().writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a message could not be written as JSON", e);
        }
    }

    /** A reply as its message. */
    public static String write(Reply reply) {
        Map<String, Object> m = message(switch (reply) {
            case Reply.Error e -> "error";
            case Reply.Refused r -> "refused";
            case Reply.Ack a -> "ack";
            case Reply.Hint h -> "hint";
            case Reply.Welcome w -> "welcome";
            case Reply.Synced s -> "synced";
        }, reply.id());
        switch (reply) {
            case Reply.Error e -> {
                m.put("code", e.code());
                m.put("message", e.message());
            }
            case Reply.Refused r -> {
                m.put("code", r.refusal().reason().code());
                m.put("message", r.refusal().message());
                m.put("args", r.refusal().args());
            }
            case Reply.Ack a -> m.put("v", a.version());
            case Reply.Hint h -> hint(m, h);
            case Reply.Welcome w -> {
                m.put("protocol", w.protocol());
                m.put("table", w.table());
                m.put("seat", w.seat());
                m.put("role", w.seat() == null ? "watcher" : "player");
                resume(m, w.resume());
            }
            case Reply.Synced s -> resume(m, s.resume());
        }
        return json(m);
    }

    private static void hint(Map<String, Object> m, Reply.Hint h) {
        List<Map<String, Object>> cards = new ArrayList<>();
        for (Reply.Suggestion s : h.cards()) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("act", h.vocabulary().format(s.action()));
            c.put("value", s.value());
            cards.add(c);
        }
        m.put("v", h.version());
        m.put("best", cards.getFirst().get("act"));
        m.put("cards", cards);
        m.put("deals", h.deals());
    }

    private static void resume(Map<String, Object> m, Reply.Resume r) {
        m.put("v", r.version());
        m.put("resume", r.events() ? "events" : "state");
    }

    static Map<String, Object> message(String type, String id) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", type);
        if (id != null) {
            m.put("id", id);
        }
        return m;
    }

    public static String pong(String id) {
        return json(message("pong", id));
    }
}
