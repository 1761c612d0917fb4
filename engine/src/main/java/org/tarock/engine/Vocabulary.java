package org.tarock.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The action words of one game (its rules file's "Record actions") and the conversion between
 * {@link Action} ints and their record strings: lower-case words separated by single spaces, card codes
 * and suit letters keeping their case (rules/README.md §7.1).
 *
 * @param pack          the pack whose card codes the actions use
 * @param contracts     contract codes in ladder order ({@code bid <contract>})
 * @param announcements words after {@code announce}
 * @param tokens        declaration tokens in canonical order ({@code declare <token> ...})
 * @param trumpLetters  the suit letters {@code trump} may name (empty when the game names no trump)
 */
public record Vocabulary(Pack pack, List<String> contracts, List<String> announcements, List<String> tokens,
                         String trumpLetters) {

    public String format(int action) {
        if (action == Action.HIDDEN) {
            return "(hidden)";
        }
        int arg = Action.arg(action);
        return switch (Action.kind(action)) {
            case Action.PLAY -> "play " + pack.card(arg).code();
            case Action.PASS -> "pass";
            case Action.HOLD -> "hold";
            case Action.REJECT -> "reject";
            case Action.ANNUL -> "annul";
            case Action.KEEP -> "keep";
            case Action.BID -> "bid " + contracts.get(arg);
            case Action.TRUMP -> "trump " + pack.suitLetter(arg);
            case Action.ANNOUNCE -> "announce " + announcements.get(arg);
            case Action.DISCARD, Action.TAKE -> {
                StringBuilder sb = new StringBuilder(Action.kind(action) == Action.DISCARD ? "discard" : "take");
                for (int i = 0; i < Action.cardCount(action); i++) {
                    sb.append(' ').append(pack.card(Action.cardAt(action, i)).code());
                }
                yield sb.toString();
            }
            case Action.DECLARE -> {
                StringBuilder sb = new StringBuilder("declare");
                for (int i = 0; i < tokens.size(); i++) {
                    if ((arg & (1 << i)) != 0) {
                        sb.append(' ').append(tokens.get(i));
                    }
                }
                yield sb.toString();
            }
            default -> throw new IllegalArgumentException("not an action: " + action);
        };
    }

    /**
     * Parses an action string.
     *
     * @throws IllegalActionException with {@link Reason#UNKNOWN_ACTION} for text outside the vocabulary,
     *                                {@link Reason#DUPLICATE} for a card or token named twice
     */
    public int parse(String text) {
        if (text == null || text.isEmpty()) {
            throw unknown(text, "an action is required", Map.of("problem", "empty"));
        }
        if (!text.equals(text.strip()) || text.contains("  ")) {
            throw unknown(text, "words must be separated by single spaces", Map.of("problem", "spacing"));
        }
        String[] w = text.split(" ");
        String verb = w[0];
        int args = w.length - 1;
        switch (verb) {
            case "pass", "hold", "reject", "annul", "keep" -> {
                if (args != 0) {
                    throw unknown(text, "\"" + Echo.of(verb) + "\" takes no argument",
                            Map.of("problem", "no-argument", "word", verb));
                }
                return switch (verb) {
                    case "pass" -> Action.PASS_ACTION;
                    case "hold" -> Action.HOLD_ACTION;
                    case "reject" -> Action.REJECT_ACTION;
                    case "annul" -> Action.ANNUL_ACTION;
                    default -> Action.KEEP_ACTION;
                };
            }
            case "play" -> {
                requireArgs(text, args, 1, 1);
                return Action.play(card(text, w[1]).index());
            }
            case "bid" -> {
                requireArgs(text, args, 1, 1);
                int c = contracts.indexOf(w[1]);
                if (c < 0) {
                    throw unknown(text, "no contract \"" + Echo.of(w[1]) + "\" (valid: " + String.join(", ", contracts) + ")",
                            Map.of("problem", "unknown-contract", "word", w[1], "valid", contracts));
                }
                return Action.bid(c);
            }
            case "trump" -> {
                requireArgs(text, args, 1, 1);
                int s = w[1].length() == 1 ? trumpLetters.indexOf(w[1].charAt(0)) : -1;
                if (s < 0) {
                    List<String> letters = trumpLetters.chars().mapToObj(ch -> String.valueOf((char) ch)).toList();
                    throw unknown(text, "no trump suit \"" + Echo.of(w[1]) + "\" (valid: " + String.join(", ", letters) + ")",
                            Map.of("problem", "unknown-suit", "word", w[1], "valid", letters));
                }
                return Action.trump(pack.suitOf(w[1]));
            }
            case "announce" -> {
                requireArgs(text, args, 1, 1);
                int a = announcements.indexOf(w[1]);
                if (a < 0) {
                    throw unknown(text, "no announcement \"" + Echo.of(w[1]) + "\" (valid: " + String.join(", ", announcements) + ")",
                            Map.of("problem", "unknown-announcement", "word", w[1], "valid", announcements));
                }
                return Action.announce(a);
            }
            case "discard", "take" -> {
                requireArgs(text, args, 1, 3);
                int[] idx = new int[args];
                List<Card> seen = new ArrayList<>();
                for (int i = 0; i < args; i++) {
                    Card c = card(text, w[i + 1]);
                    if (seen.contains(c)) {
                        throw new IllegalActionException(Reason.DUPLICATE, "card " + c + " is named twice",
                                Map.of("card", c.code()));
                    }
                    seen.add(c);
                    idx[i] = c.index();
                }
                return Action.cards(verb.equals("discard") ? Action.DISCARD : Action.TAKE, idx);
            }
            case "declare" -> {
                if (tokens.isEmpty()) {
                    throw unknown(text, "this game has no declarations", Map.of("problem", "no-declarations"));
                }
                requireArgs(text, args, 1, tokens.size());
                int mask = 0;
                for (int i = 1; i < w.length; i++) {
                    int t = tokens.indexOf(w[i]);
                    if (t < 0) {
                        throw unknown(text, "no declaration \"" + Echo.of(w[i]) + "\" (valid: " + String.join(", ", tokens) + ")",
                                Map.of("problem", "unknown-declaration", "word", w[i], "valid", tokens));
                    }
                    if ((mask & (1 << t)) != 0) {
                        throw new IllegalActionException(Reason.DUPLICATE, "declaration " + w[i] + " is named twice",
                                Map.of("declaration", w[i]));
                    }
                    mask |= 1 << t;
                }
                return Action.declare(mask);
            }
            default -> throw unknown(text, "unknown action word \"" + Echo.of(verb) + "\"",
                    Map.of("problem", "unknown-word", "word", verb));
        }
    }

    private Card card(String text, String code) {
        Card c = pack.find(code);
        if (c == null) {
            throw unknown(text, "unknown card \"" + Echo.of(code) + "\"", Map.of("problem", "unknown-card", "word", code));
        }
        return c;
    }

    private static void requireArgs(String text, int args, int min, int max) {
        if (args < min || args > max) {
            throw unknown(text, "wrong number of arguments", Map.of("problem", "argument-count"));
        }
    }

    /**
     * A refusal of text outside the vocabulary; {@code args} name the {@code problem} and its words. The text and
     * its words are repeated clipped ({@link Echo}).
     */
    private static IllegalActionException unknown(String text, String why, Map<String, Object> args) {
        String shown = text == null ? "" : Echo.of(text);
        Map<String, Object> all = new HashMap<>();
        args.forEach((k, v) -> all.put(k, v instanceof String word ? Echo.of(word) : v));
        all.put("text", shown);
        return new IllegalActionException(Reason.UNKNOWN_ACTION,
                "\"" + shown + "\" is not an action of this game: " + why, all);
    }
}
