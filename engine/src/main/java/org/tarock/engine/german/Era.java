package org.tarock.engine.german;

import java.util.List;
import org.tarock.engine.Pack;
import org.tarock.engine.Vocabulary;

/** The two historical rule sets of German Tarok (§1), chosen by the option {@code era}. */
public enum Era {
    /** Sansprendre, the rules of the 1839 treatise: four contracts. */
    SANSPRENDRE_1839("sansprendre-1839", List.of(Contract.FRAGE_1839, Contract.FRAGE_COULEUR,
            Contract.SANSPRENDRE, Contract.SANSPRENDRE_COULEUR)),
    /** Deutschtarok, the rules of the 1881 treatise: three contracts, Matsch, more payment schemes. */
    DEUTSCHTAROK_1881("deutschtarok-1881", List.of(Contract.FRAGE_1881, Contract.SOLO, Contract.HERZSOLO));

    private final String code;
    private final List<Contract> ladder;
    private final Vocabulary vocabulary;

    Era(String code, List<Contract> ladder) {
        this.code = code;
        this.ladder = ladder;
        // Hearts is a valid trump word so that "trump H" is refused with a reason, not as unknown text.
        this.vocabulary = new Vocabulary(Pack.GERMAN_36, ladder.stream().map(Contract::code).toList(),
                List.of("none", "matsch"), List.of(), "EGHS");
    }

    /** The value of the option {@code era}. */
    public String code() {
        return code;
    }

    /** The contracts lowest first (§4.1); a bid's argument is a position in this list. */
    public List<Contract> ladder() {
        return ladder;
    }

    /**
     * The contract of this era with the record code {@code code}.
     *
     * @throws IllegalArgumentException if the era has none
     */
    public Contract contract(String code) {
        for (Contract c : ladder) {
            if (c.code().equals(code)) {
                return c;
            }
        }
        throw new IllegalArgumentException("the era " + this.code + " has no contract \"" + code + "\"");
    }

    /** The record codes of the ladder. */
    public List<String> codes() {
        return vocabulary.contracts();
    }

    Vocabulary vocabulary() {
        return vocabulary;
    }

    public static Era of(String code) {
        for (Era e : values()) {
            if (e.code.equals(code)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown era \"" + code + "\"");
    }
}
