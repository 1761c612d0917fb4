package org.tarock.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tarock.engine.Game;

/** Protocol versions 1 and 2 side by side on the same events (docs/protocol.md, "Protocol version 2"). */
class ProtocolVersionsTest {

    /**
     * A client that does not ask for version 2 hears, byte for byte, what it heard before version 2 existed:
     * the digest of whole matches of every game, for every seat and a watcher, with catch-ups by events and by
     * state, was taken from the server of before (commit 481f475).
     */
    @Test
    void aVersionOneClientHearsExactlyWhatItHeardBefore() throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (Game game : Transcripts.games()) {
            int size = Transcripts.tableSize(game);
            Seats seats = Transcripts.seats(size);
            EventLog log = new EventLog("t", seats, new Views(game.vocabulary()), 200);
            List<Transcripts.Recorder> members = new ArrayList<>();
            for (int p = -1; p < size; p++) {
                Transcripts.Recorder r = new Transcripts.Recorder();
                log.join(r, p);
                members.add(r);
            }
            List<String> late = new ArrayList<>();
            Transcripts.play(game, seats, log, 11, 3, (v, state, hand, seating) -> {
                if (v % 17 == 0) {
                    for (int p = -1; p < size; p++) {
                        for (Long after : new Long[] {v - 3, null}) {
                            Transcripts.Recorder r = new Transcripts.Recorder();
                            log.catchUp(r, p, after, new LinkedHashMap<>(), Map.of("id", "t"), hand, seating, state);
                            late.addAll(r.messages);
                        }
                    }
                }
            });
            for (Transcripts.Recorder r : members) {
                r.messages.forEach(m -> sha.update((m + "\n").getBytes(StandardCharsets.UTF_8)));
            }
            late.forEach(m -> sha.update((m + "\n").getBytes(StandardCharsets.UTF_8)));
        }
        assertThat(HexFormat.of().formatHex(sha.digest())).isEqualTo("c666f9e8e1c2fe4836651459450091d33068096e6acd7c86fd387be659ad4d32");
    }
}
