package org.tarock.server.table;

import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.server.store.Store;

/**
 * A seat's secret token handed out: to a player taking an open seat, to an account's player on another device,
 * to a tournament's entrant afresh; and taken back from a closed account's seat. Each is stored before it is
 * returned, so that a token a player holds survives a restart. Runs as tasks of the table.
 */
final class SeatTokens {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);
    /** How long after the match starts a player who has not connected yet is marked absent. */
    private static final int ABSENT_GRACE_SECONDS = 5;

    private final Table t;

    SeatTokens(Table table) {
        this.t = table;
    }

    /** Takes an open seat that is not kept for a player of the table before; returns its token. */
    String join(int position, String name, String account, boolean outsideBot, String clientSeed) {
        if (t.again().reserved(position)) {
            throw new ApiException(409, "seat-reserved", "seat " + position + " of table " + t.id()
                    + " is kept for its player at the table before");
        }
        return seat(position, name, account, outsideBot, clientSeed);
    }

    /** Takes an open seat, and starts the match once every seat is taken; returns the seat's token. */
    String seat(int position, String name, String account, boolean outsideBot, String clientSeed) {
        String token = t.hub.tokens().newToken();
        store(t.seats.claim(position, name, account, outsideBot, token, clientSeed), "the seat");
        t.touch();
        // Published before the event, so a client that hears "seated" never reads an older info.
        t.info.refresh();
        t.driver.seated(position);
        if (t.driver.status() == TableStatus.OPEN) {
            t.driver.startIfFull();
            if (t.driver.status() == TableStatus.PLAYING) {
                // The last to join has only just been told his token: give everyone a moment to connect.
                t.timers.later(t.timers::markAbsentees, ABSENT_GRACE_SECONDS);
            }
            t.bots.schedule();
            t.timers.armTurnTimer();
        }
        t.info.refresh();
        return token;
    }

    /** A fresh token for seat {@code position}, which {@code account} holds; the old one holds it no more. */
    String claim(int position, String account) {
        if (position < 0 || position >= t.seats.size() || !account.equals(t.seats.get(position).account())) {
            throw new ApiException(403, "not-your-seat", "your account holds no seat " + position + " at table "
                    + t.id());
        }
        if (!t.info.live()) {
            throw new ApiException(409, "not-live", "table " + t.id() + " has ended");
        }
        return renew(position, "the seat");
    }

    /** A fresh token for the entrant's seat of an entry table; the old one holds it no more. */
    String renewEntrant() {
        return renew(Duplicate.ENTRANT_SEAT, "the new token");
    }

    /**
     * Replaces seat {@code position}'s token by one nobody is told, so that the old one holds it no more: at once,
     * even when the store fails, whose row then keeps the old token until it takes writes again.
     */
    void revoke(int position) {
        Store.SeatRow row = t.seats.renewToken(position, t.hub.tokens().newToken());
        if (!stored(row)) {
            LOG.warn("table {}: seat {} keeps its stored token until the store takes writes again", t.id(), position);
        }
        t.seats.take(row);
    }

    private String renew(int position, String what) {
        String token = t.hub.tokens().newToken();
        store(t.seats.renewToken(position, token), what);
        return token;
    }

    /** Stores the seat's row, then lets its token hold the seat; fails with {@code store-failed} naming {@code what}. */
    private void store(Store.SeatRow row, String what) {
        if (!stored(row)) {
            throw new ApiException(503, "store-failed", what + " could not be stored; try again");
        }
        t.seats.take(row);
    }

    /** Whether the store has taken the seat's row. */
    private boolean stored(Store.SeatRow row) {
        try {
            t.hub.store().takeSeat(t.id(), row).join();
            return true;
        } catch (CompletionException e) {
            return false;
        }
    }
}
