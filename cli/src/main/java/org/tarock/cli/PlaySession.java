package org.tarock.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.tarock.bots.Bot;
import org.tarock.engine.Action;
import org.tarock.engine.Amount;
import org.tarock.engine.Card;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.IllegalActionException;
import org.tarock.engine.Match;
import org.tarock.engine.Move;
import org.tarock.engine.Phase;
import org.tarock.engine.Reason;
import org.tarock.engine.Refusal;
import org.tarock.engine.SeatView;
import org.tarock.engine.Seating;
import org.tarock.engine.State;
import org.tarock.engine.Trick;
import org.tarock.engine.Vocabulary;
import org.tarock.records.HandRecord;
import org.tarock.records.RecordLog;
import org.tarock.solver.Analysis;
import org.tarock.records.RecordWriter;
import org.tarock.solver.HintText;
import org.tarock.solver.bots.ExpertBot;

/**
 * A person at the table with bots, hand after hand until the person quits: the hand shown sorted, the
 * legal choices offered, bids and tricks as they happen, and after each hand the result with the running
 * score sheet. Each finished hand is appended to the records file at once, so quitting loses nothing.
 */
final class PlaySession {
    /** More legal choices than this are not listed one by one (a Stockspiel discard has hundreds). */
    private static final int LISTED = 40;
    /** The search behind a hint: the {@code expert} bot's, with its time cap (about a second at most). */
    private static final ExpertBot.Budget HINT_BUDGET = ExpertBot.TIMED;

    private final Game game;
    /** Whether the person may ask for a suggested card ({@code h}). */
    private final boolean hints;
    private final Match match;
    private final String me;
    private final Map<String, Bot> bots;
    private final Interaction io;
    private final PrintWriter out;
    private final CardText cards;
    private final ResultText results;
    private final ScoreSheet sheet;
    private final RecordLog save;
    private int saved;
    private String lastFacts = "";

    PlaySession(Game game, Match match, List<String> table, String me, Map<String, Bot> bots, Interaction io,
                RecordLog save, boolean hints) {
        this.hints = hints;
        this.game = game;
        this.match = match;
        this.me = me;
        this.bots = bots;
        this.io = io;
        this.out = io.out();
        this.cards = new CardText(io.style());
        this.results = new ResultText(io.style());
        this.sheet = new ScoreSheet(table, io.style());
        this.save = save;
    }

    /** Plays until the person quits or the input ends; returns the number of hands saved. */
    int run() {
        while (true) {
            State state = match.startHand();
            Seating seating = match.seating();
            if (!playHand(state, seating)) {
                break;
            }
            record(state, seating);
            HandResult result = match.finishHand();
            sheet.add(seating, result);
            out.println();
            out.println(io.style().bold("Result of hand " + match.handsPlayed()));
            results.lines(result, seating).forEach(l -> out.println("  " + l));
            out.println();
            sheet.lines().forEach(out::println);
            String next = io.readLine("Enter for the next hand, q to quit: ");
            if (next == null || isQuit(next)) {
                break;
            }
        }
        out.println();
        Amount total = sheet.total(me);
        String balance = total.halves() > 0 ? "you won " + total
                : total.halves() < 0 ? "you paid " + total.negate() : "you are even";
        int hands = match.handsPlayed();
        out.println("Match over after " + hands + " hand" + (hands == 1 ? "" : "s") + ": " + balance + ".");
        out.flush();
        return saved;
    }

    /** Plays one hand to its end; false when the person quits during it. */
    private boolean playHand(State state, Seating seating) {
        List<String> players = seating.players();
        int mine = players.indexOf(me);
        out.println();
        Style style = io.style();
        out.println(style.bold(style.rule() + " Hand " + (match.handsPlayed() + 1) + style.dot() + "dealer "
                + seating.dealerName() + " " + style.rule()));
        out.println("forehand " + players.get((seating.dealer() + 1) % 3) + style.dot() + "middlehand "
                + players.get((seating.dealer() + 2) % 3) + style.dot() + "rearhand " + players.get(seating.dealer()));
        if (mine < 0) {
            out.println("You deal and sit this hand out; the bots play it.");
        } else if (state.currentSeat() != mine) {
            // The hand is shown at once only when bots speak first; otherwise the first question shows it.
            out.println("Your hand: " + cards.hand(state.view(mine).hand()));
        }
        Phase phase = state.phase();
        int shown = 0;
        int tricks = 0;
        while (!state.isOver()) {
            int seat = state.currentSeat();
            if (seat == mine) {
                Integer action = ask(state, mine, players);
                if (action == null) {
                    return false;
                }
                state.apply(seat, action);
            } else {
                Bot bot = bots.get(players.get(seat));
                state.apply(seat, bot.choose(game, state.view(seat)));
            }
            shown = showMoves(state, mine, players, shown);
            tricks = showTricks(state, mine, players, tricks);
            if (state.phase() != phase && state.phase() == Phase.PLAY) {
                showFacts(state.view(Math.max(mine, 0)), players);
            }
            phase = state.phase();
        }
        lastFacts = "";
        return true;
    }

    /** Prints the hand's public facts (contract, trump, pot, ...) when they have changed. */
    private void showFacts(SeatView view, List<String> players) {
        String facts = PublicFacts.describe(view.detail(), players, io.style());
        if (!facts.isEmpty() && !facts.equals(lastFacts)) {
            out.println(io.style().dim(facts));
        }
        lastFacts = facts;
    }

    /** Prints the decisions other than card play since {@code shown}; cards show up in the tricks. */
    private int showMoves(State state, int mine, List<String> players, int shown) {
        List<Move> moves = state.moves();
        Vocabulary vocabulary = game.vocabulary();
        for (int i = shown; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (Action.kind(m.action()) == Action.PLAY) {
                continue;
            }
            int observer = mine >= 0 ? mine : (m.seat() + 1) % 3;
            boolean hidden = state.view(observer).history().get(i).action() == Action.HIDDEN;
            String who = m.seat() == mine ? "You" : players.get(m.seat());
            String code = vocabulary.format(m.action());
            String what = hidden ? "lays away " + Action.cardCount(m.action()) + " cards" : describe(code);
            String words = game.spoken(moves, i).filter(s -> !s.equals(code)).map(s -> "  \"" + s + "\"")
                    .orElse("");
            out.println("  " + who + ": " + what + (words.isEmpty() ? "" : io.style().dim(words)));
        }
        return moves.size();
    }

    /** Prints the tricks completed since {@code done}. */
    private int showTricks(State state, int mine, List<String> players, int done) {
        SeatView view = state.view(Math.max(mine, 0));
        int completed = view.completedTricks();
        for (int t = done; t < completed; t++) {
            Trick trick = view.tricks().get(t);
            out.println("  Trick " + (t + 1) + ": " + trickText(trick, mine, players) + "  " + io.style().arrow() + " "
                    + io.style().bold(trick.winner() == mine ? "You" : players.get(trick.winner())));
        }
        return completed;
    }

    private String trickText(Trick trick, int mine, List<String> players) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < trick.cards().size(); i++) {
            int seat = trick.seatOf(i);
            parts.add((seat == mine ? "You" : players.get(seat)) + " " + cards.card(trick.cards().get(i)));
        }
        return String.join(", ", parts);
    }

    /** Asks the person for an action until a legal one is given; null when the person quits. */
    private Integer ask(State state, int mine, List<String> players) {
        SeatView view = state.view(mine);
        out.println();
        showFacts(view, players);
        Trick current = view.currentTrick();
        if (current != null) {
            out.println("Trick " + (view.completedTricks() + 1) + ": " + trickText(current, mine, players));
        }
        out.println("Your hand: " + cards.hand(view.hand()));
        List<Integer> legal = view.legal();
        out.println(choices(legal));
        while (true) {
            String line = io.readLine("Your " + phaseWord(state.phase()) + "> ");
            if (line == null) {
                return null;
            }
            String text = line.strip();
            if (text.isEmpty()) {
                continue;
            }
            if (isQuit(text)) {
                return null;
            }
            if (text.equals("?") || text.equalsIgnoreCase("help")) {
                help();
                out.println(choices(legal));
                continue;
            }
            if (hints && (text.equalsIgnoreCase("h") || text.equalsIgnoreCase("hint"))) {
                out.println(hint(view));
                continue;
            }
            try {
                int action = parse(text, legal);
                Refusal refusal = state.check(mine, action);
                if (refusal == null) {
                    return action;
                }
                out.println(io.style().paint(Style.RED, "Not allowed: " + refusal.message()));
            } catch (IllegalActionException e) {
                out.println(io.style().paint(Style.RED, e.getMessage()));
            }
        }
    }

    /**
     * The action the person means: a number from the list, a whole action ({@code bid solo}), or its
     * argument alone ({@code solo}, {@code EA}, {@code GK G9 S7}), case aside for card codes.
     */
    private int parse(String text, List<Integer> legal) {
        if (text.chars().allMatch(Character::isDigit)) {
            // Longer digit strings cannot be a choice and would overflow an int.
            int n = text.length() > 6 ? 0 : Integer.parseInt(text);
            if (n < 1 || n > legal.size()) {
                throw new IllegalActionException(Reason.UNKNOWN_ACTION,
                        "choose a number from 1 to " + legal.size(), Map.of("problem", "choice", "text", text));
            }
            return legal.get(n - 1);
        }
        Vocabulary vocabulary = game.vocabulary();
        Set<String> verbs = new LinkedHashSet<>();
        for (int a : legal) {
            verbs.add(vocabulary.format(a).split(" ")[0]);
        }
        List<String> candidates = new ArrayList<>(List.of(text, normalized(text)));
        for (String verb : verbs) {
            candidates.add(normalized(verb + " " + text));
        }
        IllegalActionException first = null;
        for (String candidate : candidates) {
            try {
                return vocabulary.parse(candidate);
            } catch (IllegalActionException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        throw first;
    }

    /** Lower-case words, single spaces, and card codes and suit letters in capitals. */
    private static String normalized(String text) {
        String[] words = text.strip().split("\\s+");
        String verb = words[0].toLowerCase(Locale.ROOT);
        boolean cardArgs = Set.of("play", "discard", "take", "trump").contains(verb);
        StringBuilder sb = new StringBuilder(verb);
        for (int i = 1; i < words.length; i++) {
            sb.append(' ').append(cardArgs ? words[i].toUpperCase(Locale.ROOT) : words[i].toLowerCase(Locale.ROOT));
        }
        return sb.toString();
    }

    private String choices(List<Integer> legal) {
        Vocabulary vocabulary = game.vocabulary();
        if (legal.size() > LISTED) {
            return legal.size() + " choices, for example \"" + vocabulary.format(legal.get(0))
                    + "\": type the action, or just its cards.";
        }
        boolean allPlays = legal.stream().allMatch(a -> Action.kind(a) == Action.PLAY);
        List<String> items = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            int a = legal.get(i);
            String label = allPlays ? cards.card(game.pack().card(Action.arg(a))) : describe(vocabulary.format(a));
            items.add((i + 1) + ") " + label);
        }
        return (allPlays ? "Legal cards: " : "Choices: ") + String.join("  ", items);
    }

    /** An action string with its cards coloured and a trump suit named. */
    private String describe(String action) {
        String[] words = action.split(" ");
        StringBuilder sb = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            Card c = game.pack().find(words[i]);
            sb.append(' ').append(c != null ? cards.card(c) : words[i]);
        }
        if (words[0].equals("trump") && words.length == 2) {
            sb.append(" (").append(cards.suitName(game.pack(), words[1])).append(')');
        }
        return sb.toString();
    }

    private static String phaseWord(Phase phase) {
        return switch (phase) {
            case AUCTION -> "bid";
            case PLAY -> "card";
            default -> "choice";
        };
    }

    /**
     * A suggested card with the expected points of every legal card, from what the person can see: the
     * {@code expert} bot's search (sampled deals weighed by how the others bid and played, each solved).
     */
    private String hint(SeatView view) {
        if (view.phase() != Phase.PLAY) {
            return "Hints are for card play.";
        }
        ExpertBot.Expected e = new ExpertBot("expert", HINT_BUDGET, view.history().size()).expected(game, view);
        // The expert's own card first (among equal scores it takes basic's), then the others by score.
        List<Integer> order = e.ranked();
        Card top = cardOf(view, order.get(0));
        boolean more = order.size() > 1;
        String reason = HintText.reason(game, view, top, e.values()[order.get(0)],
                more ? cardOf(view, order.get(1)) : null, more ? e.values()[order.get(1)] : Double.NaN,
                String.format(Locale.ROOT, "over %d sampled deals weighed by how the others played", e.samples()),
                ExpertBot.method(game));
        StringBuilder sb = new StringBuilder("Hint: " + top + " — " + reason + "\n  expected points:");
        for (int k : order) {
            sb.append(String.format(Locale.ROOT, " %s %.1f", cardOf(view, k), e.values()[k]));
        }
        return sb.toString();
    }

    private Card cardOf(SeatView view, int legalIndex) {
        return game.pack().card(Action.arg(view.legal().get(legalIndex)));
    }

    private void help() {
        out.println("Type the number of a choice, or the action itself: \"bid solo\" or just \"solo\", a card code");
        out.println("such as \"EA\" (suit letter then rank), or the cards to lay away (\"GK G9 S7\").");
        out.println("A card the rules forbid is refused with the rule that forbids it. q quits the match.");
        if (hints) {
            out.println("h asks for a hint: the suggested card and the expected points of each legal card.");
        }
    }

    private static boolean isQuit(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.equals("q") || t.equals("quit") || t.equals("exit");
    }

    private void record(State state, Seating seating) {
        if (save == null) {
            return;
        }
        save.append(HandRecord.of(state, seating));
        saved++;
    }
}
