"""Episodes: reset(seed) reproduces the hand, the dealer's rotation is an option, metadata names, rendering."""

import contextlib
import io
import json
import unittest

from tests.support import GAMES, MISSING, np, observations, play, variants


def deal(env):
    record = json.loads(env.state())
    return record["deal"], record["dealer"]


@unittest.skipIf(MISSING, f"JPype or numpy is not installed ({MISSING})")
class EpisodeTest(unittest.TestCase):

    def test_reset_with_a_seed_deals_the_same_hand_dealer_and_observations_every_time(self):
        import tarock_env
        for label, game, options in variants():
            for rotate in (False, True):
                with self.subTest(label, rotate_dealer=rotate):
                    env = tarock_env.env(game, rotate_dealer=rotate, **options)
                    seen = []
                    for _ in range(3):
                        env.reset(seed=0)
                        seen.append((deal(env), observations(env)))
                        play(env, np.random.default_rng(1), 30)
                    for other in seen[1:]:
                        self.assertEqual(other[0], seen[0][0])
                        for (o1, m1, i1), (o2, m2, i2) in zip(other[1], seen[0][1]):
                            np.testing.assert_array_equal(i1, i2)
                            np.testing.assert_array_equal(m1, m2)
                    fresh = tarock_env.env(game, seed=0, rotate_dealer=rotate, **options)
                    fresh.reset()
                    self.assertEqual(deal(fresh), seen[0][0], "env(seed=S).reset() deals as reset(seed=S)")

    def test_without_rotation_the_dealer_is_drawn_with_the_deal(self):
        import tarock_env
        env = tarock_env.env("leipzig-taroc")
        dealers = set()
        for seed in range(30):
            env.reset(seed=seed)
            dealers.add(deal(env)[1])
        self.assertEqual(dealers, {0, 1, 2})
        four = tarock_env.env("bavarian-tarock", table_size=4)
        for seed in range(5):
            four.reset(seed=seed)
            self.assertEqual(deal(four)[1], 2)

    def test_with_rotation_the_dealer_moves_on_each_episode_from_the_seeded_reset(self):
        import tarock_env
        env = tarock_env.env("husarln", rotate_dealer=True)
        env.reset(seed=3)
        dealers = [deal(env)[1]]
        for _ in range(4):
            env.reset()
            dealers.append(deal(env)[1])
        self.assertEqual(dealers, [0, 1, 2, 0, 1])
        env.reset(seed=3)
        self.assertEqual(deal(env)[1], 0)

    def test_unseeded_resets_deal_different_hands(self):
        import tarock_env
        env = tarock_env.env("german-tarok", seed=4)
        hands = set()
        for _ in range(5):
            env.reset()
            hands.add(json.dumps(deal(env)))
        self.assertEqual(len(hands), 5)

    def test_a_reset_may_name_the_dealer(self):
        import tarock_env
        env = tarock_env.env("bavarian-tarock")
        env.reset(seed=1, options={"dealer": 1})
        self.assertEqual(deal(env)[1], 1)
        self.assertEqual(env.agent_selection, "player_2")
        with self.assertRaisesRegex(ValueError, "options.dealer"):
            env.reset(options={"dealer": 3})

    def test_each_game_has_a_metadata_name_of_its_own(self):
        import tarock_env
        names = {g: tarock_env.env(g).metadata["name"] for g in GAMES}
        self.assertEqual(names, {"german-tarok": "tarock_german_tarok_v1",
                                 "bavarian-tarock": "tarock_bavarian_tarock_v1",
                                 "leipzig-taroc": "tarock_leipzig_taroc_v1", "husarln": "tarock_husarln_v1"})
        self.assertEqual(tarock_env.env("husarln").metadata["render_modes"], ["ansi", "human"])

    def test_render_shows_the_hand_the_table_and_the_legal_actions(self):
        import tarock_env
        for game in GAMES:
            with self.subTest(game):
                env = tarock_env.env(game, seed=5, render_mode="ansi")
                env.reset()
                play(env, np.random.default_rng(6), 12)
                if env.terminations[env.agent_selection]:
                    env.reset()
                text = env.render()
                lines = text.splitlines()
                self.assertGreater(len(lines), 4)
                agent = env.agent_selection
                seat = env.possible_agents.index(agent)
                self.assertIn(f"{agent} to act", lines[0])
                hand = [c.code() for c in env._hand.state().view(seat).hand()]
                self.assertIn(f"  {agent} holds {len(hand)}: " + " ".join(hand), lines)
                legal = env.legal_actions()
                self.assertIn(f"legal ({len(legal)}): ", text)
                for a in legal:
                    self.assertIn(f"{a} {env.action_to_string(a)}", text)
                self.assertNotIn("more)", text)
                play(env, np.random.default_rng(7), 300)
                self.assertIn("settlement: ", env.render())

    def test_a_long_list_of_legal_actions_shows_the_first_sixty_and_counts_the_rest(self):
        import tarock_env
        env = tarock_env.env("leipzig-taroc", seed=2, render_mode="ansi")
        env.reset()
        legal = env.legal_actions()
        self.assertGreater(len(legal), 60)
        text = env.render()
        self.assertTrue(text.endswith(f" | ... ({len(legal) - 60} more)"))
        items = text.split(f"legal ({len(legal)}): ")[1].split(" | ")[:-1]
        self.assertEqual(len(set(items)), 60)
        for item in items:
            index, action = item.split(" ", 1)
            self.assertIn(int(index), legal)
            self.assertEqual(env.action_to_string(int(index)), action)

    def test_human_rendering_prints_and_a_bad_mode_is_refused(self):
        import tarock_env
        env = tarock_env.env("husarln", seed=1, render_mode="human")
        env.reset()
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertIsNone(env.render())
            env.step(int(env.legal_actions()[0]))
        self.assertGreaterEqual(out.getvalue().count("Husarln: "), 2)
        with self.assertRaisesRegex(ValueError, "render_mode"):
            tarock_env.env("husarln", render_mode="rgb_array")


if __name__ == "__main__":
    unittest.main()
