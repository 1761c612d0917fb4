package org.tarock.server.wire;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.tarock.engine.Amount;
import org.tarock.engine.Card;
import org.tarock.engine.Pack;
import org.tarock.records.JsonProblem;
import org.tarock.server.table.ApiException;

/**
 * JSON as the protocol writes it. The engine's values appear as players read them: a card as its record code
 * ({@code "HA"}), an enum with a record code (a contract) as that code ({@code "solo"}), an amount as a
 * number. {@link #clientMapper(Pack)} reads them back into the engine's types, for Java clients.
 */
public final class Json {
    /**
     * The server's JSON buffers are recycled through one shared pool: Jackson's default keeps them per thread,
     * and every table task runs on a new virtual thread, so each message allocated fresh buffers.
     */
    private static final ObjectMapper SERVER = new ObjectMapper(pooled()).registerModule(writers());
    /** What clients send is read strictly: a key twice in one object, or anything after the value, is malformed. */
    private static final ObjectMapper STRICT = JsonMapper.builder(pooled())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private Json() {
    }

    private static JsonFactory pooled() {
        return JsonFactory.builder().recyclerPool(JsonRecyclerPools.sharedConcurrentDequePool()).build();
    }

    /**
     * A client's JSON text ({@code what}: "the body", "the message") as a tree.
     *
     * @throws ApiException {@code malformed}, with what is wrong and where, in words a person reads
     */
    public static JsonNode read(String text, String what) {
        try {
            JsonNode node = STRICT.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw ApiException.malformed(what + " is empty; it must be a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            var where = e.getLocation();
            throw ApiException.malformed(what + " is not JSON" + (where == null || where.getLineNr() < 1 ? ""
                    : " (line " + where.getLineNr() + ", column " + where.getColumnNr() + ")") + ": "
                    + JsonProblem.of(e));
        }
    }

    /** A client's bytes as JSON text: they must be UTF-8. */
    public static JsonNode read(byte[] bytes, String what) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw ApiException.malformed(what + " is not UTF-8 text");
        }
        return read(text, what);
    }

    /** The mapper the server writes messages with. Thread-safe. */
    public static ObjectMapper mapper() {
        return SERVER;
    }

    /** A mapper that also reads cards of {@code pack}, coded enums and amounts back into the engine's types. */
    public static ObjectMapper clientMapper(Pack pack) {
        SimpleModule readers = new SimpleModule("tarock-readers");
        JsonDeserializer<Card> cards = new JsonDeserializer<>() {
            @Override
            public Card deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
                return pack.parse(p.getValueAsString());
            }
        };
        JsonDeserializer<Amount> amounts = new JsonDeserializer<>() {
            @Override
            public Amount deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
                return Amount.fromNumber(p.getDecimalValue());
            }
        };
        readers.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
                                                              BeanDescription beanDesc,
                                                              JsonDeserializer<?> deserializer) {
                return codeMethod(type.getRawClass()) == null ? deserializer : new CodedEnumReader(type.getRawClass());
            }
        });
        readers.setDeserializers(new SimpleDeserializers() {
            @Override
            public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                                                            BeanDescription beanDesc) throws JsonMappingException {
                JsonDeserializer<?> known = super.findBeanDeserializer(type, config, beanDesc);
                return known == null && SealedRecordReader.fits(type.getRawClass())
                        ? new SealedRecordReader(type.getRawClass()) : known;
            }
        });
        readers.addDeserializer(Card.class, cards);
        readers.addDeserializer(Amount.class, amounts);
        return new ObjectMapper().registerModule(writers()).registerModule(readers)
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    }

    private static SimpleModule writers() {
        SimpleModule m = new SimpleModule("tarock-writers");
        m.addSerializer(Card.class, new JsonSerializer<>() {
            @Override
            public void serialize(Card card, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeString(card.code());
            }
        });
        m.addSerializer(Amount.class, new JsonSerializer<>() {
            @Override
            public void serialize(Amount amount, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeObject(amount.toNumber());
            }
        });
        @SuppressWarnings({"rawtypes", "unchecked"})
        JsonSerializer<Enum> enums = new JsonSerializer<>() {
            @Override
            public void serialize(Enum value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeString(code(value));
            }
        };
        m.addSerializer(Enum.class, enums);
        return m;
    }

    /** An enum's record code when it has a {@code code()} method (contracts), else its name in lower case. */
    static String code(Enum<?> value) {
        Method m = CODE_METHODS.get(value.getDeclaringClass()).orElse(null);
        if (m == null) {
            return value.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
        try {
            return (String) m.invoke(value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the code of " + value, e);
        }
    }

    /** Looked up once per enum: a reflective lookup on every value written was a measurable cost under load. */
    private static final ClassValue<Optional<Method>> CODE_METHODS = new ClassValue<>() {
        @Override
        protected Optional<Method> computeValue(Class<?> type) {
            return Optional.ofNullable(codeMethod(type));
        }
    };

    private static Method codeMethod(Class<?> type) {
        try {
            Method m = type.getMethod("code");
            return m.getReturnType() == String.class ? m : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** Reads an enum written by {@link #code(Enum)}. */
    private static final class CodedEnumReader extends JsonDeserializer<Enum<?>> {
        private final Class<?> type;

        CodedEnumReader(Class<?> type) {
            this.type = type;
        }

        @Override
        public Enum<?> deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            String text = p.getValueAsString();
            for (Object constant : type.getEnumConstants()) {
                if (code((Enum<?>) constant).equals(text)) {
                    return (Enum<?>) constant;
                }
            }
            throw ctx.weirdStringException(text, type, "not a code of " + type.getSimpleName());
        }
    }
}
