package org.tarock.engine.husarln;

import java.util.List;
import org.tarock.engine.Talon;
import org.tarock.engine.Trump;

/**
 * Husarln's ladder (§4), lowest first: each contract as a complete row of its talon use, packet size, value
 * and factor, which the hand's phase flow reads. Every contract has the tarocks for trumps and plays all 12
 * tricks.
 */
public enum Contract {
    /** Two Cards: the declarer takes one packet of two stock cards and discards two; worth 3. */
    TWO_CARDS("two-cards", Talon.PACKET, 2, 3, 1),
    /** One Card: the declarer takes one stock card and discards one; worth 4. */
    ONE_CARD("one-card", Talon.PACKET, 1, 4, 1),
    /** Solo: no stock card is taken, the whole stock counts for the defenders; worth 8, margin and bonuses doubled. */
    SOLO("solo", Talon.DEFENDERS, 0, 8, 2);

    /** The contracts in ladder order. */
    public static final List<Contract> LADDER = List.of(values());
    /** The record codes in ladder order. */
    public static final List<String> CODES = LADDER.stream().map(Contract::code).toList();

    private final String code;
    private final Talon talon;
    private final int packetSize;
    private final int value;
    private final int factor;

    Contract(String code, Talon talon, int packetSize, int value, int factor) {
        this.code = code;
        this.talon = talon;
        this.packetSize = packetSize;
        this.value = value;
        this.factor = factor;
    }

    /** The record code. */
    public String code() {
        return code;
    }

    /** What the contract does with the stock: one packet taken, or all of it left to the defenders. */
    public Talon talon() {
        return talon;
    }

    /** The tarocks, in every contract. */
    public Trump trump() {
        return Trump.TAROCKS;
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

    /** The factor {@code k} of §7.2 on margin and bonuses: 2 in Solo, else 1. */
    public int factor() {
        return factor;
    }
}
