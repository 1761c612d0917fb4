package org.tarock.server.table;

import java.util.concurrent.ThreadLocalRandom;
import org.tarock.bots.Bot;
import org.tarock.bots.Bots;

/**
 * Which of a table's players are away and who plays for them: a seat whose person (or outside bot) has no
 * connection during the match is absent; after the table's {@link TableSpec.Absence} delay a stand-in bot
 * plays for it until its player is back (never when the table waits). Touched only by the table's serial tasks.
 *
 * <p>An absence counts only once it has lasted a moment ({@link #debounceSeconds}): a connection dropped and
 * made again (a reload, a flaky network, a client flipping between seat and watcher) is no event, and each
 * absence announced within {@link #RECENT} doubles the moment, up to {@link #MAX_DEBOUNCE_SECONDS}, so that no
 * seat can fill the table's history and store with comings and goings.
 */
public final class Presence {
    /** How long a seat must be without a connection before it is announced absent, at first. */
    public static final long DEBOUNCE_SECONDS = 3;
    /** The longest that moment grows to. */
    static final long MAX_DEBOUNCE_SECONDS = 60;
    /** How far back the absences that lengthen it count. */
    static final java.time.Duration RECENT = java.time.Duration.ofMinutes(10);

    private final TableSpec.Absence policy;
    private final Integer turnSeconds;
    private final boolean[] absent;
    private final boolean[] standingIn;
    private final long[] epoch;
    private final Bot[] standIns;
    /** Per seat, when its announced absences of the last {@link #RECENT} began, oldest first. */
    private final java.util.ArrayDeque<java.time.Instant>[] announced;

    Presence(int seats, TableSpec.Absence policy, Integer turnSeconds) {
        this.policy = policy;
        this.turnSeconds = turnSeconds;
        this.absent = new boolean[seats];
        this.standingIn = new boolean[seats];
        this.epoch = new long[seats];
        this.standIns = new Bot[seats];
        @SuppressWarnings("unchecked")
        java.util.ArrayDeque<java.time.Instant>[] queues = new java.util.ArrayDeque[seats];
        for (int p = 0; p < seats; p++) {
            queues[p] = new java.util.ArrayDeque<>();
        }
        this.announced = queues;
    }

    /**
     * How long the seat must stay without a connection from {@code now} on before its absence is announced:
     * {@link #DEBOUNCE_SECONDS}, doubled for each absence announced in the last {@link #RECENT}.
     */
    long debounceSeconds(int position, java.time.Instant now) {
        java.util.ArrayDeque<java.time.Instant> q = announced[position];
        while (!q.isEmpty() && q.peekFirst().isBefore(now.minus(RECENT))) {
            q.pollFirst();
        }
        return Math.min(MAX_DEBOUNCE_SECONDS, DEBOUNCE_SECONDS << Math.min(q.size(), 5));
    }

    TableSpec.Absence policy() {
        return policy;
    }

    /** The turn timer in seconds, or null. */
    Integer turnSeconds() {
        return turnSeconds;
    }

    boolean absent(int position) {
        return absent[position];
    }

    /**
     * The player {@code name} at {@code position} is away, as announced at {@code when} (it lengthens the seat's
     * {@link #debounceSeconds}): marked, and the event that says so.
     */
    TableEvent.Absent goneAway(int position, String name, java.time.Instant when) {
        announced[position].addLast(when);
        markAbsent(position);
        return new TableEvent.Absent(position, name);
    }

    /** Marks the seat absent; a stand-in timer started now is good while {@link #epoch} stays the same. */
    void markAbsent(int position) {
        absent[position] = true;
        standingIn[position] = false;
        epoch[position]++;
    }

    /** The player {@code name} is back: the stand-in (if any) stops, the seat is his again; the event that says so. */
    TableEvent.Back back(int position, String name) {
        absent[position] = false;
        standingIn[position] = false;
        epoch[position]++;
        return new TableEvent.Back(position, name);
    }

    /** Counts the seat's absences, so that a timer of an earlier absence does nothing. */
    long epoch(int position) {
        return epoch[position];
    }

    /** The absence delay is over: the stand-in plays for the seat from now on, until its player is back. */
    void startStandIn(int position) {
        if (absent[position] && !policy.waits()) {
            standingIn[position] = true;
        }
    }

    /** Whether a stand-in plays for the seat (the table may still have to wait for someone to connect). */
    boolean standsIn(int position) {
        return standingIn[position];
    }

    /** The kind of bot that stands in: the absence option's, or {@code basic} on a table that waits. */
    String standInKind() {
        return policy.waits() ? TableSpec.Absence.DEFAULT.standIn() : policy.standIn();
    }

    /** The stand-in bot of a seat, made when first needed. */
    Bot standIn(int position) {
        if (standIns[position] == null) {
            standIns[position] = Bots.create(standInKind(), ThreadLocalRandom.current().nextLong());
        }
        return standIns[position];
    }
}
