package org.tarock.server.table;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.store.Store;

/** Tables made: a new one created and stored, or a stored one rebuilt at a restart; and their options as stored. */
public final class Tables {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private Tables() {
    }

    /**
     * Creates a table, stores it (waiting for the write) and starts the match at once if only bots sit. It
     * deals by {@code tarock-fair/1}: a fresh chain of one secret per hand, whose commitment the table info
     * shows from now on; the seed serves only the server bots. {@code creatorToken} is the secret that closes
     * it; {@code address} is its creator's client address (both are stored only as digests).
     */
    public static Table create(TableSpec spec, Hub hub, String creatorToken, String address) {
        Game game = spec.game();
        long seed = hub.tokens().newSeed();
        FairDeal chain = hub.tokens().newFairChain(spec.hands());
        String id = hub.tokens().newTableId();
        Seats seats = Seats.create(id, spec.seats(), seed, spec.rated());
        Store.TableRow row = new Store.TableRow(id, game.id().id(), hub.forms().rules(game.rules()), seed, null,
                spec.hands(), hub.clock().instant(), hub.forms().absence(spec.absent()), spec.turnSeconds(),
                Tokens.digest(creatorToken), Tokens.digest(address), null, spec.pace().code(), null,
                FairDeal.hex(chain.topSecret()), chain.commitment(), spec.rated());
        return made(new Table(row, chain, game, seats, hub, null), row, seats, hub);
    }

    /**
     * Creates a tournament's entry table and stores it (waiting for the write): the tournament's chain, the wait for
     * an absent entrant and no turn timer; it starts at once when the server's own bot plays the entrant's seat.
     */
    public static Table createEntry(Duplicate d, Game game, Hub hub) {
        String id = hub.tokens().newTableId();
        Seats seats = Seats.entry(id, d);
        Store.TableRow row = new Store.TableRow(id, game.id().id(), hub.forms().rules(game.rules()),
                hub.tokens().newSeed(), null, d.chain().hands(), hub.clock().instant(),
                hub.forms().absence(TableSpec.Absence.WAIT), null, null, null, null, Pace.NORMAL.code(), null,
                FairDeal.hex(d.chain().topSecret()), d.chain().commitment(), false);
        return made(new Table(row, d.chain(), game, seats, hub, d), row, seats, hub);
    }

    private static Table made(Table t, Store.TableRow row, Seats seats, Hub hub) {
        hub.store().createTable(row, seats.rows()).join();
        t.serial.run(() -> {
            t.info.refresh();
            t.driver.startIfFull();
            t.bots.schedule();
            t.info.refresh();
        });
        return t;
    }

    /**
     * Rebuilds a stored table by replaying its joins and every stored action through the engine; {@code duplicate}
     * is what makes it a tournament's entry, or null.
     */
    public static Table restore(Store.StoredTable stored, Hub hub, Duplicate duplicate) {
        Store.TableRow row = stored.table();
        GameId gameId = GameId.of(row.game());
        Game game = Games.create(hub.forms().rules(gameId, row.rules()));
        Seats seats = Seats.restore(row.id(), stored.seats(), row.seed(), row.rated());
        FairDeal chain = row.fairSecret() == null ? null
                : FairDeal.of(FairDeal.parseSecret(row.fairSecret()).orElseThrow(), row.handsPlanned());
        Table t = new Table(row, chain, game, seats, hub, duplicate);
        t.serial.run(() -> {
            try {
                t.driver.replay(stored.snapshot(), stored.hands(), row.closed());
                // Nobody is connected after a restart: every player is away until they come back. No event says
                // so (the restart is not an event of the table), so the table resumes at the same version.
                for (int p = 0; p < seats.size(); p++) {
                    if (t.driver.status() == TableStatus.PLAYING && t.seats.get(p).bot() == null
                            && !t.presence.absent(p)) {
                        t.presence.markAbsent(p);
                    }
                }
            } catch (RuntimeException e) {
                t.driver.breakDown("the stored table could not be replayed: " + e.getMessage());
                LOG.error("table {} could not be replayed", t.id(), e);
            }
            t.info.refresh();
        });
        return t;
    }

    /** The absence option as stored; a table stored before the option had the default. */
    static TableSpec.Absence absence(String stored, StoredForms forms) {
        return stored == null ? TableSpec.Absence.DEFAULT : forms.absence(stored);
    }
}
