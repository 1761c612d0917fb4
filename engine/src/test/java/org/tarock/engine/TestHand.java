package org.tarock.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * The engine's one test kit: a hand set up as the situation reads, cards written as codes, actions in the
 * game's vocabulary. {@code TestHand.of(game).hand(0, "EA E10").talon("S8 S7 S6").start("0:bid solo")}: the
 * cards not given fill the hands short of the game's hand size in canonical order, forehand first, then the
 * talon (a hand given more cards than a hand puts the rest into the talon); seat 2 deals unless told, so
 * that seat 0 is forehand; the hand starts from the match's first carry. Shared through the engine's test jar.
 */
public final class TestHand {
    private final Game game;
    private final Map<Integer, String> hands = new LinkedHashMap<>();
    private String talon;
    private int dealer = 2;
    private Carry carry;

    private TestHand(Game game) {
        this.game = game;
        this.carry = game.initialCarry();
    }

    public static TestHand of(Game game) {
        return new TestHand(game);
    }

    /** The game {@code id} with {@code options} over its defaults, typed as the caller asks (its entry class). */
    @SuppressWarnings("unchecked")
    public static <G extends Game> G game(GameId id, Map<String, Object> options) {
        return (G) Games.create(Games.ruleBook(id).resolve(options, false));
    }

    /** The game {@code id} under its preset {@code name}. */
    @SuppressWarnings("unchecked")
    public static <G extends Game> G preset(GameId id, String name) {
        return (G) Games.create(Games.ruleBook(id).preset(name, Map.of()));
    }

    /** Seat {@code seat} holds these cards (and, when they are fewer than a hand, the next cards not given). */
    public TestHand hand(int seat, String codes) {
        hands.put(seat, codes);
        return this;
    }

    /** The talon holds exactly these cards, in this order. */
    public TestHand talon(String codes) {
        talon = codes;
        return this;
    }

    public TestHand dealer(int seat) {
        dealer = seat;
        return this;
    }

    public TestHand carry(Carry before) {
        carry = before;
        return this;
    }

    /** The deal: the cards given, every other card filling the hands short, forehand first, then the talon. */
    public Deal deal() {
        Pack pack = game.pack();
        Set<Card> used = new LinkedHashSet<>();
        List<List<Card>> dealt = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            List<Card> h = new ArrayList<>(cards(pack, hands.getOrDefault(s, "")));
            used.addAll(h);
            dealt.add(h);
        }
        List<Card> stock = new ArrayList<>(talon == null ? List.of() : cards(pack, talon));
        used.addAll(stock);
        for (List<Card> h : dealt) {
            // Leipzig Taroc's dealer, given with the talon he takes up: his cards past a hand go to the talon
            while (h.size() > game.handSize()) {
                stock.add(h.remove(game.handSize()));
            }
        }
        List<Card> rest = new ArrayList<>(pack.cards());
        rest.removeAll(used);
        int next = 0;
        for (int p = 1; p <= 3; p++) {
            List<Card> h = dealt.get((dealer + p) % 3);
            while (h.size() < game.handSize()) {
                h.add(rest.get(next++));
            }
        }
        while (talon == null && stock.size() < game.talonSize()) {
            stock.add(rest.get(next++));
        }
        return new Deal(dealt, stock);
    }

    /**
     * The hand started on {@link #deal()}, then {@code seatActions} applied ({@link #play}); typed as the
     * caller asks ({@code HusarlnState s = ...start()}), the game's own state class.
     */
    @SuppressWarnings("unchecked")
    public <S extends State> S start(String... seatActions) {
        return (S) play(game.newHand(deal(), dealer, carry), seatActions);
    }

    // ---- cards -----------------------------------------------------------------------------------

    /** Cards from space-separated codes. */
    public static List<Card> cards(Pack pack, String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(pack::parse).toList();
    }

    /** The mask of space-separated codes (packs of at most 64 cards). */
    public static long mask(Pack pack, String codes) {
        return Cards.mask(cards(pack, codes));
    }

    /** The mask {lo, hi} of space-separated codes of the 78-card pack. */
    public static long[] masks(Pack pack, String codes) {
        long[] m = new long[2];
        for (Card c : cards(pack, codes)) {
            m[c.index() >>> 6] |= 1L << c.index();
        }
        return m;
    }

    public static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** Applies actions given as {@code seat:action} strings, e.g. {@code "0:bid solo"}. */
    public static State play(State state, String... seatActions) {
        for (String m : seatActions) {
            int colon = m.indexOf(':');
            state.apply(Integer.parseInt(m.substring(0, colon)), m.substring(colon + 1));
        }
        return state;
    }

    /** Applies actions, each by the seat to act. */
    public static State act(State state, String... actions) {
        for (String a : actions) {
            state.apply(state.currentSeat(), a);
        }
        return state;
    }

    /**
     * Plays to the end: every declaration passed; in play the card {@code chooser} picks (a card index), or the
     * first legal action when it returns -1, as at every other decision.
     */
    public static State finish(State state, ToIntFunction<State> chooser) {
        while (!state.isOver()) {
            if (state.phase() == Phase.DECLARATIONS) {
                state.apply(state.currentSeat(), Action.PASS_ACTION);
                continue;
            }
            int c = state.phase() == Phase.PLAY ? chooser.applyAsInt(state) : -1;
            state.apply(state.currentSeat(), c >= 0 ? Action.play(c) : state.legalActionList().get(0));
        }
        return state;
    }

    /** Plays to the end with the first legal action each time (in play the lowest legal card). */
    public static State finish(State state) {
        return finish(state, s -> -1);
    }

    /** The legal actions in the game's words. */
    public static List<String> legal(State state) {
        return state.legalActionList().stream().map(a -> state.game().vocabulary().format(a)).toList();
    }

    // ---- results ---------------------------------------------------------------------------------

    /** A whole-number field of the result, as the record writes it. */
    public static long number(HandResult r, String field) {
        return (Long) r.fields().get(field);
    }

    @SuppressWarnings("unchecked")
    public static List<Object> list(HandResult r, String field) {
        return (List<Object>) r.fields().get(field);
    }

    /** The settlement, seat by seat. */
    public static List<Long> settlement(HandResult r) {
        return list(r, "settlement").stream().map(o -> (Long) o).toList();
    }
}
