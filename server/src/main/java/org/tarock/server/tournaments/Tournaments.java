package org.tarock.server.tournaments;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import org.tarock.engine.Amount;
import org.tarock.engine.Echo;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.store.TournamentStore;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.StoredForms;
import org.tarock.server.table.Tokens;

/**
 * The server's tournaments: creating them (each with its fair chain, whose commitment is published at once),
 * the creator's client seed, finding and listing them, closing one early, their entries' finished deals and
 * standings, and restoring them at a start. Every change is stored, and the store's write awaited, before it is
 * answered. Each tournament's state is guarded by its own lock.
 */
public final class Tournaments {
    /** How many tournaments not yet closed an account may have created. */
    public static final int MAX_OPEN_PER_ACCOUNT = 3;

    /** A tournament with its scoreboard and its entries' tables; all change only under this object's lock. */
    private static final class Held {
        Tournament tournament;
        final Scoreboard board;
        /** Each entrant's table, in the order they entered; null while the server's bot entry has none. */
        final Map<String, String> tables = new java.util.LinkedHashMap<>();

        Held(Tournament tournament) {
            this.tournament = tournament;
            this.board = new Scoreboard(tournament.spec().deals());
        }
    }

    private final TournamentStore store;
    private final Clock clock;
    private final Tokens tokens;
    private final String botsVersion;
    /** How the rules are stored. */
    private final StoredForms forms;
    private final Map<String, Held> held = new ConcurrentHashMap<>();

    /**
     * @param botsVersion the project version of this server's bots ({@code Bots.VERSION})
     * @param forms       how the rules are stored
     */
    public Tournaments(TournamentStore store, Clock clock, Tokens tokens, String botsVersion, StoredForms forms) {
        this.forms = forms;
        this.store = store;
        this.clock = clock;
        this.tokens = tokens;
        this.botsVersion = botsVersion;
    }

    public Clock clock() {
        return clock;
    }

    /** The project version of this server's bots. */
    public String botsVersion() {
        return botsVersion;
    }

    /**
     * Creates a tournament of {@code creator}'s and stores it, with a fresh chain and the server's bot entry.
     *
     * @throws ApiException {@code 429 quota-exceeded} when the creator has {@value #MAX_OPEN_PER_ACCOUNT}
     *                      tournaments not yet closed
     */
    public synchronized Tournament create(TournamentSpec spec, String creator) {
        Instant now = clock.instant();
        long open = held.values().stream().map(this::tournament)
                .filter(t -> creator.equals(t.creator()) && t.status(now) != Tournament.Status.CLOSED).count();
        if (open >= MAX_OPEN_PER_ACCOUNT) {
            throw ApiException.tooMany("quota-exceeded", "an account may have at most " + MAX_OPEN_PER_ACCOUNT
                    + " tournaments that have not closed yet", 0);
        }
        return add(spec, creator, null);
    }

    /**
     * Creates the daily tournament of {@code game} for {@code day} (open from 00:00 UTC for 24 hours), unless there
     * is one already; returns it either way.
     */
    public synchronized Tournament daily(Game game, LocalDate day, int deals, String bots) {
        for (Held h : held.values()) {
            Tournament t = tournament(h);
            if (day.equals(t.daily()) && t.spec().game().id().equals(game.id())) {
                return t;
            }
        }
        Instant opens = day.atStartOfDay(ZoneOffset.UTC).toInstant();
        TournamentSpec spec = new TournamentSpec(game, deals, bots, opens, opens.plus(TournamentSpec.DEFAULT_LENGTH),
                false);
        return add(spec, null, day);
    }

    private Tournament add(TournamentSpec spec, String creator, LocalDate day) {
        FairDeal chain = tokens.newFairChain(spec.deals());
        Tournament t = new Tournament(tokens.newTableId(), spec, new TournamentDeals(chain, null), creator, day,
                botsVersion, clock.instant(), null);
        TournamentStore.TournamentRow row = new TournamentStore.TournamentRow(t.id(), spec.game().id().id(),
                forms.rules(spec.game().rules()), spec.deals(), spec.bots(), spec.opens(), spec.closes(),
                spec.linkOnly(), creator, day == null ? null : day.toString(), botsVersion,
                FairDeal.hex(chain.topSecret()), chain.commitment(), null, t.created(), null);
        stored(store.create(row, List.of(new TournamentStore.EntryRow(t.id(), t.botEntrant(), null, t.created()))));
        Held h = new Held(t);
        h.board.enter(t.botEntrant());
        h.tables.put(t.botEntrant(), null);
        held.put(t.id(), h);
        return t;
    }

    /**
     * The creator's client seed, given before the tournament opens: from then on it is every entry's seed at the
     * entrant's seat.
     *
     * @throws ApiException {@code 403 not-creator}, {@code 409 already-open}, {@code 409 seed-given}
     */
    public Tournament seed(String id, String account, String clientSeed) {
        Held h = find(id);
        synchronized (h) {
            Tournament t = h.tournament;
            if (t.creator() == null || !t.creator().equals(account)) {
                throw new ApiException(403, "not-creator", "only the creator of tournament " + id
                        + " gives its client seed");
            }
            if (t.status(clock.instant()) != Tournament.Status.UPCOMING) {
                throw new ApiException(409, "already-open", "tournament " + id + " has opened: its deals are fixed");
            }
            if (t.deals().clientSeed().isPresent()) {
                throw new ApiException(409, "seed-given", "the client seed of tournament " + id + " is given already");
            }
            FairDeal.clientSeedProblem(clientSeed).ifPresent(problem -> {
                throw new ApiException(400, "bad-client-seed", problem);
            });
            stored(store.seed(id, clientSeed));
            h.tournament = t.withDeals(t.deals().withClientSeed(clientSeed));
            return h.tournament;
        }
    }

    /**
     * Enters {@code entrant} in tournament {@code id}: the rules checked, {@code seat} seats him at a table of his
     * own (returning its id), and the entry is stored; all under the tournament's lock, so two requests of one
     * entrant make one entry.
     *
     * @throws ApiException {@code 403 not-open} outside its times, {@code 409 already-entered}, {@code 409
     *                      other-version} when this server's bots are not the version the tournament is played with
     */
    public Tournament enter(String id, String entrant, java.util.function.Function<Tournament, String> seat) {
        Held h = find(id);
        synchronized (h) {
            Tournament t = h.tournament;
            Instant now = clock.instant();
            Tournament.Status status = t.status(now);
            if (status != Tournament.Status.OPEN) {
                throw new ApiException(403, "not-open", "tournament " + id + (status == Tournament.Status.UPCOMING
                        ? " opens at " + t.spec().opens() : " closed at " + t.closesAt()));
            }
            if (h.board.entered(entrant)) {
                throw new ApiException(409, "already-entered", entrant + " has entered tournament " + id
                        + " already; GET /api/tournaments/" + id + "/entries/me resumes the entry");
            }
            if (!t.botsVersion().equals(botsVersion)) {
                throw new ApiException(409, "other-version", "tournament " + id + " is played with the bots of tarock "
                        + t.botsVersion() + ", and this server runs " + botsVersion + ", whose bots may answer "
                        + "differently: it takes no new entries");
            }
            String table = seat.apply(t);
            stored(store.enter(new TournamentStore.EntryRow(id, entrant, table, now)));
            h.board.enter(entrant);
            h.tables.put(entrant, table);
            return t;
        }
    }

    /**
     * Ends a tournament early, for its creator, while nobody but him (and the server's bot entry) has entered.
     *
     * @throws ApiException {@code 403 not-creator}, {@code 409 entered} when someone else has entered,
     *                      {@code 409 closed} when it has closed already
     */
    public Tournament close(String id, String account) {
        Held h = find(id);
        synchronized (h) {
            Tournament t = h.tournament;
            if (t.creator() == null || !t.creator().equals(account)) {
                throw new ApiException(403, "not-creator", "only the creator of tournament " + id + " may close it");
            }
            Instant now = clock.instant();
            if (t.status(now) == Tournament.Status.CLOSED) {
                throw new ApiException(409, "closed", "tournament " + id + " has closed already");
            }
            int others = h.board.size() - 1 - (h.board.entered(account) ? 1 : 0);
            if (others > 0) {
                throw new ApiException(409, "entered", "tournament " + id + " cannot be closed: " + others
                        + (others == 1 ? " other player has" : " other players have") + " entered");
            }
            stored(store.end(id, now));
            h.tournament = t.endedAt(now);
            return h.tournament;
        }
    }

    /** Every tournament, listed or not. */
    public List<Tournament> all() {
        return held.values().stream().map(this::tournament).toList();
    }

    /** The tournament {@code id}; {@code 404 unknown-tournament} when there is none. */
    public Tournament get(String id) {
        return tournament(find(id));
    }

    /**
     * The listed tournaments (not those reachable by link only), the newest opening first; {@code status} and
     * {@code game} (a record id) filter when not null.
     */
    public List<Tournament> list(Tournament.Status status, String game) {
        Instant now = clock.instant();
        return held.values().stream().map(this::tournament)
                .filter(t -> !t.spec().linkOnly())
                .filter(t -> status == null || t.status(now) == status)
                .filter(t -> game == null || t.spec().game().id().id().equals(game))
                .sorted(Comparator.comparing((Tournament t) -> t.spec().opens()).reversed()
                        .thenComparing(Tournament::id))
                .toList();
    }

    /** The standings of tournament {@code id}, best first. */
    public List<Scoreboard.Standing> standings(String id) {
        Held h = find(id);
        synchronized (h) {
            return h.board.standings();
        }
    }

    /**
     * How the field played deal {@code k} of tournament {@code id}, for {@code viewer}: shown once he has finished
     * that deal himself, or to anyone once the tournament has closed; else empty.
     */
    public List<Scoreboard.Play> field(String id, int k, String viewer) {
        Held h = find(id);
        synchronized (h) {
            boolean closed = h.tournament.status(clock.instant()) == Tournament.Status.CLOSED;
            return closed || viewer != null && h.board.finished(viewer, k) ? h.board.field(k) : List.of();
        }
    }

    /** The table of {@code entrant}'s entry in tournament {@code id}, if he has entered and it has one. */
    public java.util.Optional<String> table(String id, String entrant) {
        Held h = find(id);
        synchronized (h) {
            return java.util.Optional.ofNullable(h.tables.get(entrant));
        }
    }

    /** Every entrant of tournament {@code id} with his table (null while there is none), in the order entered. */
    public Map<String, String> entries(String id) {
        Held h = find(id);
        synchronized (h) {
            return new java.util.LinkedHashMap<>(h.tables);
        }
    }

    /** The open tournaments whose server bot entry has no table yet. */
    public List<Tournament> botEntriesDue() {
        Instant now = clock.instant();
        return held.values().stream().filter(h -> {
            synchronized (h) {
                return h.tables.get(h.tournament.botEntrant()) == null
                        && h.tournament.status(now) == Tournament.Status.OPEN;
            }
        }).map(this::tournament).toList();
    }

    /** Gives the server's bot entry of tournament {@code id} its table, made by {@code seat} unless it has one. */
    public void seatBotEntry(String id, java.util.function.Function<Tournament, String> seat) {
        Held h = find(id);
        synchronized (h) {
            String bot = h.tournament.botEntrant();
            if (h.tables.get(bot) == null) {
                String table = seat.apply(h.tournament);
                stored(store.entryTable(id, bot, table));
                h.tables.put(bot, table);
            }
        }
    }

    /**
     * Scores an entry's finished deal: stored, then counted in the standings. A deal scored already (a table
     * replaying its hands at a start) or finished after the tournament closed is left as it is.
     */
    public void finished(String id, DealResult result) {
        Held h = find(id);
        synchronized (h) {
            if (h.board.finished(result.entrant(), result.deal())
                    || h.tournament.status(clock.instant()) == Tournament.Status.CLOSED) {
                return;
            }
            stored(store.score(new TournamentStore.ResultRow(id, result.entrant(), result.deal(),
                    result.settlement().halves(), result.contract(), result.declarer(), result.won())));
            h.board.finish(result);
        }
    }

    /** Rebuilds the stored tournaments with their entries and scored deals. */
    public void restore(List<TournamentStore.StoredTournament> stored) {
        for (TournamentStore.StoredTournament s : stored) {
            TournamentStore.TournamentRow r = s.tournament();
            GameId gameId = GameId.of(r.game());
            Game game = Games.create(forms.rules(gameId, r.rules()));
            TournamentDeals deals = new TournamentDeals(FairDeal.of(FairDeal.parseSecret(r.fairSecret())
                    .orElseThrow(), r.deals()), r.clientSeed());
            Tournament t = new Tournament(r.id(), new TournamentSpec(game, r.deals(), r.bots(), r.opens(),
                    r.closes(), r.linkOnly()), deals, r.creator(), r.daily() == null ? null : LocalDate.parse(r.daily()),
                    r.botsVersion(), r.created(), r.ended());
            Held h = new Held(t);
            s.entries().forEach(e -> {
                h.board.enter(e.entrant());
                h.tables.put(e.entrant(), e.tableId());
            });
            for (TournamentStore.ResultRow res : s.results()) {
                h.board.finish(new DealResult(res.entrant(), res.deal(), Amount.ofHalves(res.settlementHalves()),
                        res.contract(), res.declarer(), res.won()));
            }
            held.put(t.id(), h);
        }
    }

    private Held find(String id) {
        Held h = id == null ? null : held.get(id);
        if (h == null) {
            throw new ApiException(404, "unknown-tournament", "there is no tournament \"" + Echo.of(id) + "\"");
        }
        return h;
    }

    private Tournament tournament(Held h) {
        synchronized (h) {
            return h.tournament;
        }
    }

    /** Waits for a store write; a write that failed is {@code 503 store-failed}, and nothing changed. */
    private static void stored(CompletableFuture<Void> write) {
        try {
            write.join();
        } catch (CompletionException e) {
            throw new ApiException(503, "store-failed", "the tournament could not be stored; try again");
        }
    }
}
