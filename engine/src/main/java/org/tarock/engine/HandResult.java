package org.tarock.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The result of a finished hand, as the record format's {@code result} object: an ordered map of fields
 * holding JSON-like values ({@code String}, {@code Long}, {@code BigDecimal} for halves, {@code Boolean},
 * {@code null}, {@code List}, {@code Map}). Each game's rules file lists its fields.
 */
public final class HandResult {
    private Map<String, Object> fields;
    private Supplier<Map<String, Object>> pending;
    private Set<String> compared;
    private final Supplier<List<Payment>> payments;
    private final Set<String> absent;
    private final Carry carryAfter;

    /**
     * @param fields     every field of the result, in the order a record writes them
     * @param compared   the fields a reader compares (all of {@code fields} for a played hand; fewer for a
     *                   thrown-in or annulled one, whose other fields are placeholders)
     * @param absent     fields the game leaves out, which a record must not have
     * @param carryAfter the carried state after the hand
     */
    public HandResult(Map<String, Object> fields, Set<String> compared, Set<String> absent, Carry carryAfter) {
        this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        this.compared = Set.copyOf(compared);
        this.payments = List::of;
        this.absent = Set.copyOf(absent);
        this.carryAfter = carryAfter;
    }

    /**
     * A result whose fields are built only when first asked for, so that random playouts, which need only
     * the carried state, do not pay for building them. Every field is compared by a reader.
     */
    public static HandResult lazy(Supplier<Map<String, Object>> fields, Set<String> absent, Carry carryAfter) {
        return new HandResult(fields, List::of, absent, carryAfter);
    }

    /** A {@link #lazy} result whose settlement is explained by {@code payments}, also built only when asked for. */
    public static HandResult lazy(Supplier<Map<String, Object>> fields, Supplier<List<Payment>> payments,
                                  Set<String> absent, Carry carryAfter) {
        return new HandResult(fields, payments, absent, carryAfter);
    }

    private HandResult(Supplier<Map<String, Object>> fields, Supplier<List<Payment>> payments, Set<String> absent,
                       Carry carryAfter) {
        this.pending = fields;
        this.payments = payments;
        this.absent = Set.copyOf(absent);
        this.carryAfter = carryAfter;
    }

    public synchronized Map<String, Object> fields() {
        if (fields == null) {
            fields = Collections.unmodifiableMap(new LinkedHashMap<>(pending.get()));
            compared = Set.copyOf(fields.keySet());
            pending = null;
        }
        return fields;
    }

    /**
     * Whether the fields are built: always for a result made from its fields, for a {@link #lazy} one once
     * they have been asked for. Lets a caller that knows what an unbuilt result holds avoid building it.
     */
    public synchronized boolean built() {
        return fields != null;
    }

    /**
     * The settlement as items that add up to it, in the order the rules file pays them (empty for a hand that
     * pays nothing). Not part of the record: a reader derives it from the actions like everything else.
     */
    public List<Payment> payments() {
        return List.copyOf(payments.get());
    }

    public Set<String> compared() {
        fields();
        return compared;
    }

    public Set<String> absent() {
        return absent;
    }

    public Carry carryAfter() {
        return carryAfter;
    }

    /** The contract's record code, {@code "none"} when thrown in, null in games without contracts. */
    public String contract() {
        return (String) fields().get("contract");
    }

    /** The declarer's seat, or null (thrown in, or a game without a declarer). */
    public Integer declarer() {
        Object d = fields().get("declarer");
        return d == null ? null : ((Number) d).intValue();
    }

    public boolean won() {
        return Boolean.TRUE.equals(fields().get("won"));
    }

    public List<Amount> settlement() {
        List<Amount> out = new ArrayList<>(3);
        for (Object o : (List<?>) fields().get("settlement")) {
            out.add(Amount.fromNumber((Number) o));
        }
        return out;
    }

    /** The card points {@code seat} ended with, as the game's rules file counts them ({@code card_points}). */
    public double cardPoints(int seat) {
        return ((Number) ((List<?>) fields().get("card_points")).get(seat)).doubleValue();
    }

    public Amount pot() {
        return Amount.fromNumber((Number) fields().get("pot"));
    }

    @SuppressWarnings("unchecked")
    public Set<String> notes() {
        return new LinkedHashSet<>((List<String>) fields().get("notes"));
    }

    @Override
    public String toString() {
        return fields().toString();
    }

    /**
     * The first fields of a hand in which nobody played (everyone passed): no contract, no declarer,
     * {@code trump} as the game writes it then, nothing won or paid, and the note {@code thrown-in}.
     */
    public static Map<String, Object> thrownInFields(String trump) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("contract", "none");
        f.put("declarer", null);
        f.put("trump", trump);
        f.put("card_points", amounts(0, 0, 0));
        f.put("side_points", sidePoints(0, 0));
        f.put("won", false);
        f.put("settlement", amounts(0, 0, 0));
        f.put("pot", 0L);
        f.put("notes", List.of("thrown-in"));
        return f;
    }

    /** The {@code side_points} field: the declarer's side's card points and the defenders'. */
    public static Map<String, Object> sidePoints(long declarer, long defenders) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("declarer", declarer);
        m.put("defenders", defenders);
        return m;
    }

    /** JSON-like list of amounts. */
    public static List<Object> amounts(Amount... amounts) {
        List<Object> out = new ArrayList<>(amounts.length);
        for (Amount a : amounts) {
            out.add(a.toNumber());
        }
        return out;
    }

    /** JSON-like list of whole amounts. */
    public static List<Object> amounts(long... amounts) {
        List<Object> out = new ArrayList<>(amounts.length);
        for (long a : amounts) {
            out.add(a);
        }
        return out;
    }
}
