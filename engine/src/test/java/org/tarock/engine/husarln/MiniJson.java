package org.tarock.engine.husarln;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON to read the example records in tests (objects, arrays, strings without escapes other than
 * {@code \"} and {@code \\}, integers, decimals, booleans, null). The records module owns real JSON reading.
 */
final class MiniJson {
    private final String text;
    private int pos;

    private MiniJson(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        MiniJson p = new MiniJson(text);
        Object v = p.value();
        p.skipSpace();
        if (p.pos != text.length()) {
            throw new IllegalArgumentException("trailing text at " + p.pos);
        }
        return v;
    }

    private Object value() {
        skipSpace();
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (text.charAt(pos) == '}') {
            pos++;
            return m;
        }
        while (true) {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            m.put(key, value());
            skipSpace();
            if (text.charAt(pos++) == '}') {
                return m;
            }
        }
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        pos++;
        skipSpace();
        if (text.charAt(pos) == ']') {
            pos++;
            return l;
        }
        while (true) {
            l.add(value());
            skipSpace();
            if (text.charAt(pos++) == ']') {
                return l;
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (text.charAt(pos) != '"') {
            char c = text.charAt(pos++);
            sb.append(c == '\\' ? text.charAt(pos++) : c);
        }
        pos++;
        return sb.toString();
    }

    private Object word(String w, Object v) {
        if (!text.startsWith(w, pos)) {
            throw new IllegalArgumentException("unexpected text at " + pos);
        }
        pos += w.length();
        return v;
    }

    private Object number() {
        int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        BigDecimal d = new BigDecimal(text.substring(start, pos));
        return d.scale() <= 0 ? (Object) d.longValueExact() : d;
    }

    private void expect(char c) {
        if (text.charAt(pos++) != c) {
            throw new IllegalArgumentException("expected " + c + " at " + (pos - 1));
        }
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}
