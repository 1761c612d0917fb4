package org.tarock.engine.husarln;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tarock.engine.Card;
import org.tarock.engine.Move;
import org.tarock.engine.Pack;
import org.tarock.engine.State;

/**
 * A slow, plain re-implementation of husarln.md's procedures, written straight from the text with lists of
 * cards and strings: it replays a hand's moves from the deal and lists the legal action strings of the seat to
 * act. The property tests compare the engine's legal actions with it.
 */
final class ReferenceRules {
    private static final List<String> CONTRACTS = List.of("two-cards", "one-card", "solo");
    private static final List<String> TOKENS = List.of("trumps-10", "trumps-11", "trumps-12", "honours", "ultimo");

    private final boolean soloEndsAuction;
    private final boolean rebidAfterHold;
    private final List<List<Card>> hands = new ArrayList<>();
    private final List<Card> stock;

    // auction (rules/README.md §3)
    private final int[] order = new int[3];
    private int next;
    private int high = -1;
    private int holder = -1;
    private int challenger = -1;
    private boolean holderAnswers;
    private boolean auctionOver;

    // after the auction
    private int declarer = -1;
    private int packetSize;
    private int examining;
    private boolean finalChoice;
    private boolean taken;
    private boolean discarded;
    private int declarationsMade;
    private final List<Card> trick = new ArrayList<>();
    private int trickLeader;
    private int toPlay;
    private int tricksPlayed;

    private ReferenceRules(State state) {
        Husarln game = (Husarln) state.game();
        soloEndsAuction = game.soloEndsAuction;
        rebidAfterHold = game.rebidAfterHold;
        for (int s = 0; s < 3; s++) {
            hands.add(new ArrayList<>(state.deal().hand(s)));
        }
        stock = state.deal().talon();
        for (int i = 0; i < 3; i++) {
            order[i] = (state.dealer() + 1 + i) % 3;
        }
    }

    /** The legal actions of the seat to act in {@code state}, recomputed from its deal and moves. */
    static Set<String> legal(State state) {
        ReferenceRules r = new ReferenceRules(state);
        for (Move m : state.moves()) {
            r.apply(state.game().vocabulary().format(m.action()));
        }
        return r.legal();
    }

    private static boolean isTrump(Card c) {
        return c.code().startsWith("T") || c.code().equals("FOOL");
    }

    private static boolean isHonour(Card c) {
        return List.of("T1", "T21", "FOOL").contains(c.code());
    }

    private static boolean isKing(Card c) {
        return !isTrump(c) && c.code().charAt(1) == 'K';
    }

    /** Trump strength: the Fool above T21. */
    private static int trumpRank(Card c) {
        return c.code().equals("FOOL") ? 22 : Integer.parseInt(c.code().substring(1));
    }

    /** Suit strength: K Q C J pip. */
    private static int suitRank(Card c) {
        int court = "KQCJ".indexOf(c.code().charAt(1));
        return court < 0 ? 0 : 4 - court;
    }

    private static char suitOf(Card c) {
        return isTrump(c) ? 'T' : c.code().charAt(0);
    }

    private static String cards(String verb, List<Card> cs) {
        List<Card> sorted = new ArrayList<>(cs);
        sorted.sort(Comparator.comparingInt(Card::index));
        StringBuilder sb = new StringBuilder(verb);
        for (Card c : sorted) {
            sb.append(' ').append(c.code());
        }
        return sb.toString();
    }

    private int speaker() {
        if (challenger < 0) {
            return order[next];
        }
        return holderAnswers ? holder : challenger;
    }

    private List<Card> packet(int j) {
        return stock.subList(j * packetSize, (j + 1) * packetSize);
    }

    private int declarationSeat() {
        return (declarer + declarationsMade) % 3;
    }

    private Set<String> legal() {
        Set<String> out = new LinkedHashSet<>();
        if (!auctionOver) {
            out.add("pass");
            if (challenger >= 0 && holderAnswers) {
                out.add("hold");
                return out;
            }
            if (challenger >= 0 && !rebidAfterHold) {
                return out;
            }
            for (int c = high + 1; c < 3; c++) {
                out.add("bid " + CONTRACTS.get(c));
            }
            return out;
        }
        if (declarer < 0) {
            return out;
        }
        if (packetSize > 0 && !taken) {
            if (!finalChoice) {
                out.add("reject");
                out.add(cards("take", packet(examining)));
            } else {
                for (int j = 0; j < 6 / packetSize - 1; j++) {
                    out.add(cards("take", packet(j)));
                }
            }
            return out;
        }
        if (packetSize > 0 && !discarded) {
            List<Card> hand = hands.get(declarer);
            List<Card> plain = hand.stream().filter(c -> !isTrump(c) && !isKing(c)).toList();
            for (List<Card> subset : subsets(hand, packetSize)) {
                boolean noHonourOrKing = subset.stream().noneMatch(c -> isHonour(c) || isKing(c));
                long fromPlain = subset.stream().filter(plain::contains).count();
                if (noHonourOrKing && fromPlain == Math.min(packetSize, plain.size())) {
                    out.add(cards("discard", subset));
                }
            }
            return out;
        }
        if (declarationsMade < 3) {
            List<Card> hand = hands.get(declarationSeat());
            long trumps = hand.stream().filter(ReferenceRules::isTrump).count();
            List<String> codes = hand.stream().map(Card::code).toList();
            out.add("pass");
            for (int mask = 1; mask < 32; mask++) {
                boolean ok = Integer.bitCount(mask & 0b111) <= 1;
                for (int t = 0; t < 3; t++) {
                    ok &= (mask & 1 << t) == 0 || trumps == 10 + t;
                }
                ok &= (mask & 8) == 0 || codes.containsAll(List.of("T1", "T21", "FOOL"));
                ok &= (mask & 16) == 0 || codes.contains("T1");
                if (ok) {
                    StringBuilder sb = new StringBuilder("declare");
                    for (int t = 0; t < 5; t++) {
                        if ((mask & 1 << t) != 0) {
                            sb.append(' ').append(TOKENS.get(t));
                        }
                    }
                    out.add(sb.toString());
                }
            }
            return out;
        }
        if (tricksPlayed == 12) {
            return out;
        }
        List<Card> hand = hands.get(toPlay);
        List<Card> legal = hand;
        if (!trick.isEmpty()) {
            char led = suitOf(trick.get(0));
            List<Card> follow = hand.stream().filter(c -> suitOf(c) == led).toList();
            List<Card> trumps = hand.stream().filter(ReferenceRules::isTrump).toList();
            legal = !follow.isEmpty() ? follow : !trumps.isEmpty() ? trumps : hand;
        }
        for (Card c : legal) {
            out.add("play " + c.code());
        }
        return out;
    }

    private static List<List<Card>> subsets(List<Card> cards, int size) {
        List<List<Card>> out = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            if (size == 1) {
                out.add(List.of(cards.get(i)));
                continue;
            }
            for (int j = i + 1; j < cards.size(); j++) {
                out.add(List.of(cards.get(i), cards.get(j)));
            }
        }
        return out;
    }

    private void apply(String action) {
        String[] w = action.split(" ");
        if (!auctionOver) {
            applyAuction(w);
            return;
        }
        switch (w[0]) {
            case "reject" -> {
                examining++;
                finalChoice = examining == 6 / packetSize;
            }
            case "take" -> {
                for (int i = 1; i < w.length; i++) {
                    hands.get(declarer).add(Pack.TAROT_42.parse(w[i]));
                }
                taken = true;
            }
            case "discard" -> {
                for (int i = 1; i < w.length; i++) {
                    hands.get(declarer).remove(Pack.TAROT_42.parse(w[i]));
                }
                discarded = true;
            }
            case "pass", "declare" -> declarationsMade++;
            case "play" -> play(Pack.TAROT_42.parse(w[1]));
            default -> throw new IllegalStateException(action);
        }
    }

    private void applyAuction(String[] w) {
        int p = speaker();
        boolean bid = w[0].equals("bid");
        int x = bid ? CONTRACTS.indexOf(w[1]) : -1;
        if (challenger < 0) {
            next++;
            if (bid) {
                if (high < 0) {
                    holder = p;
                } else {
                    challenger = p;
                    holderAnswers = true;
                }
                high = x;
                if (soloEndsAuction && x == 2) {
                    holder = p;
                    challenger = -1;
                    auctionOver = true;
                }
            }
        } else if (holderAnswers) {
            if (w[0].equals("hold")) {
                holderAnswers = false;
            } else {
                holder = challenger;
                challenger = -1;
            }
        } else if (bid) {
            high = x;
            holderAnswers = true;
            if (soloEndsAuction && x == 2) {
                holder = challenger;
                challenger = -1;
                auctionOver = true;
            }
        } else {
            challenger = -1;
        }
        if (!auctionOver && challenger < 0 && next == 3) {
            auctionOver = true;
        }
        if (auctionOver && holder >= 0) {
            declarer = holder;
            packetSize = high == 0 ? 2 : high == 1 ? 1 : 0;
            trickLeader = declarer;
            toPlay = declarer;
            discarded = packetSize == 0;
            taken = packetSize == 0;
        }
    }

    private void play(Card c) {
        hands.get(toPlay).remove(c);
        trick.add(c);
        toPlay = (toPlay + 1) % 3;
        if (trick.size() < 3) {
            return;
        }
        int best = 0;
        for (int i = 1; i < 3; i++) {
            Card a = trick.get(i);
            Card b = trick.get(best);
            boolean wins = isTrump(a) ? !isTrump(b) || trumpRank(a) > trumpRank(b)
                    : !isTrump(b) && suitOf(a) == suitOf(b) && suitRank(a) > suitRank(b);
            if (wins) {
                best = i;
            }
        }
        trickLeader = (trickLeader + best) % 3;
        toPlay = trickLeader;
        trick.clear();
        tricksPlayed++;
    }
}
