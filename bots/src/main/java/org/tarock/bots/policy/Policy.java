package org.tarock.bots.policy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** An exported policy: the file's first word names its format. */
public sealed interface Policy permits LinearPolicy, NetworkPolicy {
    /** The game's record id the policy was trained for. */
    String game();

    /** The policy of a file, of either format. */
    static Policy load(Path file) {
        String header;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            header = in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the policy file " + file + ": " + e.getMessage(), e);
        }
        String format = header == null ? "" : header.split(" ", 2)[0];
        return switch (format) {
            case NetworkPolicy.FORMAT -> NetworkPolicy.load(file);
            case LinearPolicy.FORMAT -> LinearPolicy.load(file);
            default -> throw new IllegalArgumentException("the policy file " + file + " starts with neither \""
                    + LinearPolicy.FORMAT + "\" nor \"" + NetworkPolicy.FORMAT + "\"");
        };
    }
}
