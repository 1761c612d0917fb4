/**
 * The rules of every game: cards, packs, the game API and one package per game. A named module so that
 * {@link org.tarock.engine.SeatView.Detail} can be sealed over the games' packages; the other modules use it
 * from the class path. The games' encodings are listed here as on the class path (META-INF/services), so that
 * the engine finds them on the module path too.
 */
module org.tarock.engine {
    exports org.tarock.engine;
    exports org.tarock.engine.bavarian;
    exports org.tarock.engine.env;
    exports org.tarock.engine.german;
    exports org.tarock.engine.husarln;
    exports org.tarock.engine.leipzig;

    uses org.tarock.engine.env.GameEncoding;
    provides org.tarock.engine.env.GameEncoding with
            org.tarock.engine.german.GermanEncoding,
            org.tarock.engine.bavarian.BavarianEncoding,
            org.tarock.engine.leipzig.LeipzigEncoding,
            org.tarock.engine.husarln.HusarlnEncoding;
}
