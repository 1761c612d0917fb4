package org.tarock.engine.german;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON for the tests to read the example records (the records module owns real record I/O):
 * objects as ordered maps, arrays as lists, integers as {@code Long}, other numbers as {@code BigDecimal}.
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
        switch (c) {
            case '{' -> {
                pos++;
                Map<String, Object> m = new LinkedHashMap<>();
                skipSpace();
                if (text.charAt(pos) == '}') {
                    pos++;
                    return m;
                }
                do {
                    skipSpace();
                    String key = string();
                    skipSpace();
                    expect(':');
                    m.put(key, value());
                    skipSpace();
                } while (text.charAt(pos++) == ',');
                return m;
            }
            case '[' -> {
                pos++;
                List<Object> l = new ArrayList<>();
                skipSpace();
                if (text.charAt(pos) == ']') {
                    pos++;
                    return l;
                }
                do {
                    l.add(value());
                    skipSpace();
                } while (text.charAt(pos++) == ',');
                return l;
            }
            case '"' -> {
                return string();
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
                while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
                    pos++;
                }
                BigDecimal d = new BigDecimal(text.substring(start, pos));
                return d.scale() <= 0 ? (Object) d.longValueExact() : d;
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (text.charAt(pos) != '"') {
            char c = text.charAt(pos++);
            if (c == '\\') {
                c = text.charAt(pos++);
            }
            sb.append(c);
        }
        pos++;
        return sb.toString();
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
