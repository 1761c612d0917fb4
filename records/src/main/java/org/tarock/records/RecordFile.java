package org.tarock.records;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads a record file as it comes, from a file of any size and kind (a regular file, a pipe, a device): a
 * {@code .jsonl} match file line by line, a {@code .json} file whole. No line and no {@code .json} file may be
 * longer than {@link #MAX_BYTES}, far above any real record, so that memory stays bounded even when a line
 * never ends ({@code /dev/zero}); past that limit the file is not read any further.
 */
public final class RecordFile implements Closeable {
    /** The longest line (and the longest {@code .json} file) read: 1 MiB. */
    public static final int MAX_BYTES = 1 << 20;
    /** The problem of a line over {@link #MAX_BYTES}. */
    public static final String TOO_LONG = "line longer than 1 MiB";

    /** One line of the file (from 1), or a {@code .json} file's whole text (line 1). */
    public sealed interface Piece {
        int line();
    }

    /**
     * A line's text.
     *
     * @param ended whether a line break ends it: only the file's last line may lack one, and a last line
     *              without one that is not a whole record was cut short by a writer that stopped
     */
    public record Text(int line, String text, boolean ended) implements Piece {
    }

    /**
     * A line that cannot be read.
     *
     * @param fatal whether reading stops here (the line is too long, and its end may never come)
     */
    public record Unreadable(int line, String problem, boolean fatal) implements Piece {
    }

    /** The file cannot be opened, or is of another type; the message names why, never the file. */
    public static final class OpenException extends Exception {
        OpenException(String problem) {
            super(problem, null, false, false);
        }
    }

    private static final int CHUNK = 64 * 1024;

    private final InputStream in;
    private final boolean match;
    private final byte[] chunk = new byte[CHUNK];
    private int chunkPos;
    private int chunkEnd;
    private byte[] line = new byte[CHUNK];
    private int lineLength;
    private int lineNumber;
    private boolean done;

    private RecordFile(InputStream in, boolean match) {
        this.in = in;
        this.match = match;
    }

    /** Whether the file holds a match (a {@code .jsonl} file) rather than one record. */
    public boolean isMatch() {
        return match;
    }

    /**
     * Opens a {@code .json} or {@code .jsonl} file.
     *
     * @throws OpenException when it has another name, is a directory or cannot be opened
     */
    public static RecordFile open(Path file) throws OpenException {
        String name = file.toString();
        boolean match = name.endsWith(".jsonl");
        if (!match && !name.endsWith(".json")) {
            throw new OpenException("not a record file (expected .json for one record or .jsonl for a match)");
        }
        if (Files.isDirectory(file)) {
            throw new OpenException("cannot read the file: it is a directory");
        }
        try {
            return new RecordFile(Files.newInputStream(file), match);
        } catch (IOException e) {
            throw new OpenException("cannot read the file: " + why(e));
        }
    }

    /** Why a file could not be read or written, as a person reads it (no exception names). */
    public static String why(IOException e) {
        return switch (e) {
            case NoSuchFileException ignored -> "no such file";
            case AccessDeniedException ignored -> "permission denied";
            case CharacterCodingException ignored -> "not UTF-8 text";
            case FileSystemException f when f.getReason() != null -> lowerFirst(f.getReason());
            default -> e.getMessage() != null ? lowerFirst(e.getMessage()) : "input/output error";
        };
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * The next piece: in a match file the next line (blank lines included), in a {@code .json} file the whole
     * text; {@code null} at the end, after a fatal problem, or after a {@code .json} file's text.
     */
    public Piece next() {
        if (done) {
            return null;
        }
        try {
            return match ? nextLine() : whole();
        } catch (IOException e) {
            done = true;
            return new Unreadable(Math.max(1, lineNumber), "cannot read the file: " + why(e), true);
        }
    }

    private Piece nextLine() throws IOException {
        lineLength = 0;
        boolean ended = readLine(MAX_BYTES);
        if (lineLength > MAX_BYTES) {
            done = true;
            return new Unreadable(++lineNumber, TOO_LONG, true);
        }
        if (!ended && lineLength == 0) {
            done = true;
            return null;
        }
        lineNumber++;
        if (!ended) {
            done = true;
        }
        int length = lineLength > 0 && line[lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
        return decode(length, ended);
    }

    /** A {@code .json} file: every line, each and all of them together within the limit. */
    private Piece whole() throws IOException {
        done = true;
        lineLength = 0;
        boolean ended = true;
        for (int line = 1; ended; line++) {
            int start = lineLength;
            ended = readLine(MAX_BYTES);
            if (!ended && lineLength - start > MAX_BYTES) {
                return new Unreadable(line, TOO_LONG, true);
            }
            if (lineLength > MAX_BYTES) {
                return new Unreadable(line, "the file is longer than 1 MiB (a .json file holds one record)", true);
            }
        }
        lineNumber = 1;
        return decode(lineLength, true);
    }

    private Piece decode(int length, boolean ended) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(line, 0, length)).toString();
            return new Text(lineNumber, text, ended);
        } catch (CharacterCodingException e) {
            return new Unreadable(lineNumber, "not UTF-8 text", false);
        }
    }

    /**
     * Appends bytes up to and including the next line break to {@code line}, but no more than one byte past
     * {@code limit} of this line; a match line's break is not kept.
     *
     * @return whether a line break was read
     */
    private boolean readLine(int limit) throws IOException {
        int start = lineLength;
        while (true) {
            if (chunkPos == chunkEnd) {
                int n = in.read(chunk);
                if (n < 0) {
                    return false;
                }
                chunkPos = 0;
                chunkEnd = n;
            }
            int end = chunkPos;
            while (end < chunkEnd && chunk[end] != '\n') {
                end++;
            }
            boolean found = end < chunkEnd;
            int take = Math.min(end - chunkPos, limit + 1 - (lineLength - start));
            append(chunkPos, take);
            chunkPos += take;
            if (lineLength - start > limit) {
                return false;
            }
            if (found) {
                chunkPos++;
                if (!match) {
                    append(end, 1);
                }
                return true;
            }
        }
    }

    private void append(int from, int count) {
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(line, Math.max(line.length * 2, lineLength + count));
        }
        System.arraycopy(chunk, from, line, lineLength, count);
        lineLength += count;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
