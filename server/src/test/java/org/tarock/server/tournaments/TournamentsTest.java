package org.tarock.server.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tarock.engine.Amount;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.server.store.Store;
import org.tarock.server.table.ApiException;
import org.tarock.server.table.Tokens;
import org.tarock.server.wire.StoredJson;
import org.tarock.server.wire.TestClock;

/**
 * The tournaments service with its store and a clock the test moves: creation with its commitment, the creator's
 * seed, entries and their times, the creator's quota and early close, the field shown to those who played a deal,
 * the daily tournaments, and everything back after a restart.
 */
class TournamentsTest {
    private static final Game HUSARLN = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());

    /** One store for the class (each test's service sees only the tournaments it made); a restart has its own. */
    @TempDir
    static Path dir;
    private static Store store;

    private final TestClock clock = new TestClock();
    private Tournaments tournaments;

    private static Store open(Path in) {
        return new Store("jdbc:h2:file:" + in.resolve("tarock") + ";DB_CLOSE_ON_EXIT=FALSE",
                in.resolve("tarock.journal"), Store.Upkeep.DEFAULT);
    }

    @BeforeAll
    static void openStore() {
        store = open(dir);
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @BeforeEach
    void start() {
        tournaments = new Tournaments(store.tournaments(), clock, new Tokens(new Random()), "1.0.0", new StoredJson());
    }

    /** A tournament of two deals opening in an hour and open for a day. */
    private Tournament create(String creator) {
        Instant opens = clock.instant().plus(Duration.ofHours(1));
        return tournaments.create(TournamentSpec.of(HUSARLN, 2, "basic", opens, null, false, clock.instant()), creator);
    }

    private static void refused(Runnable request, int status, String code) {
        assertThatThrownBy(request::run).isInstanceOf(ApiException.class)
                .satisfies(e -> assertThat(((ApiException) e).status()).isEqualTo(status))
                .satisfies(e -> assertThat(((ApiException) e).code()).isEqualTo(code));
    }

    private void enter(String id, String entrant) {
        tournaments.enter(id, entrant, t -> "table-of-" + entrant);
    }

    private static DealResult result(String entrant, int deal, long settlement) {
        return new DealResult(entrant, deal, Amount.of(settlement), "solo", 0, settlement > 0);
    }

    @Test
    void aNewTournamentPublishesItsCommitmentAndHasTheServersBotEntry() {
        Tournament t = create("anna");
        assertThat(t.deals().commitment()).matches("[0-9a-f]{64}");
        assertThat(t.status(clock.instant())).isEqualTo(Tournament.Status.UPCOMING);
        assertThat(tournaments.standings(t.id())).extracting(Scoreboard.Standing::name)
                .containsExactly("bot:basic");
    }

    @Test
    void theCreatorGivesHisSeedOnceAndBeforeItOpens() {
        Tournament t = create("anna");
        refused(() -> tournaments.seed(t.id(), "ben", "bens-seed"), 403, "not-creator");
        refused(() -> tournaments.seed(t.id(), "anna", "with space"), 400, "bad-client-seed");
        assertThat(tournaments.seed(t.id(), "anna", "annas-seed").deals().clientSeeds())
                .containsExactly("annas-seed", "", "");
        refused(() -> tournaments.seed(t.id(), "anna", "another"), 409, "seed-given");
        Tournament later = create("anna");
        clock.advance(Duration.ofHours(1));
        refused(() -> tournaments.seed(later.id(), "anna", "too-late"), 409, "already-open");
    }

    @Test
    void entriesAreTakenWhileItIsOpenOncePerEntrant() {
        Tournament t = create("anna");
        refused(() -> enter(t.id(), "ben"), 403, "not-open");
        clock.advance(Duration.ofHours(1));
        enter(t.id(), "ben");
        refused(() -> enter(t.id(), "ben"), 409, "already-entered");
        clock.advance(Duration.ofHours(24));
        refused(() -> enter(t.id(), "carl"), 403, "not-open");
        assertThat(tournaments.standings(t.id())).extracting(Scoreboard.Standing::name)
                .containsExactlyInAnyOrder("bot:basic", "ben");
    }

    @Test
    void aServerWhoseBotsAreAnotherVersionTakesNoNewEntries() {
        Tournament t = create("anna");
        clock.advance(Duration.ofHours(1));
        Tournaments newer = new Tournaments(store.tournaments(), clock, new Tokens(new Random()), "1.1.0",
                new StoredJson());
        newer.restore(store.tournaments().loadAll().stream().filter(s -> s.tournament().id().equals(t.id())).toList());
        assertThatThrownBy(() -> newer.enter(t.id(), "ben", x -> "t")).isInstanceOf(ApiException.class)
                .hasMessageContaining("played with the bots of tarock 1.0.0, and this server runs 1.1.0");
    }

    @Test
    void anAccountHasAtMostThreeTournamentsThatHaveNotClosed() {
        Tournament first = create("anna");
        create("anna");
        create("anna");
        refused(() -> create("anna"), 429, "quota-exceeded");
        create("ben");
        tournaments.close(first.id(), "anna");
        create("anna");
    }

    @Test
    void theCreatorClosesItOnlyWhileNobodyElseHasEntered() {
        Tournament t = create("anna");
        clock.advance(Duration.ofHours(1));
        enter(t.id(), "anna");
        refused(() -> tournaments.close(t.id(), "ben"), 403, "not-creator");
        Tournament mine = tournaments.close(t.id(), "anna");
        assertThat(mine.status(clock.instant())).isEqualTo(Tournament.Status.CLOSED);
        refused(() -> tournaments.close(t.id(), "anna"), 409, "closed");
        Tournament other = create("anna");
        clock.advance(Duration.ofHours(1));
        enter(other.id(), "ben");
        refused(() -> tournaments.close(other.id(), "anna"), 409, "entered");
    }

    @Test
    void howTheFieldPlayedADealIsShownToThoseWhoFinishedItAndToAllOnceClosed() {
        Tournament t = create("anna");
        clock.advance(Duration.ofHours(1));
        enter(t.id(), "ben");
        enter(t.id(), "carl");
        tournaments.finished(t.id(), result("ben", 1, 20));
        assertThat(tournaments.field(t.id(), 1, "ben")).extracting(p -> p.result().entrant()).containsExactly("ben");
        assertThat(tournaments.field(t.id(), 1, "carl")).isEmpty();
        assertThat(tournaments.field(t.id(), 1, null)).isEmpty();
        clock.advance(Duration.ofHours(24));
        assertThat(tournaments.field(t.id(), 1, null)).hasSize(1);
    }

    @Test
    void aDailyTournamentIsMadeOncePerGameAndDayFromMidnightForADay() {
        LocalDate day = LocalDate.of(2026, 12, 20);
        Tournament t = tournaments.daily(HUSARLN, day, 12, "expert-fixed");
        assertThat(tournaments.daily(HUSARLN, day, 12, "expert-fixed").id()).isEqualTo(t.id());
        assertThat(t.creator()).isNull();
        assertThat(t.deals().clientSeed()).isEmpty();
        assertThat(t.spec().opens()).isEqualTo(Instant.parse("2026-12-20T00:00:00Z"));
        assertThat(t.spec().closes()).isEqualTo(Instant.parse("2026-12-21T00:00:00Z"));
        Game german = Games.create(Games.ruleBook(GameId.GERMAN_TAROK).defaults());
        assertThat(tournaments.daily(german, day, 12, "expert-fixed").id()).isNotEqualTo(t.id());
    }

    @Test
    void theDailyScheduleMakesEachDaysTournamentsAtItsFirstLookThatDay() {
        Game german = Games.create(Games.ruleBook(GameId.GERMAN_TAROK).defaults());
        DailySchedule daily = new DailySchedule(List.of(HUSARLN, german), 12, "expert-fixed");
        List<Tournament> today = daily.today(tournaments);
        assertThat(today).extracting(t -> t.daily() + " " + t.spec().game().id().id() + " " + t.spec().deals())
                .containsExactly("2026-12-01 husarln 12", "2026-12-01 german-tarok 12");
        assertThat(daily.today(tournaments)).isEqualTo(today);
        assertThat(today.getFirst().status(clock.instant())).isEqualTo(Tournament.Status.OPEN);
        clock.advance(Duration.ofHours(12));
        assertThat(today.getFirst().status(clock.instant())).isEqualTo(Tournament.Status.CLOSED);
        assertThat(daily.today(tournaments)).extracting(Tournament::daily)
                .containsOnly(LocalDate.of(2026, 12, 2));
        assertThat(DailySchedule.OFF.today(tournaments)).isEmpty();
    }

    @Test
    void theListLeavesOutTournamentsReachableByLinkOnlyAndFiltersByStatusAndGame() {
        Tournament listed = create("anna");
        Tournament hidden = tournaments.create(TournamentSpec.of(HUSARLN, 2, "basic", null, null, true,
                clock.instant()), "anna");
        assertThat(tournaments.list(null, null)).extracting(Tournament::id).containsExactly(listed.id());
        assertThat(tournaments.get(hidden.id()).spec().linkOnly()).isTrue();
        assertThat(tournaments.list(Tournament.Status.UPCOMING, "husarln")).hasSize(1);
        assertThat(tournaments.list(Tournament.Status.OPEN, null)).isEmpty();
        assertThat(tournaments.list(null, "german-tarok")).isEmpty();
        refused(() -> tournaments.get("nothing"), 404, "unknown-tournament");
    }

    @Test
    void aRestartBringsBackEveryTournamentWithItsSeedEntriesAndStandings(@TempDir Path own) {
        Store first = open(own);
        tournaments = new Tournaments(first.tournaments(), clock, new Tokens(new Random()), "1.0.0", new StoredJson());
        Tournament t = create("anna");
        tournaments.seed(t.id(), "anna", "annas-seed");
        clock.advance(Duration.ofHours(1));
        enter(t.id(), "ben");
        tournaments.finished(t.id(), result("ben", 1, 20));
        tournaments.finished(t.id(), result("bot:basic", 1, -20));
        List<Scoreboard.Standing> before = tournaments.standings(t.id());
        first.close();
        try (Store again = open(own)) {
            tournaments = new Tournaments(again.tournaments(), clock, new Tokens(new Random()), "1.0.0", new StoredJson());
            tournaments.restore(again.tournaments().loadAll());
            assertRestored(t, before);
        }
    }

    private void assertRestored(Tournament t, List<Scoreboard.Standing> before) {
        Tournament back = tournaments.get(t.id());
        assertThat(back.deals().commitment()).isEqualTo(t.deals().commitment());
        assertThat(back.deals().dealSeed(1)).isEqualTo(t.deals().withClientSeed("annas-seed").dealSeed(1));
        assertThat(back.spec().game().rules()).isEqualTo(HUSARLN.rules());
        assertThat(back.creator()).isEqualTo("anna");
        assertThat(tournaments.standings(t.id())).isEqualTo(before);
        assertThat(tournaments.field(t.id(), 1, "ben")).extracting(p -> p.result().won()).containsExactly(true, false);
        assertThat(FairDeal.hex(back.deals().chain().topSecret())).isEqualTo(FairDeal.hex(t.deals().chain().topSecret()));
    }
}
