package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An action is acknowledged only once it survives the server process being killed at any instant: a server
 * that halts itself the moment an acknowledgement reaches its client leaves a store that holds every action
 * it acknowledged, on the embedded database and on PostgreSQL (the halt points: the first acknowledgement,
 * a few, and many at several tables at once, where writes share group commits). On the embedded database this
 * holds even when its file goes back to an earlier version, as H2's recovery after a kill sometimes makes it.
 */
class AcknowledgedActionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "H2, halted at acknowledgement {0} of {1} tables")
    @CsvSource({"1, 1", "9, 1", "60, 4", "400, 8"})
    void everyAcknowledgedActionIsInTheEmbeddedStoreAfterAHalt(int haltAt, int tables) throws Exception {
        haltAndCheck(null, haltAt, tables);
    }

    @ParameterizedTest(name = "H2 going back to its file at acknowledgement {0}, halted at {1}")
    @CsvSource({"3, 12", "20, 60"})
    void everyAcknowledgedActionSurvivesTheEmbeddedDatabaseGoingBackToAnEarlierVersionOfItsFile(int copyAt,
            int haltAt) throws Exception {
        Said said = runUntilHalted(null, haltAt, 1, copyAt);
        Files.move(dir.resolve(HaltingServer.OLDER), dir.resolve("tarock.mv.db"), StandardCopyOption.REPLACE_EXISTING);
        check(null, said);
    }

    @ParameterizedTest(name = "H2, halted {0} times at acknowledgement {1} of {2} more tables")
    @CsvSource({"4, 300, 4"})
    void everyAcknowledgedActionIsInTheEmbeddedStoreAfterRepeatedHalts(int halts, int haltAt, int tables)
            throws Exception {
        Said all = new Said(new LinkedHashMap<>(), new ArrayList<>());
        for (int i = 0; i < halts; i++) {
            Said said = runUntilHalted(null, haltAt, tables);
            all.tokens().putAll(said.tokens());
            all.acks().addAll(said.acks());
        }
        check(null, all);
    }

    @ParameterizedTest(name = "PostgreSQL, halted at acknowledgement {0} of {1} tables")
    @CsvSource({"1, 1", "60, 4", "400, 8"})
    void everyAcknowledgedActionIsInPostgresqlAfterAHalt(int haltAt, int tables) throws Exception {
        String base = System.getenv("TAROCK_TEST_PG_URL");
        if (base == null || base.isBlank()) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail("TAROCK_TEST_PG_URL is not set, but CI=true: PostgreSQL tests must run in CI");
            }
            Assumptions.abort("TAROCK_TEST_PG_URL is not set: skipping the PostgreSQL crash test "
                    + "(run server/ci-postgres.sh and export the variable it prints to run it)");
        }
        String schema = "tarock_halt_" + Long.toHexString(System.nanoTime()).toLowerCase(Locale.ROOT);
        Jdbi.create(base).useHandle(h -> h.execute("create schema " + schema));
        try {
            haltAndCheck(base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema, haltAt, tables);
        } finally {
            Jdbi.create(base).useHandle(h -> h.execute("drop schema " + schema + " cascade"));
        }
    }

    /** What the halted server said: its tables with their seat tokens, and the actions it acknowledged. */
    record Said(Map<String, String> tokens, List<Ack> acks) {
        /** Reads what the server printed; lines of other kinds (its log) go to {@code other}. */
        static Said read(BufferedReader out, List<String> other) throws IOException {
            Said said = new Said(new LinkedHashMap<>(), new ArrayList<>());
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                String[] w = line.split(" ", 6);
                switch (w[0]) {
                    case "TABLE" -> said.tokens().put(w[1], w[2]);
                    case "ACK" -> said.acks().add(new Ack(w[1], Integer.parseInt(w[2]), Integer.parseInt(w[3]),
                            Long.parseLong(w[4]), w[5]));
                    default -> other.add(line);
                }
            }
            return said;
        }
    }

    /** An acknowledged action: its table, hand, index in the hand, the version it made and its words. */
    record Ack(String table, int hand, int index, long v, String act) {
    }

    private void haltAndCheck(String dbUrl, int haltAt, int tables) throws Exception {
        Said said = runUntilHalted(dbUrl, haltAt, tables);
        assertThat(said.acks()).hasSizeGreaterThanOrEqualTo(haltAt);
        check(dbUrl, said);
    }

    void check(String dbUrl, Said said) throws Exception {
        Config config = Config.defaults(0, dir).withLimits(Config.Limits.LIFTED).withBotDelay(java.time.Duration.ZERO)
                .withDbUrl(dbUrl);
        try (TestServer restarted = new TestServer(config)) {
            for (var e : said.tokens().entrySet()) {
                String table = e.getKey();
                List<Ack> acks = said.acks().stream().filter(a -> a.table().equals(table)).toList();
                JsonNode info = restarted.get("/api/tables/" + table);
                assertThat(info.get("status").asText()).as("table %s after the halt", table).isEqualTo("playing");
                List<JsonNode> records = new ArrayList<>();
                for (String line : restarted.raw("GET", "/api/tables/" + table + "/match.jsonl", null).body()
                        .split("\n")) {
                    if (!line.isBlank()) {
                        records.add(JSON.readTree(line));
                    }
                }
                JsonNode view;
                try (Probe seat = restarted.connect()) {
                    seat.hello(table, e.getValue());
                    view = seat.until("state").get("view");
                }
                for (Ack a : acks) {
                    if (a.hand() < view.get("hand").asInt() && records.size() <= a.hand()) {
                        // The hand went on past it, which it cannot do without the player's action.
                        continue;
                    }
                    JsonNode done = a.hand() < view.get("hand").asInt()
                            ? records.get(a.hand()).get("actions").get(a.index())
                            : view.get("history").get(a.index());
                    assertThat(done).as("acknowledged %s", a).isNotNull();
                    assertThat(done.get("act").asText()).as("acknowledged %s", a).isEqualTo(a.act());
                    assertThat(info.get("v").asLong()).as("version after %s", a).isGreaterThanOrEqualTo(a.v());
                }
            }
        }
    }

    private Said runUntilHalted(String dbUrl, int haltAt, int tables) throws IOException, InterruptedException {
        return runUntilHalted(dbUrl, haltAt, tables, -1);
    }

    private Said runUntilHalted(String dbUrl, int haltAt, int tables, int copyAt)
            throws IOException, InterruptedException {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", classpath, HaltingServer.class.getName(), dir.toString(),
                dbUrl == null ? "-" : dbUrl, Integer.toString(haltAt), Integer.toString(tables), "7", "0",
                Integer.toString(copyAt)))
                .redirectErrorStream(true).start();
        List<String> other = new ArrayList<>();
        Said said;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            said = Said.read(out, other);
        }
        if (!p.waitFor(150, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("the server did not halt: " + other);
        }
        assertThat(p.exitValue()).as("the halt's exit status; the server said %s", other)
                .isEqualTo(HaltingServer.HALTED);
        return said;
    }
}
