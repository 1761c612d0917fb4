package org.tarock.bots.german;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tarock.bots.BasicBot;
import org.tarock.bots.Bot;
import org.tarock.bots.RandomBot;
import org.tarock.engine.Amount;
import org.tarock.engine.Carry;
import org.tarock.engine.DealRandom;
import org.tarock.engine.Game;
import org.tarock.engine.HandResult;
import org.tarock.engine.SeatView;
import org.tarock.engine.State;
import org.tarock.engine.german.GermanTarok;

/** The basic German Tarok bot: always legal, and clearly better than random play. */
class GermanBasicTest {

    private static Game game(String era, String settlement) {
        return new GermanTarok(GermanTarok.RULE_BOOK.resolve(Map.of("era", era, "settlement", settlement), false));
    }

    /** Plays one hand with the given bots; returns what seat 0 won. */
    private static HandResult playHand(Game game, long seed, int dealer, Carry carry, Bot[] bots) {
        State s = game.newHand(game.deal(seed, dealer), dealer, carry);
        while (!s.isOver()) {
            int seat = s.currentSeat();
            SeatView view = s.view(seat);
            int action = bots[seat].choose(game, view);
            assertThat(view.legal()).as("legal action of seat " + seat).contains(action);
            s.apply(seat, action);
        }
        return s.result();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sansprendre-1839 hand", "sansprendre-1839 poule", "deutschtarok-1881 hand",
            "deutschtarok-1881 laustiegel", "deutschtarok-1881 blocks"})
    void alwaysChoosesALegalAction(String variant) {
        String[] v = variant.split(" ");
        Game game = game(v[0], v[1]);
        Bot[] bots = {new BasicBot(1), new BasicBot(2), new BasicBot(3)};
        DealRandom seeds = new DealRandom(variant.hashCode());
        Carry carry = game.initialCarry();
        for (int h = 0; h < 150; h++) {
            carry = playHand(game, seeds.nextLong(), h % 3, carry, bots).carryAfter();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sansprendre-1839", "deutschtarok-1881"})
    void winsMoreThanRandomPlayAgainstRandomOpponents(String era) {
        Game game = game(era, "hand");
        Amount basic = Amount.ZERO;
        Amount random = Amount.ZERO;
        int declaredByBasic = 0;
        int wonByBasic = 0;
        DealRandom seeds = new DealRandom(42);
        for (int h = 0; h < 300; h++) {
            long seed = seeds.nextLong();
            HandResult withBasic = playHand(game, seed, h % 3, game.initialCarry(),
                    new Bot[]{new BasicBot(h), new RandomBot(h + 1), new RandomBot(h + 2)});
            HandResult withRandom = playHand(game, seed, h % 3, game.initialCarry(),
                    new Bot[]{new RandomBot(h), new RandomBot(h + 1), new RandomBot(h + 2)});
            basic = basic.plus(withBasic.settlement().get(0));
            random = random.plus(withRandom.settlement().get(0));
            if (Integer.valueOf(0).equals(withBasic.declarer())) {
                declaredByBasic++;
                wonByBasic += withBasic.won() ? 1 : 0;
            }
        }
        assertThat(basic).isGreaterThan(random);
        assertThat(basic).isGreaterThan(Amount.ZERO);
        assertThat(declaredByBasic).isPositive();
        assertThat(wonByBasic * 2).as("basic declarer wins most of its games").isGreaterThan(declaredByBasic);
    }
}
