package org.tarock.records;


import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The record files under the test resources, and skipping those of games that are not implemented yet. */
final class RecordFiles {
    private RecordFiles() {
    }

    /** A folder of the test resources ({@code examples}, {@code golden}, {@code bad}). */
    static Path resource(String folder) {
        try {
            return Path.of(RecordFiles.class.getResource("/" + folder).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every .json and .jsonl file under a folder, sorted. */
    static List<Path> recordFiles(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".jsonl"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
