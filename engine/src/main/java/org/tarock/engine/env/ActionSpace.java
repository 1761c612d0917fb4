package org.tarock.engine.env;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Action;
import org.tarock.engine.Combinations;
import org.tarock.engine.Game;
import org.tarock.engine.State;
import org.tarock.engine.Vocabulary;

/**
 * A game's fixed, dense action space: every action any position of the game (with its rules in force) can
 * have is one index in {@code [0, size())}, and back. The space is a row of blocks, one per action word and
 * (for {@code discard} and {@code take}) per number of cards: {@code play} first, so that a card play's
 * index is the card's index, then the words the game's vocabulary and rules file list (docs/env.md).
 * A set of {@code k} cards is ranked in the combinatorial number system: cards {@code c1 < c2 < c3} have
 * rank {@code C(c1,1) + C(c2,2) + C(c3,3)}. With the factored discard ({@link #of(Game, boolean)}) a discard is
 * taken one card at a time: its blocks give way to one block of single cards ({@link DiscardPicks}), so that
 * no policy needs an output per set of cards. Immutable and thread-safe.
 */
public final class ActionSpace {

    /**
     * One block of the space.
     *
     * @param kind   the action kind ({@link Action#PLAY}, ...)
     * @param cards  for {@code discard} and {@code take}: the number of cards, else 0
     * @param offset the index of the block's first action
     * @param size   the number of actions in the block
     */
    public record Block(int kind, int cards, int offset, int size) {
    }

    private final Game game;
    private final boolean factoredDiscard;
    private final List<Block> blocks;
    /** The block of each kind without cards, by kind; for card kinds, by {@code kind * 4 + cards}. */
    private final Block[] byKind = new Block[64];
    private final int size;
    private final int packSize;
    private final String trumpLetters;
    private final int[][] choose;

    private ActionSpace(Game game, boolean factoredDiscard, List<Block> blocks) {
        this.game = game;
        this.factoredDiscard = factoredDiscard;
        this.blocks = List.copyOf(blocks);
        for (Block b : blocks) {
            byKind[key(b.kind, b.cards)] = b;
        }
        Block last = blocks.get(blocks.size() - 1);
        this.size = last.offset + last.size;
        this.packSize = game.pack().size();
        this.trumpLetters = game.vocabulary().trumpLetters();
        this.choose = new int[packSize + 1][4];
        for (int n = 0; n <= packSize; n++) {
            for (int k = 0; k < 4; k++) {
                choose[n][k] = Combinations.choose(n, k);
            }
        }
    }

    /**
     * The action space of a game. The blocks follow the game's "Record actions" table: which words it has
     * and how many cards its discards and takes name.
     */
    public static ActionSpace of(Game game) {
        return of(game, false);
    }

    /**
     * The action space of a game, with {@code factoredDiscard} its discards taken one card at a time: one block
     * of {@code discard} of a single card (the pack's size) in the place of the discard blocks.
     */
    public static ActionSpace of(Game game, boolean factoredDiscard) {
        Blocks b = new Blocks(game.pack().size(), factoredDiscard, game.vocabulary());
        b.add(Action.PLAY, 0, game.pack().size());
        GameEncoding.of(game).blocks(b);
        return new ActionSpace(game, factoredDiscard, b.blocks);
    }

    /** The space's blocks as they are laid out, one after another; a game's {@link GameEncoding} adds its own. */
    public static final class Blocks {
        private final int packSize;
        private final boolean factoredDiscard;
        private final Vocabulary vocabulary;
        private final List<Block> blocks = new ArrayList<>();
        private int next;

        private Blocks(int packSize, boolean factoredDiscard, Vocabulary vocabulary) {
            this.packSize = packSize;
            this.factoredDiscard = factoredDiscard;
            this.vocabulary = vocabulary;
        }

        /** The game's words, whose numbers of contracts, trumps, announcements and tokens size the blocks. */
        public Vocabulary vocabulary() {
            return vocabulary;
        }

        /** Whether discards are taken one card at a time: a game may then leave out its other discard blocks. */
        public boolean factoredDiscard() {
            return factoredDiscard;
        }

        /** A block of {@code size} actions of {@code kind} ({@code cards}: how many cards each names, or 0). */
        public void add(int kind, int cards, int size) {
            blocks.add(new Block(kind, cards, next, size));
            next += size;
        }

        /** A block of every set of {@code k} cards of the pack ({@code discard} or {@code take}). */
        public void cards(int kind, int k) {
            int cards = kind == Action.DISCARD && factoredDiscard ? 1 : k;
            add(kind, cards, Combinations.choose(packSize, cards));
        }

        /** The priority auction's words (rules/README.md §3). */
        public void auction() {
            add(Action.PASS, 0, 1);
            add(Action.HOLD, 0, 1);
            add(Action.BID, 0, vocabulary.contracts().size());
        }

        /**
         * The words of a game of the German pack: the priority auction, a discard of three cards, the trump
         * named, and the announcements where the rules have any.
         */
        public void auctionDiscardTrump() {
            auction();
            cards(Action.DISCARD, 3);
            add(Action.TRUMP, 0, vocabulary.trumpLetters().length());
            if (!vocabulary.announcements().isEmpty()) {
                add(Action.ANNOUNCE, 0, vocabulary.announcements().size());
            }
        }
    }

    private static int key(int kind, int cards) {
        return kind * 4 + cards;
    }

    public Game game() {
        return game;
    }

    /** Whether discards are taken one card at a time (a {@code discard} of one card per index). */
    public boolean factoredDiscard() {
        return factoredDiscard;
    }

    /** The number of distinct actions ({@code numDistinctActions} in OpenSpiel). */
    public int size() {
        return size;
    }

    public List<Block> blocks() {
        return blocks;
    }

    /**
     * The index of an action of this game.
     *
     * @throws IllegalArgumentException naming the action when it is outside this game's space
     */
    public int index(int action) {
        int kind = Action.kind(action);
        int arg = Action.arg(action);
        boolean withCards = kind == Action.DISCARD || kind == Action.TAKE;
        int k = withCards ? Action.cardCount(action) : 0;
        Block b = kind < 16 ? byKind[key(kind, k)] : null;
        int within = -1;
        if (b != null) {
            within = switch (kind) {
                case Action.DISCARD, Action.TAKE -> rank(action, k);
                case Action.TRUMP -> trumpLetters.indexOf(game.pack().suitLetter(arg));
                case Action.DECLARE -> arg - 1;
                default -> arg;
            };
        }
        if (b == null && factoredDiscard && kind == Action.DISCARD) {
            throw new IllegalArgumentException("with the factored discard a discard is taken one card at a time, "
                    + "not as " + describe(action));
        }
        if (b == null || within < 0 || within >= b.size) {
            throw new IllegalArgumentException("not an action of " + game.id().id() + ": " + describe(action));
        }
        return b.offset + within;
    }

    private int rank(int action, int k) {
        int r = 0;
        for (int i = 0; i < k; i++) {
            int c = Action.cardAt(action, i);
            if (c >= packSize || i > 0 && c <= Action.cardAt(action, i - 1)) {
                return -1;
            }
            r += choose[c][i + 1];
        }
        return r;
    }

    /**
     * The action of an index.
     *
     * @throws IllegalArgumentException when the index is outside {@code [0, size())}
     */
    public int action(int index) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("action index " + index + " is outside 0.." + (size - 1)
                    + " of " + game.id().id());
        }
        Block b = blockOf(index);
        int within = index - b.offset;
        return switch (b.kind) {
            case Action.DISCARD, Action.TAKE -> unrank(b.kind, b.cards, within);
            case Action.TRUMP -> Action.trump(game.pack().suitOf(String.valueOf(trumpLetters.charAt(within))));
            case Action.DECLARE -> Action.declare(within + 1);
            default -> b.kind << 24 | within;
        };
    }

    private Block blockOf(int index) {
        for (int i = blocks.size() - 1; ; i--) {
            if (blocks.get(i).offset <= index) {
                return blocks.get(i);
            }
        }
    }

    private int unrank(int kind, int k, int rank) {
        int a = kind << 24 | k << 21;
        int r = rank;
        int c = packSize - 1;
        for (int i = k; i >= 1; i--) {
            while (choose[c][i] > r) {
                c--;
            }
            a |= c << (7 * (i - 1));
            r -= choose[c][i];
            c--;
        }
        return a;
    }

    /**
     * Writes the indices of the legal actions of the seat to act into {@code out} (in the state's order);
     * returns their number. {@code buffer} holds at least {@link State#maxActions()} ints.
     */
    public int legalIndices(State state, int[] buffer, int[] out, int from) {
        int n = state.legalActions(buffer);
        if (n > 0 && Action.kind(buffer[0]) == Action.DISCARD && !factoredDiscard) {
            return discardIndices(buffer, n, out, from);
        }
        for (int i = 0; i < n; i++) {
            int a = buffer[i];
            // a card play's index is its card's (the play block comes first)
            out[from + i] = Action.kind(a) == Action.PLAY ? Action.arg(a) : index(a);
        }
        return n;
    }

    /**
     * The indices of a list of discards (a position's, all of one size), ranked straight from their cards: a
     * Skart lists thousands, and the general {@link #index} would look up the block of each.
     */
    private int discardIndices(int[] discards, int n, int[] out, int from) {
        int k = Action.cardCount(discards[0]);
        Block b = byKind[key(Action.DISCARD, k)];
        if (b == null) {
            for (int i = 0; i < n; i++) {
                out[from + i] = index(discards[i]);
            }
            return n;
        }
        int[][] c = choose;
        for (int i = 0; i < n; i++) {
            int a = discards[i];
            if (Action.kind(a) != Action.DISCARD || Action.cardCount(a) != k) {
                out[from + i] = index(a);
                continue;
            }
            int r = b.offset;
            for (int j = 0; j < k; j++) {
                r += c[Action.cardAt(a, j)][j + 1];
            }
            out[from + i] = r;
        }
        return n;
    }

    /** The legal-action mask of the seat to act: 1 at the index of each legal action, else 0. */
    public float[] mask(State state) {
        float[] m = new float[size];
        int[] buf = new int[state.maxActions()];
        int[] idx = new int[state.maxActions()];
        for (int i = 0, n = legalIndices(state, buf, idx, 0); i < n; i++) {
            m[idx[i]] = 1;
        }
        return m;
    }

    private String describe(int action) {
        try {
            return game.vocabulary().format(action);
        } catch (RuntimeException notAWord) {
            return "action code " + action;
        }
    }
}
