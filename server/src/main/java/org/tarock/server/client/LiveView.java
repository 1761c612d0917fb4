package org.tarock.server.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * A member's current view, kept from the server's messages in either protocol version (docs/protocol.md,
 * "Protocol version 2"): a message's {@code view} replaces it, a {@code delta} changes it. Not thread-safe: feed it
 * the messages in order, from one thread at a time.
 */
public final class LiveView {
    private ObjectNode view;

    /**
     * Takes in one server message and returns the view after it: null before the first hand, unchanged by a
     * message without a view.
     *
     * @throws IllegalStateException when a delta comes before any whole view
     */
    public JsonNode accept(JsonNode message) {
        JsonNode whole = message.get("view");
        if (whole != null) {
            view = whole.isObject() ? ((ObjectNode) whole).deepCopy() : null;
        }
        JsonNode delta = message.get("delta");
        if (delta != null) {
            if (view == null) {
                throw new IllegalStateException("a view delta came before any view: " + message);
            }
            apply(view, delta);
        }
        return view;
    }

    /** The view now (null before the first hand). */
    public JsonNode view() {
        return view;
    }

    /**
     * Applies a delta to a view: each field of the delta replaces the view's, except {@code history} and
     * {@code tricks}, given as {@code {"keep": K, "add": [...]}}: the view's first {@code K} entries stay and the
     * added ones follow them.
     */
    public static void apply(ObjectNode view, JsonNode delta) {
        for (Iterator<Map.Entry<String, JsonNode>> it = delta.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String name = field.getKey();
            JsonNode value = field.getValue();
            if (name.equals("history") || name.equals("tricks")) {
                ArrayNode entries = (ArrayNode) view.get(name);
                int keep = value.get("keep").asInt();
                while (entries.size() > keep) {
                    entries.remove(entries.size() - 1);
                }
                entries.addAll((ArrayNode) value.get("add"));
            } else {
                view.set(name, value);
            }
        }
    }
}
