package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.Action;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.records.Verifier;
import org.tarock.records.VerifyReport;
import org.tarock.server.store.Store;

/**
 * Tables deal by {@code tarock-fair/1} (record-format.md "Fair deals", docs/fairness.md): the commitment is
 * public from creation and never changes, every hand's deal follows from the secret revealed at its end and
 * the seats' client seeds (checked by the Java verifier and by {@code tools/check-fair-deal.py}), the first
 * dealer from the first deal's seed, a restart keeps the chain, and tables stored before fair deals go on
 * dealing from their seed.
 */
class FairDealsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SCRIPT = Path.of("..", "tools", "check-fair-deal.py").toAbsolutePath().normalize();
    private static TestServer server;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config().withRateLimit(100_000, 100_000).withMaxTables(100));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Arguments> tables() {
        List<Arguments> out = new ArrayList<>();
        for (GameId id : Games.available()) {
            out.add(Arguments.of(id, 3));
        }
        out.add(Arguments.of(GameId.GERMAN_TAROK, 4));
        out.add(Arguments.of(GameId.BAVARIAN_TAROCK, 4));
        return out.stream();
    }

    private static Map<String, Object> botTable(GameId game, int size, int hands) {
        Map<String, Object> body = new HashMap<>();
        body.put("game", game.id());
        if (size == 4) {
            body.put("rules", Map.of("table-size", 4));
        }
        body.put("seats", Collections.nCopies(size, "basic"));
        body.put("hands", hands);
        return body;
    }

    private static void awaitFinished(TestServer s, String id) throws InterruptedException {
        for (int i = 0; i < 1200; i++) {
            if (s.get("/api/tables/" + id).get("status").asText().equals("finished")) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("table " + id + " did not finish");
    }

    private static List<JsonNode> records(TestServer s, String id) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : s.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body().lines().toList()) {
            out.add(JSON.readTree(line));
        }
        return out;
    }

    private Path matchFile(TestServer s, String id) throws IOException {
        Path file = dir.resolve(id + ".jsonl");
        Files.writeString(file, s.raw("GET", "/api/tables/" + id + "/match.jsonl", null).body());
        return file;
    }

    /** The problems {@code tarock verify} finds in the table's match file. */
    private List<String> verified(TestServer s, String id) throws IOException {
        VerifyReport report = Verifier.verify(List.of(matchFile(s, id)));
        assertThat(report.records()).isPositive();
        return report.problems();
    }

    private static String hex(JsonNode node) {
        return node.textValue();
    }

    @ParameterizedTest(name = "{0} at {1}")
    @MethodSource("tables")
    void everyDealOfABotTableFollowsFromItsRevealedSecret(GameId game, int size) throws Exception {
        JsonNode created = server.post("/api/tables", botTable(game, size, 4));
        String commitment = hex(created.get("fairness").get("commitment"));
        assertThat(commitment).matches("[0-9a-f]{64}");
        String id = created.get("id").asText();
        awaitFinished(server, id);
        List<JsonNode> records = records(server, id);
        assertThat(records).hasSize(4);
        List<String> seeds = Collections.nCopies(size, "");
        for (int n = 0; n < records.size(); n++) {
            JsonNode f = records.get(n).get("fairness");
            assertThat(hex(f.get("commitment"))).isEqualTo(commitment);
            assertThat(f.get("hand").intValue()).isEqualTo(n + 1);
            assertThat(JSON.convertValue(f.get("client_seeds"), List.class)).isEqualTo(seeds);
            byte[] secret = FairDeal.parseSecret(hex(f.get("secret"))).orElseThrow();
            assertThat(FairDeal.chainsTo(secret, n + 1, FairDeal.parseSecret(commitment).orElseThrow())).isTrue();
        }
        assertThat(verified(server, id)).isEmpty();
        assertThat(script(matchFile(server, id))).isZero();
        assertThat(server.get("/api/tables/" + id).get("fairness").get("commitment").textValue()).isEqualTo(commitment);
    }

    @Test
    void theFirstDealerIsTheOneTheFirstDealsSeedChooses() throws Exception {
        String id = server.create(botTable(GameId.HUSARLN, 3, 1));
        awaitFinished(server, id);
        JsonNode record = records(server, id).get(0);
        JsonNode f = record.get("fairness");
        List<String> seeds = JSON.convertValue(f.get("client_seeds"), List.class);
        long seed = FairDeal.dealSeed(FairDeal.parseSecret(hex(f.get("secret"))).orElseThrow(), seeds, 1);
        String first = f.get("seats").get(FairDeal.firstDealer(seed, 3)).textValue();
        assertThat(record.get("players").get(record.get("dealer").intValue()).textValue()).isEqualTo(first);
    }

    @Test
    void theCommitmentIsPublicBeforeAnySeatIsTakenAndNeverChanges() throws Exception {
        Map<String, Object> body = Map.of("game", "husarln", "seats", List.of("open", "open", "open"), "hands", 2);
        JsonNode created = server.post("/api/tables", body);
        JsonNode fairness = created.get("fairness");
        assertThat(fairness.get("scheme").textValue()).isEqualTo("tarock-fair/1");
        assertThat(fairness.get("client_seeds")).hasSize(3).allSatisfy(s -> assertThat(s.isNull()).isTrue());
        assertThat(fairness.get("seats")).hasSize(3).allSatisfy(s -> assertThat(s.isNull()).isTrue());
        String id = created.get("id").asText();
        JsonNode listed = null;
        for (JsonNode t : server.get("/api/tables?status=open").get("tables")) {
            if (t.get("id").asText().equals(id)) {
                listed = t;
            }
        }
        assertThat(listed).isNotNull();
        assertThat(listed.get("fairness")).isEqualTo(fairness);

        List<String> seeds = List.of("Anna's-own:seed!", "", "c");
        try (HumanTable t = new HumanTable(server.http, server.uri, created, Arrays.asList("Anna's-own:seed!", null,
                "c"))) {
            JsonNode info = server.get("/api/tables/" + t.id).get("fairness");
            assertThat(JSON.convertValue(info.get("client_seeds"), List.class)).isEqualTo(seeds);
            assertThat(JSON.convertValue(info.get("seats"), List.class)).isEqualTo(List.of("Anna", "Ben", "Carl"));
            String commitment = info.get("commitment").textValue();
            assertThat(commitment).isEqualTo(fairness.get("commitment").textValue());
            t.playMatch(new Random(5));
            List<JsonNode> records = records(server, t.id);
            List<JsonNode> handOvers = new ArrayList<>();
            synchronized (t.watcher.all) {
                for (JsonNode m : t.watcher.all) {
                    if (m.path("event").path("kind").asText().equals("hand-over")) {
                        handOvers.add(m.get("event"));
                    }
                }
            }
            assertThat(handOvers).hasSize(2);
            for (int n = 0; n < 2; n++) {
                assertThat(handOvers.get(n).get("fairness")).isEqualTo(records.get(n).get("fairness"));
                assertThat(JSON.convertValue(records.get(n).get("fairness").get("client_seeds"), List.class))
                        .isEqualTo(seeds);
            }
            assertThat(server.get("/api/tables/" + t.id).get("fairness").get("commitment").textValue())
                    .isEqualTo(commitment);
            assertThat(records.get(0).get("fairness").get("commitment").textValue()).isEqualTo(commitment);
            assertThat(verified(server, t.id)).isEmpty();
            assertThat(script(matchFile(server, t.id))).isZero();
        }
    }

    @Test
    void clientSeedsOutsideTheSpecAreRefused() throws Exception {
        String id = server.create(Map.of("game", "husarln", "seats", List.of("open", "basic", "basic"), "hands", 1));
        for (String bad : List.of("\"\"", "\"with space\"", "\"" + "x".repeat(65) + "\"", "7", "\"ä\"", "[\"a\"]")) {
            var answer = server.raw("POST", "/api/tables/" + id + "/seats/0", "{\"name\": \"Anna\", \"client_seed\": "
                    + bad + "}");
            assertThat(answer.statusCode()).as(bad).isEqualTo(400);
            assertThat(JSON.readTree(answer.body()).get("code").textValue()).isEqualTo("bad-client-seed");
        }
        JsonNode info = server.get("/api/tables/" + id);
        assertThat(info.get("seats").get(0).get("player").textValue()).isEqualTo("open");
        assertThat(info.get("fairness").get("client_seeds").get(0).isNull()).isTrue();
        var ok = server.raw("POST", "/api/tables/" + id + "/seats/0", "{\"name\": \"Anna\", \"client_seed\": \"!~\"}");
        assertThat(ok.statusCode()).isEqualTo(201);
    }

    @Test
    void aRestartMidMatchKeepsTheChain() throws Exception {
        Config config = TestServer.config().withRateLimit(100_000, 100_000);
        String id;
        String[] tokens;
        String commitment;
        try (TestServer first = new TestServer(config)) {
            HumanTable t = new HumanTable(first, Map.of("game", "bavarian-tarock", "seats",
                    List.of("open", "open", "open"), "hands", 3), List.of("a", "b", "c"));
            id = t.id;
            tokens = t.tokens;
            commitment = first.get("/api/tables/" + id).get("fairness").get("commitment").textValue();
            Random random = new Random(3);
            while (t.watcher.view.get("hand").asInt() < 1 || t.watcher.view.get("history").size() < 4) {
                t.playOne(HumanTable.randomPlay(random));
            }
            t.close();
        }
        try (TestServer second = new TestServer(config)) {
            JsonNode fairness = second.get("/api/tables/" + id).get("fairness");
            assertThat(fairness.get("commitment").textValue()).isEqualTo(commitment);
            assertThat(JSON.convertValue(fairness.get("client_seeds"), List.class)).isEqualTo(List.of("a", "b", "c"));
            Probe[] seats = new Probe[3];
            for (int p = 0; p < 3; p++) {
                seats[p] = second.connect();
                seats[p].hello(id, tokens[p]);
                seats[p].until("state");
            }
            try (HumanTable t = new HumanTable(second.http, second.uri, id, tokens, seats)) {
                t.playMatch(new Random(4));
            }
            List<JsonNode> records = records(second, id);
            assertThat(records).hasSize(3).allSatisfy(r -> assertThat(r.get("fairness").get("commitment").textValue())
                    .isEqualTo(commitment));
            assertThat(verified(second, id)).isEmpty();
            assertThat(script(matchFile(second, id))).isZero();
        }
    }

    /** Stores a table directly, as a server of another version would have, with every seat taken by a bot. */
    private static void storeTable(Config config, String id, String game, String rules, long seed, Integer firstDealer,
                                   int hands, String fairSecret, List<String> seatKinds) {
        try (Store store = new Store(config.jdbcUrl())) {
            List<Store.SeatRow> rows = new ArrayList<>();
            for (int p = 0; p < seatKinds.size(); p++) {
                String kind = seatKinds.get(p);
                rows.add(kind.equals("open") ? new Store.SeatRow(p, "open", null, null, null, null, null)
                        : new Store.SeatRow(p, "bot", kind, kind + "-" + (p + 1), null, null, fairSecret == null ? null : ""));
            }
            store.createTable(new Store.TableRow(id, game, rules, seed, firstDealer, hands,
                    Instant.now().truncatedTo(ChronoUnit.MILLIS), null, null, null, null, null, "normal", null,
                    fairSecret, null), rows).join();
        }
    }

    @Test
    void aTableStoredBeforeFairDealsGoesOnDealingFromItsSeed() throws Exception {
        Config config = TestServer.config();
        Game game = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());
        String rules = JSON.writeValueAsString(game.rules().values());
        storeTable(config, "oldtable01", "husarln", rules, 77L, 1, 2, null, List.of("basic", "basic", "basic"));
        try (TestServer s = new TestServer(config)) {
            assertThat(s.get("/api/tables/oldtable01").get("fairness").isNull()).isTrue();
            awaitFinished(s, "oldtable01");
            List<JsonNode> records = records(s, "oldtable01");
            assertThat(records).hasSize(2).allSatisfy(r -> assertThat(r.has("fairness")).isFalse());
            Seating first = Seating.first(List.of("basic-1", "basic-2", "basic-3"), 1);
            JsonNode r = records.get(0);
            assertThat(JSON.convertValue(r.get("players"), List.class)).isEqualTo(first.players());
            assertThat(r.get("dealer").intValue()).isEqualTo(first.dealer());
            assertThat(r.get("deal")).isEqualTo(JSON.valueToTree(EventJson.deal(game.newHand(
                    game.deal(DealRandom.handSeed(77L, 0), first.dealer()), first.dealer(), game.initialCarry())
                    .deal())));
            assertThat(verified(s, "oldtable01")).isEmpty();
        }
    }

    /** A top secret of a two-hand chain whose first deal, with no client seeds, lets a player annul it. */
    private static byte[] annullableFirstDeal(Game game) {
        List<String> noSeeds = List.of("", "", "");
        for (int i = 0; ; i++) {
            byte[] top = new byte[32];
            top[0] = (byte) i;
            top[1] = (byte) (i >> 8);
            FairDeal chain = FairDeal.of(top, 2);
            long seed = chain.dealSeed(1, noSeeds);
            int dealer = FairDeal.firstDealer(seed, 3);
            State state = game.newHand(game.deal(seed, dealer), dealer, game.initialCarry());
            if (state.legalActionList().contains(Action.ANNUL_ACTION)) {
                return top;
            }
        }
    }

    @Test
    void anAnnulledLeipzigDealIsAHandOfItsOwnDealtFromTheNextSecret() throws Exception {
        Config config = TestServer.config().withRateLimit(100_000, 100_000);
        Game game = Games.create(Games.ruleBook(GameId.LEIPZIG_TAROC).resolve(Map.of("annul-few-trumps", true), false));
        String rules = JSON.writeValueAsString(game.rules().values());
        byte[] top = annullableFirstDeal(game);
        storeTable(config, "annulled01", "leipzig-taroc", rules, 5L, null, 2, FairDeal.hex(top),
                List.of("open", "open", "open"));
        try (TestServer s = new TestServer(config)) {
            JsonNode info = s.get("/api/tables/annulled01");
            assertThat(info.get("fairness").get("commitment").textValue()).isEqualTo(FairDeal.of(top, 2).commitment());
            try (HumanTable t = new HumanTable(s.http, s.uri, info, List.of())) {
                JsonNode a;
                Random random = new Random(1);
                while ((a = t.playOne((view, legal) -> legal.contains("annul") ? "annul"
                        : legal.get(random.nextInt(legal.size())))) != null) {
                    assertThat(a.path("type").asText()).isEqualTo("ack");
                }
            }
            List<JsonNode> records = records(s, "annulled01");
            assertThat(records).hasSize(2);
            assertThat(records.get(0).get("result").get("notes").toString()).contains("annulled");
            assertThat(records.get(1).get("dealer")).isEqualTo(records.get(0).get("dealer"));
            assertThat(records.get(1).get("fairness").get("hand").intValue()).isEqualTo(2);
            assertThat(verified(s, "annulled01")).isEmpty();
            assertThat(script(matchFile(s, "annulled01"))).isZero();
        }
    }

    /**
     * Runs {@code tools/check-fair-deal.py} on a file; its exit status. Without python3 the script's check is
     * skipped with a message (status 0), except under CI=true.
     */
    private static int script(Path file) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("python3", SCRIPT.toString(), file.toString()).redirectErrorStream(true).start();
        } catch (IOException missing) {
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError("python3 is required under CI=true to run tools/check-fair-deal.py", missing);
            }
            System.out.println("python3 not found: tools/check-fair-deal.py is not run on " + file);
            return 0;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(out.lines()).isNotEmpty().allSatisfy(l -> assertThat(l).contains(": ok: hand "));
        return p.exitValue();
    }
}
