package org.tarock.server.players;

import java.time.Instant;
import org.tarock.server.store.PlayerRows;

/**
 * An open account: its name as chosen, the key names are compared by ({@link Names#key}), whether it is a server
 * bot's, and when it was made.
 */
public record Account(String key, String name, boolean bot, Instant created) {

    static Account of(PlayerRows.AccountRow row) {
        return new Account(row.key(), row.name(), row.bot(), row.created());
    }
}
