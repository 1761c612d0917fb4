package org.tarock.solver.bots;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tarock.bots.Bot;
import org.tarock.bots.BotFactory;

/**
 * The search bots as a {@link BotFactory} service: {@code pimc} and the levels {@code easy}, {@code medium}
 * and {@code hard}, each a {@link PimcBot} with its budget, and {@code expert} with its twin
 * {@code expert-fixed}, an {@link ExpertBot}.
 */
public final class SearchBots implements BotFactory {

    /** The budget of each kind. {@code pimc} is {@code hard} without the time cap: the same on any machine. */
    static final Map<String, PimcBot.Budget> BUDGETS = budgets();

    private static Map<String, PimcBot.Budget> budgets() {
        Map<String, PimcBot.Budget> out = new LinkedHashMap<>();
        out.put("easy", new PimcBot.Budget(6, 30, 0, 12, 1000));
        out.put("medium", new PimcBot.Budget(30, 150, 4, 16, 1000));
        out.put("hard", new PimcBot.Budget(120, 600, 6, 20, 900));
        out.put("pimc", new PimcBot.Budget(120, 600, 6, 20, 0));
        return out;
    }

    /**
     * The budget of each expert kind. {@code expert-fixed} is {@code expert} without the time cap: the same on
     * any machine, for arenas and tests.
     */
    static final Map<String, ExpertBot.Budget> EXPERT_BUDGETS = Map.of(
            "expert", ExpertBot.TIMED,
            "expert-fixed", ExpertBot.DEFAULT,
            "expert-classic", ExpertBot.DEFAULT);

    @Override
    public List<String> kinds() {
        List<String> out = new ArrayList<>(BUDGETS.keySet());
        out.add("expert");
        out.add("expert-fixed");
        out.add("expert-classic");
        return List.copyOf(out);
    }

    @Override
    public Bot create(String kind, long seed) {
        PimcBot.Budget budget = BUDGETS.get(kind);
        if (budget != null) {
            return new PimcBot(kind, budget, seed);
        }
        ExpertBot.Budget expert = EXPERT_BUDGETS.get(kind);
        if (expert == null) {
            throw new IllegalArgumentException("not a search bot: " + kind);
        }
        return new ExpertBot(kind, expert, seed, !kind.equals("expert-classic"));
    }

    /** The kinds without a time cap: {@code pimc}, {@code expert-fixed} and {@code expert-classic}. */
    @Override
    public boolean sameOnAnyMachine(String kind) {
        PimcBot.Budget budget = BUDGETS.get(kind);
        ExpertBot.Budget expert = EXPERT_BUDGETS.get(kind);
        return budget != null ? budget.millisCap() == 0
                : expert != null && expert.millisCap() == 0 && expert.beforePlay().millisCap() == 0;
    }
}
