package org.tarock.server.players;

/**
 * A signed-in client's session: its account, and the digest of its token (the token itself is only the client's).
 * {@code renewed} says the session's use was recorded just now, so that its cookie is sent again with its full
 * lifetime.
 */
public record Session(Account account, String digest, boolean renewed) {
}
