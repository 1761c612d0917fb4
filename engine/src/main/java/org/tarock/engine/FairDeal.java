package org.tarock.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Provably fair deals, the scheme {@code tarock-fair/1} of record-format.md ("Fair deals"): a hash chain of
 * 32-byte secrets {@code s_(k-1) = SHA-256(s_k)} whose bottom {@code s_0} is published as the commitment
 * before anyone sits down, and the {@code k}-th deal of a match made from {@code s_k} and the players' client
 * seeds. Only the top secret {@code s_N} needs keeping: every other link follows from it.
 *
 * <p>Immutable (the links it keeps once computed are the same whoever asks first): a chain of {@code hands}
 * links below a top secret.
 */
public final class FairDeal {
    /** The value of {@code fairness.scheme}. */
    public static final String SCHEME = "tarock-fair/1";
    /** Bytes of a secret and of the commitment. */
    public static final int SECRET_BYTES = 32;
    /** The longest client seed. */
    public static final int MAX_CLIENT_SEED = 64;

    private static final HexFormat HEX = HexFormat.of();

    /** Every link this many hashes apart from the top is kept once first needed (below). */
    private static final int MARK_SPACING = 32;

    private final byte[] top;
    private final int hands;
    /**
     * {@code marks[i]} is the link {@code 32 i} hashes below the top, computed once: a match of many hands
     * reveals a link at each hand's end, and hashing down from the top each time cost a match of 1000 hands half a
     * million hashes. With the marks each link is at most 31 hashes from one, and they take a kilobyte.
     */
    private volatile byte[][] marks;

    private FairDeal(byte[] top, int hands) {
        this.top = top.clone();
        this.hands = hands;
    }

    /**
     * The chain of a match of {@code hands} hands below the top secret {@code s_N}.
     *
     * @throws IllegalArgumentException when the secret is not 32 bytes or {@code hands} is below 1
     */
    public static FairDeal of(byte[] topSecret, int hands) {
        if (topSecret.length != SECRET_BYTES) {
            throw new IllegalArgumentException("a secret has " + SECRET_BYTES + " bytes, not " + topSecret.length);
        }
        if (hands < 1) {
            throw new IllegalArgumentException("a match has at least one hand, not " + hands);
        }
        return new FairDeal(topSecret, hands);
    }

    /** A fresh chain for a new table: a top secret of 32 bytes from {@code random}. */
    public static FairDeal draw(SecureRandom random, int hands) {
        byte[] top = new byte[SECRET_BYTES];
        random.nextBytes(top);
        return of(top, hands);
    }

    /** The number of hands {@code N} the chain serves. */
    public int hands() {
        return hands;
    }

    /** The top secret {@code s_N}, the only thing a server must keep. */
    public byte[] topSecret() {
        return top.clone();
    }

    /** {@code hex(s_0)}, published with the table before any seat is taken. */
    public String commitment() {
        return hex(link(0));
    }

    /**
     * The secret {@code s_k} of the {@code k}-th deal (from 1), revealed when that hand is over.
     *
     * @throws IllegalArgumentException when {@code k} is outside {@code 1 … N}
     */
    public byte[] secret(int k) {
        if (k < 1 || k > hands) {
            throw new IllegalArgumentException("deal " + k + " is not one of the chain's deals 1 … " + hands);
        }
        return link(k);
    }

    private byte[] link(int k) {
        int below = hands - k;
        if (below < MARK_SPACING) {
            return sha256Times(top, below);
        }
        byte[][] m = marks;
        if (m == null) {
            m = new byte[hands / MARK_SPACING + 1][];
            m[0] = top.clone();
            for (int i = 1; i < m.length; i++) {
                m[i] = sha256Times(m[i - 1], MARK_SPACING);
            }
            marks = m;
        }
        return sha256Times(m[below / MARK_SPACING], below % MARK_SPACING);
    }

    /** The seed of the {@code k}-th deal (step 3): this chain's {@code s_k} with the table's client seeds. */
    public long dealSeed(int k, List<String> clientSeeds) {
        return dealSeed(secret(k), clientSeeds, k);
    }

    /**
     * The seed of the {@code k}-th deal (step 3): the first 8 bytes, big-endian, of
     * {@code SHA-256(s_k ‖ UTF-8(client seeds joined by "\n") ‖ "\n" ‖ decimal k)}.
     *
     * @param clientSeeds one per table seat in table-seat order ({@code ""} for a seat without one)
     */
    public static long dealSeed(byte[] secret, List<String> clientSeeds, int k) {
        MessageDigest sha = sha256();
        sha.update(secret);
        sha.update((String.join("\n", clientSeeds) + "\n" + k).getBytes(StandardCharsets.UTF_8));
        byte[] digest = sha.digest();
        long seed = 0;
        for (int i = 0; i < 8; i++) {
            seed = (seed << 8) | (digest[i] & 0xFF);
        }
        return seed;
    }

    /** The table seat of the first dealer (step 4): {@code uniform(tableSize)} of a SplitMix64 started at deal 1's seed. */
    public static int firstDealer(long firstDealSeed, int tableSize) {
        return new DealRandom(firstDealSeed).nextInt(tableSize);
    }

    /** Whether SHA-256 applied {@code k} times to {@code secret} gives {@code commitment}. */
    public static boolean chainsTo(byte[] secret, int k, byte[] commitment) {
        return MessageDigest.isEqual(sha256Times(secret, k), commitment);
    }

    /**
     * What is wrong with a client seed a player gives, or empty when it is one: 1 to 64 characters, each from
     * {@code !} (0x21) to {@code ~} (0x7E).
     */
    public static Optional<String> clientSeedProblem(String seed) {
        if (seed.isEmpty()) {
            return Optional.of("a client seed has 1 to " + MAX_CLIENT_SEED + " characters, not none");
        }
        if (seed.length() > MAX_CLIENT_SEED) {
            return Optional.of("a client seed has 1 to " + MAX_CLIENT_SEED + " characters, not " + seed.length());
        }
        for (int i = 0; i < seed.length(); i++) {
            char c = seed.charAt(i);
            if (c < 0x21 || c > 0x7E) {
                return Optional.of("character " + (i + 1) + " of the client seed is " + String.format("U+%04X", (int) c)
                        + " (allowed: ! to ~, printable ASCII without space)");
            }
        }
        return Optional.empty();
    }

    /** Lower-case hex of bytes. */
    public static String hex(byte[] bytes) {
        return HEX.formatHex(bytes);
    }

    /**
     * The 32 bytes of a secret written as 64 lower-case hex digits, or empty when the text is not that (wrong
     * length, upper case, another character).
     */
    public static Optional<byte[]> parseSecret(String text) {
        if (text.length() != 2 * SECRET_BYTES) {
            return Optional.empty();
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return Optional.empty();
            }
        }
        return Optional.of(HEX.parseHex(text));
    }

    private static byte[] sha256Times(byte[] bytes, int times) {
        MessageDigest sha = sha256();
        byte[] b = Arrays.copyOf(bytes, bytes.length);
        for (int i = 0; i < times; i++) {
            b = sha.digest(b);
        }
        return b;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
