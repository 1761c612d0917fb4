package org.tarock.records;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.engine.FairDeal;

/**
 * A record's {@code fairness} object (record-format.md "Fair deals", scheme {@code tarock-fair/1}): what a
 * reader needs to check that the hand's cards were neither chosen nor foreseen by anybody.
 *
 * @param commitment  {@code hex(s_0)}, published with the table
 * @param hand        {@code k}, the deal's number in the match, from 1
 * @param secret      {@code hex(s_k)}, revealed when the hand is over
 * @param clientSeeds the client seeds of the table's seats in table-seat order ({@code ""} for none)
 * @param seats       the names of the players at those seats, in the same order
 */
public record Fairness(String commitment, int hand, String secret, List<String> clientSeeds, List<String> seats) {

    /** The keys of the object, in the order written. */
    static final List<String> KEYS = List.of("scheme", "commitment", "hand", "secret", "client_seeds", "seats");

    public Fairness {
        clientSeeds = List.copyOf(clientSeeds);
        seats = List.copyOf(seats);
    }

    /** The object of the {@code k}-th deal of a chain, revealing its secret. */
    public static Fairness of(FairDeal chain, int k, List<String> clientSeeds, List<String> seats) {
        return new Fairness(chain.commitment(), k, FairDeal.hex(chain.secret(k)), clientSeeds, seats);
    }

    /** The seed the deal was made from (step 3 of the scheme). */
    public long dealSeed() {
        return FairDeal.dealSeed(secretBytes(), clientSeeds, hand);
    }

    byte[] secretBytes() {
        return FairDeal.parseSecret(secret).orElseThrow();
    }

    byte[] commitmentBytes() {
        return FairDeal.parseSecret(commitment).orElseThrow();
    }

    /** The object as written in a record and in the {@code hand-over} event, keys in the spec's order. */
    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("scheme", FairDeal.SCHEME);
        out.put("commitment", commitment);
        out.put("hand", hand);
        out.put("secret", secret);
        out.put("client_seeds", clientSeeds);
        out.put("seats", seats);
        return out;
    }
}
