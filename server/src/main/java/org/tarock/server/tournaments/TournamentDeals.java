package org.tarock.server.tournaments;

import java.util.List;
import java.util.Optional;
import org.tarock.engine.FairDeal;
import org.tarock.server.table.Duplicate;

/**
 * The deals of a tournament: one {@code tarock-fair/1} chain, whose commitment is published when the tournament is
 * created, and the creator's client seed, given before it opens. Every entry table has the entrant at table seat
 * {@value #ENTRANT_SEAT} and server bots at the others, and deals from this chain with the client seeds
 * {@code [creator's seed, "", ""]}; so every entry's deal {@code k} has the same seed, the same cards and the same
 * dealer (the first dealer of deal 1, then the rotation: no deal of a tournament can be annulled). Immutable.
 */
public final class TournamentDeals {
    /** The entrant's table seat at every entry table. */
    public static final int ENTRANT_SEAT = Duplicate.ENTRANT_SEAT;
    /** Entry tables seat three. */
    public static final int TABLE_SIZE = 3;

    private final FairDeal chain;
    /** The creator's client seed, or null while none is given (a daily tournament never has one). */
    private final String clientSeed;
    private final List<String> clientSeeds;

    public TournamentDeals(FairDeal chain, String clientSeed) {
        this.chain = chain;
        this.clientSeed = clientSeed;
        this.clientSeeds = List.of(clientSeed == null ? "" : clientSeed, "", "");
    }

    /** The chain the deals come from. */
    public FairDeal chain() {
        return chain;
    }

    public int deals() {
        return chain.hands();
    }

    /** {@code hex(s_0)}, published from the tournament's creation on. */
    public String commitment() {
        return chain.commitment();
    }

    /** The creator's client seed, empty while none is given. */
    public Optional<String> clientSeed() {
        return Optional.ofNullable(clientSeed);
    }

    /** These deals with the creator's client seed. */
    public TournamentDeals withClientSeed(String seed) {
        return new TournamentDeals(chain, seed);
    }

    /** Every entry table's client seeds in table-seat order: the creator's ({@code ""} for none), then none. */
    public List<String> clientSeeds() {
        return clientSeeds;
    }

    /** The seed of deal {@code k} (from 1) at every entry table. */
    public long dealSeed(int k) {
        return chain.dealSeed(k, clientSeeds);
    }

    /** The dealer's table seat in deal {@code k} (from 1): the first dealer, then the deal passing on. */
    public int dealer(int k) {
        return (FairDeal.firstDealer(dealSeed(1), TABLE_SIZE) + k - 1) % TABLE_SIZE;
    }
}
