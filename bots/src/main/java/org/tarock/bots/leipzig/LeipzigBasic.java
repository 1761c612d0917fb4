package org.tarock.bots.leipzig;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.tarock.bots.Strategy;
import org.tarock.engine.Action;
import org.tarock.engine.Card;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Phase;
import org.tarock.engine.SeatView;
import org.tarock.engine.Trick;
import org.tarock.engine.leipzig.LeipzigTaroc;

/**
 * Leipzig Taroc's basic strategy. It annuls only very weak hands, lays away cards that secure points or make
 * a void (never breaking a Cavallerie), declares the most valuable Roem it may (under Nuremberg ten trumps only
 * when it expects more than 26), keeps the Pagat (T1) out of danger and back for the last trick when strong in
 * trumps, spends the Excuse (Sküs) on tricks it would lose anyway, and wins tricks worth points cheaply.
 */
public final class LeipzigBasic implements Strategy {
    private static final int PAGAT = 1;
    private static final int MOND = 21;

    @Override
    public GameId game() {
        return LeipzigTaroc.ID;
    }

    @Override
    public int choose(Game game, SeatView view, DealRandom random) {
        List<Integer> legal = view.legal();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return switch (view.phase()) {
            case ANNULMENT -> annulOrKeep(view);
            case DISCARD -> Strategy.best(legal, skartRating(game, view.hand()));
            case DECLARATIONS -> declare(game, view);
            case PLAY -> play(game, view);
            default -> legal.get(random.nextInt(legal.size()));
        };
    }

    // ---- cards -----------------------------------------------------------------------------------

    private static boolean isTrump(Card c) {
        return c.suit() == Card.TRUMPS;
    }

    private static boolean isExcuse(Card c) {
        return c.suit() == Card.EXCUSE;
    }

    /** Order inside a suit (higher wins): red suits rank their pips the other way round; trumps above all. */
    private static int strength(Card c) {
        if (isTrump(c)) {
            return 100 + c.rank();
        }
        boolean red = c.suit() == 1 || c.suit() == 2;
        return red && c.rank() >= 4 ? c.rank() - 4 : 13 - c.rank();
    }

    private static boolean beats(Card c, Card best) {
        if (isExcuse(c)) {
            return false;
        }
        if (best == null) {
            return true;
        }
        if (isTrump(c)) {
            return !isTrump(best) || c.rank() > best.rank();
        }
        return c.suit() == best.suit() && strength(c) > strength(best);
    }

    private static long trumps(List<Card> hand) {
        return hand.stream().filter(LeipzigBasic::isTrump).count();
    }

    private static boolean holds(List<Card> hand, String code) {
        return hand.stream().anyMatch(c -> c.code().equals(code));
    }

    // ---- annulment, Skart, declarations ----------------------------------------------------------

    private static int annulOrKeep(SeatView view) {
        List<Card> hand = view.hand();
        long kings = hand.stream().filter(c -> c.suit() < 4 && c.rank() == 0).count();
        long strength = trumps(hand) + 2 * kings + (holds(hand, "FOOL") ? 1 : 0);
        return strength < 4 ? Action.ANNUL_ACTION : Action.KEEP_ACTION;
    }

    @Override
    public ToDoubleFunction<Integer> rating(Game game, SeatView view) {
        return view.phase() == Phase.DISCARD ? skartRating(game, view.hand()) : Strategy.super.rating(game, view);
    }

    private static ToDoubleFunction<Integer> skartRating(Game game, List<Card> hand) {
        return a -> {
            int score = 0;
            int[] left = new int[4];
            int[] courtsLeft = new int[4];
            for (Card c : hand) {
                if (c.suit() < 4) {
                    left[c.suit()]++;
                    courtsLeft[c.suit()] += c.rank() < 4 ? 1 : 0;
                }
            }
            for (int i = 0; i < Action.cardCount(a); i++) {
                Card c = game.pack().card(Action.cardAt(a, i));
                // the Skart counts for the dealer: laying away a court secures its points
                score += 2 * c.value();
                if (isTrump(c)) {
                    // only the Pagat exception lets trumps go: a Pagat laid away can no longer be lost
                    score += c.rank() == PAGAT ? 4 : -6;
                } else if (isExcuse(c)) {
                    score -= 8;
                } else {
                    left[c.suit()]--;
                    if (c.rank() < 4) {
                        courtsLeft[c.suit()]--;
                    }
                }
            }
            for (Card c : hand) {
                if (c.suit() < 4 && c.rank() < 4 && courtsLeft[c.suit()] < 3 && countCourts(hand, c.suit()) >= 3) {
                    score -= 10; // a (half) Cavallerie broken
                }
            }
            for (int s = 0; s < 4; s++) {
                if (left[s] == 0 && countSuit(hand, s) > 0) {
                    score += 6; // a void made: later we may trump
                }
            }
            return score;
        };
    }

    private static int countSuit(List<Card> hand, int suit) {
        return (int) hand.stream().filter(c -> c.suit() == suit).count();
    }

    private static int countCourts(List<Card> hand, int suit) {
        return (int) hand.stream().filter(c -> c.suit() == suit && c.rank() < 4).count();
    }

    private static int declare(Game game, SeatView view) {
        boolean conditional = ((LeipzigTaroc) game).trumpsConditional();
        List<Card> hand = view.hand();
        // ten trumps are worth risking under Nuremberg only with a strong hand of trumps
        boolean trumpsPay = !conditional || trumps(hand) >= 12 || (trumps(hand) >= 10 && holds(hand, "T21"));
        int best = Action.PASS_ACTION;
        int bestWorth = 0;
        for (int a : view.legal()) {
            if (Action.kind(a) != Action.DECLARE) {
                continue;
            }
            String[] tokens = game.vocabulary().format(a).split(" ");
            int worth = 0;
            boolean skip = false;
            for (int i = 1; i < tokens.length; i++) {
                String t = tokens[i];
                if (t.equals("trumps") && !trumpsPay) {
                    skip = true;
                }
                worth += t.startsWith("half-") || t.equals("kings-excuse") ? 5 : 10;
            }
            if (!skip && worth > bestWorth) {
                bestWorth = worth;
                best = a;
            }
        }
        return best;
    }

    // ---- play ------------------------------------------------------------------------------------

    private static int play(Game game, SeatView view) {
        List<Card> hand = view.hand();
        List<Card> legal = view.legal().stream().map(a -> game.pack().card(Action.arg(a))).toList();
        Trick trick = view.currentTrick();
        List<Card> played = trick == null ? List.of() : trick.cards();
        int trickNumber = view.completedTricks() + 1;
        boolean keepPagat = holds(hand, "T1") && trumps(hand) >= 6 && trickNumber < 25;
        Card choice = played.isEmpty() ? lead(view, hand, legal, keepPagat) : follow(view, legal, played, keepPagat);
        return Action.play(choice.index());
    }

    private static Card lead(SeatView view, List<Card> hand, List<Card> legal, boolean keepPagat) {
        int[] seen = new int[4];
        for (Trick t : view.tricks()) {
            for (Card c : t.cards()) {
                if (c.suit() < 4) {
                    seen[c.suit()]++;
                }
            }
        }
        Card best = null;
        for (Card c : legal) {
            if (c.suit() < 4 && c.rank() == 0 && seen[c.suit()] <= 4) {
                return c; // a King early in its suit is likely to win the trick
            }
        }
        if (holds(legal, "T21")) {
            return card(legal, "T21");
        }
        for (Card c : legal) {
            if (isExcuse(c) || (keepPagat && isTrump(c) && c.rank() == PAGAT)) {
                continue;
            }
            // low cards of long suits first, empty cards before courts
            if (best == null || leadCost(c, hand) < leadCost(best, hand)) {
                best = c;
            }
        }
        return best != null ? best : legal.get(0);
    }

    private static int leadCost(Card c, List<Card> hand) {
        int cost = 10 * c.value() + (isTrump(c) ? 5 + c.rank() / 4 : strength(c));
        return c.suit() < 4 ? cost - 2 * countSuit(hand, c.suit()) : cost;
    }

    private static Card follow(SeatView view, List<Card> legal, List<Card> played, boolean keepPagat) {
        Card winning = null; // null while only a led Excuse is in the trick
        for (Card c : played) {
            if (!isExcuse(c) && beats(c, winning)) {
                winning = c;
            }
        }
        boolean last = played.size() == 2;
        int trickValue = played.stream().filter(c -> !isExcuse(c)).mapToInt(Card::value).sum();
        Card cheapestWin = null;
        Card cheapest = null;
        Card excuse = null;
        for (Card c : legal) {
            if (isExcuse(c)) {
                excuse = c;
                continue;
            }
            boolean pagat = isTrump(c) && c.rank() == PAGAT;
            if (beats(c, winning) && (!pagat || last)) {
                if (cheapestWin == null || winCost(c) < winCost(cheapestWin)) {
                    cheapestWin = c;
                }
            }
            if (pagat && (keepPagat || legal.size() > 1)) {
                continue;
            }
            if (cheapest == null || loseCost(c) < loseCost(cheapest)) {
                cheapest = c;
            }
        }
        if (cheapestWin != null && (last || safeWinner(cheapestWin, played))) {
            return cheapestWin;
        }
        if (cheapestWin != null && !last && trickValue >= 4) {
            Card strongest = strongestWinner(legal, winning);
            if (strongest != null && safeWinner(strongest, played)) {
                return strongest;
            }
        }
        // losing anyway: the Excuse saves a card of value when it would otherwise go to the winner
        if (excuse != null && (cheapest == null || cheapest.value() >= 2 || view.completedTricks() >= 18)) {
            return excuse;
        }
        return cheapest != null ? cheapest : legal.get(0);
    }

    private static Card strongestWinner(List<Card> legal, Card winning) {
        Card best = null;
        for (Card c : legal) {
            if (beats(c, winning) && (best == null || strength(c) > strength(best))) {
                best = c;
            }
        }
        return best;
    }

    /** A card that the third player is unlikely to beat: a high trump, or the King of a plain-suit trick. */
    private static boolean safeWinner(Card c, List<Card> played) {
        if (isTrump(c)) {
            return c.rank() >= 18 || c.rank() == MOND;
        }
        return c.rank() == 0 && played.stream().noneMatch(LeipzigBasic::isTrump);
    }

    private static int winCost(Card c) {
        return isTrump(c) ? 10 + c.rank() : strength(c);
    }

    private static int loseCost(Card c) {
        return 10 * c.value() + (isTrump(c) ? 5 + c.rank() : strength(c));
    }

    private static Card card(List<Card> cards, String code) {
        return cards.stream().filter(c -> c.code().equals(code)).findFirst().orElseThrow();
    }
}
