package org.tarock.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Random;
import org.tarock.engine.FairDeal;

/**
 * Seat tokens, table ids, seeds and the fair deals' secrets, drawn from one random source: the secure random
 * in service, a seeded one where a test records a transcript. A token is 256 random bits; the server keeps only
 * its SHA-256 digest, so the database never holds a usable token, and compares digests in constant time.
 */
public final class Tokens {
    private static final char[] ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

    private final Random random;

    /** Tokens drawn from {@code random} (a test's seeded source; the server uses {@link #secure}). */
    public Tokens(Random random) {
        this.random = random;
    }

    public static Tokens secure() {
        return new Tokens(new SecureRandom());
    }

    public String newToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A table or tournament id: 10 characters from an unambiguous lower-case alphabet (no card code looks like one). */
    public String newTableId() {
        char[] id = new char[10];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_ALPHABET[random.nextInt(ID_ALPHABET.length)];
        }
        return new String(id);
    }

    long newSeed() {
        return random.nextLong();
    }

    /** A fresh chain of fair deals for a table of {@code hands} hands, its top secret from this random source. */
    public FairDeal newFairChain(int hands) {
        byte[] top = new byte[FairDeal.SECRET_BYTES];
        random.nextBytes(top);
        return FairDeal.of(top, hands);
    }

    public static String digest(String token) {
        return HexFormat.of().formatHex(sha256(token));
    }

    /** Whether {@code token} is the one whose digest is {@code storedDigest}, in time independent of where they differ. */
    static boolean matches(String token, String storedDigest) {
        if (token == null || storedDigest == null) {
            return false;
        }
        byte[] given = sha256(token);
        byte[] stored = HexFormat.of().parseHex(storedDigest);
        return MessageDigest.isEqual(given, stored);
    }

    private static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
