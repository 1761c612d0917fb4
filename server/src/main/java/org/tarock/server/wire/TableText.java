package org.tarock.server.wire;

import com.fasterxml.jackson.databind.util.RawValue;
import java.util.Map;
import org.tarock.engine.Game;
import org.tarock.engine.Vocabulary;
import org.tarock.server.table.Shown;
import org.tarock.server.table.TableEvent;
import org.tarock.server.table.TableSummary;
import org.tarock.server.table.TableWriter;

/**
 * One table's messages to its members as JSON text: its events, each written once per view however many members
 * are shown it, and the {@code state} of a catch-up. Used on the table's own serial executor only.
 */
public final class TableText implements TableWriter {
    private final String tableId;
    private final Vocabulary vocabulary;
    private final ViewWriter views;
    /** {@code {"type":"event","table":"ID","v":} as the message writer writes it: every event message starts so. */
    private final String eventStart;

    public TableText(String tableId, Game game) {
        this.tableId = tableId;
        this.vocabulary = game.vocabulary();
        this.views = new ViewWriter(vocabulary);
        Map<String, Object> start = Messages.message("event", null);
        start.put("table", tableId);
        String json = Messages.json(start);
        this.eventStart = json.substring(0, json.length() - 1) + ",\"v\":";
    }

    @Override
    public EventText event(long version, TableEvent event) {
        return new EventParts(version, event);
    }

    @Override
    public String state(long version, TableSummary info, Shown view) {
        Map<String, Object> msg = Messages.message("state", null);
        msg.put("table", tableId);
        msg.put("v", version);
        msg.put("info", TableJson.summary(info));
        msg.put("view", view == null ? null : new RawValue(views.view(view)));
        return Messages.json(msg);
    }

    @Override
    public boolean answersByEvent(int protocol) {
        return Protocol.of(protocol).answersByEvent();
    }

    /** One event's message; its parts (the event object, each slot's view and delta) are written once. */
    final class EventParts implements EventText {
        private final long version;
        private final TableEvent event;
        private String data;
        private final Shown[] wholeOf = new Shown[Shown.WATCHERS + 1];
        private final String[] whole = new String[Shown.WATCHERS + 1];
        private final Shown[] deltaFrom = new Shown[Shown.WATCHERS + 1];
        private final String[] delta = new String[Shown.WATCHERS + 1];

        EventParts(long version, TableEvent event) {
            this.version = version;
            this.event = event;
        }

        @Override
        public String to(int protocol, String answer, boolean eventShown, Shown view, Shown held) {
            StringBuilder out = new StringBuilder(eventStart).append(version);
            if (answer != null) {
                out.append(",\"id\":").append(Messages.json(answer));
            }
            if (eventShown) {
                out.append(",\"event\":").append(data());
            }
            if (view != null) {
                Protocol.of(protocol).view(out, this, view, held);
            }
            return out.append('}').toString();
        }

        private String data() {
            if (data == null) {
                data = Messages.json(EventJson.of(event, vocabulary));
            }
            return data;
        }

        String whole(Shown view) {
            int slot = view.slot();
            if (wholeOf[slot] != view) {
                wholeOf[slot] = view;
                whole[slot] = views.view(view);
            }
            return whole[slot];
        }

        String delta(Shown from, Shown view) {
            int slot = view.slot();
            if (deltaFrom[slot] != from) {
                deltaFrom[slot] = from;
                delta[slot] = views.delta(from, view);
            }
            return delta[slot];
        }
    }
}
