package org.tarock.server;

import org.tarock.engine.Echo;

/**
 * A request the server refuses, with the protocol's error code and a sentence a person understands. Never
 * carries a stack trace to the client.
 */
final class ApiException extends RuntimeException {
    private final int status;
    private final String code;
    private final long retryAfterSeconds;

    ApiException(int status, String code, String message) {
        this(status, code, message, 0);
    }

    private ApiException(int status, String code, String message, long retryAfterSeconds) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** A {@code 429}: over a rate ({@code rate-limited}) or a quota ({@code quota-exceeded}). */
    static ApiException tooMany(String code, String message, long retryAfterSeconds) {
        return new ApiException(429, code, message, retryAfterSeconds);
    }

    /** The seconds for a {@code Retry-After} header, or 0 for none. */
    long retryAfterSeconds() {
        return retryAfterSeconds;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    static ApiException unknownTable(String id) {
        return new ApiException(404, "unknown-table", "there is no table \"" + Echo.of(id) + "\"");
    }
}
