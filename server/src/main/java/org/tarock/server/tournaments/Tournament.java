package org.tarock.server.tournaments;

import java.time.Instant;
import java.time.LocalDate;

/**
 * A tournament: its spec, its deals, who created it (null for a daily tournament, which names its day instead),
 * the project version whose bots play it, and when its creator ended it early (null while he has not). Immutable:
 * a change gives a new one.
 */
public record Tournament(String id, TournamentSpec spec, TournamentDeals deals, String creator, LocalDate daily,
                         String botsVersion, Instant created, Instant ended) {

    /** Where a tournament stands at a moment: entries are taken while it is open. */
    public enum Status { UPCOMING, OPEN, CLOSED }

    public Status status(Instant now) {
        if (!now.isBefore(closesAt())) {
            return Status.CLOSED;
        }
        return now.isBefore(spec.opens()) ? Status.UPCOMING : Status.OPEN;
    }

    /** When it closes, or closed: its closing time, or earlier when its creator ended it. */
    public Instant closesAt() {
        return ended != null && ended.isBefore(spec.closes()) ? ended : spec.closes();
    }

    /** The name of its server bot entry, {@code bot:KIND}. */
    public String botEntrant() {
        return "bot:" + spec.bots();
    }

    Tournament withDeals(TournamentDeals newDeals) {
        return new Tournament(id, spec, newDeals, creator, daily, botsVersion, created, ended);
    }

    Tournament endedAt(Instant when) {
        return new Tournament(id, spec, deals, creator, daily, botsVersion, created, when);
    }
}
