package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tarock.bots.BasicBot;
import org.tarock.engine.Game;
import org.tarock.engine.Games;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.server.table.HintSearches;
import org.tarock.server.table.Hints;
import org.tarock.server.table.Metrics;
import org.tarock.server.table.Peer;
import org.tarock.server.table.Reply;

/**
 * The {@code hint} message: the expert's search of a player's own card decision, refused for anything else; one in
 * flight per seat, a bounded queue, on threads apart from the bots', stopped when its connection goes.
 */
class HintTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.config());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aPlayerToPlayACardGetsTheExpertsCardAndAValueForEachLegalCard() {
        Map<String, Object> spec = Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open"), "hands", 50);
        try (HumanTable t = new HumanTable(server, spec)) {
            Random random = new Random(3);
            int seat;
            JsonNode view;
            while (true) {
                seat = t.toAct();
                view = seat < 0 ? null : t.seats[seat].view;
                if (view != null && view.get("phase").asText().equals("play")) {
                    break;
                }
                if (view != null && view.get("phase").asText().equals("auction")) {
                    t.seats[seat].send(Map.of("type", "hint", "id", "early"));
                    assertThat(t.seats[seat].answer("early").get("code").asText()).isEqualTo("no-hint");
                }
                t.playOne(HumanTable.randomPlay(random));
            }
            List<String> legal = new ArrayList<>();
            view.get("legal").forEach(a -> legal.add(a.asText()));
            int other = (seat + 1) % 3;
            t.seats[other].send(Map.of("type", "hint", "id", "not-mine"));
            assertThat(t.seats[other].answer("not-mine").get("code").asText()).isEqualTo("no-hint");
            t.watcher.send(Map.of("type", "hint", "id", "watching"));
            assertThat(t.watcher.answer("watching").get("code").asText()).isEqualTo("no-hint");

            t.seats[seat].send(Map.of("type", "hint", "id", "mine"));
            JsonNode hint = t.seats[seat].answer("mine");
            assertThat(hint.get("type").asText()).isEqualTo("hint");
            assertThat(hint.get("v").asLong()).isEqualTo(t.version());
            assertThat(legal).contains(hint.get("best").asText());
            List<String> cards = new ArrayList<>();
            hint.get("cards").forEach(c -> cards.add(c.get("act").asText()));
            assertThat(cards).containsExactlyInAnyOrderElementsOf(legal).startsWith(hint.get("best").asText());
            assertThat(hint.get("cards")).allSatisfy(c -> assertThat(c.get("value").asDouble()).isBetween(0.0, 120.0));
            assertThat(hint.get("deals").asInt()).isPositive();
        }
    }

    @Test
    void aSecondHintWhileTheFirstIsSearchedIsRefusedBusy() {
        Map<String, Object> spec = Map.of("game", "bavarian-tarock", "seats", List.of("open", "open", "open"), "hands", 50);
        try (HumanTable t = new HumanTable(server, spec)) {
            Random random = new Random(5);
            while (t.toAct() < 0 || !t.seats[t.toAct()].view.get("phase").asText().equals("play")) {
                t.playOne(HumanTable.randomPlay(random));
            }
            Probe seat = t.seats[t.toAct()];
            seat.send(Map.of("type", "hint", "id", "first"));
            seat.send(Map.of("type", "hint", "id", "second"));
            JsonNode second = seat.answer("second");
            assertThat(second.get("code").asText()).isEqualTo("busy");
            assertThat(seat.answer("first").get("type").asText()).isEqualTo("hint");
            seat.send(Map.of("type", "hint", "id", "third"));
            assertThat(seat.answer("third").get("type").asText()).as("the first is answered: one may ask again")
                    .isEqualTo("hint");
        }
    }

    /** What a search answers where only the answer's way matters. */
    private static final Reply HINT = new Reply.Hint(null, 1, Games.byId("bavarian-tarock").vocabulary(),
            List.of(new Reply.Suggestion(org.tarock.engine.Action.PASS_ACTION, 0)), 1);

    @Test
    void hintsBeyondTheQueueAreRefusedBusyAndRunOnTheirOwnThreads() throws Exception {
        HintSearches hints = new HintSearches(1, 1, Metrics.off().hintSearch);
        CountDownLatch release = new CountDownLatch(1);
        Recorded peer = new Recorded();
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.function.Supplier<Reply> held = () -> {
            threads.add(Thread.currentThread().getName());
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return HINT;
        };
        try {
            hints.ask("t/0", peer, "a", held);
            awaitRunning(hints, 1);
            hints.ask("t/1", peer, "b", held);
            hints.ask("t/2", peer, "c", held);
            assertThat(peer.codes()).containsExactly("busy");
            assertThat(peer.messages.getFirst()).contains("\"id\":\"c\"");
            release.countDown();
            long end = System.nanoTime() + 5_000_000_000L;
            while (hints.inFlight() > 0 && System.nanoTime() < end) {
                Probe.sleep(5);
            }
            assertThat(hints.inFlight()).isZero();
            assertThat(threads).hasSize(2).allMatch(name -> name.startsWith("tarock-hint-"));
        } finally {
            hints.shutdownNow();
        }
    }

    @Test
    void aHintSearchStopsWhenItsConnectionGoes() throws Exception {
        HintSearches hints = new HintSearches(1, 4, Metrics.off().hintSearch);
        Recorded gone = new Recorded();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean queuedRan = new java.util.concurrent.atomic.AtomicBoolean();
        try {
            hints.ask("t/0", gone, "a", () -> {
                started.countDown();
                while (!Thread.currentThread().isInterrupted()) {
                    Thread.onSpinWait();
                }
                stopped.countDown();
                return HINT;
            });
            assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
            hints.ask("u/0", gone, "b", () -> {
                queuedRan.set(true);
                return HINT;
            });
            hints.cancel(gone);
            assertThat(stopped.await(2, TimeUnit.SECONDS)).as("the running search is interrupted").isTrue();
            assertThat(hints.inFlight()).isZero();
            Probe.sleep(100);
            assertThat(queuedRan).as("the waiting search never runs").isFalse();
            assertThat(gone.messages).as("nothing is sent to a connection that has gone").isEmpty();
            // A hint that reaches the searches after its connection closed is not searched at all.
            gone.open = false;
            hints.ask("t/0", gone, "late", () -> {
                queuedRan.set(true);
                return HINT;
            });
            Probe.sleep(100);
            assertThat(queuedRan).isFalse();
            assertThat(hints.inFlight()).isZero();
        } finally {
            hints.shutdownNow();
        }
    }

    @Test
    void theExpertsSearchStopsAtAnInterrupt() throws Exception {
        Game game = Games.byId("bavarian-tarock");
        State state = game.newHand(game.deal(11, 0), 0, game.initialCarry());
        BasicBot bot = new BasicBot(11);
        while (state.view(state.currentSeat()).phase() != Phase.PLAY
                || state.view(state.currentSeat()).legal().size() < 2) {
            state.applyTrusted(bot.choose(game, state.view(state.currentSeat())));
        }
        SeatView view = state.view(state.currentSeat());
        Reply.Hint[] interrupted = new Reply.Hint[1];
        Thread t = Thread.ofPlatform().start(() -> {
            Thread.currentThread().interrupt();
            interrupted[0] = Hints.hint(game, view, 1, null);
        });
        t.join(10_000);
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(Messages.write(interrupted[0]))
                .get("deals").asInt()).as("an interrupted search samples no deal").isZero();
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(Messages.write(Hints.hint(game, view, 1,
                null))).get("deals").asInt()).isPositive();
    }

    private static void awaitRunning(HintSearches hints, int n) {
        long end = System.nanoTime() + 5_000_000_000L;
        while (hints.running() < n) {
            assertThat(System.nanoTime()).as("the search starts").isLessThan(end);
            Probe.sleep(2);
        }
    }

    /** A connection that keeps what it is sent. */
    private static final class Recorded implements Peer {
        final List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile boolean open = true;

        @Override
        public boolean open() {
            return open;
        }

        @Override
        public void send(String text) {
            messages.add(text);
        }

        @Override
        public void send(Reply reply) {
            messages.add(Messages.write(reply));
        }

        @Override
        public void closeWith(Reply reply, int status, String reason) {
            send(reply);
        }

        List<String> codes() {
            return messages.stream().map(m -> m.replaceAll(".*\"code\":\"([^\"]*)\".*", "$1")).toList();
        }
    }
}
