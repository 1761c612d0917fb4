package org.tarock.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;

/**
 * The registry of the games' encodings: every game of the engine's registry has its own, found on the class path
 * and on the module path alike.
 */
class GameEncodingTest {

    static Stream<GameId> games() {
        return Games.available().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameHasAnEncodingThatSaysItServesIt(GameId id) {
        assertThat(GameEncoding.of(Games.byId(id.id())).game()).isEqualTo(id);
    }

    @Test
    void theEngineModuleProvidesTheEncodingsTheServicesFileLists() throws IOException, URISyntaxException {
        Path classes = Path.of(GameEncoding.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor engine = ModuleFinder.of(classes).find("org.tarock.engine").orElseThrow().descriptor();
        String service = GameEncoding.class.getName();
        List<String> listed;
        try (InputStream in = GameEncoding.class.getResourceAsStream("/META-INF/services/" + service)) {
            listed = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        }
        assertThat(engine.uses()).contains(service);
        assertThat(engine.provides()).filteredOn(p -> p.service().equals(service)).singleElement()
                .extracting(ModuleDescriptor.Provides::providers).isEqualTo(listed);
    }
}
