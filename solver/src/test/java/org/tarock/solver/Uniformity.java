package org.tarock.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tarock.engine.DealRandom;

/** The sampler's draws against an exact enumeration of the consistent layouts: a chi-square test of uniformity. */
final class Uniformity {
    private Uniformity() {
    }

    /**
     * Draws 200 samples per consistent layout; every draw must be one of them, and the counts must pass a
     * chi-square test (the statistic below its degrees of freedom plus five standard deviations).
     */
    static void assertUniform(Sampler sampler, List<String> consistent, Function<Layout, String> key,
                              DealRandom random) {
        int perDeal = 200;
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < perDeal * consistent.size(); i++) {
            seen.merge(key.apply(sampler.sample(random)), 1, Integer::sum);
        }
        assertThat(consistent).containsAll(seen.keySet());
        double chi2 = 0;
        for (String k : consistent) {
            double d = seen.getOrDefault(k, 0) - perDeal;
            chi2 += d * d / perDeal;
        }
        int df = consistent.size() - 1;
        assertThat(chi2).as("chi-square with %d degrees of freedom", df).isLessThan(df + 5 * Math.sqrt(2.0 * df));
    }
}
