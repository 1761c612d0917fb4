package org.tarock.solver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.State;

/**
 * The solver's stored regression positions: per game, play-phase states rebuilt from a seed (random auction,
 * exchange and play by {@link RandomPositions#withCardsLeft}, so every contract and trump the random decisions
 * reach, Bettel included), with the value the solver gave when the set was made. One gzip'd text line a
 * position: {@code seed cardsLeft value hand0 hand1 hand2} (hands in hex, to tell a changed engine from a
 * changed solver). Every fifth position (Husarln: eighth) is a first lead, the others lie at random points of
 * the play with 4 cards or more left, mid-trick included.
 */
record StoredPositions(long seed, int cardsLeft, int value, long[] hands) {
    /** Positions a stored set holds per game. */
    static final int COUNT = 2000;

    static String resource(String game) {
        return "/org/tarock/solver/stored-values-" + game + ".txt.gz";
    }

    /** The state the line stands for, rebuilt from its seed. */
    State state(Game game) {
        return RandomPositions.withCardsLeft(game, new DealRandom(seed), cardsLeft);
    }

    static List<StoredPositions> read(String game) {
        List<StoredPositions> out = new ArrayList<>();
        try (InputStream in = StoredPositions.class.getResourceAsStream(resource(game));
             BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                out.add(new StoredPositions(Long.parseLong(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                        new long[]{Long.parseUnsignedLong(f[3], 16), Long.parseUnsignedLong(f[4], 16),
                                Long.parseUnsignedLong(f[5], 16)}));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The total number of cards in a deal of the game: the first lead's cards left. */
    static int cardsInPlay(Game game) {
        return game.deal(0, 0).hands().stream().mapToInt(List::size).sum();
    }

    /** Every how many positions one is a first lead: fewer in Husarln, whose first leads take seconds today. */
    static int firstLeadEvery(String game) {
        return game.equals("husarln") ? 8 : 5;
    }

    /**
     * Writes part {@code part} of {@code parts} of a stored set with today's solver:
     * {@code java … StoredPositions FILE GAME PART PARTS} (game: bavarian, german or husarln; position {@code i}
     * belongs to part {@code i % parts}; the parts' lines, merged in order of their position, form the set).
     * Run once when the set is made, never to refresh values after a solver change: the set is there to catch
     * changed values. Each line is prefixed with its position number for the merge.
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        String name = args[1];
        int part = Integer.parseInt(args[2]);
        int parts = Integer.parseInt(args[3]);
        Game game = (Game) RandomPositions.games().stream().filter(x -> x.get()[0].equals(name)).findFirst()
                .orElseThrow().get()[1];
        int total = cardsInPlay(game);
        Solver solver = new Solver();
        long start = System.nanoTime();
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), true)) {
            for (int i = part; i < COUNT; i += parts) {
                DealRandom seeds = new DealRandom(DealRandom.handSeed(name.hashCode(), i));
                int left = i % firstLeadEvery(name) == 0 ? total : 4 + seeds.nextInt(total - 4);
                while (true) {
                    long seed = seeds.nextLong();
                    State s = RandomPositions.withCardsLeft(game, new DealRandom(seed), left);
                    if (s == null) {
                        continue;
                    }
                    Position p = Positions.of(s);
                    long[] h = p.hands();
                    w.printf(Locale.ROOT, "%d %d %d %d %x %x %x%n", i, seed, left, solver.value(p), h[0], h[1], h[2]);
                    break;
                }
                if (i % 100 < parts) {
                    System.out.printf(Locale.ROOT, "%s %d %.0f s%n", name, i, (System.nanoTime() - start) / 1e9);
                }
            }
        }
    }
}
