package org.tarock.records;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.tarock.engine.Amount;

/**
 * A duplicate tournament's standings computed from its entries' settlements (docs/fairness.md, "Tournaments"). On
 * each deal an entry gets one matchpoint for every other entry that finished the deal with a lower settlement and
 * half for every equal one; the deal's score is {@code 50 × (2·lower + equal) / (n − 1)} percent among {@code n}
 * entries (50 when it is the only one). An entry's score is the mean of its deals' scores, summed in deal order,
 * shown to two decimals (halves up). The entries that played every deal come first, by score; then the others by
 * deals played, then by score; entries equal in that share a rank and are listed by name.
 */
public final class TournamentStandings {

    /** One line of the standings; {@code score} is null for an entry that finished no deal. */
    public record Line(int rank, String name, BigDecimal score, int dealsPlayed) {
    }

    private final int deals;
    /** Per entrant, per deal number: the settlement. */
    private final Map<String, Map<Integer, Amount>> settlements = new LinkedHashMap<>();

    /** Standings of a tournament of {@code deals} deals. */
    public TournamentStandings(int deals) {
        this.deals = deals;
    }

    /** Adds an entry that may have finished no deal. */
    public void enter(String entrant) {
        settlements.computeIfAbsent(entrant, k -> new TreeMap<>());
    }

    /** Adds an entry's finished deal {@code k} (from 1). */
    public void add(String entrant, int k, Amount settlement) {
        settlements.computeIfAbsent(entrant, e -> new TreeMap<>()).put(k, settlement);
    }

    /** The standings, best first. */
    public List<Line> lines() {
        record Scored(String name, int played, BigDecimal score) {
        }
        List<Scored> scored = new ArrayList<>();
        settlements.forEach((name, own) -> {
            double sum = 0;
            for (var deal : own.entrySet()) {
                sum += score(name, deal.getKey(), deal.getValue());
            }
            scored.add(new Scored(name, own.size(), own.isEmpty() ? null
                    : BigDecimal.valueOf(sum / own.size()).setScale(2, RoundingMode.HALF_UP)));
        });
        Comparator<BigDecimal> higherFirst = Comparator.nullsLast(Comparator.reverseOrder());
        scored.sort(Comparator.comparing((Scored s) -> s.played() < deals)
                .thenComparing(Scored::played, Comparator.reverseOrder())
                .thenComparing(Scored::score, higherFirst)
                .thenComparing(Scored::name));
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < scored.size(); i++) {
            Scored s = scored.get(i);
            Line before = out.isEmpty() ? null : out.getLast();
            boolean tied = before != null && Objects.equals(before.score(), s.score())
                    && (before.dealsPlayed() == s.played() || before.dealsPlayed() >= deals && s.played() >= deals);
            out.add(new Line(tied ? before.rank() : i + 1, s.name(), s.score(), s.played()));
        }
        return out;
    }

    /** {@code name}'s score in percent on deal {@code k}, where it settled {@code own}. */
    private double score(String name, int k, Amount own) {
        long halves = 0;
        int others = 0;
        for (var e : settlements.entrySet()) {
            Amount other = e.getValue().get(k);
            if (other != null && !e.getKey().equals(name)) {
                others++;
                int c = own.compareTo(other);
                halves += c > 0 ? 2 : c == 0 ? 1 : 0;
            }
        }
        return others == 0 ? 50.0 : halves * 50.0 / others;
    }
}
