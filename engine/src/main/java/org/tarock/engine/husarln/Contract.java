package org.tarock.engine.husarln;

import java.util.List;

/** Husarln's ladder (§4), lowest first. */
public enum Contract {
    /** Two Cards: the declarer takes one packet of two stock cards and discards two; worth 3. */
    TWO_CARDS("two-cards", 3, 2),
    /** One Card: the declarer takes one stock card and discards one; worth 4. */
    ONE_CARD("one-card", 4, 1),
    /** Solo: no stock card is taken, the whole stock counts for the defenders; worth 8, margin and bonuses doubled. */
    SOLO("solo", 8, 0);

    /** The contracts in ladder order. */
    public static final List<Contract> LADDER = List.of(values());
    /** The record codes in ladder order. */
    public static final List<String> CODES = LADDER.stream().map(Contract::code).toList();

    private final String code;
    private final int value;
    private final int packetSize;

    Contract(String code, int value, int packetSize) {
        this.code = code;
        this.value = value;
        this.packetSize = packetSize;
    }

    /** The record code. */
    public String code() {
        return code;
    }

    /** The game value {@code G} in game points. */
    public int value() {
        return value;
    }

    /** Cards per stock packet, which is also the number of cards discarded; 0 in Solo. */
    public int packetSize() {
        return packetSize;
    }

    /** Number of packets the stock is cut into ({@code n} of §5.1); 0 in Solo. */
    public int packets() {
        return packetSize == 0 ? 0 : 6 / packetSize;
    }

    /** The factor {@code k} of §7.2: 2 in Solo, else 1. */
    public int factor() {
        return this == SOLO ? 2 : 1;
    }
}
