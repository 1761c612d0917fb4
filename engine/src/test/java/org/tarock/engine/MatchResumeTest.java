package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A match resumed from its seating, carried state and hand count deals and plays on as the match itself. */
class MatchResumeTest {

    private static void playOut(State s, Random random) {
        while (!s.isOver()) {
            List<Integer> legal = s.view(s.currentSeat()).legal();
            s.apply(s.currentSeat(), legal.get(random.nextInt(legal.size())));
        }
    }

    @Test
    void aResumedMatchDealsTheHandTheMatchItselfDealsNext() {
        for (Game game : everyTableSize()) {
            GameId id = game.id();
            List<String> names = List.of("Anna", "Ben", "Carl", "Dora").subList(0, game.tableSize());
            Match played = new Match(game, names, 77L, null);
            Random random = new Random(5);
            for (int h = 0; h < 3; h++) {
                playOut(played.startHand(), random);
                played.finishHand();
            }
            Match resumed = Match.resume(game, 77L, played.seating(), played.carry(), played.handsPlayed());
            assertThat(resumed.handsPlayed()).isEqualTo(3);
            State next = played.startHand();
            State again = resumed.startHand();
            assertThat(again.deal()).as(id.id()).isEqualTo(next.deal());
            assertThat(again.dealer()).isEqualTo(next.dealer());
            playOut(next, new Random(9));
            playOut(again, new Random(9));
            assertThat(resumed.finishHand().settlement()).isEqualTo(played.finishHand().settlement());
            assertThat(resumed.seating()).isEqualTo(played.seating());
        }
    }

    /** Every game with its defaults, and every game that can seat four with four at the table. */
    private static List<Game> everyTableSize() {
        List<Game> games = new java.util.ArrayList<>();
        for (GameId id : Games.available()) {
            RuleBook book = Games.ruleBook(id);
            games.add(Games.create(book.defaults()));
            if (book.option("table-size").isPresent()) {
                games.add(Games.create(book.resolve(java.util.Map.of("table-size", 4), false)));
            }
        }
        return games;
    }

    @Test
    void aResumedFairMatchDealsTheNextHandFromTheNextSecretOfItsChain() {
        for (Game game : everyTableSize()) {
            GameId id = game.id();
            List<String> names = List.of("Anna", "Ben", "Carl", "Dora").subList(0, game.tableSize());
            List<String> seeds = List.of("a", "", "c!", "d~").subList(0, game.tableSize());
            FairDeal chain = FairDeal.of(new byte[32], 6);
            Match played = Match.fair(game, names, chain, seeds);
            Random random = new Random(5);
            for (int h = 0; h < 3; h++) {
                playOut(played.startHand(), random);
                played.finishHand();
            }
            Match resumed = Match.resumeFair(game, chain, seeds, played.seating(), played.carry(),
                    played.handsPlayed());
            Match fromSeed = Match.resume(game, 0L, played.seating(), played.carry(), played.handsPlayed());
            State next = played.startHand();
            assertThat(resumed.startHand().deal()).as(id.id() + " at a table of " + game.tableSize())
                    .isEqualTo(next.deal());
            assertThat(fromSeed.startHand().deal()).as("not the seed's deal").isNotEqualTo(next.deal());
        }
    }
}
