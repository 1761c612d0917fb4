package org.tarock.server.players;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.text.Normalizer;
import java.util.Base64;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;
import org.tarock.server.table.ApiException;

/**
 * Password hashes: Argon2id (Bouncy Castle's), kept in the PHC string format with their parameters beside them,
 * {@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH}, so that raising the parameters leaves the older hashes
 * readable. Hashing takes memory and time on purpose, so it runs on a small pool of its own with a short queue:
 * a request that finds both full is refused {@code 503 busy} instead of waiting behind an attack.
 */
public final class Passwords implements AutoCloseable {
    /** The shortest password, in code points. */
    public static final int MIN_LENGTH = 8;
    /** The longest password, in code points: hashing reads it whole. */
    public static final int MAX_LENGTH = 1024;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Pattern PHC = Pattern.compile(
            "\\$argon2id\\$v=19\\$m=(\\d{1,9}),t=(\\d{1,4}),p=(\\d{1,3})\\$([A-Za-z0-9+/]+)\\$([A-Za-z0-9+/]+)");
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();

    /**
     * Argon2id's cost for new hashes.
     *
     * @param memoryKiB   memory in KiB
     * @param iterations  passes over the memory
     * @param parallelism lanes
     */
    public record Cost(int memoryKiB, int iterations, int parallelism) {
        /** OWASP's least recommended: 19 MiB, 2 passes, 1 lane. */
        public static final Cost OWASP = new Cost(19 * 1024, 2, 1);

        public Cost {
            if (parallelism < 1 || iterations < 1 || memoryKiB < 8 * parallelism) {
                throw new IllegalArgumentException("Argon2id needs at least one lane and one pass, and 8 KiB of memory "
                        + "a lane");
            }
        }
    }

    private final Cost cost;
    private final ThreadPoolExecutor pool;
    private final SecureRandom random = new SecureRandom();
    /** A hash of no one's password, checked for a name without an account so that the answer takes as long. */
    private final String decoy;

    /**
     * @param threads how many hashes are computed at once
     * @param queue   how many more may wait; beyond them {@code 503 busy}
     */
    public Passwords(Cost cost, int threads, int queue) {
        this.cost = cost;
        this.pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                Thread.ofPlatform().name("tarock-password-", 0).daemon().factory());
        byte[] nobody = new byte[32];
        random.nextBytes(nobody);
        this.decoy = compute(B64.encodeToString(nobody), salt(), cost);
    }

    /** Refuses a password shorter than {@link #MIN_LENGTH} ({@code 400 weak-password}) or longer than the most. */
    public static void checkStrength(String password) {
        int length = password.codePointCount(0, password.length());
        if (length < MIN_LENGTH) {
            throw new ApiException(400, "weak-password", "a password has at least " + MIN_LENGTH
                    + " characters, not " + length);
        }
        if (length > MAX_LENGTH) {
            throw ApiException.malformed("a password has at most " + MAX_LENGTH + " characters");
        }
    }

    /** A new hash of {@code password} with the current cost and a fresh salt. */
    public String hash(String password) {
        byte[] salt = salt();
        return onPool(() -> compute(password, salt, cost));
    }

    /**
     * Whether {@code password} is the one {@code stored} was made from; with {@code stored} null (no such account)
     * a decoy is checked, so that the answer takes as long, and false is returned.
     */
    public boolean verify(String password, String stored) {
        String against = stored == null ? decoy : stored;
        Matcher m = PHC.matcher(against);
        if (!m.matches()) {
            throw new IllegalStateException("a stored password hash is not an Argon2id PHC string");
        }
        Cost its = new Cost(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
        byte[] salt = Base64.getDecoder().decode(m.group(4));
        boolean same = onPool(() -> MessageDigest.isEqual(against.getBytes(StandardCharsets.US_ASCII),
                compute(password, salt, its).getBytes(StandardCharsets.US_ASCII)));
        return same && stored != null;
    }

    /** Whether {@code stored} was made with parameters other than the current ones (then it is made again). */
    public boolean outdated(String stored) {
        return !stored.startsWith(prefix(cost));
    }

    private byte[] salt() {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return salt;
    }

    private static String prefix(Cost c) {
        return "$argon2id$v=19$m=" + c.memoryKiB() + ",t=" + c.iterations() + ",p=" + c.parallelism() + "$";
    }

    /** The PHC string of {@code password} (NFC, UTF-8) hashed with {@code salt} at {@code c}. */
    private static String compute(String password, byte[] salt, Cost c) {
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13).withMemoryAsKB(c.memoryKiB())
                .withIterations(c.iterations()).withParallelism(c.parallelism()).withSalt(salt).build());
        byte[] out = new byte[HASH_BYTES];
        generator.generateBytes(Normalizer.normalize(password, Normalizer.Form.NFC).getBytes(StandardCharsets.UTF_8),
                out);
        return prefix(c) + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    private <T> T onPool(Callable<T> work) {
        Future<T> result;
        try {
            result = pool.submit(work);
        } catch (RejectedExecutionException e) {
            throw new ApiException(503, "busy", "the server is checking as many passwords as it can; try again in "
                    + "a moment");
        }
        try {
            return result.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a password hash failed", e.getCause());
        } catch (TimeoutException e) {
            result.cancel(true);
            throw new ApiException(503, "busy", "checking the password took too long; try again in a moment");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "busy", "the server is stopping");
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
