package org.tarock.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The scheme {@code tarock-fair/1} (record-format.md "Fair deals"). The worked example: top secret
 * {@code s_3} = the bytes 00 01 … 1f, a match of three hands, client seeds "a41f09", "" and "7e22c1"; the
 * expected values were computed independently with Python's hashlib ({@code tools/check-fair-deal.py}).
 */
class FairDealTest {
    private static final byte[] TOP = HexFormat.of().parseHex(
            "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    private static final FairDeal CHAIN = FairDeal.of(TOP, 3);
    private static final List<String> SEEDS = List.of("a41f09", "", "7e22c1");

    @Test
    void theCommitmentIsSha256AppliedNTimesToTheTopSecret() {
        assertThat(CHAIN.commitment()).isEqualTo("4e05063392f42b5180353ef82da86c714042155044d91ab3253f1bab08120a0a");
    }

    @Test
    void eachSecretIsTheSha256OfTheNext() {
        assertThat(FairDeal.hex(CHAIN.secret(1)))
                .isEqualTo("2f287b4d3d4910f6cada9e1bd1b4648099e8c52c81aa4a6aebfa6fc86f19834e");
        assertThat(FairDeal.hex(CHAIN.secret(2)))
                .isEqualTo("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
        assertThat(CHAIN.secret(3)).isEqualTo(TOP);
    }

    /** A long match, whose links are found from the ones kept on the way down: still one hash apart each. */
    @Test
    void inALongMatchEachSecretIsTheSha256OfTheNextDownToTheCommitment() {
        FairDeal chain = FairDeal.of(TOP, 1000);
        assertThat(chain.secret(1000)).isEqualTo(TOP);
        for (int k = 1000; k >= 1; k--) {
            byte[] below = k == 1 ? HexFormat.of().parseHex(chain.commitment()) : chain.secret(k - 1);
            assertThat(FairDeal.chainsTo(chain.secret(k), 1, below)).as("s_%d hashes to s_%d", k, k - 1).isTrue();
        }
        assertThat(FairDeal.chainsTo(TOP, 1000, HexFormat.of().parseHex(chain.commitment()))).isTrue();
    }

    @Test
    void theSecretOfDealKChainsToTheCommitmentInKSteps() {
        byte[] commitment = HexFormat.of().parseHex(CHAIN.commitment());
        assertThat(FairDeal.chainsTo(CHAIN.secret(2), 2, commitment)).isTrue();
        assertThat(FairDeal.chainsTo(CHAIN.secret(2), 3, commitment)).isFalse();
        assertThat(FairDeal.chainsTo(CHAIN.secret(3), 2, commitment)).isFalse();
    }

    @Test
    void thereAreNoSecretsBeyondTheChain() {
        assertThatThrownBy(() -> CHAIN.secret(0)).hasMessageContaining("1 … 3");
        assertThatThrownBy(() -> CHAIN.secret(4)).hasMessageContaining("1 … 3");
    }

    @Test
    void theDealSeedIsTheFirstEightBytesOfTheHashOfSecretSeedsAndNumber() {
        assertThat(Long.toUnsignedString(CHAIN.dealSeed(1, SEEDS))).isEqualTo("9627338120983503640");
        assertThat(Long.toUnsignedString(CHAIN.dealSeed(2, SEEDS))).isEqualTo("14410117722496084937");
        assertThat(Long.toUnsignedString(CHAIN.dealSeed(3, SEEDS))).isEqualTo("9714518493959297496");
    }

    @Test
    void everyClientSeedChangesTheDeal() {
        long seed = CHAIN.dealSeed(1, SEEDS);
        assertThat(CHAIN.dealSeed(1, List.of("a41f09", "x", "7e22c1"))).isNotEqualTo(seed);
        assertThat(CHAIN.dealSeed(1, List.of("a41f0", "9", "7e22c1"))).isNotEqualTo(seed);
        assertThat(CHAIN.dealSeed(1, List.of("", "a41f09", "7e22c1"))).isNotEqualTo(seed);
    }

    @Test
    void theFirstDealerFollowsFromTheFirstDealsSeed() {
        assertThat(FairDeal.firstDealer(CHAIN.dealSeed(1, SEEDS), 3)).isEqualTo(1);
        List<String> four = List.of("a41f09", "", "7e22c1", "Zz!~");
        assertThat(Long.toUnsignedString(CHAIN.dealSeed(1, four))).isEqualTo("5164814089843725236");
        assertThat(FairDeal.firstDealer(CHAIN.dealSeed(1, four), 4)).isEqualTo(2);
    }

    @Test
    void aFairMatchDealsEachHandFromItsSecretAndStartsWithTheSeedsDealer() {
        Game game = Games.create(Games.ruleBook(GameId.HUSARLN).defaults());
        List<String> table = List.of("Anna", "Ben", "Carl");
        Match match = Match.fair(game, table, CHAIN, SEEDS);
        assertThat(match.seating().dealerName()).isEqualTo("Ben");
        State first = match.startHand();
        assertThat(first.deal()).isEqualTo(game.deal(CHAIN.dealSeed(1, SEEDS), 1));
    }

    @Test
    void aClientSeedHasOneToSixtyFourPrintableCharactersWithoutSpace() {
        assertThat(FairDeal.clientSeedProblem("a")).isEmpty();
        assertThat(FairDeal.clientSeedProblem("!~" + "x".repeat(62))).isEmpty();
        assertThat(FairDeal.clientSeedProblem("")).hasValueSatisfying(p -> assertThat(p).contains("1 to 64"));
        assertThat(FairDeal.clientSeedProblem("x".repeat(65))).hasValueSatisfying(p -> assertThat(p).contains("65"));
        assertThat(FairDeal.clientSeedProblem("a b")).hasValueSatisfying(p -> assertThat(p).contains("U+0020"));
        assertThat(FairDeal.clientSeedProblem("ä")).hasValueSatisfying(p -> assertThat(p).contains("U+00E4"));
        assertThat(FairDeal.clientSeedProblem("a\u007F")).hasValueSatisfying(p -> assertThat(p).contains("character 2"));
    }

    @Test
    void secretsAreSixtyFourLowerCaseHexDigits() {
        String hex = FairDeal.hex(TOP);
        assertThat(FairDeal.parseSecret(hex)).hasValueSatisfying(b -> assertThat(b).isEqualTo(TOP));
        assertThat(FairDeal.parseSecret(hex.toUpperCase())).isEmpty();
        assertThat(FairDeal.parseSecret(hex.substring(2))).isEmpty();
        assertThat(FairDeal.parseSecret(hex + "00")).isEmpty();
        assertThat(FairDeal.parseSecret(hex.substring(1) + "g")).isEmpty();
    }

    @Property(tries = 50)
    void theChainKeptAsItsTopSecretGivesTheSameCommitmentAndSecrets(@ForAll @Size(32) byte[] top,
                                                                     @ForAll @IntRange(min = 1, max = 40) int hands) {
        FairDeal chain = FairDeal.of(top, hands);
        FairDeal restored = FairDeal.of(chain.topSecret(), hands);
        assertThat(restored.commitment()).isEqualTo(chain.commitment());
        byte[] commitment = HexFormat.of().parseHex(chain.commitment());
        for (int k = 1; k <= hands; k++) {
            assertThat(restored.secret(k)).isEqualTo(chain.secret(k));
            assertThat(FairDeal.chainsTo(chain.secret(k), k, commitment)).isTrue();
        }
    }

    @Test
    void aDrawnChainHasThirtyTwoSecretBytes() {
        FairDeal drawn = FairDeal.draw(new SecureRandom(), 5);
        assertThat(drawn.topSecret()).hasSize(32);
        assertThat(drawn.hands()).isEqualTo(5);
        assertThat(drawn.commitment()).hasSize(64);
    }
}
