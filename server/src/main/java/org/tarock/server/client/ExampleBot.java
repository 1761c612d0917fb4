package org.tarock.server.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.util.concurrent.TimeUnit;
import org.tarock.bots.Bots;

/**
 * An example outside bot. It takes a seat at a table of a running server and plays it to the end of the match
 * with one of the project's bots:
 *
 * <pre>
 * java -cp server.jar:... org.tarock.server.client.ExampleBot http://localhost:7070/ TABLE SEAT NAME [basic|random]
 * </pre>
 *
 * Any other program can do the same with an HTTP client and a WebSocket: see docs/protocol.md, "Bots".
 */
public final class ExampleBot {
    private ExampleBot() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: ExampleBot SERVER_URL TABLE SEAT NAME [" + String.join("|", Bots.KINDS) + "]");
            System.exit(2);
        }
        String kind = args.length > 4 ? args[4] : "basic";
        HttpClient http = HttpClient.newHttpClient();
        try (BotClient bot = BotClient.join(http, URI.create(args[0]), args[1], Integer.parseInt(args[2]), args[3],
                Bots.create(kind, System.nanoTime()))) {
            System.out.println("playing seat " + args[2] + " of table " + args[1] + " as " + args[3]);
            bot.matchOver().get(7, TimeUnit.DAYS);
            System.out.println("the match is over after " + bot.acknowledged() + " actions of mine; problems: "
                    + (bot.problems().isEmpty() ? "none" : bot.problems()));
        }
    }
}
