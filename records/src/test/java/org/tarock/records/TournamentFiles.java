package org.tarock.records;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.Seating;
import org.tarock.engine.State;

/**
 * A duplicate tournament's records as a server writes them: every entrant at table seat 0 with two bots, deal
 * {@code k} from the one chain with the client seeds {@code [creator's, "", ""]} and the first dealer passing on,
 * each hand starting with nothing carried and played with random legal actions (the entrant's own random source,
 * so that the entries' results differ); each record with top-level {@code tournament} and {@code entrant}.
 */
final class TournamentFiles {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final String ID = "k3m9x2p7qa";

    private TournamentFiles() {
    }

    static FairDeal chain(int deals) {
        byte[] top = new byte[32];
        for (int i = 0; i < top.length; i++) {
            top[i] = (byte) (3 * i + 1);
        }
        return FairDeal.of(top, deals);
    }

    /** The records of every entrant's deals 1 to {@code played}, entry after entry. */
    static List<String> records(Game game, FairDeal chain, String clientSeed, List<String> entrants, int played) {
        List<String> seeds = List.of(clientSeed, "", "");
        int first = FairDeal.firstDealer(chain.dealSeed(1, seeds), 3);
        List<String> lines = new ArrayList<>();
        for (int e = 0; e < entrants.size(); e++) {
            String entrant = entrants.get(e);
            List<String> table = List.of(entrant, "bot:basic-2", "bot:basic-3");
            DealRandom random = new DealRandom(e + 1L);
            for (int k = 1; k <= played; k++) {
                int dealer = (first + k - 1) % 3;
                State state = RandomHands.playOut(game.newHand(game.deal(chain.dealSeed(k, seeds), dealer), dealer,
                        game.initialCarry()), random);
                HandRecord record = HandRecord.of(state, new Seating(table, dealer, null))
                        .withFairness(Fairness.of(chain, k, seeds, table));
                ObjectNode tree = tree(RecordWriter.toJson(record));
                tree.put("tournament", ID);
                tree.put("entrant", entrant);
                lines.add(tree.toString());
            }
        }
        return lines;
    }

    /** The tournament's JSON as its server publishes it, with the standings the records give. */
    static ObjectNode published(FairDeal chain, String clientSeed, int deals, List<String> records) {
        TournamentStandings standings = new TournamentStandings(deals);
        for (String line : records) {
            ObjectNode r = tree(line);
            String entrant = r.get("entrant").textValue();
            int seat = 0;
            while (!r.get("players").get(seat).textValue().equals(entrant)) {
                seat++;
            }
            standings.add(entrant, r.get("fairness").get("hand").intValue(),
                    org.tarock.engine.Amount.fromNumber(r.get("result").get("settlement").get(seat).numberValue()));
        }
        ObjectNode out = MAPPER.createObjectNode();
        out.put("id", ID);
        out.put("commitment", chain.commitment());
        out.put("client_seed", clientSeed.isEmpty() ? null : clientSeed);
        out.put("deals", deals);
        ArrayNode lines = out.putArray("standings");
        for (TournamentStandings.Line l : standings.lines()) {
            ObjectNode n = lines.addObject();
            n.put("rank", l.rank());
            n.put("name", l.name());
            n.put("score", l.score());
            n.put("deals_played", l.dealsPlayed());
        }
        return out;
    }

    static ObjectNode tree(String line) {
        try {
            return (ObjectNode) MAPPER.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
