package org.tarock.cli;

import java.util.ArrayList;
import java.util.List;
import org.tarock.engine.Card;
import org.tarock.engine.Pack;

/**
 * Cards as a person reads them. A card is always shown by its record code, which is also what the person
 * types; the suit gives it a colour, and a hand is grouped under suit names (German suits by name, tarot
 * suits by symbol) in the pack's canonical order, which is by suit and then by rank.
 */
public final class CardText {
    private static final String[] GERMAN_SUITS = {"Eichel", "Gras", "Herz", "Schellen"};
    private static final String[] GERMAN_COLOURS = {Style.YELLOW, Style.GREEN, Style.RED, Style.MAGENTA};
    private static final String[] TAROT_SYMBOLS = {"♣", "♦", "♥", "♠"};
    private static final String[] TAROT_WORDS = {"Clubs", "Diamonds", "Hearts", "Spades"};
    private static final String[] TAROT_COLOURS = {Style.BLUE, Style.RED, Style.RED, Style.BLUE};

    private final Style style;

    public CardText(Style style) {
        this.style = style;
    }

    public Style style() {
        return style;
    }

    /** One card: its code in the colour of its suit. */
    public String card(Card c) {
        return style.paint(colourOf(c), c.code());
    }

    public String cards(List<Card> cards) {
        List<String> out = new ArrayList<>(cards.size());
        for (Card c : cards) {
            out.add(card(c));
        }
        return String.join(" ", out);
    }

    /** A hand grouped by suit, e.g. {@code Eichel EA E10 · Herz HK H7}. */
    public String hand(List<Card> hand) {
        List<Card> sorted = new ArrayList<>(hand);
        sorted.sort((a, b) -> Integer.compare(a.index(), b.index()));
        StringBuilder sb = new StringBuilder();
        String group = null;
        for (Card c : sorted) {
            String g = suitName(c);
            if (!g.equals(group)) {
                if (group != null) {
                    sb.append(style.dim(" " + style.dot() + " "));
                }
                sb.append(style.dim(g)).append(' ');
                group = g;
            } else {
                sb.append(' ');
            }
            sb.append(card(c));
        }
        return sb.toString();
    }

    /** The name of a suit letter as used in a trump choice ({@code E} → Eichel). */
    public String suitName(Pack pack, String letter) {
        int s = pack.suitOf(letter);
        if (s < 0) {
            return letter;
        }
        return pack == Pack.GERMAN_36 ? GERMAN_SUITS[s] : tarotSuit(s);
    }

    private String suitName(Card c) {
        if (c.suit() == Card.TRUMPS || c.suit() == Card.EXCUSE) {
            return "Tarocks";
        }
        return c.pack() == Pack.GERMAN_36 ? GERMAN_SUITS[c.suit()] : tarotSuit(c.suit());
    }

    private String tarotSuit(int suit) {
        return style.unicode() ? TAROT_SYMBOLS[suit] : TAROT_WORDS[suit];
    }

    private static String colourOf(Card c) {
        if (c.suit() == Card.TRUMPS) {
            return Style.CYAN;
        }
        if (c.suit() == Card.EXCUSE) {
            return Style.MAGENTA;
        }
        return c.pack() == Pack.GERMAN_36 ? GERMAN_COLOURS[c.suit()] : TAROT_COLOURS[c.suit()];
    }
}
