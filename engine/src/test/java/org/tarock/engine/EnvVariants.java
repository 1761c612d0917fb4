package org.tarock.engine;

import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The conformance suite's rule variants (every game, preset and option value), for the env package's tests. */
public final class EnvVariants {
    private EnvVariants() {
    }

    /** Arguments (label, {@link Rules}). */
    public static Stream<Arguments> variants() {
        return GameConformanceTest.variants();
    }
}
