package org.tarock.server.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** A server whose port another program holds says so in one line, with no library's error before it. */
class BusyPortTest {

    @Test
    void aBusyPortIsTheOneLineOfPortInUse() throws Exception {
        try (ServerSocket occupied = new ServerSocket(0)) {
            Config config = TestServer.config();
            Config busy = new Config(occupied.getLocalPort(), config.dataDir(), null, config.botDelay(),
                    config.historySize(), config.maxMessageChars(), config.messagesPerSecond(),
                    config.messageBurst(), config.maxTables(), config.limits(), config.idle(), config.capacity(),
                    null, null, config.players(), config.daily());
            String log = Logs.during(() -> assertThatThrownBy(() -> TableServer.start(busy))
                    .isInstanceOf(TableServer.PortInUseException.class)
                    .hasMessage("port " + occupied.getLocalPort() + " is in use by another program; choose another "
                            + "with --port (0 picks a free one)"));
            assertThat(log).as(log).doesNotContain("ERROR").doesNotContain("Failed to start")
                    .doesNotContain("\tat ");
        }
    }
}
