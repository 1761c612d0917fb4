package org.tarock.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.cli.Tarock;

/**
 * The deal-parallel commands on Spark ({@code local[2]}, one context for all tests) give what the same
 * commands give on threads, byte for byte: the figures, the summary JSON and the records.
 */
class SparkRunsTest {
    private static final String MASTER = "local[2]";
    private static JavaSparkContext spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(new SparkConf().setAppName("tarock-tests").setMaster(MASTER)
                .set("spark.ui.enabled", "false").set("spark.driver.host", "localhost")
                .set("spark.driver.bindAddress", "127.0.0.1"));
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run tarock(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Tarock.commandLine(InputStream.nullInputStream(), new PrintWriter(out, true),
                new PrintWriter(err, true)).execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** Runs the command on two threads and on Spark, with {@code --out}/{@code --summary} files of each. */
    private Run[] bothWays(String... args) {
        Run[] runs = new Run[2];
        for (int i = 0; i < 2; i++) {
            List<String> full = new ArrayList<>(Arrays.asList(args));
            for (int k = 0; k < full.size(); k++) {
                full.set(k, full.get(k).replace("{run}", i == 0 ? "threads" : "spark"));
            }
            full.addAll(i == 0 ? List.of("--threads", "2") : List.of("--spark", MASTER));
            runs[i] = tarock(full.toArray(String[]::new));
            assertThat(runs[i].exit()).as(runs[i].err()).isZero();
        }
        return runs;
    }

    private void assertSameFile(String name) throws IOException {
        assertThat(Files.readAllBytes(dir.resolve("spark-" + name)))
                .isEqualTo(Files.readAllBytes(dir.resolve("threads-" + name)));
    }

    @Test
    void aBasicAgainstRandomArenaGivesTheSameSummaryAndRecordsOnSpark() throws IOException {
        Run[] runs = bothWays("arena", "--game", "bavarian-tarock", "--bots", "basic,random", "--deals", "200",
                "--seed", "7", "--out", dir.resolve("{run}-arena.jsonl").toString(),
                "--summary", dir.resolve("{run}-arena.json").toString());
        assertThat(runs[1].out()).isEqualTo(runs[0].out());
        assertSameFile("arena.json");
        assertSameFile("arena.jsonl");
        assertThat(Files.readAllLines(dir.resolve("spark-arena.jsonl"))).hasSize(1200);
        Run verify = tarock("verify", "--independent", dir.resolve("spark-arena.jsonl").toString());
        assertThat(verify.exit()).as(verify.out() + verify.err()).isZero();
        assertThat(verify.out()).contains("1200 records, 1200 ok, 0 bad");
    }

    @Test
    void aSearchBotArenaGivesTheSameSummaryAndRecordsOnSpark() throws IOException {
        Run[] runs = bothWays("arena", "--game", "bavarian-tarock", "--bots", "pimc,basic", "--deals", "50",
                "--seed", "3", "--out", dir.resolve("{run}-pimc.jsonl").toString(),
                "--summary", dir.resolve("{run}-pimc.json").toString());
        assertThat(runs[1].out()).isEqualTo(runs[0].out());
        assertSameFile("pimc.json");
        assertSameFile("pimc.jsonl");
    }

    @Test
    void declarerPlayPrintsTheSameFiguresOnSpark() {
        Run[] runs = bothWays("arena", "--game", "bavarian-tarock", "--bots", "random,basic", "--deals", "30",
                "--seed", "5", "--declarer-play");
        assertThat(runs[1].out()).isEqualTo(runs[0].out()).contains("falls short by");
    }

    @Test
    void theShortfallOfARecordsFileIsTheSameOnSpark() throws IOException {
        Path records = dir.resolve("hands.jsonl");
        assertThat(tarock("simulate", "--game", "bavarian-tarock", "--hands", "40", "--seed", "2",
                "--bots", "basic,random,random", "--out", records.toString()).exit()).isZero();
        Run[] runs = bothWays("analyse", records.toString(), "--shortfall");
        assertThat(runs[1].out()).isEqualTo(runs[0].out()).contains("points lost per card");
    }

    @Test
    void independentSelfPlayWritesTheSameRecordsOnSpark() throws IOException {
        Run[] runs = bothWays("simulate", "--game", "husarln", "--hands", "60", "--seed", "9", "--independent",
                "--out", dir.resolve("{run}-self.jsonl").toString());
        assertThat(runs[1].out()).isEqualTo(runs[0].out());
        assertSameFile("self.jsonl");
        Run verify = tarock("verify", "--independent", dir.resolve("spark-self.jsonl").toString());
        assertThat(verify.out()).contains("60 records, 60 ok, 0 bad");
    }

    @Test
    void selfPlayDataIsTheSameBytesOnSpark() throws IOException {
        Run[] runs = bothWays("selfplay", "--game", "bavarian-tarock", "--bots", "basic,random,basic", "--hands", "30",
                "--seed", "1000", "--explore", "0.2", "--alternatives", "--out", dir.resolve("{run}-data").toString());
        assertThat(runs[1].out()).isEqualTo(runs[0].out().replace("threads-data", "spark-data"));
        assertSameFile("data/hands.jsonl");
        assertSameFile("data/decisions.bin.gz");
    }

    @Test
    void anUnknownBotKindIsTheSameUsageErrorAsWithoutSpark() {
        String[] args = {"arena", "--game", "husarln", "--bots", "basic,genius", "--deals", "5"};
        Run plain = tarock(args);
        Run onSpark = tarock(concat(args, "--spark", MASTER));
        assertThat(onSpark.exit()).isEqualTo(plain.exit()).isEqualTo(1);
        assertThat(firstLine(onSpark.err())).isEqualTo(firstLine(plain.err())).contains("genius");
    }

    @Test
    void aDealThatFailsOnSparkIsReportedAsOnThreads() {
        String[] args = {"arena", "--game", "bavarian-tarock", "--bots", "basic,broken", "--deals", "4", "--seed", "1"};
        Run plain = tarock(concat(args, "--threads", "2"));
        PrintStream savedErr = System.err;
        ByteArrayOutputStream processErr = new ByteArrayOutputStream();
        System.setErr(new PrintStream(processErr, true, StandardCharsets.UTF_8));
        Run onSpark;
        try {
            onSpark = tarock(concat(args, "--spark", MASTER));
        } finally {
            System.setErr(savedErr);
        }
        assertThat(processErr.toString(StandardCharsets.UTF_8)).as("Spark's own log").doesNotContain("\tat ");
        assertThat(plain.exit()).isNotZero();
        assertThat(onSpark.exit()).isEqualTo(plain.exit());
        assertThat(onSpark.err()).isEqualTo(plain.err()).contains(BrokenBots.MESSAGE)
                .doesNotContain("Spark", "Exception", "\tat ");
    }

    @Test
    void aMasterThatIsNotOneIsAUsageError() {
        Run r = tarock("arena", "--game", "husarln", "--bots", "basic,random", "--deals", "1", "--spark", "nowhere");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(firstLine(r.err())).isEqualTo("--spark nowhere is not a Spark master: give local[N], "
                + "spark://HOST:PORT, yarn or k8s://...");
    }

    private static String[] concat(String[] args, String... more) {
        List<String> all = new ArrayList<>(Arrays.asList(args));
        all.addAll(Arrays.asList(more));
        return all.toArray(String[]::new);
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }
}
