package org.tarock.server.table;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;
import org.tarock.engine.Seating;
import org.tarock.server.store.Store;

/**
 * The seats of one table: who sits where (open, a person, an outside bot, a server bot), their names, the
 * digests of their secret tokens, the order they joined in and their client seeds for the fair deals. Touched only by the table's serial tasks.
 */
public final class Seats {
    private static final int MAX_NAME = 32;

    /** A seat of the table: open, a person, an outside bot, or a server bot. */
    static final class Seat {
        private String kind;
        private final String botKind;
        private String name;
        private String tokenDigest;
        private Integer joined;
        /** The client seed fixed when the seat was taken ({@code ""} for none), null while it is open. */
        private String clientSeed;
        private final Bot bot;

        Seat(String kind, String botKind, String name, String tokenDigest, Integer joined, String clientSeed,
             Bot bot) {
            this.kind = kind;
            this.botKind = botKind;
            this.name = name;
            this.tokenDigest = tokenDigest;
            this.joined = joined;
            this.clientSeed = clientSeed;
            this.bot = bot;
        }

        boolean isOpen() {
            return kind.equals("open");
        }

        /** {@code open}, {@code person}, {@code api-bot} or {@code bot}. */
        String kind() {
            return kind;
        }

        String name() {
            return name;
        }

        /** The server bot playing this seat, or null. */
        Bot bot() {
            return bot;
        }

        Store.SeatRow row(int position) {
            return new Store.SeatRow(position, kind, botKind, name, tokenDigest, joined, clientSeed);
        }
    }

    private final String tableId;
    private final Seat[] seats;

    private Seats(String tableId, Seat[] seats) {
        this.tableId = tableId;
        this.seats = seats;
    }

    /** New seats as the creator asked: per seat null for an open seat, else the server bot's kind. */
    static Seats create(String tableId, List<String> bots, long seed) {
        Seat[] seats = new Seat[bots.size()];
        for (int p = 0; p < seats.length; p++) {
            String bot = bots.get(p);
            seats[p] = bot == null ? new Seat("open", null, null, null, null, null, null)
                    : new Seat("bot", bot, bot + "-" + (p + 1), null, null, "", Bots.create(bot, seed + p));
        }
        return new Seats(tableId, seats);
    }

    /**
     * The seats of a tournament's entry table: the entrant's (open for a person to take, or the server's own entry's
     * bot, named as the entry), then two server bots. Their bots decide through {@link Duplicate#bot}.
     */
    static Seats entry(String tableId, Duplicate d) {
        Seat[] seats = new Seat[3];
        seats[Duplicate.ENTRANT_SEAT] = d.entrantBot()
                ? new Seat("bot", d.botKind(), d.entrant(), null, null, d.clientSeeds().get(Duplicate.ENTRANT_SEAT),
                Bots.create(d.botKind(), 0))
                : new Seat("open", null, null, null, null, null, null);
        for (int p = Duplicate.ENTRANT_SEAT + 1; p < seats.length; p++) {
            seats[p] = new Seat("bot", d.botKind(), d.botKind() + "-" + (p + 1), null, null, d.clientSeeds().get(p),
                    Bots.create(d.botKind(), p));
        }
        return new Seats(tableId, seats);
    }

    /** The seats as stored; server bots are made again from the table's seed. */
    static Seats restore(String tableId, List<Store.SeatRow> rows, long seed) {
        Seat[] seats = new Seat[rows.size()];
        for (Store.SeatRow s : rows) {
            // a seat taken before fair deals has no client seed stored: it is the empty one
            String clientSeed = s.kind().equals("open") ? null : s.clientSeed() != null ? s.clientSeed() : "";
            seats[s.seat()] = new Seat(s.kind(), s.bot(), s.name(), s.tokenDigest(), s.joined(), clientSeed,
                    s.bot() == null ? null : Bots.create(s.bot(), seed + s.seat()));
        }
        return new Seats(tableId, seats);
    }

    /** Whether a person (who joined without {@code "bot": true}) holds a seat. */
    boolean anyPerson() {
        for (Seat s : seats) {
            if (s.kind().equals("person")) {
                return true;
            }
        }
        return false;
    }

    int size() {
        return seats.length;
    }

    Seat get(int position) {
        return seats[position];
    }

    List<Store.SeatRow> rows() {
        List<Store.SeatRow> rows = new ArrayList<>(seats.length);
        for (int p = 0; p < seats.length; p++) {
            rows.add(seats[p].row(p));
        }
        return rows;
    }

    boolean full() {
        for (Seat s : seats) {
            if (s.isOpen()) {
                return false;
            }
        }
        return true;
    }

    /** The seats' names in table order (the match's player names once all are taken). */
    List<String> names() {
        return List.of(seats).stream().map(Seat::name).toList();
    }

    /** The seats' client seeds in table order, {@code ""} for none (the match's once all are taken). */
    List<String> clientSeeds() {
        return List.of(seats).stream().map(s -> s.clientSeed).toList();
    }

    /** The positions of the taken seats in the order they were joined (as the {@code seated} events came). */
    List<Integer> joinOrder() {
        List<Integer> joined = new ArrayList<>();
        for (int p = 0; p < seats.length; p++) {
            if (seats[p].joined != null) {
                joined.add(p);
            }
        }
        joined.sort((a, b) -> Integer.compare(seats[a].joined, seats[b].joined));
        return joined;
    }

    /**
     * Checks that seat {@code position} may be taken under {@code rawName}; returns the seat row to store
     * (with the digest of {@code token} and the client seed, {@code ""} when none is given, checked already),
     * or fails with an {@link ApiException}. Changes nothing.
     */
    Store.SeatRow claim(int position, String rawName, boolean outsideBot, String token, String clientSeed) {
        if (position < 0 || position >= seats.length) {
            throw new ApiException(400, "bad-seat", "table " + tableId + " has seats 0 to " + (seats.length - 1));
        }
        if (!seats[position].isOpen()) {
            throw new ApiException(409, "seat-taken", "seat " + position + " of table " + tableId + " is taken");
        }
        String name = checkName(rawName);
        int joined = (int) List.of(seats).stream().filter(x -> x.joined != null).count() + 1;
        return new Store.SeatRow(position, outsideBot ? "api-bot" : "person", null, name, Tokens.digest(token),
                joined, clientSeed == null ? "" : clientSeed);
    }

    /** The row of seat {@code position} holding a new {@code token} instead of its old one. Changes nothing. */
    Store.SeatRow renewToken(int position, String token) {
        Store.SeatRow row = seats[position].row(position);
        return new Store.SeatRow(position, row.kind(), row.bot(), row.name(), Tokens.digest(token), row.joined(),
                row.clientSeed());
    }

    /** Seats the claimant of a stored {@link #claim}. */
    void take(Store.SeatRow row) {
        Seat s = seats[row.seat()];
        s.kind = row.kind();
        s.name = row.name();
        s.tokenDigest = row.tokenDigest();
        s.joined = row.joined();
        s.clientSeed = row.clientSeed();
    }

    /** A {@link #validName}, distinct from every other seat's name (records need distinct player names). */
    private String checkName(String raw) {
        String name = validName(raw);
        for (Seat s : seats) {
            if (name.equals(s.name)) {
                throw new ApiException(409, "name-taken", "someone at this table is already called \"" + name + "\"");
            }
        }
        return name;
    }

    /**
     * The name as a seat or an account keeps it: NFC-normalised and stripped, 1 to 32 code points, with no control
     * characters or lone surrogates and at least one visible character; else {@code 400 bad-name}.
     */
    public static String validName(String raw) {
        if (raw == null) {
            throw new ApiException(400, "bad-name", "a name is required");
        }
        String name = Normalizer.normalize(raw, Normalizer.Form.NFC).strip();
        int length = name.codePointCount(0, name.length());
        if (length < 1 || length > MAX_NAME) {
            throw new ApiException(400, "bad-name", "a name is 1 to " + MAX_NAME + " characters, not " + length);
        }
        if (name.codePoints().anyMatch(c -> Character.isISOControl(c)
                || c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE)) {
            throw new ApiException(400, "bad-name", "a name may not hold control characters or broken characters "
                    + "(lone surrogates)");
        }
        if (name.codePoints().allMatch(Seats::invisible)) {
            throw new ApiException(400, "bad-name", "a name needs at least one visible character");
        }
        return name;
    }

    private static boolean invisible(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || switch (Character.getType(c)) {
            case Character.FORMAT, Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.UNASSIGNED,
                 Character.CONTROL -> true;
            default -> false;
        } || c == 0x3164 || c == 0x115F || c == 0x1160 || c == 0xFFA0 || c == 0x2800;
    }

    /** The seat whose token this is, or -1. Every seat is compared, so the time taken tells nothing. */
    int positionOfToken(String token) {
        int found = -1;
        for (int p = 0; p < seats.length; p++) {
            if (Tokens.matches(token, seats[p].tokenDigest)) {
                found = p;
            }
        }
        return found;
    }

    /** The position of the seat called {@code name}. */
    int positionOf(String name) {
        for (int p = 0; p < seats.length; p++) {
            if (name.equals(seats[p].name)) {
                return p;
            }
        }
        throw new IllegalStateException("no seat is called " + name);
    }

    /**
     * The hand seat of the player at table position {@code position} in a hand seated so, or -1 for a watcher
     * ({@code position} -1), one sitting the hand out, or before the first hand ({@code seating} null).
     */
    int handSeat(int position, Seating seating) {
        return position < 0 || seating == null ? -1 : seating.players().indexOf(seats[position].name);
    }

    /** The event that seat {@code position} was taken. */
    TableEvent.Seated seated(int position) {
        return new TableEvent.Seated(position, seats[position].name, seats[position].kind);
    }

    /**
     * The table info's fairness: the commitment, and the client seeds and names of the seats taken so far (null
     * for an open seat).
     */
    TableSummary.Fairness fairness(String commitment) {
        List<String> clientSeeds = new ArrayList<>(seats.length);
        List<String> names = new ArrayList<>(seats.length);
        for (Seat s : seats) {
            clientSeeds.add(s.isOpen() ? null : s.clientSeed);
            names.add(s.isOpen() ? null : s.name);
        }
        return new TableSummary.Fairness(commitment, Collections.unmodifiableList(clientSeeds),
                Collections.unmodifiableList(names));
    }

    /** The seats as the table info lists them, with who is away and who plays for them. */
    List<TableSummary.SeatSummary> summary(Presence presence) {
        List<TableSummary.SeatSummary> out = new ArrayList<>(seats.length);
        for (int p = 0; p < seats.length; p++) {
            out.add(new TableSummary.SeatSummary(p, seats[p].kind, seats[p].botKind, seats[p].name,
                    presence.absent(p), presence.standsIn(p) ? presence.standInKind() : null));
        }
        return List.copyOf(out);
    }
}
