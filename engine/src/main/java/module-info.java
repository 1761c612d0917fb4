/**
 * The rules of every game: cards, packs, the game API and one package per game. A named module so that
 * {@link org.tarock.engine.SeatView.Detail} can be sealed over the games' packages; the other modules use it
 * from the class path.
 */
module org.tarock.engine {
    exports org.tarock.engine;
    exports org.tarock.engine.bavarian;
    exports org.tarock.engine.env;
    exports org.tarock.engine.german;
    exports org.tarock.engine.husarln;
    exports org.tarock.engine.leipzig;
}
