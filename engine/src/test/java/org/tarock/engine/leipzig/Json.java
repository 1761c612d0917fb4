package org.tarock.engine.leipzig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tiny JSON reader and writer for the tests (the records module is not a dependency of the engine). */
final class Json {
    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /** Parses JSON into Map (ordered), List, String, Long, Boolean and null. */
    static Object parse(String text) {
        Json j = new Json(text);
        Object v = j.value();
        j.skipSpace();
        if (j.pos != text.length()) {
            throw new IllegalArgumentException("trailing text at " + j.pos);
        }
        return v;
    }

    /** Writes a value compactly, in the form the example files use. */
    static String write(Object v) {
        StringBuilder sb = new StringBuilder();
        write(sb, v);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object v) {
        switch (v) {
            case null -> sb.append("null");
            case String s -> sb.append('"').append(s).append('"');
            case Map<?, ?> m -> {
                sb.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    if (!first) {
                        sb.append(',');
                    }
                    first = false;
                    sb.append('"').append(e.getKey()).append("\":");
                    write(sb, e.getValue());
                }
                sb.append('}');
            }
            case List<?> l -> {
                sb.append('[');
                for (int i = 0; i < l.size(); i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    write(sb, l.get(i));
                }
                sb.append(']');
            }
            default -> sb.append(v);
        }
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private Object value() {
        skipSpace();
        char c = text.charAt(pos);
        switch (c) {
            case '{' -> {
                pos++;
                Map<String, Object> m = new LinkedHashMap<>();
                skipSpace();
                if (text.charAt(pos) == '}') {
                    pos++;
                    return m;
                }
                while (true) {
                    skipSpace();
                    String key = (String) value();
                    skipSpace();
                    expect(':');
                    m.put(key, value());
                    skipSpace();
                    if (text.charAt(pos) == ',') {
                        pos++;
                    } else {
                        expect('}');
                        return m;
                    }
                }
            }
            case '[' -> {
                pos++;
                List<Object> l = new ArrayList<>();
                skipSpace();
                if (text.charAt(pos) == ']') {
                    pos++;
                    return l;
                }
                while (true) {
                    l.add(value());
                    skipSpace();
                    if (text.charAt(pos) == ',') {
                        pos++;
                    } else {
                        expect(']');
                        return l;
                    }
                }
            }
            case '"' -> {
                int end = text.indexOf('"', pos + 1);
                String s = text.substring(pos + 1, end);
                pos = end + 1;
                return s;
            }
            default -> {
                if (text.startsWith("true", pos)) {
                    pos += 4;
                    return true;
                }
                if (text.startsWith("false", pos)) {
                    pos += 5;
                    return false;
                }
                if (text.startsWith("null", pos)) {
                    pos += 4;
                    return null;
                }
                int start = pos;
                while (pos < text.length() && "-0123456789".indexOf(text.charAt(pos)) >= 0) {
                    pos++;
                }
                return Long.parseLong(text.substring(start, pos));
            }
        }
    }

    private void expect(char c) {
        if (text.charAt(pos) != c) {
            throw new IllegalArgumentException("expected " + c + " at " + pos);
        }
        pos++;
    }
}
