package org.tarock.server.wire;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** A WebSocket upgrade request sent by hand, to read the server's HTTP answer when it refuses one. */
final class Upgrades {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Upgrades() {
    }

    /** The answer to an upgrade request to {@code /ws}: its status line, headers and body. */
    static String upgrade(TestServer s) throws Exception {
        try (Socket socket = new Socket("localhost", s.server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            int length = -1;
            while (true) {
                int b = in.read();
                if (b < 0) {
                    break;
                }
                got.write(b);
                String text = got.toString(StandardCharsets.ISO_8859_1);
                int end = text.indexOf("\r\n\r\n");
                if (end >= 0 && length < 0) {
                    length = 0;
                    for (String line : text.substring(0, end).split("\r\n")) {
                        if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                            length = Integer.parseInt(line.substring(15).strip());
                        }
                    }
                    if (text.startsWith("HTTP/1.1 101")) {
                        return text;
                    }
                }
                if (end >= 0 && got.size() >= end + 4 + length) {
                    return text;
                }
            }
            return got.toString(StandardCharsets.ISO_8859_1);
        }
    }

    /** The JSON body of an answer {@link #upgrade} read. */
    static JsonNode body(String answer) throws Exception {
        return JSON.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
    }
}
