package org.tarock.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The three packs the games are played with. A pack lists its cards in the canonical order of the
 * record format (rules/README.md §7.2), which is also the order of the cards' indices.
 */
public enum Pack {
    /** 36 German-suited cards: Acorns E, Leaves G, Hearts H, Bells S; A 10 K O U 9 8 7 6. */
    GERMAN_36("EGHS"),
    /** The 78-card tarot pack: T1–T21, the Excuse, then clubs, diamonds, hearts, spades of 14 cards. */
    TAROT_78("CDHS"),
    /** The 42-card Block Tarock pack: T1–T21, the Fool, and K Q C J and one pip of each suit. */
    TAROT_42("CDHS");

    /** German ranks in canonical (and normal playing) order. */
    public static final List<String> GERMAN_RANKS = Names.GERMAN_RANKS;

    /** Constants the constructor needs (enum constants are built before the enum's static fields). */
    private static final class Names {
        static final List<String> GERMAN_RANKS = List.of("A", "10", "K", "O", "U", "9", "8", "7", "6");
        static final int[] GERMAN_POINTS = {11, 10, 4, 3, 2, 0, 0, 0, 0};
        static final String[] TAROT_COURTS = {"K", "Q", "C", "J"};
        static final int[] COURT_VALUES = {5, 4, 3, 2};
    }

    private final String suitLetters;
    private final List<Card> cards;
    private final Map<String, Card> byCode;

    Pack(String suitLetters) {
        this.suitLetters = suitLetters;
        List<Card> list = new ArrayList<>();
        switch (name()) {
            case "GERMAN_36" -> {
                for (int s = 0; s < 4; s++) {
                    for (int r = 0; r < 9; r++) {
                        list.add(new Card(this, list.size(), suitLetters.charAt(s) + Names.GERMAN_RANKS.get(r), s, r,
                                Names.GERMAN_POINTS[r]));
                    }
                }
            }
            default -> {
                boolean small = name().equals("TAROT_42");
                for (int t = 1; t <= 21; t++) {
                    list.add(new Card(this, list.size(), "T" + t, Card.TRUMPS, t, t == 1 || t == 21 ? 5 : 1));
                }
                list.add(new Card(this, list.size(), "FOOL", Card.EXCUSE, 0, 5));
                for (int s = 0; s < 4; s++) {
                    char letter = suitLetters.charAt(s);
                    for (int c = 0; c < 4; c++) {
                        list.add(new Card(this, list.size(), letter + Names.TAROT_COURTS[c], s, c, Names.COURT_VALUES[c]));
                    }
                    if (small) {
                        String pip = s == 0 || s == 3 ? "10" : "1"; // black suits keep the Ten, red the One
                        list.add(new Card(this, list.size(), letter + pip, s, 4, 1));
                    } else {
                        for (int p = 10; p >= 1; p--) {
                            list.add(new Card(this, list.size(), letter + Integer.toString(p), s, 14 - p, 1));
                        }
                    }
                }
            }
        }
        this.cards = Collections.unmodifiableList(list);
        Map<String, Card> map = new HashMap<>();
        for (Card c : list) {
            map.put(c.code(), c);
        }
        this.byCode = Map.copyOf(map);
    }

    public int size() {
        return cards.size();
    }

    /** All cards in canonical order. */
    public List<Card> cards() {
        return cards;
    }

    public Card card(int index) {
        return cards.get(index);
    }

    /** The suit letter of suit number {@code suit} (0–3). */
    public char suitLetter(int suit) {
        return suitLetters.charAt(suit);
    }

    /** The suit number of a suit letter, or -1 if the letter is not a suit of this pack. */
    public int suitOf(String letter) {
        return letter.length() == 1 ? suitLetters.indexOf(letter.charAt(0)) : -1;
    }

    /** The card with record code {@code code}, or {@code null} if this pack has no such card. */
    public Card find(String code) {
        return byCode.get(code);
    }

    /** The card with record code {@code code}; throws with a message naming the pack otherwise. */
    public Card parse(String code) {
        Card c = byCode.get(code);
        if (c == null) {
            throw new IllegalArgumentException("unknown card \"" + code + "\" (not a card of the " + displayName() + ")");
        }
        return c;
    }

    /**
     * The card points of a pile (a trick, a player's tricks) as the games of this pack count them
     * (rules/README.md §5): German-suited cards one by one, tarot cards in threes ({@link Threes}).
     */
    public int points(Iterable<Card> pile) {
        if (this != GERMAN_36) {
            return Threes.points(pile);
        }
        int sum = 0;
        for (Card c : pile) {
            sum += c.value();
        }
        return sum;
    }

    public String displayName() {
        return switch (this) {
            case GERMAN_36 -> "36-card German-suited pack";
            case TAROT_78 -> "78-card tarot pack";
            case TAROT_42 -> "42-card tarot pack";
        };
    }
}
