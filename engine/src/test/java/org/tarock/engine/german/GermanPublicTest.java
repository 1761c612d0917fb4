package org.tarock.engine.german;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The public facts name the era's contract: both eras have one coded {@code frage}. */
class GermanPublicTest {

    @Test
    void aFrageReadBackByItsCodeIsTheErasFrage() {
        GermanPublic facts = new GermanPublic(Era.DEUTSCHTAROK_1881, "frage", 0, Contract.FRAGE_1839, "H", null,
                new GermanCarry.NoPot());
        assertThat(facts.contract()).isEqualTo(Contract.FRAGE_1881);
        assertThat(new GermanPublic(Era.SANSPRENDRE_1839, "frage", 0, Contract.FRAGE_1881, "E", null,
                new GermanCarry.NoPot()).contract()).isEqualTo(Contract.FRAGE_1839);
    }

    @Test
    void aContractTheEraDoesNotHaveIsRefused() {
        assertThatThrownBy(() -> new GermanPublic(Era.SANSPRENDRE_1839, "herzsolo", 0, Contract.HERZSOLO, "H", null,
                new GermanCarry.NoPot())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sansprendre-1839").hasMessageContaining("herzsolo");
    }
}
