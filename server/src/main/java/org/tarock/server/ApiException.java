package org.tarock.server;

/**
 * A request the server refuses, with the protocol's error code and a sentence a person understands. Never
 * carries a stack trace to the client.
 */
final class ApiException extends RuntimeException {
    private final int status;
    private final String code;

    ApiException(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    static ApiException unknownTable(String id) {
        return new ApiException(404, "unknown-table", "there is no table \"" + id + "\"");
    }
}
