package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's main code in layers, read from its sources: wire on top; the services lobby, players and
 * tournaments; then table; then store at the bottom. A package may use its own layer's services and the layers
 * below, never one above, and no two packages use each other, however long the way round.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/org/tarock/server");
    /** Each layer package with its depth from the top. */
    private static final Map<String, Integer> DEPTH = Map.of("wire", 0, "lobby", 1, "players", 1, "tournaments", 1,
            "table", 2, "store", 3);
    /** An import, or a use by full name, of a class of a server package. */
    private static final Pattern USE = Pattern.compile("\\borg\\.tarock\\.server\\.([a-z]+)\\.[A-Z]");
    private static final Pattern NAME_MAP = Pattern.compile("Map<String,\\s*Object>");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    @Test
    void everyServerPackageIsALayer() throws IOException {
        try (Stream<Path> dirs = Files.list(SOURCES)) {
            Set<String> packages = new TreeSet<>(dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString())
                    .filter(name -> !name.equals("client")).toList());
            assertThat(packages).isEqualTo(new TreeSet<>(DEPTH.keySet()));
        }
        try (Stream<Path> files = Files.list(SOURCES)) {
            assertThat(files.filter(f -> f.toString().endsWith(".java")).toList()).as("classes outside the layers")
                    .isEmpty();
        }
    }

    @Test
    void noArrowPointsFromALowerLayerToAHigherOne() throws IOException {
        List<String> upward = new ArrayList<>();
        arrows().forEach((from, targets) -> {
            for (String to : targets) {
                if (DEPTH.get(to) < DEPTH.get(from.pkg())) {
                    upward.add(from.file() + " -> " + to);
                }
            }
        });
        assertThat(upward).isEmpty();
    }

    @Test
    void noTwoPackagesUseEachOtherEvenByWayOfOthers() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        arrows().forEach((from, targets) -> graph.computeIfAbsent(from.pkg(), k -> new TreeSet<>()).addAll(targets));
        for (String start : graph.keySet()) {
            assertThat(reachable(graph, start)).as("packages reached from %s", start).doesNotContain(start);
        }
    }

    /**
     * JSON is read and written at the wire: the layers below hold typed values, never a map of names to anything,
     * and only the store's own journal file uses Jackson beneath it.
     */
    @Test
    void jsonStaysAtTheWire() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : DEPTH.keySet()) {
            if (pkg.equals("wire") || !Files.isDirectory(SOURCES.resolve(pkg))) {
                continue;
            }
            try (Stream<Path> files = Files.list(SOURCES.resolve(pkg))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String code = COMMENT.matcher(Files.readString(f)).replaceAll("");
                    if (NAME_MAP.matcher(code).find()) {
                        found.add(pkg + "/" + f.getFileName() + ": Map<String, Object>");
                    }
                    if (!pkg.equals("store") && code.contains("com.fasterxml.jackson")) {
                        found.add(pkg + "/" + f.getFileName() + ": Jackson");
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /** Whether the check sees an arrow at all: the wire uses the table layer. */
    @Test
    void theArrowsAreReadFromTheSources() throws IOException {
        assertThat(arrows().entrySet()).anyMatch(e -> e.getKey().pkg().equals("wire")
                && e.getValue().contains("table"));
    }

    private record Source(String pkg, String file) implements Comparable<Source> {
        @Override
        public int compareTo(Source o) {
            return file.compareTo(o.file);
        }
    }

    /** Per source file of a layer, the other server packages it uses. */
    private static Map<Source, Set<String>> arrows() throws IOException {
        Map<Source, Set<String>> out = new TreeMap<>();
        for (String pkg : DEPTH.keySet()) {
            Path dir = SOURCES.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String code = COMMENT.matcher(Files.readString(f)).replaceAll("");
                    Set<String> targets = new TreeSet<>();
                    Matcher m = USE.matcher(code);
                    while (m.find()) {
                        if (!m.group(1).equals(pkg) && DEPTH.containsKey(m.group(1))) {
                            targets.add(m.group(1));
                        }
                    }
                    out.put(new Source(pkg, pkg + "/" + f.getFileName()), targets);
                }
            }
        }
        return out;
    }

    private static Set<String> reachable(Map<String, Set<String>> graph, String start) {
        Set<String> seen = new TreeSet<>();
        List<String> todo = new ArrayList<>(graph.getOrDefault(start, Set.of()));
        while (!todo.isEmpty()) {
            String next = todo.removeLast();
            if (seen.add(next)) {
                todo.addAll(graph.getOrDefault(next, Set.of()));
            }
        }
        return seen;
    }
}
