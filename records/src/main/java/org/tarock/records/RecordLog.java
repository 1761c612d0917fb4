package org.tarock.records;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A match file written as the hands are played: each record one line, written whole by a single write of the
 * file, so that a process stopped at any moment leaves only whole lines. A write that fails part way (a full
 * disk) is cut back to the last whole line. Failures are {@link UncheckedIOException}s whose message names the
 * file and why ({@code cannot write /dev/full: no space left on device}).
 */
public final class RecordLog implements Closeable {
    private final Path file;
    private final FileChannel channel;
    private final boolean regular;
    private long end;

    private RecordLog(Path file, FileChannel channel, boolean regular) {
        this.file = file;
        this.channel = channel;
        this.regular = regular;
    }

    /** Creates the file, or empties it. */
    public static RecordLog create(Path file) {
        if (Files.isDirectory(file)) {
            throw new UncheckedIOException("cannot write " + file + ": it is a directory",
                    new IOException("is a directory"));
        }
        try {
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
            return new RecordLog(file, channel, Files.isRegularFile(file));
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    /** Appends the record as one line. */
    public void append(HandRecord record) {
        append(RecordWriter.toJson(record));
    }

    /** Appends a record already written as JSON ({@link RecordWriter#toJson}) as one line. */
    public void append(String recordJson) {
        ByteBuffer line = ByteBuffer.wrap((recordJson + "\n").getBytes(StandardCharsets.UTF_8));
        try {
            while (line.hasRemaining()) {
                channel.write(line);
            }
            end += line.capacity();
        } catch (IOException e) {
            cutBack();
            throw failure(file, e);
        }
    }

    /** After a failed write: no half line stays behind, so the file is still a valid match file. */
    private void cutBack() {
        if (!regular) {
            return;
        }
        try {
            channel.truncate(end);
        } catch (IOException ignored) {
            // the write's own failure is what gets reported; a file that cannot even be cut back has lost its disk
        }
    }

    private static UncheckedIOException failure(Path file, IOException e) {
        return new UncheckedIOException("cannot write " + file + ": " + RecordFile.why(e), e);
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw failure(file, e);
        }
    }
}
