package org.tarock.bots.selfplay;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.tarock.engine.Game;
import org.tarock.engine.Phase;
import org.tarock.engine.env.ActionSpace;
import org.tarock.engine.env.Encoder;

/**
 * The file of self-play decisions, {@code tarock-decisions/2} (docs/bots.md, "Self-play data"): gzip of a text
 * header and then one binary record per {@link Decision}, little-endian. The header's lines: the format, {@code
 * game ID}, {@code observation SIZE}, one {@code block WORD CARDS OFFSET SIZE} per block of the action space
 * without the factored discard (the space the records' actions index), one {@code factored WORD CARDS OFFSET
 * SIZE} per block of the space with it (the space of a policy's outputs), {@code kinds KIND...}, and {@code end}.
 * A record: int32 hand, uint8 seat, uint8 phase (the engine's {@link Phase} in order), uint8 kind, uint8 flags
 * (1: explored), int32 choice, int32 legal count and the legal actions (int32 each), int32 estimate count (0
 * or the legal count) and the estimates (float32 each), int32 outcome count (0 or the legal count) and the
 * outcomes (float32 each), int32 × 3 settlement, int32 pot, uint16 feature count, the feature indices (uint16
 * each) and values (float32 each).
 */
public final class DecisionFile {
    public static final String FORMAT = "tarock-decisions/2";
    private static final Phase[] PHASES = Phase.values();

    private DecisionFile() {
    }

    /** One block of an action space: its word ({@code play}, {@code bid}, ...), cards, first index and size. */
    public record Block(String word, int cards, int offset, int size) {
    }

    /**
     * What a file's records refer to.
     *
     * @param observation the size of the observation the features index
     * @param blocks      the action space of the records' actions (without the factored discard)
     * @param factored    the action space with the factored discard
     * @param kinds       the bot kinds the records' {@code kind} indexes
     */
    public record Header(String game, int observation, List<Block> blocks, List<Block> factored, List<String> kinds) {
        public Header {
            blocks = List.copyOf(blocks);
            factored = List.copyOf(factored);
            kinds = List.copyOf(kinds);
        }

        /** The header of a game's decisions by bots of {@code kinds}. */
        public static Header of(Game game, List<String> kinds) {
            return new Header(game.id().id(), new Encoder(game, true).observationSize(), blocks(ActionSpace.of(game)),
                    blocks(ActionSpace.of(game, true)), kinds);
        }

        private static List<Block> blocks(ActionSpace space) {
            List<Block> out = new ArrayList<>();
            for (ActionSpace.Block b : space.blocks()) {
                String word = space.game().vocabulary().format(space.action(b.offset())).split(" ", 2)[0];
                out.add(new Block(word, b.cards(), b.offset(), b.size()));
            }
            return out;
        }

        String text() {
            StringBuilder sb = new StringBuilder(FORMAT).append('\n');
            sb.append("game ").append(game).append('\n');
            sb.append("observation ").append(observation).append('\n');
            for (Block b : blocks) {
                sb.append("block ").append(line(b)).append('\n');
            }
            for (Block b : factored) {
                sb.append("factored ").append(line(b)).append('\n');
            }
            sb.append("kinds ").append(String.join(" ", kinds)).append('\n');
            return sb.append("end\n").toString();
        }

        private static String line(Block b) {
            return b.word() + " " + b.cards() + " " + b.offset() + " " + b.size();
        }
    }

    /** A decision's record, as {@link Writer#write(byte[])} takes it (built where the hand was played). */
    public static byte[] encode(Decision d) {
        int n = d.legal().length;
        int e = d.estimates().length;
        int o = d.outcomes().length;
        int f = d.featureIndex().length;
        ByteBuffer b = ByteBuffer.allocate(4 + 4 + 4 + 4 + 4 * n + 4 + 4 * e + 4 + 4 * o + 16 + 2 + 6 * f)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(d.hand()).put((byte) d.seat()).put((byte) d.phase().ordinal()).put((byte) d.kind())
                .put((byte) (d.explored() ? 1 : 0)).putInt(d.choice()).putInt(n);
        for (int a : d.legal()) {
            b.putInt(a);
        }
        b.putInt(e);
        for (float v : d.estimates()) {
            b.putFloat(v);
        }
        b.putInt(o);
        for (float v : d.outcomes()) {
            b.putFloat(v);
        }
        for (int s : d.settlement()) {
            b.putInt(s);
        }
        b.putInt(d.pot()).putShort((short) f);
        for (int i : d.featureIndex()) {
            b.putShort((short) i);
        }
        for (float v : d.featureValue()) {
            b.putFloat(v);
        }
        return b.array();
    }

    /** Writes a file: the header at once, then records in the order given. */
    public static final class Writer implements Closeable {
        private final OutputStream out;

        public Writer(Path file, Header header) {
            try {
                this.out = new BufferedOutputStream(new GZIPOutputStream(Files.newOutputStream(file), 1 << 16), 1 << 16);
                out.write(header.text().getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        }

        /** Appends records made by {@link #encode} (one or several, back to back). */
        public void write(byte[] records) {
            try {
                out.write(records);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the decisions: " + e.getMessage(), e);
            }
        }

        public void write(Decision d) {
            write(encode(d));
        }

        @Override
        public void close() {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the decisions: " + e.getMessage(), e);
            }
        }
    }

    /** A file's header and records. */
    public record Contents(Header header, List<Decision> decisions) {
    }

    /**
     * Reads a whole file.
     *
     * @throws IllegalArgumentException naming the file and what is wrong with it
     */
    public static Contents read(Path file) {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(
                Files.newInputStream(file)), 1 << 16))) {
            Header header = readHeader(in, file);
            List<Decision> out = new ArrayList<>();
            while (true) {
                Decision d = readRecord(in, file, out.size());
                if (d == null) {
                    return new Contents(header, out);
                }
                out.add(d);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static Header readHeader(InputStream in, Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        while (lines.isEmpty() || !lines.getLast().equals("end")) {
            int c = in.read();
            if (c < 0 || line.length() > 100_000) {
                throw new IllegalArgumentException(file + " is not a " + FORMAT + " file: its header does not end");
            }
            if (c == '\n') {
                lines.add(line.toString());
                line.setLength(0);
            } else {
                line.append((char) c);
            }
        }
        if (!lines.getFirst().equals(FORMAT)) {
            throw new IllegalArgumentException(file + " does not start with \"" + FORMAT + "\"");
        }
        String game = null;
        int observation = -1;
        List<Block> blocks = new ArrayList<>();
        List<Block> factored = new ArrayList<>();
        List<String> kinds = List.of();
        for (String l : lines.subList(1, lines.size() - 1)) {
            String[] f = l.split(" ");
            switch (f[0]) {
                case "game" -> game = f[1];
                case "observation" -> observation = Integer.parseInt(f[1]);
                case "block", "factored" -> (f[0].equals("block") ? blocks : factored).add(new Block(f[1],
                        Integer.parseInt(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4])));
                case "kinds" -> kinds = List.of(f).subList(1, f.length);
                default -> throw new IllegalArgumentException(file + ": unknown header line \"" + l + "\"");
            }
        }
        if (game == null || observation < 0) {
            throw new IllegalArgumentException(file + ": the header names no game or observation size");
        }
        return new Header(game, observation, blocks, factored, kinds);
    }

    /** The next record, or null at the end of the file. */
    private static Decision readRecord(DataInputStream in, Path file, int index) throws IOException {
        byte[] head = new byte[12];
        int got = in.readNBytes(head, 0, head.length);
        if (got == 0) {
            return null;
        }
        try {
            if (got < head.length) {
                throw new EOFException();
            }
            ByteBuffer h = ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN);
            int hand = h.getInt();
            int seat = h.get() & 0xff;
            int phase = h.get() & 0xff;
            int kind = h.get() & 0xff;
            boolean explored = (h.get() & 1) != 0;
            int choice = h.getInt();
            int[] legal = ints(in, count(in));
            float[] estimates = floats(in, count(in));
            float[] outcomes = floats(in, count(in));
            int[] settlement = ints(in, 3);
            int pot = ints(in, 1)[0];
            ByteBuffer c = little(in, 2);
            int f = c.getShort() & 0xffff;
            ByteBuffer idx = little(in, 2 * f);
            int[] featureIndex = new int[f];
            for (int i = 0; i < f; i++) {
                featureIndex[i] = idx.getShort() & 0xffff;
            }
            return new Decision(hand, seat, PHASES[phase], kind, explored, choice, legal, estimates, outcomes,
                    settlement, pot, featureIndex, floats(in, f));
        } catch (EOFException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException(file + ": record " + index + " is cut off or malformed");
        }
    }

    private static int count(DataInputStream in) throws IOException {
        int n = little(in, 4).getInt();
        if (n < 0 || n > 1 << 20) {
            throw new EOFException();
        }
        return n;
    }

    private static ByteBuffer little(DataInputStream in, int bytes) throws IOException {
        byte[] b = new byte[bytes];
        in.readFully(b);
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static int[] ints(DataInputStream in, int n) throws IOException {
        ByteBuffer b = little(in, 4 * n);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = b.getInt();
        }
        return out;
    }

    private static float[] floats(DataInputStream in, int n) throws IOException {
        ByteBuffer b = little(in, 4 * n);
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = b.getFloat();
        }
        return out;
    }

    /** The records of several decisions back to back, for a hand's results. */
    static byte[] encodeAll(List<Decision> decisions) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Decision d : decisions) {
            out.writeBytes(encode(d));
        }
        return out.toByteArray();
    }
}
