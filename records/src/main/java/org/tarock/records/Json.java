package org.tarock.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON through Jackson, set up for records: numbers with a fraction are read as exact {@link BigDecimal}s
 * (never doubles) and kept as written ({@code 20.0} stays {@code 20.0}), a key twice in one object or
 * anything after the value is malformed, and decimals are written without exponents.
 */
final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private Json() {
    }

    /** Malformed JSON, with where the parser stopped (line and column of the text, from 1). */
    static final class MalformedJsonException extends Exception {
        final int line;
        final int column;

        MalformedJsonException(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    static JsonNode parse(String text) throws MalformedJsonException {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new MalformedJsonException("no JSON value", 1, 1);
            }
            return node;
        } catch (JsonProcessingException e) {
            var where = e.getLocation();
            throw new MalformedJsonException(JsonProblem.of(e), where == null ? 1 : where.getLineNr(),
                    where == null ? 1 : where.getColumnNr());
        }
    }

    /** Compact JSON of a plain Java value (String, Number, Boolean, null, List, Map) or a tree. */
    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value + " as JSON", e);
        }
    }

    /**
     * A tree as plain Java values: objects as ordered maps, arrays as lists, whole numbers as {@code Long}
     * (or {@code BigInteger} when too large), other numbers as {@code BigDecimal}, and String, Boolean, null.
     */
    static Object toJava(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                map.put(e.getKey(), toJava(e.getValue()));
            }
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>(node.size());
            for (JsonNode element : node) {
                list.add(toJava(element));
            }
            return list;
        }
        if (node.isIntegralNumber()) {
            return node.canConvertToLong() ? (Object) node.longValue() : node.bigIntegerValue();
        }
        if (node.isNumber()) {
            return node.decimalValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        return null;
    }
}
