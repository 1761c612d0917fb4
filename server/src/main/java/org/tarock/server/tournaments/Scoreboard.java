package org.tarock.server.tournaments;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tournament's matchpoints and standings, kept up to date as each entry finishes a deal. On a deal, an entry
 * gets one point for every other entry whose settlement was lower and half for every equal one; the deal's score
 * is that over the number of other entries, in percent ({@code 50 × (2·lower + equal) / (n − 1)}; 50 while it is
 * the only entry on the deal). An entry's score is the mean of its deals' scores, summed in deal order. The
 * standings rank the entries that played every deal by score, then the others by deals played, then by score;
 * entries equal in that (scores compared as shown, to two decimals) share a rank, and are listed by name.
 *
 * <p>A finished deal changes the score of every entry on that deal (the number of others grows), so it costs one
 * pass over that deal's field, a new sum for each entry of it, and a sort of the nearly sorted standings. Not
 * thread-safe: its tournament's lock guards it.
 */
public final class Scoreboard {

    /** One line of the standings; {@code score} is null while the entry has finished no deal. */
    public record Standing(int rank, String name, BigDecimal score, int dealsPlayed) {
    }

    /** One entry's play of a deal as the field sees it, with its matchpoints in percent. */
    public record Play(DealResult result, BigDecimal matchpoints) {
    }

    private static final class Entry {
        final String name;
        final DealResult[] results;
        /** Per deal: half matchpoints ({@code 2·lower + equal}) and the deal's score in percent. */
        final long[] halves;
        final double[] percent;
        int played;
        /** The score as shown, in hundredths of a percent; {@link #NONE} before the first finished deal. */
        long shown = NONE;

        Entry(String name, int deals) {
            this.name = name;
            this.results = new DealResult[deals];
            this.halves = new long[deals];
            this.percent = new double[deals];
        }

        void rescore() {
            double sum = 0;
            for (int d = 0; d < results.length; d++) {
                if (results[d] != null) {
                    sum += percent[d];
                }
            }
            shown = played == 0 ? NONE : hundredths(sum / played);
        }
    }

    private static final long NONE = -1;

    private final int deals;
    private final Map<String, Entry> byName = new HashMap<>();
    /** The entries in standings order. */
    private final List<Entry> ranked = new ArrayList<>();
    /** Per deal (index {@code k - 1}), the entries that finished it. */
    private final List<List<Entry>> fields;

    public Scoreboard(int deals) {
        this.deals = deals;
        this.fields = new ArrayList<>(deals);
        for (int d = 0; d < deals; d++) {
            fields.add(new ArrayList<>());
        }
    }

    /** The standings' order: complete entries, then by deals played, then by score as shown, then by name. */
    private int order(Entry a, Entry b) {
        boolean completeA = a.played == deals;
        if (completeA != (b.played == deals)) {
            return completeA ? -1 : 1;
        }
        if (a.played != b.played) {
            return Integer.compare(b.played, a.played);
        }
        if (a.shown != b.shown) {
            return Long.compare(b.shown, a.shown);
        }
        return a.name.compareTo(b.name);
    }

    /** Adds an entry that has finished no deal yet. */
    public void enter(String name) {
        if (byName.containsKey(name)) {
            throw new IllegalStateException(name + " has entered already");
        }
        Entry e = new Entry(name, deals);
        byName.put(name, e);
        ranked.add(e);
    }

    /** Whether {@code name} has entered. */
    public boolean entered(String name) {
        return byName.containsKey(name);
    }

    /** The number of entries. */
    public int size() {
        return ranked.size();
    }

    /** Scores a finished deal of an entry; every entry of that deal's field gets its new score. */
    public void finish(DealResult result) {
        Entry e = byName.get(result.entrant());
        if (e == null) {
            throw new IllegalStateException(result.entrant() + " has not entered");
        }
        int d = result.deal() - 1;
        if (d < 0 || d >= deals || e.results[d] != null) {
            throw new IllegalStateException("deal " + result.deal() + " of " + result.entrant()
                    + " is not a deal still to score");
        }
        List<Entry> field = fields.get(d);
        long own = 0;
        for (Entry other : field) {
            int c = result.settlement().compareTo(other.results[d].settlement());
            own += c > 0 ? 2 : c == 0 ? 1 : 0;
            other.halves[d] += c < 0 ? 2 : c == 0 ? 1 : 0;
        }
        e.results[d] = result;
        e.halves[d] = own;
        e.played++;
        field.add(e);
        int others = field.size() - 1;
        for (Entry member : field) {
            member.percent[d] = percent(member.halves[d], others);
            member.rescore();
        }
        ranked.sort(this::order);
    }

    /** The deal's score in percent from its half matchpoints among {@code others} other entries. */
    static double percent(long halves, int others) {
        return others == 0 ? 50.0 : halves * 50.0 / others;
    }

    /** A score as shown: to two decimals, halves up. */
    static BigDecimal rounded(double score) {
        return BigDecimal.valueOf(hundredths(score), 2);
    }

    /**
     * A score from 0 to 100 in hundredths, rounded as {@code BigDecimal.valueOf(score).setScale(2, HALF_UP)}
     * rounds it (its shortest decimal, halves up), without making that decimal unless the product's fraction lies
     * too near a half for the double arithmetic to tell: scoring a deal renews the score of every entry of its
     * field, and the decimal of each cost most of the update.
     */
    static long hundredths(double score) {
        double x = score * 100;
        double fraction = x - Math.floor(x);
        if (Math.abs(fraction - 0.5) > 1e-6) {
            return (long) Math.floor(x + 0.5);
        }
        return BigDecimal.valueOf(score).setScale(2, RoundingMode.HALF_UP).unscaledValue().longValueExact();
    }

    /** The standings, best first. */
    public List<Standing> standings() {
        List<Standing> out = new ArrayList<>(ranked.size());
        Entry previous = null;
        int rank = 0;
        for (int i = 0; i < ranked.size(); i++) {
            Entry e = ranked.get(i);
            if (previous == null || !tied(previous, e)) {
                rank = i + 1;
            }
            out.add(new Standing(rank, e.name, e.shown == NONE ? null : BigDecimal.valueOf(e.shown, 2), e.played));
            previous = e;
        }
        return out;
    }

    private boolean tied(Entry a, Entry b) {
        boolean complete = a.played == deals;
        return complete == (b.played == deals) && (complete || a.played == b.played)
                && a.shown == b.shown;
    }

    /** Whether {@code name} has finished deal {@code k}. */
    public boolean finished(String name, int k) {
        Entry e = byName.get(name);
        return e != null && k >= 1 && k <= deals && e.results[k - 1] != null;
    }

    /** How the field played deal {@code k}: every entry that finished it, in the order they did. */
    public List<Play> field(int k) {
        List<Entry> field = fields.get(k - 1);
        List<Play> out = new ArrayList<>(field.size());
        for (Entry e : field) {
            out.add(new Play(e.results[k - 1], rounded(e.percent[k - 1])));
        }
        return out;
    }
}
