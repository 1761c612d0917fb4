package org.tarock.server.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The bot client reads only the start of an event that shows another seat's turn, and all of every other message. */
class BotClientTest {
    private static final String HISTORY = "\"history\":[{\"seat\":0,\"act\":\"pass\"}],\"legal\":[\"HA\"]";

    @Test
    void anEventOfAnotherSeatsTurnIsSkipped() {
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"event\",\"table\":\"t\",\"v\":7,\"event\":{\"kind\":\"action\"},"
                + "\"view\":{\"hand\":0,\"seat\":1,\"dealer\":0,\"phase\":\"play\",\"turn\":2," + HISTORY + "}}")).isTrue();
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"event\",\"v\":7,\"view\":{\"seat\":null,\"turn\":2}}"))
                .as("a view without a seat (sitting out)").isTrue();
    }

    @Test
    void anEventOfThisSeatsTurnTheMatchesEndAndOtherMessagesAreRead() {
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"event\",\"v\":7,\"event\":{\"kind\":\"action\"},"
                + "\"view\":{\"seat\":2,\"turn\":2," + HISTORY + "}}")).as("this seat's turn").isFalse();
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"event\",\"v\":9,\"event\":{\"kind\":\"match-over\"},"
                + "\"view\":{\"seat\":1,\"turn\":2}}")).as("the match's end").isFalse();
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"state\",\"v\":7,\"view\":{\"seat\":1,\"turn\":2}}")).isFalse();
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"ack\",\"id\":\"a1\",\"v\":8}")).isFalse();
        assertThat(BotClient.otherSeatsTurn("{\"type\":\"event\",\"v\":7,\"event\":{\"kind\":\"absent\"}}"))
                .as("an event without a view").isFalse();
        assertThat(BotClient.otherSeatsTurn("not json")).isFalse();
    }
}
