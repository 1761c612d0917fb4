package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads a value of a sealed interface whose kinds are all records (German Tarok's carried state: no pot, a pot,
 * the blocks) back from the JSON the server wrote for it, which names no kind: the record whose components are
 * exactly the object's fields is the one. The server writes no type field, so version 1's views stay as they are.
 */
public final class SealedRecordReader extends JsonDeserializer<Object> {
    private final Class<?> type;

    public SealedRecordReader(Class<?> type) {
        this.type = type;
    }

    /** Whether {@code type} is a sealed interface with records for all its kinds. */
    public static boolean fits(Class<?> type) {
        return type.isInterface() && type.isSealed()
                && Arrays.stream(type.getPermittedSubclasses()).allMatch(Class::isRecord);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
        JsonNode node = ctx.readTree(p);
        Set<String> fields = new HashSet<>();
        node.fieldNames().forEachRemaining(fields::add);
        for (Class<?> kind : type.getPermittedSubclasses()) {
            Set<String> components = new HashSet<>();
            for (RecordComponent c : kind.getRecordComponents()) {
                components.add(c.getName());
            }
            if (components.equals(fields)) {
                return ctx.readTreeAsValue(node, kind);
            }
        }
        return ctx.reportInputMismatch(type, "%s %s has the fields of none of its kinds", type.getSimpleName(), fields);
    }
}
