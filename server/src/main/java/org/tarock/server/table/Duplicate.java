package org.tarock.server.table;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Amount;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.HandResult;

/**
 * What makes a table an entry of a duplicate tournament (docs/fairness.md, "Tournaments"): its entrant sits at
 * table seat {@value #ENTRANT_SEAT} and server bots of one kind at the others; it deals hand {@code k} from deal
 * {@code k} of the tournament's chain with the tournament's client seeds, every hand starting with nothing carried;
 * its server bots decide afresh for every decision, seeded from the deal's seed, their seat and the number of moves
 * made ({@link #botSeed}), so that the same play meets the same answers at every entry table, after a restart too.
 * Such a table is not listed, takes no watchers, gives no hints, waits for its entrant (no stand-in, no turn timer),
 * is not played again, and keeps its hands to its entrant until the tournament is over.
 *
 * @param tournament  the tournament's id
 * @param entrant     the entry's name, the name at seat {@value #ENTRANT_SEAT}
 * @param botKind     the kind of the table's server bots
 * @param entrantBot  whether a server bot of that kind plays the entrant's seat too (the server's own entry)
 * @param chain       the tournament's fair chain
 * @param clientSeeds the client seeds of every entry table, in table-seat order
 * @param over        whether the tournament is over (its hands may then be shown to anyone)
 * @param played      told of every finished hand, while the table is played and when it is replayed at a start
 */
public record Duplicate(String tournament, String entrant, String botKind, boolean entrantBot, FairDeal chain,
                        List<String> clientSeeds, BooleanSupplier over, Consumer<DealPlayed> played) {
    /** The entrant's table seat at every entry table. */
    public static final int ENTRANT_SEAT = 0;

    /**
     * A finished deal of an entry, as the tournament scores it.
     *
     * @param deal       its number, from 1
     * @param settlement what the entrant won or paid
     * @param contract   the contract's record code, or null in a game without contracts
     * @param declarer   the declarer's table seat ({@value #ENTRANT_SEAT} is the entrant), or null
     * @param won        whether the declarer won, or null without a declarer
     */
    public record DealPlayed(int deal, Amount settlement, String contract, Integer declarer, Boolean won) {

        /** Deal {@code deal}'s {@code result} at a table seated by {@code seats} in the hand's order {@code players}. */
        static DealPlayed of(int deal, HandResult result, List<String> players, Seats seats) {
            int entrant = players.indexOf(seats.get(ENTRANT_SEAT).name());
            Integer declarer = result.declarer() == null ? null : seats.positionOf(players.get(result.declarer()));
            return new DealPlayed(deal, result.settlement().get(entrant), result.contract(), declarer,
                    declarer == null ? null : result.won());
        }
    }

    public Duplicate {
        clientSeeds = List.copyOf(clientSeeds);
    }

    /**
     * The seed of the server bot at table seat {@code seat} for its decision after {@code moves} moves of the deal
     * of seed {@code dealSeed}: the deal's seed mixed with the seat, then with the moves ({@link DealRandom#handSeed}).
     */
    public static long botSeed(long dealSeed, int seat, int moves) {
        return DealRandom.handSeed(DealRandom.handSeed(dealSeed, seat), moves);
    }

    /** The bot that makes the decision of table seat {@code seat} in deal {@code deal} after {@code moves} moves. */
    Bot bot(int deal, int seat, int moves) {
        return Bots.create(botKind, botSeed(chain.dealSeed(deal, clientSeeds), seat, moves));
    }
}
