package org.tarock.server.players;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;
import org.tarock.server.table.ApiException;

/** Argon2id password hashes: their parameters beside them, checked in any form of Unicode, on a bounded pool. */
class PasswordsTest {

    @Test
    void aHashCarriesItsParametersAndSaltAndChecksOnlyItsPassword() {
        try (Passwords passwords = new Passwords(Passwords.Cost.OWASP, 1, 4)) {
            String hash = passwords.hash("correct horse");
            assertThat(hash).matches("\\$argon2id\\$v=19\\$m=19456,t=2,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}");
            assertThat(passwords.hash("correct horse")).as("a fresh salt each time").isNotEqualTo(hash);
            assertThat(passwords.verify("correct horse", hash)).isTrue();
            assertThat(passwords.verify("correct horsE", hash)).isFalse();
            assertThat(passwords.verify("correct horse", null)).as("no account: the decoy").isFalse();
        }
    }

    @Test
    void aPasswordIsComparedInNfc() {
        try (Passwords passwords = new Passwords(new Passwords.Cost(64, 1, 1), 1, 4)) {
            assertThat(passwords.verify("Zo\u00eb-1234", passwords.hash("Zoe\u0308-1234"))).isTrue();
        }
    }

    @Test
    void aHashMadeWithOtherParametersStillChecksAndIsOutdated() {
        String older;
        try (Passwords weak = new Passwords(new Passwords.Cost(64, 1, 1), 1, 4)) {
            older = weak.hash("an older password");
        }
        try (Passwords passwords = new Passwords(new Passwords.Cost(128, 2, 1), 1, 4)) {
            assertThat(passwords.verify("an older password", older)).isTrue();
            assertThat(passwords.outdated(older)).isTrue();
            assertThat(passwords.outdated(passwords.hash("a new password"))).isFalse();
        }
    }

    @Test
    void aPasswordHasAtLeastEightCharacters() {
        assertThatThrownBy(() -> Passwords.checkStrength("sieben7")).isInstanceOfSatisfying(ApiException.class,
                e -> assertThat(e.code()).isEqualTo("weak-password"));
        Passwords.checkStrength("\uD83C\uDCA1".repeat(8));
    }

    @Test
    void hashesBeyondThePoolAndItsQueueAreRefusedBusy() {
        // four at once (a barrier lines them up), each long enough that the last two come while the first runs
        try (Passwords passwords = new Passwords(new Passwords.Cost(64 * 1024, 3, 1), 1, 1)) {
            CyclicBarrier start = new CyclicBarrier(4);
            List<CompletableFuture<String>> all = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                all.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        start.await();
                    } catch (InterruptedException | BrokenBarrierException e) {
                        throw new IllegalStateException(e);
                    }
                    return passwords.hash("password");
                }, r -> Thread.ofPlatform().start(r)));
            }
            long busy = all.stream().filter(f -> f.handle((ok, e) -> e != null && e.getCause() instanceof ApiException a
                    && a.code().equals("busy") && a.status() == 503).join()).count();
            assertThat(busy).isBetween(1L, 2L);
        }
    }
}
