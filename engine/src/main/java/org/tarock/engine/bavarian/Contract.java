package org.tarock.engine.bavarian;

/** Bavarian Tarock's ladder (§4.1), lowest first. */
public enum Contract {
    /** Stockspiel (Aufnahme, Frage-Spiel): the soloist takes the stock and discards 3; worth 1. */
    STOCK("stock", 1),
    /** Solo (Handspiel): trump E, G or S named by the soloist; the untouched stock counts for him; worth 2. */
    SOLO("solo", 2),
    /** Herz-Solo: Hearts are trump; worth 3. */
    HERZSOLO("herzsolo", 3),
    /** Bettel: no trumps, the soloist must win no trick; worth 4. */
    BETTEL("bettel", 4);

    private final String code;
    private final int base;

    Contract(String code, int base) {
        this.code = code;
        this.base = base;
    }

    /** The record code. */
    public String code() {
        return code;
    }

    /** Base value in base units. */
    public int base() {
        return base;
    }

    public static final java.util.List<String> CODES = java.util.Arrays.stream(values()).map(Contract::code).toList();
}
