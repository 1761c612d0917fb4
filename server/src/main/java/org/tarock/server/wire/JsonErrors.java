package org.tarock.server.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The errors Jetty answers itself, before a request reaches the routes (a request line that is not HTTP, an
 * address or headers too long): the protocol's JSON error body, {@code {"code": ..., "message": ...}}, instead
 * of Jetty's HTML page.
 */
public final class JsonErrors extends ErrorHandler {
    private static final HttpField JSON = new HttpField(HttpHeader.CONTENT_TYPE, "application/json");

    @Override
    protected void generateResponse(Request request, Response response, int status, String message, Throwable cause,
                                    Callback callback) {
        response.getHeaders().put(JSON);
        response.write(true, body(status), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(JSON);
        return body(status);
    }

    private static ByteBuffer body(int status) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("code", switch (status) {
            case 404, 405 -> "not-found";
            case 413, 414, 431 -> "oversized";
            case 500 -> "internal";
            case 503 -> "busy";
            default -> "malformed";
        });
        m.put("message", switch (status) {
            case 404, 405 -> "there is nothing at this address";
            case 413 -> "the request body is too long";
            case 414 -> "the address is too long";
            case 431 -> "the request headers are too long";
            case 500 -> "the server could not handle this request";
            case 503 -> "the server is busy or stopping; try again";
            default -> "the request is not valid HTTP (status " + status + ")";
        });
        return ByteBuffer.wrap(Messages.json(m).getBytes(StandardCharsets.UTF_8));
    }
}
