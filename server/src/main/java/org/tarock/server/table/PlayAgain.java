package org.tarock.server.table;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tarock.server.store.Store;

/**
 * Playing again with the same seats: the seat a finished table's player holds, the table its players went on to,
 * and the seats a new table keeps for the players of the one before until each claims his own. Each request runs
 * as a task of its table and waits for it.
 */
public final class PlayAgain {
    private final Table table;
    /** The table its players went on to, or null. */
    private volatile String nextTable;
    /** Open seats kept for the players of the table this one continues, until each claims his. */
    private final Set<Integer> reserved = new HashSet<>();

    PlayAgain(Table table, String nextTable) {
        this.table = table;
        this.nextTable = nextTable;
    }

    /**
     * A seat of a finished table, as its holder proved with his token: where, under what name and account (null for
     * a guest), and how.
     */
    public record Holder(int position, String name, String account, boolean outsideBot) {
    }

    /**
     * The seat {@code token} holds at this finished table, for playing again; fails with {@code bad-token} or
     * {@code match-not-over}.
     */
    public Holder holder(String token) {
        return table.serial.call(() -> {
            int position = token == null ? -1 : table.seats.positionOfToken(token);
            if (position < 0) {
                throw new ApiException(403, "bad-token", "this token holds no seat at table " + table.id());
            }
            if (table.driver.status() != TableStatus.FINISHED) {
                throw new ApiException(409, "match-not-over", "table " + table.id() + " is still playing its match");
            }
            Seats.Seat s = table.seats.get(position);
            return new Holder(position, s.name(), s.account(), s.kind().equals("api-bot"));
        });
    }

    /** The same game, rules, hands, pace and seats: each server bot's kind, an open seat for each other seat. */
    public TableSpec againSpec() {
        List<String> kinds = new ArrayList<>();
        for (Store.SeatRow row : table.seats.rows()) {
            kinds.add(row.kind().equals("bot") ? row.bot() : null);
        }
        return new TableSpec(table.game(), kinds, table.driver.handsPlanned(), table.presence.policy(),
                table.presence.turnSeconds(), table.pace, table.seats.rated());
    }

    /** The table this one's players went on to, or null. */
    public String nextTable() {
        return nextTable;
    }

    /** Records the table the players go on to, stores it and tells every member ({@code next-table} event). */
    public void goOnTo(String next) {
        table.serial.call(() -> {
            table.hub.store().setNextTable(table.id(), next).join();
            nextTable = next;
            MatchDriver driver = table.driver;
            table.log.emit(new TableEvent.NextTable(next), driver.hand(), driver.seating(), driver.state());
            table.info.refresh();
            return null;
        });
    }

    /** Keeps those of these seats that are still open for the players of the table before, until each claims his. */
    public void reserve(List<Integer> positions) {
        table.serial.call(() -> reserved.addAll(positions.stream().filter(p -> table.seats.get(p).isOpen()).toList()));
    }

    /** Whether seat {@code position} is kept for a player of the table before (read by the table's tasks). */
    boolean reserved(int position) {
        return reserved.contains(position);
    }

    /**
     * Seats the player of the table before in the seat kept for him, under his name and account, with his client seed for the new table's
     * fair deals (checked already; null for none); returns the seat's new token.
     */
    public String claimReserved(Holder holder, String clientSeed) {
        return table.serial.call(() -> {
            String token = table.tokens.seat(holder.position(), holder.name(), holder.account(), holder.outsideBot(),
                    clientSeed);
            reserved.remove(holder.position());
            return token;
        });
    }
}
