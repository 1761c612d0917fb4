package org.tarock.server.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The embedded store's journal: every batch of writes, appended to a file before the database commits it, so
 * that an acknowledged write survives the server process being killed at any instant even where the embedded
 * database's own recovery goes back to an earlier version of its file (H2 2.5 does, now and then, after a kill:
 * the commits of its last seconds are gone). The database keeps the number of the last batch it committed in
 * the same transaction; a start makes again the batches it lacks. A clean close of the database makes it hold
 * everything: the journal then starts a new generation, and keeps the previous one as well.
 *
 * <p>One line per batch, {@code {"seq": N, "writes": [...]}}; a last line cut short by a kill was never
 * acknowledged and is dropped. Kept in the page cache, not forced to the disk: like the database, it survives
 * the process, not a power loss.
 */
public final class Journal implements AutoCloseable {
    /** A batch of writes, numbered from 1 in the order committed. */
    record Entry(long seq, List<Change> writes) {
    }

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new SimpleModule("journal")
            .addSerializer(Instant.class, new JsonSerializer<>() {
                @Override
                public void serialize(Instant value, JsonGenerator g, SerializerProvider p) throws IOException {
                    g.writeString(value.toString());
                }
            })
            .addDeserializer(Instant.class, new JsonDeserializer<>() {
                @Override
                public Instant deserialize(JsonParser p, DeserializationContext c) throws IOException {
                    return Instant.parse(p.getValueAsString());
                }
            }));

    private final Path file;
    private final Path previous;
    private FileChannel out;
    /** The current generation's length: kept here, so that the writer's look at it after each batch is no call. */
    private long length;

    private Journal(Path file) {
        this.file = file;
        this.previous = file.resolveSibling(file.getFileName() + ".previous");
    }

    /**
     * Opens the journal {@code file} (made when missing), dropping a last line a kill cut short; {@link #entries}
     * then reads what it holds.
     */
    static Journal open(Path file) {
        Journal j = new Journal(file);
        try {
            j.out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            long whole = wholeLines(file);
            if (whole < j.out.size()) {
                j.out.truncate(whole);
            }
            j.out.position(whole);
            j.length = whole;
        } catch (IOException e) {
            throw new UncheckedIOException("the journal " + file + " cannot be opened: " + e.getMessage(), e);
        }
        return j;
    }

    /** The length of the file's complete lines. */
    private static long wholeLines(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        return end;
    }

    /**
     * The batches of both generations numbered above {@code applied}, oldest first. A generation whose last batch
     * is not above it is not read further (the usual case: the database holds everything).
     */
    List<Entry> entriesAfter(long applied) {
        List<Entry> all = new ArrayList<>();
        for (Path p : List.of(previous, file)) {
            try {
                if (!Files.exists(p) || lastSeq(p) <= applied) {
                    continue;
                }
                try (var lines = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                        if (!line.isEmpty() && seq(line) > applied) {
                            all.add(JSON.readValue(line, Entry.class));
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException("the journal " + p + " cannot be read: " + e.getMessage(), e);
            }
        }
        return all;
    }

    /** Every batch of both generations, oldest first. */
    List<Entry> entries() {
        return entriesAfter(0);
    }

    private static final String SEQ = "{\"seq\":";

    /** The number of the batch a line holds, read from its start (every line begins {@code {"seq":N,}). */
    private static long seq(String line) {
        if (!line.startsWith(SEQ)) {
            throw new IllegalStateException("a line does not begin with " + SEQ);
        }
        int end = line.indexOf(',', SEQ.length());
        return Long.parseLong(line.substring(SEQ.length(), end < 0 ? line.length() : end));
    }

    /** The number of a generation's last batch, read from its end; 0 when it is empty. */
    private static long lastSeq(Path p) throws IOException {
        try (FileChannel in = FileChannel.open(p, StandardOpenOption.READ)) {
            long size = in.size();
            for (long tail = Math.min(size, 64 * 1024); tail > 0; tail = Math.min(size, tail * 4)) {
                ByteBuffer b = ByteBuffer.allocate((int) tail);
                in.read(b, size - tail);
                // The tail may begin inside a character: only what follows a line's end is read as text.
                String text = new String(b.array(), StandardCharsets.UTF_8);
                int end = text.endsWith("\n") ? text.length() - 1 : text.length();
                int lineEnd = text.lastIndexOf('\n', end - 1);
                if (lineEnd >= 0) {
                    return seq(text.substring(lineEnd + 1));
                }
                if (tail == size) {
                    return seq(text);
                }
            }
            return 0;
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectWriter CHANGE = JSON.writerFor(Change.class);
    private static final com.fasterxml.jackson.core.io.JsonStringEncoder QUOTE =
            com.fasterxml.jackson.core.io.JsonStringEncoder.getInstance();

    /** Appends a batch; returns the journal's length before it, for {@link #undo}. */
    long append(long seq, List<Change> writes) {
        long before = length;
        try {
            ByteBuffer line = ByteBuffer.wrap(line(seq, writes).getBytes(StandardCharsets.UTF_8));
            while (line.hasRemaining()) {
                length += out.write(line);
            }
            return before;
        } catch (IOException e) {
            // A line cut short (a full disk) would run into the next one: it goes.
            undo(before);
            throw new UncheckedIOException("the journal could not be written: " + e.getMessage(), e);
        }
    }

    /**
     * A batch's line, as Jackson writes an {@link Entry}; actions, most of all writes, are written here by hand,
     * which took the journal's cost per action from a sixth of the writer's to a small part of it.
     */
    private static String line(long seq, List<Change> writes) throws IOException {
        StringBuilder b = new StringBuilder(64 + 96 * writes.size()).append(SEQ).append(seq).append(",\"writes\":[");
        for (int i = 0; i < writes.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            if (writes.get(i) instanceof Change.LoggedAction a) {
                b.append("{\"w\":\"act\",\"tableId\":");
                quote(b, a.tableId());
                b.append(",\"hand\":").append(a.hand()).append(",\"index\":").append(a.index())
                        .append(",\"seat\":").append(a.seat()).append(",\"act\":");
                quote(b, a.act());
                b.append(",\"standIn\":");
                if (a.standIn() == null) {
                    b.append("null");
                } else {
                    quote(b, a.standIn());
                }
                b.append('}');
            } else {
                b.append(CHANGE.writeValueAsString(writes.get(i)));
            }
        }
        return b.append("]}\n").toString();
    }

    private static void quote(StringBuilder b, String text) {
        b.append('"');
        QUOTE.quoteAsString(text, b);
        b.append('"');
    }

    /** Takes back what was appended after {@code length}: the database did not commit it. */
    void undo(long length) {
        try {
            out.truncate(length);
            out.position(length);
            this.length = length;
        } catch (IOException e) {
            throw new UncheckedIOException("the journal could not be cut back: " + e.getMessage(), e);
        }
    }

    /** The current generation's length in bytes. */
    long size() {
        return length;
    }

    /**
     * Starts a new generation, once the database has been closed cleanly (it then holds every batch so far): the
     * current one becomes the previous, the one before it goes.
     */
    void rotate() {
        try {
            out.close();
            Files.move(file, previous, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            length = 0;
        } catch (IOException e) {
            throw new UncheckedIOException("the journal could not start a new generation: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
