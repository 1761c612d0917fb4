package org.tarock.records;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tarock.engine.Card;
import org.tarock.engine.Deal;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;

/**
 * Checks a record's {@code fairness} object as record-format.md ("Fair deals") says: its shape, the chain
 * from the secret to the commitment, the deal from the fair seed, the names of the seats, the first dealer,
 * and in a match file the tie to the previous record. Messages name the field.
 */
final class FairnessCheck {
    private FairnessCheck() {
    }

    /**
     * The well-formed {@code fairness} object, or null when the record has none.
     *
     * @throws RecordException naming the first key that is missing, extra or of the wrong shape
     */
    static Fairness parse(JsonNode node, Game game) throws RecordException {
        if (node == null) {
            return null;
        }
        if (!node.isObject()) {
            throw new RecordException("fairness: expected an object with " + String.join(", ", Fairness.KEYS)
                    + ", found " + RecordReader.describe(node));
        }
        for (String key : Fairness.KEYS) {
            if (node.get(key) == null) {
                throw new RecordException("fairness." + key + ": missing");
            }
        }
        for (var it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!Fairness.KEYS.contains(key)) {
                throw new RecordException("fairness." + Echo.clip(key) + ": not a key of " + FairDeal.SCHEME + " (its keys are "
                        + String.join(", ", Fairness.KEYS) + ")");
            }
        }
        JsonNode scheme = node.get("scheme");
        if (!FairDeal.SCHEME.equals(scheme.textValue())) {
            throw new RecordException("fairness.scheme: expected \"" + FairDeal.SCHEME + "\", found "
                    + RecordReader.describe(scheme));
        }
        String commitment = hex(node.get("commitment"), "fairness.commitment");
        JsonNode hand = node.get("hand");
        if (!hand.isIntegralNumber() || !hand.canConvertToInt() || hand.intValue() < 1) {
            throw new RecordException("fairness.hand: expected the deal's number, an integer from 1, found "
                    + RecordReader.describe(hand));
        }
        String secret = hex(node.get("secret"), "fairness.secret");
        List<String> clientSeeds = strings(node.get("client_seeds"), "fairness.client_seeds", game.tableSize());
        for (int i = 0; i < clientSeeds.size(); i++) {
            String seed = clientSeeds.get(i);
            if (!seed.isEmpty()) {
                Optional<String> problem = FairDeal.clientSeedProblem(seed);
                if (problem.isPresent()) {
                    throw new RecordException("fairness.client_seeds[" + i + "]: " + problem.get());
                }
            }
        }
        List<String> seats = strings(node.get("seats"), "fairness.seats", game.tableSize());
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).isEmpty()) {
                throw new RecordException("fairness.seats[" + i + "]: expected a player's name, found \"\"");
            }
            int first = seats.indexOf(seats.get(i));
            if (first < i) {
                throw new RecordException("fairness.seats[" + i + "]: " + Echo.json(seats.get(i))
                        + " is already fairness.seats[" + first + "] (names must be distinct)");
            }
        }
        return new Fairness(commitment, hand.intValue(), secret, clientSeeds, seats);
    }

    private static String hex(JsonNode node, String path) throws RecordException {
        if (!node.isTextual() || FairDeal.parseSecret(node.textValue()).isEmpty()) {
            throw new RecordException(path + ": expected " + 2 * FairDeal.SECRET_BYTES
                    + " lower-case hex digits, found " + RecordReader.describe(node));
        }
        return node.textValue();
    }

    private static List<String> strings(JsonNode node, String path, int tableSize) throws RecordException {
        if (!node.isArray() || node.size() != tableSize) {
            throw new RecordException(path + ": expected a list of " + tableSize + " strings, one per table seat, found "
                    + RecordReader.describe(node));
        }
        List<String> out = new ArrayList<>(tableSize);
        for (int i = 0; i < tableSize; i++) {
            JsonNode s = node.get(i);
            if (!s.isTextual()) {
                throw new RecordException(path + "[" + i + "]: expected a string, found " + RecordReader.describe(s));
            }
            out.add(s.textValue());
        }
        return out;
    }

    /**
     * What is wrong with a well-formed record's fair deal, one line per problem; empty when it checks out or
     * the record has no {@code fairness}. When the secret does not chain to the commitment, nothing made from
     * it is checked.
     */
    static List<String> problems(ParsedRecord record) {
        Fairness f = record.fairness();
        if (f == null) {
            return List.of();
        }
        List<String> problems = new ArrayList<>();
        List<String> names = new ArrayList<>(record.players());
        if (record.sittingOut() != null) {
            names.add(record.sittingOut());
        }
        if (!new HashSet<>(names).equals(new HashSet<>(f.seats()))) {
            problems.add("fairness.seats: " + Echo.json(f.seats()) + " are not the names of the players"
                    + (record.sittingOut() != null ? " and sitting_out " : " ") + Echo.json(names));
        }
        if (!FairDeal.chainsTo(f.secretBytes(), f.hand(), f.commitmentBytes())) {
            problems.add("fairness.secret: SHA-256 applied " + f.hand() + (f.hand() == 1 ? " time" : " times")
                    + " does not give fairness.commitment");
            return problems;
        }
        long seed = f.dealSeed();
        Deal fair = record.game().deal(seed, record.dealer());
        Deal dealt = record.deal();
        for (int i = 0; i < 3; i++) {
            if (!cardSet(fair.hand(i)).equals(cardSet(dealt.hand(i)))) {
                problems.add("deal.hands[" + i + "]: not the deal of the fair seed (fairness.secret, client_seeds and"
                        + " hand, with the dealer " + record.dealer() + ")");
            }
        }
        if (!fair.talon().equals(dealt.talon())) {
            problems.add("deal.talon: not the talon of the fair seed (fairness.secret, client_seeds and hand)");
        }
        if (f.hand() == 1) {
            int first = FairDeal.firstDealer(seed, f.seats().size());
            String expected = f.seats().get(first);
            String dealer = record.sittingOut() != null ? record.sittingOut() : record.players().get(record.dealer());
            if (!expected.equals(dealer)) {
                problems.add((record.sittingOut() != null ? "sitting_out" : "dealer")
                        + ": the first dealer of the fair seed is fairness.seats[" + first + "] " + Echo.json(expected)
                        + ", but the record's dealer is " + Echo.json(dealer));
            }
        }
        return problems;
    }

    private static Set<Card> cardSet(List<Card> cards) {
        return new HashSet<>(cards);
    }

    /**
     * The first way a record of a match file breaks the chain of fair deals from the previous record, or empty:
     * either both have {@code fairness} or neither, and then the same commitment, client seeds and seats and a
     * hand number one more.
     */
    static Optional<String> againstPrevious(Fairness previous, Fairness f) {
        if (previous == null && f == null) {
            return Optional.empty();
        }
        if (f == null) {
            return Optional.of("fairness: missing, but the previous record has it (in a match file every record"
                    + " carries fairness or none does)");
        }
        if (previous == null) {
            return Optional.of("fairness: the previous record has none (in a match file every record carries"
                    + " fairness or none does)");
        }
        if (!f.commitment().equals(previous.commitment())) {
            return Optional.of("fairness.commitment: expected the previous record's " + Echo.json(previous.commitment())
                    + " (one commitment for the match), found " + Echo.json(f.commitment()));
        }
        for (int i = 0; i < f.clientSeeds().size(); i++) {
            if (!f.clientSeeds().get(i).equals(previous.clientSeeds().get(i))) {
                return Optional.of("fairness.client_seeds[" + i + "]: expected the previous record's "
                        + Echo.json(previous.clientSeeds().get(i)) + " (a seat's client seed serves the whole match),"
                        + " found " + Echo.json(f.clientSeeds().get(i)));
            }
        }
        for (int i = 0; i < f.seats().size(); i++) {
            if (!f.seats().get(i).equals(previous.seats().get(i))) {
                return Optional.of("fairness.seats[" + i + "]: expected the previous record's "
                        + Echo.json(previous.seats().get(i)) + ", found " + Echo.json(f.seats().get(i)));
            }
        }
        if (f.hand() != previous.hand() + 1) {
            return Optional.of("fairness.hand: expected " + (previous.hand() + 1) + " (one more than the previous"
                    + " record's), found " + f.hand());
        }
        return Optional.empty();
    }
}
