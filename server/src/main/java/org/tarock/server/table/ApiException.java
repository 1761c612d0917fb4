package org.tarock.server.table;

import org.tarock.engine.Echo;

/**
 * A request the server refuses, with the protocol's error code and a sentence a person understands. Never
 * carries a stack trace to the client.
 */
public final class ApiException extends RuntimeException {
    private final int status;
    private final String code;
    private final long retryAfterSeconds;

    public ApiException(int status, String code, String message) {
        this(status, code, message, 0);
    }

    private ApiException(int status, String code, String message, long retryAfterSeconds) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** A {@code 429}: over a rate ({@code rate-limited}) or a quota ({@code quota-exceeded}). */
    public static ApiException tooMany(String code, String message, long retryAfterSeconds) {
        return new ApiException(429, code, message, retryAfterSeconds);
    }

    /** The seconds for a {@code Retry-After} header, or 0 for none. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public static ApiException unknownTable(String id) {
        return new ApiException(404, "unknown-table", "there is no table \"" + Echo.of(id) + "\"");
    }

    /** A request or message that is not what the protocol says (docs/protocol.md, "Errors"). */
    public static ApiException malformed(String message) {
        return new ApiException(400, "malformed", message);
    }
}
