package org.tarock.server.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tarock.engine.DealRandom;
import org.tarock.engine.FairDeal;
import org.tarock.engine.Game;
import org.tarock.engine.GameId;
import org.tarock.engine.Games;
import org.tarock.engine.Match;
import org.tarock.engine.State;

/** Every entry of a tournament is dealt the same cards by the same dealer, from the one fair chain. */
class TournamentDealsTest {
    private static final Game GAME = Games.create(Games.ruleBook(GameId.GERMAN_TAROK).defaults());

    private static FairDeal chain() {
        byte[] top = new byte[32];
        for (int i = 0; i < top.length; i++) {
            top[i] = (byte) i;
        }
        return FairDeal.of(top, 4);
    }

    /** The deals and dealers an entry table of {@code entrant} plays, as a fair match at that table deals them. */
    private static List<String> playedAt(String entrant, TournamentDeals deals) {
        Match match = Match.fair(GAME, List.of(entrant, "bot:basic-2", "bot:basic-3"), deals.chain(),
                deals.clientSeeds());
        DealRandom random = new DealRandom(entrant.hashCode());
        List<String> out = new ArrayList<>();
        for (int k = 1; k <= deals.deals(); k++) {
            State s = match.startHand();
            out.add("deal " + k + " dealer seat " + match.seating().dealer() + " " + GAME.deal(deals.dealSeed(k),
                    deals.dealer(k)).equals(s.deal()));
            while (!s.isOver()) {
                s.applyTrusted(s.legalAction(random.nextInt(s.legalActionCount())));
            }
            match.finishHand();
        }
        return out;
    }

    @Test
    void twoEntrantsAndTheBotEntryGetTheSameDealsAndDealers() {
        TournamentDeals deals = new TournamentDeals(chain(), "creator's-seed");
        List<String> anna = playedAt("Anna", deals);
        assertThat(playedAt("Ben", deals)).isEqualTo(anna);
        assertThat(playedAt("bot:expert-fixed", deals)).isEqualTo(anna);
        int first = deals.dealer(1);
        assertThat(anna).containsExactly("deal 1 dealer seat " + first + " true",
                "deal 2 dealer seat " + (first + 1) % 3 + " true", "deal 3 dealer seat " + (first + 2) % 3 + " true",
                "deal 4 dealer seat " + first + " true");
    }

    @Test
    void theCreatorsSeedIsTheEntrantsSeatSeedAndTheBotsHaveNone() {
        TournamentDeals none = new TournamentDeals(chain(), null);
        TournamentDeals seeded = none.withClientSeed("creator's-seed");
        assertThat(none.clientSeeds()).containsExactly("", "", "");
        assertThat(seeded.clientSeeds()).containsExactly("creator's-seed", "", "");
        assertThat(seeded.commitment()).isEqualTo(none.commitment());
        assertThat(seeded.dealSeed(1)).isNotEqualTo(none.dealSeed(1))
                .isEqualTo(chain().dealSeed(1, List.of("creator's-seed", "", "")));
    }
}
