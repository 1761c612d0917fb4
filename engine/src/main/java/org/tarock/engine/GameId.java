package org.tarock.engine;

import java.util.Arrays;

/** The four games, with their record ids. */
public enum GameId {
    GERMAN_TAROK("german-tarok", "German Tarok"),
    BAVARIAN_TAROCK("bavarian-tarock", "Bavarian Tarock"),
    LEIPZIG_TAROC("leipzig-taroc", "Leipzig Taroc"),
    HUSARLN("husarln", "Husarln");

    private final String id;
    private final String title;

    GameId(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** The id written in records ({@code "bavarian-tarock"}). */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public static GameId of(String id) {
        for (GameId g : values()) {
            if (g.id.equals(id)) {
                return g;
            }
        }
        throw new IllegalArgumentException("unknown game \"" + id + "\" (valid: "
                + String.join(", ", Arrays.stream(values()).map(GameId::id).toList()) + ")");
    }
}
