package org.tarock.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tarock.engine.Refusal;

/** The server's messages to clients as JSON text (docs/protocol.md). */
public final class Messages {
    /**
     * The protocol versions a client may ask for in {@code hello}; it changes only when a message changes
     * incompatibly. Version 1, the default, sends a member's whole view with every event; version 2 its delta.
     */
    public static final int FIRST_PROTOCOL = 1;
    public static final int LAST_PROTOCOL = 2;

    private Messages() {
    }

    /** A value (a string, a map, ...) as JSON text. */
    public static String json(Object message) {
        try {
            return Wire.mapper().writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a message could not be written as JSON", e);
        }
    }

    static Map<String, Object> message(String type, String id) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", type);
        if (id != null) {
            m.put("id", id);
        }
        return m;
    }

    public static String error(String id, String code, String text) {
        Map<String, Object> m = message("error", id);
        m.put("code", code);
        m.put("message", text);
        return json(m);
    }

    static String refused(String id, Refusal refusal) {
        Map<String, Object> m = message("refused", id);
        m.put("code", refusal.reason().code());
        m.put("message", refusal.message());
        m.put("args", refusal.args());
        return json(m);
    }

    static String ack(String id, long version) {
        Map<String, Object> m = message("ack", id);
        m.put("v", version);
        return json(m);
    }

    public static String pong(String id) {
        return json(message("pong", id));
    }
}
